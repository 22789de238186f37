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
        "When a student refuses a task, ask privately which part feels hard and offer one strategy to start with.",
        "Replace public leaderboards of who got everything right with a display of strategies students used when stuck.",
        "After an outburst, talk with the student about what they can learn from the episode rather than labeling them as a troublemaker.",
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
    worked: [
      {
        move: "When a student refuses a task, ask privately which part feels hard and offer one strategy to start with.",
        steps: [
          "Go to the student quietly, crouch to their level, and ask: *Which part of this feels hard?*",
          "Listen to the answer without arguing; if they say all of it, point to the first question and ask what they can see there.",
          "Offer one strategy to start with, such as *Do the first line with me, then try the next one alone.*",
          "Come back after five minutes and name what they did: *You got started by rereading the question; that is a strategy you can use again.*",
        ],
      },
    ],
  },
  motivation: {
    position:
      "In Mindset: The New Psychology of Success I describe how students who believe their abilities can be developed tend to embrace challenges, persist through setbacks and learn from criticism. Students who see ability as fixed tend to choose easy tasks and give up after failure, because failure seems to reveal what they lack. Teachers shape which belief students hold through what they praise and how they respond to struggle.",
    work: "Mindset: The New Psychology of Success",
    addressed: true,
    moves: {
      early: [
        "When a child says *I can't do it*, answer *You can't do it yet* and show them one small step.",
        "Praise a child who kept trying on a puzzle by naming what they did, such as turning the pieces around.",
        "Share a story about an animal or person who learned something hard by practicing.",
      ],
      primary: [
        "Teach a short lesson on how the brain grows stronger connections with practice and refer to it when tasks get hard.",
        "Offer students a choice between an easy and a challenging problem, and praise those who choose the challenge.",
        "Ask students to write about something they once could not do and how they learned it.",
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
    worked: [
      {
        move: "Show students their progress over time on a skill so they see effort and strategy producing growth.",
        steps: [
          "Choose one skill the student says they are bad at, such as solving linear equations, and find a piece of their work on it from some weeks ago.",
          "Set three questions of the same kind today and, once they have tried them, put the old work and the new side by side with the student.",
          "Ask what is different and what they did differently: *Last time you stopped at this line. Today you tried two ways. What helped?*",
          "Name the strategy that made the difference, not cleverness: *Checking each step against the original equation is what got you there.*",
          "Agree the next step together and date it, so that in a few weeks there is a third piece to compare.",
        ],
      },
      {
        move: "Discuss with students how they react to setbacks and help them notice fixed-mindset thoughts.",
        steps: [
          "Talk with the student alone at a calm time, not straight after a mistake.",
          "Ask what goes through their head when they get one wrong, and write their words down: *If I get it wrong, it means I'm not really clever.*",
          "Name it as a fixed-mindset thought that most people have at times, not as a fault in them.",
          "Agree a reply they can give it in their own words: *I can't do this yet. What's my next step?*",
          "The next time they get one wrong, do not reassure: point quietly to the words and ask which step they will try next.",
        ],
      },
    ],
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
        "Record a student reading aloud at the start and end of a term and listen to both together.",
        "Teach students named strategies for unknown words and praise their use by name.",
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
        "Give students challenging problems with several possible strategies and praise the strategies they try.",
        "Never tell students that you were never good at math; tell them how you learned it instead.",
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
        "Ask children to guess what will happen when you drop a stone in water, and celebrate the guesses that turned out wrong for what they taught.",
        "Praise the child who keeps trying new ways to make a paper boat float, naming each change they made.",
        "Tell children that scientists often try things many times before they work, and give an example you know.",
      ],
      primary: [
        "Tell the story of a scientist's failed attempts before their discovery, focusing on the strategies they changed.",
        "Ask students to record in their science books what they learned from an experiment that did not work.",
        "Praise students who revise their prediction in light of evidence, naming that as what scientists do.",
      ],
      secondary: [
        "Teach the neuroscience of learning as a science topic that also changes how students see their own abilities.",
        "Allow students to redesign a failed experiment and report what they changed and why.",
        "Give feedback on lab work that focuses on method and reasoning rather than on getting the expected answer.",
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
        "Replace *You're so clever* with a description of what the child did, such as *You kept trying different pieces*.",
        "When a child shows you their drawing, ask about how they made it rather than only saying it's beautiful.",
        "Give young children another chance at a task with one helpful hint rather than a verdict.",
      ],
      primary: [
        "Write comments on work that name the strategy used and one strategy to try next.",
        "Mark unfinished or unsuccessful work as not yet with a next step and a date to try again.",
        "Avoid praising students who finished quickly and easily; give them a harder task instead.",
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
    worked: [
      {
        move: "Ask students to reflect on what strategies led to their results before showing them the grade.",
        steps: [
          "Return the work with comments but with the grade hidden, folded over or held back.",
          "Ask students to write two sentences: which strategies helped them and which did not.",
          "Then show the grade, and ask them to compare it with their reflection.",
          "Ask them to choose one strategy to change for the next task, and write it down.",
        ],
      },
    ],
  },
  homework: {
    position:
      "My published work does not take up homework, so this applies my research rather than a view I have stated. Homework is where students often meet difficulty alone, and their mindset shapes whether that difficulty leads to persistence or avoidance. Tasks and feedback can be designed to support learning from struggle.",
    work: "Self-Theories: Their Role in Motivation, Personality, and Development",
    addressed: false,
    moves: {
      early: [
        "Suggest families praise how their child tried when they do a home activity together, such as *You kept going with that puzzle*.",
        "Send home an activity the child can improve at over several evenings, such as building a tower of cups a little higher each time.",
        "Ask children at circle time to tell you about something they tried hard at home.",
      ],
      primary: [
        "Ask students to mark the homework problem they found hardest and write which strategy they tried on it.",
        "Send parents a short note explaining how to praise process, not cleverness, during homework time.",
        "Review the hardest homework problems in class as learning opportunities rather than as evidence of who is clever.",
      ],
      secondary: [
        "Include one genuinely challenging problem in each homework set and grade it on the quality of the attempt and reasoning.",
        "Ask students to list what they will do next time they get stuck at home, such as which resource to use or whom to ask.",
        "Give feedback on homework that helps students see their progress over several weeks.",
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
        "Give every child challenging activities with support, rather than simpler ones for those who seem slower.",
        "Speak to each child as a learner who is getting better, for example you're learning to cut on the line, not as good or bad at something.",
        "Name progress for children with additional needs in specific terms, such as today you zipped your coat by yourself.",
      ],
      primary: [
        "Set the same high expectations for all students and vary the amount and kind of help each receives to reach them.",
        "Avoid fixed ability groups with names students can decode, and change group membership often.",
        "Show students with learning difficulties concrete evidence of their own progress, such as early and recent work side by side.",
      ],
      secondary: [
        "Tell students with additional needs that you hold them to high standards because you believe they can improve.",
        "Offer a range of strategies and supports and help each student find which ones work for them.",
        "Challenge staffroom talk that treats some students as unable to learn, by sharing evidence of their growth.",
      ],
    },
    pitfall:
      "Teachers set high expectations for everyone but withhold the extra support that students with difficulties need to meet them.",
    question: "Which of your students have you decided, perhaps without noticing, cannot get much better?",
    worked: [
      {
        move: "Show students with learning difficulties concrete evidence of their own progress, such as early and recent work side by side.",
        steps: [
          "Keep a piece of [name]'s work from the start of the term.",
          "After a few weeks, put it beside a recent piece on the same skill.",
          "Ask them: *What can you do now that you could not do then?*, and let them find it first.",
          "Name the strategy or effort that made the difference, and ask what they want to work on next.",
        ],
      },
    ],
  },
  multilingual: {
    position:
      "My published work does not take up multilingual learners, so what follows applies the principles of my research rather than any view I have stated. Students learning a new language make visible mistakes all day, and a student who believes ability is fixed may decide to stay silent rather than risk looking incapable. Classrooms can treat language errors as a normal part of learning and make progress over time easy to see.",
    work: "Mindset: The New Psychology of Success",
    addressed: false,
    moves: {
      early: [
        "When a child tries a new word and gets it nearly right, smile, repeat it correctly in your reply, and praise the try: you used a new word.",
        "Tell the children about a word in another language you are still learning and show them how you practice it.",
        "Celebrate words from children's home languages by learning them yourself and using them in greetings.",
      ],
      primary: [
        "Record a newly arrived student describing a picture at the start of term and again at the end, and listen to both together.",
        "Teach and name language-learning strategies, such as asking a buddy or using a picture dictionary, and praise their use.",
        "Keep students still learning English working on the same challenging content as their classmates, with language support rather than easier tasks.",
      ],
      secondary: [
        "Tell students explicitly that mistakes in a new language are evidence that they are stretching, and mark drafts accordingly.",
        "Give writing feedback that targets one language strategy at a time, with a chance to revise.",
        "Resist placing students in low sets because of language alone, since that can signal a fixed judgment of their ability.",
      ],
    },
    pitfall:
      "Language learners are praised warmly for effort while their errors go unaddressed, so they never get the strategies they need to improve.",
    question: "Do your language learners feel safe to make mistakes out loud?",
  },
  discussion: {
    position:
      "My published work does not address group work or discussion methods, so this applies my research and is not a view I have expressed. Students with a fixed mindset may stay quiet in discussion for fear of sounding wrong, or try to dominate to prove they are smart. Discussions in which revising one's thinking is valued, and in which learning from others counts, can support a growth mindset.",
    work: "Mindset: The New Psychology of Success",
    addressed: false,
    moves: {
      early: [
        "At circle time, praise a child who changed their mind after hearing a friend, saying *You listened and learned something new*.",
        "When a child is stuck on a puzzle, invite a friend to suggest a strategy rather than doing it for them.",
        "Say I'm not sure yet, let's find out, in conversations with children, so not knowing is ordinary.",
      ],
      primary: [
        "Teach sentence starters for revising ideas, such as *I used to think…, but now I think…*, and post them during discussions.",
        "Praise groups for how they worked through a disagreement and what they learned, not only for reaching the right answer.",
        "Invite a student to share a mistake they made and walk the group through what it taught them.",
      ],
      secondary: [
        "Structure discussions so each student must build on or respectfully revise a classmate's idea before adding their own.",
        "Ask students afterward to write what they learned from a classmate they disagreed with.",
        "Change your own view openly when a student makes a strong point, and say what changed your mind.",
      ],
    },
    pitfall:
      "Discussions reward the quickest and most confident speakers, which reinforces the belief that some students are simply smart.",
    question: "Who stays silent in your discussions, and what might they be afraid of revealing?",
  },
  questioning: {
    position:
      "My published work does not take up questioning technique, so what follows applies its principles rather than a view I have stated. Questions that reward only quick right answers can teach students that ability means knowing instantly. Questions about process, strategy and what was learned from mistakes invite students to think about how they learn and grow.",
    work: "Self-Theories: Their Role in Motivation, Personality, and Development",
    addressed: false,
    moves: {
      early: [
        "Ask a child how they worked out where the puzzle piece goes, rather than only whether they have finished.",
        "When something does not work, ask the child what else they could try.",
        "Give all the children a moment of thinking time before anyone answers, so the fastest child does not set the pace.",
      ],
      primary: [
        "Ask students to explain how they got an answer, whether it was right or wrong, and treat both explanations as valuable.",
        "After a challenging task, ask students what the hardest part was and what they did about it.",
        "Choose problems that can be solved by several strategies and ask students to compare them.",
      ],
      secondary: [
        "Ask students what they would do differently if they started the task again.",
        "Before a problem, ask students which strategy they plan to use and why.",
        "Ask students to identify one mistake in their last assignment and what it taught them.",
      ],
    },
    pitfall:
      "Teachers fire quick recall questions and call on the fastest hands, teaching the class that speed equals ability.",
    question: "How often do your questions ask students about their strategies rather than only their answers?",
  },
  "early-years": {
    position:
      "In Self-Theories: Their Role in Motivation, Personality, and Development I review research showing that even quite young children can respond to setbacks and criticism with helplessness, especially when they take it as a judgment of themselves as good or bad. Feedback that focuses on what the child did and what they could try next helps them stay engaged. The early years are when children begin to form beliefs about their abilities.",
    work: "Self-Theories: Their Role in Motivation, Personality, and Development",
    addressed: true,
    moves: {
      early: [
        "When a child's block tower falls, ask what they could change to make the next one stronger, and stay to watch them try.",
        "Instead of *Good girl* or *Good boy* for a finished drawing, describe what the child did, such as *You used lots of colors in the sky*.",
        "Read stories in which characters try new ways to solve a problem, and ask the children what the character tried.",
      ],
      primary: [
        "Keep first-grade feedback focused on strategies, such as sounding out, rather than on who is good at reading.",
        "Praise students who choose a harder book or puzzle, naming the choice itself.",
        "Talk with students about how everyone once could not walk, talk or read, and how they learned.",
      ],
      secondary: [
        "Ask students to remember something hard they learned as small children, such as riding a bike, and what helped.",
        "Invite older students to read with young children and coach them to praise the process, not the child.",
        "Discuss with students how beliefs about ability form early and how they can change.",
      ],
    },
    pitfall:
      "Adults overpraise young children's cleverness and talent, which can make them afraid to try things they might fail at.",
    question: "What do your youngest learners hear from you when they make a mistake?",
  },
  adolescents: {
    position:
      "In Mindset: The New Psychology of Success I describe research with students moving into junior high school, a difficult transition, in which those who believed intelligence could grow earned better math grades over time than those who believed it was fixed. Adolescence brings harder work and more comparison with others, so beliefs about ability matter greatly. Teaching adolescents how the brain changes with learning can help them persist.",
    work: "Mindset: The New Psychology of Success",
    addressed: true,
    moves: {
      early: [
        "Make tackling hard things feel normal and enjoyable, for example by cheering a child's third attempt at a jump.",
        "Praise the strategies young children use, such as asking for help or trying a different piece.",
        "Tell stories of people and animals who got better through practice.",
      ],
      primary: [
        "Before the move to middle school, discuss with students how work will get harder and what they can do when it does.",
        "Teach a short lesson on how the brain forms stronger connections with practice, in the last primary year.",
        "Ask students to write a letter of advice to themselves for the day school feels hard.",
      ],
      secondary: [
        "Teach a lesson on brain plasticity early in the school year and refer back to it at exam times and transitions.",
        "Ask older students who overcame a struggle in your subject to share their strategies with younger students.",
        "Help students read a poor grade as information about what to work on next, not as a verdict on their ability.",
      ],
    },
    pitfall:
      "A single growth mindset lesson is delivered at the start of the year and never connected to how the course is actually taught or graded.",
    question: "What happens to your students' beliefs about their ability when the work gets harder?",
  },
  arts: {
    position:
      "In Mindset: The New Psychology of Success I discuss drawing, often seen as a gift one either has or lacks, and describe the striking improvement in self-portraits by students taught by Betty Edwards in a short course. Artistic ability, like other abilities, can be developed. The belief that artists are simply born can stop students from ever learning.",
    work: "Mindset: The New Psychology of Success",
    addressed: true,
    moves: {
      early: [
        "Praise a child's exploration of colors and materials, naming what they tried, rather than calling them a little artist.",
        "Let children draw the same object, such as a teddy, on three days and look at the drawings together.",
        "Tell children how artists practice and make many versions before they are happy.",
      ],
      primary: [
        "Have students draw a self-portrait at the start and end of a drawing unit and compare the two.",
        "Teach one specific drawing technique at a time, such as looking at negative space, and praise its use.",
        "Show students an artist's sketches and drafts before the finished work, and discuss what changed.",
      ],
      secondary: [
        "Ask students to keep a portfolio showing their progress in an art form over the year.",
        "Address I can't draw directly by teaching observation techniques and showing before-and-after student work.",
        "Give feedback on artwork that names technique and process rather than talent.",
      ],
    },
    pitfall:
      "Art teachers praise the naturally talented few and leave the others convinced they are simply not artistic.",
    question: "Do your students believe they can learn to draw, sing or act?",
  },
  technology: {
    position:
      "My published work does not take up technology or screens, so this applies my research and is not a view I have stated. Digital tools can show students their own progress and give immediate feedback, which may support a growth mindset. They can also push constant comparison with others, through rankings and points, which may feed a fixed one.",
    work: "Mindset: The New Psychology of Success",
    addressed: false,
    moves: {
      early: [
        "Use a camera to record a child attempting a skill, such as hopping, and show them a later video to see their progress.",
        "Choose apps that let children try again after a mistake without losing or being told they failed.",
        "Keep screen time short and follow it with real activities where the child can persist at something hard.",
      ],
      primary: [
        "Use learning software that shows each student their own progress over time rather than class rankings.",
        "Praise students who keep working on a hard level of a learning game, naming the strategy they used.",
        "Discuss with students how they feel when a game says they failed, and what they could tell themselves instead.",
      ],
      secondary: [
        "Turn off public leaderboards in learning platforms and show students their personal growth charts instead.",
        "Discuss with students how comparison on social media can affect how they see their own abilities.",
        "Use digital portfolios so students can trace how their work developed across drafts.",
      ],
    },
    pitfall:
      "Learning apps built on points and rankings encourage students to compare themselves with others and avoid challenges they might fail.",
    question: "Do your digital tools show students their own growth, or only where they rank?",
  },
  families: {
    position:
      "In Mindset: The New Psychology of Success I devote a chapter to parents, teachers and coaches and to where mindsets come from, showing how their messages, including well-meant praise for intelligence, can teach children a fixed mindset. Every word and action can tell a child whether abilities are fixed or can grow. Parents can learn to praise process and to respond to failure as a chance to learn.",
    work: "Mindset: The New Psychology of Success",
    addressed: true,
    moves: {
      early: [
        "Share with parents a few examples of process praise, such as *You kept trying until the puzzle fit*, on a note sent home.",
        "Hold a short session for parents on responding to a frustrated child with what could you try next.",
        "Send home a note describing a strategy the child used well this week.",
      ],
      primary: [
        "Explain in parent conferences that you praise effort, strategy and progress, and why.",
        "Suggest parents ask their child what was hard today and what did you learn, rather than only how they did.",
        "Show parents their child's progress over time through samples of work, not only comparisons with others.",
      ],
      secondary: [
        "Explain to parents how praising their teenager as smart can increase fear of failure, and what to praise instead.",
        "Share with parents strategies they can suggest when their teenager is stuck, instead of doing the work or lecturing.",
        "Invite parents to see the growth in their child's work through a portfolio evening.",
      ],
    },
    pitfall:
      "Parents are told to praise effort and respond by praising everything, so praise loses its meaning and stops guiding learning.",
    question: "What message do this child's parents send, without meaning to, when their child fails?",
  },
  planning: {
    position:
      "My published work does not set out a curriculum or planning method, so what follows applies my research rather than a view of mine. If abilities can be developed, plans need real challenge for every student, time for revision after feedback, and tasks where effort and new strategies visibly pay off. Work that can be done without effort teaches little and tells students nothing about their capacity to grow.",
    work: "Self-Theories: Their Role in Motivation, Personality, and Development",
    addressed: false,
    moves: {
      early: [
        "Plan activities with several levels of challenge, such as puzzles of 12, 24 and 48 pieces, and let children choose to stretch.",
        "Build time into the day for children to return to a task they did not finish.",
        "Plan stories and songs about characters who learn through trying.",
      ],
      primary: [
        "Plan a revision stage into every writing task, with feedback and time to improve.",
        "Include challenging problems in every math unit for all students, not just for an extension group.",
        "Schedule a lesson on how the brain learns early in the year and plan when you will refer back to it.",
      ],
      secondary: [
        "Build resubmission opportunities into the unit calendar rather than offering them only when asked.",
        "Plan assessments that can show growth over time, such as a repeated task at the start and end of a unit.",
        "Include a reflection on learning strategies at the end of each unit.",
      ],
    },
    pitfall: "Planners add a mindset lesson but keep a curriculum that punishes mistakes and offers no second chances.",
    question: "Where in your plan do students get to try again after feedback?",
  },
  wellbeing: {
    position:
      "In the revised edition of Mindset: The New Psychology of Success I point out that everyone is a mixture of fixed and growth mindsets, and that teachers, like everyone, meet situations that trigger their fixed mindset, such as a difficult class or critical feedback. Noticing those triggers can help teachers respond with learning rather than self-judgment. Teachers can see their own teaching skills as things that develop.",
    work: "Mindset: The New Psychology of Success",
    addressed: true,
    moves: {
      early: [
        "When a child's behavior makes you feel defensive, pause and ask yourself what you could learn from the moment.",
        "Tell a colleague about one teaching mistake this week and what you will try next time.",
        "At the end of each week, write down one thing you got better at.",
      ],
      primary: [
        "Name one classroom situation that triggers your fixed mindset, such as being observed, and plan a different response.",
        "Invite a colleague to observe a lesson and ask for feedback as a chance to learn, not a verdict.",
        "Keep a journal of your own growth as a teacher over the year.",
      ],
      secondary: [
        "Discuss your mindset triggers with colleagues in a professional learning group.",
        "Treat a difficult class as a problem to solve with new strategies, not as proof that you are failing.",
        "Ask students for anonymous feedback on your teaching and choose one change to make.",
      ],
    },
    pitfall:
      "Teachers declare that they have a growth mindset and stop noticing the moments when they judge students, or themselves, as fixed.",
    question: "What triggers your own fixed mindset in the classroom?",
  },
};
