import type { EducatorNotes } from "../note-types";

/** A. S. Neill's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "In The Problem Child I argued that a difficult child is almost always an unhappy one, and that punishment and moral lectures only add fear to the unhappiness. At Summerhill antisocial acts were dealt with by the school meeting, where children judged fairly and usually mildly, while I tried to be on the child's side and show him he was liked.",
    work: "The Problem Child",
    addressed: true,
    moves: {
      early: [
        "When a child hits out, skip the sermon and find out, kindly, what is troubling him.",
        "Let the children agree a few rules for the sandpit themselves and remind one another of them.",
        "Show a child who is often in trouble that you enjoy his company at least once every day.",
      ],
      primary: [
        "Hold a weekly class meeting where students bring complaints about each other and decide fair fines or remedies, with your one vote.",
        "Replace detention with a private talk in which you ask what the student needs rather than what he did.",
        "Notice the child who is always blamed and ask yourself whether the trouble lies at home or in the school.",
      ],
      secondary: [
        "Let an elected student tribunal deal with minor offenses against others, and abide by its decisions.",
        "Distinguish aloud between a student's freedom and a license that interferes with someone else's, using the incident at hand.",
        "Drop moral lectures entirely for a month with one difficult student and record what changes.",
      ],
    },
    pitfall:
      "Freedom is mistaken for license, and teachers let one child trample the others' rights while calling it respect for the child.",
    question: "Is this a problem child, or a child who has been given problems?",
    worked: [
      {
        move: "Hold a weekly class meeting where students bring complaints about each other and decide fair fines or remedies, with your one vote.",
        steps: [
          "Set a fixed time each week and let the class elect a chair for the meeting, who is not you.",
          "Any student may bring a complaint; the one complained of gives their side, and the class discusses it.",
          "The class votes on a fair remedy, such as an apology, repairing damage or losing a turn, and you vote once like everyone else.",
          "Keep the decisions in a book the class can read, and abide by them yourself.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "At Summerhill, as I described in Summerhill: A Radical Approach to Child Rearing, lessons were optional, and a child who had played for years would often come to lessons of his own accord and learn fast once he wanted to. Interest cannot be forced; compulsion buys obedience and kills the wish to learn.",
    work: "Summerhill: A Radical Approach to Child Rearing",
    addressed: true,
    moves: {
      early: [
        "Let children choose freely between activities for most of the morning and do not bribe them toward the table tasks.",
        "Notice which corner a child returns to day after day and add materials there.",
        "Leave a child who wants only to play alone; play is his work at this age.",
      ],
      primary: [
        "Offer one optional workshop a week and notice who comes, without rewarding or reproaching anyone.",
        "Ask students what they want to learn about and build a session around the most popular answer.",
        "Stop using stars and prizes for a term and watch whose interest survives.",
      ],
      secondary: [
        "Make one revision session entirely voluntary and teach those who turn up as well as you can.",
        "Ask students privately whether they would attend your class if it were optional, and listen to why.",
        "Let students propose an elective they want and help them find a teacher for it.",
      ],
    },
    pitfall:
      "Teachers make lessons optional in name but punish absence in other ways, so children learn that the choice was never real.",
    question: "Would your students still come to your lesson if they were free not to?",
    worked: [
      {
        move: "Ask students privately whether they would attend your class if it were optional, and listen to why.",
        steps: [
          "Choose a quiet moment and ask one student at a time: *If this class were optional, would you come?*",
          "Listen to the whole answer without defending your teaching.",
          "Ask what would make them come, and write it down.",
          "Change one thing that several students named, and tell them you did.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "In Summerhill: A Radical Approach to Child Rearing I described children who learned to read late, some not until well past the usual age, and caught up quickly once they wanted to. I held that forcing reading on a child who is not interested does more harm to his happiness than a late start does to his learning.",
    work: "Summerhill: A Radical Approach to Child Rearing",
    addressed: true,
    moves: {
      early: [
        "Read aloud to any child who asks, but never make a child sit for a reading drill.",
        "Leave picture books everywhere and let children come to them freely.",
        "Let children dictate stories about their own adventures for you to write down.",
      ],
      primary: [
        "Give students free choice of what to read, including comics and joke books.",
        "Offer reading help on request rather than in compulsory groups.",
        "Let students write plays for the class to act, which gives them a reason to write.",
      ],
      secondary: [
        "Let students choose whether to read the set text or an alternative, and discuss both.",
        "Help a late reader privately and without shame, as a favor he has asked for.",
        "Have students write and stage their own plays, as Summerhill children did for the school's own theater evenings.",
      ],
    },
    pitfall:
      "Late reading is accepted as freedom while a child with a real reading difficulty goes without the help he needs.",
    question: "Does this child not want to read, or has reading been made a misery for him?",
  },
  mathematics: {
    position:
      "In Summerhill: A Radical Approach to Child Rearing I held that school subjects matter far less than adults suppose, and that a child who comes to a subject freely, because he wants it, learns in a short time what compulsion drags out over years. Mathematics, like every lesson at Summerhill, was offered at set times and never compelled; I would teach it well to those who choose it and not force it on the rest.",
    work: "Summerhill: A Radical Approach to Child Rearing",
    addressed: true,
    moves: {
      early: [
        "Count and measure when children are building or playing shop, and leave it there.",
        "Let children invent their own games with dice and counters.",
        "Never keep a child in from playtime to finish a counting exercise.",
      ],
      primary: [
        "Offer mathematics lessons at a set time that students may attend or skip.",
        "Let students bring their own practical problems, like building a hutch, for you to help with.",
        "Help a student who wants to pass an exam by teaching exactly what he needs.",
      ],
      secondary: [
        "Make clear to students which mathematics they need for their own aims and offer it.",
        "Tutor a student who has decided to sit a mathematics examination intensively and respectfully.",
        "Let students use the workshop to apply measurement and geometry to real making.",
      ],
    },
    pitfall:
      "Teachers read optional mathematics as no mathematics, and children who would have enjoyed it are never offered it.",
    question: "Who is your mathematics lesson really for, the child or the syllabus?",
  },
  science: {
    position:
      "Science teaching is something I wrote little about. Reasoning from Summerhill, where the workshop and the chance to make things mattered more to many children than the classroom, I would let children tinker, build and experiment freely, with a teacher ready to help when asked.",
    work: "Summerhill: A Radical Approach to Child Rearing",
    addressed: false,
    moves: {
      early: [
        "Provide water, sand and tools and let children experiment without a set task.",
        "Answer a child's question about how something works honestly and simply.",
        "Let children take apart an old clock or radio.",
      ],
      primary: [
        "Open a workshop or making corner where students build whatever they choose.",
        "Offer an optional science session on something the students asked about.",
        "Let students keep pets or plants and learn from caring for them.",
      ],
      secondary: [
        "Give students open laboratory time to pursue their own experiments safely.",
        "Help students who want to sit science examinations prepare seriously.",
        "Let students build something practical, such as a bicycle repair, in the workshop.",
      ],
    },
    pitfall:
      "Free tinkering never connects to any explanation, because the teacher is too anxious about interfering to answer questions.",
    question: "What would your students build if you gave them the workshop and kept out of the way?",
  },
  assessment: {
    position:
      "In Summerhill: A Radical Approach to Child Rearing I was scornful of schooling that puts examinations at the center, though our students who wanted university could and did sit the examinations and pass them. I held that a child's happiness and sincerity matter more than any mark.",
    work: "Summerhill: A Radical Approach to Child Rearing",
    addressed: true,
    moves: {
      early: [
        "Do not grade or compare young children's work at all.",
        "Talk with a child about what he enjoyed making today.",
        "Keep records private, never displayed as charts of progress.",
      ],
      primary: [
        "Drop grades from classwork and talk with students about their work instead.",
        "Let students decide whether to have their work marked.",
        "Ask students how they feel about their own work before you comment.",
      ],
      secondary: [
        "Make clear that examinations are a tool for students' own ends, and prepare those who choose them.",
        "Take down any public chart that ranks students, and tell the class why.",
        "Ask students what they want feedback on and give only that.",
      ],
    },
    pitfall: "Removing grades without honest feedback leaves students who want to sit exams unprepared.",
    question: "Is your grading helping your students, or only the school's reputation?",
  },
  homework: {
    position:
      "Homework is not a subject I gave much space to. Reasoning from Summerhill, where even lessons were optional, I would regard compulsory homework as an invasion of the child's play time, which I held to be precious.",
    work: "Summerhill: A Radical Approach to Child Rearing",
    addressed: false,
    moves: {
      early: [
        "Set young children no homework at all, and tell parents that play after school is time well spent.",
        "Tell parents that play at home is what the child needs.",
        "Let a child borrow a toy from class overnight if he wishes, as a sign of trust rather than a task.",
      ],
      primary: [
        "Make any homework voluntary and never penalize its absence.",
        "Suggest to families that their child's afternoons belong to play, not to extra lessons.",
        "Let students take home a project they want to continue.",
        "Put the question of homework to a class meeting, where your vote counts the same as each child's, and keep to what the class decides.",
      ],
      secondary: [
        "Offer optional study tasks for students preparing for exams they have chosen.",
        "Ask students to help decide whether homework is needed for a course.",
        "Leave students' after-school hours to their own use, for work, friends and idling, unless they choose to study.",
      ],
    },
    pitfall: "Optional homework becomes a hidden sorting tool, rewarding students with quiet homes.",
    question: "What is your homework taking from your students' play?",
  },
  inclusion: {
    position:
      "In The Problem Child I wrote about children sent to me as thieves, liars and destroyers, and argued that they needed love, approval and freedom rather than punishment. Many so-called problem children are unhappy children, and when they are accepted they often stop being problems.",
    work: "The Problem Child",
    addressed: true,
    moves: {
      early: [
        "Show every child, including the most difficult, that you are glad to see them.",
        "Let a withdrawn child play alone until they choose to join.",
        "Accept a child's messy, loud play without shaming them.",
      ],
      primary: [
        "Ask a student who disrupts what would make school better for them and act on what you can.",
        "Give an unhappy student free time in a space they choose.",
        "Avoid sending a troubled student out; keep them close and warmly watched.",
      ],
      secondary: [
        "Let a student who has been excluded elsewhere start fresh, without their record read aloud.",
        "Let students with special needs take part in the school meeting with support.",
        "Meet an angry student alone and listen without judgment.",
      ],
    },
    pitfall: "Love and approval without structure leaves some children with needs they cannot meet alone.",
    question: "What does this child need from you that punishment cannot give?",
  },
  multilingual: {
    position:
      "I did not write about children learning in a second language, though Summerhill had students from many countries. Reasoning from my principles, I would let such a child find his way through play and friendship before any formal lessons, trusting that happiness comes before language drills.",
    work: "Summerhill: A Radical Approach to Child Rearing",
    addressed: false,
    moves: {
      early: [
        "Let a new child join play without pressure to speak.",
        "Learn a few words of the child's language and use them warmly.",
        "Introduce the new child to one friendly playmate and then leave the two of them to play without adult direction.",
      ],
      primary: [
        "Offer optional English lessons at a time the student chooses.",
        "Let the student speak in the class meeting in any language with a friend interpreting.",
        "Cast a newcomer in a student-made play with a small part he can act more than speak.",
      ],
      secondary: [
        "Let a newcomer vote in the school meeting from their first week.",
        "Offer English lessons the student may ask for at a time of his choosing, and teach them well when he comes.",
        "Let students from other countries share their culture if they want to.",
      ],
    },
    pitfall: "A newcomer left to pick up language alone may end up isolated rather than free.",
    question: "Is this child free to play and make friends, whatever language they speak?",
  },
  discussion: {
    position:
      "In Summerhill: A Radical Approach to Child Rearing I described the school meeting, where every student and teacher, myself included, had one vote, and where children argued out the rules and judged offenses. I considered self-government worth more than a week of lessons, because it teaches children to live with others.",
    work: "Summerhill: A Radical Approach to Child Rearing",
    addressed: true,
    moves: {
      early: [
        "Gather the children in a circle to decide together a rule about sharing toys.",
        "Let children propose what to do when two want the same swing.",
        "Accept the children's decision even when you would have chosen differently.",
      ],
      primary: [
        "Hold a weekly class meeting with an elected student chair and one vote each, including yours.",
        "Let students propose, debate and vote on a classroom rule.",
        "Review a rule the class made last month and let them change it if it is not working.",
      ],
      secondary: [
        "Give the school council real power over some rules, not just suggestions.",
        "Let students run a meeting about a conflict and decide the consequence.",
        "Bring your own complaint to a student meeting and accept its verdict.",
      ],
    },
    pitfall:
      "Class meetings become a show of democracy in which the teacher quietly overrules any inconvenient decision.",
    question: "Who really makes the rules in your classroom?",
    worked: [
      {
        move: "Let students propose, debate and vote on a classroom rule.",
        steps: [
          "Invite students to propose a rule they think the class needs.",
          "Let the proposer explain it, and others speak for and against.",
          "Hold a vote, with one vote each including yours.",
          "Try the rule for a month and review it at a class meeting.",
        ],
      },
    ],
  },
  questioning: {
    position:
      "Questioning as a technique of teaching is not something I wrote about. Reasoning from Summerhill, where I insisted on answering children's own questions honestly, including questions about sex and religion, I would value the child's questions far more than the teacher's.",
    work: "Summerhill: A Radical Approach to Child Rearing",
    addressed: false,
    moves: {
      early: [
        "Answer a child's question about where babies come from truthfully and simply.",
        "Let children's questions lead the conversation at snack time.",
        "Take every child's question seriously, however odd, and never laugh at the asker.",
      ],
      primary: [
        "Keep a question box where students post anything they want answered.",
        "Answer students' questions honestly, even when they are awkward.",
        "Let students question you about your opinions and answer sincerely.",
      ],
      secondary: [
        "Answer adolescents' questions about sex and relationships frankly and without a moral sermon attached.",
        "Invite students to question school rules and explain your reasons honestly.",
        "Let students set questions for the class to debate.",
      ],
    },
    pitfall:
      "Teachers dodge children's real questions and ask only their own, so children learn that curiosity is unwelcome.",
    question: "What questions are your students not allowed to ask you?",
  },
  "early-years": {
    position:
      "In Summerhill: A Radical Approach to Child Rearing I wrote that children need far more play than adults allow, and that a childhood robbed of play is a loss that lessons cannot make up. I believed in self-regulation from infancy: a child left free to play, without fear, grows up balanced.",
    work: "Summerhill: A Radical Approach to Child Rearing",
    addressed: true,
    moves: {
      early: [
        "Protect long periods of unstructured play and resist filling them with adult-led activity.",
        "Let children get dirty and noisy in their play.",
        "Avoid moral lessons about sharing; let children work it out in play.",
      ],
      primary: [
        "Keep free play time for younger students and do not cut it for catch-up lessons.",
        "Let students invent their own playground games and settle disputes about the rules among themselves.",
        "Give students fantasy play time with costumes and props.",
      ],
      secondary: [
        "Let older students have free time to play sport or games they choose.",
        "Discuss with students why play matters, using their own memories.",
        "Let older students help younger ones in play without turning it into teaching.",
      ],
    },
    pitfall: "Play is tolerated as a reward for finishing work, not protected as the child's real work.",
    question: "How much of a young child's day in your care is truly free play?",
  },
  adolescents: {
    position:
      "In Summerhill: A Radical Approach to Child Rearing I wrote that adolescents raised in freedom are sincere and unafraid, and I argued for honesty about sex and against the guilt that moral teaching puts on young people. Teenagers need to be trusted with their own lives and given a real voice in the community.",
    work: "Summerhill: A Radical Approach to Child Rearing",
    addressed: true,
    moves: {
      early: [
        "Let teenagers visiting the class play alongside the little ones as equals.",
        "When a child asks about what older brothers and sisters get up to, answer honestly and without alarm.",
        "Let children see older students taking part in decisions.",
      ],
      primary: [
        "Prepare upper-primary students for adolescence with honest talk about bodies and feelings.",
        "Give older students a say in how their last primary year is run.",
        "Let the oldest primary students chair the class meeting in turn, with your one vote like everyone else's.",
      ],
      secondary: [
        "Give adolescents real votes on school matters that affect them.",
        "Hold an open session where teenagers can ask anonymous questions about sex and relationships and get truthful answers.",
        "Allow students to choose which lessons to attend for part of the week.",
      ],
    },
    pitfall: "Freedom for adolescents without adults available to talk leaves them alone with real dangers.",
    question: "Do the teenagers in your school trust you with the truth about their lives?",
  },
  arts: {
    position:
      "In Summerhill: A Radical Approach to Child Rearing I described the children writing and acting their own plays and making things in the workshop, which I valued far above book learning for many of them. Creativity comes from free children; it dies under compulsion and correction.",
    work: "Summerhill: A Radical Approach to Child Rearing",
    addressed: true,
    moves: {
      early: [
        "Leave paints, clay and costumes out for children to use freely.",
        "Leave a child's drawing exactly as he made it, without any adult correction.",
        "Let children make up songs and dances without instruction.",
      ],
      primary: [
        "Let students write and perform their own short plays.",
        "Give students free time in a workshop to build what they choose.",
        "Display every student's work that he wants shown, without grades, stars or a best-in-class label.",
      ],
      secondary: [
        "Let students organize and perform a regular theater evening of their own plays.",
        "Open the art room at lunch with materials out and no assignment, and let students come if they want.",
        "Let students choose their own art projects for a term.",
      ],
    },
    pitfall: "Free art time becomes neglect when no adult is available to help a child who wants to learn a skill.",
    question: "When did your students last make something nobody asked them to make?",
  },
  technology: {
    position:
      "I did not write about computers or the devices children now carry, which belong to a later age. Reasoning from the self-regulation I set out in Summerhill: A Radical Approach to Child Rearing, I would trust children to regulate their own use once the novelty wore off, as I held that self-regulated children do with food and play, but I would ask the community meeting to decide any shared rules.",
    work: "Summerhill: A Radical Approach to Child Rearing",
    addressed: false,
    moves: {
      early: [
        "Let the children and you agree together on how much screen time is right.",
        "Rather than banning screens, make the outdoor and workshop play so inviting that children choose it.",
        "Talk with anxious parents about letting children find their own limits with screens, and about watching what happens.",
      ],
      primary: [
        "Bring screen rules to the class meeting for students to debate and vote on.",
        "Observe whether students tire of screens when free to use them.",
        "Keep the workshop and the playing field open as real alternatives, so screens are one choice among several.",
      ],
      secondary: [
        "Let the student council decide phone rules for the school.",
        "Discuss with students when screen use interferes with others' freedom.",
        "Trust students to manage their own devices, stepping in only when others are harmed.",
      ],
    },
    pitfall: "Self-regulation is assumed without watching whether children actually manage it.",
    question: "Have you asked your students to help make the screen rules?",
  },
  families: {
    position:
      "In Freedom, Not License! I answered many questions from parents about raising children without fear, and I argued that parents who moralize and punish make problem children. Families must learn to trust the child and to distinguish freedom from license in their own homes.",
    work: "Freedom, Not License!",
    addressed: true,
    moves: {
      early: [
        "Talk with parents about letting young children play freely and get dirty.",
        "Reassure anxious parents that a child who plays is learning.",
        "Ask parents what frightens their child and how to reduce it.",
      ],
      primary: [
        "Explain to families why your class meeting makes some rules.",
        "Invite parents to see a class meeting in action.",
        "Help parents see behavior problems as signs of unhappiness.",
      ],
      secondary: [
        "Help parents talk honestly with teenagers about sex and relationships.",
        "Encourage parents to give adolescents more freedom in their own affairs.",
        "Listen to parents' fears about freedom and explain the difference from license.",
      ],
    },
    pitfall: "Teachers blame parents for everything a child does, instead of working with them.",
    question: "Do the parents of your students fear their children, or trust them?",
  },
  planning: {
    position:
      "In Summerhill: A Radical Approach to Child Rearing I described a timetable of lessons for teachers, not for students: classes were held at set times, but children chose whether to attend. The curriculum should serve the child's interests, not the other way round.",
    work: "Summerhill: A Radical Approach to Child Rearing",
    addressed: true,
    moves: {
      early: [
        "Plan materials and spaces, not tasks, and let children choose what to do.",
        "Plan long blocks of free play rather than short activities.",
        "Follow the children's interests when planning the next week.",
      ],
      primary: [
        "Plan one optional lesson a week and record, without judgment, who attends and what brings them.",
        "Ask students what they want to learn next term.",
        "Leave time in the week unplanned for students' own projects.",
      ],
      secondary: [
        "Let students design one afternoon of their weekly timetable from the options the school can offer.",
        "Run an elective that students themselves propose and vote for, if a teacher can be found for it.",
        "Review the curriculum with students and drop what they find pointless where you can.",
      ],
    },
    pitfall: "Optional lessons without good teaching become empty rooms, and the freedom is blamed.",
    question: "Is your timetable built for the children, or the children for the timetable?",
  },
  wellbeing: {
    position:
      "In A Dominie's Log I kept a frank diary of my days as a village schoolmaster, doubting the system I was meant to serve and trying to be honest with the children. A teacher who is happy and sincere, and on the child's side, will do more good than one who performs authority.",
    work: "A Dominie's Log",
    addressed: true,
    moves: {
      early: [
        "Play with the children yourself and let them see you enjoy it.",
        "Drop one rule you enforce only because you are expected to.",
        "Keep a short log, like a dominie's, of what made the children laugh each day and what made you laugh with them.",
      ],
      primary: [
        "Keep a log of your teaching days, writing honestly about what you doubt.",
        "Let students see you as a person, with a sense of humor.",
        "Ask yourself each week whether you were on the children's side.",
      ],
      secondary: [
        "Share honestly with students when you disagree with a rule.",
        "Find colleagues who share your trust in children and talk openly with them about the rules you doubt.",
        "Write a reflective log of how your own schooling shapes your teaching.",
      ],
    },
    pitfall: "A teacher who plays authority all day exhausts himself and frightens the children.",
    question: "Are you happy in your work, and do your students know it?",
  },
};
