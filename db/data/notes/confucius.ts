import type { EducatorNotes } from "../note-types";

/** Confucius's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "As my followers recorded in the Analects, I taught that if you lead people with regulations and keep them in line with punishments, they will avoid the penalty but feel no shame; lead them with virtue and ritual propriety (li), and they will feel shame and correct themselves. The virtue of the one who leads is like the wind, and others bend to it like grass. A teacher who wants courtesy must first be courteous.",
    work: "The Analects (Lunyu)",
    addressed: true,
    moves: {
      early: [
        "Greet each child by name at the door with a small bow or handshake, and let them practice returning the greeting.",
        "Teach one simple ritual, such as how we pass a cup to a friend with two hands, and do it yourself each day.",
        "When a child snatches a toy, show them calmly how to ask and wait, then let them try again.",
      ],
      primary: [
        "Build a few class rituals, such as a quiet opening and a thank-you at the end of the day, and keep them faithfully yourself.",
        "Notice aloud when a student shows courtesy or patience, naming the virtue rather than giving a prize.",
        "After a conflict, ask each student privately what a person of good character would have done.",
      ],
      secondary: [
        "Keep your own conduct exemplary in small things, such as punctuality and returning work on time, before demanding it of students.",
        "Discuss with students why rituals of respect, such as listening without interrupting, make a community possible.",
        "Hold a short reflection with a student who has behaved badly, asking them to examine themselves rather than to accept a sentence.",
      ],
    },
    pitfall:
      "Teachers copy the outward rituals and demand them rigidly while neglecting the example and the humaneness (ren) that give ritual its meaning.",
    question: "If your students imitated your conduct exactly this week, what would they learn?",
    worked: [
      {
        move: "After a conflict, ask each student privately what a person of good character would have done.",
        steps: [
          "When a student has interrupted others again, do not answer in front of the class: say calmly, *We will talk at break*, and go on with the lesson yourself, courteous as before.",
          "At break, sit with the student, not across a desk, and ask what happened from their side, then listen to the end.",
          "Ask: *What would a person of good character have done when someone else was speaking?* Wait for their answer rather than giving yours.",
          "Agree one small thing to do next time, such as raising a hand and waiting, and tell them you will notice when they do it.",
          "In the next lesson, notice aloud the first time they wait their turn, naming the patience rather than giving a prize.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "I do not open the way for a student who is not eager, nor explain to one who is not already struggling to put it into words; the desire must come first. Knowing something is not as good as loving it, and loving it is not as good as delighting in it. My favorite student once said that I led him on step by step, broadening him with culture and restraining him with ritual, until he could not stop even if he wished.",
    work: "The Analects (Lunyu)",
    addressed: true,
    moves: {
      early: [
        "Let a child struggle a little with a puzzle before helping, so that their own wanting is awakened.",
        "Share your own delight in a song or story, showing the children what it is to love something.",
        "Offer the next small challenge only when a child shows they want it.",
      ],
      primary: [
        "Pose a problem and wait until students show they are eager before giving any explanation.",
        "Lead students on step by step, with each new task slightly harder than the last.",
        "Tell stories of people who loved learning and ask students what they think drove them.",
      ],
      secondary: [
        "Ask students to write down what they most want to understand this term and refer back to it.",
        "Share your own continuing study and what you are learning now.",
        "Give students a difficult text and withhold help until they have formulated their own question.",
      ],
    },
    pitfall:
      "Withholding help becomes an excuse to ignore students who have never been shown why the subject is worth wanting.",
    question: "Do your students merely know your subject, or have they come to delight in it?",
    worked: [
      {
        move: "Ask students to write down what they most want to understand this term and refer back to it.",
        steps: [
          "In the first week, ask each student to write on a card the one thing in your subject they most want to understand this term, and why.",
          "Read them all and keep them; where a card's question fits a coming lesson, tell that student so.",
          "Halfway through the term, give the cards back and ask: *How far have you come toward this?*",
          "At the end of term, ask them to write what they now understand and what they want to study next.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "I asked my son whether he had studied the Odes, for without them he would have nothing to say. The Odes can arouse the mind, sharpen observation, help one live with others and voice complaint properly, and they teach the names of many birds, beasts, plants and trees. Reading the classics is learning, but learning must always be joined with reflection on what is read.",
    work: "The Analects (Lunyu)",
    addressed: true,
    moves: {
      early: [
        "Recite a short poem with the children each day until they know it by heart.",
        "Use a nursery rhyme to learn names of animals and plants, pointing to pictures.",
        "After a story, ask each child what they think it means for how we treat each other.",
      ],
      primary: [
        "Have students memorize a short classic poem and then talk about what it teaches.",
        "Follow each reading with a moment of reflection: what did I read, what does it mean, how will I use it.",
        "Ask students to find one good example of conduct in a story and discuss it.",
      ],
      secondary: [
        "Study a classic text closely and ask students to apply one passage to a situation in their lives.",
        "Have students keep a reading journal that pairs quotations with their own reflections.",
        "Discuss how words shape conduct, and whether names are being used correctly in a debate.",
      ],
    },
    pitfall: "Memorization of classics becomes recitation without reflection, which I warned is labor wasted.",
    question: "After your students read, when do they stop to think about what it means for their lives?",
  },
  mathematics: {
    position:
      "The Analects record nothing of my teaching arithmetic, though counting was one of the traditional arts of a gentleman's education. Reasoning from my principles, I would pair study with reflection and show one corner of a problem, expecting the student to find the other three. Practice at the proper times turns knowledge into skill.",
    work: "The Analects (Lunyu)",
    addressed: false,
    moves: {
      early: [
        "Show one way to share objects equally and ask the children to find how to share a different number.",
        "Count steps together during a daily ritual, such as walking to the garden.",
        "Let children practice a counting song at the same time each day.",
      ],
      primary: [
        "Present one worked example and ask students to solve three related problems before you explain further.",
        "End each lesson by asking students what they learned and how they will practice it.",
        "Review old material before new, since reviewing the old reveals the new.",
      ],
      secondary: [
        "Give students one solved case and ask them to generalize to others before presenting the rule.",
        "Ask students to reflect in writing on the mistakes they made and why.",
        "Set regular practice at fixed times rather than cramming before tests.",
      ],
    },
    pitfall:
      "The one-corner method is used before students have any foundation, so they cannot find the other corners and give up.",
    question: "When you show your students one corner, do they have enough to find the other three?",
  },
  science: {
    position:
      "I never taught natural science as such, though I noted that the Odes teach the names of birds, beasts, plants and trees. I also taught that to know is to recognize what you know and what you do not, and I tried to avoid foregone conclusions, dogmatism, obstinacy and egotism. Reasoning from these, I would have students observe carefully, name accurately and admit the limits of their knowledge.",
    work: "The Analects (Lunyu)",
    addressed: false,
    moves: {
      early: [
        "Walk with the children and teach the correct names of trees and birds you see.",
        "Praise a child who says *I don't know yet*, and then find out together.",
        "Ask children to look carefully at a leaf and tell you three things they see.",
      ],
      primary: [
        "Have students keep a notebook of plants and animals with correct names and careful drawings.",
        "Before an experiment, ask students to state what they know and what they do not.",
        "Discuss whether a conclusion was reached too quickly and what more evidence is needed.",
      ],
      secondary: [
        "Ask students to separate what the data show from what they assumed in advance.",
        "Insist on precise scientific terms, discussing why correct names matter.",
        "Have students reflect on a time they held onto a wrong idea too firmly.",
      ],
    },
    pitfall:
      "Naming becomes an end in itself, with students learning lists of terms without observing the things they name.",
    question: "Do your students know the difference between what they know and what they only suppose?",
  },
  assessment: {
    position:
      "I learned to judge people not only by their words but by their actions: look at what a person does, consider the motives behind it, and see what he is at ease with, and nothing is hidden. I once trusted words alone, until a student sleeping in the daytime taught me otherwise. I recognized that my students had different strengths, some in conduct, some in speech, some in government, some in letters.",
    work: "The Analects (Lunyu)",
    addressed: true,
    moves: {
      early: [
        "Watch how children treat each other during free play and note acts of kindness.",
        "Notice what each child returns to gladly and record it as a strength.",
        "Judge a child's understanding by what they do with a new skill, not only by what they say.",
      ],
      primary: [
        "Observe students applying a lesson in practice, such as courtesy at lunch, not only in answers.",
        "Keep notes on each student's particular strength, in conduct, speech or study.",
        "Ask students to show, not just tell, what they have learned.",
      ],
      secondary: [
        "Assess students on how they apply learning in action, such as leading a project.",
        "Ask students to examine their own work and motives before you comment.",
        "Recognize different kinds of excellence in your reports, not only test scores.",
      ],
    },
    pitfall:
      "Judging character becomes moralizing, with teachers labeling students as good or bad rather than observing them patiently.",
    question: "What do your students' actions tell you that their answers do not?",
    worked: [
      {
        move: "Ask students to examine their own work and motives before you comment.",
        steps: [
          "Before you return work, ask each student to write three lines on it: what they did well, where they fell short, and why.",
          "Read their self-examination before you write your comment.",
          "Write your comment as an answer to theirs, agreeing or showing what they missed.",
          "Ask them to name one thing they will do differently next time.",
        ],
      },
    ],
  },
  homework: {
    position:
      "I did not speak of homework as your schools know it. I did open the Analects with the pleasure of learning something and practicing it at the proper times, and I taught that study without practice and reflection is wasted. Reasoning from that, work outside class should be regular practice of what was learned, followed by reflection, and it should never crowd out a child's duties to family.",
    work: "The Analects (Lunyu)",
    addressed: false,
    moves: {
      early: [
        "Suggest children practice a greeting or thank-you ritual at home with family.",
        "Ask families to recite the week's poem with their child at bedtime.",
        "Encourage children to help with a household task and tell the class about it.",
      ],
      primary: [
        "Set short, regular practice of skills learned in class, at a set time each day.",
        "Ask students to write one sentence of reflection on what they practiced.",
        "Keep homework light so students have time to help their families.",
      ],
      secondary: [
        "Set review of the day's material as homework, since reviewing the old reveals the new.",
        "Ask students to keep a learning journal in which they reflect on what they studied.",
        "Discuss with students how to balance study with family responsibilities.",
      ],
    },
    pitfall: "Regular practice becomes mechanical repetition without reflection, and students come to dread it.",
    question: "Does the practice you set at home include time to think about what is practiced?",
  },
  inclusion: {
    position:
      "I never refused anyone who came to learn, however small the offering; in teaching there should be no distinction of kinds. When two students asked the same question, I gave them different answers, urging on the hesitant and holding back the bold. When a blind music master visited, I told him where the steps were and who sat where, for that is how one helps a musician who cannot see.",
    work: "The Analects (Lunyu)",
    addressed: true,
    moves: {
      early: [
        "Guide a child with a visual impairment by naming each step and each person in the room as you move together.",
        "Give a shy child encouragement to speak and a bold child a reason to wait.",
        "Welcome every child warmly regardless of background, using each name daily.",
      ],
      primary: [
        "Answer the same question differently for two students according to their temperament.",
        "Adjust the pace of a lesson for a student who needs more time, without lowering the standard.",
        "Describe the room and activities aloud for students who need it, as a courtesy to all.",
      ],
      secondary: [
        "Hold short individual conferences to learn each student's character and needs.",
        "Open advanced opportunities to any student who is eager, regardless of background.",
        "Give tailored counsel to students who are overconfident or too cautious.",
      ],
    },
    pitfall:
      "Tailored instruction becomes lowered expectations for some, when I tailored the path but held the same aim of becoming an exemplary person.",
    question: "What does this particular student need from you that the others do not?",
    worked: [
      {
        move: "Adjust the pace of a lesson for a student who needs more time, without lowering the standard.",
        steps: [
          "Decide what every student must master today, and write it down for yourself.",
          "Give [name] the same task with more time, or fewer items of the same kind, rather than an easier one.",
          "Check their work on the first item before they go on, so time is not spent practicing an error.",
          "Judge the work by the same standard as the class, and tell them plainly when they have reached it.",
        ],
      },
    ],
  },
  multilingual: {
    position:
      "The Analects say nothing about teaching children in a second language. They do record that I used the standard speech when reciting the Odes and Documents and performing rites, and that I valued the correct use of names. Reasoning from that, I would teach the shared language of study carefully while respecting the speech of home, which is part of the family bond.",
    work: "The Analects (Lunyu)",
    addressed: false,
    moves: {
      early: [
        "Recite a short verse in the school language together daily, so children learn its sounds through rhythm.",
        "Greet families in their own language when you can, as a mark of respect for the home.",
        "Name each classroom object correctly every time you use it, so names and things become firmly joined.",
      ],
      primary: [
        "Teach key subject terms precisely and correct misused names gently, since names must match things.",
        "Let students share a proverb from their home language, translate it, and compare it with one from the Analects.",
        "Pair a newcomer with a patient peer who models the school language in daily rituals.",
      ],
      secondary: [
        "Study a classic text in two translations and discuss how meanings shift between languages.",
        "Ask students to explain a key concept in both their languages and note what each language shows.",
        "Discuss the rectification of names with students, and ask them to find a term in the subject that is often misused.",
      ],
    },
    pitfall:
      "Insistence on correct language becomes contempt for the home speech, which offends against filial respect.",
    question: "How do you honor the speech of your students' families while teaching them the language of study?",
  },
  discussion: {
    position:
      "I once asked four students to tell me their hopes, and listened to each in turn; the last, who had been playing his zither, said he wished only to bathe in the river and sing on the way home with friends, and I agreed with him. The exemplary person seeks harmony but not uniformity, while the petty person seeks uniformity without harmony. When I walk with two others, I am sure to find a teacher among them.",
    work: "The Analects (Lunyu)",
    addressed: true,
    moves: {
      early: [
        "Sit in a circle and ask each child to say what they would like to do tomorrow, listening to each.",
        "Teach children to listen to a friend without interrupting and then say one thing back.",
        "Ask children what they learned from a friend today.",
      ],
      primary: [
        "Ask each student in a small group to state their aim for a project before the group agrees a plan.",
        "Encourage students to disagree respectfully, seeking harmony rather than sameness.",
        "Ask students to name one good quality they saw in a classmate and one they want to avoid in themselves.",
      ],
      secondary: [
        "Run discussions where each student states a position and others respond by finding what is right in it.",
        "Ask students to reflect on what they learned from someone they disagreed with.",
        "Let a quieter student speak last, and take their contribution seriously.",
      ],
    },
    pitfall: "Teachers seek agreement in discussion and mistake uniformity for harmony.",
    question: "Whose aims did you listen to today, and did you learn from the quietest?",
  },
  questioning: {
    position:
      "When a simple man once asked me something, I did not claim to know; I took up the question from both ends and worked through it until nothing was left. I show one corner and expect the student to return with the other three; if he cannot, I do not repeat. Admitting plainly what you do not know, as plainly as stating what you do, is itself a kind of knowing.",
    work: "The Analects (Lunyu)",
    addressed: true,
    moves: {
      early: [
        "Answer a child's question by asking what they think, then explore both sides together.",
        "Admit when you do not know something and show how you will find out.",
        "Ask children to explain one example and then find another like it.",
      ],
      primary: [
        "Present one example and ask students to generate three more before you continue.",
        "Take a student's question from both ends, asking what would be true if yes and if no.",
        "Model honest uncertainty by saying what you know and what you are unsure of.",
      ],
      secondary: [
        "Pose a question and work it from both ends with the class, examining opposing answers.",
        "Ask students to identify what they do not know about a topic before studying it.",
        "Expect students to extend a principle you present to new cases without further explanation.",
      ],
    },
    pitfall:
      "Teachers refuse to repeat themselves and leave struggling students behind, mistaking my impatience with idleness for a rule against help.",
    question: "Do you admit to your students what you do not know?",
  },
  "early-years": {
    position:
      "The Analects say nothing of play or of very young children's schooling. I did teach that the young should be filial at home and respectful outside, careful and trustworthy, loving toward all, and only then turn their spare energy to study. Reasoning from that, early education should build good habits and warm relationships before formal learning.",
    work: "The Analects (Lunyu)",
    addressed: false,
    moves: {
      early: [
        "Teach simple courtesies, such as greeting and thanking, as daily rituals practiced in play.",
        "Use songs and rhymes to build shared rhythm and harmony in the group.",
        "Let children care for younger ones or for a class pet, practicing kindness.",
      ],
      primary: [
        "Open every first-grade morning with the same short ritual of greeting, bowing or handshake, and a shared song, before any lesson begins.",
        "Read a story of a child who helps an elder and ask students what they would have done in that place.",
        "Give each student a weekly duty of care, such as watering plants or welcoming visitors, and review it on Friday.",
      ],
      secondary: [
        "Ask students to recall one courtesy they learned before age six and write how it still shapes their conduct.",
        "Have students design a greeting ritual for a kindergarten class and teach it on a visit.",
        "Discuss the saying that people are close by nature and grow apart through practice, with examples from students' own habits.",
      ],
    },
    pitfall: "Early ritual becomes strict drill that crushes children's warmth, which is the root of humaneness.",
    question: "What habits of kindness are your youngest children practicing each day?",
  },
  adolescents: {
    position:
      "I said that at fifteen I set my heart on learning, and the young deserve respect, for who knows that they will not surpass us. I warned that in youth, when blood and energy are unsettled, the exemplary person must guard against desire. Adolescence is therefore the time to set one's heart on learning and to form the will.",
    work: "The Analects (Lunyu)",
    addressed: true,
    moves: {
      early: [
        "Introduce an older student to the class and let the children ask what they study and why.",
        "Invite teenagers to read to young children, modeling care.",
        "Let the children watch older students rehearse music and then sing one verse with them.",
      ],
      primary: [
        "Ask eleven-year-olds to draw or write what they hope to set their hearts on by age fifteen.",
        "Pair each older student with a younger reading partner for a term and ask them to report on their partner's progress.",
        "Teach students to pause and name a strong feeling before acting, and practice it with short scenarios.",
      ],
      secondary: [
        "Ask students to write about what they want to set their hearts on learning.",
        "Treat adolescents with respect as people who may surpass you.",
        "Hold a frank discussion of the temptations students face and let them write one rule of self-mastery they will keep for a month.",
      ],
    },
    pitfall:
      "Teachers lecture adolescents on restraint without showing them respect or giving them a purpose worth striving for.",
    question: "What have your adolescents set their hearts on, and how are you helping them?",
  },
  arts: {
    position:
      "I taught that character is aroused by the Odes, established by ritual and completed by music. When I heard the Shao music, I forgot the taste of meat for three months. Music and poetry are not ornaments but central to forming humane people, though ritual and music without humaneness are empty.",
    work: "The Analects (Lunyu)",
    addressed: true,
    moves: {
      early: [
        "Sing in unison every morning, and stop to listen when the voices come together.",
        "Mark the start and end of tidying with the same short song each day.",
        "Let children listen to a beautiful piece of music quietly and say how it made them feel.",
      ],
      primary: [
        "Teach a simple round on recorders or voices so students must listen to each other to keep the harmony.",
        "Have students memorize and recite a short poem about friendship, then say what it asks of them.",
        "Play two pieces of music and ask students which is beautiful, which is good, and whether those are the same.",
      ],
      secondary: [
        "Ask students to choose a song that has changed their mood and explain to the class how it did so.",
        "Rehearse an ensemble piece in which no student may play louder than the one beside them.",
        "After a performance, have students write what the rehearsals taught them about working with others.",
      ],
    },
    pitfall: "Arts become performances for show, with technique prized over the humaneness they should cultivate.",
    question: "What music and poetry are forming your students' characters?",
  },
  technology: {
    position:
      "The Analects contain nothing about screens or devices. Reasoning from my teaching, any tool should be judged by whether it helps a person become more humane and reflective, and the exemplary person is not a mere implement with one use. I would ask students to reflect on how a tool shapes their conduct toward others.",
    work: "The Analects (Lunyu)",
    addressed: false,
    moves: {
      early: [
        "Keep screens away from snack time and the morning greeting so that these rituals stay between people.",
        "Tell a story yourself rather than playing a recording, and let the children retell it to a friend.",
        "Practice in a game how to turn toward and look at the person who is speaking.",
      ],
      primary: [
        "Agree with the class on three courtesies for devices, such as screens face down when someone speaks.",
        "After any research on a tablet, ask students to close it and tell a partner what they learned.",
        "Put your own phone in a drawer during lessons and tell students why.",
      ],
      secondary: [
        "Ask students whether the courtesies they keep face to face also apply in group chats, and draw up a shared code.",
        "Have students log for a week when their phone helped their study and when it pulled them away.",
        "Ask students to find a post online that misnames something and correct it, linking this to the rectification of names.",
      ],
    },
    pitfall: "Rules about devices are imposed without example, while teachers themselves are distracted by screens.",
    question: "Does this tool make your students more humane and thoughtful, or less?",
  },
  families: {
    position:
      "The Analects open with my disciple Master You saying that filial piety and respect for elder brothers are the root of humaneness, and I taught that the young should be filial at home and respectful of their elders outside it. Filial piety is not only feeding one's parents, for even dogs and horses are fed; it requires reverence. When parents are wrong, one may remonstrate gently but must remain respectful.",
    work: "The Analects (Lunyu)",
    addressed: true,
    moves: {
      early: [
        "Ask each child at circle time to tell one kind thing they did for someone at home.",
        "Invite a grandparent to tell the children a story from their own childhood.",
        "Teach a short song of thanks and let children sing it to their families at pick-up time.",
      ],
      primary: [
        "Have students interview an elder in their family about how they learned as a child and share one answer.",
        "Begin parent meetings by asking what the parents have learned about their child that you should know.",
        "Ask students to list ways of showing respect to parents and discuss which matter most.",
      ],
      secondary: [
        "Role-play a respectful conversation in which a teenager disagrees with a parent, practicing gentle remonstrance.",
        "Invite families to an evening where students explain what they learned and thank those who helped them.",
        "Compare how duties to parents are understood in the cultures represented in the class.",
      ],
    },
    pitfall:
      "Filial piety is taught as blind obedience, which I did not teach, since gentle remonstrance is part of it.",
    question: "How does your school honor the family as the first place of learning?",
  },
  planning: {
    position:
      "I taught four things: culture, conduct, doing one's best and being trustworthy. One who reviews the old and learns the new can be a teacher, and learning must be joined with reflection. A plan should set out both knowledge and character, and allow time for practice and review.",
    work: "The Analects (Lunyu)",
    addressed: true,
    moves: {
      early: [
        "Write each day's plan with fixed places for a song, a courtesy ritual, play and a quiet moment of talk about the day.",
        "Retell a familiar story before reading a new one, and ask what the two share.",
        "Plan one small act of service each week, such as tidying the library corner for another class.",
      ],
      primary: [
        "Open each unit with a review of the last one, so that the old reveals the new.",
        "Write one conduct goal, such as keeping promises in group work, beside the knowledge goal of each unit.",
        "Timetable short practice of number facts and handwriting at the same time each day.",
      ],
      secondary: [
        "Plan a course in which every classic text studied ends with a written reflection on conduct.",
        "Schedule a review week each term in which students revisit earlier material before new work.",
        "Include a service project in which students commit to a community partner and must keep their word.",
      ],
    },
    pitfall: "Plans cover content and forget conduct, or moralize without substance.",
    question: "Where in your plan do your students review the old and reflect on the new?",
  },
  wellbeing: {
    position:
      "I described myself as one who learns without tiring and teaches without growing weary, so absorbed that I forgot to eat and did not notice old age approaching. My student Zengzi examined himself daily on three points: loyalty, trustworthiness and practice of what he was taught. When you see a worthy person, think of equaling them; when you see an unworthy one, examine yourself.",
    work: "The Analects (Lunyu)",
    addressed: true,
    moves: {
      early: [
        "End each day by asking yourself whether you were patient with each child, and note one you were not.",
        "Learn a new song or craft alongside the children and let them see you as a learner.",
        "Watch a colleague you admire at work for twenty minutes and choose one habit to adopt.",
      ],
      primary: [
        "Ask yourself daily the three questions my student Zengzi put to himself: was I loyal in what I did for others, was I trustworthy with colleagues, did I practice what I pass on.",
        "Take up a new study yourself each term and tell students about your progress and difficulties.",
        "Ask a colleague you respect to meet monthly to discuss a difficulty in your teaching.",
      ],
      secondary: [
        "Write weekly about one moment when your conduct did not match what you ask of students.",
        "Read one passage of a classic or professional text with colleagues each month and discuss how to apply it.",
        "Protect one hour a week for your own study, since the joy of learning is what keeps teaching from wearying you.",
      ],
    },
    pitfall:
      "Self-examination becomes harsh self-criticism, losing the joy in learning that kept me from growing weary.",
    question: "What are you learning now that keeps your teaching from growing weary?",
  },
};
