import type { EducatorNotes } from "../note-types";

/** Rudolf Steiner's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "In The Kingdom of Childhood I ask teachers to understand that the young child learns by imitation and the child between the change of teeth and puberty looks for a loved and natural authority. Discipline flows less from rules than from the teacher's own bearing and the rhythm of the day, and from knowing each child's temperament. In the seminar discussions I held with the first Waldorf teachers, alongside the lectures, I suggested grouping children of like temperament together, so that choleric children wear off their fire on one another.",
    work: "The Kingdom of Childhood, lectures",
    addressed: true,
    moves: {
      early: [
        "Instead of telling a child to stop shouting, lower your own voice and slow your movements so there is a calm example to imitate.",
        "Keep the same sequence each morning, greeting, circle, free play, tidy-up song, so children can rely on what comes next.",
        "Begin tidying up yourself while singing the tidy-up song and let the children join in by imitation.",
      ],
      primary: [
        "Observe each child's temperament for a few weeks and try seating the choleric children near one another and the melancholic ones together.",
        "Begin the morning with a rhythmic part, speech verses, clapping and stepping, to gather the class before the main lesson.",
        "When a child misbehaves, tell the class a story in which a character meets the same difficulty, instead of lecturing.",
      ],
      secondary: [
        "Give adolescents reasons for the rules and invite their judgment, since they no longer accept authority on trust alone.",
        "Alternate focused work with practical or artistic activity within a double lesson so restless energy has an outlet.",
        "Speak privately and respectfully with a student who challenges you, showing interest in their ideas rather than demanding submission.",
      ],
    },
    pitfall:
      "Authority becomes authoritarianism, with the teacher demanding obedience rather than earning the loving respect that the middle years depend on.",
    question: "Is the way you move and speak in the classroom worthy of the children's imitation?",
    worked: [
      {
        move: "When a child misbehaves, tell the class a story in which a character meets the same difficulty, instead of lecturing.",
        steps: [
          "Note the difficulty plainly for yourself, such as grabbing others' things, without naming the child to the class.",
          "Make up or choose a short story in which a character, often an animal, meets the same difficulty and finds a better way.",
          "Tell it the next day at story time, warmly and without pointing it at anyone, and do not add a moral at the end.",
          "Watch over the next days whether the child takes up the story's way, and leave room for them to mention it themselves.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "In The Foundations of Human Experience I describe the human being as thinking, feeling and willing, and I argue that lessons which address only the intellect leave children cold. When learning passes through feeling, through pictures, rhythm and artistic work, children take a living interest in it. My philosophy of freedom adds that the deepest motive is love for the deed itself, not reward or fear.",
    work: "The Foundations of Human Experience (Study of Man), lectures",
    addressed: true,
    moves: {
      early: [
        "Weave the day's activity, such as baking bread, into a short story told at circle time so children come to it with warmth.",
        "Let children take part in real work alongside you, sweeping, watering, kneading, since young children love to do what adults do.",
        "Mark the seasons with a nature table the children help to change, so the year itself carries anticipation.",
      ],
      primary: [
        "Introduce a new main lesson block with a vivid story that awakens feeling before any explanation.",
        "Let students create a beautiful illustrated main lesson book for each block, so their work becomes something they cherish.",
        "Move from listening to doing within each lesson, for example from a story to drawing and then to recitation.",
      ],
      secondary: [
        "Begin a topic with a real phenomenon or biography that raises a question the students want to answer.",
        "Give students a practical project, such as building or surveying, in which their thinking meets the will to act.",
        "Invite students to pursue a question out of their own insight, and speak with them about why it matters to them.",
      ],
    },
    pitfall:
      "Teachers use stories and art as sugar-coating for dry content, so the feeling is added on rather than woven into the learning.",
    question: "Does this lesson reach your students' feeling and will, or only their heads?",
    worked: [
      {
        move: "Begin a topic with a real phenomenon or biography that raises a question the students want to answer.",
        steps: [
          "Choose a striking phenomenon or a life that raises the topic's question, such as Faraday's life for electricity.",
          "Tell it or show it vividly, without explaining it.",
          "Ask students what they wonder about, and write their questions down.",
          "Build the following lessons around their questions, and return to the phenomenon or life at the end.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "In Practical Advice to Teachers I recommend that writing come before reading and be drawn out of drawing, each letter emerging from a picture, so that the child's first encounter with script is artistic rather than abstract; in my talks to teachers I gave examples such as a fish whose shape leads to F. Reading follows from what children have themselves written. Before the change of teeth, children are better served by stories, rhyme and speech than by formal letters.",
    work: "Practical Advice to Teachers, lectures",
    addressed: true,
    moves: {
      early: [
        "Tell the same fairy tale several days in a row so children absorb its language, and let them retell it in play.",
        "Say verses and finger rhymes with gestures every day to nourish speech without any letters.",
        "Give young children crayons for free drawing rather than tracing letters.",
      ],
      primary: [
        "Introduce each letter through a story and a picture, such as a mountain for M, and have the children draw the picture until the letter emerges from it.",
        "Let students first read back sentences they have written themselves in their main lesson books.",
        "Use form drawing, flowing straight and curved lines, to prepare the hand for writing.",
      ],
      secondary: [
        "Ask students to write a biography of a historical figure in their own words after hearing it told.",
        "Study the history of writing systems so students see script as a human achievement.",
        "Have students recite and discuss poetry, attending to its sound and rhythm as well as its meaning.",
      ],
    },
    pitfall:
      "Delayed formal reading is applied rigidly, so a child eager and ready to read is held back or a struggling reader is left unsupported.",
    question: "What picture or story could give this letter a life before it becomes a sign?",
  },
  mathematics: {
    position:
      "In Practical Advice to Teachers I suggest beginning arithmetic from the whole and going to the parts: not adding three and four to make seven, but asking how twelve can be divided, so that children start from a living whole. Numbers and tables can be learned through rhythm and movement, stepping and clapping. Geometry later grows out of form drawing.",
    work: "Practical Advice to Teachers, lectures",
    addressed: true,
    moves: {
      early: [
        "Count steps and claps in circle games so number lives first in the body's rhythm.",
        "Share out a real loaf or a bowl of chestnuts among the children, starting from the whole.",
        "Sing counting verses while children move, without writing any numerals.",
      ],
      primary: [
        "Give students a pile of twelve acorns and ask them to find all the ways to share it, before writing any sums.",
        "Practice times tables by stepping and clapping in rhythm around the room.",
        "Draw geometric forms freehand before introducing compass and ruler.",
      ],
      secondary: [
        "Introduce algebra through practical problems, such as commerce or building, that students can picture.",
        "Have students construct geometric forms precisely with compass and straightedge and discover their properties.",
        "Tell the story of a mathematical discovery before teaching the procedure.",
      ],
    },
    pitfall:
      "Rhythmic and pictorial methods are kept too long, so older students never reach the abstract reasoning they are ready for.",
    question: "Where is the living whole that this calculation begins from?",
  },
  science: {
    position:
      "In Practical Advice to Teachers, and in the seminar discussions that accompanied it, I suggest that children who have passed their ninth year meet the animal kingdom in relation to the human being, so that, for example, a cuttlefish, a mouse and a horse each show something of what is united in us. Plants should be studied in connection with the earth and the seasons, and physics, later, begins from observed phenomena such as sound and color rather than formulas. Science should be approached through careful observation and wonder, with abstract laws arriving as the student's judgment matures.",
    work: "Practical Advice to Teachers, lectures",
    addressed: true,
    moves: {
      early: [
        "Take a daily walk and let children touch bark, smell blossoms and watch weather without explanation.",
        "Tend a garden bed with the children through the seasons.",
        "Tell nature stories in which animals and plants have their own characters.",
      ],
      primary: [
        "In an animal study block, compare how a particular animal and a human being use their limbs, and let students draw both.",
        "Study plants by observing them in their setting over the year and drawing their changes.",
        "Begin a physics lesson by making sounds on strings of different lengths and asking students to describe what they hear.",
      ],
      secondary: [
        "Start each physics or chemistry topic with a demonstration and a period of careful description before any explanation.",
        "Ask students to form their own judgment of what an experiment shows before you give the law.",
        "Connect scientific topics to their human and practical uses, such as surveying, mechanics or agriculture.",
      ],
    },
    pitfall:
      "Phenomena-first science slides into vague wonder, and students never learn to reason precisely from observation to law.",
    question: "What will your students see and describe before they hear the explanation?",
  },
  assessment: {
    position:
      "In The Kingdom of Childhood I speak of the class teacher who stays with the children for years and comes to know each of them deeply; assessment in that spirit means observing the whole child, not only a performance. The reports of the first Waldorf school characterized each child in words, so that a family met a portrait of the child and not merely a grade. A number says little about a growing human being.",
    work: "The Kingdom of Childhood, lectures",
    addressed: true,
    moves: {
      early: [
        "At the end of each day, picture each child in your mind and recall something they did, as a form of observation.",
        "Describe a child's development to parents in words and images, not checklists.",
        "Notice how a child moves, plays and speaks as signs of their development.",
      ],
      primary: [
        "Review students' main lesson books to see their development over the year.",
        "Write an end-of-year report that describes each student's work and character in words.",
        "Discuss individual children with colleagues in a child study meeting.",
      ],
      secondary: [
        "Give detailed written feedback on main lesson books and projects.",
        "Ask students to reflect on their own development in a written self-assessment.",
        "Balance external exam requirements with descriptive reports of the whole student.",
      ],
    },
    pitfall:
      "Descriptive reports become vague and flattering, giving families no clear picture of what the child can and cannot yet do.",
    question: "What do you know about this child that no mark could tell you?",
  },
  homework: {
    position:
      "I never wrote about homework as a topic; reasoning from Practical Advice to Teachers, the younger child's learning lives in the rhythm of the school day, in sleep, and in the life of the home, and a story or lesson given in the morning goes on working in the child overnight without exercises. The day should breathe in and out, and so should the child's life as a whole. Older students, whose independent judgment is awakening, can take on independent study with real benefit.",
    work: "Practical Advice to Teachers, lectures",
    addressed: false,
    moves: {
      early: [
        "Ask families to keep a steady evening rhythm of meal, bath, song and bedtime rather than giving any tasks.",
        "Suggest that children help at home with real work, such as setting the table or watering plants.",
        "Encourage families to let children play outdoors after the kindergarten day instead of scheduling activities.",
      ],
      primary: [
        "In the early grades, set only the learning of a verse or song that the class will speak together tomorrow.",
        "Invite students to retell today's main lesson story to someone at home, as a way of recalling it.",
        "Ask students to watch something in nature over a week, such as where the sun sets, and report it in class.",
      ],
      secondary: [
        "Set independent research that students bring back to enrich the next morning's main lesson.",
        "Ask students to finish and illustrate a main lesson book entry at home with the same care as in class.",
        "Give a reading that requires students to form and write down their own judgment before the next discussion.",
      ],
    },
    pitfall:
      "Schools set almost no homework even in the upper grades, and adolescents reach examinations without habits of independent study.",
    question: "Does this task serve the rhythm of the child's day, or only fill it?",
  },
  inclusion: {
    position:
      "In The Kingdom of Childhood I ask teachers to read each child's stage of development before deciding how to teach them, and in my seminar discussions with the first Waldorf teachers I described how each of the four temperaments calls for its own handling. Near the end of my life I also gave a course on curative education for children with special needs, and homes and schools in that tradition grew from it. Every child has a spiritual individuality that deserves respect, whatever their difficulties.",
    work: "The Kingdom of Childhood, lectures",
    addressed: true,
    moves: {
      early: [
        "Offer a child who struggles with coordination extra rhythmic games, such as stepping and clapping verses, and simple handwork like finger knitting.",
        "Surround an anxious child with calm, warm routines and a predictable place in the circle.",
        "Observe a child with difficulties over several weeks, picturing them each evening, before drawing conclusions about them.",
      ],
      primary: [
        "When you tell the main lesson story, give each temperament a moment: drama for the cholerics, detail for the melancholics, variety for the sanguines, calm for the phlegmatics.",
        "Give extra form drawing and movement work to a student whose writing is weak, before pressing for more written work.",
        "Hold a child study with colleagues in which each shares observations of one struggling student and you agree on a response.",
      ],
      secondary: [
        "Give students who struggle academically a practical or artistic task, such as woodwork or a role in the class play, in which they can excel.",
        "Talk with a student about their own strengths and difficulties, treating them as someone able to judge themselves.",
        "Provide individual support while keeping the student in the main lesson with the class community.",
      ],
    },
    pitfall:
      "Temperament or developmental theories are used to label children and explain away difficulties that need specific support.",
    question: "How does your teaching reach each of the four temperaments?",
  },
  multilingual: {
    position:
      "In the first Waldorf school two foreign languages were taught from the first class, and in the 1919 courses for its first teachers, of which Practical Advice to Teachers is one, I advised that young children learn them as they learned their mother tongue, through speaking, songs and verses, before grammar. A new language brings a new way of feeling the world. Grammar can follow in the later years, when conscious understanding develops.",
    work: "Practical Advice to Teachers, lectures",
    addressed: true,
    moves: {
      early: [
        "Sing a simple song in another language with gestures each morning, without translating it, and let the children join by imitation.",
        "Invite a family to teach the group a finger rhyme from their home language.",
        "Let children absorb the sound of a new language through play and verse, with no pressure to speak it.",
      ],
      primary: [
        "Teach a foreign language through songs, poems and conversation about the classroom for the first years, before any grammar.",
        "Let multilingual students teach the class a verse from their home language and recite it together.",
        "Use movement and gesture, such as acting out the verbs of a poem, to carry meaning in the new language.",
      ],
      secondary: [
        "Introduce grammar consciously in the upper grades, drawing out the rules from verses the students already know by heart.",
        "Read a poem in the foreign language aloud and discuss how its sound gives it a different character from a translation.",
        "Ask multilingual students to reflect on how each of their languages shapes what they feel and notice.",
      ],
    },
    pitfall: "Language learning stays at the level of songs and never builds the literacy and grammar students need.",
    question: "What verse or song could carry this language into your students' feeling?",
  },
  discussion: {
    position:
      "I never wrote about group discussion as a method; reasoning from my account of development in The Education of the Child in the Light of Anthroposophy, children in the middle years learn best from the living pictures a loved teacher gives them, and the class grows together as a community through shared story, verse and song. Debate about opinions belongs after puberty, when independent judgment is born. Then discussion becomes essential, because young people must test their own thinking against that of others.",
    work: "The Education of the Child in the Light of Anthroposophy",
    addressed: false,
    moves: {
      early: [
        "Speak the morning verse together in a circle, holding hands, so the group feels itself as one before any talk.",
        "During free play, let children negotiate their own roles in a game of house rather than assigning them.",
        "After a shared walk, let the children tell you, one by one, what they saw, without asking them to explain it.",
      ],
      primary: [
        "Open each main lesson by having the class recall yesterday's story together, each child adding a part, before you continue it.",
        "Prepare a class play in which every child has a speaking part and the group must rehearse together.",
        "Let students compare their drawings of the same story scene in pairs and say what each noticed that the other did not.",
      ],
      secondary: [
        "Set a debate on a question from history, such as whether a revolution was justified, and require students to argue from evidence.",
        "After a demonstration in physics, let small groups argue over what it shows before the class agrees on a law.",
        "Invite students to present and defend a judgment on a work of literature while the class questions them respectfully.",
      ],
    },
    pitfall:
      "Primary teachers invite children to give opinions on abstract moral questions, asking for judgment the child does not yet have.",
    question: "Are you inviting judgment from children who are still living in pictures?",
  },
  questioning: {
    position:
      "I never set out a technique of questioning; reasoning from The Foundations of Human Experience, a child's understanding grows from what has first been experienced and pictured, so questions that demand abstract explanations too early ask the child to think with concepts that have no life in them yet. A story told today can be recalled and considered tomorrow, after it has worked in the child overnight. With adolescents, real questions that demand judgment become the heart of teaching.",
    work: "The Foundations of Human Experience (Study of Man), lectures",
    addressed: false,
    moves: {
      early: [
        "When a child asks why the moon changes, answer with a little story about the moon rather than an astronomical explanation.",
        "Ask young children what they saw, heard or touched on the morning walk rather than why things happen.",
        "Let a child's wondering question hang in the air sometimes, saying we shall watch and see.",
      ],
      primary: [
        "Tell a story one day and only the next morning ask the class what they remember and what they thought of it.",
        "Before asking why an experiment behaved as it did, ask students to describe exactly what they observed.",
        "Ask questions that call up a picture, such as *What would it have been like to stand on that ship?*, before questions of cause.",
      ],
      secondary: [
        "Pose a question that genuinely divides opinion, such as what makes an action free, and ask students to reason it through.",
        "Ask students to formulate the question that a demonstration raises before anyone answers it.",
        "End a history block by asking students to judge a figure's choices and explain the standard they are using.",
      ],
    },
    pitfall:
      "Teachers avoid questions altogether with younger children, so students never learn to recall, describe and wonder aloud.",
    question: "Has this idea been lived in pictures long enough for your students to think about it?",
  },
  "early-years": {
    position:
      "In The Education of the Child in the Light of Anthroposophy I describe the first seven years as a time when the child learns above all by imitation, taking in everything in the surroundings, including the moods and gestures of the adults. The adult's task is to be worthy of imitation and to provide a warm, rhythmic environment rather than lessons. Simple toys, such as a doll made from a knotted handkerchief, give the child's imagination more to do than finished, detailed ones.",
    work: "The Education of the Child in the Light of Anthroposophy",
    addressed: true,
    moves: {
      early: [
        "Replace one detailed plastic toy with simple cloths, wooden blocks and a knotted handkerchief doll, and watch what the children invent.",
        "Do real tasks such as baking, mending or sweeping in the children's presence and let them join in by imitation.",
        "Alternate a time of gathered activity with a longer time of free play, so the morning breathes in and out.",
        "Tell fairy tales orally, without showing pictures, so children form their own inner images.",
      ],
      primary: [
        "Keep a daily time for imaginative play and a told story in the first class, even as letters and numbers begin.",
        "Bring the first letters and numbers through pictures, movement and rhythm rather than worksheets.",
        "Keep handwork, such as finger knitting, in the first class to carry the young child's will into skill.",
      ],
      secondary: [
        "Ask students to make a simple wooden or cloth toy for a kindergarten and discuss what it leaves to the child's imagination.",
        "Include a unit on child development in which students observe young children at play and describe what they imitate.",
        "Invite students to recall the games of their own early childhood and what those games taught them.",
      ],
    },
    pitfall:
      "Imitation is misread as passivity, and adults forget that their own moods, haste and screens are exactly what the children absorb.",
    question: "What are your youngest children imitating from you today?",
    worked: [
      {
        move: "Do real tasks such as baking, mending or sweeping in the children's presence and let them join in by imitation.",
        steps: [
          "Choose one real task a day, such as kneading bread dough, and do it with care where the children can see.",
          "Do not explain or instruct; simply work, perhaps humming a song.",
          "Let children who come near join in, giving them a small piece of dough or a small broom.",
          "Do the same task on the same day each week, so it becomes part of the rhythm of the week.",
        ],
      },
    ],
  },
  adolescents: {
    position:
      "In The Education of the Child in the Light of Anthroposophy I describe puberty as the point at which independent judgment awakens, and I argue that young people should not be pushed to form judgments about everything before then. Adolescents need teachers whose knowledge and competence they can respect, not simply obey. They seek ideals and truth, and teaching should meet that search with substance and with respect for their own thinking.",
    work: "The Education of the Child in the Light of Anthroposophy",
    addressed: true,
    moves: {
      early: [
        "Shield young children from adult arguments and news, so that the world they imitate is one they can trust.",
        "Give children in play the chance to imitate adults doing good, purposeful work.",
        "Let children act out in play the fairy tales in which goodness is rewarded, without drawing morals for them.",
      ],
      primary: [
        "Tell biographies of admirable people in the later primary years so students have images of what a human being can become.",
        "Let students in the upper primary grades begin simple experiments in which they observe cause and effect for themselves.",
        "Cultivate reverence by pausing with the class before something beautiful in nature or art.",
      ],
      secondary: [
        "Open a science or history block with a question students must decide for themselves, after they have studied the evidence.",
        "Introduce a subject through the life and struggles of a great individual whose ideals students can weigh.",
        "Give adolescents a practical responsibility, such as surveying a field or running a farm task, that asks for judgment and care.",
      ],
    },
    pitfall:
      "Teachers carry the authority suited to younger children into the upper grades, and adolescents who need reasons receive commands.",
    question: "What ideals are your adolescents searching for, and what in your subject answers them?",
  },
  arts: {
    position:
      "In The Foundations of Human Experience I argue that artistic activity should permeate all teaching, because art engages feeling and will and not only the intellect. Painting, music, eurythmy, drama, form drawing and crafts such as knitting and woodwork are not extras but essential parts of the education. Every subject, including arithmetic and science, can be taught artistically.",
    work: "The Foundations of Human Experience (Study of Man), lectures",
    addressed: true,
    moves: {
      early: [
        "Let children paint wet-on-wet with two colors and watch them meet, without asking for a picture of anything.",
        "Give each child warm beeswax to soften in their hands and model while you tell a story.",
        "Sing the transitions of the day, from greeting to tidying, instead of announcing them.",
      ],
      primary: [
        "Have students paint the mood of a story they heard, using color rather than outlines to express it.",
        "Teach knitting in the early grades and let students make something useful, such as a needle case.",
        "Ask students to illustrate each page of their main lesson books with care, as part of the lesson and not as decoration.",
      ],
      secondary: [
        "Stage a full class play in which students also build the sets and make the costumes.",
        "Teach a craft with real tools, such as woodwork or bookbinding, where precision and beauty must go together.",
        "Study a period of art history by having students copy a master drawing and discuss what they learned from it.",
      ],
    },
    pitfall:
      "Artistic lessons harden into a house style, so every child's painting looks the same and the living expression is lost.",
    question: "How could this lesson itself become a work of art?",
  },
  technology: {
    position:
      "I never wrote about screens or digital technology, which did not exist in my time; reasoning from The Education of the Child in the Light of Anthroposophy, young children need real experiences and real people to imitate, and a screen provides neither. Technology belongs in the education of older students, who can understand how machines work and judge their place in human life. Understanding how a thing works should come before dependence on it.",
    work: "The Education of the Child in the Light of Anthroposophy",
    addressed: false,
    moves: {
      early: [
        "Replace a screen-based activity with a real one, such as watching a snail cross a leaf, and talk about it afterward.",
        "Suggest to families that young children watch and help adults at real work instead of watching videos.",
        "Tell a story with simple figures on a table rather than playing a recorded one.",
      ],
      primary: [
        "Let students build a simple machine, such as a lever or pulley, so they understand how a mechanism works.",
        "Take the class to see a craftsperson or a working mill before any lesson about modern technology.",
        "Talk with parents at a class evening about how screen time affects children's play and sleep.",
      ],
      secondary: [
        "Have students take apart an old device and explain how each part works before they study digital technology.",
        "Teach students to build a simple electric circuit or radio before using ready-made gadgets.",
        "Discuss with adolescents how technology shapes their attention and judgment, and let them set their own rules.",
      ],
    },
    pitfall:
      "A blanket rejection of technology leaves adolescents unable to understand or judge the tools that shape their world.",
    question: "Does your students' understanding of this tool come before their use of it?",
  },
  families: {
    position:
      "In The Education of the Child in the Light of Anthroposophy I address parents as well as teachers, because the first seven years are lived mostly at home. The home environment, its rhythm and the example of the adults, shapes the child deeply. School and home serve the child best when they share an understanding of the child's development.",
    work: "The Education of the Child in the Light of Anthroposophy",
    addressed: true,
    moves: {
      early: [
        "Hold a parents' evening where families experience a circle time and talk about rhythm at home.",
        "Send home a seasonal song or verse that families can sing at bedtime.",
        "Invite families to a seasonal festival that the children help prepare.",
      ],
      primary: [
        "Visit each child's home once early in the year to understand the world they come from.",
        "Show parents their child's main lesson book and explain what the block aimed to awaken.",
        "Hold a class parents' meeting each term to describe the coming blocks and the stage of development they serve.",
      ],
      secondary: [
        "Explain to parents how adolescents' growing judgment changes what they need from adults at home.",
        "Invite parents with practical trades to lead a session in the crafts or sciences.",
        "Involve families in the end-of-year class play, as audience and as helpers.",
      ],
    },
    pitfall:
      "Schools lecture families about lifestyle and toys, producing guilt rather than the shared understanding the child needs.",
    question: "How can home and school share a common rhythm for this child?",
  },
  planning: {
    position:
      "In Practical Advice to Teachers and the other lectures for the first Waldorf teachers I set out a curriculum in which the long morning main lesson is given to one subject for several weeks, and the content of each year answers to the children's stage of development. Fairy tales, fables, legends, ancient history and later modern science each arrive when the child is ready to meet them. The class teacher ideally stays with the same class through the middle years and so can plan for the long arc of a childhood.",
    work: "Practical Advice to Teachers, lectures",
    addressed: true,
    moves: {
      early: [
        "Plan the week around a fixed rhythm, such as painting on Monday and baking on Tuesday, so each day has its own character.",
        "Plan the year around the seasons and their festivals, with stories and songs chosen for each.",
        "Choose one fairy tale to tell for a whole week and plan how the children will play it.",
      ],
      primary: [
        "Plan the year's main lesson blocks, three to four weeks each, alternating subjects so that learning can rest and ripen between blocks.",
        "Structure each main lesson with a rhythmic opening, recall of yesterday, new material and artistic work.",
        "Choose the stories for each grade to match the stage, such as animal fables when children are ready to enjoy their mischief and wisdom.",
      ],
      secondary: [
        "Plan upper school blocks around questions that exercise judgment, such as the causes of historical change.",
        "Build a practical placement, such as farming or surveying, into the year's plan.",
        "Plan links across blocks so that, for example, the mathematics of projection meets the art of perspective drawing.",
      ],
    },
    pitfall:
      "The curriculum is handed down as fixed tradition, and teachers follow the grade's stories without asking what their actual class needs.",
    question: "How does your plan for this year serve the stage of development your students have reached?",
  },
  wellbeing: {
    position:
      "In The Foundations of Human Experience, the lectures I gave to the first Waldorf teachers before the school opened, I place the teacher's own inner development at the foundation of teaching. Teachers should renew themselves through study, meditation and artistic work, and through a living understanding of the human being. What the teacher is educates the children more than what the teacher says.",
    work: "The Foundations of Human Experience (Study of Man), lectures",
    addressed: true,
    moves: {
      early: [
        "Each evening, picture each child in turn for a moment and note any you could not picture clearly.",
        "Keep a small artistic practice of your own, such as singing or painting, that is not for lesson preparation.",
        "Slow down your own movements at the start of the day, since the children will take their tempo from yours.",
      ],
      primary: [
        "Prepare a main lesson story by telling it to yourself aloud until it lives for you.",
        "Meet weekly with colleagues to study one child together and share what each has observed.",
        "Reflect on your own temperament and how it colors your responses to children of other temperaments.",
      ],
      secondary: [
        "Keep studying your subject beyond the syllabus so that adolescents meet a teacher who is still learning.",
        "Join colleagues in a regular study of child development, reading and discussing one lecture at a time.",
        "Notice your inner state before a difficult class and take a moment to collect yourself before you enter.",
      ],
    },
    pitfall:
      "Inner work becomes a private refuge that excuses teachers from improving their practical craft or asking for help.",
    question: "What nourishes you as a teacher, so that you have something to give?",
  },
};
