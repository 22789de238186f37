import type { EducatorNotes } from "../note-types";

/** Jean-Jacques Rousseau's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "In Emile I argued that a child should meet the resistance of things, not the will of adults: give him no commands and no lectures, but let him feel the natural consequences of his acts. When Emile broke the windows of his room, he was left to feel the cold before anything else was done. What I call well-regulated liberty means the child is free within limits he experiences as necessity, so he neither obeys from fear nor learns to rule others.",
    work: "Emile, or On Education",
    addressed: true,
    moves: {
      early: [
        "When a child throws the sand, close the sandpit for a while without a lecture, and reopen it when they are ready to play again.",
        "Replace a row of commands with an arrangement of the room that makes the wrong action hard, such as breakable things out of reach.",
        "Say no once, calmly, and do not change it, so the child meets a limit as firm as a wall rather than a debate.",
      ],
      primary: [
        "Let a student who forgets their coat feel the cool playground for a few minutes, where it is safe, before you offer a spare.",
        "When materials are broken carelessly, let the class go without them until they are mended, and say little about it.",
        "Talk calmly with a student after a natural consequence, asking what happened and what they will do next time.",
      ],
      secondary: [
        "Let a student who misses a deadline face the real cost, such as presenting later with less time, rather than an added punishment.",
        "Explain limits as necessities that follow from the shared work, not as expressions of your will.",
        "Refuse to enter a contest of wills with a student, and restate the limit plainly.",
      ],
    },
    pitfall:
      "Natural consequences are staged by adults to look natural, and children soon see the trick as a punishment in disguise.",
    question: "What would happen if you withdrew the punishment and let the child meet the consequence itself?",
    worked: [
      {
        move: "When materials are broken carelessly, let the class go without them until they are mended, and say little about it.",
        steps: [
          "When a set of materials is broken carelessly, say only: *These are broken, so we cannot use them until they are mended.*",
          "Put them away, and carry on the lesson without them; do not lecture or name who broke them.",
          "When students ask for them, answer plainly that they are still broken, and wait for someone to ask how they could be mended.",
          "Help the students who offer to mend them, and give the materials back once they work again, again with few words.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "In Emile I held that what interests a child now, in the present, is the motive that takes him furthest and most reliably. A child who sees the use of a thing for himself will learn it quickly, while one who is told it will be useful later learns nothing but boredom. For younger children I would rely on the desire to act and know, and for older ones on the question that I taught Emile to ask of everything: what is it good for?",
    work: "Emile, or On Education",
    addressed: true,
    moves: {
      early: [
        "Let children run to fetch a ball or a treat placed at a distance, and let them discover which path is quickest.",
        "Follow a child's wish, such as wanting to reach the high shelf, with a problem they can solve themselves.",
        "Put out objects that invite handling and wait for children to wonder about them before speaking.",
      ],
      primary: [
        "Start each topic with a need students feel, such as finding the way back to school from the park.",
        "Ask students what a new skill will be good for in their lives now, and drop it if no one can say.",
        "Let students plan a real outing, with the reading, measuring and map work it requires.",
      ],
      secondary: [
        "Have students ask of each new topic what it is good for, and answer with a present use.",
        "Give students a real project, such as building a piece of furniture, that requires calculation.",
        "Avoid motivating students by comparison with others, and show them their own progress instead.",
      ],
    },
    pitfall:
      "Present interest is read as doing only what students already like, and harder learning is never made to matter to them.",
    question: "What would your students gain today, not someday, from learning this?",
    worked: [
      {
        move: "Have students ask of each new topic what it is good for, and answer with a present use.",
        steps: [
          "At the start of a new topic, write on the board: *What is this good for, now?*",
          "Let students suggest answers, and add one present use yourself, such as working out a discount or reading a weather map.",
          "Begin the topic with that use, as a problem to solve, before any rule or definition.",
          "If no present use can be found, say so honestly and tell students when they will need it.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "I called reading the scourge of childhood, and I would not force it on a child before he has a reason to want it. Emile receives notes of invitation to outings and, having no one to read them to him, wants to learn to read them himself. Give a child the desire to read, and any method will serve; without that desire, no method works.",
    work: "Emile, or On Education",
    addressed: true,
    moves: {
      early: [
        "Leave a short written message for a child, such as the picnic is under the tree, and let them ask how to read it.",
        "Read aloud a story and stop at an exciting point, leaving the book where children can look at it.",
        "Label the children's coat hooks and boxes with their names so they meet words that matter to them.",
      ],
      primary: [
        "Send students written invitations or clues to an activity that they must read to take part.",
        "Let students choose one book for the term, such as an adventure story in the manner of Robinson Crusoe, and plan activities around it.",
        "Set up a class post box where students write and read real notes to each other.",
      ],
      secondary: [
        "Use Robinson Crusoe or a similar survival story as the center of a unit on self-reliance.",
        "Give students a practical project, such as building a bird box, and let them find and read the instructions they need.",
        "Hold a discussion on my claim that books teach us to talk about what we do not know, with examples from students' own lives.",
      ],
    },
    pitfall: "Delaying formal reading in the name of desire leaves children from homes without books further behind.",
    question: "What reason does this child have to want to read?",
  },
  mathematics: {
    position:
      "In Emile I argued that geometry should be learned by making exact figures, measuring and comparing, not by memorizing demonstrations. Emile learns to estimate distances by pacing and to check his estimates by measuring. The child should discover relations by using his own senses and hands before he is asked to reason in the abstract.",
    work: "Emile, or On Education",
    addressed: true,
    moves: {
      early: [
        "Ask children to guess how many steps it is to the big tree, then walk and count them together.",
        "Give children a bundle of sticks to lay out from shortest to longest, without naming any rule.",
        "Ask which of two jugs holds more, and let the children pour from one to the other to find out.",
      ],
      primary: [
        "Have students estimate the length of the playground in paces, then measure it with a tape and compare.",
        "Let students draw exact squares and circles with ruler and compass and discover for themselves what they have in common.",
        "Take students out at midday to work out the height of a tree from the length of its shadow and a stick's shadow.",
      ],
      secondary: [
        "Ask students to construct a figure, such as the perpendicular bisector, and discover its property before any proof.",
        "Survey a part of the school grounds with home-made instruments to introduce trigonometry.",
        "Have students estimate a quantity, such as the volume of the classroom, and check it by calculation and measurement.",
      ],
    },
    pitfall:
      "Teachers stay with estimation and measurement so long that students never reach the reasoning that makes mathematics general.",
    question: "Have your students measured and compared before they are asked to reason?",
  },
  science: {
    position:
      "In Emile I wanted the child to discover science rather than be taught it. When Emile and I were lost in the forest of Montmorency, hungry, he worked out from the sun's position at noon which way lay home. When a juggler at the fair used a magnet hidden in a wax duck, Emile investigated magnets and built his own instruments, learning more than from any lesson.",
    work: "Emile, or On Education",
    addressed: true,
    moves: {
      early: [
        "Take children outside to watch shadows at different times and ask what moves them.",
        "Let children play with magnets and discover what they attract.",
        "Ask children where the sun is in the morning and afternoon.",
      ],
      primary: [
        "Take students outdoors and ask them to use the sun to find north, only after they feel the need.",
        "Let students build a simple compass after puzzling over a magnet trick.",
        "Have students make their own measuring instruments, such as a sundial.",
      ],
      secondary: [
        "Set a real problem, such as finding the way without a map, and let students use astronomy to solve it.",
        "Ask students to build apparatus for an experiment rather than using ready-made kits.",
        "Let students investigate a trick or illusion and explain the science behind it.",
      ],
    },
    pitfall:
      "Staged discoveries are so obviously arranged by the teacher that students see through them and learn to wait for the trick.",
    question:
      "Where in this lesson are your words standing between your students and the thing they should be looking at?",
  },
  assessment: {
    position:
      "I did not want Emile examined by recitation but judged by what he could do. I warned against comparing one child with another, since this breeds vanity and envy, the inflamed amour-propre that corrupts. A child's progress should be measured against what he himself could do before.",
    work: "Emile, or On Education",
    addressed: true,
    moves: {
      early: [
        "Judge what a child has learned by what they can do with hands and senses, such as pouring without spilling, not by what they can say.",
        "Never compare one child's drawing or running with another's aloud.",
        "Keep a child's first attempts at drawing or building so they can see their own progress later.",
      ],
      primary: [
        "Ask a student to measure the classroom rather than to recite how measuring is done.",
        "Show a student their work from September beside this month's, and ask what has changed.",
        "Take down public star charts and rankings from the wall.",
      ],
      secondary: [
        "Set a practical assessment, such as designing a shelf to a budget, that requires applying what was learned.",
        "Keep a portfolio in which students compare each piece with their own earlier work.",
        "Discuss with students how comparison with others makes them feel, and what amour-propre does to effort.",
      ],
    },
    pitfall:
      "Avoiding comparison becomes avoiding any standard, and students never learn what excellent work looks like.",
    question: "Are you comparing this child with others, or with himself?",
  },
  homework: {
    position:
      "Emile has a tutor at his side all day, so homework as your schools know it has no place in my book. Reasoning from Emile, I would prefer that a child spend time outside school in active play, in the open air and in useful work, rather than over books. Learning should arise from life, not be carried home as a burden.",
    work: "Emile, or On Education",
    addressed: false,
    moves: {
      early: [
        "Encourage families to let children play outdoors every afternoon instead of doing any written task.",
        "Suggest families give children a small real job, such as watering the garden.",
        "Send no worksheets home with children under six.",
      ],
      primary: [
        "Set a practical home task, such as growing a bean in a jar and recording its height weekly.",
        "Ask students to notice one thing in nature on the way home, such as where the sun sets, and report it.",
        "Replace one written exercise a week with an outdoor observation.",
      ],
      secondary: [
        "Set a project to make something useful at home, such as repairing a chair, and explain the method.",
        "Encourage students to learn a manual trade or skill from someone in their family or neighborhood.",
        "Limit book-only homework and ask students to investigate a question in the world around them.",
      ],
    },
    pitfall: "Practical home tasks favor children whose families have gardens, tools and free time.",
    question: "Does your homework connect to your students' lives, or take them away from them?",
  },
  inclusion: {
    position:
      "I wrote that every mind has its own form, according to which it must be guided, and that the tutor must study his student long before speaking. Yet I chose for Emile an ordinary, healthy child and declined to take a sickly one, and I gave Sophie an education subordinate to a man's, so on these points my book cannot guide a teacher of every child. What remains sound is that education follows the particular nature and pace of each child.",
    work: "Emile, or On Education",
    addressed: true,
    moves: {
      early: [
        "Observe a new child for several weeks before deciding how to guide them.",
        "Let children reach milestones such as speaking and drawing at their own pace, without comparison.",
        "Offer girls and boys the same climbing, building and exploring, rejecting the narrow path I gave Sophie.",
      ],
      primary: [
        "Write a short note on each student's temperament and adapt how you approach them.",
        "Allow students to reach reading and writing at different ages without labeling the later ones as failures.",
        "Adapt outdoor exploration so a student with a physical disability has the same freedom to investigate.",
      ],
      secondary: [
        "Read part of Book V of Emile with students and discuss why its education of girls is unjust.",
        "Plan individual projects that let each student follow their own bent.",
        "Ensure every student, including those with disabilities, learns both a practical craft and intellectual subjects.",
      ],
    },
    pitfall:
      "Following nature is used to justify a lesser education for girls, as I did myself with Sophie, or to give up early on children whose bodies or minds differ.",
    question: "What is this child's particular nature, and how long have you observed it?",
  },
  multilingual: {
    position:
      "In Emile I claimed that before twelve or fifteen no child, except a rare prodigy, truly learns two languages, since a child learns words without the ideas behind them. I said so against the fashion of teaching young children several tongues. Reasoning from my deeper principle, though, I would let a child learn a language through real needs and things, not through words alone.",
    work: "Emile, or On Education",
    addressed: true,
    moves: {
      early: [
        "Teach words of the school language through real objects and activities, such as naming fruit while preparing snack.",
        "Let children speak their home language freely with friends during play.",
        "Name things in the school language as a child handles them, without asking for repetition.",
      ],
      primary: [
        "Teach new vocabulary through practical tasks, such as gardening, where each word is tied to a thing.",
        "Introduce a word when students need it for an activity, not from a list.",
        "Let students think and plan in their home language before speaking in the school language.",
      ],
      secondary: [
        "Teach a foreign language through real use, such as corresponding with a class abroad.",
        "Debate whether Rousseau was right that children learn words without ideas, using students' own experience of languages.",
        "Connect new vocabulary to ideas students already understand in their first language.",
      ],
    },
    pitfall:
      "Taking my doubt about early second languages literally would deny children the languages they already live in at home.",
    question: "Is this child learning words, or the things the words stand for?",
  },
  discussion: {
    position:
      "Emile is raised by one tutor, apart from other children, and I never wrote about group work. I did want Emile to learn to reason from things rather than from others' opinions, and in adolescence to understand others through pity. Reasoning from that, discussion is valuable when it is grounded in shared experience of things, not in borrowed words.",
    work: "Emile, or On Education",
    addressed: false,
    moves: {
      early: [
        "After an outdoor walk, let children tell each other what they found and show it.",
        "Ask a child to explain to a friend how they got the ball down from the tree.",
        "Keep group talk short and tied to objects the children can see and hold.",
      ],
      primary: [
        "Ground each class discussion in a shared experience, such as an experiment everyone did.",
        "Ask students to explain their own reasoning, and gently stop anyone who only repeats what they heard.",
        "Hold discussions after an experience rather than after reading alone.",
      ],
      secondary: [
        "Discuss a moral question arising from a real case of suffering, to cultivate pity.",
        "Ask students to support every claim with evidence they gathered themselves.",
        "Warn students against adopting an opinion because the group holds it, and ask them to test it.",
      ],
    },
    pitfall:
      "Group discussion becomes the repetition of others' opinions, which is what I most feared in social learning.",
    question: "Are your students reasoning from things, or repeating each other's words?",
  },
  questioning: {
    position:
      "In Emile I advised the tutor to put questions within the child's reach and let him resolve them himself, so that he knows a thing because he understood it, not because he was told. I wanted the sciences discovered by the child rather than delivered to him. When a child's curiosity is awakened, the tutor should place the problem in his way and wait, rather than explain.",
    work: "Emile, or On Education",
    addressed: true,
    moves: {
      early: [
        "Answer a child's question with let us go and look, and go.",
        "Keep your answers short and leave the rest for the child to discover.",
        "Avoid asking young children questions they cannot answer from their own experience.",
      ],
      primary: [
        "When students ask why the puddle dried up, set out two dishes of water in sun and shade and let them find out.",
        "Ask students what they think before you say anything about a new object.",
        "Ask fewer questions in a lesson, leaving silence in which students can wonder.",
      ],
      secondary: [
        "Pose a problem, such as how to tell the time without a clock, rather than a question with a set answer.",
        "Ask students to design the investigation that would answer their own question.",
        "Let students struggle with a question for a full lesson before you offer any guidance.",
      ],
    },
    pitfall: "Teachers refuse to answer anything and leave children frustrated rather than curious.",
    question: "Did you answer their question, or help them find the answer?",
  },
  "early-years": {
    position:
      "In Emile I condemned swaddling and urged that infants be free to move and explore, and that the first education be negative, guarding the child against vice and error rather than instructing him in virtue and truth. A child perceives, reasons and feels in ways proper to childhood, and replacing them with adult ways is a mistake. Let children run, play and use their senses.",
    work: "Emile, or On Education",
    addressed: true,
    moves: {
      early: [
        "Give young children space to run, climb and roll outdoors every day, whatever the weather.",
        "Let children walk barefoot on grass, sand and stones and talk about how each feels.",
        "Drop abstract lessons, such as days of the week drills, for children under six.",
      ],
      primary: [
        "Keep at least an hour of outdoor play each day in the first school years.",
        "Use sensory games, such as identifying objects by touch in a bag, to build observation.",
        "Treat childhood as a stage with its own worth, and do not justify activities only as preparation for later.",
      ],
      secondary: [
        "Discuss the idea of negative education with students and ask whether it could work today.",
        "Ask students to write about a childhood game that taught them something no lesson did.",
        "Have students observe young children's outdoor play and report what they are learning.",
      ],
    },
    pitfall: "Negative education is read as neglect, and adults fail to prepare the environment children need.",
    question: "What are you asking these young children to understand that belongs to a later age?",
  },
  adolescents: {
    position:
      "I called puberty a second birth, when the passions awaken and the young person is born into society. At this stage Emile learns history, especially Plutarch's lives, to understand human beings, and learns pity by seeing real suffering. The tutor must guide the passions rather than suppress them, and turn self-love toward others rather than toward vanity.",
    work: "Emile, or On Education",
    addressed: true,
    moves: {
      early: [
        "Invite teenagers to help care for young children outdoors, building pity and responsibility.",
        "Let young children see older students helping someone in need.",
        "Tell young children simple stories of kindness to strangers.",
      ],
      primary: [
        "Prepare older students for puberty with honest, calm conversation.",
        "Read true stories of real people's choices and ask what they felt.",
        "Give older students a responsibility for someone else, such as a younger reading buddy.",
      ],
      secondary: [
        "Read a life from Plutarch or a modern biography, and discuss what it shows about human character.",
        "Involve adolescents in service that brings them into contact with real suffering, then reflect on it.",
        "Discuss amour-propre with students, asking how comparison on social media affects their self-worth.",
      ],
    },
    pitfall:
      "Teachers either suppress adolescent passions with rules or leave them unguided, when both neglect the second birth.",
    question: "How are you guiding your adolescents' passions toward care for others?",
  },
  arts: {
    position:
      "In Emile I wanted the child to draw from nature, not copy drawings, so that he learns to see accurately. Music should be simple songs that suit the child, and art should train the senses rather than vanity. In my first Discourse I argued that the arts and sciences had corrupted morals, so art must serve truth, not display.",
    work: "Emile, or On Education",
    addressed: true,
    moves: {
      early: [
        "Take children outside to draw what they see, such as a tree, rather than giving them pictures to copy.",
        "Sing simple songs suited to children's voices every day.",
        "Put away coloring templates and offer blank paper.",
      ],
      primary: [
        "Have students draw a plant from life, looking closely, and compare it with the real plant.",
        "Teach simple songs well before attempting complex pieces.",
        "Avoid art competitions that breed vanity, and display every student's work.",
      ],
      secondary: [
        "Ask students to draw an object from observation to sharpen their eye, then discuss what they missed.",
        "Debate the first Discourse's claim that the arts and sciences corrupt morals.",
        "Let students design and make something useful and beautiful, such as a tool or a piece of furniture.",
      ],
    },
    pitfall: "Drawing from nature is enforced so strictly that imagination is excluded.",
    question: "Are your students learning to see, or only to copy?",
  },
  technology: {
    position:
      "I never wrote about screens. In Emile I preferred that the child make his own instruments rather than use ready-made ones, because he understands what he builds. Reasoning from that, I would be wary of devices that do the work for children and keep them from the direct experience of things.",
    work: "Emile, or On Education",
    addressed: false,
    moves: {
      early: [
        "Keep screens out of the early years room and offer real objects to handle.",
        "Let children make a simple tool, such as a sand scoop from a bottle.",
        "Choose an outdoor walk over a screen activity whenever you can.",
      ],
      primary: [
        "Have students build a simple instrument, such as a rain gauge, rather than use a ready-made one.",
        "Use a device only after students have explored the real thing, such as a compass app after a magnet compass.",
        "Ask students what a device does for them and what they learn by doing it themselves.",
      ],
      secondary: [
        "Ask students to build a simple machine, such as a pulley, before using a complex one.",
        "Debate whether technology separates people from nature and from each other.",
        "Replace a screen simulation with direct experience wherever the real thing is available.",
      ],
    },
    pitfall: "Rejecting devices becomes nostalgia that ignores how they might serve real inquiry.",
    question: "Does this tool help your students experience things directly, or replace that experience?",
  },
  families: {
    position:
      "In Emile I urged mothers to nurse their own children and fathers to take up the duty of educating them, and I criticized parents who hand children over to others. The family is the first and most natural school. In Emile itself I wrote that a man who cannot fulfill a father's duties has no right to become one, and by my own later admission in the Confessions I did not live up to it, having placed my children in the Paris foundling hospital; the principle stands all the same.",
    work: "Emile, or On Education",
    addressed: true,
    moves: {
      early: [
        "Ask parents to tell you how their child spends time at home and outdoors.",
        "Encourage families to take their children outdoors for a walk each weekend.",
        "Show families the value of free play at a parent evening, with photographs of children at play.",
      ],
      primary: [
        "Invite parents to join a practical project, such as building a garden bed with students.",
        "Discuss with families how natural consequences can work at home, with examples.",
        "Hold an outdoor learning day to which parents come.",
      ],
      secondary: [
        "Hold a meeting with families on guiding adolescents' passions rather than suppressing them.",
        "Invite parents to teach their trades to students.",
        "Discuss with students Rousseau's demand that parents educate their own children, and his own failure to do so.",
      ],
    },
    pitfall: "Schools lecture parents on ideal parenting without understanding their circumstances.",
    question: "How do you support families in their role as the first educators?",
  },
  planning: {
    position:
      "My chief rule for childhood, as I set it out in Emile, is to lose time rather than to gain it. Plans should follow the stages of development, giving each stage what it needs rather than preparing for the next. A curriculum for children should be built around things and experiences, not books.",
    work: "Emile, or On Education",
    addressed: true,
    moves: {
      early: [
        "Plan days with long stretches of free play and time outdoors.",
        "Remove one academic task from the week and give the time to exploration.",
        "Plan sensory experiences, such as mud, water and sand, into each week.",
      ],
      primary: [
        "Plan each unit around a real problem and an outdoor experience.",
        "Build in extra time for students to explore before you teach.",
        "Sequence learning by stage of development, not only by the textbook.",
      ],
      secondary: [
        "Plan a practical project, such as learning a trade, into the year.",
        "Bring history and biography into the adolescent curriculum to study human nature.",
        "Review the plan for lessons that consist only of words, and replace one with an experience.",
      ],
    },
    pitfall: "Losing time becomes an excuse for aimlessness, with no plan for what each stage needs.",
    question: "Where in your plan are you gaining time at the cost of understanding?",
  },
  wellbeing: {
    position:
      "I did not write about teachers' wellbeing. The tutor in Emile is patient, watchful and self-effacing, and must be a man himself before he can form a man. Reasoning from that, a teacher needs to examine his own character and keep his own life close to nature and simple needs.",
    work: "Emile, or On Education",
    addressed: false,
    moves: {
      early: [
        "Spend part of your break outdoors, away from the noise of the classroom.",
        "Notice each day one moment when you lost patience, and what caused it.",
        "Remove from the room the materials no child uses, so there is less for you to manage.",
      ],
      primary: [
        "Ask yourself at the end of each week whether you modeled what you asked of the students.",
        "Take a walk in the countryside or a park each week to renew yourself.",
        "Drop one task from your week that serves appearances rather than children.",
      ],
      secondary: [
        "Ask yourself whether vanity or care drives your teaching, and write down the honest answer.",
        "Keep your own life simple and close to your real needs during term.",
        "Set aside some solitude each week, as I found in my walks, for reflection on your work.",
      ],
    },
    pitfall: "The ideal of the self-effacing tutor leads teachers to neglect their own needs.",
    question: "Are you the person you want your students to become?",
  },
};
