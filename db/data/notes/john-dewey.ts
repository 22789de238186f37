import type { EducatorNotes } from "../note-types";

/** John Dewey's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "I argue that order in a good school comes from the shared activity itself, much as the rules of a game control the players without any umpire standing over them. The teacher is a member of the group, the one with most experience, who directs the situation rather than dominating individuals. When a child still disrupts the common work, I deal with that child individually, asking what in the activity failed to engage him.",
    work: "Experience and Education",
    addressed: true,
    moves: {
      early: [
        "Set up a shared task such as baking bread, and when a child grabs the spoon, ask the group how we can all get a turn.",
        "Give each child a real job in tidying up the block corner so order is part of the activity.",
        "Talk through a quarrel with both children by asking what each was trying to build.",
      ],
      primary: [
        "Hold a weekly class meeting where students name a problem in the room and agree a rule to try for a week.",
        "Review the rule at the next meeting by asking whether it helped the work go better, and change it if not.",
        "When a student keeps disrupting, meet them alone and redesign their part in the project so it matters to the group.",
      ],
      secondary: [
        "Let the class draft the norms for a long group project and revisit them when a conflict arises.",
        "Ask a disruptive group to plan the next lesson's activity with you, taking responsibility for its success.",
        "Debrief a lesson that went badly by asking students what made it hard to work and what they would change.",
      ],
    },
    pitfall:
      "Teachers hear that control comes from the situation and abdicate all direction, leaving a vacuum that the loudest children fill.",
    question: "What shared purpose does your class have that would make the rules make sense to them?",
    worked: [
      {
        move: "Hold a weekly class meeting where students name a problem in the room and agree a rule to try for a week.",
        steps: [
          "Set a fixed twenty minutes each week, chairs in a circle, and put a box by the door where students post problems in the room during the week.",
          "Read out one problem and ask: *What happens, and how does it get in the way of our work?* Let two or three students describe it before anyone proposes a fix.",
          "Ask for possible rules, write them on the board, and let the class choose one to try for a week; write it up where everyone can see it.",
          "Open the next meeting with the rule: *Did it help the work go better?* Keep it, change it or drop it on the class's evidence, not yours alone.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "I reject the choice between coaxing children with amusement and driving them by sheer effort. Genuine interest means the child sees an activity as his own, connected with ends he cares about, and then effort follows naturally because the obstacles stand between him and his aim. If the material has to be made interesting by sugar-coating, the fault lies in how it was connected to the child's experience.",
    work: "Democracy and Education",
    addressed: true,
    moves: {
      early: [
        "Notice which activities children return to in free time and build the next week's work from them.",
        "Offer a real purpose, such as making a card for a sick classmate, when introducing drawing or letters.",
        "Let children choose which garden bed to care for and watch how long their attention holds.",
      ],
      primary: [
        "Open a unit with a problem the class wants solved, such as why our seedlings are dying, before any reading.",
        "Let students plan a class event, such as a market, that needs the arithmetic you intended to teach.",
        "Ask students to write down one question they want answered in the topic and return to it at the end.",
      ],
      secondary: [
        "Connect a unit to a real audience, such as presenting findings on local water quality to the council.",
        "Let students propose their own investigation within the topic and negotiate the plan with you.",
        "Ask students midway through a unit what they now need to know to finish their project, and teach that.",
      ],
    },
    pitfall:
      "Interest is reduced to entertainment, with games and prizes bolted onto content that still has no connection to the students' own aims.",
    question: "What end does this lesson serve that your students themselves would recognize as theirs?",
    worked: [
      {
        move: "Open a unit with a problem the class wants solved, such as why our seedlings are dying, before any reading.",
        steps: [
          "Find a real problem in the class's own life that the unit's content can solve: the seedlings on the windowsill wilting, the lunch line that never moves, a local building the class walks past every day.",
          "Open the first lesson with the problem itself, not the topic: bring the wilting seedlings in and ask *Why are these dying, and what could we do about it?*",
          "Write every idea the class offers on the board as a guess to be tested, and ask what they would need to find out to know which guess is right.",
          "Only then bring in the reading, the facts and the skills, each as an answer to one of those needs.",
          "End the unit by acting on what they found, and ask what they would now do differently: the next problem grows out of this one.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "I believe that reading and writing are introduced too abruptly and in isolation when they should grow out of the child's social activities. Language is first of all a means of communication, and a child who has something to say and someone to say it to will want the written form. I would make reading and writing tools for the occupations and experiences of the school rather than subjects cut off from life.",
    work: "My Pedagogic Creed",
    addressed: true,
    moves: {
      early: [
        "After a cooking session, have the children dictate the recipe to you and read it back together.",
        "Label the materials of a class shop with the children, asking what each sign needs to say.",
        "Let children tell a story about their block building while you write it on a card beside it.",
      ],
      primary: [
        "Have students write instructions for the class garden so the next group can follow them.",
        "Set up a class newspaper where students report on real events in the school.",
        "Choose reading books that answer questions arising from the current occupation, such as weaving or farming.",
      ],
      secondary: [
        "Ask students to research and write a report for a real audience on a problem in the community.",
        "Have students read primary sources that bear on a question they are investigating, not as a set text alone.",
        "Let students correspond with a partner class elsewhere about a shared project.",
      ],
    },
    pitfall:
      "Reading is delayed in the name of experience, and children without books at home fall further behind because the occupations never lead to print.",
    question: "For whom are your students writing, and do they have something they want that reader to know?",
  },
  mathematics: {
    position:
      "In our school at Chicago, number entered through occupations such as cooking and carpentry, where measuring and counting were needed to get the work done. The child learns arithmetic as a tool for purposes he already has, and only later studies it for its own sake. I do not reject drill, but I want it to serve understanding that was born in use.",
    work: "The School and Society",
    addressed: true,
    moves: {
      early: [
        "Let children measure flour with cups for baking and count how many cups the recipe needs.",
        "Give the block corner a task such as building a tower as tall as the door, and compare heights.",
        "Ask children to set the snack table for everyone and check whether there are enough cups.",
      ],
      primary: [
        "Build a class project, such as a bird box, that needs measuring and cutting to the centimeter.",
        "Run a class shop where students price goods, give change and keep the accounts.",
        "After the project, pull out the calculations students made and practice them as a separate skill.",
      ],
      secondary: [
        "Ask students to design a garden bed with a fixed budget and area, and justify their choices mathematically.",
        "Use data the students collect in a science investigation for statistics lessons.",
        "Let students explain how a mathematical idea arose historically from a practical problem.",
      ],
    },
    pitfall:
      "Projects become decoration, with the mathematics left vague, so students enjoy building but never secure the calculation.",
    question: "What real task in your classroom would make this calculation necessary?",
  },
  science: {
    position:
      "Science for me is the method of intelligence at its best: experience made reflective by forming and testing hypotheses. I would not hand children finished results in technical language, but lead them from familiar occupations to the scientific facts and laws that explain them. Thinking starts from a felt difficulty, moves through suggestion and reasoning, and ends in testing by action.",
    work: "Democracy and Education",
    addressed: true,
    moves: {
      early: [
        "While cooking, ask children what they think will happen to the butter in the hot pan, then watch together.",
        "Let children water two plants differently and look at them each day.",
        "Ask children why the puddle has gone and collect their ideas before testing one.",
      ],
      primary: [
        "Open a lesson with a puzzle such as why our bread did not rise, and list students' hypotheses on the board.",
        "Have students design a simple test of one hypothesis and report what happened.",
        "End every investigation by asking what we expected, what happened, and what we will try next.",
      ],
      secondary: [
        "Start a unit from a local problem, such as air quality near the school, and let students design the investigation.",
        "Ask students to keep a lab journal recording hypotheses, tests and revisions.",
        "Have students present findings to each other and defend their method against questions.",
      ],
    },
    pitfall:
      "Inquiry turns into hands-on activity with no reflection, so students do experiments without ever forming or testing an idea.",
    question: "What did your students expect would happen before they tried it?",
  },
  assessment: {
    position:
      "I hold that examinations have value only insofar as they show how fit the child is for social life and where he can best contribute and be helped. The teacher's real judgment is whether an experience leads to growth, opening the way to richer experiences rather than closing it. Marks that set children competing for the teacher's approval turn attention away from the work and its social value.",
    work: "My Pedagogic Creed",
    addressed: true,
    moves: {
      early: [
        "Observe children during a shared task and note who helps, who leads and who needs support.",
        "Keep photographs of children's constructions over the term to show growth to families.",
        "Ask each child to tell you about something they made and what they would do differently.",
      ],
      primary: [
        "Assess a project by asking students to explain what problem they solved and what went wrong.",
        "Replace a ranking list with individual feedback on what each student contributed to the group work.",
        "Keep a record of each student's questions, as well as their answers, across a unit.",
      ],
      secondary: [
        "Assess students through a public presentation of an investigation to an audience that can question them.",
        "Ask students to write a reflection on how the project changed their thinking.",
        "Use portfolios that show revision over time, not only final products.",
      ],
    },
    pitfall:
      "Assessing growth becomes so vague that teachers cannot say what a child has actually learned or still needs.",
    question: "Does your assessment tell you where this child can contribute and where he needs help?",
    worked: [
      {
        move: "Assess students through a public presentation of an investigation to an audience that can question them.",
        steps: [
          "Agree with the class who the audience will be, such as another class, parents or a local expert, and fix the date.",
          "Share the criteria beforehand: what was asked, what was found, how it was tested, and what is still unknown.",
          "Let each group present for ten minutes and take questions from the audience for five.",
          "Assess the answers to questions as well as the talk, since they show whether the group understands its own investigation.",
        ],
      },
    ],
  },
  homework: {
    position:
      "I did not write about homework as such. I did argue that the great waste in school comes from the child's inability to use at school the experience he has at home, and to apply at home what he learns at school. Reasoning from that, any home task should connect the two, drawing on family life and feeding back into the class's shared work.",
    work: "The School and Society",
    addressed: false,
    moves: {
      early: [
        "Ask children to notice one way food is prepared at home and tell the class the next day.",
        "Send home an invitation for families to share a song or game the class can learn.",
        "Suggest children help with a household task and draw what they did.",
      ],
      primary: [
        "Set a home task of interviewing a family member about their work, and use the answers in class.",
        "Ask students to measure something at home that the class needs for its project.",
        "Let students bring in objects from home connected to the current unit and explain them.",
      ],
      secondary: [
        "Set research tasks that require students to gather data from their neighborhood.",
        "Ask students to discuss a community issue at home and bring back different viewpoints.",
        "Replace routine exercises with preparation for a group project that depends on each student's contribution.",
      ],
    },
    pitfall:
      "Home tasks are framed as experience but become parent projects, which favors children whose families have time and resources.",
    question: "How does what your students do at home come back into the work of your classroom?",
  },
  inclusion: {
    position:
      "I maintain that method is always individual: each child has his own way of approaching a problem, and uniform procedures imposed on all suppress original thinking. A democratic school does not measure every child by one standard but gives each the chance to contribute from his own capacities to a common purpose. Differences among students are a resource for shared life, not merely a problem of management.",
    work: "Democracy and Education",
    addressed: true,
    moves: {
      early: [
        "Offer several ways into a shared task, such as painting, building or telling, and let each child choose.",
        "Watch how each child approaches a puzzle and note their strategy rather than their speed.",
        "Give a child who struggles with fine motor work a leading role in a physical part of the group task.",
      ],
      primary: [
        "Design group projects with roles that need different strengths, such as measuring, drawing and reporting.",
        "Let students show their understanding of a topic through a model, a talk or writing.",
        "Meet a student who struggles to plan the next step of their part of the project with them.",
      ],
      secondary: [
        "Let students choose their own line of inquiry within a shared question.",
        "Adapt the scale of an investigation for students who need more support, keeping the same problem.",
        "Ask students to reflect on how the group used each member's strengths.",
      ],
    },
    pitfall:
      "Individual method becomes separate tracks, and children with difficulties are taken out of the shared activity that gives their work meaning.",
    question: "What can this child contribute to the common work that no one else in the class can?",
    worked: [
      {
        move: "Design group projects with roles that need different strengths, such as measuring, drawing and reporting.",
        steps: [
          "Choose a project whose work truly needs different kinds of strength, such as a plan of the playground that needs measuring, drawing and a report to the class.",
          "Write each role on a card with what it does and what the group cannot do without it.",
          "Give the roles out knowing each student's strengths, and make sure a student who struggles with writing holds one that the group depends on.",
          "At the end, ask each group to say how each role contributed to the finished work.",
        ],
      },
    ],
  },
  multilingual: {
    position:
      "I did not write about teaching children in a second language. I did argue that the public school, by bringing together young people of different races, religions and customs, creates a broader environment for all of them. Reasoning from that, I would treat the languages children bring as part of the shared experience of the class, and let the school language grow through joint activity.",
    work: "Democracy and Education",
    addressed: false,
    moves: {
      early: [
        "Cook a dish from a child's home culture and learn its name in their language together.",
        "Let children play in pairs at a shared task, such as building, where gesture carries meaning.",
        "Name actions aloud in the school language as children do them in practical activities.",
      ],
      primary: [
        "Build occupations, such as weaving or gardening, that let newcomers take part before they speak fluently.",
        "Invite students to teach the class words from their home language related to the project.",
        "Pair newcomers with a peer for a practical task and give them the key words on cards.",
      ],
      secondary: [
        "Let students investigate the languages spoken in their community as a research project.",
        "Allow students to discuss a problem in their home language first before reporting in the school language.",
        "Use visual and hands-on investigations so all students can contribute findings.",
      ],
    },
    pitfall:
      "Teachers celebrate home cultures in a one-off festival but leave the daily work unchanged, so newcomers stay on the margins of shared activity.",
    question: "In what shared activity can this newcomer take a full part before they have the words?",
  },
  discussion: {
    position:
      "I see democracy not merely as a way of governing but first of all as a way of living together, in which experience is shared and communicated. A classroom becomes a community when students share purposes and must communicate to carry them out, and that sharing educates everyone in it. Discussion matters when it serves a joint undertaking, not as talk for its own sake.",
    work: "Democracy and Education",
    addressed: true,
    moves: {
      early: [
        "Gather the children in a circle to plan what they will build together in the block corner.",
        "After a group activity, ask each child to tell the others one thing they did.",
        "Let children decide together how to share a limited set of materials.",
      ],
      primary: [
        "Give groups a shared problem, such as planning the class garden, that cannot be solved by one student.",
        "Hold a report-back session where each group explains its findings and takes questions.",
        "Rotate roles, such as chair, recorder and materials manager, within each group.",
      ],
      secondary: [
        "Run a class deliberation on a real school decision and send the outcome to the administration.",
        "Set group investigations where each member researches a part and the group must combine them.",
        "Ask students to evaluate how well the group communicated and what they would change.",
      ],
    },
    pitfall:
      "Group work becomes seating arrangement, with students sitting together but working alone on identical worksheets.",
    question: "What does your class need to decide together this week?",
    worked: [
      {
        move: "Give groups a shared problem, such as planning the class garden, that cannot be solved by one student.",
        steps: [
          "Choose a real problem that needs several people's work, such as planning the class garden within a budget.",
          "Give each group the constraints: space, money, time.",
          "Let them plan together, with roles for measuring, costing and drawing.",
          "Hold a report-back where each group presents its plan and answers questions.",
        ],
      },
    ],
  },
  questioning: {
    position:
      "Thinking begins in a genuine situation of experience that presents a problem, not in a question the teacher already knows the answer to. Good questions direct students to observe, to gather data and to test ideas, and they come out of the activity rather than being tacked on afterward. The teacher's art is to find problems that are real to students yet within their reach.",
    work: "Democracy and Education",
    addressed: true,
    moves: {
      early: [
        "Ask what do you think will happen if, during play with water, and wait for the children's ideas.",
        "Respond to a child's question by asking how we could find out.",
        "Pose one puzzling situation a day, such as why the shadow moved, and let the children offer guesses.",
      ],
      primary: [
        "Ask students what they need to know to finish their project and list the questions.",
        "Follow each answer with how do you know, or what makes you think so.",
        "Turn a textbook fact into a question students can test before reading about it.",
      ],
      secondary: [
        "Have students generate the questions for a unit investigation and sort them by which can be tested.",
        "Ask students to identify the assumption behind an argument they read.",
        "End a lesson with what is still unclear, and open the next lesson with the best of those.",
      ],
    },
    pitfall:
      "Teachers ask a stream of recall questions and call it inquiry, although no problem was ever felt by the students.",
    question: "Is this question one your students feel, or only one you need them to answer?",
    worked: [
      {
        move: "Have students generate the questions for a unit investigation and sort them by which can be tested.",
        steps: [
          "Open the unit with an object or problem, and give students five minutes to write as many questions as they can.",
          "Collect them on the board and ask: *Which of these could we find out by testing?*",
          "Sort them into testable, researchable and open questions.",
          "Let groups choose a testable question to investigate, and return to the open questions at the end.",
        ],
      },
    ],
  },
  "early-years": {
    position:
      "In the chapter on Froebel's educational principles that I added to later editions of this book, I kept what was sound in his kindergarten: the child's own activity, his play and his social life are the starting point of education. But I warned against symbolic exercises cut off from children's real experience, preferring play with materials that reproduce the activities of adult life, such as cooking, building and housekeeping. Play is the free use of a child's powers, and it should lead into more directed work.",
    work: "The School and Society",
    addressed: true,
    moves: {
      early: [
        "Set up a play kitchen with real ingredients where children can make simple snacks.",
        "Provide large blocks and planks for building a house the children can play in.",
        "Join the children's play as a member of the group and pose one new problem, such as how the house gets water.",
      ],
      primary: [
        "Keep constructive play in first grade with a project such as building a model village of the neighborhood.",
        "Turn a play scenario, such as a post office, into a context for writing letters and weighing parcels.",
        "Ask students to plan their play project on paper and review afterwards what happened and why.",
      ],
      secondary: [
        "Ask students to design play materials for a kindergarten based on real occupations, and test them with the children.",
        "Run a simulation of a town council for social studies, followed by reflection on what it taught.",
        "Have students observe young children's play and analyze what adult activities the children are reproducing.",
      ],
    },
    pitfall:
      "Play is left entirely free with no growth in direction, so it repeats the same themes for months without new learning.",
    question: "What adult activity are your children reproducing in their play, and how could you deepen it?",
  },
  adolescents: {
    position:
      "I did not write a separate theory of adolescence; my Laboratory School served children up to the early teens. Reasoning from my principles, every experience should lead to richer ones, so older students need increasingly organized subject matter and genuine responsibility in the community. Their growing capacity for reflective thought should be put to work on real social problems.",
    work: "Experience and Education",
    addressed: false,
    moves: {
      early: [
        "Invite teenagers to help with a kindergarten building project, so young children see learning continue.",
        "Let older students read the stories the young children dictated and discuss them.",
        "Show young children the work of older students on a shared project such as a mural.",
      ],
      primary: [
        "Give upper primary students longer projects they plan themselves, as preparation for adolescence.",
        "Let older students teach younger ones a skill learned in an occupation.",
        "Ask students to identify a problem in the school that they could investigate.",
      ],
      secondary: [
        "Organize service learning projects in which students address a community need and reflect on it.",
        "Let students run a school council with real decisions.",
        "Connect academic subjects to vocational work students may pursue, and discuss the social meaning of work.",
      ],
    },
    pitfall:
      "Secondary schools treat adolescents as passive recipients of subject content while saving real responsibility for adulthood.",
    question: "What real problem are your adolescents responsible for solving this term?",
  },
  arts: {
    position:
      "I counted the expressive impulse among the four great interests of children, alongside communication, inquiry and making things. In our school, art grew out of the other occupations: the child who had spun and woven wool or watched a plant grow had something of his own to express. Art that is only technique without anything to say, or only expression without skill, misses what education in art can be.",
    work: "The School and Society",
    addressed: true,
    moves: {
      early: [
        "After a visit to a farm, give children clay to model the animals they saw and tell each other about them.",
        "Let children paint the story of something the class did together that week, such as baking bread.",
        "Put simple instruments in the play area and let children make up music to go with a story.",
      ],
      primary: [
        "After studying how cloth is made, have students design and weave a small textile on looms they helped build.",
        "Ask students to draw their garden or science observations carefully for an exhibition, as records others will use.",
        "Let students write and stage a short play about an occupation they studied, such as the life of a miller.",
      ],
      secondary: [
        "Set an art project that responds to a social problem the class has investigated, for a public audience.",
        "Teach one craft technique in depth, such as printmaking, then ask students to use it for a purpose of their own.",
        "Hold a community exhibition where students explain what experience their work expresses.",
      ],
    },
    pitfall:
      "Art becomes a reward activity on Friday afternoon, cut off from the rest of the curriculum and from anything the students want to say.",
    question: "What experience do your students have that they want to express?",
  },
  technology: {
    position:
      "I never wrote about screens or digital devices. I did see the school of my time confronting an industrial revolution that had moved production out of the home, and I wanted children to understand the processes of industry rather than only consume their products. Reasoning from that, I would have students use and examine technology as a social occupation, asking how it works and whom it serves.",
    work: "The School and Society",
    addressed: false,
    moves: {
      early: [
        "Let children take apart an old clock or toaster with screwdrivers to see how it works.",
        "Give children real hammers, saws and soft wood for supervised building.",
        "Ask children how a letter gets from one house to another and act out the journey.",
      ],
      primary: [
        "Have students trace how a pencil is made, from tree and graphite to the shop, and draw the chain of work.",
        "Use a recording app for a real purpose, such as collecting interviews for a class history project.",
        "Ask students to compare how washing clothes was done before and after the washing machine, with a demonstration.",
      ],
      secondary: [
        "Have students investigate how a technology they use daily, such as ride-hailing apps, changes work in their town.",
        "Let students build a simple device or program that solves a real school problem.",
        "Hold a class deliberation on phone rules, based on evidence students gather about their own use.",
      ],
    },
    pitfall:
      "Technology is introduced for its novelty, and students use tools without ever asking how they work or what they change.",
    question: "Do your students understand the tools they use, or only operate them?",
  },
  families: {
    position:
      "In The School and Society I ask that a community want for all its children what its most thoughtful parents want for their own child. The school should be an extension of the home and the neighborhood, taking up the occupations of family life and connecting them to wider knowledge. When school and home stay isolated, the child cannot use at school what he has learned outside.",
    work: "The School and Society",
    addressed: true,
    moves: {
      early: [
        "Invite a parent to cook a family recipe with the children and let the children ask about it.",
        "Ask families to send photographs of work done at home, such as mending or gardening, to discuss at circle time.",
        "Hold an open morning where parents join the children's building play and see the learning in it.",
      ],
      primary: [
        "Ask family members to talk about their jobs as part of a unit on the work of the town.",
        "Share a project plan with families and ask what materials or skills they could contribute.",
        "End a project with an exhibition where students explain to families what problem they solved.",
      ],
      secondary: [
        "Bring community members in as mentors or interview subjects for student investigations.",
        "Invite families to a public presentation of student research on a local issue.",
        "Open the school in the evening as a meeting place for community discussion, with students taking part.",
      ],
    },
    pitfall:
      "Families are involved only to raise funds or attend performances, while their knowledge never enters the curriculum.",
    question: "What does the community of your students know that your school could learn from?",
  },
  planning: {
    position:
      "I see the child and the curriculum as two limits of a single process: the subjects are the organized result of human experience, and the child's present experience is where that result must be reached from. The teacher must psychologize the subject matter, turning it back into the experience from which it grew. Planning means knowing both the child's present powers and where the subject is leading.",
    work: "The Child and the Curriculum",
    addressed: true,
    moves: {
      early: [
        "Plan the week from what children did in play last week, noting which interests to extend.",
        "List the concepts, such as measurement or sequence, that your planned play activities will touch.",
        "Prepare one new material that takes a current interest one step further.",
      ],
      primary: [
        "Plan each unit from an occupation and map the subject knowledge it will draw in.",
        "Write down students' current ideas about a topic before planning how to lead them further.",
        "Leave room in the plan to follow questions that arise, and record where they led.",
      ],
      secondary: [
        "Plan units around a central question that connects the subject's concepts to students' lives.",
        "Map the sequence of ideas in the discipline and design experiences that lead students through it.",
        "Review each unit by asking whether it prepared students for the next rather than closing a topic.",
      ],
    },
    pitfall:
      "Teachers follow children's interests with no map of the subject, so the curriculum becomes a scattering of activities.",
    question: "Where does this lesson start in your students' experience, and where in the subject does it lead?",
  },
  wellbeing: {
    position:
      "Reflective thinking, as I describe it, applies to the teacher as much as the student: to treat each lesson as an experiment whose results one examines. I did not write about teacher stress. My view is that the educator is responsible for knowing the conditions of experience and shaping them, and reflection on what happened is the means by which a teacher grows rather than repeating the same year.",
    work: "How We Think",
    addressed: false,
    moves: {
      early: [
        "After each day, write three lines on what the children did, what you expected, and what you will change.",
        "Observe one child's play for ten minutes and ask what it shows about the environment you prepared.",
        "Bring one puzzling moment a week to a colleague and think it through together.",
      ],
      primary: [
        "Treat one lesson a week as an experiment with a hypothesis, and note what happened.",
        "Plan a shared occupation, such as the class garden, with colleagues and divide the preparation.",
        "Ask students at the end of a unit what helped them learn, and use it next time.",
      ],
      secondary: [
        "Form a small inquiry group with colleagues to study one problem of practice over a term.",
        "Keep a journal on a unit and reread it before teaching the unit again.",
        "Hand more of the planning of projects to students, freeing your time for guiding.",
      ],
    },
    pitfall:
      "Reflection becomes a self-critical ritual that adds to the teacher's load without changing the next lesson.",
    question: "What did your last lesson teach you about your students?",
  },
};
