import type { EducatorNotes } from "../note-types";

/** Friedrich Fröbel's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "In The Education of Man I argue that education should at first be passive and protective, following the child's nature rather than prescribing and interfering. I hold that a child's faults usually spring from a good tendency that has been neglected, repressed or misdirected, so the educator's task is to find that good source and nourish it. Scolding the fault alone only strengthens it.",
    work: "The Education of Man",
    addressed: true,
    moves: {
      early: [
        "When a child knocks down another's blocks, look for the good impulse beneath it, the wish to build or to be noticed, and give it a proper outlet.",
        "Gather a restless group into a circle game that uses their energy, such as acting out the miller's wheel, instead of demanding stillness.",
        "Give a child who grabs materials their own set of gifts to care for and return to the box each day.",
      ],
      primary: [
        "When a student destroys something, ask what they were trying to find out or make, and offer a way to do it constructively.",
        "Assign a restless student real work with the hands, such as tending the school garden, as part of the daily rhythm.",
        "Speak to a student about the good you see in them before addressing the fault.",
      ],
      secondary: [
        "Give an older student who defies rules a responsibility, such as helping younger children with building, that calls on their better self.",
        "Discuss with a student the impulse behind a misdeed and together find an activity where that impulse can serve.",
        "Build productive manual work into the week for students whose energy finds no outlet in desk work.",
      ],
    },
    pitfall:
      "Following the child's nature is mistaken for letting anything happen, when I asked the educator to protect and guide growth as a gardener does.",
    question: "What good tendency lies beneath this child's fault, and how could you nourish it?",
    worked: [
      {
        move: "When a student destroys something, ask what they were trying to find out or make, and offer a way to do it constructively.",
        steps: [
          "When a student breaks or pulls something apart, stop them calmly and keep the pieces rather than clearing them away at once.",
          "Ask: *What were you trying to find out, or make?* and listen to the answer, even if it is only a shrug.",
          "Offer a way to do it constructively, such as old clocks to take apart, blocks to build and knock down, or clay to shape.",
          "Later, ask them to show you what they found out or made, and praise the discovery rather than the apology.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "In The Education of Man I describe self-activity as the root of all learning: the child learns by creating and doing, expressing the inner through the outer and taking in the outer world through action. A child whose own activity is engaged needs no external spur. Education that makes the child merely receive stifles the very force it needs.",
    work: "The Education of Man",
    addressed: true,
    moves: {
      early: [
        "Give children the second gift, a sphere, cube and cylinder, and let them spin, roll and stack them before you name anything.",
        "Let children choose between folding, weaving and building during the occupations period and notice where each one settles.",
        "Invite children to make something for someone else, such as a woven mat for a family member, to give their work a purpose.",
      ],
      primary: [
        "Begin a topic with something students make or do, such as building a model of the village, before any reading about it.",
        "Let students design their own geometric patterns with sticks or tiles and explain the rules they followed.",
        "Give each student a garden plot whose growth depends on their own care.",
      ],
      secondary: [
        "Set a project in which students construct something useful, such as a birdhouse or a map of the local river, from their own plan.",
        "Connect abstract study to productive work that students can see the point of.",
        "Let students teach younger children with the gifts, which calls on their own understanding and initiative.",
      ],
    },
    pitfall:
      "Self-activity becomes busywork with materials, while the teacher fails to talk with children about what their making means.",
    question: "What in today's lesson will your children create themselves?",
    worked: [
      {
        move: "Set a project in which students construct something useful, such as a birdhouse or a map of the local river, from their own plan.",
        steps: [
          "Set the brief: a useful thing for a real user, such as a birdhouse for the school grounds.",
          "Ask each student or pair to draw a plan with measurements before they touch any material.",
          "Let them build from their own plan, and when it fails, ask them to change the plan, not to copy another.",
          "End by putting the things to use and asking students what they would change in their plan next time.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "In Mother-Play and Nursery Songs I wrote songs, finger plays and pictures so that mothers could join word, gesture and thing for their babies, laying the first foundations of language in loving play. Language should grow from the child's experience of real things and actions. In The Education of Man I treat speech, and later reading and writing, as ways of expressing the inner life and the unity of things, not as drills cut off from life.",
    work: "Mother-Play and Nursery Songs (Mutter- und Kose-Lieder)",
    addressed: true,
    moves: {
      early: [
        "Teach a finger play, such as a song about the baker or the bird's nest, and let children add new verses about things they know.",
        "Name the shapes, colors and positions of the gifts as children play with them, building vocabulary through action.",
        "Sing at transitions, such as going to the garden, so words and actions are joined.",
      ],
      primary: [
        "Ask students to describe in words a construction they built with blocks before writing about it.",
        "Have students compose a short verse or song about the garden and illustrate it.",
        "Let students read and act out short stories connected to the seasons they are observing outdoors.",
      ],
      secondary: [
        "Ask students to write a careful description of a natural object after observing and drawing it.",
        "Have students collect and perform traditional songs and rhymes from their families.",
        "Invite students to write songs or finger plays for a kindergarten and teach them to the children.",
      ],
    },
    pitfall:
      "Finger plays and songs are performed mechanically, without the connection to real things and feelings that gives them meaning.",
    question: "What real thing or action is this word connected to in your children's experience?",
  },
  mathematics: {
    position:
      "In the writings gathered after my death as Pedagogics of the Kindergarten I set out the gifts: the ball, then the sphere, cube and cylinder, then cubes divided into smaller blocks, so that children discover form, number and relationship through their own play. Children build forms of life, such as houses and furniture, forms of beauty, such as symmetrical patterns, and forms of knowledge, such as counting and comparing parts. Mathematics grows from these experiences before it becomes abstract.",
    work: "Pedagogics of the Kindergarten",
    addressed: true,
    moves: {
      early: [
        "Give each child the third gift, a cube divided into eight smaller cubes, and ask them to make a form of beauty that is the same on both sides.",
        "Count the blocks with the child as they take the cube apart and put it back together.",
        "Lay sticks to make shapes and talk about how many sticks each shape needs.",
      ],
      primary: [
        "Use divided cubes to show fractions, halving and quartering the whole before writing any numbers.",
        "Have students fold paper squares to discover symmetry, angles and halves.",
        "Ask students to build the same form in two different ways and compare the number of blocks used.",
      ],
      secondary: [
        "Let students explore geometric solids, such as the sphere, cube and cylinder, and describe their properties and relationships.",
        "Use paper folding to investigate geometric constructions and proofs.",
        "Ask students to design a tiling pattern and explain its mathematics.",
      ],
    },
    pitfall:
      "The gifts become a fixed sequence of dictated exercises, losing the free play through which children were meant to discover.",
    question: "What form of knowledge could your children discover in their block play today?",
  },
  science: {
    position:
      "In The Education of Man I urge that children live close to nature, walking in fields and woods, tending gardens and observing plants and animals, because nature reveals the unity of all things. In the kindergarten each child had a small garden bed of their own beside the shared garden. Natural science grows from careful, loving observation of living things.",
    work: "The Education of Man",
    addressed: true,
    moves: {
      early: [
        "Give each child a pot or patch to sow beans in and let them water and watch it daily.",
        "Take a regular walk to the same tree and talk with the children about what has changed.",
        "Collect leaves, stones and seeds and sort them with the children by shape and color.",
      ],
      primary: [
        "Keep a class garden where students plan, plant and record the growth of vegetables.",
        "Take students on walks to observe a stream or wood and draw what they find.",
        "Ask students to compare the seeds of several plants and predict what each will become.",
      ],
      secondary: [
        "Let students manage a school garden plot, recording soil, weather and growth over a season.",
        "Study the life cycle of a plant or animal through direct, sustained observation.",
        "Ask students to explain how the plants and animals they observed depend on one another.",
      ],
    },
    pitfall:
      "Nature study is reduced to naming specimens in the classroom, without the daily care and outdoor experience that give it life.",
    question: "What living thing are your children caring for and watching grow?",
  },
  assessment: {
    position:
      "I never wrote about assessment or grading as such; reasoning from The Education of Man, the educator comes to know a child by watching their play and self-activity, in which the inner life shows itself. Growth is gradual and organic, like a plant's, and cannot be forced to a schedule. The gardener observes and tends; the gardener does not pull up the plant to measure its roots.",
    work: "The Education of Man",
    addressed: false,
    moves: {
      early: [
        "Watch a child build with the third gift for ten minutes and note which forms of life, beauty or knowledge they make and what they say about them.",
        "Keep a simple record of each child's garden, songs and constructions across the year.",
        "Ask a child to tell you about their construction instead of quizzing them on the names of shapes.",
      ],
      primary: [
        "Observe students during hands-on work, such as folding or building, to judge their understanding, not only their written answers.",
        "Keep samples of each student's folding, weaving and drawing to see development over the year.",
        "Talk with each student about their own garden record to see how carefully they observe.",
      ],
      secondary: [
        "Assess practical projects by watching how students plan, make and explain what they built.",
        "Ask students to write a short reflection on their own growth over the term.",
        "Use a portfolio of made objects and observations alongside written tests.",
      ],
    },
    pitfall:
      "Observation is taken to mean no standards, so children's development goes unnoticed until it is far behind.",
    question: "What does this child's play tell you about their growth?",
  },
  homework: {
    position:
      "I never wrote about homework; my kindergarten was for young children, and the family was their first school. Reasoning from The Education of Man, what the home offers is life together: shared work, play, songs and care for plants and animals. Learning at home should continue that family life, not import the classroom.",
    work: "The Education of Man",
    addressed: false,
    moves: {
      early: [
        "Send home the words of a finger play the children have learned so parents can play it at bedtime.",
        "Ask families to let their child help with a real household task, such as setting the table, and tell you about it.",
        "Suggest families take a short walk together and bring back one leaf or stone to show the class.",
      ],
      primary: [
        "Give each student a seed to plant in a pot at home and ask them to report its growth each week.",
        "Invite students to teach a family member a song or circle game learned at school.",
        "Send home a square of paper and folding steps so the student can fold a form and teach it to someone at home.",
      ],
      secondary: [
        "Ask students to take part in a piece of real work at home, such as repairing something, and write about what they learned.",
        "Set observation tasks in the local environment, such as tracking one tree through a season.",
        "Encourage students to make something useful for their household and bring a photograph or the object itself.",
      ],
    },
    pitfall:
      "Home tasks take time from family life and play, which are themselves the child's most important learning.",
    question: "Does this task bring the family together, or pull the child away from family life?",
  },
  inclusion: {
    position:
      "I did not write about special educational needs; reasoning from The Education of Man, every child is a unique unfolding of the divine and has their own way and pace of growth, as each plant in a garden does. The gardener adjusts care to each plant and does not force them all into one shape. My materials, simple and graded, allow each child to begin where they are.",
    work: "The Education of Man",
    addressed: false,
    moves: {
      early: [
        "Offer a child who struggles with fine motor control the larger blocks and wider weaving strips before the smaller ones.",
        "Let a child who hangs back from circle games watch from beside you first and join in when they are ready.",
        "Adjust the occupations, such as using fewer folds, so every child finishes something they are proud of.",
      ],
      primary: [
        "Let students keep working with the gifts and other concrete materials for as long as they need before moving to written work.",
        "Give each student a garden task suited to their strengths, such as watering, measuring or sketching.",
        "Use songs and movement games so students who find talk or writing hard can still take full part.",
      ],
      secondary: [
        "Offer practical, hands-on routes into abstract subjects, such as building models in geometry, for students who need them.",
        "Let students progress at their own pace through a graded sequence of tasks from simple to complex.",
        "Pair students so each contributes their own strengths to a shared construction.",
      ],
    },
    pitfall: "Respect for each child's pace becomes an excuse for low expectations and a lack of specific support.",
    question: "How does your garden give each plant the care it needs?",
    worked: [
      {
        move: "Use songs and movement games so students who find talk or writing hard can still take full part.",
        steps: [
          "Choose a song or movement game that carries the lesson's content, such as a counting song or a game of shapes.",
          "Teach it to the whole class, with actions everyone can do.",
          "Let students who find talk or writing hard lead a part of it, such as the actions.",
          "Watch who takes full part and use the song again the next day.",
        ],
      },
    ],
  },
  multilingual: {
    position:
      "I never wrote about children learning a second language; reasoning from Mother-Play and Nursery Songs, language begins in the loving play of the family, in its own tongue, with gesture and song. A child's home language and songs are part of their first education and should be honored. In a new language, gesture, movement and things can carry meaning while words grow.",
    work: "Mother-Play and Nursery Songs (Mutter- und Kose-Lieder)",
    addressed: false,
    moves: {
      early: [
        "Invite families to teach the class a lullaby or finger play from their home language, and sing it together.",
        "Use gesture-rich circle games so a new child can join in before they know the words.",
        "Name the gifts and the actions in the class language while the child is handling them, so words attach to things.",
      ],
      primary: [
        "Let students share songs and rhymes from their languages in the morning circle.",
        "Teach new vocabulary through hands-on work with real objects in the garden and at the building table.",
        "Pair a new arrival with a buddy during garden and construction activities, where they can work before they can talk.",
      ],
      secondary: [
        "Ask students to compare nursery songs and children's games across the languages of the class.",
        "Use practical making projects to support understanding for students working in a new language.",
        "Invite multilingual students to create bilingual songs or picture books for a kindergarten.",
      ],
    },
    pitfall:
      "The home language is treated as an obstacle, cutting the child off from their first and deepest education.",
    question: "What songs did this child's family sing to them?",
  },
  discussion: {
    position:
      "In Pedagogics of the Kindergarten, compiled from my writings after my death, I describe the circle and movement games in which children, holding hands, act out the life of nature and of work together. In the circle each child feels part of a whole, and community is learned by living it. Shared play teaches cooperation more deeply than talk about it.",
    work: "Pedagogics of the Kindergarten",
    addressed: true,
    moves: {
      early: [
        "Gather children in a circle for a movement game in which the children take turns in the middle, such as birds flying out from their nest and home again.",
        "Give a small group the building gifts to construct a village together, each child adding one house.",
        "After a circle game, talk with the children about what made the game work for everyone.",
      ],
      primary: [
        "Divide the class garden into sections that small groups plan and care for together.",
        "Let a small group build a large construction from a plan they agreed on before starting.",
        "Close the week with a class circle in which each group shows what it made.",
      ],
      secondary: [
        "Set group projects that produce something useful for the school or local community.",
        "Run discussion circles where each student speaks in turn and the next must respond to the last.",
        "Ask students to reflect on how their group worked as a whole and what each part contributed.",
      ],
    },
    pitfall:
      "Circle time becomes a ritual of sitting and waiting, rather than active play in which each child has a part.",
    question: "When do your children feel themselves part of a whole?",
  },
  questioning: {
    position:
      "I never set out a method of questioning; reasoning from The Education of Man, the child's own activity is the source of learning, and the adult's words should follow and name what the child is discovering. Questions should invite the child to look again, compare and make connections. An adult who asks too much interrupts the child's play.",
    work: "The Education of Man",
    addressed: false,
    moves: {
      early: [
        "Wait until a child has finished a construction, then ask what they made and what it is for.",
        "Ask children how the sphere and the cube behave differently when they roll them.",
        "Ask what else the blocks could become, inviting the child to transform the form.",
      ],
      primary: [
        "Ask students to compare two plants in the garden and say what they notice about leaves and stems.",
        "Ask how a folded shape could be made another way, and let students try their answers.",
        "Invite students to ask their own questions about what they observe on a nature walk, and collect them.",
      ],
      secondary: [
        "Ask students to find connections between things they are studying, such as the geometry of a crystal and a snowflake.",
        "Pose questions that lead from observation of several cases to a general principle.",
        "Ask students what a piece of their own work reveals about how its parts relate to the whole.",
      ],
    },
    pitfall:
      "Teachers interrupt absorbed play with questions, breaking the concentration that is the child's real learning.",
    question: "Did your question follow the child's activity, or interrupt it?",
  },
  "early-years": {
    position:
      "In The Education of Man I describe play as the highest expression of human development in childhood, the free expression of what is in the child's soul, and I ask adults to take it seriously. I founded the kindergarten as a garden where children grow through play, song, the gifts and occupations, and the tending of plants. The kindergartner protects, nurtures and guides this growth rather than hurrying it toward school lessons.",
    work: "The Education of Man",
    addressed: true,
    moves: {
      early: [
        "Give children a long, unhurried block of free play each morning and resist breaking it up into short rotations.",
        "Begin the day with a circle of songs and movement games that act out things the children know, such as the birds flying home.",
        "Offer a quiet occupation after active play, such as paper folding or weaving mats, and sit alongside the children as they work.",
        "Let each child tend a small bed or pot of their own next to the shared garden, and visit it together every day.",
      ],
      primary: [
        "Keep a daily building period with unit blocks in first grade, and ask students to tell you which form they made: a form of life, beauty or knowledge.",
        "Teach a new number or shape idea through a circle game before any written work on it.",
        "Hold part of the week's lessons in the school garden, where students sow, water and harvest.",
      ],
      secondary: [
        "Ask students in a child development course to observe a kindergarten's block play and describe the forms the children make.",
        "Have students design a set of simple play materials for young children and explain what each invites the child to do.",
        "Invite students to recall a game from their own childhood and analyze what it taught them.",
      ],
    },
    pitfall: "Play is treated as a reward or a break from real learning, rather than as the child's most serious work.",
    question: "Is play at the center of your children's day, or squeezed into its edges?",
    worked: [
      {
        move: "Give children a long, unhurried block of free play each morning and resist breaking it up into short rotations.",
        steps: [
          "Clear the first hour of the morning of everything else: no carpet sessions or adult-led groups pulled out of it.",
          "Before the children arrive, set out a few open materials where they can be reached and put back: wooden blocks, the sand and water trays, the home corner, paper and crayons.",
          "When the children come in, tell them simply what is out and let them choose: *The blocks and the sand are out this morning. Where would you like to start?*",
          "Move among them and watch rather than direct; sit alongside a child who is building and talk about what they make when they invite it: *Tell me about your tower.*",
          "Give a warning before the end, *Five more minutes, then we tidy*, and let children leave a building standing to come back to later.",
        ],
      },
    ],
  },
  adolescents: {
    position:
      "I did not write about adolescence; The Education of Man follows the human being through infancy, childhood and boyhood. Reasoning from it, as the child grows, self-activity matures into productive work, and the young person should give some hours each day to real work with the hands alongside study. Older students come to understand the unity of life by making things that are needed and by serving others.",
    work: "The Education of Man",
    addressed: false,
    moves: {
      early: [
        "Let young children help with real tasks such as carrying water for the garden, so work begins as joyful activity.",
        "Invite children to make a small gift, such as a folded star, for someone in their family.",
        "Show children how the vegetables from their garden are eaten at snack time.",
      ],
      primary: [
        "Give older primary students a regular stint of real work, such as repairing books or tending the compost, as part of the week.",
        "Pair upper-primary students with kindergarten children for weekly block play together.",
        "Connect a mathematics unit on measurement to building a real object, such as a planter box.",
      ],
      secondary: [
        "Set a term-long project in which students build or grow something the school community actually needs.",
        "Combine an academic subject with workshop time, such as physics with building a simple water wheel.",
        "Let adolescents lead circle games or garden sessions for young children and reflect on what they learned as leaders.",
      ],
    },
    pitfall:
      "Adolescents are kept at desks all day, with no productive work in which their growing powers can be tested and used.",
    question: "What real work, useful to others, do your older students do with their hands?",
  },
  arts: {
    position:
      "In The Education of Man I count art among the essential subjects, because in song, drawing and modeling the child expresses the inner life in outer form. In the kindergarten children made forms of beauty with the gifts, symmetrical designs laid out around a center, alongside forms of life and forms of knowledge. For the school years the same book describes drawing on a network of ruled lines, which helps children see proportion and build forms step by step.",
    work: "The Education of Man",
    addressed: true,
    moves: {
      early: [
        "Ask children to lay out a form of beauty with the tablets or blocks, a pattern that grows outward evenly from the middle, and change it step by step.",
        "Sing daily with the children, adding simple gestures that act out the words.",
        "Offer clay for modeling the animals and fruits the children saw in the garden.",
      ],
      primary: [
        "Teach drawing on squared paper, letting students build figures line by line and then invent their own.",
        "Have students fold paper squares into symmetrical star shapes and mount them as a class frieze.",
        "Ask students to compose a simple song about the season and teach it to the class.",
      ],
      secondary: [
        "Ask students to design a repeating pattern for a textile and explain the symmetry it uses.",
        "Combine art with geometry by having students construct and decorate regular polygons.",
        "Let students create artwork for a shared space in the school, planned together from sketches.",
      ],
    },
    pitfall:
      "Art is reduced to copying a model the teacher made, rather than the child's own expression of forms of beauty.",
    question: "Where do your children make forms of beauty that are truly their own?",
  },
  technology: {
    position:
      "I never wrote about screens or modern technology, which came long after my time; reasoning from The Education of Man, young children learn through their own activity with real things, and a screen invites watching rather than doing. The gifts were deliberately simple, so that the complexity came from the child and not from the toy. Older children can learn a great deal by understanding tools and mechanisms through making them.",
    work: "The Education of Man",
    addressed: false,
    moves: {
      early: [
        "Replace a battery-powered toy in the play area with a basket of plain wooden blocks and note how the play changes.",
        "Explain to families at a parents' evening why simple, open materials call for more of the child's own activity than electronic ones.",
        "When children ask for a video of an animal, take them outside to look for a real one first.",
      ],
      primary: [
        "Let students build a working model, such as a ramp with rolling balls or a pulley from spools and string.",
        "Use a camera only to record what students made with their hands, not as a substitute for making.",
        "Ask students to compare a morning of making with a morning of watching and say which they remember better.",
      ],
      secondary: [
        "Set a design-and-build project in which students make a simple mechanism before studying it on screen.",
        "Use digital tools for making, such as designing a garden plan, rather than only for viewing content.",
        "Ask students to keep a log of active and passive screen use for a week and discuss what they notice.",
      ],
    },
    pitfall:
      "Schools buy devices that do everything for the child, choosing entertainment over materials that call for the child's own activity.",
    question: "Does this tool make your children active makers or passive watchers?",
  },
  families: {
    position:
      "In Mother-Play and Nursery Songs I wrote songs, finger plays and pictures with notes for mothers, because the first education happens in the family through loving play, rhythm and gesture. I also trained young women as kindergartners and saw the kindergarten as a help to families, not a replacement for them. Home and kindergarten should be united in care for the child's growth.",
    work: "Mother-Play and Nursery Songs (Mutter- und Kose-Lieder)",
    addressed: true,
    moves: {
      early: [
        "Hold a morning where parents learn two finger plays with their children so they can play them at bedtime.",
        "Invite families to a garden day where each child shows the bed they have been tending.",
        "Send home a short note describing what a child built with the gifts and what they said about it.",
      ],
      primary: [
        "Invite parents to an afternoon where students demonstrate their block constructions and garden records.",
        "Send home a song from class with a suggestion for a game the family can play with it.",
        "Hold a seasonal festival with circle games in which families join the children.",
      ],
      secondary: [
        "Ask students to teach a traditional song or game to younger siblings and report how it went.",
        "Invite families to a community work day in the school garden led by students.",
        "Hold a discussion with parents about the value of play and practical work for adolescents.",
      ],
    },
    pitfall:
      "Schools lecture families on how to raise children instead of supporting the loving play that families already offer.",
    question: "How does your classroom strengthen the family's own care for this child?",
  },
  planning: {
    position:
      "In The Education of Man I set out the subjects of the school as religion, natural science and mathematics, language and art, together with manual work, each seen as a way into the unity of life. Planning should follow the child's development, from play in the kindergarten to more conscious learning in school, with each stage growing from the one before. The gifts themselves are planned in sequence, from the undivided ball to the divided cube.",
    work: "The Education of Man",
    addressed: true,
    moves: {
      early: [
        "Plan each day with a balance of circle games, gift play, an occupation and garden time.",
        "Plan the introduction of the gifts in order, moving to the divided cubes only after children have played long with the ball, sphere and cube.",
        "Plan the year's songs and garden tasks around the seasons.",
      ],
      primary: [
        "Plan a unit in which the garden links nature study, measurement and drawing.",
        "Set aside a regular slot each week for manual work that connects with the current topic.",
        "Plan nature walks at the start of each new topic so observation comes before instruction.",
      ],
      secondary: [
        "Plan a cross-subject unit, such as water, in which science, mathematics, language and art each take a part.",
        "Include a practical making project in each term's plan.",
        "Plan projects that end by serving the school or local community.",
      ],
    },
    pitfall:
      "Subjects are planned in isolation from one another and from life, losing the unity I saw at the heart of education.",
    question: "How do the subjects in your plan connect with each other and with the child's life?",
  },
  wellbeing: {
    position:
      "I did not write about teacher wellbeing as such; reasoning from The Education of Man, the educator is a gardener who tends growth with patience, not a sculptor forcing a shape, and that image relieves the teacher of the impossible task of making a child grow. My hope was that adults would truly live with their children, sharing their play and work. Teachers who find joy in children's growth are sustained by it.",
    work: "The Education of Man",
    addressed: false,
    moves: {
      early: [
        "Join the children's block play for a few minutes each day as a fellow builder, not as an instructor.",
        "Work in the garden yourself alongside the children, and notice how it changes your pace.",
        "At the end of the week, write down one moment of growth you witnessed in a child.",
      ],
      primary: [
        "Take your class outdoors for a walk when a day goes badly, and let the change of setting reset you both.",
        "Keep a simple record of each student's growth across the year to remind yourself of slow progress.",
        "Share the care of the school garden with colleagues as a common, restful task.",
      ],
      secondary: [
        "Do a practical making project alongside students, learning the craft with them.",
        "Reflect in writing on where you are acting as a gardener and where as a sculptor in your teaching.",
        "Find colleagues who share a patient approach to growth and meet to exchange experiences.",
      ],
    },
    pitfall: "Teachers try to force growth to meet outside deadlines and exhaust both themselves and the children.",
    question: "Are you tending your garden, or fighting it?",
  },
};
