import type { EducatorNotes } from "../note-types";

/** Carol Dweck's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "My published work does not take up classroom management, so what follows applies the principles of my mindset research rather than any view I have expressed. That research suggests that students who believe ability is fixed often protect themselves from looking incapable, and avoidance, clowning or giving up can serve that purpose. A classroom where mistakes are safe and strategies are taught removes some of the reasons for that self-protection.",
    work: "Mindset: The New Psychology of Success",
    addressed: false,
    moves: {
      early: [
        "When a child knocks over a tower in frustration, name the feeling and then ask what they could try differently next time.",
        "Tell the group about a mistake you made this morning and what you did next, so getting things wrong is ordinary.",
        "Praise a child for how they calmed down and tried again, describing the strategy they used.",
      ],
      primary: [
        "When a pupil refuses a task, ask privately which part feels hard and offer one strategy to start with.",
        "Replace public leaderboards of who got everything right with a display of strategies pupils used when stuck.",
        "After an outburst, talk with the pupil about what they can learn from the episode rather than labeling them as a troublemaker.",
      ],
      secondary: [
        "Notice when a student's disruption comes just before a challenging task and offer a quiet route into it.",
        "Use the language of learning and growth when giving behavior feedback, avoiding fixed judgments like you always do this.",
        "Ask a student who has been in trouble to set a concrete goal for next week and a strategy for meeting it.",
      ],
    },
    pitfall:
      "Teachers assume a disruptive student simply has a bad attitude, a fixed judgment that leaves no room for change.",
    question: "When this student misbehaves, what might they be protecting themselves from?",
  },
  motivation: {
    position:
      "In Mindset: The New Psychology of Success I describe how students who believe their abilities can be developed tend to embrace challenges, persist through setbacks and learn from criticism. Students who see ability as fixed tend to choose easy tasks and give up after failure, because failure seems to reveal what they lack. Teachers shape which belief students hold through what they praise and how they respond to struggle.",
    work: "Mindset: The New Psychology of Success",
    addressed: true,
    moves: {
      early: [
        "When a child says I can't do it, answer that they can't do it yet and show them one small step.",
        "Praise a child who kept trying on a puzzle by naming what they did, such as turning the pieces around.",
        "Share a story about an animal or person who learned something hard by practicing.",
      ],
      primary: [
        "Teach a short lesson on how the brain grows stronger connections with practice and refer to it when tasks get hard.",
        "Offer pupils a choice between an easy and a challenging problem, and praise those who choose the challenge.",
        "Ask pupils to write about something they once could not do and how they learned it.",
      ],
      secondary: [
        "Show students their progress over time on a skill so they see effort and strategy producing growth.",
        "Discuss with students how they react to setbacks and help them notice fixed-mindset thoughts.",
        "Design tasks where the challenge is real but support is available, so struggle leads somewhere.",
      ],
    },
    pitfall:
      "Teachers put up growth mindset posters and exhort students to try harder without changing how they teach, praise or respond to mistakes.",
    question: "What message about ability do your students take from how you respond when they struggle?",
  },
  literacy: {
    position:
      "My published work does not take up reading instruction, so this is an application of its principles, not a view I have stated. Children who decide early that they are not readers may avoid the very practice that would make them readers. Process praise, a focus on strategies, and visible progress can help them see reading as something they can develop.",
    work: "Self-Theories: Their Role in Motivation, Personality, and Development",
    addressed: false,
    moves: {
      early: [
        "When a child guesses a word from a picture, praise the strategy of looking at the picture for clues.",
        "Read a book together more than once and point out how much more of it the child knows now.",
        "Avoid grouping young children publicly by reading level with names they can decode as good or bad.",
      ],
      primary: [
        "Record a pupil reading aloud at the start and end of a term and listen to both together.",
        "Teach pupils named strategies for unknown words and praise their use by name.",
        "Ask struggling readers which strategy they tried when they got stuck, rather than only correcting the error.",
      ],
      secondary: [
        "Ask students to keep a reading log of hard texts and note what helped them understand.",
        "Give feedback on essays that names the strategy to improve, such as using evidence, not the student's talent.",
        "Share your own experience of a text you found hard and how you worked through it.",
      ],
    },
    pitfall:
      "Weak readers are told they are great readers to boost their confidence, which they rarely believe and which does not help them improve.",
    question: "Do your struggling readers think reading is something they can get better at?",
  },
  mathematics: {
    position:
      "In Mindset: The New Psychology of Success I report research following students into junior high school, where those with a growth mindset pulled ahead in mathematics grades over time. I also discuss how the belief that math ability is a fixed gift can undermine students, especially girls facing stereotypes. Mathematics is often seen as the subject where you either have it or you don't, so it is where mindset matters most.",
    work: "Mindset: The New Psychology of Success",
    addressed: true,
    moves: {
      early: [
        "Praise a child who tried several ways to share out the counters, naming each way they tried.",
        "Play counting games where making a mistake and fixing it is part of the fun.",
        "Avoid saying some children are good at numbers in front of the group.",
      ],
      primary: [
        "Celebrate interesting mistakes on the board by discussing what they reveal about the problem.",
        "Give pupils challenging problems with several possible strategies and praise the strategies they try.",
        "Never say I was never good at math in front of pupils; tell them how you learned it instead.",
      ],
      secondary: [
        "Teach students that the brain grows with effortful practice before a demanding algebra unit.",
        "Allow resubmission of a problem set after feedback so students can see improvement.",
        "Address the idea of a math person directly and discuss the evidence that ability grows with learning.",
      ],
    },
    pitfall: "Math teachers praise speed, which tells students that struggling means they lack the ability.",
    question: "What do your students believe about who can be good at mathematics?",
  },
  science: {
    position:
      "My published work does not take up science teaching, so what follows applies its principles rather than a view of mine. Science itself shows a growth mindset at work: ideas are tested, fail and are revised. Students who fear being wrong will not risk a hypothesis, while those who see errors as information can learn a great deal.",
    work: "Self-Theories: Their Role in Motivation, Personality, and Development",
    addressed: false,
    moves: {
      early: [
        "Ask children to guess what will happen when you drop a stone in water, and celebrate guesses that turned out wrong for what they taught.",
        "Praise the child who keeps trying new ways to make a paper boat float.",
        "Talk about how scientists try things many times before they work.",
      ],
      primary: [
        "Tell the story of a scientist's failures before their discovery, focusing on the strategies they changed.",
        "Ask pupils to record what they learned from an experiment that did not work.",
        "Praise pupils for revising their prediction in light of evidence.",
      ],
      secondary: [
        "Teach the neuroscience of learning as a science topic that also changes how students see themselves.",
        "Allow students to redesign a failed experiment and report what they changed.",
        "Give feedback on lab work that focuses on method and reasoning rather than getting the expected answer.",
      ],
    },
    pitfall:
      "Science lessons reward only the correct answer, so students learn to hide wrong predictions rather than learn from them.",
    question: "What happens in your lab when a student's hypothesis is wrong?",
  },
  assessment: {
    position:
      "With Claudia Mueller I found in Praise for Intelligence Can Undermine Children's Motivation and Performance that children praised for being smart afterward preferred easy tasks, persisted less and performed worse after a failure, and more of them misreported their scores. Children praised for effort did not show this pattern. Feedback should focus on process, strategy and next steps, not on what the result says about the child.",
    work: "Praise for Intelligence Can Undermine Children's Motivation and Performance",
    addressed: true,
    moves: {
      early: [
        "Replace you're so clever with a description of what the child did, such as you kept trying different pieces.",
        "When a child shows you their drawing, ask about how they made it rather than only saying it's beautiful.",
        "Give young children another chance at a task with one helpful hint rather than a verdict.",
      ],
      primary: [
        "Write comments on work that name the strategy used and one strategy to try next.",
        "Mark unfinished or unsuccessful work as not yet with a next step and a date to try again.",
        "Avoid praising pupils who finished quickly and easily; give them a harder task instead.",
      ],
      secondary: [
        "Allow students to revise essays or tests after feedback and count the revised version.",
        "Ask students to reflect on what strategies led to their results before showing them the grade.",
        "Make sure feedback to high achievers praises their process, so they do not learn to fear challenge.",
      ],
    },
    pitfall:
      "Teachers praise effort that is not working, which tells students they have done all they can and that nothing will change.",
    question: "What exactly did you praise the last time a student did well?",
  },
  homework: {
    position:
      "My published work does not take up homework, so this applies my research rather than a view I have stated. Homework is where students often meet difficulty alone, and their mindset shapes whether that difficulty leads to persistence or avoidance. Tasks and feedback can be designed to support learning from struggle.",
    work: "Self-Theories: Their Role in Motivation, Personality, and Development",
    addressed: false,
    moves: {
      early: [
        "Suggest families praise how their child tried when they do a home activity together.",
        "Send home an activity that the child can improve at over several evenings, such as building a tower higher.",
        "Ask children to tell you about something they tried hard at home.",
      ],
      primary: [
        "Ask pupils to mark the homework problem they found hardest and describe the strategy they tried.",
        "Send parents a brief note explaining process praise for homework time.",
        "Review hard homework problems in class as learning opportunities, not as evidence of who is clever.",
      ],
      secondary: [
        "Include one challenging problem in homework and grade it on the quality of the attempt and reasoning.",
        "Ask students to list what they will do next time they get stuck at home, such as which resource to use.",
        "Give feedback on homework that helps students see their progress over weeks.",
      ],
    },
    pitfall:
      "Homework difficulty is treated as evidence that a student is not cut out for the subject, rather than as a sign they need new strategies.",
    question: "What do your students do at home when they get stuck, and have you taught them what to try?",
  },
  inclusion: {
    position:
      "In Mindset: The New Psychology of Success I describe great teachers, such as Marva Collins in Chicago, who believed that the intellect of every student could grow and taught children others had written off, including children labeled as learning disabled. Their high standards came with warmth and help, not with judgments of who could learn. Fixed-ability labels can shape what both teachers and students believe is possible.",
    work: "Mindset: The New Psychology of Success",
    addressed: true,
    moves: {
      early: [
        "Give every child challenging activities, with support, rather than simpler ones for those who seem slower.",
        "Speak to each child as a learner who is getting better, not as good at something or not.",
        "Notice and name progress for children with additional needs in specific terms.",
      ],
      primary: [
        "Set high expectations for all pupils and provide different levels of help to reach them.",
        "Avoid labeling groups by ability and change group membership often.",
        "Show pupils with learning difficulties evidence of their own progress over time.",
      ],
      secondary: [
        "Tell students with additional needs that you hold them to high standards because you believe they can improve.",
        "Offer a range of strategies and supports and help students find which work for them.",
        "Challenge staffroom talk that treats some students as unable to learn.",
      ],
    },
    pitfall:
      "Teachers set high expectations for everyone but withhold the extra support that students with difficulties need to meet them.",
    question: "Which of your students have you decided, perhaps without noticing, cannot get much better?",
  },
  multilingual: {
    position:
      "My published work does not take up multilingual learners, so what follows applies my research rather than a view I hold. Students learning a new language face constant visible mistakes, and a fixed mindset can make them fall silent rather than risk error. Teachers can make language errors part of learning and highlight progress.",
    work: "Mindset: The New Psychology of Success",
    addressed: false,
    moves: {
      early: [
        "Praise a child for trying a new word, even if it is not quite right.",
        "Repeat the child's attempt correctly in a warm way without making it a correction.",
        "Celebrate the words in other languages that children bring to the class.",
      ],
      primary: [
        "Record a multilingual pupil speaking at the start and end of term and listen together.",
        "Name language learning strategies pupils use, such as asking a friend or using a picture dictionary.",
        "Ensure pupils still learning English receive challenging content with language support.",
      ],
      secondary: [
        "Tell students that language mistakes are evidence of learning in progress.",
        "Give feedback on writing that identifies one language strategy to work on at a time.",
        "Avoid placing students in low academic sets because of language alone.",
      ],
    },
    pitfall:
      "Language learners are praised for effort while their errors go uncorrected, so they do not learn the strategies they need.",
    question: "Do your language learners feel safe to make mistakes out loud?",
  },
  discussion: {
    position:
      "My published work does not address group work or discussion methods, so this is an application of its principles and not a view I have expressed. Students with a fixed mindset may stay quiet in discussion for fear of sounding wrong, or dominate to prove they are smart. Discussions that value revising ideas and learning from others can support a growth mindset.",
    work: "Mindset: The New Psychology of Success",
    addressed: false,
    moves: {
      early: [
        "In circle time, praise a child who changed their mind after hearing a friend.",
        "Ask children to help a friend who is stuck and notice what helped.",
        "Model saying I'm not sure yet in conversations with children.",
      ],
      primary: [
        "Teach sentence starters for changing one's mind, such as I used to think, but now I think.",
        "Praise groups for how they worked through disagreement, not just for the right answer.",
        "Ask pupils to share a mistake they made and what the group learned from it.",
      ],
      secondary: [
        "Structure discussions so that students must build on or revise a peer's idea.",
        "Ask students to reflect on what they learned from a classmate they disagreed with.",
        "Model openness to being wrong by revising your own view in discussion when a student makes a good point.",
      ],
    },
    pitfall:
      "Discussions reward the quickest, most confident speakers, which reinforces the idea that some are just smart.",
    question: "Who stays silent in your discussions, and what are they afraid of revealing?",
  },
  questioning: {
    position:
      "My published work does not take up questioning technique, so what follows applies its principles rather than a view I have stated. Questions that reward only quick right answers can tell students that ability is about knowing instantly. Questions about process and strategy invite students to think about how they learn.",
    work: "Self-Theories: Their Role in Motivation, Personality, and Development",
    addressed: false,
    moves: {
      early: [
        "Ask a child how they worked out the puzzle rather than only whether it is finished.",
        "Ask children what they could try next when something does not work.",
        "Wait for all children to think before anyone answers.",
      ],
      primary: [
        "Ask pupils to explain how they got an answer, right or wrong.",
        "Ask what was hardest about the task and what they did about it.",
        "Use questions that have several possible strategies, and compare them.",
      ],
      secondary: [
        "Ask students what they would do differently if they did the task again.",
        "Ask what strategy a student might use on a problem before they begin it.",
        "Ask students what they learned from a mistake in their last assignment.",
      ],
    },
    pitfall:
      "Teachers ask only quick recall questions and call on the fastest hands, which teaches that speed equals ability.",
    question: "How often do your questions ask students about their strategies rather than their answers?",
  },
  "early-years": {
    position:
      "In Self-Theories: Their Role in Motivation, Personality, and Development I review research showing that even quite young children can respond to setbacks and criticism with helplessness, especially when they take it as a judgment of themselves as good or bad. Feedback that focuses on what they did and what they could try next helps them stay engaged. The early years are when children start forming beliefs about their abilities.",
    work: "Self-Theories: Their Role in Motivation, Personality, and Development",
    addressed: true,
    moves: {
      early: [
        "When a child's block tower falls, ask what they could do to make the next one stronger.",
        "Avoid saying good girl or good boy for finished work; describe what the child did instead.",
        "Tell children stories of characters who keep trying new ways to solve a problem.",
      ],
      primary: [
        "Keep the focus of feedback in first grade on strategies, not on who is good at reading or numbers.",
        "Praise pupils for choosing a harder book or puzzle.",
        "Talk with pupils about how everyone was once unable to walk, talk or read.",
      ],
      secondary: [
        "Ask students to remember a time as a young child when they learned something hard.",
        "Invite older students to read to young children and teach them to praise the process.",
        "Discuss with students how beliefs about ability form early and can change.",
      ],
    },
    pitfall:
      "Adults overpraise young children's intelligence and talent, which can make them afraid to try things they might fail at.",
    question: "What do your youngest learners hear when they make a mistake?",
  },
  adolescents: {
    position:
      "In Mindset: The New Psychology of Success I describe research with students moving into junior high school, a difficult transition, where those who believed intelligence could grow earned better math grades over time than those who believed it was fixed. Adolescence brings more challenge and more comparison, so beliefs about ability matter greatly. Teaching adolescents how learning changes the brain can help.",
    work: "Mindset: The New Psychology of Success",
    addressed: true,
    moves: {
      early: [
        "Help young children feel that trying hard things is normal and enjoyable.",
        "Praise the strategies children use to solve problems.",
        "Share stories of people who improved through practice.",
      ],
      primary: [
        "Prepare older primary pupils for the move to middle school by discussing how they can cope with harder work.",
        "Teach pupils how the brain learns before the transition.",
        "Ask pupils to write advice to themselves for when school gets harder.",
      ],
      secondary: [
        "Teach a lesson on brain plasticity early in the school year, especially at transition points.",
        "Ask students who have overcome a struggle to share their strategies with younger students.",
        "Help students see a poor grade as information about what to work on next, not a verdict on their ability.",
      ],
    },
    pitfall:
      "A single growth mindset lesson is delivered at the start of the year and never connected to how the course is taught.",
    question: "What happens to your students' beliefs about their ability when the work gets harder?",
  },
  arts: {
    position:
      "In Mindset: The New Psychology of Success I discuss how drawing, often seen as a gift, can be learned, citing the striking improvement in self-portraits by students taught by Betty Edwards. Artistic ability, like others, can be developed. Believing that artists are born can stop students from learning.",
    work: "Mindset: The New Psychology of Success",
    addressed: true,
    moves: {
      early: [
        "Praise a child's exploration of colors and materials rather than calling them an artist.",
        "Let children draw the same object several times and compare their drawings.",
        "Talk about how artists practice and try things many times.",
      ],
      primary: [
        "Ask pupils to draw a self-portrait at the start and end of a drawing unit and compare them.",
        "Teach specific drawing techniques and praise their use.",
        "Discuss how famous artists made many drafts and mistakes.",
      ],
      secondary: [
        "Have students keep a portfolio showing progress in an art form.",
        "Challenge the idea that some students just can't draw by teaching observation techniques.",
        "Give feedback on artwork that focuses on technique and process.",
      ],
    },
    pitfall: "Art teachers praise naturally talented students and leave others to think they are simply not artistic.",
    question: "Do your students believe they can learn to draw, sing or act?",
  },
  technology: {
    position:
      "My published work does not take up technology or screens, so this is an application of my research, not a view I have stated. Digital tools can show students their progress and give immediate feedback, which may support a growth mindset. They can also encourage constant comparison with others.",
    work: "Mindset: The New Psychology of Success",
    addressed: false,
    moves: {
      early: [
        "Use a camera to record a child's progress on a skill and show it to them.",
        "Choose apps that encourage trying again after mistakes without penalty.",
        "Keep screen time limited and follow it with real activities.",
      ],
      primary: [
        "Use software that shows pupils their own progress over time rather than rankings.",
        "Praise pupils for persistence with a hard digital task.",
        "Discuss with pupils how they feel when a game says they failed.",
      ],
      secondary: [
        "Turn off public leaderboards in learning apps and show students their personal growth instead.",
        "Discuss with students how social media comparison affects their sense of ability.",
        "Use digital portfolios so students can track their development.",
      ],
    },
    pitfall:
      "Learning apps with points and rankings encourage students to compare themselves with others and avoid challenge.",
    question: "Do your digital tools show students their own growth, or how they rank?",
  },
  families: {
    position:
      "In Mindset: The New Psychology of Success I devote a chapter to parents, teachers and coaches and how their messages, including well-meant praise for intelligence, teach children a mindset. Every word and action from parents can send a message about whether abilities are fixed or can grow. Parents can learn to praise process and respond to failure constructively.",
    work: "Mindset: The New Psychology of Success",
    addressed: true,
    moves: {
      early: [
        "Share with parents examples of process praise, such as you worked hard on that puzzle.",
        "Invite parents to a short session on responding to their child's frustration.",
        "Send home a note describing a strategy their child used well.",
      ],
      primary: [
        "Explain in parent conferences that you focus on effort, strategy and progress.",
        "Suggest parents ask their child what they found challenging today rather than only how they did.",
        "Share pupils' progress over time with parents, not only comparisons with others.",
      ],
      secondary: [
        "Help parents understand that praising their teenager as smart can increase fear of failure.",
        "Share strategies parents can suggest when their teenager gets stuck.",
        "Invite parents to see growth in their child's work through portfolios.",
      ],
    },
    pitfall: "Parents are told to praise effort and respond by praising everything, so praise loses its meaning.",
    question: "What message do this child's parents send when their child fails?",
  },
  planning: {
    position:
      "My published work does not set out a curriculum or planning method, so what follows applies my research rather than a view of mine. If abilities can be developed, plans should include real challenge, time for revision, and feedback that helps students improve. Tasks that can be done without effort teach little.",
    work: "Self-Theories: Their Role in Motivation, Personality, and Development",
    addressed: false,
    moves: {
      early: [
        "Plan activities that have several levels of challenge so each child can stretch.",
        "Build in time for children to try again.",
        "Plan stories about characters who learn through effort.",
      ],
      primary: [
        "Plan a revision stage into each writing task.",
        "Plan challenging problems into every math unit, not just for some pupils.",
        "Plan a lesson on how the brain learns at the start of the year.",
      ],
      secondary: [
        "Build opportunities for resubmission into the unit calendar.",
        "Plan assessments that show growth over time.",
        "Include reflection on learning strategies at the end of each unit.",
      ],
    },
    pitfall:
      "Planners add a mindset lesson but leave a curriculum that punishes mistakes and offers no second chances.",
    question: "Where in your plan do students get to try again after feedback?",
  },
  wellbeing: {
    position:
      "In Mindset: The New Psychology of Success I point out that people are a mixture of fixed and growth mindsets, and that teachers, like everyone, have situations that trigger their fixed mindset. Recognizing those triggers can help teachers respond to difficulties with learning rather than self-judgment. Teachers can see their own teaching skills as things that develop.",
    work: "Mindset: The New Psychology of Success",
    addressed: true,
    moves: {
      early: [
        "Notice when you feel defensive about a child's behavior and ask what you could learn from it.",
        "Share one teaching mistake with a colleague and what you will try next.",
        "Reflect each week on one thing you got better at.",
      ],
      primary: [
        "Identify a teaching situation that triggers your fixed mindset and plan a different response.",
        "Observe a colleague and seek feedback as a learning opportunity.",
        "Keep a journal of your growth as a teacher over the year.",
      ],
      secondary: [
        "Discuss mindset triggers with colleagues in a professional learning group.",
        "Treat a difficult class as a problem to learn from, not proof of your failure.",
        "Ask students for feedback on your teaching and use it to improve.",
      ],
    },
    pitfall:
      "Teachers claim to have a growth mindset and stop noticing the moments when they judge students or themselves as fixed.",
    question: "What triggers your own fixed mindset in the classroom?",
  },
};
