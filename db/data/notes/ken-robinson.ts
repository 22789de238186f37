import type { EducatorNotes } from "../note-types";

/** Ken Robinson's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "I never wrote a method of classroom management; reasoning from my work, a good deal of what schools call misbehavior is the response of lively children to a system built for conformity and compliance. In Creative Schools I argue that education is organic, not industrial: you cannot force children to learn, but you can create the conditions in which they want to. Classrooms that engage students, with variety, movement and real purpose, have fewer reasons to control them.",
    work: "Creative Schools",
    addressed: false,
    moves: {
      early: [
        "When a child cannot sit through circle time, try a version of the same song or story that uses the whole body.",
        "Change the room so children can move between a building area, a quiet corner and a making table instead of waiting at tables.",
        "Watch the child who is always in trouble for a morning and write down what they do when they are fully absorbed.",
      ],
      primary: [
        "Build a short burst of movement, drama or dance into the middle of long seated lessons.",
        "Give the class a real problem to solve together, such as redesigning the reading corner, and let restless pupils lead parts of it.",
        "Talk privately with a frequently disruptive pupil about what they love doing outside school and bring it into one task.",
      ],
      secondary: [
        "Ask a disengaged class what would make the next unit worth their time, and act on one suggestion.",
        "Give a student who constantly challenges rules a role in setting the norms for a project team.",
        "Replace one lecture-heavy lesson with a hands-on design challenge and note how behavior changes.",
      ],
    },
    pitfall:
      "Teachers hear that engagement reduces misbehavior and drop clear expectations altogether, when conditions for learning include structure as well as freedom.",
    question: "What is this restless child telling you about the conditions in your room?",
  },
  motivation: {
    position:
      "In The Element: How Finding Your Passion Changes Everything I describe the Element as the point where natural aptitude meets personal passion, and I tell the stories of people who found theirs, often despite school rather than because of it. When students discover what they love and are good at, their motivation no longer needs to be manufactured. A central task of education is to help each student find that point.",
    work: "The Element: How Finding Your Passion Changes Everything",
    addressed: true,
    moves: {
      early: [
        "Offer a wide range of activities across the week, from music and building to gardening, and note which ones each child loses themselves in.",
        "Tell families about a moment when their child was completely absorbed and ask what they see at home.",
        "Let a child who loves one thing, such as dinosaurs, bring it into counting, drawing and storytelling.",
      ],
      primary: [
        "Ask each pupil what they lose track of time doing and build that interest into at least one assignment this term.",
        "Invite adults with unusual passions, such as a beekeeper or a set designer, to talk about how they found their work.",
        "Give pupils a regular passion-project slot where they choose what to investigate and how to present it.",
      ],
      secondary: [
        "Ask students to map their aptitudes and passions and talk with them about where the two overlap.",
        "Connect a student who has found an interest with others who share it, in or beyond school.",
        "Allow students to choose the form of a major assignment so that their strengths can show.",
      ],
    },
    pitfall:
      "Teachers tell students to follow their passion without giving them the breadth of experience they need to discover one.",
    question: "What do your students love doing, and does your school ever see it?",
  },
  literacy: {
    position:
      "I never argued against literacy; in Creative Schools I count communication, the ability to express thoughts and feelings clearly in many media, among the eight competencies schools should develop. Reading and writing matter greatly, but spoken language, drama and storytelling are also forms of literacy and routes into it. Teaching literacy creatively engages students who are put off by drills.",
    work: "Creative Schools",
    addressed: true,
    moves: {
      early: [
        "Act out a favorite story with the children, then let them change the ending and act it again.",
        "Make up a group story in which each child adds a sentence, and write it down for them to see.",
        "Give children puppets and let them invent dialogues between the characters.",
      ],
      primary: [
        "Let pupils perform a poem with movement and sound before they write one of their own.",
        "Use drama techniques such as hot-seating a character to deepen comprehension of a class novel.",
        "Give pupils an authentic audience for their writing, such as a younger class or a local newspaper.",
      ],
      secondary: [
        "Invite students to adapt a scene from a set text into a short film, script or graphic novel.",
        "Run a spoken-word session where students write and perform pieces on issues they care about.",
        "Ask students to compare how a story works differently in print, film and performance.",
      ],
    },
    pitfall:
      "Creative literacy activities become performances with no attention to the craft of reading and writing well.",
    question: "Where do your students write for a real audience, about things that matter to them?",
  },
  mathematics: {
    position:
      "In Out of Our Minds: Learning to Be Creative I argue that creativity is not confined to the arts; it is as central to mathematics and science as to painting or music. Mathematics is often taught as a set of fixed procedures, when mathematicians actually work by imagination, conjecture and play with patterns. I also criticize the hierarchy of subjects, but the answer is not less mathematics; it is mathematics taught as a creative discipline.",
    work: "Out of Our Minds: Learning to Be Creative",
    addressed: true,
    moves: {
      early: [
        "Give children loose parts, such as shells and buttons, and ask them to make as many different patterns as they can.",
        "Ask children to invent their own way of showing how many children are here today.",
        "Sing and dance counting games so number is felt in the body.",
      ],
      primary: [
        "Pose an open problem with many possible answers, such as how many ways to make twenty, and celebrate original approaches.",
        "Let pupils design a game that uses a mathematical idea from this week.",
        "Show the class a mathematical pattern in art or nature and ask them to find the rule.",
      ],
      secondary: [
        "Set an open investigation where students must formulate their own question before solving it.",
        "Share stories of mathematicians who found ideas through intuition and play, not only procedure.",
        "Ask students to find and present a real-world problem that a mathematical model could help solve.",
      ],
    },
    pitfall:
      "Teachers add a creative activity at the end of a procedural unit rather than letting students think creatively about the mathematics itself.",
    question: "When did your students last do something original in mathematics?",
  },
  science: {
    position:
      "In Out of Our Minds: Learning to Be Creative I describe science as one of the great creative achievements of human beings, driven by imagination as well as evidence. Students should experience science as inquiry and discovery, not only as established facts to memorize. Curiosity is the engine, and schools too often switch it off.",
    work: "Out of Our Minds: Learning to Be Creative",
    addressed: true,
    moves: {
      early: [
        "Take children outside to collect things that interest them and let their questions guide the next activity.",
        "Give children materials to build something that rolls, floats or flies, and let them try many versions.",
        "Keep a class wonder wall where children's questions are written down and revisited.",
      ],
      primary: [
        "Let pupils design their own experiments to answer a question they have chosen.",
        "Use drama to act out a scientific process, such as the water cycle or a food chain.",
        "Invite a scientist to talk about the role of imagination and failure in their work.",
      ],
      secondary: [
        "Set a design challenge that requires students to apply scientific principles to an original solution.",
        "Ask students to imagine alternative hypotheses before testing them.",
        "Let students pursue an independent research question over several weeks.",
      ],
    },
    pitfall:
      "Inquiry becomes a recipe-style practical with a predetermined result, leaving no room for original thought.",
    question: "Where in your science lessons do students get to imagine?",
  },
  assessment: {
    position:
      "In Creative Schools I argue that high-stakes standardized testing has come to dominate education, narrowing the curriculum and distorting teaching. Assessment is necessary, but its main purposes should be to support learning and describe achievement, not to rank students and schools. Good assessment takes many forms, including portfolios, performances and teacher judgment.",
    work: "Creative Schools",
    addressed: true,
    moves: {
      early: [
        "Keep a portfolio of photos, drawings and recorded comments that show each child's development.",
        "Describe a child's progress to families in words rather than scores.",
        "Observe children during play to assess their learning.",
      ],
      primary: [
        "Include a performance or presentation in assessments so pupils can show learning in different ways.",
        "Give descriptive feedback on creative work, focusing on originality and quality.",
        "Let pupils assess their own work against criteria they helped create.",
      ],
      secondary: [
        "Use portfolios alongside exams to show students' range of achievement.",
        "Assess collaborative projects for both process and product.",
        "Talk with students about how test results do and do not capture their abilities.",
      ],
    },
    pitfall:
      "Schools keep teaching to the test while adding portfolios as extra paperwork, so neither serves learning.",
    question: "What do your assessments miss about your students?",
  },
  homework: {
    position:
      "I never wrote about homework; reasoning from my principles, home can be where students pursue the passions school has no room for. If learning is organic and personal, time at home might be better spent exploring an interest than repeating exercises. Homework that kills curiosity does more harm than good.",
    work: "The Element: How Finding Your Passion Changes Everything",
    addressed: false,
    moves: {
      early: [
        "Suggest families play, read and explore together rather than doing worksheets.",
        "Invite children to bring in something they made or found at home and talk about it.",
        "Ask families to share what their child loves doing in free time.",
      ],
      primary: [
        "Set homework that invites pupils to explore an interest connected to the topic.",
        "Let pupils choose how to present their home learning, such as a model, drawing or recording.",
        "Limit routine practice homework to keep time for play and hobbies.",
      ],
      secondary: [
        "Set long-term independent projects instead of nightly exercises.",
        "Encourage students to count their out-of-school passions as part of their learning.",
        "Ask students how homework affects their time for activities they love.",
      ],
    },
    pitfall: "Choice-based homework becomes a burden on families when it requires resources some homes lack.",
    question: "Does your homework leave your students time to discover their passions?",
  },
  inclusion: {
    position:
      "In The Element: How Finding Your Passion Changes Everything I tell the story of Gillian Lynne, who as a restless schoolgirl was thought to have a learning problem until a doctor saw that she was a dancer; she went on to a celebrated career in dance and choreography. Schools often judge children by a narrow range of abilities and miss their real talents. Inclusion means recognizing the diversity of human talent, not just accommodating deficits.",
    work: "The Element: How Finding Your Passion Changes Everything",
    addressed: true,
    moves: {
      early: [
        "Watch for children's strengths in movement, music or building and tell them what you see.",
        "Provide a variety of activities so every child can shine at something.",
        "Avoid labeling young children by what they cannot yet do.",
      ],
      primary: [
        "Give pupils with learning difficulties opportunities to show their strengths in arts, sport or practical work.",
        "Ask pupils with additional needs what they enjoy and build on it.",
        "Use movement and hands-on activities so pupils who struggle to sit still can learn.",
      ],
      secondary: [
        "Help students with additional needs find their Element through exposure to many fields.",
        "Connect students with mentors who share their interests and challenges.",
        "Challenge the assumption that academic ability is the only kind that counts.",
      ],
    },
    pitfall:
      "Celebrating talents becomes a way of excusing schools from teaching students with difficulties to read and write.",
    question: "What talent might this child have that your school is not seeing?",
  },
  multilingual: {
    position:
      "I never wrote about multilingual learners; reasoning from my work, culture is one of the core purposes of education, helping students understand their own cultures and respect others. Multilingual students bring cultural richness that schools too often ignore. Their languages and traditions can be resources for creativity.",
    work: "Creative Schools",
    addressed: false,
    moves: {
      early: [
        "Invite children to share songs and stories in their home languages.",
        "Use music and movement to support understanding when words are new.",
        "Display words and images from the languages in the class.",
      ],
      primary: [
        "Let pupils create bilingual books or performances.",
        "Use drama and art so language learners can participate fully.",
        "Invite families to share cultural traditions with the class.",
      ],
      secondary: [
        "Encourage students to draw on their cultural backgrounds in creative projects.",
        "Let students express ideas first in their strongest language.",
        "Explore how different cultures approach a topic.",
      ],
    },
    pitfall:
      "Cultural celebration stays at the level of food and festivals, while multilingual students receive no support with academic language.",
    question: "How do the cultures of your multilingual students enrich your classroom?",
  },
  discussion: {
    position:
      "In Creative Schools I list collaboration, the ability to work constructively with others, among the eight competencies education should develop, alongside communication and compassion. Creativity often flourishes in groups, when different perspectives meet. Schools too often make students work alone and in competition.",
    work: "Creative Schools",
    addressed: true,
    moves: {
      early: [
        "Set up group building projects where children must share materials and ideas.",
        "Play cooperative games rather than competitive ones.",
        "Ask children to help each other and notice when they do.",
      ],
      primary: [
        "Give groups creative problems that need diverse ideas.",
        "Teach pupils to build on each other's ideas before judging them.",
        "Rotate roles in group work so pupils experience different contributions.",
      ],
      secondary: [
        "Organize interdisciplinary team projects with real outcomes.",
        "Teach students techniques for generating ideas together without early criticism.",
        "Ask students to reflect on how their team's diversity improved its work.",
      ],
    },
    pitfall:
      "Groups are formed for convenience and dominated by a few voices, so collaboration becomes one person's work.",
    question: "Do your students learn to create together?",
  },
  questioning: {
    position:
      "In Creative Schools I put curiosity, the capacity to ask questions and explore how the world works, first among the eight competencies. Children are naturally curious, but schools that emphasize right answers can educate that curiosity out of them. Teachers should value questions as much as answers.",
    work: "Creative Schools",
    addressed: true,
    moves: {
      early: [
        "Respond to children's questions with interest and invite them to find out together.",
        "Ask open questions such as what could we make with this.",
        "Keep a record of children's questions and plan activities from them.",
      ],
      primary: [
        "Start topics by collecting pupils' questions and let them guide inquiry.",
        "Ask questions with many possible answers to encourage divergent thinking.",
        "Praise pupils for asking interesting questions.",
      ],
      secondary: [
        "Ask students to generate questions about a topic before studying it.",
        "Use questions that challenge assumptions and invite alternatives.",
        "Let students pursue their own questions in research projects.",
      ],
    },
    pitfall: "Teachers ask open questions but then steer toward the answer they had in mind.",
    question: "When did a student's question last change the direction of your lesson?",
  },
  "early-years": {
    position:
      "In Creative Schools I argue that children are natural-born learners, with a powerful appetite for learning that shows in their play and exploration. Early education should feed that appetite rather than rushing children into formal schooling. Play, the arts and hands-on activities are central to how young children learn.",
    work: "Creative Schools",
    addressed: true,
    moves: {
      early: [
        "Give children long periods of uninterrupted play with open-ended materials.",
        "Make music, dance and art daily parts of the program.",
        "Follow children's interests to plan activities.",
        "Resist pressure to introduce formal academic work too early.",
      ],
      primary: [
        "Keep play and exploration in the first years of school.",
        "Use art, drama and music to teach across subjects.",
        "Allow time for pupils to pursue their own projects.",
      ],
      secondary: [
        "Remind students of their natural curiosity and invite them to reconnect with it.",
        "Include playful, exploratory activities in secondary lessons.",
        "Let older students run creative activities with young children.",
      ],
    },
    pitfall: "Early years settings become preparation for testing, replacing play with drills.",
    question: "How much of your youngest children's day is spent in play?",
  },
  adolescents: {
    position:
      "In The Element: How Finding Your Passion Changes Everything I describe how many people find their path through meeting their tribe, others who share their passion, and through mentors who recognize their talent. Adolescence is a time when young people need to explore widely and find where they belong. Schools that offer only a narrow academic path leave many adolescents disengaged.",
    work: "The Element: How Finding Your Passion Changes Everything",
    addressed: true,
    moves: {
      early: [
        "Offer young children a wide range of experiences to discover what they enjoy.",
        "Notice and encourage each child's interests.",
        "Let children play with others who share their interests.",
      ],
      primary: [
        "Provide clubs and activities that let pupils explore different interests.",
        "Connect pupils with older mentors in areas they enjoy.",
        "Celebrate a wide range of achievements in assemblies.",
      ],
      secondary: [
        "Help adolescents find their tribe through clubs, teams and communities.",
        "Arrange mentorships with adults in fields students are passionate about.",
        "Offer vocational and arts pathways with equal status to academic ones.",
      ],
    },
    pitfall: "Schools push all adolescents down the same academic route, treating other paths as second-best.",
    question: "Where do your adolescents find others who share their passion?",
  },
  arts: {
    position:
      "All Our Futures: Creativity, Culture and Education, the report of the national committee I chaired, defined creativity as imaginative activity that produces outcomes both original and of value, and argued for creative and cultural education across the curriculum. It distinguished teaching creatively from teaching for creativity. The arts deserve equal status with other subjects, not a place at the bottom of the hierarchy.",
    work: "All Our Futures: Creativity, Culture and Education (report)",
    addressed: true,
    moves: {
      early: [
        "Provide daily opportunities for music, dance, drama and visual art.",
        "Value the process of children's art rather than only the product.",
        "Display and celebrate children's creative work.",
      ],
      primary: [
        "Give dance and drama regular time in the timetable, not just at the end of term.",
        "Use the arts to explore topics in other subjects.",
        "Invite artists to work with pupils in school.",
      ],
      secondary: [
        "Advocate for arts subjects to have equal status with academic ones.",
        "Let students develop sustained projects in an art form.",
        "Teach both creative techniques and critical judgment in the arts.",
      ],
    },
    pitfall: "The arts are squeezed out of the timetable for test preparation and reduced to an occasional treat.",
    question: "Does dance have the same status in your school as mathematics?",
  },
  technology: {
    position:
      "In Out of Our Minds: Learning to Be Creative I describe how rapid technological change is transforming work and life, making creativity more important than ever. Technology can support personalized learning and creative expression. But it must serve education's purposes, not drive them.",
    work: "Out of Our Minds: Learning to Be Creative",
    addressed: true,
    moves: {
      early: [
        "Use digital tools sparingly and creatively, such as recording children's stories.",
        "Prioritize hands-on play over screens.",
        "Let children take photos of things that interest them.",
      ],
      primary: [
        "Let pupils create digital art, music or stories.",
        "Use technology to connect pupils with experts and other classes.",
        "Teach pupils to use technology to make things, not just consume.",
      ],
      secondary: [
        "Let students create films, games or apps as ways to express learning.",
        "Use technology to personalize learning pathways.",
        "Discuss with students how technology is changing work and creativity.",
      ],
    },
    pitfall: "Schools use technology to deliver the same standardized content more efficiently.",
    question: "Are your students creating with technology or only consuming it?",
  },
  families: {
    position:
      "In Creative Schools I devote a chapter to parents and families, arguing that schools and families should be partners and that parents can play a powerful role in their children's education. Schools should welcome parents and the community. Parents, in turn, should know their children's strengths and advocate for a broad education.",
    work: "Creative Schools",
    addressed: true,
    moves: {
      early: [
        "Invite parents to share their skills and interests with the class.",
        "Talk with parents about their child's passions.",
        "Hold family events that celebrate creativity.",
      ],
      primary: [
        "Invite parents to see and participate in creative projects.",
        "Share with parents the broad purposes of education.",
        "Ask parents what their child loves and build on it.",
      ],
      secondary: [
        "Involve parents and community members as mentors for student projects.",
        "Hold discussions with parents about the value of arts and vocational pathways.",
        "Create partnerships with local organizations for real-world learning.",
      ],
    },
    pitfall: "Parent involvement is limited to fundraising and homework checks.",
    question: "How do your students' families contribute to your school's creativity?",
  },
  planning: {
    position:
      "In Creative Schools I argue that the curriculum should be diverse, deep and dynamic, offering a broad range of disciplines, allowing depth and adapting to students and circumstances. It should give equal weight to the arts, humanities, sciences, mathematics, languages and physical education. Planning should build in time for inquiry and creativity.",
    work: "Creative Schools",
    addressed: true,
    moves: {
      early: [
        "Plan a broad mix of activities across the arts, play and exploration.",
        "Leave space in plans to follow children's interests.",
        "Plan projects that combine several areas of learning.",
      ],
      primary: [
        "Plan cross-curricular projects that combine arts and other subjects.",
        "Build time for pupils' own questions into each unit.",
        "Plan a balance of individual, group and whole-class work.",
      ],
      secondary: [
        "Plan interdisciplinary units with other departments.",
        "Include opportunities for students to choose topics and methods.",
        "Review your curriculum for breadth, depth and flexibility.",
      ],
    },
    pitfall: "Curriculum plans are so packed with content that there is no time for depth or creativity.",
    question: "Is your curriculum diverse, deep and dynamic?",
  },
  wellbeing: {
    position:
      "In Creative Schools I describe teaching as an art form and argue that teachers' roles are to engage, enable, expect and empower students. Great teachers are the heart of great schools, and they need professional respect, trust and room for creativity. Standardized systems that reduce teachers to delivery agents damage both teachers and learning.",
    work: "Creative Schools",
    addressed: true,
    moves: {
      early: [
        "Reclaim time for creative activities you enjoy teaching.",
        "Share ideas with colleagues and take inspiration from each other.",
        "Reflect on moments when children surprised you with their creativity.",
      ],
      primary: [
        "Try a new creative approach to a topic and reflect on how it went.",
        "Form a group with colleagues to share creative practices.",
        "Remind yourself of why you became a teacher.",
      ],
      secondary: [
        "Find ways to bring your own passions into your teaching.",
        "Collaborate with colleagues on an innovative project.",
        "Advocate for conditions that let teachers teach creatively.",
      ],
    },
    pitfall:
      "Teachers are urged to be creative while carrying the full weight of a standardized system, and they burn out.",
    question: "What is your Element, and do you bring it into your teaching?",
  },
};
