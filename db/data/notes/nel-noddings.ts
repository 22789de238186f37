import type { EducatorNotes } from "../note-types";

/** Nel Noddings's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "In Caring: A Feminine Approach to Ethics and Moral Education I described confirmation: when a student does wrong, I attribute to him the best motive consistent with the facts and help him see the better self he is reaching for. Rules and consequences have their place, but they cannot replace a relation in which the student feels cared for and trusts that I see who he could become.",
    work: "Caring: A Feminine Approach to Ethics and Moral Education",
    addressed: true,
    moves: {
      early: [
        "When a child snatches a toy, say aloud the good wish you think lay behind it, such as wanting to play too, and show a better way to get it.",
        "Kneel to the child's height and listen fully before responding to a conflict.",
        "Model gentle care for a hurt child so others see how it is done.",
      ],
      primary: [
        "In a private talk after an incident, name the good intention you believe the student had and ask how he could act on it better next time.",
        "Keep the same class jobs long enough that students experience being responsible for something living, such as a class pet.",
        "Set aside your correction speech until you can state the student's side in his own terms.",
        "When a child leaves others out of play, ask privately how it feels to be left out, then give the child a caring job, such as inviting someone who plays alone to join in.",
      ],
      secondary: [
        "Meet a student after a clash with an open conversation whose outcome you have not decided in advance.",
        "Confirm a student publicly for a caring act you notice, naming the kind of person it shows him to be.",
        "Argue in your department for looping, so teachers stay with the same students long enough to know them.",
      ],
    },
    pitfall:
      "Confirmation becomes flattery or excuse-making when the teacher attributes motives the facts do not support.",
    question: "What is the best motive you could honestly attribute to what this student did?",
    worked: [
      {
        move: "Set aside your correction speech until you can state the student's side in his own terms.",
        steps: [
          "After an incident, say to the student only: *Tell me what happened, from your side.*",
          "Listen without interrupting, then say their side back to them in their words: *So you felt\u2026 because\u2026.*",
          "Ask whether you have it right, and keep going until they say yes.",
          "Only then say what you need to say about the behavior, and ask what they could do next time.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "In The Challenge to Care in Schools I argued that students will work for teachers they believe care for them, and that the deepest motive to learn grows inside a caring relation rather than from threats or prizes. I also doubted that every student must be made to want the same academic subjects; caring teachers attend to what each student is really interested in.",
    work: "The Challenge to Care in Schools",
    addressed: true,
    moves: {
      early: [
        "Notice what each child gravitates to and bring something new for it the next day.",
        "Tell a child specifically what you noticed and enjoyed about their play.",
        "Spend a few unhurried minutes with each child every day, listening rather than directing.",
      ],
      primary: [
        "Ask each student in a quiet conference what they care about and link one upcoming task to it.",
        "Let students care for plants or animals and use that care to drive reading and measuring.",
        "Follow a student's question off the plan for ten minutes when their interest is real.",
      ],
      secondary: [
        "Hold short receptive-listening conferences with disengaged students, setting your agenda aside.",
        "Offer different routes through a course so students can follow genuine interests.",
        "Tell students honestly why you care about your subject and invite them to disagree.",
      ],
    },
    pitfall:
      "Teachers announce that they care, but students who are never listened to do not feel cared for, and the relation is incomplete.",
    question: "Does this student feel cared for by you, or only that you care about his results?",
    worked: [
      {
        move: "Hold short receptive-listening conferences with disengaged students, setting your agenda aside.",
        steps: [
          "Arrange five minutes alone with a disengaged student, at a time that is not a punishment.",
          "Open with a question about them, not the work: *How are things going for you at the moment?*",
          "Listen without steering toward the lesson, and say back what you heard.",
          "End by asking if there is anything you could do differently, and follow up on what they say.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "The teaching of reading is not something I wrote about at any length. Reasoning from The Challenge to Care in Schools, I would choose texts that open the centers of care, stories of friendship, animals, home and strangers, and I would let reading lead to open dialogue about how we should live.",
    work: "The Challenge to Care in Schools",
    addressed: false,
    moves: {
      early: [
        "Read aloud stories about caring for animals and friends and ask how the characters felt.",
        "Let children tell you about their own pets and families as part of story time.",
        "Choose picture books that show children caring for one another.",
      ],
      primary: [
        "Read a novel about friendship and discuss how the characters show care.",
        "Let students write letters to someone they care about.",
        "Choose books about the natural world and discuss how we should treat it.",
      ],
      secondary: [
        "Discuss a novel's moral questions in open dialogue, without a fixed answer.",
        "Have students write about a time they were cared for or cared for someone.",
        "Select texts on war, home and parenting that open questions for life.",
      ],
    },
    pitfall: "Literature discussion about care becomes moralizing when the teacher already knows the right answer.",
    question: "What does your reading list teach about caring for others?",
  },
  mathematics: {
    position:
      "In Caring: A Feminine Approach to Ethics and Moral Education I imagined a teacher who loves mathematics meeting a student who hates it, and showed that she fails him if she simply projects her own love of the subject instead of asking how it would feel to hate mathematics. The one-caring first tries to see the subject through the student's eyes, and only then looks for a way in with him; elsewhere, in The Challenge to Care in Schools, I doubted that every student should be pressed through the same academic mathematics.",
    work: "Caring: A Feminine Approach to Ethics and Moral Education",
    addressed: true,
    moves: {
      early: [
        "Count and share snacks with children so numbers serve fairness and care.",
        "Measure plants the children grow and talk about how they are doing.",
        "Play number games at the child's pace and stop when frustration shows.",
      ],
      primary: [
        "Sit with a student who says he hates mathematics and ask him to show you where it stops making sense.",
        "Use mathematics in real caring tasks, such as measuring food for class animals.",
        "Let students explain methods to each other and thank the explainer.",
      ],
      secondary: [
        "Ask a struggling student what mathematics would be useful to them and build from there.",
        "Offer different mathematics courses suited to different aims, not one track for all.",
        "Discuss the history and beauty of mathematics, not only its exercises.",
      ],
    },
    pitfall:
      "Seeing through the student's eyes becomes lowering expectations when the teacher never returns to the mathematics.",
    question: "Have you tried to see mathematics as this student sees it?",
  },
  science: {
    position:
      "Science teaching as a method is not something my books take up at length. Reasoning from The Challenge to Care in Schools, where I proposed care for animals, plants and the earth as one of the centers around which schooling should be organized, I would teach science through responsibility for living things and the environment.",
    work: "The Challenge to Care in Schools",
    addressed: false,
    moves: {
      early: [
        "Keep a class pet or plant and let children take turns caring for it.",
        "Go outside to watch insects and talk about not harming them.",
        "Let children help feed birds and notice which come.",
      ],
      primary: [
        "Run a class garden and use it for lessons on growth and soil.",
        "Have students investigate what a class animal needs to stay healthy.",
        "Discuss what students can do to care for their local environment.",
      ],
      secondary: [
        "Study an environmental issue and ask students what caring action is possible.",
        "Discuss ethical questions in science, such as the treatment of animals.",
        "Let students care for a habitat and monitor it scientifically.",
      ],
    },
    pitfall: "Caring for the earth becomes a slogan without the scientific knowledge needed to act wisely.",
    question: "What living thing are your students responsible for?",
  },
  assessment: {
    position:
      "A theory of grading is not something I set out. Reasoning from Caring: A Feminine Approach to Ethics and Moral Education, where the teacher's first concern is the student as cared-for, I would keep evaluation honest but never let it come before the relation, so that a student can bring me his confusion without fear of being marked down for it.",
    work: "Caring: A Feminine Approach to Ethics and Moral Education",
    addressed: false,
    moves: {
      early: [
        "Observe children closely and tell parents what you have seen them care about.",
        "Keep no marks at all for young children and describe instead, for their families, what each child attended to with delight.",
        "Sit with each child once a week to talk about something they made, listening before you praise.",
      ],
      primary: [
        "Give feedback in conversation before any mark is recorded.",
        "Ask students how they feel about their work before you evaluate it.",
        "Separate helping a student from grading him, so he can ask for help without fear.",
      ],
      secondary: [
        "Meet students individually to discuss their work, not just return grades.",
        "Let students revise work after feedback so grades reflect growth.",
        "Explain honestly to students why a grade is required and what it measures.",
      ],
    },
    pitfall: "Grades dominate the relation, and students stop trusting the teacher with their confusion.",
    question: "Does your grading strengthen or weaken your relation with the student?",
  },
  homework: {
    position:
      "Homework is not something I took up directly in my books. Reasoning from Happiness and Education, I would ask whether homework leaves students time for home life, friendship and rest, which I held are part of a happy life and so part of what schools should care about.",
    work: "Happiness and Education",
    addressed: false,
    moves: {
      early: [
        "Send home no work, only a suggestion that the family read a story together and talk about how the characters cared for each other.",
        "Ask families to spend time caring for a plant or pet with the child.",
        "Suggest to families that a shared meal with conversation is worth more to a young child than any worksheet.",
      ],
      primary: [
        "Set homework that involves caring, such as helping at home, and ask students to tell about it.",
        "Keep homework short enough that students still have time to play and be with their families.",
        "Ask students how homework affects their evenings and adjust.",
      ],
      secondary: [
        "Coordinate with colleagues so students are not overloaded on the same night.",
        "Set homework students find meaningful, and ask them what that would be.",
        "Ask students which evenings carry family, work or caring duties and set deadlines around them.",
      ],
    },
    pitfall: "Homework takes over family life and crowds out the home happiness schools should support.",
    question: "What is homework taking from your students' home life?",
  },
  inclusion: {
    position:
      "In The Challenge to Care in Schools I argued against a single model of the educated person, and for programs that take students' different capacities and interests seriously. Caring means receiving each student as he is and responding to his real needs, not forcing everyone into one ideal.",
    work: "The Challenge to Care in Schools",
    addressed: true,
    moves: {
      early: [
        "Watch a child with special needs closely to learn what they respond to.",
        "Give every child, including those with special needs, a turn at caring for the class pet or helping a friend.",
        "Before an activity, think of the one child most likely to be left out and adjust it so that child can join.",
      ],
      primary: [
        "Hold a receptive-listening conversation with a student who struggles to understand their needs.",
        "Offer tasks suited to different capacities and interests, and never label them as higher and lower.",
        "Build peer tutoring into the week as practice in caring.",
      ],
      secondary: [
        "Offer varied routes through the curriculum that respect different talents.",
        "Meet a student with special needs and their family to plan together.",
        "Tell a student choosing a vocational or non-academic path, and mean it, that his path is as worthy as any other.",
      ],
    },
    pitfall: "Different paths become hidden tracks, and students in them feel less cared for.",
    question: "Are you responding to this student's real needs, or to your idea of a standard student?",
    worked: [
      {
        move: "Hold a receptive-listening conversation with a student who struggles to understand their needs.",
        steps: [
          "Set aside ten minutes with [name] at a calm time, with no agenda of your own.",
          "Ask: *What is it like for you in this class?* and listen fully.",
          "Say back what you heard, and ask what they need from you.",
          "Do one thing they asked for, and tell them you did.",
        ],
      },
    ],
  },
  multilingual: {
    position:
      "Multilingual learners as a group are not a subject I wrote about. Reasoning from Caring: A Feminine Approach to Ethics and Moral Education, I would receive a new student with full attention, engrossment in his situation, and learn what he needs before assuming it.",
    work: "Caring: A Feminine Approach to Ethics and Moral Education",
    addressed: false,
    moves: {
      early: [
        "Learn how to say the child's name correctly and use it warmly.",
        "Attend closely to a new child's face and gestures during the first days, since engrossment begins before shared words.",
        "Pair the newcomer with a classmate whose job for the week is to practice care by helping him through the day.",
      ],
      primary: [
        "Ask a family member or interpreter to help you learn what the student needs.",
        "Let the student show what they know in ways that do not need English.",
        "Encourage classmates to practice care by helping the newcomer.",
      ],
      secondary: [
        "Hold a conversation with an interpreter to learn the student's story.",
        "Let students use their home language to think and discuss.",
        "Ask the student each week, with a translator if needed, whether they feel cared for in your class.",
      ],
    },
    pitfall: "Teachers assume what a multilingual student needs instead of finding out.",
    question: "What have you learned about this student's life beyond their English?",
  },
  discussion: {
    position:
      "In The Challenge to Care in Schools I named dialogue as one of the four components of moral education: a genuine conversation whose outcome is not settled in advance, in which both parties seek to understand. Group work is valuable when it gives students practice in caring for one another.",
    work: "The Challenge to Care in Schools",
    addressed: true,
    moves: {
      early: [
        "Talk with a child about a question you do not know the answer to.",
        "Put children in small groups for a building task and praise the moments when one helps another.",
        "Show children what receptive listening looks like by repeating a child's idea back before you add your own.",
      ],
      primary: [
        "Hold an open dialogue with the class on a question of meaning, such as what makes a good friend.",
        "Set group tasks in which a group succeeds only when every member can explain the result, so helping becomes practice in caring.",
        "Teach students to restate a classmate's view before disagreeing.",
      ],
      secondary: [
        "Hold dialogues on questions of belief and ethics without steering to a conclusion.",
        "Let students discuss controversial issues with you as a fellow inquirer.",
        "Evaluate group work partly on how members cared for each other.",
      ],
    },
    pitfall: "Dialogue becomes a disguised lecture when the teacher already knows where the conversation must end.",
    question: "When did you last enter a conversation with students without knowing its end?",
    worked: [
      {
        move: "Teach students to restate a classmate's view before disagreeing.",
        steps: [
          "Model it: *So you think\u2026 Is that right?* before giving your own view.",
          "Set a rule for a discussion: before disagreeing, restate what the last speaker said.",
          "Stop gently when someone skips it, and ask them to restate first.",
          "At the end, ask how it felt to be restated accurately.",
        ],
      },
    ],
  },
  questioning: {
    position:
      "In Caring: A Feminine Approach to Ethics and Moral Education I wrote that when a teacher asks a question and a student answers, she receives not only the answer but the student who gave it. In dialogue I ask because I genuinely want to know what the student thinks, whereas questions that only test recall can leave him feeling examined rather than met.",
    work: "Caring: A Feminine Approach to Ethics and Moral Education",
    addressed: true,
    moves: {
      early: [
        "Ask a child what they think about something and listen fully to the answer.",
        "Follow a child's answer with a real question about it, showing you received what he meant before correcting anything.",
        "When a child is hurt in play, ask the others how they think the hurt child feels and what would help.",
      ],
      primary: [
        "Ask open questions to which you do not know the answer.",
        "Respond to each student's answer by saying back what you understood, so the student knows he was heard.",
        "Invite students to ask what you think about a question of fairness, and answer as one voice in the dialogue, not the final word.",
      ],
      secondary: [
        "Pose questions of meaning and ethics and receive students' answers seriously.",
        "Set aside time for students to raise the existential questions that matter to them, about death, love or belief.",
        "Answer students' questions about your beliefs honestly but without imposing them.",
      ],
    },
    pitfall: "Teachers ask open questions but then evaluate the answers, and students learn to guess what is wanted.",
    question: "Do you ask your students questions because you want to know the answer?",
  },
  "early-years": {
    position:
      "Early childhood education and play are not fields I wrote about as a specialist. Reasoning from Caring: A Feminine Approach to Ethics and Moral Education, I would see the earliest years as the time when children first experience being cared for, which is the foundation of their capacity to care for others.",
    work: "Caring: A Feminine Approach to Ethics and Moral Education",
    addressed: false,
    moves: {
      early: [
        "Go to a distressed child at once and stay until they feel received, since this is where natural caring is first learned.",
        "Let children care for dolls, plants and pets in play.",
        "When one child comforts another, name it warmly as caring so the whole group sees it valued.",
      ],
      primary: [
        "Continue caring play with younger students, such as caring for class animals.",
        "Keep the same adults with young children for as long as possible.",
        "Give students real small tasks of care for younger children.",
      ],
      secondary: [
        "Let adolescents volunteer with young children and reflect on caring.",
        "Ask students to recall who first cared for them and how, and discuss how young children learn to care from being cared for.",
        "Include child development in the curriculum as preparation for parenting.",
      ],
    },
    pitfall: "Early years care becomes routine physical care without the warm attention children need.",
    question: "How do the youngest children in your care know they are cared for?",
  },
  adolescents: {
    position:
      "In Happiness and Education I argued that schools should prepare adolescents for the whole of life, including making a home, parenting, friendship and personal growth, not only for work. Teenagers need teachers who stay with them long enough to know them and who talk with them honestly about what matters.",
    work: "Happiness and Education",
    addressed: true,
    moves: {
      early: [
        "Let visiting teenagers read to children and talk about caring for them.",
        "Tell children about older students who help in the community.",
        "Let children see older siblings taking care of others.",
      ],
      primary: [
        "Prepare older students for adolescence with honest talk about friendship and change.",
        "Pair each older student with a younger buddy to read with and look after at playtime, as regular practice in caring.",
        "Hold a dialogue with older students about what makes people happy, and do not close it with a lesson.",
      ],
      secondary: [
        "Include units on homemaking, parenting and relationships in the curriculum.",
        "Discuss with students what a happy life might be and how school could help.",
        "Advocate for teachers to stay with the same students for several years.",
      ],
    },
    pitfall: "Preparing students for home life is seen as a soft option and given to those judged less academic.",
    question: "What are you teaching your adolescents about living a happy life?",
  },
  arts: {
    position:
      "The arts in schools are not a subject I treated at length. Reasoning from The Challenge to Care in Schools, where I included care for ideas among the centers of care, I would value the arts as ways students can care for beauty and express what matters to them.",
    work: "The Challenge to Care in Schools",
    addressed: false,
    moves: {
      early: [
        "Let children make gifts for people they care about.",
        "Sing songs about friends and family and ask children whom they would like to sing them for.",
        "Hang each child's artwork with the same care, and ask them where they would like it placed.",
      ],
      primary: [
        "Let students create art that expresses care for a place or person.",
        "Look at a painting of a parent and child and ask students how the artist shows one caring for the other.",
        "Let students choose the subject of an art project from something or someone they care about.",
      ],
      secondary: [
        "Let students pursue art as a real interest, not an extra.",
        "Discuss a war poem or photograph with students and ask what it asks of us toward distant others.",
        "Have students make art for a care home or hospital ward and deliver it themselves.",
      ],
    },
    pitfall: "Arts are squeezed out when care for ideas is understood only as academic subjects.",
    question: "What do your students care about enough to make art about?",
  },
  technology: {
    position:
      "Screens and digital devices in classrooms are not something I wrote about directly. Reasoning from The Challenge to Care in Schools, where care for the human-made world of objects and instruments is a center of care, I would teach students to understand, use and judge technology wisely, and ask whether it supports or replaces human relations.",
    work: "The Challenge to Care in Schools",
    addressed: false,
    moves: {
      early: [
        "Show children how to handle tools and devices carefully.",
        "Replace a screen session with a face-to-face game in which children must take turns and notice one another.",
        "Show children a simple machine, like a wheelbarrow, and talk about how it helps people care for things.",
      ],
      primary: [
        "Teach students to repair simple objects and care for equipment.",
        "Ask students how messaging and games help or harm their friendships, and listen before offering any view.",
        "Set limits on screens that protect time for relation.",
      ],
      secondary: [
        "Discuss how advertising and social media shape desires, as part of critical thinking.",
        "Teach students to care for and repair devices, not only use them.",
        "Ask students whether technology helps or harms their relationships.",
      ],
    },
    pitfall:
      "Technology replaces the caring relation, and students are taught by screens with no one attending to them.",
    question: "Does this technology bring your students closer to others, or further away?",
  },
  families: {
    position:
      "In Happiness and Education I argued that home is where much of a person's happiness is found, and that schools should teach about making a home and parenting. Teachers and parents share the care of the child and should work in relation, not at arm's length.",
    work: "Happiness and Education",
    addressed: true,
    moves: {
      early: [
        "Ask parents what their child loves at home and bring it into class.",
        "Tell families what their child cares about at school, a friend, an animal, a project, not only how they are doing.",
        "Invite families to show the class a home tradition of caring, such as a meal or a way of welcoming guests.",
      ],
      primary: [
        "Talk with families about how their child is feeling in school, not only achieving.",
        "Set projects on home life that students share with families.",
        "Meet families at a shared meal or class event where conversation can be about the child as a person.",
      ],
      secondary: [
        "Include parenting and home life in the curriculum and invite families to contribute.",
        "When a parent comes with a complaint, listen until you can state their concern in their own terms before you answer.",
        "When a student is in trouble at home, meet the family to plan how home and school can share the caring.",
      ],
    },
    pitfall: "Schools treat families as audiences for reports rather than partners in care.",
    question: "What do you know about the home life of your students?",
    worked: [
      {
        move: "When a student is in trouble at home, meet the family to plan how home and school can share the caring.",
        steps: [
          "Ask the family to come in at a time that suits them, and say why plainly: *We have noticed that [name] seems quieter than usual, and we want to work out together how best to look after them.*",
          "Begin by listening: ask how things are at home and what the family has noticed, and do not ask for more than they choose to tell.",
          "Say what school has seen, in facts rather than judgments: their work, their friendships, their mood in lessons.",
          "Agree two or three small things, such as one adult they can go to, a check-in each Monday, and what the family will tell you if things change.",
          "Arrange a date to talk again, and if anything suggests the student is at risk, tell the school's safeguarding lead the same day.",
        ],
      },
    ],
  },
  planning: {
    position:
      "In The Challenge to Care in Schools I proposed organizing the curriculum around centers of care: care for self, for intimate others, for strangers and distant others, for animals, plants and the earth, for the human-made world, and for ideas. Subjects remain, but they should serve these larger aims.",
    work: "The Challenge to Care in Schools",
    addressed: true,
    moves: {
      early: [
        "Plan themes around caring for self, friends, animals and places.",
        "Build a daily slot for caring work, such as feeding the class animals or helping a classmate, into the timetable.",
        "Plan staffing so that the same adults stay with the same young children for more than one year.",
      ],
      primary: [
        "Plan a unit around a center of care, such as care for animals, linking reading, math and science.",
        "Include care for strangers through a project helping people in the community.",
        "Plan regular time for students to care for the classroom and each other.",
      ],
      secondary: [
        "Plan a course unit on care for distant others, such as global poverty, with open dialogue.",
        "Link each academic unit to at least one question of how to live, asked in open dialogue.",
        "Plan for continuity so students keep teachers for more than one year.",
      ],
    },
    pitfall: "Centers of care become add-on topics while the real curriculum remains unchanged.",
    question: "Which centers of care does your curriculum leave out?",
  },
  wellbeing: {
    position:
      "In Caring: A Feminine Approach to Ethics and Moral Education I wrote that the one-caring must also be cared for, and that a carer who neglects herself cannot sustain care for others. Teachers need time, continuity and colleagues who care for them, and they must reflect honestly on their own relations with students.",
    work: "Caring: A Feminine Approach to Ethics and Moral Education",
    addressed: true,
    moves: {
      early: [
        "Take a moment each day to notice how you are feeling before children arrive.",
        "Ask a colleague to cover for you when you need a break.",
        "Reflect on one moment of real connection with a child each day.",
      ],
      primary: [
        "Keep a journal of your relations with students and where care felt complete.",
        "Meet with colleagues to support each other, not only to plan.",
        "Accept that you cannot care for every student equally well and seek help.",
      ],
      secondary: [
        "Reflect on which students you have failed to reach and ask why.",
        "Seek colleagues who can share the care of difficult students.",
        "Keep one evening a week free of schoolwork for your own home and happiness, as part of sustaining your care.",
      ],
    },
    pitfall: "Teachers exhaust themselves trying to care for everyone and end up caring for no one well.",
    question: "Who cares for you, so that you can care for your students?",
  },
};
