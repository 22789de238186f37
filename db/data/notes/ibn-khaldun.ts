import type { EducatorNotes } from "../note-types";

/** Ibn Khaldun's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "In The Muqaddimah I warned that severity toward students harms them: children brought up with harshness become lazy, deceitful and insincere, doing what they do out of fear, and lose the energy that makes a person whole. I recalled approvingly the advice a caliph gave his son's tutor, to be neither so strict that the boy's mind is deadened nor so lenient that he grows idle.",
    work: "The Muqaddimah",
    addressed: true,
    moves: {
      early: [
        "Correct a young child with a calm word close by rather than a raised voice across the room.",
        "When a child hides a mistake, notice whether fear of you taught him to hide, and soften your manner.",
        "Keep routines firm but gentle so children know what is expected without being frightened into it.",
      ],
      primary: [
        "Deal with a student's error privately and quietly, never with humiliation in front of the class.",
        "Hold a steady middle line with a restless student: clear limits, no harshness, no indulgence.",
        "Watch for students who have become secretive or sly and ask whether past severity taught them that.",
      ],
      secondary: [
        "Replace public reprimands with a private conversation that treats the student as a fellow in learning.",
        "Review your sanctions for any that rely on shame, and drop them.",
        "Tell a student who has lost heart after harsh treatment elsewhere that your class starts fresh.",
      ],
    },
    pitfall:
      "Gentleness slides into leniency, and the tutor forgets the other half of the advice, that idleness is also a harm.",
    question: "Has harshness ever made a student learn better, or only taught him to hide?",
    worked: [
      {
        move: "Deal with a student's error privately and quietly, never with humiliation in front of the class.",
        steps: [
          "When a student does wrong in class, give a brief, calm signal and carry on the lesson.",
          "After the lesson, speak to them alone, in a low voice, and say plainly what was wrong.",
          "Tell them what you expect instead, and that you trust them to do it.",
          "Next lesson, greet them as usual, so they see the matter is closed.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "In The Muqaddimah I held that a student who is taught gradually, with matters suited to his readiness, grows in understanding and gains the habit of learning, while one plunged into difficulties at the start becomes tired and turns away, thinking the fault is in the subject. Appetite for learning follows from fitting instruction to the stage the student has reached.",
    work: "The Muqaddimah",
    addressed: true,
    moves: {
      early: [
        "Begin each new song or verse with only its first line, and add more only when the children are confident.",
        "Stop an activity while children still enjoy it, so they return willingly.",
        "Praise a child for what he has mastered before offering the next small step.",
      ],
      primary: [
        "Open a topic with an outline of its main points only, and keep the details for a later pass.",
        "Notice a student who has given up and check whether he met difficulties before the basics were secure.",
        "Let students feel the skill growing by returning to a task they could not do last week.",
      ],
      secondary: [
        "Tell students the plan of three passes so they know the hard questions will come once the foundation is laid.",
        "Keep sessions on a topic close together so students do not lose the thread and their interest with it.",
        "Invite students to debate a problem once they have the basics, since argument sharpens appetite.",
      ],
    },
    pitfall:
      "Teachers mistake a student's discouragement for lack of ability, when the student was simply given the hardest part first.",
    question: "Did this student turn away from the subject, or from being rushed into its hardest part?",
    worked: [
      {
        move: "Tell students the plan of three passes so they know the hard questions will come once the foundation is laid.",
        steps: [
          "At the start of a topic, tell students that you will go through it three times.",
          "Say that the first pass covers the main points, the second adds detail and explanation, and the third takes on the hard questions and disputes.",
          "When a student asks a hard question early, write it on the board for the third pass.",
          "In the third pass, start with the questions they saved.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "In The Muqaddimah I explained that command of language is a habit, a malaka, acquired by long exposure to fine speech, memorizing and imitating excellent poetry and prose until the habit takes root. Comparing how children were first taught in different lands, I observed that the people of al-Andalus, who joined poetry, composition and writing to the Qur'an, gained a better command of language, and I called the judge Abu Bakr ibn al-'Arabi's plan of beginning with Arabic and poetry a good one, while granting that custom stood against it.",
    work: "The Muqaddimah",
    addressed: true,
    moves: {
      early: [
        "Recite a short, beautiful poem with the children every day until they know it by heart.",
        "Let children repeat well-formed sentences after you in play and conversation.",
        "Tell stories in rich language and let children retell them.",
      ],
      primary: [
        "Have students memorize and recite fine passages of poetry and prose each week.",
        "Ask students to imitate the style of a passage they have learned in their own writing.",
        "Teach students to write out the passages they have memorized, so the habit of the pen grows alongside the habit of the tongue.",
      ],
      secondary: [
        "Have students study and imitate the style of great writers to build their own.",
        "Ask students to compose in a form they have memorized, such as a poem or speech.",
        "Combine memorization with discussion so students can explain what they have learned.",
      ],
    },
    pitfall: "Memorization without understanding or practice in speaking leaves students with words they cannot use.",
    question: "Are your students hearing and imitating enough fine language to form the habit?",
  },
  mathematics: {
    position:
      "In The Muqaddimah I wrote that arithmetic and geometry train the mind in orderly reasoning, and that those who study geometry acquire a sound habit of thinking. These sciences should be taught gradually, from the basics to the harder problems, in rounds of increasing depth.",
    work: "The Muqaddimah",
    addressed: true,
    moves: {
      early: [
        "Count stones or beads aloud with the children in a fixed order each day, so the habit of sequence forms by repetition.",
        "Let children lay out shapes in rows from smallest to largest and say why each one goes where it does.",
        "Play a counting game in which each child adds one more to the line, and start again from the beginning when someone slips.",
      ],
      primary: [
        "Teach a new operation in three passes: outline, practice with examples, then hard cases.",
        "Ask students to explain each step of their reasoning aloud.",
        "Keep arithmetic sessions frequent so skills do not fade.",
      ],
      secondary: [
        "Use geometry proofs to train step-by-step reasoning, explaining each step.",
        "Return to a topic later in the year at greater depth.",
        "Let students debate the best method for a problem.",
      ],
    },
    pitfall: "The three passes collapse into one long pass, and the hard questions never get their turn.",
    question: "Are your students learning to reason in order, or only to compute?",
  },
  science: {
    position:
      "In The Muqaddimah I set out the sciences of my time, the traditional and the rational, and held that each is learned as a habit by long practice, gradually, from an expert teacher. I also valued the observation of how societies and nature actually work, against mere repetition of authorities.",
    work: "The Muqaddimah",
    addressed: true,
    moves: {
      early: [
        "Let children observe a natural process, like water freezing, and describe it in order.",
        "Ask children what they think will happen and then watch together.",
        "Repeat simple observations over days so children notice patterns.",
      ],
      primary: [
        "Teach a science topic in three rounds, adding depth each time.",
        "Ask students to compare what a book says with what they observe.",
        "After an observation, have each student explain to a partner what happened first, next and last, as a small disputation about the order of events.",
      ],
      secondary: [
        "Ask students to question a textbook claim against evidence.",
        "Give two groups rival explanations of the same phenomenon and let them dispute which one the evidence supports.",
        "Have students trace how one science grew from the work of earlier scholars, as I traced the sciences of my own civilization.",
      ],
    },
    pitfall: "Science is taught as a list of authorities' claims, not as a habit of careful inquiry.",
    question: "Do your students test what they read against what they observe?",
  },
  assessment: {
    position:
      "Examinations and grades as schools now use them are not found in my Muqaddimah. Reasoning from The Muqaddimah, where learning is the acquisition of a habit shown in the ability to discuss and solve problems, I would judge a student by whether he can argue and apply what he knows, not by whether he can repeat it.",
    work: "The Muqaddimah",
    addressed: false,
    moves: {
      early: [
        "Listen to whether children can use a new word in their own talk.",
        "Notice what a child can do alone that they could not do before.",
        "Judge a young child's progress by whether he can recite and use the verse without prompting, not by any written test.",
      ],
      primary: [
        "Assess students by asking them to explain and apply, not only to recite.",
        "Let students debate a question and assess how well they reason.",
        "Check understanding at the end of each pass before the next.",
      ],
      secondary: [
        "Make an oral disputation, in which each student states and defends a position before classmates, part of the unit's assessment.",
        "Set students a problem they have not seen before, so you can see whether the habit, and not only the memory, has formed.",
        "Judge mastery by whether a student can discuss the topic readily with you, since those who have only memorized fall silent.",
      ],
    },
    pitfall: "Assessment rewards memorization, and students who only memorize remain silent when asked to reason.",
    question: "Can your students discuss what they know, or only repeat it?",
    worked: [
      {
        move: "Judge mastery by whether a student can discuss the topic readily with you, since those who have only memorized fall silent.",
        steps: [
          "Set aside five minutes with each student at the end of a unit.",
          "Ask them to explain the topic to you in their own words, then ask a question they have not prepared.",
          "Note whether they can answer readily, or only repeat what they memorized.",
          "Plan another pass through the topic for those who fell silent.",
        ],
      },
    ],
  },
  homework: {
    position:
      "Homework, as teachers now mean it, is nowhere discussed in my books. Reasoning from The Muqaddimah, where I warned against spreading sessions so far apart that what was learned is forgotten, I would use work between lessons to keep the thread continuous, in short and regular practice.",
    work: "The Muqaddimah",
    addressed: false,
    moves: {
      early: [
        "Ask children to recite a short verse at home.",
        "Ask children to say the day's verse to someone at home rather than sending any written task.",
        "Suggest families ask the child to tell them the main point of the day's lesson at supper.",
      ],
      primary: [
        "Set short, regular practice on the current topic only.",
        "Avoid assigning work on two new topics at once.",
        "Ask students to explain a lesson to someone at home.",
      ],
      secondary: [
        "Set practice that keeps the current topic fresh between lessons.",
        "Ask students to prepare arguments for the next disputation.",
        "Agree with colleagues that students are not given heavy home work in two new disciplines on the same night.",
      ],
    },
    pitfall: "Homework spreads across too many subjects at once, and none takes root.",
    question: "Does your homework keep the thread unbroken?",
  },
  inclusion: {
    position:
      "Special educational needs, as the term is now used, lie outside what I wrote about in the Muqaddimah. Reasoning from The Muqaddimah, where I held that a student's capacity to understand grows gradually and that teaching must meet him where he is, I would adjust the pace and depth of passes to each learner without harshness.",
    work: "The Muqaddimah",
    addressed: false,
    moves: {
      early: [
        "Give a child who struggles more time at the first step.",
        "Repeat a new thing gently until the child is ready.",
        "When a child is slow to learn a verse, repeat it with him gently and never compare him aloud with quicker children.",
      ],
      primary: [
        "Give extra passes to students who need them before moving on.",
        "Pair a hesitant student with a patient partner for a small disputation, and let the hesitant one speak first.",
        "Correct a struggling student's mistakes quietly at his desk, so that fear does not make him hide the next one.",
      ],
      secondary: [
        "Offer extra rounds of a topic to students who need them.",
        "Give a student who struggles an extra outline pass of the topic before he joins the class in the detailed second pass.",
        "Let students with different needs contribute to discussion in ways they can.",
      ],
    },
    pitfall: "Extra passes become endless repetition of the outline without ever moving to depth.",
    question: "Is this student ready for the next pass, or does he need the first one again?",
  },
  multilingual: {
    position:
      "In The Muqaddimah I explained that language is a habit acquired through long practice, and that a person whose first habit is another tongue finds it harder to acquire a second habit perfectly. Learners of a new language need abundant exposure to fine models of it and much practice in using it.",
    work: "The Muqaddimah",
    addressed: true,
    moves: {
      early: [
        "Surround children learning the class language with songs and stories in it every day.",
        "Give children learning the class language short, well-formed phrases to repeat in games until they come without thinking.",
        "Be patient with mixed speech as the habit forms.",
      ],
      primary: [
        "Give multilingual students lots of good models of the new language to hear and imitate.",
        "Have students memorize short passages in the new language.",
        "Let multilingual students rehearse their point with a partner before they speak in a class disputation.",
      ],
      secondary: [
        "Give students extended reading and listening in the new language.",
        "Let students practice arguing in the new language with support.",
        "Recognize that full command takes long practice and plan for it.",
      ],
    },
    pitfall: "Teachers expect multilingual learners to master the new language quickly and judge them for slowness.",
    question: "How much fine language do your multilingual learners hear each day?",
  },
  discussion: {
    position:
      "In The Muqaddimah I observed that the easiest way to acquire scholarly skill is through discussion and disputation about scientific problems, and that students who only memorize remain silent and never gain the habit. I also valued learning from many teachers, because each shows a different way.",
    work: "The Muqaddimah",
    addressed: true,
    moves: {
      early: [
        "Ask children to explain to each other what they think about a story.",
        "Let children take turns saying what they think about a story question, and ask each to add a reason.",
        "When a child gives an answer, ask gently what makes him think so, and praise the reason as much as the answer.",
      ],
      primary: [
        "After presenting a topic, set a question for students to argue in pairs.",
        "Let students state and defend a position in small groups.",
        "Invite a visiting teacher to show a different approach to a topic.",
      ],
      secondary: [
        "Hold regular disputation sessions where students argue positions with evidence.",
        "Assign students, now and then, to defend the position they reject, so they learn the habit of weighing both sides.",
        "Invite two experts who approach a subject differently to speak in the same week, so students meet more than one master.",
      ],
    },
    pitfall: "Disputation becomes a contest of winning rather than a way of understanding.",
    question: "Do your students argue to understand, or only memorize and stay silent?",
  },
  questioning: {
    position:
      "In The Muqaddimah I held that a student gains real skill by engaging with problems and their difficulties, which means asking and answering questions rather than only receiving. The third pass of instruction is for resolving every difficulty the student can raise.",
    work: "The Muqaddimah",
    addressed: true,
    moves: {
      early: [
        "Invite children to ask about anything they do not understand.",
        "After a story, ask why a character did what he did and accept any answer the child can support.",
        "Answer a child's question fully even when it interrupts the plan, since his question shows the habit of inquiry beginning.",
      ],
      primary: [
        "Save the final pass of a topic for students' hardest questions.",
        "At the end of a second pass, ask each student to write or say one difficulty that still troubles him.",
        "Let students question each other in pairs on the main points of the first pass before you begin the second.",
      ],
      secondary: [
        "Ask students to prepare difficult questions for a final review.",
        "Put two statements from different sources that seem to contradict each other before students and ask them to reconcile them.",
        "Ask students whether an author they have read relied on report or on evidence, and how they could check.",
      ],
    },
    pitfall: "Teachers answer difficulties before students have raised them, so students never learn to see them.",
    question: "What difficulties have your students raised about this topic?",
  },
  "early-years": {
    position:
      "In The Muqaddimah I compared how children were taught in different lands, some beginning with the Qur'an alone, others mixing it with poetry, grammar and writing, and I noted the view of a scholar who advised beginning with Arabic and poetry. What is learned in childhood becomes the foundation for everything after, so it must be well chosen.",
    work: "The Muqaddimah",
    addressed: true,
    moves: {
      early: [
        "Begin with songs, rhymes and stories children can understand and love.",
        "Mix songs, short poems and tracing letters in sand with play, as I noted the teachers of al-Andalus joined poetry and writing to their first lessons.",
        "Keep the first lessons of the day short and gentle, since harshness at the start spoils the habit before it forms.",
      ],
      primary: [
        "Build the first formal lessons of grade one on the poems and stories children already know by heart.",
        "Keep poetry and stories in the curriculum alongside other subjects.",
        "Review the verses and stories taught in the lowest grades and ask whether they lay good ground for later study.",
      ],
      secondary: [
        "Ask students to recall a verse or saying learned in early childhood and discuss how it still shapes the way they speak.",
        "Have students compare how children were first taught in different lands, as I did in the Muqaddimah, and argue which method is best.",
        "Let older students teach a short verse to a kindergarten group and report what helped the children learn it.",
      ],
    },
    pitfall: "Early learning becomes rote memorization without understanding or enjoyment.",
    question: "What foundations are you laying in the youngest children?",
  },
  adolescents: {
    position:
      "Adolescence as a distinct stage is not something the Muqaddimah treats. Reasoning from The Muqaddimah, where I valued travel to meet many teachers and the habit of discussion, I would give young people wide contact with different scholars and chances to argue and apply what they learn.",
    work: "The Muqaddimah",
    addressed: false,
    moves: {
      early: [
        "Let older students visit to talk with young children.",
        "Tell children stories of young scholars who traveled to learn.",
        "Invite older students to hold a short, friendly disputation in front of the young children, who then say which side they liked.",
      ],
      primary: [
        "Prepare older students for wider learning by introducing different teachers.",
        "Let the oldest students lead a small-group disputation and report its conclusion to the class.",
        "Tell students how scholars once traveled from city to city to study with different masters, and ask what each new teacher would add.",
      ],
      secondary: [
        "Arrange for adolescents to learn from several teachers and experts.",
        "Arrange for students to visit a university or workplace and question a scholar or practitioner about how they learned their craft.",
        "Schedule a weekly disputation in which adolescents argue a question from the current unit before the class.",
      ],
    },
    pitfall:
      "Adolescents are kept with one teacher and one view, and never learn that knowledge can be approached many ways.",
    question: "How many different teachers and views do your adolescents meet?",
  },
  arts: {
    position:
      "In The Muqaddimah I discussed crafts such as calligraphy, singing and poetry as skills acquired by habit, which flourish where civilization is developed. The arts, like the sciences, are learned by long practice under skilled teachers.",
    work: "The Muqaddimah",
    addressed: true,
    moves: {
      early: [
        "Let children practice simple crafts with their hands every day.",
        "Teach a song line by line, repeating each line until the children sing it without help before adding the next.",
        "Let children trace large, beautifully formed letters in sand or with a brush, treating writing as a craft.",
      ],
      primary: [
        "Teach a craft such as weaving or calligraphy in short daily sessions, since the skill is a habit that only practice builds.",
        "Let students practice calligraphy or handwriting as an art.",
        "Invite a skilled craftsperson to work in front of the class and let students imitate one step at a time.",
      ],
      secondary: [
        "Let students apprentice in a craft over a term.",
        "Ask students to investigate why the arts and crafts flourished in great cities of the past and declined in others.",
        "Have students memorize fine poems in a traditional form, then compose their own in that form.",
      ],
    },
    pitfall: "Arts are treated as talents rather than skills built by practice.",
    question: "What craft are your students practicing long enough to master?",
  },
  technology: {
    position:
      "Screens and digital devices lay centuries beyond my world. Reasoning from The Muqaddimah, where I criticized abridged handbooks that squeeze a science into terse phrases, I would warn against tools that give quick summaries in place of the gradual practice that builds a habit.",
    work: "The Muqaddimah",
    addressed: false,
    moves: {
      early: [
        "Prefer talk and play to screens for building language.",
        "Keep screen use short in the early years and spend the saved time on reciting and conversation.",
        "After any screen time, ask children to retell what they saw in their own words, so the language habit still gets its practice.",
      ],
      primary: [
        "Refuse summary apps that shrink a topic to a few lines, just as I warned against the abridged handbooks.",
        "Use devices for extra practice on the current pass, such as spaced recall, rather than for shortcuts past it.",
        "Ask students to explain in a full, spoken account what they learned from a video, instead of answering quick screen quizzes.",
      ],
      secondary: [
        "Warn students against relying on summaries instead of full texts.",
        "Use an online forum for students to continue a class disputation in writing between lessons.",
        "Ask students whether searching for quick answers online builds a habit of skill or only of looking things up.",
      ],
    },
    pitfall: "Technology gives students summaries, and they skip the gradual practice that builds skill.",
    question: "Is this tool building a habit, or offering a shortcut?",
  },
  families: {
    position:
      "The relations of parents and schools are not a subject I took up. Reasoning from The Muqaddimah, where I described how group solidarity, 'asabiyya, binds people together, I would see families and communities as the ground in which a child's habits and loyalties first take root.",
    work: "The Muqaddimah",
    addressed: false,
    moves: {
      early: [
        "Ask families about the songs and stories children learn at home.",
        "Invite families to teach the class a traditional verse or proverb from their home.",
        "Explain to families at a meeting why harsh punishment teaches children to hide and deceive.",
      ],
      primary: [
        "Share with families the gradual plan for each topic.",
        "Ask families to listen to their child recite the week's passage once each evening.",
        "Share with a worried parent the gentle ways you correct mistakes in class, so home and school speak with one voice.",
      ],
      secondary: [
        "Invite scholars and skilled workers from the community to show students another way of approaching a subject.",
        "Tell families why their teenager argues at home and how disputation builds a scholar's habit.",
        "Link the class with a community group, such as a mosque school or library circle, so students learn from more than one teacher.",
      ],
    },
    pitfall: "Schools ignore the community bonds that shape children's habits.",
    question: "What bonds of community support your students' learning?",
  },
  planning: {
    position:
      "In The Muqaddimah I advised teaching a subject in three gradual passes, never two disciplines at once, with sessions close enough together that nothing is forgotten, and I criticized both abridged handbooks and the piling up of too many works on one subject. A plan should follow the way a habit forms, through repeated and connected practice.",
    work: "The Muqaddimah",
    addressed: true,
    moves: {
      early: [
        "Plan one new thing at a time, repeated over days.",
        "Schedule sessions on one theme on consecutive days so that nothing learned is lost between them.",
        "Plan short play breaks between lessons so children return to the next one fresh.",
      ],
      primary: [
        "Plan each unit in three passes: overview, detail, and hard questions.",
        "Avoid introducing two demanding new topics in the same week.",
        "Plan several sessions a week on each new skill, rather than one long session followed by a gap.",
      ],
      secondary: [
        "Plan a course that returns to each topic with greater depth.",
        "Choose one good text per subject rather than many summaries.",
        "Mark a disputation session at the end of each pass in the unit plan.",
      ],
    },
    pitfall: "Gradual planning becomes slow planning, and the course never reaches depth.",
    question: "Are you teaching this topic in one pass, or returning to it in rounds of growing depth?",
  },
  wellbeing: {
    position:
      "The wellbeing of teachers is not a topic in my writings. Reasoning from The Muqaddimah and my own life as a scholar, judge and teacher through exile and loss, I would say a teacher is sustained by the habit of learning itself and by the company of other scholars.",
    work: "Kitab al-'Ibar (Book of Lessons)",
    addressed: false,
    moves: {
      early: [
        "Study a subject new to you this year, and notice how the three passes feel from the learner's side.",
        "Hold a monthly disputation with colleagues about a teaching problem, each defending a different approach.",
        "Treat your own mistakes in teaching as you would a student's, with patient correction rather than harsh blame.",
      ],
      primary: [
        "Spend a morning in another teacher's class, as scholars once traveled to meet other masters.",
        "Note after each unit which pass of teaching went well and which needs changing.",
        "Keep a short record of each topic's three passes so next year's teaching builds on this year's.",
      ],
      secondary: [
        "Join or form a circle of teachers who meet to discuss and dispute teaching problems, since your skill too is a habit kept alive by practice.",
        "Attend a course or conference in another school or city to meet teachers who approach your subject differently.",
        "Reflect on how harshness or gentleness affects you and your students.",
      ],
    },
    pitfall: "Teachers stop learning themselves and teaching becomes stale repetition.",
    question: "Who are the teachers you still learn from?",
  },
};
