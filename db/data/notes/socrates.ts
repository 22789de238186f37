import type { EducatorNotes } from "../note-types";

/** Socrates's positions, as Plato records them, on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "I wrote nothing, and nothing Plato records has me managing a room of children. As Plato shows me in the Meno, I argued that no one knowingly wants what is bad for them; people go wrong because they mistake a bad thing for a good one. Reasoning from that, I would treat misbehavior as a mistaken belief to be examined in conversation, not only as defiance to be punished.",
    work: "Plato, Meno",
    addressed: false,
    moves: {
      early: [
        "When a child grabs a toy, ask them gently what they hoped would happen, and then what did happen.",
        "Ask two quarrelling children what fair means, and try their answer on the toy they are fighting over.",
        "Act out a short puppet scene in which a puppet does something unkind, and ask the children whether it got what it wanted.",
      ],
      primary: [
        "Speak privately with a student after an incident and ask what good they were aiming at, then whether their action reached it.",
        "Ask the class to define respect, then test the definition against a real incident from the playground.",
        "Replace a lecture after a fight with three questions: what did you want, what did you do, and did it get you what you wanted.",
      ],
      secondary: [
        "Hold a short dialogue with a student who broke a rule about whether the rule serves a good, and listen to their answer seriously.",
        "Have the class examine a school rule by looking for cases in which obeying it would be wrong.",
        "Ask a student who claims they did nothing wrong to say what doing wrong would mean, and examine it together.",
      ],
    },
    pitfall:
      "Questioning a misbehaving student turns into a humiliating cross-examination in front of the class, which shames rather than examines.",
    question: "What good did the student believe he was pursuing when he did that?",
    worked: [
      {
        move: "Replace a lecture after a fight with three questions: what did you want, what did you do, and did it get you what you wanted.",
        steps: [
          "Once both students are calm, speak with each alone, seated, and say that you want to understand, not to lecture.",
          "Ask *What did you want?* and wait for the answer, even if it is I wanted him to stop.",
          "Ask *What did you do?* and let the student tell it in their own words, without correcting the story yet.",
          "Ask *Did it get you what you wanted?*, and if the answer is no, ask what might get it next time; write their answer down and return to it if it happens again.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "As Plato shows me in the Meno, when the boy I questioned discovered that his confident answer about doubling the square was wrong, he became perplexed, and that perplexity made him want to find out in a way no lecture could. Meno likened me to a stingray that numbs those it touches, and I accepted the likeness only because I am as perplexed as those I question; yet the numbness is useful, because a person who knows he does not know will seek. Motivation to learn begins in the honest discovery of one's own ignorance.",
    work: "Plato, Meno",
    addressed: true,
    moves: {
      early: [
        "Show children a puzzle, such as two cups that look different but hold the same water, and ask which holds more before pouring.",
        "When a child says I know, ask them to show you, and enjoy the surprise together if it does not work.",
        "Hide an object in a bag and let children ask questions until they are puzzled enough to want to look.",
      ],
      primary: [
        "Open a lesson with a question students are sure they can answer, such as whether heavier things fall faster, and let the test unsettle them.",
        "Praise the student who says I thought I knew but now I'm not sure, and ask what they now need to find out.",
        "Leave a question unanswered at the end of a lesson and start the next lesson with it.",
      ],
      secondary: [
        "Ask students to define a concept they use every day, such as fairness or energy, and let counterexamples show how little they had examined it.",
        "Have students write what they are sure of at the start of a unit and revisit it at the end.",
        "Tell students openly that confusion is a sign of progress, and ask them to name exactly what they no longer understand.",
      ],
    },
    pitfall:
      "Teachers produce perplexity and then abandon students in it, so confusion becomes discouragement instead of a spur to inquiry.",
    question: "When did your students last discover they did not know something they thought they knew?",
    worked: [
      {
        move: "Ask students to define a concept they use every day, such as fairness or energy, and let counterexamples show how little they had examined it.",
        steps: [
          "Ask the class to write a one-sentence definition of a word they use every day, such as fair.",
          "Take one definition and offer a case that fits it but that no one would call fair, or the other way round: *Is it fair if\u2026?*",
          "Ask the class to mend the definition, and test the new one with another case.",
          "End by asking what they now know about the word that they did not know at the start, even if it is only that it is harder than it looked.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "I wrote nothing, and I did my teaching in spoken conversation, where a claim can be questioned and must answer for itself. Plato's dialogues do not show me teaching anyone to read, though in the Phaedrus Plato has me doubt that written words can defend themselves when questioned. Reasoning from my practice, I would teach reading as a conversation with a text, in which the reader questions what the words claim.",
    work: "Plato, Theaetetus",
    addressed: false,
    moves: {
      early: [
        "After a story, ask the children why the character did what she did, and then ask how they know.",
        "Let children retell a story in their own words and ask what part they are unsure of.",
        "Ask the children whether a character in a story was brave, and what brave means.",
      ],
      primary: [
        "Stop during a read-aloud and ask students what the author wants us to believe here, and whether we should.",
        "Have students write one question they would ask the author if the author were in the room.",
        "Ask students to find a sentence in a text that they can explain and one they cannot.",
      ],
      secondary: [
        "Run a seminar on a short text in which every claim made by a student must point to a line and be questioned by a peer.",
        "Ask students to write a dialogue in which a reader cross-examines the author of an essay.",
        "Have students define a key term in a text and test the definition against the text's own examples.",
      ],
    },
    pitfall:
      "Questioning the text becomes a reflex of disagreement, and students stop reading closely enough to understand it first.",
    question: "Do your students question what they read, or only repeat it?",
  },
  mathematics: {
    position:
      "As Plato shows me in the Meno, I questioned an uneducated servant boy about how to double the area of a square; he first answered confidently and wrongly, then fell into perplexity, and finally, by answering my questions about the diagonal, found the answer himself. I told no answer, only asked, and I argued that he had the knowledge in him to be recollected. Mathematics is the clearest case of learning by reasoning rather than by being told.",
    work: "Plato, Meno",
    addressed: true,
    moves: {
      early: [
        "Draw a square on the ground with chalk and ask children to make one twice as big with their bodies or sticks.",
        "Ask children which row has more counters when one row is spread out, and let them count to check.",
        "Ask children how they could share three apples between two friends fairly, and let them try.",
      ],
      primary: [
        "Re-enact the Meno problem: draw a square, ask students to double its area, and let them test the obvious wrong answer of doubling the side.",
        "When a student gives a wrong answer, ask a question that lets them see the contradiction rather than correcting them.",
        "Ask students to explain why a rule works, such as multiplying by ten, not only how to use it.",
      ],
      secondary: [
        "Teach a short stretch of geometry by questions only, and note how far students reach on their own.",
        "Ask students to find a counterexample to a conjecture before they try to prove it.",
        "Have students trace the steps of a proof and say at each step why it follows.",
      ],
    },
    pitfall:
      "Teachers script leading questions that point so plainly to the answer that the student only says yes, and the reasoning stays the teacher's.",
    question: "Could your students reach this result by your questions alone, without your telling?",
  },
  science: {
    position:
      "As Plato shows me in the Apology, I told the jury that I took no part in inquiries into things in the heavens and beneath the earth; my questioning concerned how we ought to live. Yet my method applies to any claim to knowledge: in the Theaetetus I examined whether perception alone is knowledge and found it is not. Reasoning from that, I would have students examine what they believe and why, and distinguish seeing something from understanding it.",
    work: "Plato, Apology",
    addressed: true,
    moves: {
      early: [
        "Ask children whether the moon follows the car, and then how we could find out.",
        "Let children look at a stick in water and ask whether it is really bent.",
        "Ask children what makes something alive, and test their answer with a stone, a plant and a toy.",
      ],
      primary: [
        "Ask students to define a plant, then bring a mushroom and see whether their definition survives.",
        "Have students say what they observed and what they concluded, separately, after an experiment.",
        "Ask how do you know after each student's explanation of a result.",
      ],
      secondary: [
        "Ask students whether seeing a result is the same as knowing why it happens, using an optical illusion.",
        "Examine a scientific definition, such as species, with counterexamples that strain it.",
        "Have students list their beliefs about a topic and mark which rest on evidence and which on authority.",
      ],
    },
    pitfall:
      "Teachers use the method to question everything and never let students settle on what the evidence supports.",
    question: "Can your students say why they believe a scientific claim, not only that it is true?",
  },
  assessment: {
    position:
      "As Plato shows me in the Meno, true opinions are fine things but they run away like the statues of Daedalus unless they are tied down by reasoning about the cause; once tied, they become knowledge. In the Theaetetus I compared myself to a midwife who tests whether what the young person has brought forth is a living truth or a phantom. To assess a learner, then, is to question whether he can give an account, not only whether he gives the right answer.",
    work: "Plato, Meno",
    addressed: true,
    moves: {
      early: [
        "When a child gives a right answer, ask how do you know, and listen for a reason rather than a repeat.",
        "Ask a child to show a friend how they solved a puzzle.",
        "Change a problem slightly, such as using different objects, and see whether the child's answer still holds.",
      ],
      primary: [
        "Follow up correct answers with a why question, and record which students can give a reason.",
        "Give students a problem with a twist that defeats a memorized rule, to see who understands.",
        "Hold short one-to-one conversations in which you question a student about their work.",
      ],
      secondary: [
        "Use oral examinations in which students must defend a claim against your questions.",
        "Ask students to explain why a wrong answer is wrong, not just to give the right one.",
        "Include questions that require students to give an account of the cause, not only the result.",
      ],
    },
    pitfall:
      "Oral questioning becomes a performance that rewards quick talkers rather than a test of whether understanding is tied down.",
    question: "Which of your students could give an account of today's answer, and which could only repeat it?",
    worked: [
      {
        move: "Ask students to explain why a wrong answer is wrong, not just to give the right one.",
        steps: [
          "Pick a common wrong answer from the last task and write it on the board without the student's name.",
          "Ask the class: *What would someone have to believe to give this answer?*",
          "Then ask: *Why is that belief mistaken? What case shows it?*",
          "Add a question like this to your next test, and give credit for the reasoning, not only the right answer.",
        ],
      },
    ],
  },
  homework: {
    position:
      "Homework has no place in what Plato records of me; he shows me conversing in the marketplace and the wrestling schools, not setting exercises to be done alone. Reasoning from my practice, work done alone is valuable when it continues the examination, by asking the learner to test what he claims to know. A list of answers to copy teaches him nothing about his own ignorance.",
    work: "Plato, Theaetetus",
    addressed: false,
    moves: {
      early: [
        "Ask children to bring back one question they asked a family member and the answer they got.",
        "Suggest families ask their child why about one thing each evening, without correcting the answer.",
        "Send home a simple puzzle and ask children to tell the class what they tried.",
      ],
      primary: [
        "Set a single question, such as what makes a friend, for students to discuss at home and bring back.",
        "Ask students to find one example that breaks a rule learned in class.",
        "Have students write down the question they could not answer in their homework and start the next lesson there.",
      ],
      secondary: [
        "Ask students to write a short dialogue testing a definition from class.",
        "Set homework that asks students to find the strongest objection to their own essay.",
        "Assign a reading with the instruction to bring three questions, not a summary.",
      ],
    },
    pitfall:
      "Questions set for homework are answered by searching online, which produces answers without the examination.",
    question: "Does your homework ask students to examine what they think they know?",
  },
  inclusion: {
    position:
      "As Plato shows me in the Meno, the boy I questioned about geometry was an untaught servant, yet by reasoning he reached what he did not know he knew. In the Apology I said I would question anyone I met, young or old, citizen or stranger, rich or poor. The capacity to reason is not the property of the well born, and the teacher should expect it in every learner.",
    work: "Plato, Meno",
    addressed: true,
    moves: {
      early: [
        "Ask every child, not only the talkative ones, a real question each day and wait for their answer.",
        "Use objects and drawings so that children who speak less can reason by showing.",
        "Give a child who is often overlooked the chance to explain a puzzle to the group.",
      ],
      primary: [
        "Question a student with learning difficulties one-to-one with concrete objects, and note what they reason out.",
        "Break a hard problem into a chain of small questions that any student can answer in turn.",
        "Put your hardest question of the day to a student you usually spare, and give them time and a diagram to think with.",
      ],
      secondary: [
        "Give students who rarely speak a prepared question to lead in a seminar.",
        "Expect every student to give reasons, and provide sentence starters for those who need them.",
        "Review who you question most and deliberately widen it.",
      ],
    },
    pitfall:
      "Teachers claim to believe every student can reason but direct their best questions only to those who answer quickly.",
    question: "Whose reasoning have you not yet tested because you assumed it was not there?",
    worked: [
      {
        move: "Break a hard problem into a chain of small questions that any student can answer in turn.",
        steps: [
          "Take a hard problem and write down the chain of small questions that lead to it, each one needing the answer to the one before.",
          "Ask the first question to the whole class and take an answer.",
          "Go round the room with the next questions, each to a different student, so that every student answers one link.",
          "At the end, ask a student to say the whole chain back, and show that the class reasoned out the hard problem together.",
        ],
      },
    ],
  },
  multilingual: {
    position:
      "Plato records nothing of me teaching learners in a second language. In the Meno, before questioning the boy, I asked only whether he was Greek and spoke Greek, because my method needs a shared language in which to question and answer. Reasoning from that, a learner should be questioned in a language he commands, so that the difficulty he meets is in the thinking, not in the words.",
    work: "Plato, Meno",
    addressed: false,
    moves: {
      early: [
        "Let a child answer a question in their home language, with a helper translating, so their reasoning is heard.",
        "Use pictures and gestures to ask questions a newcomer can answer by pointing.",
        "Ask yes-or-no questions about a drawing to a child new to the language, building toward open ones.",
      ],
      primary: [
        "Let students discuss a question in their home language in pairs before answering in the school language.",
        "Use diagrams, as Plato shows me drawing figures for the boy in the Meno, so reasoning can be shown without many words.",
        "Check that a student's confusion is about the idea and not a word by rephrasing the question.",
      ],
      secondary: [
        "Allow students to write first thoughts in their strongest language before a seminar.",
        "Define key terms together at the start of a dialogue so all students share the words.",
        "Pair students who share a language so one can help the other follow the questioning.",
      ],
    },
    pitfall: "Teachers mistake a learner's difficulty with the language for a difficulty in reasoning.",
    question: "Is the difficulty your student meets in the idea, or only in the words?",
  },
  discussion: {
    position:
      "As Plato shows me in the Apology, my practice was to question people who thought they were wise and to examine their answers with them, in public and in the open. In the Theaetetus, the young mathematician and I examined three definitions of knowledge together and gave up each one, yet we parted better for it. A discussion is a shared inquiry, in which all speakers, including me, submit their claims to examination.",
    work: "Plato, Theaetetus",
    addressed: true,
    moves: {
      early: [
        "Sit in a circle and ask one big question, such as what makes someone a friend, and let each child answer.",
        "Ask a child whether they agree with what a friend just said, and why.",
        "Put a child's answer to the test with a simple example everyone can see.",
      ],
      primary: [
        "Run a short Socratic circle in which students must respond to the previous speaker before giving a new idea.",
        "Teach students to ask each other can you give an example and is there a case where that is not true.",
        "End a discussion by asking which answers we have given up and why.",
      ],
      secondary: [
        "Run a Socratic seminar with an inner circle discussing and an outer circle noting the questions that moved the discussion.",
        "Have students propose definitions of a concept, then test each against counterexamples in groups.",
        "Ask students to change their position aloud when they are persuaded, and praise it.",
      ],
    },
    pitfall:
      "Discussion becomes a debate to be won, when the aim was a shared search in which losing a false belief is a gain.",
    question: "In your discussions, do students examine each other's claims, or only take turns stating their own?",
    worked: [
      {
        move: "Teach students to ask each other can you give an example and is there a case where that is not true.",
        steps: [
          "Write the two questions on a card for each table: *Can you give an example?* and *Is there a case where that is not true?*",
          "Model them in a short discussion with a volunteer.",
          "In groups, ask each student to use each question at least once.",
          "At the end, ask which question changed someone's mind.",
        ],
      },
    ],
  },
  questioning: {
    position:
      "As Plato shows me in the Theaetetus, I called myself a midwife: barren of wisdom myself, I help others give birth to their ideas and test whether they are true. In the Meno I taught the boy by asking, never telling, and his own answers led him through error to understanding. Good questions ask what a thing is, seek examples and counterexamples, and follow an answer to its consequences.",
    work: "Plato, Theaetetus",
    addressed: true,
    moves: {
      early: [
        "Ask what is a bird, then show a penguin and ask again.",
        "Follow a child's answer with and then what would happen.",
        "Ask children to think of a time when their rule would not work.",
      ],
      primary: [
        "Teach a ten-minute stretch using questions only, never telling, and notice where students get stuck.",
        "Ask students to define a word, find a counterexample, and revise the definition.",
        "Follow answers with what do you mean by that word.",
      ],
      secondary: [
        "Ask students what a concept is, reject lists of examples, and push toward a definition.",
        "Trace the consequences of a student's claim until it either holds or contradicts itself.",
        "Have students question each other in pairs using the elenchus: claim, question, contradiction, revision.",
      ],
    },
    pitfall:
      "Teachers feign ignorance while steering every question toward an answer they hold, and students learn to guess what the teacher wants.",
    question:
      "Which word in your lesson have you never asked your students to define, and what would they say if you did?",
    worked: [
      {
        move: "Trace the consequences of a student's claim until it either holds or contradicts itself.",
        steps: [
          "Take a claim a student makes, such as that it is always right to tell the truth, and write it on the board.",
          "Ask: *If that is true, what follows?*, and follow each consequence with the class.",
          "Bring a case where a consequence clashes with something the class also believes, such as giving a borrowed knife back to a friend who has since gone mad.",
          "Ask the student whether to keep or change the claim, and write the revised one under the first.",
        ],
      },
      {
        move: "Teach a ten-minute stretch using questions only, never telling, and notice where students get stuck.",
        steps: [
          "Choose one ten-minute stretch of the lesson you would otherwise explain, and set a timer.",
          "For those ten minutes ask only questions: *What do you mean by …? Is that always so? What follows if it is?* Tell nothing.",
          "Note on paper where students get stuck, without rescuing them.",
          "When the timer goes, stop and teach the rest as planned, starting from the places they got stuck.",
          "Next lesson, open by asking what they worked out in those ten minutes, and check it against what you taught.",
        ],
      },
      {
        move: "Have students question each other in pairs using the elenchus: claim, question, contradiction, revision.",
        steps: [
          "Give each pair one claim from the topic you are teaching, such as *Right and wrong are just opinion*, and five minutes by the clock.",
          "Student A states the claim with one reason; student B asks one question that tests it: *What do you mean by …?* or *Is there a case where that fails?*",
          "A answers; B looks for something A also believes that the answer clashes with, and names it.",
          "A revises the claim in one sentence and writes it down; the pair swap roles on a second claim.",
          "In the last minute take two revised claims from the room: the revision, not the first claim, goes in students' notes.",
        ],
      },
    ],
  },
  "early-years": {
    position:
      "Plato records nothing of my dealings with small children. Reasoning from my practice, even young children can be asked what they mean and whether they are sure, and their answers will often surprise the adult. I would keep questions simple and concrete and treat their wonder as the beginning of inquiry.",
    work: "Plato, Theaetetus",
    addressed: false,
    moves: {
      early: [
        "During block play, ask whether a tower needs a wide base, and let the children test both ways.",
        "Answer a child's question with a question, such as *What do you think?*, and wait.",
        "Ask children what makes a game fair and play it by their rule.",
      ],
      primary: [
        "Hold a weekly wondering circle with first graders on a simple big question.",
        "Ask students to give an example of something they are sure of and why.",
        "Smile and thank a child who says I'm not sure, and ask what would help them decide.",
      ],
      secondary: [
        "Have students design simple philosophical questions for a kindergarten class and lead a circle.",
        "Discuss with students what young children's questions show about wonder.",
        "Ask students to recall a question from their childhood that still puzzles them.",
      ],
    },
    pitfall: "Questioning young children becomes a quiz with right answers, rather than a shared wonder.",
    question: "What do your youngest children wonder about that adults have stopped asking?",
  },
  adolescents: {
    position:
      "As Plato shows me in the Apology, young men followed me and imitated my questioning of their elders, and I was charged with corrupting the youth. I did not seek them out as students or take fees; they enjoyed seeing pretension exposed. Young people are drawn to examination, and the teacher must help them examine themselves as well as others.",
    work: "Plato, Apology",
    addressed: true,
    moves: {
      early: [
        "Invite teenagers to lead a simple question circle with young children.",
        "Let young children ask older students what they have changed their minds about.",
        "Use stories in which a young character asks a question no adult can answer.",
      ],
      primary: [
        "Give older students the chance to question a rule and propose a better one.",
        "Hold a discussion on what makes someone wise and whether age makes one wise.",
        "Ask older students to examine a belief they held when younger.",
      ],
      secondary: [
        "Run seminars on questions of justice and courage that adolescents care about.",
        "Ask students to examine their own beliefs with the same rigor they use on adults' beliefs.",
        "Discuss the trial of Socrates and whether questioning authority is dangerous or necessary.",
      ],
    },
    pitfall: "Adolescents learn to expose others' contradictions cleverly but never turn the questions on themselves.",
    question: "Do your adolescents examine their own beliefs as eagerly as they examine yours?",
  },
  arts: {
    position:
      "As Plato shows me in the Apology, I questioned the poets about their own poems and found that they could not explain them; they composed not by wisdom but by a kind of inspiration. Their gift is real, but it is not knowledge, and they wrongly thought it made them wise in other matters. Reasoning from that, I would honor the making of art while asking students to examine what their work means.",
    work: "Plato, Apology",
    addressed: true,
    moves: {
      early: [
        "Ask a child about their drawing, what is happening here, and listen without judging.",
        "Ask children how a song makes them feel and why they think it does.",
        "Let children make something and then explain it to a friend.",
      ],
      primary: [
        "Ask students to explain a poem they wrote, and discuss whether the poet always knows what a poem means.",
        "Discuss a painting by asking what it shows and what it means, separately.",
        "Ask students whether being good at art makes someone wise about other things.",
      ],
      secondary: [
        "Ask students to question an artist's statement about their work.",
        "Discuss whether inspiration is a kind of knowledge.",
        "Have students interview each other about their creative choices and press for reasons.",
      ],
    },
    pitfall:
      "Questioning art turns into dismissing it, and students stop making work for fear of being asked to explain it.",
    question: "Can your students explain what they create, and does it matter if they cannot?",
  },
  technology: {
    position:
      "Nothing in what Plato records of me concerns devices or screens. Reasoning from my practice, any tool that gives answers quickly risks leaving a person with the appearance of wisdom but not the thing, since knowledge must be tied down by the learner's own reasoning. I would ask students whether what they found they actually understand.",
    work: "Plato, Meno",
    addressed: false,
    moves: {
      early: [
        "When a child says the tablet told me, ask how the tablet could know, and listen to their theory.",
        "Answer a child's question with a conversation and an object to look at before reaching for a screen.",
        "After a short video, ask each child to tell a friend one thing it showed and one thing they still wonder.",
      ],
      primary: [
        "After students look something up, ask them to explain it without the screen.",
        "Ask students whether a search result is true and how they could check.",
        "Ask the class whether knowing where to find an answer is the same as knowing it, and test it with a quiz taken without devices.",
      ],
      secondary: [
        "Have students question a chatbot's answer with counterexamples.",
        "Hold a seminar on whether easier access to information has made people wiser, with each claim tested by an example.",
        "Ask students to reason through a problem before consulting any tool.",
      ],
    },
    pitfall: "Students collect answers from tools and mistake them for understanding.",
    question: "Do your students understand what their devices tell them, or only repeat it?",
  },
  families: {
    position:
      "As Plato shows me in the Meno, I pointed out to Anytus that great Athenians such as Pericles and Themistocles gave their sons the best teachers in riding and music, yet could not make them virtuous. Virtue does not pass from parent to child like property. In the Apology I asked my fellow citizens to trouble my own sons as I had troubled them, if they cared for money or reputation more than goodness.",
    work: "Plato, Meno",
    addressed: true,
    moves: {
      early: [
        "Share with families a big question the children discussed and suggest they ask it at home.",
        "Invite parents to sit in on a question circle and afterwards ask them what surprised them in their child's reasoning.",
        "Ask parents to jot down one question their child asked at home this week and bring the best ones into circle time.",
      ],
      primary: [
        "Send home a weekly question, such as what is courage, and ask families to discuss it.",
        "Hold an evening where families and students discuss a question together.",
        "Discuss with parents how to answer a child's question with a question.",
      ],
      secondary: [
        "Discuss with students whether virtue can be taught by parents, using the Meno passage.",
        "Invite families to a seminar and let students lead.",
        "Ask students to discuss a moral question with a family member and report different views.",
      ],
    },
    pitfall:
      "Schools blame families for children's character, forgetting that even the best-placed parents cannot simply hand virtue on.",
    question: "What can your school do that even good families cannot, and what can families do that you cannot?",
  },
  planning: {
    position:
      "Plato does not show me planning lessons; I followed the argument wherever it led. In the Meno I insisted that we must first ask what virtue is before asking whether it can be taught. Reasoning from that, I would start planning with the question of what the central concept is, and plan questions rather than explanations.",
    work: "Plato, Meno",
    addressed: false,
    moves: {
      early: [
        "Plan each week around one big question, such as what is a home, and write down the children's first answers on Monday.",
        "Prepare simple objects that will test children's first answers.",
        "Leave a free half hour on Friday to follow wherever the week's answers have led.",
      ],
      primary: [
        "Begin planning a unit by writing the question what is it about its central concept.",
        "Plan a sequence of questions, not explanations, for the key lesson.",
        "Prepare counterexamples in advance to test students' likely definitions.",
      ],
      secondary: [
        "Plan seminars around open questions that the unit will examine.",
        "Identify the concept students are most likely to misunderstand and plan how to surface it.",
        "Mark one lesson in each unit as open, to be used for following the argument where students have taken it.",
      ],
    },
    pitfall:
      "Planning questions becomes a script, and the teacher pushes ahead regardless of where the students' answers lead.",
    question: "What is the central concept of your unit, and can you yourself define it?",
  },
  wellbeing: {
    position:
      "As Plato shows me in the Apology, I told the jury that a human life without examination is not worth living, and that I cared more for the soul than for money or reputation. I claimed wisdom only in knowing that I did not know. A teacher who examines his own practice and admits his ignorance is freer than one who must always appear to know.",
    work: "Plato, Apology",
    addressed: true,
    moves: {
      early: [
        "Ask yourself at the end of each day what you believed about a child that turned out to be wrong.",
        "Admit to children when you do not know, and enjoy finding out together.",
        "Spend a few minutes each week examining why you do one routine the way you do.",
      ],
      primary: [
        "Examine one of your teaching beliefs each month by looking for a counterexample in your classroom.",
        "Ask a colleague to watch a lesson and question you afterwards, as a friend, about why you did what you did.",
        "Tell your class once a week about something in your subject you are still unsure of.",
      ],
      secondary: [
        "Keep a journal of questions about your teaching rather than answers.",
        "Meet colleagues to try to define good teaching, testing each definition against a lesson one of you taught.",
        "List the tasks that took your time this week and ask which of them served the souls of your students and which only your reputation.",
      ],
    },
    pitfall: "Self-examination becomes endless self-doubt, when its purpose was to care for the soul and live better.",
    question: "What belief about your teaching have you not examined this year?",
  },
};
