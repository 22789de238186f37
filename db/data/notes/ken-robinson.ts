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
        "Give the class a real problem to solve together, such as redesigning the reading corner, and let restless students lead parts of it.",
        "Talk privately with a frequently disruptive student about what they love doing outside school and bring it into one task.",
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
    worked: [
      {
        move: "Build a short burst of movement, drama or dance into the middle of long seated lessons.",
        steps: [
          "Find the point in a long seated lesson where attention usually drops, often after twenty minutes, and plan two or three minutes of movement there.",
          "Tie the movement to the content: act out a word, freeze in the shape of a process, or stand on one side of the room to show an opinion.",
          "Give a clear start and stop signal, and end with everyone seated and still before the next task.",
          "After a week, compare the second half of those lessons with the second half of lessons without the break.",
        ],
      },
    ],
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
        "Ask each student what they lose track of time doing and build that interest into at least one assignment this term.",
        "Invite adults with unusual passions, such as a beekeeper or a set designer, to talk about how they found their work.",
        "Give students a regular passion-project slot where they choose what to investigate and how to present it.",
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
    worked: [
      {
        move: "Allow students to choose the form of a major assignment so that their strengths can show.",
        steps: [
          "Write what the assignment must show, such as an argument supported by evidence, separately from its form.",
          "Offer several forms, such as an essay, a podcast, a short film or a debate, or let students propose one.",
          "Agree each student's choice with them and check that it can show what is required.",
          "Assess every form against the same criteria, and share examples of strong work in different forms.",
        ],
      },
    ],
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
        "Let students perform a poem with movement and sound before they write one of their own.",
        "Use drama techniques such as hot-seating a character to deepen comprehension of a class novel.",
        "Give students an authentic audience for their writing, such as a younger class or a local newspaper.",
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
        "Let students design a game that uses a mathematical idea from this week.",
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
        "Let students design their own experiments to answer a question they have chosen.",
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
        "Keep a portfolio of photos, drawings and recorded comments for each child, and look through it with them each term.",
        "Describe a child's progress to families in words and examples rather than scores or levels.",
        "Observe children during free play and note what they show you about their curiosity and imagination.",
      ],
      primary: [
        "Include a performance, model or presentation in each unit's assessment so students can show learning in different ways.",
        "Give descriptive feedback on creative work that names what is original and what could be developed.",
        "Let students help draw up the criteria for a project and then assess their own work against them.",
      ],
      secondary: [
        "Use portfolios alongside examinations to show the full range of a student's achievement to universities and employers.",
        "Assess collaborative projects on both the process of working together and the final product.",
        "Talk openly with students about what test results do and do not capture of their abilities.",
      ],
    },
    pitfall:
      "Schools keep teaching to the test while adding portfolios as extra paperwork, so neither serves learning.",
    question: "What do your assessments miss about your students?",
  },
  homework: {
    position:
      "I never wrote about homework as such; reasoning from The Element: How Finding Your Passion Changes Everything, time outside school is often where young people discover and practice the passions that school has no room for. If learning is organic and personal, an evening spent exploring a real interest may teach more than another set of exercises. Homework that kills curiosity does more harm than good.",
    work: "The Element: How Finding Your Passion Changes Everything",
    addressed: false,
    moves: {
      early: [
        "Ask families to play, read and explore with their child in the evening instead of completing worksheets.",
        "Invite children to bring in something they made at home and tell the group how they made it.",
        "Send home a short note asking families what their child loves doing in their free time.",
      ],
      primary: [
        "Set an open home task linked to the topic, such as invent a machine that solves a problem in your house, and let students choose how to present it.",
        "Accept a model, drawing, recording or piece of writing as equally valid responses to the same home task.",
        "Keep routine practice homework short so students have time for clubs, play and hobbies.",
      ],
      secondary: [
        "Replace nightly exercises with a long-term independent project that students plan and pace themselves.",
        "Invite students to count a serious outside interest, such as a band or a coding project, toward a portfolio assignment.",
        "Ask students how homework affects the time they have for the things they love, and adjust your demands.",
      ],
    },
    pitfall:
      "Open, choice-based homework becomes a burden on families when it quietly depends on materials and adult time that some homes lack.",
    question: "Does your homework leave your students time to discover what they love?",
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
        "Give students with learning difficulties opportunities to show their strengths in arts, sport or practical work.",
        "Ask students with additional needs what they enjoy and build on it.",
        "Use movement and hands-on activities so students who struggle to sit still can learn.",
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
    worked: [
      {
        move: "Ask students with additional needs what they enjoy and build on it.",
        steps: [
          "Ask [name] what they enjoy doing most, in school and outside.",
          "Choose one lesson in the coming week where that interest can carry the learning.",
          "Plan one task that uses it, such as drawing a story or building a model.",
          "Ask afterwards how it went and what to try next.",
        ],
      },
    ],
  },
  multilingual: {
    position:
      "I never wrote specifically about multilingual learners; reasoning from Creative Schools, where I name cultural understanding as one of the core purposes of education, students' languages and traditions are part of who they are and a resource for everyone's learning. A system that treats difference as a deficit wastes talent. Multilingual students often have creative capacities, in switching perspectives and moving between worlds, that school rarely recognizes.",
    work: "Creative Schools",
    addressed: false,
    moves: {
      early: [
        "Invite a family to teach the class a song with actions in their home language, and sing it all week.",
        "Use drama and movement so a child new to the language can join the story before they can tell it.",
        "Let children name their paintings in their home language as well as the class language.",
      ],
      primary: [
        "Let students write and illustrate bilingual picture books for the class library.",
        "Give multilingual students full roles in drama and music, where understanding can show beyond vocabulary.",
        "Invite parents to share a craft, dance or story tradition and build a lesson around it.",
      ],
      secondary: [
        "Encourage students to draw on their languages and heritage in creative projects, such as poetry that moves between languages.",
        "Let students brainstorm and plan in their strongest language before producing work in the language of instruction.",
        "Set a project comparing how different cultures represented in the class approach a shared theme, such as migration or home.",
      ],
    },
    pitfall:
      "Cultural celebration stays at the level of food and festivals while multilingual students receive no real support with academic language.",
    question: "What creative resources do your multilingual students bring that your curriculum never asks for?",
  },
  discussion: {
    position:
      "In Creative Schools I list collaboration, the capacity to work constructively with others, among the eight competencies education should develop, alongside communication and compassion. Creativity often flourishes in groups, when different perspectives meet and spark new ideas. Yet schools too often make students work alone, in silence and in competition.",
    work: "Creative Schools",
    addressed: true,
    moves: {
      early: [
        "Give a small group one big box of loose materials and a shared goal, such as building a home for the class teddy.",
        "Choose cooperative games in which everyone wins together, like keeping a balloon in the air as a group.",
        "Notice aloud when a child helps another, naming what they did for the group.",
      ],
      primary: [
        "Set groups an open design problem, such as inventing a machine to water the plants, that needs many ideas.",
        "Teach the rule of building on each other's ideas with yes-and before any group judges them.",
        "Rotate roles such as maker, recorder and presenter so every student experiences each contribution.",
      ],
      secondary: [
        "Organize interdisciplinary teams to tackle a real local problem and present proposals to an outside audience.",
        "Run idea-generation sessions where criticism is held back until many options exist, then evaluate them together.",
        "Ask teams to reflect on how differences among members improved or hindered their work.",
      ],
    },
    pitfall:
      "Groups are formed for convenience and dominated by a few confident voices, so collaboration becomes one person's work.",
    question: "Do your students learn to create together, or only to sit together?",
  },
  questioning: {
    position:
      "In Creative Schools I put curiosity, the capacity to ask questions and explore how the world works, first among the eight competencies. Children are born curious, but schools preoccupied with right answers and standardized tests can educate that curiosity out of them. Teachers should value good questions as much as correct answers.",
    work: "Creative Schools",
    addressed: true,
    moves: {
      early: [
        "When a child asks why, answer with let's find out, and plan tomorrow's activity around the question.",
        "Ask open questions at the making table, such as *What else could this become?*",
        "Keep a question jar where you drop children's questions and pull one out at circle time.",
      ],
      primary: [
        "Start each topic by collecting students' questions on a wall and let the best ones steer the inquiry.",
        "Ask questions with many possible answers, such as *How many uses can you find for a paperclip?*, to stretch divergent thinking.",
        "Celebrate the week's most interesting question in the same way you celebrate good answers.",
      ],
      secondary: [
        "Ask students to generate twenty questions about a topic before studying it, then choose the most fruitful.",
        "Pose questions that challenge assumptions, such as *What if this invention had never happened?*",
        "Let students design research projects around questions they genuinely want answered.",
      ],
    },
    pitfall: "Teachers ask open questions and then steer students toward the single answer they had in mind all along.",
    question: "When did a student's question last change the direction of your lesson?",
  },
  "early-years": {
    position:
      "In Creative Schools I argue that children are natural-born learners, with a powerful appetite for learning that shows from the start in their play, curiosity and exploration. Early education should feed that appetite rather than rushing children into formal academic work. Play, the arts and hands-on activity are central to how young children learn.",
    work: "Creative Schools",
    addressed: true,
    moves: {
      early: [
        "Protect a long stretch of uninterrupted free play every morning with open-ended materials such as blocks, fabric and clay.",
        "Make music, dance and painting a daily part of the program, not an end-of-week treat.",
        "Build next week's activities from the interests you observed in children's play this week.",
        "When pressured to start formal worksheets early, show families documentation of what children are learning through play.",
      ],
      primary: [
        "Keep a daily play-based exploration time in first grade, with materials linked to the current topic.",
        "Teach reading and number through songs, games and drama as well as direct instruction.",
        "Give students a weekly project slot where they pursue something of their own choosing.",
      ],
      secondary: [
        "Remind older students of their early curiosity by asking them to recall something they once explored for hours as small children.",
        "Build playful, exploratory starts into secondary lessons, such as tinkering with materials before a physics unit.",
        "Let older students plan and run creative play sessions for a nursery class.",
      ],
    },
    pitfall:
      "Early years settings become preparation for testing, replacing play with drills for ever-younger children.",
    question: "How much of your youngest children's day is spent in genuine play?",
  },
  adolescents: {
    position:
      "In The Element: How Finding Your Passion Changes Everything I describe how many people found their path by meeting their tribe, others who share their passion, and through mentors who recognized and encouraged their talent. Adolescence is when young people need to explore widely and find where they belong. Schools that offer only one narrow academic path leave many adolescents bored, alienated or convinced they have no talent at all.",
    work: "The Element: How Finding Your Passion Changes Everything",
    addressed: true,
    moves: {
      early: [
        "Offer young children a wide range of experiences across the year, from gardening to drumming, so each can discover what they enjoy.",
        "Tell a child what you notice they love doing, so they begin to see it themselves.",
        "Let children who share an enthusiasm play and build together.",
      ],
      primary: [
        "Run lunchtime clubs in areas not on the timetable, such as animation, cooking or dance, and notice who comes alive.",
        "Pair an older primary student with a mentor from a secondary school who shares their interest.",
        "Celebrate achievements in sport, the arts and making in assemblies alongside academic ones.",
      ],
      secondary: [
        "Help each adolescent find a group, team or community beyond class where people share their passion.",
        "Arrange mentorships or work shadowing with adults in fields students care about.",
        "Argue within your school for vocational and arts pathways to carry the same status as academic ones.",
      ],
    },
    pitfall: "Schools push all adolescents down a single academic route and treat every other path as second-best.",
    question: "Where do your adolescents find others who share their passion?",
  },
  arts: {
    position:
      "All Our Futures: Creativity, Culture and Education, the report of the national advisory committee I chaired, defined creativity as imaginative activity that produces outcomes both original and of value, and argued for creative and cultural education across the whole curriculum. It distinguished teaching creatively, teachers using imaginative approaches, from teaching for creativity, developing students' own creative abilities. The arts deserve equal status with other subjects, not a place at the bottom of a hierarchy.",
    work: "All Our Futures: Creativity, Culture and Education (report)",
    addressed: true,
    moves: {
      early: [
        "Offer music, dance, drama and visual art every day, with time to explore materials before any product is expected.",
        "Ask children to tell you about their painting instead of guessing what it is.",
        "Display children's work at their eye level with their own words beside it.",
      ],
      primary: [
        "Give dance and drama a regular place in the weekly timetable, not only in the end-of-term show.",
        "Teach one history or science topic this term through a drama or music project.",
        "Invite a working artist to lead a sequence of sessions alongside you.",
      ],
      secondary: [
        "Make the case to your leadership for arts subjects to have time and status equal to other examined subjects.",
        "Give students a sustained project in an art form that runs over several weeks, with drafts and critique.",
        "Teach both creative techniques and critical judgment, so students learn to evaluate and improve their own work.",
      ],
    },
    pitfall: "The arts are squeezed out of the timetable for test preparation and survive only as an occasional treat.",
    question: "Does dance have the same status in your school as mathematics?",
  },
  technology: {
    position:
      "In Out of Our Minds: Learning to Be Creative I describe how rapid technological change is transforming work and everyday life, making creativity and adaptability more important than ever. Digital technologies can open new forms of creative expression and support more personalized learning. But they must serve the purposes of education, not drive them.",
    work: "Out of Our Minds: Learning to Be Creative",
    addressed: true,
    moves: {
      early: [
        "Use a tablet to record children telling their own stories and play them back to the group.",
        "Keep hands-on play with real materials as the main activity, with screens only as an occasional tool.",
        "Let children photograph things that interest them on a walk and build a class display from the pictures.",
      ],
      primary: [
        "Let students compose a short piece of digital music or animation connected to a class topic.",
        "Use a video call to connect students with an expert or with a class in another country.",
        "Teach students to use technology to make something, such as a short film, rather than only to consume.",
      ],
      secondary: [
        "Let students demonstrate learning by creating a film, game, podcast or app instead of a standard essay.",
        "Use online resources to let students follow individual learning paths in a unit.",
        "Discuss with students how technology is changing the jobs and creative fields they might enter.",
      ],
    },
    pitfall:
      "Schools use technology to deliver the same standardized content more efficiently, missing its creative possibilities.",
    question: "Are your students creating with technology, or only consuming it?",
  },
  families: {
    position:
      "In Creative Schools I devote a chapter to parents and families, arguing that schools and families should be partners and that parents have a powerful role in their children's education. Schools do best when they open their doors to parents and to the wider community. Parents, in turn, can help most by knowing their own children's strengths and supporting a broad education, not only test scores.",
    work: "Creative Schools",
    addressed: true,
    moves: {
      early: [
        "Invite parents with a skill, such as baking, carpentry or music, to share it with the children.",
        "Ask parents at drop-off what their child has been absorbed in at home, and use it in planning.",
        "Hold a family afternoon where children show their paintings, music and constructions.",
      ],
      primary: [
        "Invite parents into a creative project, such as building a class garden or staging a performance.",
        "Explain to parents, in a short evening session, why you value creativity and how it supports their child's future.",
        "Share with each family one strength you have noticed in their child beyond test results.",
      ],
      secondary: [
        "Recruit parents and community members as mentors for student projects in their own fields.",
        "Hold an evening discussion with parents about the value of arts and vocational pathways.",
        "Build partnerships with local businesses and cultural organizations for real-world projects.",
      ],
    },
    pitfall:
      "Parent involvement is limited to fundraising and checking homework, leaving families no real part in their children's education.",
    question: "How do your students' families contribute to what your school becomes?",
  },
  planning: {
    position:
      "In Creative Schools I argue that the curriculum should be diverse, deep and dynamic: offering a broad range of disciplines, allowing students to go deeply into what engages them, and adapting to students and circumstances. The arts, humanities, languages, mathematics, physical education and sciences should have equal weight. A curriculum so packed with content that there is no time for depth or inquiry serves nobody.",
    work: "Creative Schools",
    addressed: true,
    moves: {
      early: [
        "Plan each week to include music, movement, art, building and outdoor exploration, not only early literacy and number.",
        "Leave deliberate gaps in the plan to follow interests that emerge from the children.",
        "Plan one project each term that combines several areas, such as a puppet show with songs, counting and costumes.",
      ],
      primary: [
        "Plan a cross-curricular project each term that links an art form with science, history or mathematics.",
        "Build students' own questions into each unit plan as an explicit phase of inquiry.",
        "Balance individual, group and whole-class work across the week.",
      ],
      secondary: [
        "Plan one interdisciplinary unit a year with a colleague from a different department.",
        "Include points in each unit where students choose topics or methods for themselves.",
        "Review your scheme of work for breadth, depth and flexibility, and cut content that crowds out inquiry.",
      ],
    },
    pitfall:
      "Curriculum plans are crammed with content to cover, and creativity is promised for the time left over, which never comes.",
    question: "Is your curriculum diverse, deep and dynamic, or just full?",
  },
  wellbeing: {
    position:
      "In Creative Schools I describe teaching as an art form and set out the teacher's roles as engaging, enabling, expecting and empowering students. Great teachers are the heart of great schools, and they need professional respect, trust and room for their own creativity. Systems that reduce teachers to deliverers of standardized content damage both teachers and learning.",
    work: "Creative Schools",
    addressed: true,
    moves: {
      early: [
        "Claim back one session a week for an activity you love teaching, such as music or storytelling.",
        "Swap ideas with a colleague from another setting and try one of theirs.",
        "Write down moments when children surprised you with their creativity, and reread them on hard days.",
      ],
      primary: [
        "Try one new creative approach to a familiar topic this half-term and reflect with a colleague on how it went.",
        "Form a small group of teachers who share creative practice and meet regularly.",
        "Bring a personal passion, such as a hobby or craft, into a lesson.",
      ],
      secondary: [
        "Identify your own Element, where your aptitude meets passion, and find one way to bring it into your teaching.",
        "Collaborate with colleagues on an innovative project that breaks the usual timetable.",
        "Speak up in your school for conditions that give teachers time and trust to teach creatively.",
      ],
    },
    pitfall:
      "Teachers are urged to be creative while still carrying the full weight of a standardized system, and they burn out.",
    question: "What is your own Element, and does it ever reach your classroom?",
  },
};
