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
        "Deal with a pupil's error privately and quietly, never with humiliation in front of the class.",
        "Hold a steady middle line with a restless pupil: clear limits, no harshness, no indulgence.",
        "Watch for pupils who have become secretive or sly and ask whether past severity taught them that.",
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
        "Notice a pupil who has given up and check whether he met difficulties before the basics were secure.",
        "Let pupils feel the skill growing by returning to a task they could not do last week.",
      ],
      secondary: [
        "Tell students the plan of three passes so they know the hard questions will come once the foundation is laid.",
        "Keep sessions on a topic close together so students do not lose the thread and their interest with it.",
        "Invite students to debate a problem once they have the basics, since argument sharpens appetite.",
      ],
    },
    pitfall:
      "Teachers mistake a student's discouragement for lack of ability, when he was simply given the hardest part first.",
    question: "Did this student turn away from the subject, or from being rushed into its hardest part?",
  },
  literacy: {
    position:
      "In The Muqaddimah I explained that command of language is a habit, a malaka, acquired by long exposure to fine speech, memorizing and imitating excellent poetry and prose until the habit takes root. I noted that teachers in different lands began children's instruction differently, and I favored a method that teaches language, poetry and writing early rather than memorization alone.",
    work: "The Muqaddimah",
    addressed: true,
    moves: {
      early: [
        "Recite a short, beautiful poem with the children every day until they know it by heart.",
        "Let children repeat well-formed sentences after you in play and conversation.",
        "Tell stories in rich language and let children retell them.",
      ],
      primary: [
        "Have pupils memorize and recite fine passages of poetry and prose each week.",
        "Ask pupils to imitate the style of a passage they have learned in their own writing.",
        "Teach writing alongside reading rather than after it.",
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
        "Count objects together in orderly sequence every day.",
        "Let children arrange shapes and name them.",
        "Play simple games that need counting in order.",
      ],
      primary: [
        "Teach a new operation in three passes: outline, practice with examples, then hard cases.",
        "Ask pupils to explain each step of their reasoning aloud.",
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
        "Ask pupils to compare what a book says with what they observe.",
        "Let pupils explain their observations to one another.",
      ],
      secondary: [
        "Ask students to question a textbook claim against evidence.",
        "Let students debate rival explanations of a phenomenon.",
        "Study how the sciences developed and changed over time.",
      ],
    },
    pitfall: "Science is taught as a list of authorities' claims, not as a habit of careful inquiry.",
    question: "Do your students test what they read against what they observe?",
  },
  assessment: {
    position:
      "I did not write about examinations or grading in the modern sense. Reasoning from The Muqaddimah, where learning is the acquisition of a habit shown in the ability to discuss and solve problems, I would judge a student by whether he can argue and apply what he knows, not by whether he can repeat it.",
    work: "The Muqaddimah",
    addressed: false,
    moves: {
      early: [
        "Listen to whether children can use a new word in their own talk.",
        "Notice what a child can do alone that they could not do before.",
        "Avoid testing young children formally.",
      ],
      primary: [
        "Assess pupils by asking them to explain and apply, not only to recite.",
        "Let pupils debate a question and assess how well they reason.",
        "Check understanding at the end of each pass before the next.",
      ],
      secondary: [
        "Set oral disputations as assessment tasks.",
        "Ask students to solve unfamiliar problems with what they know.",
        "Assess whether students can discuss a topic with confidence.",
      ],
    },
    pitfall: "Assessment rewards memorization, and students who only memorize remain silent when asked to reason.",
    question: "Can your students discuss what they know, or only repeat it?",
  },
  homework: {
    position:
      "Homework, as teachers now mean it, is nowhere discussed in my books. Reasoning from The Muqaddimah, where I warned against spreading sessions so far apart that what was learned is forgotten, I would use work between lessons to keep the thread continuous, in short and regular practice.",
    work: "The Muqaddimah",
    addressed: false,
    moves: {
      early: [
        "Ask children to recite a short verse at home.",
        "Send no written tasks.",
        "Encourage families to talk about what children learned.",
      ],
      primary: [
        "Set short, regular practice on the current topic only.",
        "Avoid assigning work on two new topics at once.",
        "Ask pupils to explain a lesson to someone at home.",
      ],
      secondary: [
        "Set practice that keeps the current topic fresh between lessons.",
        "Ask students to prepare arguments for the next disputation.",
        "Avoid overloading students with work across many subjects.",
      ],
    },
    pitfall: "Homework spreads across too many subjects at once, and none takes root.",
    question: "Does your homework keep the thread unbroken?",
  },
  inclusion: {
    position:
      "I did not write about special educational needs. Reasoning from The Muqaddimah, where I held that a student's capacity to understand grows gradually and that teaching must meet him where he is, I would adjust the pace and depth of passes to each learner without harshness.",
    work: "The Muqaddimah",
    addressed: false,
    moves: {
      early: [
        "Give a child who struggles more time at the first step.",
        "Repeat a new thing gently until the child is ready.",
        "Never shame a child for slowness.",
      ],
      primary: [
        "Give extra passes to pupils who need them before moving on.",
        "Pair pupils so stronger ones help in discussion.",
        "Correct errors privately and gently.",
      ],
      secondary: [
        "Offer extra rounds of a topic to students who need them.",
        "Break hard material into smaller steps.",
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
        "Let children repeat well-formed phrases in play.",
        "Be patient with mixed speech as the habit forms.",
      ],
      primary: [
        "Give multilingual pupils lots of good models of the new language to hear and imitate.",
        "Have pupils memorize short passages in the new language.",
        "Let pupils practise speaking in discussion.",
      ],
      secondary: [
        "Give students extended reading and listening in the new language.",
        "Let students practise arguing in the new language with support.",
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
        "Let children take turns talking about a question.",
        "Encourage children to say why they think something.",
      ],
      primary: [
        "After presenting a topic, set a question for pupils to argue in pairs.",
        "Let pupils state and defend a position in small groups.",
        "Invite a visiting teacher to show a different approach to a topic.",
      ],
      secondary: [
        "Hold regular disputation sessions where students argue positions with evidence.",
        "Assign students to defend positions they disagree with.",
        "Invite experts with different views to speak to students.",
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
        "Ask children simple why questions about stories.",
        "Answer children's questions patiently.",
      ],
      primary: [
        "Save the final pass of a topic for pupils' hardest questions.",
        "Ask pupils to raise difficulties about a lesson.",
        "Let pupils question each other on a topic.",
      ],
      secondary: [
        "Ask students to prepare difficult questions for a final review.",
        "Use questions that challenge students to resolve contradictions.",
        "Let students question the authorities they read.",
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
        "Mix language, writing and play in the early years.",
        "Keep children's first learning gentle and enjoyable.",
      ],
      primary: [
        "Build on early language with more formal study.",
        "Keep poetry and stories in the curriculum alongside other subjects.",
        "Choose foundations carefully since they shape later learning.",
      ],
      secondary: [
        "Discuss with students how childhood learning shaped them.",
        "Let students compare early education in different cultures.",
        "Let students help teach young children.",
      ],
    },
    pitfall: "Early learning becomes rote memorization without understanding or enjoyment.",
    question: "What foundations are you laying in the youngest children?",
  },
  adolescents: {
    position:
      "I did not write about adolescence as a separate stage. Reasoning from The Muqaddimah, where I valued travel to meet many teachers and the habit of discussion, I would give young people wide contact with different scholars and chances to argue and apply what they learn.",
    work: "The Muqaddimah",
    addressed: false,
    moves: {
      early: [
        "Let older students visit to talk with young children.",
        "Tell children stories of young scholars who travelled to learn.",
        "Let children see older students discussing.",
      ],
      primary: [
        "Prepare older pupils for wider learning by introducing different teachers.",
        "Let older pupils lead discussions.",
        "Tell pupils about the tradition of travelling for knowledge.",
      ],
      secondary: [
        "Arrange for adolescents to learn from several teachers and experts.",
        "Let students visit universities or workplaces to meet scholars.",
        "Give adolescents regular disputation practice.",
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
        "Let children practise simple crafts with their hands every day.",
        "Sing songs together and repeat them until known.",
        "Let children try shaping letters beautifully.",
      ],
      primary: [
        "Teach a craft in steps with regular practice.",
        "Let pupils practise calligraphy or handwriting as an art.",
        "Invite a skilled craftsperson to demonstrate.",
      ],
      secondary: [
        "Let students apprentice in a craft over a term.",
        "Study how arts flourish in different societies.",
        "Let students compose poetry in traditional forms.",
      ],
    },
    pitfall: "Arts are treated as talents rather than skills built by practice.",
    question: "What craft are your students practising long enough to master?",
  },
  technology: {
    position:
      "I did not know screens or devices. Reasoning from The Muqaddimah, where I criticized abridged handbooks that squeeze a science into terse phrases, I would warn against tools that give quick summaries in place of the gradual practice that builds a habit.",
    work: "The Muqaddimah",
    addressed: false,
    moves: {
      early: [
        "Prefer talk and play to screens for building language.",
        "Keep screen use short.",
        "Talk with children about what they saw on screen.",
      ],
      primary: [
        "Avoid summary apps that replace full explanation.",
        "Use technology to give more practice, not shortcuts.",
        "Let pupils explain what they learned from a screen.",
      ],
      secondary: [
        "Warn students against relying on summaries instead of full texts.",
        "Use online debate tools to practise disputation.",
        "Discuss how technology affects the habit of learning.",
      ],
    },
    pitfall: "Technology gives students summaries, and they skip the gradual practice that builds skill.",
    question: "Is this tool building a habit, or offering a shortcut?",
  },
  families: {
    position:
      "I did not write about parents and schools as such. Reasoning from The Muqaddimah, where I described how group solidarity, 'asabiyya, binds people together, I would see families and communities as the ground in which a child's habits and loyalties first take root.",
    work: "The Muqaddimah",
    addressed: false,
    moves: {
      early: [
        "Ask families about the songs and stories children learn at home.",
        "Invite families to share traditions with the class.",
        "Encourage families to avoid harshness.",
      ],
      primary: [
        "Share with families the gradual plan for each topic.",
        "Invite families to help children practise.",
        "Talk with families about gentle correction.",
      ],
      secondary: [
        "Invite community members to share their knowledge.",
        "Discuss with families the value of discussion.",
        "Build links between school and community groups.",
      ],
    },
    pitfall: "Schools ignore the community bonds that shape children's habits.",
    question: "What bonds of community support your students' learning?",
  },
  planning: {
    position:
      "In The Muqaddimah I advised teaching a subject in three gradual passes, never two disciplines at once, with sessions close enough together that nothing is forgotten, and I criticized both abridged handbooks and the piling up of too many works on one subject. A good plan respects the way habits form.",
    work: "The Muqaddimah",
    addressed: true,
    moves: {
      early: [
        "Plan one new thing at a time, repeated over days.",
        "Keep sessions on a theme close together.",
        "Plan time for play between learning.",
      ],
      primary: [
        "Plan each unit in three passes: overview, detail, and hard questions.",
        "Avoid introducing two demanding new topics in the same week.",
        "Plan regular sessions so skills do not fade.",
      ],
      secondary: [
        "Plan a course that returns to each topic with greater depth.",
        "Choose one good text per subject rather than many summaries.",
        "Build disputation sessions into the unit plan.",
      ],
    },
    pitfall: "Gradual planning becomes slow planning, and the course never reaches depth.",
    question: "Are you teaching this topic in one pass, or returning to it in rounds of growing depth?",
  },
  wellbeing: {
    position:
      "I did not write about the wellbeing of teachers. Reasoning from The Muqaddimah and my own life as a scholar, judge and teacher through exile and loss, I would say a teacher is sustained by the habit of learning itself and by the company of other scholars.",
    work: "Kitab al-'Ibar (Book of Lessons)",
    addressed: false,
    moves: {
      early: [
        "Keep learning something new yourself.",
        "Talk with colleagues about your teaching.",
        "Be gentle with yourself as with children.",
      ],
      primary: [
        "Visit other teachers to learn different approaches.",
        "Reflect on which methods work and why.",
        "Keep a record of your teaching passes.",
      ],
      secondary: [
        "Join a community of teachers who discuss their work.",
        "Travel or study to broaden your knowledge.",
        "Reflect on how harshness or gentleness affects you and your students.",
      ],
    },
    pitfall: "Teachers stop learning themselves and teaching becomes stale repetition.",
    question: "Who are the teachers you still learn from?",
  },
};
