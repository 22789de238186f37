import type { EducatorNotes } from "../note-types";

/** Paulo Freire's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "I distinguish legitimate authority from authoritarianism on one side and from license on the other. A democratic teacher does not abandon limits; she makes them explicit, explains them, and lets the learners grow into the discipline that freedom itself requires. Silencing students is not discipline but domestication, and it teaches them to obey rather than to take responsibility.",
    work: "Pedagogy of Freedom (Pedagogia da autonomia)",
    addressed: true,
    moves: {
      early: [
        "Explain the reason for each classroom limit in simple words, such as *We walk inside so no one gets hurt*, rather than just stating the rule.",
        "When children argue over a toy, sit with them and ask each what happened before proposing anything.",
        "Let the children choose between two fair options for how to share a scarce material.",
      ],
      primary: [
        "Hold a class dialogue about a recurring conflict, asking why it happens and what in our room makes it happen.",
        "Write the class agreements together and revisit them when they stop working, explaining your own non-negotiable limits.",
        "Speak privately with a disruptive student, asking what is happening in their life before deciding on any consequence.",
      ],
      secondary: [
        "Pose the problem of classroom order to the students as a codification, such as a photo of a chaotic room, and ask why it is so and what would change it.",
        "Make clear which decisions belong to the class and which remain yours, and give your reasons for both.",
        "Invite students to analyze who gets punished in the school and why, and to propose fairer practices.",
      ],
    },
    pitfall:
      "Teachers fear being authoritarian and fall into license, leaving students without the structure that makes real freedom possible.",
    question: "Are your rules ones your students understand and could defend, or only ones they obey?",
    worked: [
      {
        move: "Hold a class dialogue about a recurring conflict, asking why it happens and what in our room makes it happen.",
        steps: [
          "Choose a calm time, not the moment of conflict, sit in a circle, and describe the conflict plainly without naming anyone: *Every morning there is an argument over the computers.*",
          "Ask the class: *Why does this keep happening?* and then *What in our room makes it happen?*, and write their answers on the board without judging them.",
          "Group the answers into causes the class can change (a rota, where the computers are) and causes it cannot, and say your own view as one voice in the circle.",
          "Agree one change to try, and come back to it a week later with the same question: *Is it still happening, and why?*",
        ],
      },
    ],
  },
  motivation: {
    position:
      "When education becomes depositing, students become containers to be filled and their curiosity withers. I believe curiosity is the engine of knowing, and the teacher's task is to move it from naive curiosity to a rigorous, methodical epistemological curiosity. Students engage when what they study speaks to their own reality and they see themselves as subjects who can change it.",
    work: "Pedagogy of Freedom (Pedagogia da autonomia)",
    addressed: true,
    moves: {
      early: [
        "Start a topic with objects the children bring from home and ask what they want to know about them.",
        "Follow a child's question about the neighborhood with a walk to find out together.",
        "Let children name what they like and do not like about the playground and plan one change.",
      ],
      primary: [
        "Listen to students talk about their street and note recurring words to build the next unit around.",
        "Turn a textbook topic into a question about the students' own lives, such as where our water comes from and who pays for it.",
        "Share your own curiosity about a question you do not know the answer to and investigate it with the class.",
      ],
      secondary: [
        "Build a unit from a generative theme students raise, such as transport costs or housing, and connect it to the syllabus.",
        "Ask students to identify a problem in their community and research its causes.",
        "Invite students to critique the textbook's presentation of a topic and rewrite a section.",
      ],
    },
    pitfall:
      "Teachers borrow students' interests as a hook and then return to depositing, which students quickly recognize as manipulation.",
    question: "What in this lesson touches the real lives and questions of your students?",
    worked: [
      {
        move: "Build a unit from a generative theme students raise, such as transport costs or housing, and connect it to the syllabus.",
        steps: [
          "Listen for a week, in class discussion and in writing, for a theme students keep raising with feeling, such as the cost of the bus to school.",
          "Bring it back as a code, such as a photo, a bus ticket or a headline, and ask: *What do you see? Why is it like this? Who decides?*",
          "Map with the class which parts of the syllabus help answer their questions, such as percentages, persuasive writing or local history.",
          "Teach those parts through the theme, and end with students doing something with what they found, such as a letter to the transport company.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "A person reads the world before reading the word, and learning to read words keeps sending us back to read the world. In the adult literacy work I took part in, we began from generative words drawn from an investigation of learners' lives, broke them into families of syllables and let learners combine the syllables into new words of their own. Literacy is not memorizing sounds but an act of knowing in which learners discover they can name and transform their reality.",
    work: "Literacy: Reading the Word and the World",
    addressed: true,
    moves: {
      early: [
        "Ask children to draw their home and tell you about it, then write one word from their story large for them to keep.",
        "Choose a word the children use often, such as a favorite food, and play with its sounds and syllables.",
        "Make a wall of words the children bring from home and read them together.",
      ],
      primary: [
        "Select generative words from students' talk, show a picture of each, and break the word into syllable families to build new words.",
        "Have students write about a situation in their neighborhood and read each other's texts in a circle.",
        "Discuss a picture book by asking who is in the story, who is missing and why.",
      ],
      secondary: [
        "Read a newspaper article together and ask whose interests it serves and whose voice is absent.",
        "Have students write about their own experience and then connect it to a text on a similar theme.",
        "Let students produce a community publication on issues they have investigated.",
      ],
    },
    pitfall:
      "Generative words become a list chosen by the teacher in advance, so the method loses the investigation of learners' lives that gave it meaning.",
    question: "What words carry the most weight in your students' lives, and have you heard them?",
  },
  mathematics: {
    position:
      "I never wrote about teaching mathematics in particular; my work was adult literacy and the politics of education. Reasoning from problem-posing education, I would begin from situations in learners' lives where numbers matter, such as wages, prices or distances, and ask why things are so. Mathematics taught as deposits of procedure alienates students, while mathematics used to read the world lets them see their reality more critically.",
    work: "Pedagogy of the Oppressed",
    addressed: false,
    moves: {
      early: [
        "Count and compare the things children bring from home, such as shoes or fruit, and talk about who has more and why.",
        "Play a shop game using prices from the local market that children know.",
        "Measure the playground together and ask how it could be shared more fairly.",
      ],
      primary: [
        "Have students survey the class on a question they care about and present the results as graphs.",
        "Use local prices to pose problems about budgeting for a family week.",
        "Ask students to explain their method for a problem, treating different methods as knowledge to compare.",
      ],
      secondary: [
        "Have students analyze real data on a local issue, such as rents or bus fares, and present conclusions.",
        "Pose a problem about the distribution of resources in the school and let students model it mathematically.",
        "Ask students to check a statistic they meet in the media and discuss how numbers can mislead.",
      ],
    },
    pitfall:
      "Teachers attach a social theme to a routine exercise without letting students question it, so the politics stays decoration.",
    question:
      "Where do numbers already shape your students' lives, and could they read that reality through mathematics?",
  },
  science: {
    position:
      "I did not write about science teaching as such. Reasoning from my insistence on methodical rigor, I would move learners from naive curiosity, which is spontaneous, to epistemological curiosity, which questions systematically. Science taught as finished facts is another form of banking, while science as investigation of the learners' own environment makes them co-investigators with the teacher.",
    work: "Pedagogy of Freedom (Pedagogia da autonomia)",
    addressed: false,
    moves: {
      early: [
        "Take children outside and collect their questions about what they see before offering any explanation.",
        "Let children test their own ideas, such as which things float, and talk about what surprised them.",
        "Ask children how they know something, such as that it will rain, and compare their reasons.",
      ],
      primary: [
        "Investigate a local environmental issue, such as litter or water, as a class research project.",
        "Ask students to record observations and discuss differences in what they saw.",
        "Invite a community member with practical knowledge, such as a farmer, to discuss their methods.",
      ],
      secondary: [
        "Have students investigate a local health or environmental problem and present findings to the community.",
        "Discuss who funds scientific research on a topic and how that shapes its questions.",
        "Ask students to compare scientific and everyday explanations of a phenomenon and when each applies.",
      ],
    },
    pitfall:
      "Local investigation becomes an end in itself, and students never reach the rigorous knowledge that would let them go beyond common sense.",
    question: "Are your students investigating alongside you, or receiving what others already found?",
  },
  assessment: {
    position:
      "I wrote little about grading as such. Reasoning from my principles, evaluation should be a dialogue about practice in which teacher and students both examine what was learned, not an instrument for silencing and sorting. In banking education, tests measure the deposits; in problem-posing education, evaluation asks whether students can now read their world more critically.",
    work: "Pedagogy of Freedom (Pedagogia da autonomia)",
    addressed: false,
    moves: {
      early: [
        "Talk with each child about a drawing or story they made, asking what they wanted to show.",
        "Keep notes on the questions children ask, not only on what they can repeat.",
        "Ask the group what they learned together today and what they still wonder about.",
      ],
      primary: [
        "Hold a feedback circle where students say what helped them learn and what did not.",
        "Let students assess their own work against criteria they helped define.",
        "Give written feedback that poses a question back to the student rather than only a mark.",
      ],
      secondary: [
        "Negotiate assessment criteria for a project with students and explain your own expectations.",
        "Include a reflection in which students explain how their understanding of the issue changed.",
        "Ask students to evaluate the course and discuss their evaluation openly with them.",
      ],
    },
    pitfall:
      "Self-assessment becomes a formality while the real grading stays hidden, which teaches students that dialogue is not serious.",
    question:
      "Does your assessment tell you whether your students can think about their world, or only what they remember?",
    worked: [
      {
        move: "Negotiate assessment criteria for a project with students and explain your own expectations.",
        steps: [
          "Show students the project brief and ask: *What would good work on this look like?*, writing their ideas on the board.",
          "Add your own expectations beside theirs, and say why each matters.",
          "Agree together on four or five criteria, in words the class understands.",
          "Use them in feedback, and ask at the end whether they were fair and what to change next time.",
        ],
      },
    ],
  },
  homework: {
    position:
      "I never wrote about homework. Reasoning from my work, tasks beyond school should send learners to read their world, to observe, ask and gather what their community knows, rather than to repeat deposits in a notebook. I would also be alert to the unequal conditions of students' homes, which homework can turn into unequal results.",
    work: "Pedagogy of the Oppressed",
    addressed: false,
    moves: {
      early: [
        "Ask children to bring back a story or song from a family member to share.",
        "Suggest families talk with their child about one thing they saw on the way home.",
        "Send home a picture prompt and ask children to tell you what their family said about it.",
      ],
      primary: [
        "Set students to interview a family member about their work or childhood.",
        "Ask students to notice a problem in their street and describe it in class.",
        "Avoid tasks that need resources some homes lack, and offer time in school instead.",
      ],
      secondary: [
        "Assign a small community investigation, such as collecting prices or views on an issue.",
        "Ask students to read a text and bring one question they want the class to discuss.",
        "Discuss with students how homework affects them given their responsibilities at home.",
      ],
    },
    pitfall: "Community investigation tasks expose students' private lives to the class without their consent.",
    question: "What could your students learn at home that you could not teach them at school?",
  },
  inclusion: {
    position:
      "I did not write about special educational needs. My work concerned those excluded by poverty and oppression, and reasoning from it, I would see exclusion as a denial of a person's vocation to be more fully human. Inclusion means respecting each learner's identity and knowledge and treating them as a subject of their own learning, never as an object of remediation.",
    work: "Pedagogy of Freedom (Pedagogia da autonomia)",
    addressed: false,
    moves: {
      early: [
        "Ask each family what their child loves doing and what they are good at, and build one activity a week around it.",
        "Accept pointing, signing and gesture as full answers in circle time, and answer them as you would words.",
        "Notice who is left out of play and set up a shared task, such as building a shop, in which that child holds a needed role.",
      ],
      primary: [
        "Ask a student who struggles what makes learning hard for them, and plan one change with them rather than for them.",
        "Invite a student to teach the class a practical skill they have, such as repairing a bicycle, as real knowledge.",
        "Show the class a codification of a child being teased for a label, and ask what we see, why it happens and what we could do.",
      ],
      secondary: [
        "Invite students with support needs to the meeting where their support is planned, and let them speak first.",
        "Pose the problem of who the school system includes and excludes, using the school's own data, and let students propose changes.",
        "Offer written, drawn or recorded contributions in dialogue for students who find speaking in a group hard.",
      ],
    },
    pitfall: "Teachers speak for excluded students instead of creating conditions for them to speak for themselves.",
    question: "Does this student experience your classroom as a place where they are a subject or an object?",
    worked: [
      {
        move: "Ask a student who struggles what makes learning hard for them, and plan one change with them rather than for them.",
        steps: [
          "Find a quiet time to sit beside [name] and ask: *What makes learning hard for you in this class?*",
          "Listen to the whole answer, and ask what helps on the days it goes better.",
          "Propose together one change to try for two weeks, such as where they sit or how instructions are given, and write it down in their words.",
          "Meet again after two weeks and ask whether it helped, and what to change next.",
        ],
      },
    ],
  },
  multilingual: {
    position:
      "Looking back with Donaldo Macedo on the literacy campaign in Guinea-Bissau, I judged that conducting it in Portuguese, the colonizer's language, rather than in the learners' own language worked against its success and against their confidence in their culture. Literacy should begin in the learners' own language, with the dominant language learned too, but not at the price of their identity. Language carries a way of reading the world, and denying it denies the learner.",
    work: "Literacy: Reading the Word and the World",
    addressed: true,
    moves: {
      early: [
        "Learn greetings in each child's home language and use them daily.",
        "Invite families to read or tell stories in their home language to the group.",
        "Let children name objects in their home language alongside the school language.",
      ],
      primary: [
        "Let students write first drafts in their strongest language and then work on the school language version.",
        "Build a multilingual word wall from generative words students bring.",
        "Discuss with students which languages are heard in their community and how they are valued.",
      ],
      secondary: [
        "Invite students to analyze how language is used to include or exclude in their school.",
        "Use students' home languages in group discussion and report back in the shared language.",
        "Let students produce bilingual materials for their community.",
      ],
    },
    pitfall:
      "Teachers praise home languages while allowing only the school language in anything that counts, so students learn the real hierarchy.",
    question: "What does your classroom tell students about the worth of the language they speak at home?",
    worked: [
      {
        move: "Let students write first drafts in their strongest language and then work on the school language version.",
        steps: [
          "Tell students they may write their first draft in the language they think best in.",
          "Give time for the draft, and pair students who share a language to read each other's.",
          "Help each student build the school-language version from their draft, working on the words they need.",
          "Display both versions side by side.",
        ],
      },
    ],
  },
  discussion: {
    position:
      "For me dialogue is people meeting, with the world between them, in order to name that world; without love, humility, faith in people, hope and critical thinking it cannot exist. In our culture circles a coordinator sat with learners rather than lecturing, and the group worked through codifications of their own situations. Dialogue is not a technique for getting students to reach the teacher's conclusion.",
    work: "Pedagogy of the Oppressed",
    addressed: true,
    moves: {
      early: [
        "Sit in a circle at the children's level and ask about a picture of a familiar scene, such as a market.",
        "Let each child say one thing about the picture before you add anything.",
        "Ask the children what they would change in the scene and why.",
      ],
      primary: [
        "Set up a culture circle around a codification, such as a photo of the school gate, and ask what we see, why it is so and what could change it.",
        "Let students take turns coordinating the circle with your support.",
        "Record the themes students raise and use them to plan the next lessons.",
      ],
      secondary: [
        "Run a dialogue on a generative theme, letting students question each other before you add content.",
        "Share your own view as one voice in the dialogue, open to challenge.",
        "Close the dialogue by asking what action the group could take.",
      ],
    },
    pitfall:
      "Dialogue is mistaken for the teacher asking leading questions with one right answer, which is banking in disguise.",
    question: "When did your students last change your mind about something in a discussion?",
    worked: [
      {
        move: "Run a dialogue on a generative theme, letting students question each other before you add content.",
        steps: [
          "Choose a theme from the students' own lives that they keep returning to, such as the rules about phones, and bring it as a codification: a photo, a short scene or a headline.",
          "Ask first only what they see: *What is happening here?* Let each student who wants to speak do so, and say nothing yet of your own view.",
          "Then ask why it is so, and let them put questions to each other: *Why do you think that? Who decides this?* Quiet students can write a question on a card for you to read out.",
          "Only now add the content you planned, as one more voice that answers their questions.",
          "Close by asking what could change and what the group itself could do, and note the themes they raise for the next lesson.",
        ],
      },
    ],
  },
  questioning: {
    position:
      "Problem-posing education replaces the deposit of facts with questions about reality that teacher and students investigate together. Each situation presented to students is a problem to be decoded, moving from description to causes to possibilities for action. The teacher who only asks questions she can answer has not yet begun to pose problems.",
    work: "Pedagogy of the Oppressed",
    addressed: true,
    moves: {
      early: [
        "Show a picture of a child unable to reach a shelf and ask the children why and what could help.",
        "Answer a child's why question by asking what they think first.",
        "Ask children to ask you questions about a new object and answer honestly, including I do not know.",
      ],
      primary: [
        "Replace a fact you would tell with a question, such as why some streets have no trees, and investigate together.",
        "Teach students to move from what do we see to why is it so to what can we do.",
        "Collect students' questions about a topic and use them as the plan of the unit.",
      ],
      secondary: [
        "Present a codification of a social issue and lead students through describing, analyzing and imagining change.",
        "Ask students to write questions that the textbook does not answer.",
        "Pose questions about whose knowledge counts in the subject and why.",
      ],
    },
    pitfall:
      "Problem-posing becomes a warm-up before the lecture, with students' questions politely noted and then ignored.",
    question: "What problem are you posing that you do not already know the answer to?",
  },
  "early-years": {
    position:
      "My own work was with adults, and I did not write about play or early childhood. Reasoning from my principles, young children already read the world before they read the word, and teaching should start from the world they know, their home, family and neighborhood. Even very young learners are subjects who can name their experience, and adults should listen to them.",
    work: "Literacy: Reading the Word and the World",
    addressed: false,
    moves: {
      early: [
        "Ask each child to take you to their favorite place in the school and tell you why it matters.",
        "Show photographs of the children's own street or market and let them talk and play about what they see.",
        "Let the children choose the theme of the role-play corner and listen to how they organize it.",
      ],
      primary: [
        "Keep a daily circle in first grade where students tell about their lives before any formal lesson.",
        "Have students draw a map of their way to school and talk about what they pass.",
        "Role-play a community situation, such as queuing at a clinic, and ask whether it was fair.",
      ],
      secondary: [
        "Ask students to recall how they first learned to read and what in their world helped them.",
        "Have older students design an activity for young children built from the children's own world, such as their street.",
        "Discuss with students how their early experiences shaped what they believe is possible for them.",
      ],
    },
    pitfall:
      "Adults impose their own political themes on young children's play instead of listening to the children's world.",
    question: "What do the youngest children in your school already know about their world?",
  },
  adolescents: {
    position:
      "I did not write about adolescence as a stage. Reasoning from my principles, young people are subjects capable of reading their world critically and acting in it, and schools that treat them as empty vessels waste their energy. The teacher should take their questions and anger seriously as material for dialogue, while keeping rigor.",
    work: "Pedagogy of Hope",
    addressed: false,
    moves: {
      early: [
        "Invite teenagers to ask young children what they like and dislike about school, and report the answers to staff.",
        "Let young children interview a teenager about their life, with questions the children choose.",
        "Read aloud a story of young people who changed something in their community.",
      ],
      primary: [
        "Give upper primary students a real problem in their neighborhood, such as a dangerous crossing, to investigate and present to the council.",
        "Let students run a class assembly that discusses issues they choose.",
        "Ask students how adults treat them as children and what they would change.",
      ],
      secondary: [
        "Build a unit from a theme adolescents raise, such as policing or jobs, and demand rigorous research on its causes.",
        "Have students make a short film or podcast that analyzes an issue in their community.",
        "Hold a dialogue on school rules and send students' proposals to the leadership with a request for a reply.",
      ],
    },
    pitfall:
      "Teachers flatter adolescents' opinions without demanding the rigor that would turn them into critical understanding.",
    question: "What are your adolescents angry or hopeful about, and how does your teaching take it up?",
  },
  arts: {
    position:
      "I never wrote a theory of art education, though our culture circles used drawings and pictures as codifications of learners' lives. Reasoning from that, art is a way of naming and re-creating the world, and students who make images of their reality can stand back from it and analyze it. Art should not be an escape but a form of reading the world.",
    work: "Pedagogy of the Oppressed",
    addressed: false,
    moves: {
      early: [
        "Let children draw their family, then talk about the drawings in a circle.",
        "Use a picture of a familiar scene, such as a crowded bus, to start conversation and play.",
        "Invite children to act out a problem they met, such as a toy being taken, and then a way to solve it.",
      ],
      primary: [
        "Have students draw a scene from their neighborhood and use the drawings as codifications for class dialogue.",
        "Let students perform a short play about a fairness problem in school and ask the audience how it could end differently.",
        "Invite a local artist to show how they picture their community and what they want to change.",
      ],
      secondary: [
        "Have students create photo essays on a generative theme and present them to the class for dialogue.",
        "Analyze a song or film students like for the view of the world it presents and whose interests it serves.",
        "Have students stage a short scene of a community problem as a codification, and let the audience decode it: what do we see, why is it so, what could change.",
      ],
    },
    pitfall:
      "Art about oppression becomes a performance of suffering for adults rather than a tool for students' own analysis.",
    question: "What images of their world could your students make and then question?",
  },
  technology: {
    position:
      "In Pedagogy of Freedom I warned that to make a god or a devil of technology and science is a dangerous way of thinking wrongly; what matters is in whose interest and to what ends it is used. There I also asked that we not sit before the television, its news above all, surrendered to whatever it offers, but watch it with an alert, critical mind. Students must learn to use technology and also to question it.",
    work: "Pedagogy of Freedom (Pedagogia da autonomia)",
    addressed: true,
    moves: {
      early: [
        "Ask children what they like to watch and who the people in it are, and whether anyone like them appears.",
        "Tell a story aloud, then show a screen version, and ask which the children liked and why.",
        "Keep any screen time short and follow it with a conversation about what the children saw.",
      ],
      primary: [
        "Have students take apart an advertisement: who made it, what it wants them to believe, and who profits.",
        "Lend students a camera to photograph their neighborhood, and use the photos as codifications for dialogue.",
        "Ask students who makes the free games they play and how the makers earn money.",
      ],
      secondary: [
        "Compare how three outlets report the same local story, and ask whose voices each includes.",
        "Have students produce a short digital report on a community issue for a real audience.",
        "Investigate with students how a platform's algorithm chooses what they see, and whose interests that serves.",
      ],
    },
    pitfall:
      "Critical media lessons become lectures on the dangers of screens, which is another deposit rather than students' own analysis.",
    question: "Do your students use their devices, or are they being used by them?",
  },
  families: {
    position:
      "After a talk I once gave in Recife on children's punishment, drawing on research, a worker explained to me the conditions of his family's life that I had not understood, and I learned that I had spoken about his world without reading it. Educators must respect the knowledge families bring from their lived experience and begin dialogue there. Later, as São Paulo's municipal secretary of education, I supported school councils through which parents and neighbors took part in the decisions of their schools.",
    work: "Pedagogy of Hope",
    addressed: true,
    moves: {
      early: [
        "Visit or call each family before term to listen to their hopes for their child before describing your program.",
        "Invite parents to teach the class a song, game or story from home.",
        "Ask families what they already teach their children, such as cooking or counting money, and build on it in class.",
      ],
      primary: [
        "Run parent meetings as dialogues in a circle, with parents naming the issues before staff speak.",
        "Learn about families' working hours and conditions before setting any expectation for home support.",
        "Invite a community member, such as a market trader, to bring their knowledge into a unit.",
      ],
      secondary: [
        "Set up a school council where families and students decide real matters together.",
        "Have students record interviews with elders about the history of their neighborhood.",
        "Organize a community forum where students present research on a local issue and residents respond.",
      ],
    },
    pitfall:
      "Schools invite families in to teach them rather than to learn from them, which repeats the banking model with parents.",
    question: "What do your students' families know about their lives that you do not?",
  },
  planning: {
    position:
      "Program content should not be chosen for learners but investigated with them: the thematic investigation uncovers the generative themes of a community, which are then organized and returned to the learners as problems. Planning is therefore a dialogue, and the teacher brings systematic knowledge to themes that come from the learners' world. The curriculum is never neutral; it always serves some interests.",
    work: "Pedagogy of the Oppressed",
    addressed: true,
    moves: {
      early: [
        "Listen to the children's play and talk for a week and note recurring themes before planning the next unit.",
        "Ask families about their children's interests and daily routines before planning a term.",
        "Plan activities around a familiar place the children mention often, such as the market or the bus stop.",
      ],
      primary: [
        "Hold a listening week at the start of term to gather generative themes from students' talk.",
        "Set the required curriculum objectives beside the students' themes and link each objective to a theme.",
        "Review the plan with students at midterm, asking what has mattered and what has not, and adjust it.",
      ],
      secondary: [
        "Run a thematic investigation with students, surveying the community, to find the issues that will organize the course.",
        "Plan each unit around a problem to be posed, with subject content as the means to analyze it.",
        "Ask students to check whose perspectives the planned materials include and omit, and add what is missing.",
      ],
    },
    pitfall:
      "Thematic investigation is done once as a survey and then ignored, leaving the teacher's prepared plan unchanged.",
    question: "Who decided what your students will study this term, and were they part of it?",
  },
  wellbeing: {
    position:
      "I insist that hope is an ontological need, and that a teacher without hope will give up on the struggle to teach. But hope alone is not enough; it must be anchored in practice and in critical reflection on that practice. Teaching requires humility to keep learning, and the courage to recognize one's own mistakes without losing one's commitment.",
    work: "Pedagogy of Hope",
    addressed: true,
    moves: {
      early: [
        "Keep a notebook of moments when a child surprised you, and reread it on discouraging days.",
        "Meet colleagues each week to share one thing you learned from the children.",
        "Ask the children what they enjoyed most today, and let their answers renew your plan.",
      ],
      primary: [
        "Form a study circle with colleagues to read and discuss one problem of practice each month.",
        "Review one lesson a week by asking whose voices it heard and whose it silenced.",
        "Name with students, at the end of each month, one change you achieved together.",
      ],
      secondary: [
        "Join or create a group of teachers that discusses working conditions and acts on them together.",
        "Ask students for written feedback each term and discuss it openly with them, admitting your mistakes.",
        "Write a page on why you chose teaching and what hope keeps you in it, and return to it each year.",
      ],
    },
    pitfall:
      "Teachers treat hope as a personal attitude and blame themselves for burnout caused by conditions they should contest together.",
    question: "What keeps your hope alive as a teacher, and with whom do you reflect on your practice?",
  },
};
