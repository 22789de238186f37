import type { EducatorNotes } from "../note-types";

/** Julius Nyerere's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "I did not write a code of classroom discipline. Reasoning from Education for Self-Reliance, where I wanted each school to be a community in which pupils and teachers share the work and the decisions that keep it running, I would seek order in shared responsibility for a common enterprise rather than in the obedience of individuals to rules handed down.",
    work: "Education for Self-Reliance",
    addressed: false,
    moves: {
      early: [
        "Give every child a share in keeping the room, such as sweeping, watering or tidying, and do these jobs alongside them.",
        "When a child spoils the group's work, ask the group to talk about how it affects everyone and how to repair it.",
        "Praise children for helping one another more than for sitting still.",
      ],
      primary: [
        "Let a pupil committee plan the care of the class garden and report to the class when duties are neglected.",
        "Ask pupils who disrupt group work to explain to the group what they need, and let the group propose a fair way forward.",
        "Work beside pupils in cleaning and repairing the school so no task is seen as beneath anyone.",
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
        "Link each unit to a real need in the community and let pupils suggest how to meet it.",
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
        "Have pupils write instructions for a task they do in the school garden.",
        "Ask pupils to teach a family member to read a few words.",
      ],
      secondary: [
        "Have students write reports on community projects for the village or town.",
        "Organize students to teach reading to adults who missed schooling.",
        "Read and discuss national documents, like the Arusha Declaration, in class.",
      ],
    },
    pitfall: "Literacy for community life is taken to mean basic reading only, and pupils are denied richer texts.",
    question: "What will your students read and write in the life they will actually lead?",
  },
  mathematics: {
    position:
      "I did not write about how mathematics should be taught. Reasoning from Education for Self-Reliance, where I wanted school farms and workshops to be places of learning as well as production, I would teach arithmetic through the accounts, measurements and planning of real school enterprises.",
    work: "Education for Self-Reliance",
    addressed: false,
    moves: {
      early: [
        "Count seeds, plants and harvested vegetables with the children.",
        "Measure the garden rows with sticks and compare lengths.",
        "Play market with real produce and simple money.",
      ],
      primary: [
        "Have pupils keep the records of the class garden: planting dates, yields and sales.",
        "Teach area by measuring and planning garden plots.",
        "Set problems using local prices and quantities.",
      ],
      secondary: [
        "Have students keep the full accounts of a school enterprise and present them to a meeting.",
        "Teach statistics through a survey of community needs.",
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
        "Compare traditional and modern farming methods scientifically.",
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
        "Avoid comparing children against each other.",
      ],
      primary: [
        "Include a group grade that reflects what the whole group achieved and how members helped each other.",
        "Assess pupils' contribution to the class production project.",
        "Let pupils assess how well they cooperated.",
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
        "Ask pupils to teach a skill they learned to a family member and report back.",
        "Set tasks that involve finding out about local work.",
        "Respect the chores children do at home as real work.",
      ],
      secondary: [
        "Assign interviews with community members about local problems.",
        "Ask students to apply what they learned in a family or village task.",
        "Set research on community needs as homework.",
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
        "Give every pupil a real role in the class production project.",
        "Pair pupils so stronger ones help others, and value both.",
        "Avoid separating pupils into fixed ability groups.",
      ],
      secondary: [
        "Ensure non-academic talents are valued as much as exam success.",
        "Let students who struggle academically lead in practical projects.",
        "Challenge any sense of superiority among high-achieving students.",
      ],
    },
    pitfall: "Inclusion in practical work becomes a separate track for those judged less able.",
    question: "Who in your school is treated as a failure, and why?",
  },
  multilingual: {
    position:
      "As president I made Kiswahili the language of primary schooling and of national life, and I translated Shakespeare into it, because a people's own language can carry any learning. Education for Self-Reliance asked schools to be rooted in their own society, and that begins with the language children live in.",
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
        "Let pupils translate short texts between languages.",
        "Use local-language books about local life.",
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
        "Ask children to share ideas in a circle.",
        "Praise children who help a group reach agreement.",
      ],
      primary: [
        "Let groups plan and run parts of the class production project.",
        "Hold class meetings where pupils discuss and decide together.",
        "Set group tasks where success depends on everyone's help.",
      ],
      secondary: [
        "Let students debate how the school enterprise should be run.",
        "Discuss national policies and their effects on the community.",
        "Set cooperative research projects with shared grades.",
      ],
    },
    pitfall: "Cooperation is preached while competition for exam places continues unchanged.",
    question: "Are your students learning to work together, or only alongside each other?",
  },
  questioning: {
    position:
      "In Education for Self-Reliance I wanted schools to develop an inquiring mind, one that does not accept ideas merely because they are written in books or spoken by authorities, but asks whether they fit its own situation. Students should question and adapt, not only absorb.",
    work: "Education for Self-Reliance",
    addressed: true,
    moves: {
      early: [
        "Ask children why we do things the way we do in the garden.",
        "Welcome children's questions about the world around them.",
        "Ask children what they would do differently.",
      ],
      primary: [
        "Ask pupils whether an idea from a textbook fits their village.",
        "Invite pupils to question visiting experts.",
        "Let pupils suggest improvements to school routines.",
      ],
      secondary: [
        "Ask students to question foreign models and adapt them to local needs.",
        "Discuss whether national policies are working.",
        "Let students challenge textbook claims with local evidence.",
      ],
    },
    pitfall: "Questioning is encouraged in class but not allowed about the school or the nation.",
    question: "Do your students question what they read, or accept it because it is printed?",
  },
  "early-years": {
    position:
      "I did not write about play or preschool education. In Education for Self-Reliance I proposed that children start primary school later, at about seven, so that they would be old enough to work and take responsibility when they finished; reasoning from that, I would let the early years be rooted in family and community life.",
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
        "Keep cooperative play in early primary.",
        "Invite elders to tell stories.",
      ],
      secondary: [
        "Let adolescents help care for young children in the community.",
        "Discuss the role of family in early learning.",
        "Let students design games for young children.",
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
        "Let teenagers help young children in the garden.",
        "Tell children about young people who serve the community.",
        "Let older students show their work to the young ones.",
      ],
      primary: [
        "Give older pupils responsibility for parts of the school farm.",
        "Let older pupils mentor younger ones.",
        "Prepare pupils for secondary school as service, not escape.",
      ],
      secondary: [
        "Involve students in running school enterprises and making decisions.",
        "Discuss with students any contempt for manual work.",
        "Connect students with community service projects.",
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
        "Sing and dance community songs with children.",
        "Let children make crafts from local materials.",
        "Invite elders to share traditional stories.",
      ],
      primary: [
        "Teach local crafts and let pupils sell or use what they make.",
        "Let pupils perform traditional songs for the community.",
        "Compare local and foreign stories.",
      ],
      secondary: [
        "Let students translate and perform a foreign play in the local language.",
        "Study local art forms and their history.",
        "Let students create art that serves community events.",
      ],
    },
    pitfall: "Arts education imports foreign forms and ignores the community's own culture.",
    question: "What art does your community make that your students study?",
  },
  technology: {
    position:
      "I did not write about screens or computers in classrooms. Reasoning from Education for Self-Reliance, where I wanted students to learn from others and adapt it to local needs, I would ask whether a technology serves the community's development and whether it makes students self-reliant or dependent.",
    work: "Education for Self-Reliance",
    addressed: false,
    moves: {
      early: [
        "Use simple tools children can make and repair.",
        "Keep screens secondary to practical activity.",
        "Talk about tools used in the community.",
      ],
      primary: [
        "Teach pupils to use and repair tools used locally.",
        "Use technology to research community problems.",
        "Discuss how technology helps farmers.",
      ],
      secondary: [
        "Ask students to adapt a technology to local needs.",
        "Discuss whether imported technologies create dependence.",
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
        "Invite families to help in the school garden.",
        "Ask elders to teach children songs and stories.",
        "Treat families as partners in raising children.",
      ],
      primary: [
        "Invite farmers, craftspeople and elders to teach the class.",
        "Share the class production project's results with families.",
        "Ask families what skills they want children to learn.",
      ],
      secondary: [
        "Involve community members in planning school projects.",
        "Let students serve families in the community.",
        "Discuss ujamaa and family responsibility in class.",
      ],
    },
    pitfall: "Schools invite families only to receive reports, not to teach or plan.",
    question: "Who in your community knows things your textbooks do not?",
  },
  planning: {
    position:
      "In Education for Self-Reliance I argued that primary education must be complete in itself, not a preparation for secondary school that most will never attend, and that every school should include productive work as part of its curriculum. Planning begins with the life students will lead.",
    work: "Education for Self-Reliance",
    addressed: true,
    moves: {
      early: [
        "Plan activities around community life and work.",
        "Include gardening and crafts in the weekly plan.",
        "Plan cooperative rather than competitive games.",
      ],
      primary: [
        "Plan the final primary year so it completes an education for community life.",
        "Build a production project into the yearly plan.",
        "Plan units around local needs and knowledge.",
      ],
      secondary: [
        "Plan the curriculum so productive work is part of every course.",
        "Include community service in the plan.",
        "Review the curriculum for elitist assumptions.",
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
        "Share classroom tasks with children and families.",
        "Work alongside colleagues in the school garden.",
        "Remember that teaching is service to the community.",
      ],
      primary: [
        "Share planning and production work with colleagues.",
        "Ask community members for help.",
        "Reflect on how your teaching serves the community.",
      ],
      secondary: [
        "Work with students as partners in running the school.",
        "Find colleagues committed to the same aims.",
        "Reflect on what your teaching gives back.",
      ],
    },
    pitfall: "Teachers try to carry the school alone instead of sharing it with students and community.",
    question: "Who shares the work of your school with you?",
  },
};
