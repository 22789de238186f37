import type { EducatorNotes } from "../note-types";

/** Johann Heinrich Pestalozzi's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "In my Letter from Stans I describe arriving among dozens of neglected and war-orphaned children, many of them wild, distrustful and dirty, and being with them from morning to night. Order came first from their feeling that I loved them and cared for their needs, then from practicing self-control in daily life together, and only after that from words about right and wrong. Moral education begins in the heart and in action, not in lectures.",
    work: "Letter from Stans",
    addressed: true,
    moves: {
      early: [
        "Greet each child by name at the door and attend to a basic need, a cold hand, a missing breakfast, before expecting anything of them.",
        "When a child hits another, first comfort and calm both children, then practice together what they can do next time.",
        "Give children small ways to care for one another, such as helping a younger child with their coat.",
      ],
      primary: [
        "Learn the home circumstances of your most troubled student and let them see that you know and care.",
        "Practice a desired habit, such as waiting one's turn, in real situations before discussing why it matters.",
        "Give a difficult student a daily responsibility for others, such as looking after the class plants, and thank them for it.",
      ],
      secondary: [
        "Spend time with a defiant student outside lessons, sharing a task, so that a relationship exists before a confrontation.",
        "When a conflict occurs, ask the student to help repair the harm through a practical act rather than only an apology.",
        "Discuss principles of conduct only after the class has lived through a situation that makes them meaningful.",
      ],
    },
    pitfall:
      "Love is misunderstood as leniency, when at Stans affection went together with close, constant guidance in daily habits.",
    question: "Does this child feel cared for by you before you ask them to behave?",
    worked: [
      {
        move: "Give a difficult student a daily responsibility for others, such as looking after the class plants, and thank them for it.",
        steps: [
          "Choose a responsibility that others depend on and that can be done every day, such as the plants, the pencils or greeting visitors.",
          "Show [name] how to do it well, once, side by side, and say why it matters to the class.",
          "Give them a fixed time for it each day, and thank them warmly and specifically when it is done.",
          "After a few weeks, ask them to show a classmate how to do it, so the care passes on.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "In How Gertrude Teaches Her Children I argue that children learn eagerly when teaching starts from what they can see, touch and do, and proceeds in small steps they can master. A child who is drilled in words they do not understand grows dull and resistant. When each step rests firmly on the one before, success itself draws the child on.",
    work: "How Gertrude Teaches Her Children",
    addressed: true,
    moves: {
      early: [
        "Put a real apple, a feather and a stone on the table and let children handle and describe them before any picture book.",
        "Break a new skill, such as buttoning, into tiny steps and celebrate each step as it is mastered.",
        "Let children count real objects they care about, such as the eggs the hens laid this morning.",
      ],
      primary: [
        "Begin each new topic with a real object students can examine, and move to words only after they have observed it closely.",
        "Check that every student has mastered the current step before moving on, so no one is left drilling words they cannot use.",
        "Let students see their own progress through a sequence of exercises from simple to complex.",
      ],
      secondary: [
        "Open a unit with a hands-on investigation of a real material or artifact before introducing the theory.",
        "Connect abstract learning to useful work students can see, such as measuring for a building project.",
        "Sequence a difficult topic into firm steps and let students confirm mastery of each before continuing.",
      ],
    },
    pitfall:
      "Teachers move in such small, repeated steps that capable children are bored by drill, which I also saw happen among followers of my method.",
    question: "Does this lesson begin with something your students can see and handle?",
    worked: [
      {
        move: "Open a unit with a hands-on investigation of a real material or artifact before introducing the theory.",
        steps: [
          "Bring in a real material or artifact, such as a rock sample, an old coin or a machine part, enough for each group.",
          "Ask groups to observe it closely and record what they see, measure and can find out, before any reading.",
          "Collect their observations and name, with them, the ideas the unit will need to explain them.",
          "Introduce the theory as the answer to their own observations, and return to the object at the end of the unit.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "In How Gertrude Teaches Her Children I make language, with number and form, one of the three elementary means of instruction: a child must first perceive things clearly, then name them, then describe them. I built exercises from sounds to syllables to words, and from the names of things to sentences describing them. Reading should rest on clear ideas of things, not on empty words.",
    work: "How Gertrude Teaches Her Children",
    addressed: true,
    moves: {
      early: [
        "Show children a real object, such as a cup, and help them name its parts, its color and what it is used for.",
        "Play sound games in which children repeat and vary syllables, such as ba, be, bi, before any letters are shown.",
        "Ask children to describe what they see in the window, adding one new word each day.",
      ],
      primary: [
        "Before reading a text about an animal, let students observe the animal or a specimen and list words to describe it.",
        "Build reading from sounds to syllables to words in small steps, checking each before moving on.",
        "Have students write sentences describing real objects in the classroom, moving from name to quality to use.",
      ],
      secondary: [
        "Ask students to write precise descriptions of objects or processes they have observed directly.",
        "Have students build a vocabulary for a new subject from direct observation before reading the textbook.",
        "Ask students to explain a concept in their own words after examining a concrete example.",
      ],
    },
    pitfall:
      "Naming exercises become mechanical chanting of lists, the very empty verbalism my method was meant to replace.",
    question: "Do your children have a clear idea of the thing before they learn the word for it?",
  },
  mathematics: {
    position:
      "In How Gertrude Teaches Her Children I treat number as one of the elementary means of instruction and insist that children learn it from real things: counting peas, stones or fingers, and seeing units, tens and fractions in tables of squares and strokes. Number must be grasped through sense impression before it is written. Each step, from one to the next, must be firmly secured.",
    work: "How Gertrude Teaches Her Children",
    addressed: true,
    moves: {
      early: [
        "Count real objects with the children, such as beans or buttons, touching each as you count.",
        "Show groups of two and three objects and ask children to say how many without counting one by one.",
        "Share out fruit fairly among the children and talk about halves and wholes.",
      ],
      primary: [
        "Use a table of squares divided into halves, thirds and quarters so students see fractions before writing them.",
        "Teach addition and subtraction with counters, moving to written numbers only when students can do it with objects.",
        "Have students measure real lengths in the classroom and record them.",
      ],
      secondary: [
        "Introduce algebraic ideas with concrete models, such as areas of rectangles, before symbols.",
        "Let students measure and calculate for a practical task, such as planning a garden plot.",
        "Break a complex procedure into steps and check mastery of each before combining them.",
      ],
    },
    pitfall:
      "Concrete materials are used for demonstration only, so children watch the teacher count instead of counting themselves.",
    question: "Have your children counted, measured and divided real things before writing numbers?",
  },
  science: {
    position:
      "In How Gertrude Teaches Her Children I argue that all knowledge begins with sense impression, Anschauung: children should observe real objects and natural things, count them, study their form and name them before they learn words about them. Teachers who followed me later turned this into the object lesson. Science for children means looking closely at the real world, not memorizing descriptions of it.",
    work: "How Gertrude Teaches Her Children",
    addressed: true,
    moves: {
      early: [
        "Bring in a real bird's nest and let children look at it closely, describe its materials and count its parts.",
        "Take children outside to touch and compare the bark of two trees.",
        "Let children sort shells by size and shape and explain their sorting.",
      ],
      primary: [
        "Give an object lesson: have students observe a flower, count its petals, describe its form and name its parts before reading about it.",
        "Keep a collection of natural objects for regular close observation.",
        "Ask students to draw an object accurately after observing it, as a record of what they saw.",
      ],
      secondary: [
        "Begin each topic with direct observation of a specimen or phenomenon before the textbook account.",
        "Have students describe, measure and classify natural objects systematically.",
        "Ask students to compare their observations with the textbook and note differences.",
      ],
    },
    pitfall:
      "Object lessons become teacher-led question-and-answer routines about a picture, losing the direct sense impression at their heart.",
    question: "What real thing will your students observe before they read about it?",
  },
  assessment: {
    position:
      "I never wrote a method of examinations or grading; reasoning from How Gertrude Teaches Her Children, the teacher must know whether each child has truly mastered one step before going to the next. That knowledge comes from watching the child do and explain, not from ranking children against one another. The aim is secure understanding, not a mark.",
    work: "How Gertrude Teaches Her Children",
    addressed: false,
    moves: {
      early: [
        "Ask each child to count out five real beans for you, touching each one, and note who does it securely before you move to larger numbers.",
        "Hand a child a familiar object, such as a key, and listen to how clearly they can name its parts, shape and use.",
        "Keep a simple list of the small steps in each skill and tick them off for each child as you see them mastered.",
      ],
      primary: [
        "Before moving on, ask each student to show the step with real objects, such as laying out a fraction with paper strips, not only to write it.",
        "Let students advance to the next step individually when they have mastered the current one, instead of the whole class moving on a set date.",
        "Replace public rankings with a private record for each student of the steps they have secured.",
      ],
      secondary: [
        "Assess understanding of a scientific idea by asking students to demonstrate it with apparatus and explain what they see.",
        "Check the foundations a new topic depends on with a short practical task before starting it.",
        "Give feedback that names the next step to secure rather than a mark that compares students.",
      ],
    },
    pitfall:
      "Checking each step becomes constant testing that leaves no time for the rich observation that builds understanding.",
    question: "How do you know this child has truly mastered the last step?",
  },
  homework: {
    position:
      "I never wrote about homework; reasoning from Leonard and Gertrude, the home is the first and best school, where Gertrude teaches her children while spinning, through the work and talk of daily life. What a child does at home should continue that living education: useful work, conversation and care. Tasks that take children away from family life miss its value.",
    work: "Leonard and Gertrude",
    addressed: false,
    moves: {
      early: [
        "Suggest parents name and count things with their child while cooking, such as the potatoes going into the pot.",
        "Ask families to let the child help with one real household task and tell you about it.",
        "Invite each child to bring in an object from home and describe its shape, color and use to the group.",
      ],
      primary: [
        "Ask students to examine one object at home closely, count its parts and describe its form, and bring their description to class.",
        "Suggest a family activity that uses measuring or counting, such as weighing ingredients for baking.",
        "Invite students to learn a practical skill from a family member, such as mending or planting, and show it in class.",
      ],
      secondary: [
        "Set a practical task connecting learning to household or community work, such as calculating the cost of a family meal.",
        "Ask students to teach a younger sibling a skill they have mastered and report how they broke it into steps.",
        "Ask students to observe and describe a feature of their local environment with the care of an object lesson.",
      ],
    },
    pitfall: "Homework assumes a home with time and resources, disadvantaging the poorest children I cared about most.",
    question: "Does your homework respect the life and work of your students' homes?",
  },
  inclusion: {
    position:
      "In Leonard and Gertrude and in my work at Neuhof and Stans I held that the poorest child has both the right and the capacity to be educated, and that poverty and neglect, not nature, hold most children back. Education should develop the powers that every human being possesses. A teacher must begin from where the child actually is, however far behind, and build step by step.",
    work: "Leonard and Gertrude",
    addressed: true,
    moves: {
      early: [
        "Find out what each child already knows and can do with real objects, and begin there rather than from what the age group is supposed to know.",
        "Give extra time, warmth and attention to children arriving from hard circumstances before asking anything academic of them.",
        "Teach with real objects so children without books or toys at home learn on equal terms with others.",
      ],
      primary: [
        "Start a student who is far behind at the step they can manage, even if it belongs to an earlier grade, and build firmly from it.",
        "Pair a student who has just mastered a step with one who has not, as the children at Stans taught one another.",
        "Make sure every student has in school the materials, food and clothing they need to learn, before judging their progress.",
      ],
      secondary: [
        "Offer practical, hands-on routes into learning for students who have missed years of schooling.",
        "Begin conversations with struggling students by naming what they can already do, not their gaps.",
        "Connect learning to useful work that builds the independence of students from poor families.",
      ],
    },
    pitfall:
      "Compassion for poor children becomes low expectations, when I believed they could achieve as much as any other.",
    question: "What can this child already do that you can build on?",
    worked: [
      {
        move: "Start a student who is far behind at the step they can manage, even if it belongs to an earlier grade, and build firmly from it.",
        steps: [
          "Give [name] a short check of the earlier steps in the subject, starting well below their grade.",
          "Find the last step they can do surely, without help.",
          "Start them there, and practice each next step with real objects until it is firm.",
          "Move to the next step only when they can do this one without help, and tell them each time they do.",
        ],
      },
    ],
  },
  multilingual: {
    position:
      "I never wrote about children learning in a second language; reasoning from How Gertrude Teaches Her Children, language must rest on clear ideas of things, and a child learning a new language needs the same foundation: real objects seen and handled, named step by step. The mother tongue is where the first clear ideas were formed. New words attach best to things the child already knows.",
    work: "How Gertrude Teaches Her Children",
    addressed: false,
    moves: {
      early: [
        "Hold up a real object, say its name in the class language, and let the child handle it while repeating the word.",
        "Invite the child to tell the group the object's name in their home language, and say it back yourself.",
        "Use actions, such as pouring and stirring, to join each new word to something the child does.",
      ],
      primary: [
        "Teach new vocabulary through object lessons with real things on the table, never from word lists alone.",
        "Build language in steps from the name of a thing to its qualities to a full sentence describing it.",
        "Let students link each new word to the word they already know in their home language in a personal picture dictionary.",
      ],
      secondary: [
        "Introduce the vocabulary of a new subject through direct observation of specimens or apparatus.",
        "Let students first describe an object in their strongest language, then build the description in the language of instruction.",
        "Move from concrete examples to academic terms step by step, checking understanding at each step.",
      ],
    },
    pitfall: "New language is taught through lists and translation without any object, leaving words empty.",
    question: "What real thing can anchor this new word for the child?",
    worked: [
      {
        move: "Build language in steps from the name of a thing to its qualities to a full sentence describing it.",
        steps: [
          "Put a real object on the table, such as an apple.",
          "Name it and ask the student to say the name: *apple*.",
          "Add its qualities one at a time: *red*, *round*, *smooth*, and let the student say each.",
          "Build a full sentence together: *The apple is red and round.*, and have the student say it and then write it.",
        ],
      },
    ],
  },
  discussion: {
    position:
      "In my Letter from Stans I tell how, with so many children and no assistants, I had the children teach one another, and how those who had learned something helped the others eagerly. The children became a family, caring for each other. Learning together in this way builds both knowledge and heart.",
    work: "Letter from Stans",
    addressed: true,
    moves: {
      early: [
        "Ask a child who has learned a new song to teach it to a friend, and listen to how they do it.",
        "In a mixed-age group, let older children help younger ones with dressing and tidying, as in a family.",
        "Sit children in a circle to share what they noticed about an object they have all handled.",
      ],
      primary: [
        "Pair students so that one who has mastered a step teaches it to one who has not, then swap on the next step.",
        "After an object lesson, have students compare their descriptions in small groups and agree on the clearest one.",
        "Give the class shared responsibilities, such as caring for younger students, so it becomes a community that looks after its own.",
      ],
      secondary: [
        "Organize peer teaching in which students prepare and teach a short lesson on a step they have secured.",
        "Use small groups to discuss observations of a specimen before the whole class shares its conclusions.",
        "Ask students to take responsibility for helping a younger class with reading or number.",
      ],
    },
    pitfall:
      "Peer teaching becomes a way of managing large classes without checking that the young teachers understand what they teach.",
    question: "Which of your children could teach another what they have just learned?",
  },
  questioning: {
    position:
      "I never set out a technique of questioning; reasoning from How Gertrude Teaches Her Children, questions are useful only when the child has a clear sense impression to answer from. Asking a child about things they have never seen or understood only produces empty words. The right question leads the child to look again and see more clearly.",
    work: "How Gertrude Teaches Her Children",
    addressed: false,
    moves: {
      early: [
        "Ask children what they see, hear or feel while they are holding a real object, not afterward.",
        "Ask how many, what shape and what it is called about things that are in front of them.",
        "Avoid asking young children about things they have never seen or handled.",
      ],
      primary: [
        "Ask students to compare two real objects, such as an apple and a pear, and say precisely how they differ.",
        "When a student's answer is vague, send them back to observe the object again rather than supplying the answer.",
        "Ask in order about an object's number, form and name, as the elements of a clear idea.",
      ],
      secondary: [
        "Ask students what they observed in a demonstration before asking them to explain it.",
        "Use questions that move from concrete observations toward a general principle, one step at a time.",
        "Ask students to check their answer against the real thing, not against the textbook.",
      ],
    },
    pitfall: "Teachers drill question-and-answer sequences that children memorize without understanding.",
    question: "Can your students answer this question from what they have actually seen?",
  },
  "early-years": {
    position:
      "In How Gertrude Teaches Her Children I place the mother at the center of early education: she is the child's first teacher, and her care, her talk and her showing of things lay the foundation for all later learning. Young children learn by sense impression, looking, touching and naming, in the warmth of a loving relationship. The best early education resembles a good home, where learning is woven into care and daily work.",
    work: "How Gertrude Teaches Her Children",
    addressed: true,
    moves: {
      early: [
        "Set up a homelike corner where children help you prepare snack, naming each food, counting the pieces and describing its shape.",
        "During care routines such as washing hands, talk with the child about what they feel, the warm water, the slippery soap.",
        "Give each child a moment of warm, undivided attention every day, since sense education rests on a secure relationship.",
      ],
      primary: [
        "In first grade, begin each morning with an object from a child's home that the class observes, counts and describes together.",
        "Keep real objects on every table during early number and language lessons, so words always have something to attach to.",
        "Ask families which household tasks their child already shares and build one of them into a classroom lesson.",
      ],
      secondary: [
        "In a child development course, have students observe a parent or caregiver naming things with a toddler and describe the learning they see.",
        "Ask students to prepare an object lesson for a preschool class and deliver it with real items.",
        "Have students write about an object from their own early childhood and what they learned from handling it.",
      ],
    },
    pitfall:
      "Early settings adopt formal lessons and worksheets, trading the loving, homelike sense education young children need for school routines.",
    question: "Is your early years room more like a good home or like a school?",
    worked: [
      {
        move: "Set up a homelike corner where children help you prepare snack, naming each food, counting the pieces and describing its shape.",
        steps: [
          "Set up a table with real fruit, a plate and a blunt knife, and invite two or three children to help prepare snack.",
          "Hold up each food and name it together: *This is an apple.*",
          "Count the pieces as you cut them, and ask: *What shape is this slice? How does it feel?*",
          "Share the snack, and ask the children to tell the others what they made.",
        ],
      },
    ],
  },
  adolescents: {
    position:
      "I did not write about adolescence as a separate stage; reasoning from Swansong, the harmonious development of head, heart and hand does not stop with childhood, and life itself goes on educating the young person. Older students need intellectual work, moral responsibility and practical skill together, as the older children at Stans and in my institutes took on real work and helped teach the younger ones. Young people grow through responsibility that matters to others.",
    work: "Swansong (Schwanengesang)",
    addressed: false,
    moves: {
      early: [
        "Give each child a small daily duty, such as feeding the class rabbit, and let them feel others rely on them.",
        "Praise a child who comforts a crying friend, naming what they did.",
        "Let children carry out real tasks with their hands, such as sweeping up after clay play.",
      ],
      primary: [
        "Let older primary students act as helpers in a younger class once a week, teaching a song or a counting game.",
        "Give students a practical task with real consequences, such as running the class garden's watering rota.",
        "Read students a story in which one person's careful work helps a whole village, and ask what each character contributed.",
      ],
      secondary: [
        "Design a project for adolescents that needs head, heart and hand, such as planning, building and running a small service for elderly neighbors.",
        "Give students responsibility for teaching a younger class a skill they have mastered.",
        "Teach a practical skill, such as basic carpentry or cooking for a group, alongside academic subjects.",
      ],
    },
    pitfall:
      "Secondary schooling trains only the head, and adolescents meet neither the moral responsibility nor the practical work that would develop heart and hand.",
    question: "Where in your adolescents' week are the heart and the hand?",
  },
  arts: {
    position:
      "In How Gertrude Teaches Her Children I treat drawing as part of the study of form: children learn to see, measure and draw lines, angles and curves in an ordered sequence, which prepares both writing and accurate seeing. Singing, which I valued in my institutes, belongs to the education of the heart. The arts train the eye and the hand and nourish feeling together.",
    work: "How Gertrude Teaches Her Children",
    addressed: true,
    moves: {
      early: [
        "Let children draw straight lines, curves and circles in sand or on slates before they are asked to draw any picture.",
        "Sing a short song at each transition of the morning so the group's feeling is gathered together.",
        "Ask children to draw an apple they have just handled and talk about its shape.",
      ],
      primary: [
        "Teach drawing as a sequence, lines, then angles, then simple shapes, and let students practice each before combining them.",
        "Have students draw a real object, such as a jug, measuring its proportions by eye before drawing.",
        "Teach a part-song that requires each group to listen to the others.",
      ],
      secondary: [
        "Teach technical drawing with measured lines and angles, connecting it to geometry lessons.",
        "Have students draw from close observation of natural objects and compare drawings with the objects.",
        "Use choral singing to build a sense of community in a year group.",
      ],
    },
    pitfall:
      "Drawing is reduced to copying geometric figures mechanically, without the observation and feeling that give it life.",
    question: "Do your students draw what they actually see?",
  },
  technology: {
    position:
      "I never wrote about screens or modern technology, which came long after my time; reasoning from How Gertrude Teaches Her Children, all knowledge begins with sense impression of real things, and an image on a screen is a step removed from the thing itself. A tool helps only if it serves clearer observation. The child's own senses and hands come first.",
    work: "How Gertrude Teaches Her Children",
    addressed: false,
    moves: {
      early: [
        "Show young children a real snail or leaf rather than a picture of it on a screen, and let them handle and describe it.",
        "Replace one screen-based activity a week with a sorting or counting activity using real objects.",
        "Talk with families about giving children real things to handle and name instead of videos.",
      ],
      primary: [
        "Use a photograph or video only after students have observed the real thing, to compare and extend what they saw.",
        "Give students magnifying glasses to examine objects more closely, as technology serving sense impression.",
        "Ask students to say what they could learn from the real object that the screen could not show them.",
      ],
      secondary: [
        "Use microscopes and measuring instruments to extend students' direct observation of specimens.",
        "Have students compare a virtual simulation with a real experiment and discuss what each reveals.",
        "Discuss with students what is lost when their knowledge of a thing comes only from screens.",
      ],
    },
    pitfall:
      "Screens replace real objects, leaving children with images and words but no sense impression of the thing itself.",
    question: "Have your students met the real thing before the image of it?",
  },
  families: {
    position:
      "In Leonard and Gertrude I tell of a mother, Gertrude, who educates her children through the work, order and love of daily home life, and of a village renewed when home and school learn from her. The home is the model for the school, and the teacher should support families rather than replace them. Even the poorest family has powers that can educate well when they are strengthened.",
    work: "Leonard and Gertrude",
    addressed: true,
    moves: {
      early: [
        "Visit each family early in the year to learn how the child's day at home is organized and what they help with.",
        "Show parents how to name and count things with their child while cooking or shopping.",
        "Invite parents to spend a morning in the classroom helping with a practical task.",
      ],
      primary: [
        "Tell parents what their child has mastered and suggest one household activity that will strengthen the next step.",
        "Build a lesson around a skill families use at home, such as weighing flour for bread.",
        "Connect families facing hardship with practical help, as the ground for the child's learning.",
      ],
      secondary: [
        "Invite parents with trades or crafts to teach a practical session.",
        "Ask students to interview family members about the work they do and what it requires.",
        "Work with local organizations to support students whose families are under strain.",
      ],
    },
    pitfall: "Schools blame poor families for children's difficulties instead of supporting them as partners.",
    question: "What can you learn from this child's home, and what could the home learn from you?",
  },
  planning: {
    position:
      "In How Gertrude Teaches Her Children I set out an elementary method that proceeds from the simple to the complex, from sense impression to clear ideas, in small, firm steps. Number, form and language are the elements from which instruction is built. Planning should follow the natural course of the child's development, and nothing should be taught before its foundation is secure.",
    work: "How Gertrude Teaches Her Children",
    addressed: true,
    moves: {
      early: [
        "Plan each week's activities so children first handle objects, then name them, then describe them.",
        "Break a skill such as counting to ten into small steps, and plan when each will be practiced.",
        "Plan daily time for warm, individual conversation with each child.",
      ],
      primary: [
        "Plan each unit from a concrete observation through clear description to the general idea.",
        "Build a mastery check into the plan after each step, with time to reteach before moving on.",
        "Check each unit plan for number, form and language, and for something to understand, to care about and to make.",
      ],
      secondary: [
        "Sequence a course so each topic rests on foundations secured earlier, and list those foundations in the plan.",
        "Plan practical work alongside theory in every unit.",
        "Include in each unit a task that develops responsibility or care for others.",
      ],
    },
    pitfall:
      "The plan is followed rigidly by the calendar, regardless of whether the children have mastered each step.",
    question: "What foundation does this lesson rest on, and is it secure for every child?",
  },
  wellbeing: {
    position:
      "In Swansong, written near the end of my life, I looked back on my work with honesty about its failures and disappointments as well as its successes. Reflection on one's own practice, including one's mistakes, is part of the educator's task. My institutes often struggled, and at Stans I was alone with the children day and night, but love for them sustained the work.",
    work: "Swansong (Schwanengesang)",
    addressed: true,
    moves: {
      early: [
        "At the end of each week, note one child you reached and one you did not, and plan a small change for the second.",
        "Ask a colleague to share the care of a very demanding child so you are not alone with it.",
        "Keep a photo or drawing from a child as a reminder of why the work matters.",
      ],
      primary: [
        "Keep an honest journal of lessons that failed and what you learned from each.",
        "Share a difficulty with colleagues at a staff meeting rather than carrying it alone.",
        "Look back at a student's work from the start of the year to see their growth, and yours.",
      ],
      secondary: [
        "Write a short review of your year's teaching that names both its successes and its failures.",
        "Set a limit on your working hours and protect it, since an exhausted teacher cannot give love.",
        "Find a colleague with whom you can talk honestly about your mistakes.",
      ],
    },
    pitfall:
      "Teachers give everything to their students and ignore their own limits, as I myself did at Stans, where I wore myself out.",
    question: "What have your failures this year taught you?",
  },
};
