import type { EducatorNotes } from "../note-types";

/** Julius Nyerere's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "Classroom discipline as a technique is not something my speeches and essays set out. Reasoning from Education for Self-Reliance, where I wanted each school to be a community in which students and teachers share the work and the decisions that keep it running, I would seek order in shared responsibility for a common enterprise rather than in the obedience of individuals to rules handed down.",
    work: "Education for Self-Reliance",
    addressed: false,
    moves: {
      early: [
        "Give every child a share in keeping the room, such as sweeping, watering or tidying, and do these jobs alongside them.",
        "When a child spoils the group's work, ask the group to talk about how it affects everyone and how to repair it.",
        "Praise children for helping one another more than for sitting still.",
      ],
      primary: [
        "Let a student committee plan the care of the class garden and report to the class when duties are neglected.",
        "Ask students who disrupt group work to explain to the group what they need, and let the group propose a fair way forward.",
        "Work beside students in cleaning and repairing the school so no task is seen as beneath anyone.",
      ],
      secondary: [
        "Involve students in deciding how the school's shared work, such as a farm or workshop, is organized and what happens when someone shirks.",
        "Treat a student's contempt for manual work as a matter for discussion about the community, not only for a sanction.",
        "Hold regular meetings where students and teachers review how well the school community is working together.",
      ],
    },
    pitfall:
      "Shared work becomes a punishment handed to troublesome students, which teaches exactly the contempt for labor I wanted schools to end.",
    question: "Is order in your school something students share in making, or only something done to them?",
    worked: [
      {
        move: "Ask students who disrupt group work to explain to the group what they need, and let the group propose a fair way forward.",
        steps: [
          "When a student keeps disrupting a group, pause the group and say: *[name], tell the group what you need to work well.*",
          "Let the group listen without interrupting, then ask each member what they need too.",
          "Ask the group to propose a fair way forward that meets everyone, and write it down.",
          "Check with the group at the end of the lesson whether the agreement held.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "In Education for Self-Reliance I argued that schooling had taught children to aim at personal advancement and escape from the village, and that it should instead prepare them for the life and service of the society in which most would live. Young people work with purpose when they can see that their learning builds their own community.",
    work: "Education for Self-Reliance",
    addressed: true,
    moves: {
      early: [
        "Let children grow food in a small garden and eat or share what they harvest.",
        "Tell children who in the village or town uses the skills they are learning, such as counting at the market.",
        "Let a child's work serve the class, like making name cards for everyone.",
      ],
      primary: [
        "Start a class production project, such as a vegetable plot or a small craft, whose products go to the school or community.",
        "Link each unit to a real need in the community and let students suggest how to meet it.",
        "Invite a local farmer or craftsperson to explain how they use reading and arithmetic in their work.",
      ],
      secondary: [
        "Let students run a small school enterprise and decide together how to use the income.",
        "Ask students to identify a problem in their community and plan a project to address it.",
        "Discuss with students what their education owes to the community that paid for it.",
      ],
    },
    pitfall:
      "Community projects are imposed as compulsory labor with no educational thought, and students learn resentment rather than purpose.",
    question: "Does your school prepare students for the community they live in, or teach them to leave it?",
    worked: [
      {
        move: "Let students run a small school enterprise and decide together how to use the income.",
        steps: [
          "Help the class choose a small enterprise, such as selling vegetables they grow or running a school stall.",
          "Have them plan it together, with roles, costs and a simple account book.",
          "Run it for a term, with a weekly meeting to review the accounts.",
          "At the end, let the class decide together how to use the income, for the school or the community.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "In Education for Self-Reliance I argued that primary education must be complete in itself, giving children the reading, writing and knowledge they need for life in their own society, since most would not go further. Literacy is for living and working well in the community, not only a step toward examinations for the few.",
    work: "Education for Self-Reliance",
    addressed: true,
    moves: {
      early: [
        "Tell local stories and let children retell them in their own words.",
        "Label things in the classroom and garden in the language children speak at home.",
        "Sing songs from the community and talk about their meaning.",
      ],
      primary: [
        "Teach reading through texts about local farming, health and community life.",
        "Have students write instructions for a task they do in the school garden.",
        "Ask students to teach a family member to read a few words.",
      ],
      secondary: [
        "Have students write reports on community projects for the village or town.",
        "Organize students to teach reading to adults who missed schooling.",
        "Read and discuss national documents, like the Arusha Declaration, in class.",
      ],
    },
    pitfall: "Literacy for community life is taken to mean basic reading only, and students are denied richer texts.",
    question: "What will your students read and write in the life they will actually lead?",
  },
  mathematics: {
    position:
      "The methods of mathematics teaching are not a subject I wrote on. Reasoning from Education for Self-Reliance, where I wanted school farms and workshops to be places of learning as well as production, I would teach arithmetic through the accounts, measurements and planning of real school enterprises.",
    work: "Education for Self-Reliance",
    addressed: false,
    moves: {
      early: [
        "Count seeds, plants and harvested vegetables with the children.",
        "Measure the garden rows with sticks and compare lengths.",
        "Set up a market stall with vegetables from the class garden and let children buy and sell with simple coins.",
      ],
      primary: [
        "Have students keep the records of the class garden: planting dates, yields and sales.",
        "Have students measure the school garden with string and pegs and work out the area each group will cultivate.",
        "Write word problems from the prices at the local market and the quantities farmers actually sell.",
      ],
      secondary: [
        "Have students keep the full accounts of a school enterprise and present them to a meeting.",
        "Have students survey households on a community need, such as water or transport, and present the statistics at a village or neighborhood meeting.",
        "Let students plan the budget for a school production project.",
      ],
    },
    pitfall:
      "Practical mathematics stops at bookkeeping, and students are not taken to the abstract mathematics they may need.",
    question: "What real accounts could your students keep?",
  },
  science: {
    position:
      "In Education for Self-Reliance I wanted school farms to teach modern methods of agriculture and students to learn by doing, so that science would serve rural development rather than remain book knowledge. An inquiring mind, able to learn from others and adapt what it learns to local needs, was one of my aims.",
    work: "Education for Self-Reliance",
    addressed: true,
    moves: {
      early: [
        "Plant seeds in different spots and let children see which grow best.",
        "Let children observe insects in the garden and talk about which help or harm the plants.",
        "Collect rainwater and watch how much falls each week.",
      ],
      primary: [
        "Run an experiment in the school garden comparing two ways of growing a crop.",
        "Invite a farmer to share local knowledge, then test it together.",
        "Teach about soil, water and plants through the school farm.",
      ],
      secondary: [
        "Have students design experiments to improve yields in the school farm.",
        "Plant one plot by a traditional method an elder recommends and one by a modern method, and compare the yields fairly.",
        "Let students investigate a local health or environmental problem.",
      ],
    },
    pitfall: "Practical science becomes farm chores with no inquiry, so students learn labor without learning science.",
    question: "How does your science lesson help your community solve its problems?",
  },
  assessment: {
    position:
      "In Education for Self-Reliance I criticized schooling dominated by examinations that select a few for further study, and I asked that examinations count for less, with assessment also recognizing the work students do for the school and community. Grades that reward only individual book learning teach students the wrong values.",
    work: "Education for Self-Reliance",
    addressed: true,
    moves: {
      early: [
        "Note how each child contributes to shared tasks as well as what they learn.",
        "Celebrate group achievements, like a harvest, rather than individual stars.",
        "Report to families on what each child contributes to the shared work, never on where the child ranks in the class.",
      ],
      primary: [
        "Include a group grade that reflects what the whole group achieved and how members helped each other.",
        "Keep a simple record of each student's part in the class production project and discuss it with him at the end of term.",
        "After group work, let each group judge together how well it shared the labor and what it would change.",
      ],
      secondary: [
        "Give part of the course grade for contribution to community projects.",
        "Reduce the weight of final exams in favor of continuous assessment of work.",
        "Let students present their community work to a panel that includes local people.",
      ],
    },
    pitfall: "Group grades hide individual struggles, and weaker students are carried without learning.",
    question: "What does your assessment reward: individual success or shared achievement?",
  },
  homework: {
    position:
      "Homework is not a subject my speeches and essays take up. Reasoning from Education for Self-Reliance, I would want work outside the classroom to connect learning to the family's and village's life, such as teaching a skill at home, rather than to isolate the child with books.",
    work: "Education for Self-Reliance",
    addressed: false,
    moves: {
      early: [
        "Ask children to help with a family task and tell the class.",
        "Send home a song to teach to a sibling.",
        "Ask families to share a story with the child.",
      ],
      primary: [
        "Ask students to teach a skill they learned to a family member and report back.",
        "Set tasks that involve finding out about local work.",
        "Respect the chores children do at home as real work.",
      ],
      secondary: [
        "Ask students to interview a farmer, trader or health worker about a local problem and bring back one idea the school could act on.",
        "Ask students to apply what they learned in a family or village task.",
        "Set students to find out at home which skills their family most needs, and use the answers to plan the next project.",
      ],
    },
    pitfall: "Homework ignores the work children already do for their families and adds to their burden.",
    question: "How does your homework connect to the lives of your students' families?",
  },
  inclusion: {
    position:
      "In Education for Self-Reliance I criticized a system that creates an educated elite, set apart and thinking itself superior, while most children are sent home as failures. I did not write about special needs, but the principle is that education must serve all the people, not a chosen few.",
    work: "Education for Self-Reliance",
    addressed: true,
    moves: {
      early: [
        "Make sure every child has a role in shared tasks.",
        "Avoid praising some children as clever and others not.",
        "Let children help one another as members of one family.",
      ],
      primary: [
        "Give every student a real role in the class production project.",
        "Pair students so stronger ones help others, and value both.",
        "Mix students of different attainments in each work team, so the quick and the slow depend on each other as a family does.",
      ],
      secondary: [
        "Ensure non-academic talents are valued as much as exam success.",
        "Let students who struggle academically lead in practical projects.",
        "When a high-achieving student sneers at classmates or manual work, talk with him about what his schooling owes the people who paid for it.",
      ],
    },
    pitfall: "Inclusion in practical work becomes a separate track for those judged less able.",
    question: "Who in your school is treated as a failure, and why?",
    worked: [
      {
        move: "Mix students of different attainments in each work team, so the quick and the slow depend on each other as a family does.",
        steps: [
          "Form teams of four with a range of attainment in each, and keep them for several weeks.",
          "Give a task that needs every member's contribution, such as a shared product with four parts.",
          "Tell teams that their work is finished only when every member can explain it.",
          "At the end, ask each team how they helped one another, and thank them for it.",
        ],
      },
    ],
  },
  multilingual: {
    position:
      "Under my government Kiswahili became the national language and the language of primary schooling, and I translated Shakespeare into it, because a people's own language can carry any learning. Education for Self-Reliance asked schools to be rooted in their own society, and that begins with the language children live in.",
    work: "Education for Self-Reliance",
    addressed: true,
    moves: {
      early: [
        "Teach in the language children speak at home, and introduce others gently.",
        "Tell stories and sing songs in the local language.",
        "Value children's home language as a language of learning.",
      ],
      primary: [
        "Teach content in the national or home language first, then introduce other languages.",
        "Let students translate a short story between Kiswahili or their home language and English, and compare what each version loses.",
        "Build a class shelf of books in the local language about farming, family and village life.",
      ],
      secondary: [
        "Let students translate a great work into their home language.",
        "Discuss with students the role of language in national identity.",
        "Let students research and present in the language they think in.",
      ],
    },
    pitfall:
      "Teaching in the home language becomes a dead end when students are never given access to the languages of wider opportunity.",
    question: "Can your students learn anything in the language they think in?",
  },
  discussion: {
    position:
      "In Education for Self-Reliance I wanted education to foster cooperation rather than individual competition, and an inquiring mind able to think for itself and to learn from others. Group work in a school community, with shared decisions, is how these values are learned.",
    work: "Education for Self-Reliance",
    addressed: true,
    moves: {
      early: [
        "Let children plan together what to plant in the garden.",
        "Sit the children in a circle to decide together what the class should plant, and let every child speak.",
        "Thank aloud the child who helped two friends agree on sharing a tool, and name it as the work of a good family member.",
      ],
      primary: [
        "Let groups plan and run parts of the class production project.",
        "Hold class meetings where students discuss and decide together.",
        "Set group tasks where success depends on everyone's help.",
      ],
      secondary: [
        "Let students debate how the school enterprise should be run.",
        "Discuss national policies and their effects on the community.",
        "Set a research project on a community problem in which the group shares one grade and reports how members helped each other.",
      ],
    },
    pitfall: "Cooperation is preached while competition for exam places continues unchanged.",
    question: "Are your students learning to work together, or only alongside each other?",
  },
  questioning: {
    position:
      "In Education for Self-Reliance I wanted schools to develop an inquiring mind, one that does not accept ideas merely because they are written in books or spoken by authorities, but asks whether they fit its own situation. An educated person should test and adapt ideas to his own conditions, not merely absorb them.",
    work: "Education for Self-Reliance",
    addressed: true,
    moves: {
      early: [
        "Ask children why we do things the way we do in the garden.",
        "Answer children's questions about the plants, animals and work they see around the village with real information, not dismissal.",
        "After a garden task, ask the children what they would do differently next time to make it go better.",
      ],
      primary: [
        "Ask students whether an idea from a textbook fits their village.",
        "Prepare students to question a visiting agricultural officer and to ask whether his advice suits local soil and weather.",
        "Invite students to propose one improvement to a school routine each month and try the best one.",
      ],
      secondary: [
        "Ask students to question foreign models and adapt them to local needs.",
        "Ask students to examine a national policy in their own district and argue, with evidence, whether it is working.",
        "Have students test a textbook claim about farming or health against what they observe locally.",
      ],
    },
    pitfall: "Questioning is encouraged in class but not allowed about the school or the nation.",
    question: "Do your students question what they read, or accept it because it is printed?",
  },
  "early-years": {
    position:
      "Play and preschool education are not subjects I took up in my writing. In Education for Self-Reliance I did argue that children should leave primary school old enough to work and take responsibility in their villages, which meant starting school older than many then did; reasoning from that, I would let the years before school be rooted in family and community life.",
    work: "Education for Self-Reliance",
    addressed: false,
    moves: {
      early: [
        "Let children take part in simple family and community tasks through play.",
        "Tell children stories of their community and its elders.",
        "Let children play cooperative games rather than competitive ones.",
      ],
      primary: [
        "Build on the skills children bring from home in the first grades.",
        "Keep cooperative games, in which the whole group wins or loses together, in the first years of primary school.",
        "Invite a grandparent to tell the first-grade class a story about how the community lived when they were young.",
      ],
      secondary: [
        "Let adolescents help care for young children in the community.",
        "Ask students what they learned from older relatives before they ever went to school, and discuss it as real education.",
        "Have students design cooperative games for the village nursery or a local preschool and teach them to the children.",
      ],
    },
    pitfall: "Early education copies foreign models and ignores the community's own ways of raising children.",
    question: "What do the young children in your care learn from their community?",
  },
  adolescents: {
    position:
      "In Education for Self-Reliance I worried that secondary students were being taught to see themselves as an elite, despising manual work and the people who do it. Adolescents should take part in productive work and in running their school, so that they grow into responsible members of the community.",
    work: "Education for Self-Reliance",
    addressed: true,
    moves: {
      early: [
        "Invite teenagers to work beside the little ones in the garden so the children see older students doing manual work with pride.",
        "Tell children about young people who serve the community.",
        "Let older students show their work to the young ones.",
      ],
      primary: [
        "Give older students responsibility for parts of the school farm.",
        "Assign each older student a younger one to teach a practical skill, like planting or measuring, over a term.",
        "Prepare students for secondary school as service, not escape.",
      ],
      secondary: [
        "Involve students in running school enterprises and making decisions.",
        "Hold an honest discussion on why some students look down on farm or manual work and where they learned it.",
        "Place students for a term with a community service project, such as a literacy class or a clinic, and let them report back.",
      ],
    },
    pitfall: "Adolescents see productive work as punishment because teachers avoid it themselves.",
    question: "Do your adolescents see themselves as servants of their community, or as above it?",
  },
  arts: {
    position:
      "I did not write at length about the arts in schools, though I translated Shakespeare into Kiswahili and valued our own culture. Reasoning from Education for Self-Reliance, I would root arts education in local traditions of song, dance and craft while opening students to the world's works.",
    work: "Education for Self-Reliance",
    addressed: false,
    moves: {
      early: [
        "Learn songs and dances from the children's own communities and perform them together at school gatherings.",
        "Let children weave, mold or carve simple things from local materials such as clay, grass or wood.",
        "Ask an elder to tell the children a traditional story and let them act it out afterwards.",
      ],
      primary: [
        "Teach local crafts and let students sell or use what they make.",
        "Let students prepare traditional songs for a village or neighborhood celebration.",
        "Read a local folk tale beside a foreign one and ask students what each teaches about living together.",
      ],
      secondary: [
        "Let students translate and perform a foreign play in the local language.",
        "Have students research a local art form, such as carving or taarab music, by interviewing practitioners.",
        "Ask students to make banners, murals or music for a community event and plan it with local leaders.",
      ],
    },
    pitfall: "Arts education imports foreign forms and ignores the community's own culture.",
    question: "What art does your community make that your students study?",
  },
  technology: {
    position:
      "Computers and screens in classrooms are not something I wrote about. Reasoning from Education for Self-Reliance, where I wanted students to learn from others and adapt it to local needs, I would ask whether a technology serves the community's development and whether it makes students self-reliant or dependent.",
    work: "Education for Self-Reliance",
    addressed: false,
    moves: {
      early: [
        "Let children make simple tools, such as a digging stick or a watering can from a tin, and fix them when they break.",
        "Use any screen only after children have handled the real thing in the garden or workshop.",
        "Show children the tools their parents use at work and talk about what each one does.",
      ],
      primary: [
        "Teach students to use and repair tools used locally.",
        "Let students use a school computer or phone to find information on a community problem, then check it with a local expert.",
        "Invite a farmer who uses a mobile phone for market prices to explain how it changed his work.",
      ],
      secondary: [
        "Ask students to adapt a technology to local needs.",
        "Ask students whether an imported machine used locally can be repaired locally, and what happens when it cannot.",
        "Let students use digital tools to run a school enterprise.",
      ],
    },
    pitfall: "Technology is imported without thought and creates dependence on outside supplies.",
    question: "Does this technology make your students more self-reliant, or less?",
  },
  families: {
    position:
      "In Ujamaa: Essays on Socialism I drew on the traditional African family, where each member cares for the others and all share in work and its fruits, as the model for our society. Schools should work with families and communities as one extended family.",
    work: "Ujamaa: Essays on Socialism",
    addressed: true,
    moves: {
      early: [
        "Invite parents to a work day in the school garden and let children show them what they have grown.",
        "Ask grandparents to come and teach the children a song their own grandparents taught them.",
        "Ask families at the start of the year what they most want their child to be able to do for the household.",
      ],
      primary: [
        "Invite farmers, craftspeople and elders to teach the class.",
        "Give part of the class garden's produce to families, with a note from the children about how they grew it.",
        "Ask families what skills they want children to learn.",
      ],
      secondary: [
        "Invite community members to the planning meeting for a school project and let their needs shape it.",
        "Let students carry out a service for families, such as repairing furniture or teaching reading, as part of the course.",
        "Discuss the idea of ujamaa with students and ask what familyhood would require of them in their own neighborhood.",
      ],
    },
    pitfall: "Schools invite families only to receive reports, not to teach or plan.",
    question: "Who in your community knows things your textbooks do not?",
  },
  planning: {
    position:
      "In Education for Self-Reliance I argued that primary education must be complete in itself, not a preparation for secondary school that most will never attend, and that every school should include productive work as part of its curriculum. Good planning starts from the life most students will actually lead.",
    work: "Education for Self-Reliance",
    addressed: true,
    moves: {
      early: [
        "Plan the week's play around the work of the community, such as market day or harvest.",
        "Set aside two sessions a week for gardening and crafts that produce something the class can use.",
        "Plan outdoor games in which children must cooperate to succeed, rather than ones with single winners.",
      ],
      primary: [
        "Plan the final primary year so it completes an education for community life.",
        "Build a year-long production project, such as a garden or poultry unit, into the class plan, with mathematics and science units tied to it.",
        "Plan each unit by asking what local people need to know and what local people already know about it.",
      ],
      secondary: [
        "Plan the curriculum so productive work is part of every course.",
        "Schedule community service into the course plan as assessed work, not as an extra.",
        "Review the syllabus for lessons that teach students to look down on rural life or manual work, and rewrite them.",
      ],
    },
    pitfall:
      "Productive work is added on top of an unchanged academic curriculum, so students are overloaded and learn neither well.",
    question: "What does your curriculum prepare students for if they never go on to the next stage?",
  },
  wellbeing: {
    position:
      "I was a teacher before I was a president, and people called me Mwalimu all my life. I did not write about teacher wellbeing; reasoning from Education for Self-Reliance, I would say a teacher is sustained by being part of a school community that shares its work and by seeing learning serve the people.",
    work: "Education for Self-Reliance",
    addressed: false,
    moves: {
      early: [
        "Hand real classroom tasks to children and parents instead of doing every job yourself.",
        "Join colleagues in the school garden once a week, so shared labor builds a staff community.",
        "On hard days, recall one thing a former student now does for the community.",
      ],
      primary: [
        "Divide the planning of the class production project with colleagues so no teacher carries it alone.",
        "Ask a parent or elder to take a session in their skill, which rests you and enriches the class.",
        "Write down at the end of term one way your teaching served the community and one way it did not.",
      ],
      secondary: [
        "Work with students as partners in running the school.",
        "Form a small group of colleagues committed to self-reliant education and meet each month to share plans.",
        "Ask yourself whether your students leave you more ready to serve their community or to escape it.",
      ],
    },
    pitfall: "Teachers try to carry the school alone instead of sharing it with students and community.",
    question: "Who shares the work of your school with you?",
  },
};
