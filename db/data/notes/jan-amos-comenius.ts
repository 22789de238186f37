import type { EducatorNotes } from "../note-types";

/** Jan Amos Comenius's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "In The Great Didactic I likened good discipline to the sun, which gives light and warmth constantly and only rarely storms. Correction belongs to moral faults such as insolence or malice, never to slowness in learning, for a child who learns slowly is the teacher's problem to solve, not the child's sin.",
    work: "The Great Didactic (Didactica Magna)",
    addressed: true,
    moves: {
      early: [
        "Show children the right way to do a routine, such as hanging up coats, by doing it slowly in front of them before asking them to try.",
        "Praise good conduct warmly and often, keeping a sharper tone for real unkindness only.",
        "Never scold a child for not yet knowing a letter or a number.",
      ],
      primary: [
        "Divide the class into groups of about ten with a trusted student as decurion to help keep order and check work.",
        "Keep a clear rule in your head: correct rudeness and malice, but meet confusion with a better explanation.",
        "Give a steady example in your own speech and manners, since students copy the teacher before they obey him.",
      ],
      secondary: [
        "Reserve formal sanctions for wrongs against others and handle failure in study with extra teaching.",
        "Speak to a misbehaving student privately and reasonably before any public correction.",
        "Make the room and the opening of each lesson orderly and inviting so that little disorder arises.",
      ],
    },
    pitfall:
      "Teachers punish children who are slow to understand as though they were defiant, turning the school into the slaughterhouse of minds I warned against.",
    question: "Is the fault you are correcting in the child's will, or in the way the lesson was taught?",
    worked: [
      {
        move: "Divide the class into groups of about ten with a trusted student as decurion to help keep order and check work.",
        steps: [
          "Divide the class into groups of about ten and choose one steady student in each as decurion.",
          "Tell each decurion their two jobs: keep the group on task, and check that each member has finished the set work.",
          "Meet the decurions briefly each week to hear how their group is doing and help with any difficulty.",
          "Rotate the role each half-term so that more students learn to lead.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "In The Great Didactic I asked that schools be places of delight, where the desire to learn is kindled by pleasant rooms, by teachers who are gentle and by things shown before words. A child who is taught in nature's order, from the easy to the hard, will want to go on, while one who is driven by blows learns only to hate books.",
    work: "The Great Didactic (Didactica Magna)",
    addressed: true,
    moves: {
      early: [
        "Put a real object, such as a bird's nest or a seashell, in the children's hands before naming or explaining it.",
        "Decorate the room with pictures of things the children will soon learn about.",
        "Start each session with something the children can already do, so they begin with success.",
      ],
      primary: [
        "Open a new topic by showing the thing itself or a clear picture of it and letting students ask about it.",
        "Tell students at the start of a unit what they will be able to do at its end, and show them why it is useful.",
        "Order tasks from easy to hard so every student meets success before difficulty.",
      ],
      secondary: [
        "Begin a unit with its practical use in life, then move to its principles.",
        "Let older students teach a younger class what they have learned, since teaching fixes learning and pride together.",
        "Make the classroom attractive and the lesson openings lively, and watch attendance and effort.",
      ],
    },
    pitfall:
      "Making school pleasant is taken to mean entertainment, when I meant the pleasure of understanding things in the right order.",
    question: "Does your lesson begin with something your students can see, touch or already know?",
    worked: [
      {
        move: "Begin a unit with its practical use in life, then move to its principles.",
        steps: [
          "Find a practical use of the unit in daily life, such as reading a map for a journey.",
          "Open the unit with a task that needs it, before any principle is taught.",
          "When students find they need the principle, teach it step by step.",
          "Close by returning to the practical task and doing it well with the principle.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "In Orbis Sensualium Pictus I opened with a picture alphabet in which each letter is tied to an animal sound or a familiar cry, and then joined every word to a numbered picture of the thing it names. Reading should rest on things the child knows, and words should never float free of meaning.",
    work: "Orbis Sensualium Pictus",
    addressed: true,
    moves: {
      early: [
        "Link each letter sound to an animal or natural sound, such as a snake hissing for s, and make the sound together.",
        "Name objects around the room while pointing to them, one at a time.",
        "Show a picture book where each picture has a clear name, and let children name the pictures back.",
      ],
      primary: [
        "Make a class picture dictionary where each page shows a numbered picture and the words for its parts.",
        "Teach reading in the mother tongue first, through texts about things students have seen.",
        "Introduce one new spelling pattern per lesson and practice it fully before the next.",
      ],
      secondary: [
        "Have students build an illustrated glossary for a subject, each term paired with an image or object.",
        "Read texts in the vernacular before classical or foreign ones on the same topic.",
        "Move from short, clear texts to longer and harder ones in planned steps.",
      ],
    },
    pitfall:
      "Picture-word pairing turns into labeling exercises without talk, so children name things without understanding them.",
    question: "Do your students' first words stand for things they have seen?",
  },
  mathematics: {
    position:
      "In The School of Infancy I suggested that even small children can learn the beginnings of arithmetic and geometry through counting things, comparing more and less, and noticing lines, circles and measures. In the later schools numbers should still be taught in nature's order, from the concrete to the abstract, one step at a time.",
    work: "The School of Infancy",
    addressed: true,
    moves: {
      early: [
        "Count real objects with the children, such as apples or stones, up to ten.",
        "Ask children which of two piles is bigger and let them check by counting.",
        "Draw a line and a circle in the sand and name them.",
      ],
      primary: [
        "Teach each operation first with real objects, then with pictures, then with numbers.",
        "Introduce one new operation at a time and practice it thoroughly before moving on.",
        "Use measurement of real things in the room to teach length and area.",
      ],
      secondary: [
        "Begin a new topic in algebra or geometry with a concrete example before the general rule.",
        "Revise the outline of the topic at the start of each lesson before adding details.",
        "Have each student explain one method to a younger class with a concrete example first, since teaching it fixes it.",
      ],
    },
    pitfall: "Teachers rush from concrete objects to symbols before the child has really grasped the idea.",
    question: "Did your students handle the thing before they wrote the symbol?",
  },
  science: {
    position:
      "In The Great Didactic I held that knowledge of nature must begin with the senses: let the student see, hear, touch and smell the thing itself, and only then learn about it from books. Understanding built on direct observation holds firm, while understanding from words alone crumbles.",
    work: "The Great Didactic (Didactica Magna)",
    addressed: true,
    moves: {
      early: [
        "Bring a plant into the room and let children touch its leaves, smell it and describe it.",
        "Take children outside to see the sun, clouds and rain and name each.",
        "Compare two objects by weight in the children's hands.",
      ],
      primary: [
        "Let students examine a real specimen or model before reading about it.",
        "Teach the parts of a flower with a real flower and a labeled picture side by side.",
        "Move from the whole of a thing to its parts, naming each in order.",
      ],
      secondary: [
        "Open each science unit with the thing itself, a specimen, an instrument or a demonstration, before any theory is named.",
        "Have students draw what they observe before looking at diagrams.",
        "Link each scientific idea to something students can see in daily life.",
      ],
    },
    pitfall: "Showing the thing becomes a quick glance before the lecture, rather than real observation.",
    question: "Have your students seen the thing itself, or only read about it?",
  },
  assessment: {
    position:
      "In The Great Didactic I advised the teacher, when a lesson is repeated, to call first on one student and then on another, one from the top of the class and one from the bottom, so that none can be sure he will not be asked, and to have students stand and explain the lesson as if they were teaching it until all have understood. A student who can explain a thing to others has truly learned it.",
    work: "The Great Didactic (Didactica Magna)",
    addressed: true,
    moves: {
      early: [
        "Ask a child to show you the object you named to check understanding.",
        "Let children teach each other a new word and listen in.",
        "Check every child, not just the eager ones, at the end of a session.",
      ],
      primary: [
        "Call on students from the top and the bottom of the class in turn, not only raised hands, to repeat the main point of the lesson.",
        "Have decurions check their group's work and report to you.",
        "Ask students to explain a lesson to a partner as a check of understanding.",
      ],
      secondary: [
        "End each lesson by asking students to give its key points in the order they were taught, from outline to detail.",
        "Have students teach part of a lesson to check their mastery.",
        "Hold back the next step in a sequence until a quick check shows every student has mastered the one before.",
      ],
    },
    pitfall:
      "Calling on students without warning becomes a way to catch them out, creating fear rather than checking understanding.",
    question: "How do you know every student, not just the eager few, has understood?",
  },
  homework: {
    position:
      "Homework in the modern sense is not something The Great Didactic sets out. Reasoning from The Great Didactic, where I wanted lessons so well ordered that students master them in school, I would keep any home study light and aimed at practice of what is already understood, never at learning new things alone.",
    work: "The Great Didactic (Didactica Magna)",
    addressed: false,
    moves: {
      early: [
        "Ask children to find one object at home they learned the name of today.",
        "Send a child home with one new name of a thing to find and point to there, rather than any written work.",
        "Suggest parents walk through the kitchen with the child, naming each utensil, as the school of the mother's knee does.",
      ],
      primary: [
        "Set home practice only on what has been fully taught in class.",
        "Ask students to teach a family member one thing they learned.",
        "Give each home task one clear step only, matching the single new element taught that day.",
      ],
      secondary: [
        "Assign revision of material already understood rather than new content.",
        "Ask students to add three drawn and labeled entries to their picture glossary at home from things they see there.",
        "Check that home tasks are in the right order after the class lesson.",
      ],
    },
    pitfall: "Homework becomes a way to cover what was not taught in class, leaving students to struggle alone.",
    question: "Does your homework practice what was understood, or introduce what was not?",
  },
  inclusion: {
    position:
      "In The Great Didactic I argued that all children, boys and girls, rich and poor, quick and slow, should be educated, because all are born to become fully human. The slow and dull need education more, not less, and a good method can bring them far.",
    work: "The Great Didactic (Didactica Magna)",
    addressed: true,
    moves: {
      early: [
        "Make sure every child, including the shyest, gets to handle the materials.",
        "Repeat new words more for children who need it, with patience.",
        "Invite every family, whatever its means, to be part of the school.",
      ],
      primary: [
        "Teach the same content to all students, with extra steps for those who need them.",
        "Pair a slower student with a patient decurion for practice.",
        "Check that girls and boys get equal chances to answer and lead.",
      ],
      secondary: [
        "Offer the full curriculum to every student, not just those judged capable.",
        "Break hard material into smaller steps for students who struggle.",
        "Review which students are missing from advanced classes and ask whether method, not capacity, kept them out.",
      ],
    },
    pitfall: "Universal education becomes universal uniformity, with slow learners rushed along at the same pace.",
    question: "Is there any child your school, in practice, does not really teach?",
  },
  multilingual: {
    position:
      "In Janua Linguarum Reserata and Orbis Sensualium Pictus I joined the mother tongue to Latin, sentence by sentence and picture by picture, so that the known language opens the gate to the new one. A child should first learn things in the language of home, then gain other languages with the things already understood.",
    work: "Janua Linguarum Reserata (The Gate of Languages Unlocked)",
    addressed: true,
    moves: {
      early: [
        "Name objects in the child's home language and in the class language side by side.",
        "Pin up numbered pictures, in the manner of the Orbis Pictus, with each name written in the home language and the class language.",
        "Sing a short naming song, such as one about parts of the body, first in a child's home language and then in the class language.",
      ],
      primary: [
        "Make bilingual picture cards for key vocabulary in each topic.",
        "Let students learn new content in their home language first where possible.",
        "Give students a short parallel text, home language on the left and the class language on the right, about a thing they know well.",
      ],
      secondary: [
        "Give students parallel texts on subject content in their home language and English.",
        "Build vocabulary lists with pictures and both languages for each unit.",
        "Let students learn the concept first, then the new-language terms.",
      ],
    },
    pitfall: "Bilingual materials are used for vocabulary only, and multilingual learners still miss the content.",
    question: "Are you using what your students know in their home language to unlock the new one?",
    worked: [
      {
        move: "Make bilingual picture cards for key vocabulary in each topic.",
        steps: [
          "List the ten key words for the topic.",
          "For each, make a card with a clear picture, the English word, and the word in the student's home language, asking a family or colleague to check it.",
          "Use the cards in the lesson, pointing to the picture as you say the word.",
          "Let students quiz each other with the cards at the end of the lesson.",
        ],
      },
    ],
  },
  discussion: {
    position:
      "In The Great Didactic I proposed that a large class be divided into groups of ten, each overseen by a decurion chosen from the abler students, so that one teacher can reach many, and in the chapter on thoroughness I endorsed the old saying that whoever teaches others teaches himself. Group work in this sense is orderly practice, not idle chatter.",
    work: "The Great Didactic (Didactica Magna)",
    addressed: true,
    moves: {
      early: [
        "Let children tell each other what they saw in a picture.",
        "Give pairs a basket of real objects and let one child name each thing while the other holds it up.",
        "Gather children in small circles to talk about a new thing.",
      ],
      primary: [
        "Organize students in groups of about ten with a decurion who checks each member's work.",
        "Have students explain a lesson to a partner before writing.",
        "Let each group of ten, led by its decurion, quiz one another on the new words using the pictures, not only the written list.",
      ],
      secondary: [
        "Assign students to teach a section of a topic to their group.",
        "Rotate the decurion's role each month so every student practices checking and helping others.",
        "Give each group of ten one clear question and have the decurion report the group's answer in order.",
      ],
    },
    pitfall: "Decurions become little tyrants or do others' work instead of helping them learn.",
    question: "Are your groups teaching each other, or only sitting together?",
  },
  questioning: {
    position:
      "In The Great Didactic I encouraged teachers to invite students' questions and to answer them, and to question students in turn so that all stay attentive. A question asked by a student shows his mind at work and should be welcomed.",
    work: "The Great Didactic (Didactica Magna)",
    addressed: true,
    moves: {
      early: [
        "Welcome each child's question and answer it with the thing itself if possible.",
        "Point to real objects one at a time and ask children to name each before you show the next.",
        "Hold up a real tool, such as a spoon or a hammer, and ask what it is for before you name it.",
      ],
      primary: [
        "Reserve the last minutes of each lesson for students' own questions and answer each with a thing or a picture where you can.",
        "Question students in an order they cannot predict, so that all attend, and treat a wrong answer as a sign to teach again.",
        "Have each student write one question on the day's lesson and put it to his neighbor before the class review.",
      ],
      secondary: [
        "Let students prepare questions for a topic before the lesson.",
        "Ask students to question each other on a text.",
        "Order your questions in each lesson from the simple naming of things to questions of cause and use.",
      ],
    },
    pitfall: "Teachers ask so many questions that students have no time to ask their own.",
    question: "How many questions did your students ask today?",
  },
  "early-years": {
    position:
      "In The School of Infancy I wrote that the first school is the mother's knee, where in the first six years children learn the beginnings of everything: names of things, counting, music, piety and good habits, mostly through play and talk. Parents are the first teachers, and no child is too young to learn.",
    work: "The School of Infancy",
    addressed: true,
    moves: {
      early: [
        "Name everything the children touch in play, one thing at a time.",
        "Sing simple songs and rhymes every day, as the school of the mother's knee would.",
        "Let children play with small tools and objects to learn their uses.",
      ],
      primary: [
        "Build on what students learned at home by asking them to name things they know.",
        "Keep the songs, games and naming of things from the mother's knee in the first years of the vernacular school.",
        "Begin a new lesson by asking students to recall a thing they knew before they came to school, such as a tool at home, and build from it.",
      ],
      secondary: [
        "Let adolescents help teach young children and learn about early education.",
        "Discuss with students how children learn the names of things.",
        "Have students make an Orbis Pictus for a kindergarten class: numbered pictures of one scene with the names of its parts.",
      ],
    },
    pitfall: "Early learning becomes early drilling, losing the play and talk I intended.",
    question: "What did the children in your care name and handle for the first time today?",
  },
  adolescents: {
    position:
      "In The Great Didactic I described the Latin school for adolescents, where young people learn languages, sciences, arts and morals in order, and the university that follows. Adolescents need a complete and orderly education that prepares them for life and service.",
    work: "The Great Didactic (Didactica Magna)",
    addressed: true,
    moves: {
      early: [
        "Let older students visit and show young children what they study.",
        "Tell children about the school they will grow into.",
        "Invite teenagers from the Latin-school years, as I would have called them, to show a primary class how they use a subject learned earlier.",
      ],
      primary: [
        "Prepare older students for secondary school by showing its subjects.",
        "Appoint the oldest primary students as decurions who check the younger students' reading each morning.",
        "Show fifth graders a page from a secondary textbook and point out what they already know in it.",
      ],
      secondary: [
        "Plan each subject in orderly steps from the outline to the details.",
        "Give each adolescent a short topic to teach to a younger class, because whoever teaches learns twice.",
        "End each unit by asking students where the knowledge will serve them in work, family or public life.",
      ],
    },
    pitfall: "Orderly curriculum becomes rigid, leaving no room for adolescents' own questions.",
    question: "Is your course for adolescents complete and in the right order?",
  },
  arts: {
    position:
      "In The School of Infancy I included music and the beginnings of drawing among what small children should learn, and in The Great Didactic I counted music and the arts as part of a full education. The arts train the senses and bring delight to learning.",
    work: "The School of Infancy",
    addressed: true,
    moves: {
      early: [
        "Sing with children every day and let them keep time.",
        "After showing a real object, let children draw it while it stays in front of them.",
        "Let children keep time with simple instruments while they sing a song they already know.",
      ],
      primary: [
        "Teach students to draw objects before naming their parts.",
        "Open and close each school day with a short song, so the school feels like a place of delight.",
        "Use pictures to teach as well as to decorate.",
      ],
      secondary: [
        "Teach drawing as a way of observing in science.",
        "Teach music as a full subject with its own time in the week, not only as a reward.",
        "Have students draw and label diagrams of what they study, so that thing and word stay joined.",
      ],
    },
    pitfall: "The arts become decoration rather than a way of learning through the senses.",
    question: "How do the arts help your students see and understand?",
  },
  technology: {
    position:
      "Screens and computers were unknown in my age. Reasoning from Orbis Sensualium Pictus, where I used the new art of printing to put pictures and words together for every child, I would welcome any tool that brings things before the senses and spreads learning to all, while asking whether it shows the thing or only talks about it.",
    work: "Orbis Sensualium Pictus",
    addressed: false,
    moves: {
      early: [
        "Use a screen to show a clear picture of something children cannot see in person, then talk about it.",
        "Bring the real object into the room whenever it can be carried, and keep the screen for what cannot.",
        "Use a screen only briefly, to show and name one thing at a time, as a page of the Orbis Pictus would.",
      ],
      primary: [
        "Have students photograph things around the school and build a numbered, labeled class picture dictionary from them.",
        "Show videos of things that cannot be brought into class, such as volcanoes.",
        "Check that the poorest student has the same access to any digital tool as the richest, since school is for all.",
      ],
      secondary: [
        "Use simulations to show processes that cannot be observed directly.",
        "Let students build a digital glossary for a unit in which every term is joined to a photograph or diagram of the thing itself.",
        "Before adopting a digital tool, ask whether it shows students the thing or only adds more words about it.",
      ],
    },
    pitfall: "Screens fill lessons with images but no real observation or order.",
    question: "Does this tool show your students the thing itself?",
  },
  families: {
    position:
      "In The School of Infancy I wrote for parents, because the mother's knee is the first school and parents must know how to teach their youngest children. The home lays the foundation on which every later school builds.",
    work: "The School of Infancy",
    addressed: true,
    moves: {
      early: [
        "Give parents simple ideas for naming things with their children at home.",
        "Invite parents to watch a lesson in which an object comes first and its name second, so they can do the same at home.",
        "Ask parents at the start of the year which things their child can already name and count, so you can begin from the known.",
      ],
      primary: [
        "Send families the sequence of the term's topics so they can name and show related things at home.",
        "Ask families to find one real object at home connected with this week's topic and talk about it with the child.",
        "Invite parents to draw or photograph familiar household objects for a class picture book.",
      ],
      secondary: [
        "Show families at a meeting how the curriculum builds year on year, from the vernacular school to the Latin school and beyond.",
        "Invite a parent who practices a trade to show students its tools and name each one.",
        "Tell families which step of the sequence their child has mastered and what the next step will be.",
      ],
    },
    pitfall: "Schools ignore what children learned at home and start as though they knew nothing.",
    question: "What have your students' parents already taught them?",
  },
  planning: {
    position:
      "In The Great Didactic I set out a plan for teaching all things to all people thoroughly, following nature's order: from easy to hard, from known to unknown, from outline to detail, one thing at a time, with every year and every hour in its place. Well-ordered teaching, I promised, could be sure, quick and pleasant.",
    work: "The Great Didactic (Didactica Magna)",
    addressed: true,
    moves: {
      early: [
        "Plan the week so each day introduces a few new names of things.",
        "Order each day's activities so the simplest comes first and each later one uses what came before.",
        "Plan a fixed time each day for song, play and the naming of things.",
      ],
      primary: [
        "Map each unit from the general outline to the details.",
        "Plan one new element per lesson with time to practice it.",
        "Open every unit with an object or experience students already know and name the link to the new topic aloud.",
      ],
      secondary: [
        "Plan a course that revisits the outline before each new detail.",
        "Sequence the year's topics from things students can see and handle to the ideas and rules drawn from them.",
        "Check the yearly plan against the sequence of the subject so that no step a later one depends on is skipped.",
      ],
    },
    pitfall: "Careful sequencing becomes a rigid script that cannot adjust to what students actually understand.",
    question: "Does your plan move from what your students know to what they do not?",
  },
  wellbeing: {
    position:
      "In The Great Didactic I promised a method by which teachers could teach with less labor and students learn with more pleasure, because a well-ordered method carries much of the load. A teacher exhausted by disorder should look first to the order of teaching.",
    work: "The Great Didactic (Didactica Magna)",
    addressed: true,
    moves: {
      early: [
        "Prepare objects and pictures before the day so lessons run smoothly.",
        "Keep the same order of activities every day so children move through them without your constant direction.",
        "Ask parents to collect real objects, shells, tools, seeds, so your lessons can show the thing before the word.",
      ],
      primary: [
        "Let decurions check routine work so you can spend your time on students who have not understood.",
        "Plan units in clear steps so you are not improvising daily.",
        "Note after each week which lessons ran smoothly, and look for whether they followed the order from easy to hard.",
      ],
      secondary: [
        "Share a well-sequenced unit with colleagues so no one has to build the same materials alone.",
        "Let students teach each other to lighten your load.",
        "When you feel overworked, check whether you are teaching several new things at once and cut back to one.",
      ],
    },
    pitfall: "Teachers blame themselves for exhaustion when the problem is a disordered method.",
    question: "Is your method doing part of the work for you?",
  },
};
