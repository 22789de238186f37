import type { EducatorNotes } from "../note-types";

/** Sugata Mitra's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "My published work does not take up classroom discipline as such; what follows applies its principles rather than a view I have stated. In Beyond the Hole in the Wall I described Self-Organized Learning Environments in which children may change groups, move about, talk and look at other groups' work, so a teacher using them should expect purposeful noise and judge order by whether the groups are working on the question.",
    work: "Beyond the Hole in the Wall: Discover the Power of Self-Organized Learning",
    addressed: false,
    moves: {
      early: [
        "During a small-group exploration, let children move between tables freely and step in only if a child is hurt or excluded.",
        "Agree two simple rules with the children before group time, such as sharing the turn on the screen and helping a friend who asks.",
        "Praise a group aloud for how they solved a disagreement about whose turn it was.",
      ],
      primary: [
        "Explain the SOLE rules before the session: students may switch groups, talk and peek at others' work, but must be ready to share what they found.",
        "Stand at the side of the room during a SOLE and note which groups are working, intervening only when a group has stalled.",
        "Hold the sharing session at the end even after a noisy session, so students learn the noise served a purpose.",
      ],
      secondary: [
        "Set a big question and let students organize themselves, then debrief with them on how their groups worked.",
        "Let a group that drifts off task report honestly on why, and ask the class what would help.",
        "Give students a role in setting norms for self-organized sessions and revisit them after each one.",
      ],
    },
    pitfall:
      "Teachers take self-organization to mean no structure at all and abandon the final sharing, so noise never turns into learning.",
    question: "Can you tell purposeful noise from disorder in your room, and do you trust it?",
    worked: [
      {
        move: "Explain the SOLE rules before the session: students may switch groups, talk and peek at others' work, but must be ready to share what they found.",
        steps: [
          "Write the rules on the board before the session: groups of about four to a computer, you may change groups, talk and look at others' work.",
          "Add the one condition: *At the end, every group tells the class what it found.*",
          "Put the big question up and step back, intervening only if a group has stopped working.",
          "Keep time for the sharing at the end, and let each group show what they found.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "In The Child-Driven Education I described how children in groups, given access to the internet and a question that intrigued them, pursued it with striking persistence and little adult direction. I also found that the encouragement of an admiring adult, the method of the grandmother, kept them going when the material became hard.",
    work: "The Child-Driven Education (TED talk)",
    addressed: true,
    moves: {
      early: [
        "Pose a puzzling question, such as why the moon changes shape, and let children talk about it together before you explain anything.",
        "Stand behind a group exploring a picture book or tablet and tell them how impressed you are with what they found.",
        "Ask a child to show you how they discovered something, and admire the method out loud.",
      ],
      primary: [
        "Write one big question on the board that you cannot fully answer yourself and let groups of four investigate it.",
        "Use the method of the grandmother: admire each group's findings and ask them to show you more.",
        "Let students vote on the next big question from a list they suggest.",
      ],
      secondary: [
        "Pose a question from an exam syllabus as an open mystery and let groups research it before any teaching.",
        "Ask students to present to the class what surprised them most in their research.",
        "Invite a volunteer mentor online to hear students' findings and encourage them.",
      ],
    },
    pitfall:
      "Big questions become trivia hunts with quick answers online, and curiosity dies when there is nothing left to wonder about.",
    question: "What question could you pose that your students would want to chase without you?",
    worked: [
      {
        move: "Pose a question from an exam syllabus as an open mystery and let groups research it before any teaching.",
        steps: [
          "Turn a syllabus topic into a big question, such as *Why do some countries stay poor?*",
          "Give groups of about four one device each and forty minutes to research it, with permission to move between groups.",
          "Have each group share what they found, and note what they got right and what they missed.",
          "Teach the syllabus content next, building on what they found.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "My published work does not set out a method for teaching reading; what follows applies its principles rather than a view I have stated. In Beyond the Hole in the Wall I described children searching, reading and explaining online material together, which suggests letting groups read in order to answer a question they care about.",
    work: "Beyond the Hole in the Wall: Discover the Power of Self-Organized Learning",
    addressed: false,
    moves: {
      early: [
        "Let small groups look through picture books together to find an answer to a question, such as which animals live in the sea.",
        "Ask children to tell a friend what they found in a book, and listen in.",
        "Read aloud the pages a group chooses while they hunt for their answer.",
      ],
      primary: [
        "Set a question whose answer requires reading online or in books, and let groups read together to find it.",
        "Ask groups to explain in their own words what they read during the sharing session.",
        "Let stronger readers read aloud to their group while the group decides what matters.",
      ],
      secondary: [
        "Set a research question that requires comparing several online texts and judging which is reliable.",
        "Have groups write a short summary of what they found for another group to read.",
        "Ask students to explain difficult words they met and how they worked them out.",
      ],
    },
    pitfall: "Children who cannot yet decode are left behind in group reading and learn to watch rather than read.",
    question: "How will the weakest readers in each group get to the text?",
  },
  mathematics: {
    position:
      "My published work does not take up mathematics teaching in particular; what follows applies its principles rather than a view I have stated. The SOLE approach in Beyond the Hole in the Wall suggests posing a mathematical puzzle as a big question and letting groups find, test and explain methods before the teacher consolidates them.",
    work: "Beyond the Hole in the Wall: Discover the Power of Self-Organized Learning",
    addressed: false,
    moves: {
      early: [
        "Give children a counting puzzle, such as how many legs are in the room, and let them work it out together.",
        "Let children share a tablet game about shapes in pairs and tell you what they learned.",
        "Admire a child's own way of counting instead of correcting it at once.",
      ],
      primary: [
        "Pose a question like how people measured distance before rulers and let groups research it.",
        "Let groups find a way to solve a problem online and explain their method to the class.",
        "Ask groups to check each other's answers during the sharing session.",
      ],
      secondary: [
        "Set a real-world question, such as how much water the school uses, and let groups research and calculate it.",
        "Let students find online explanations of a hard concept and compare them.",
        "Allow internet use during a problem-solving task and assess how well students use it.",
      ],
    },
    pitfall:
      "Groups copy methods from the internet without understanding them, and the sharing session does not test why they work.",
    question: "Do your students understand the methods they find, or only find them?",
  },
  science: {
    position:
      "In The Child-Driven Education I described Tamil-speaking children in a village who, left with a computer and material on biotechnology in English, began to make sense of it, and who learned more when a young adult encouraged them without teaching. Science questions are ideal big questions because they invite children to search, argue and explain.",
    work: "The Child-Driven Education (TED talk)",
    addressed: true,
    moves: {
      early: [
        "Ask a question like why leaves fall and let children look at pictures and talk together about it.",
        "Let children explore a magnifying glass in small groups and tell what they see.",
        "Admire the children's explanations even when they are wrong, then ask how they could check.",
      ],
      primary: [
        "Pose a big science question, such as *Can trees think?*, and let groups of four research it for half an hour.",
        "Ask groups to present their findings and let others question them.",
        "Follow a SOLE with a hands-on experiment to test the groups' ideas.",
      ],
      secondary: [
        "Set a hard science topic from later in the syllabus as a SOLE before any teaching.",
        "Let groups evaluate conflicting online sources on a scientific controversy.",
        "Invite a remote mentor to hear students present their findings.",
      ],
    },
    pitfall:
      "Teachers assume children will reach the right science alone and never correct misconceptions after the session.",
    question: "What happens to the wrong ideas your groups bring back from their research?",
  },
  assessment: {
    position:
      "In The School in the Cloud I argued that when the internet is always at hand, assessment should test how well students find, judge and use knowledge rather than what they can remember. I have also argued publicly that examinations should allow the internet, as working life does.",
    work: "The School in the Cloud: The Emerging Future of Learning",
    addressed: true,
    moves: {
      early: [
        "Ask children to show you how they found something out, and note the method as well as the answer.",
        "Let children explain a group discovery to you, and observe who contributed.",
        "Record what each small group discovered and how, as a note for families, and keep no scores.",
      ],
      primary: [
        "Set an internet-allowed quiz and assess how well students search and explain.",
        "Ask groups to present findings and assess their reasoning.",
        "Have students mark another group's presentation for how clearly it answered the question.",
      ],
      secondary: [
        "Set an open-internet task and assess how students search, check sources and explain.",
        "Ask students to justify why they trusted each source they used.",
        "Compare results on a closed-book and an open-internet version of the same task.",
      ],
    },
    pitfall: "Internet-allowed tasks reward speed at copying unless the questions demand judgment and explanation.",
    question: "What would happen if your next test allowed the internet?",
  },
  homework: {
    position:
      "My published work does not take up homework; what follows applies its principles rather than a view I have stated. The SOLE approach suggests that work outside class could be a big question to explore at home with family or friends, rather than a set of exercises.",
    work: "Beyond the Hole in the Wall: Discover the Power of Self-Organized Learning",
    addressed: false,
    moves: {
      early: [
        "Send home a question for the family to wonder about together, with no writing required.",
        "Ask children to come back with one thing a family member told them about the question.",
        "Make the home question optional and playful, with a drawing or a story as the only thing to bring back.",
      ],
      primary: [
        "Set a big question for students to explore at home with anyone they like.",
        "Let students bring back findings to share in class.",
        "Check that students without internet at home can use school devices.",
      ],
      secondary: [
        "Set a research question for home and ask students to bring sources to compare.",
        "Let students explore a topic online before the class lesson.",
        "Ask students to note how they searched and what they found unreliable.",
      ],
    },
    pitfall: "Home research tasks widen gaps between students with and without devices and help at home.",
    question: "Do all your students have what they need to explore a question at home?",
  },
  inclusion: {
    position:
      "In Children and the Internet: Experiments with Minimally Invasive Education in India I reported that children from slums and villages, with no formal computer training, taught themselves to use a computer set into a wall. My work concerns access for children far from good schools; it does not address special educational needs, so what follows on those applies its principles rather than a view I have stated.",
    work: "Children and the Internet: Experiments with Minimally Invasive Education in India",
    addressed: true,
    moves: {
      early: [
        "Make sure every child gets a turn at any shared device, including the quietest.",
        "Let children who speak little join a group and learn by watching.",
        "Stand behind the group where a child is struggling and admire that child's contribution aloud, in the manner of the grandmother.",
      ],
      primary: [
        "Mix groups so that students with different strengths help each other in a SOLE.",
        "Let students move groups freely so no one is stuck in a group that excludes them.",
        "Check who presents in the sharing session and rotate the role.",
      ],
      secondary: [
        "Make devices and internet available at school for students without them.",
        "Let students with special needs join SOLEs with roles that suit them.",
        "Connect students in remote or disadvantaged schools with online mentors.",
      ],
    },
    pitfall:
      "Self-organized groups are dominated by confident children, and the ones most in need of access watch from behind.",
    question: "Who in your groups never touches the device?",
  },
  multilingual: {
    position:
      "In The Child-Driven Education I described children who learned English words and even improved their pronunciation by working with computers and speech software on their own. Children in groups will use whatever languages they have to make sense of material in a language they are still learning.",
    work: "The Child-Driven Education (TED talk)",
    addressed: true,
    moves: {
      early: [
        "Let children speak any language in group play with a tablet.",
        "Use picture-based tools so children can explore without reading English.",
        "Admire a child who teaches another a new word.",
      ],
      primary: [
        "Allow groups to discuss their big question in any language they share.",
        "Let students use speech-to-text or translation tools to access English material.",
        "Ask groups to present in English with help from each other.",
      ],
      secondary: [
        "Let multilingual students research in their home language and present in English.",
        "Set up an online mentor who speaks English with students.",
        "Use speech software to let students practice pronunciation on their own.",
      ],
    },
    pitfall:
      "Teachers rely on tools alone and multilingual learners never get the human conversation that language needs.",
    question: "What language do your students think in when they research together?",
  },
  discussion: {
    position:
      "In Beyond the Hole in the Wall I described groups of about four sharing one computer, which forces them to talk, negotiate and teach each other. I found that fewer devices than children is a feature, not a shortage, because the talk is where much of the learning happens.",
    work: "Beyond the Hole in the Wall: Discover the Power of Self-Organized Learning",
    addressed: true,
    moves: {
      early: [
        "Give one tablet to a group of three or four and let them work out how to share it.",
        "Ask children to tell each other what they see on the screen.",
        "Gather the group afterwards to tell you what they found together.",
      ],
      primary: [
        "Deliberately provide one computer per group of four rather than one each.",
        "Let students move between groups to share ideas during the session.",
        "Hold a sharing session where each group presents and others ask questions.",
      ],
      secondary: [
        "Set a big question for groups to research with one device per group.",
        "Let groups debate differing conclusions in the sharing session.",
        "Ask groups to reflect on how they divided the work.",
      ],
    },
    pitfall: "One child controls the mouse and the others drift, so the shared device produces no shared talk.",
    question: "Who in each group holds the mouse, and who holds the conversation?",
  },
  questioning: {
    position:
      "In Beyond the Hole in the Wall I described how the teacher's main job in a SOLE is to ask a big question, one that is open, intriguing and not easily answered, and then to step back. The quality of the question largely decides the quality of the learning.",
    work: "Beyond the Hole in the Wall: Discover the Power of Self-Organized Learning",
    addressed: true,
    moves: {
      early: [
        "Ask one wondering question, such as where do clouds go, and let children talk about it in groups.",
        "Let children ask their own questions about a picture.",
        "Respond to children's answers with how did you find that out.",
      ],
      primary: [
        "Write a big question that has no single answer and let groups investigate it.",
        "Ask groups how they found their answers rather than whether they are right.",
        "Keep a class wall of big questions students suggest and choose the next SOLE question from it together.",
      ],
      secondary: [
        "Pose a big question that connects subjects, such as *Why do we dream?*",
        "Ask students to generate and refine their own big questions.",
        "Follow up group presentations with questions that push reasoning further.",
      ],
    },
    pitfall: "Teachers pose questions with simple factual answers, and the session ends in five minutes.",
    question: "Is your question big enough to keep a group busy for forty minutes?",
  },
  "early-years": {
    position:
      "My published work does not address children under six or the role of play; what follows applies its principles rather than a view I have stated. The idea of minimally invasive education suggests letting small groups explore materials together with an admiring adult nearby, more than instructing them.",
    work: "Children and the Internet: Experiments with Minimally Invasive Education in India",
    addressed: false,
    moves: {
      early: [
        "Set out an intriguing object and let small groups explore it together before you say anything.",
        "Admire what children discover and ask them to show you more.",
        "Let children teach each other how to use a toy or tool.",
      ],
      primary: [
        "Keep open exploration time in the early grades, with small groups.",
        "Let older students show younger ones how to explore a question.",
        "When a first grader shows you a discovery, admire it and ask how they found it before you correct anything.",
      ],
      secondary: [
        "Let adolescents design a simple exploration for young children.",
        "Discuss with students how children learn by exploring in groups.",
        "Let students mentor young children online or in person.",
      ],
    },
    pitfall: "Screen-based exploration is given to very young children when hands-on materials would serve better.",
    question: "What could your youngest children discover together without being told?",
  },
  adolescents: {
    position:
      "My published work focuses mainly on children rather than on adolescence as such; what follows applies its principles rather than a view I have stated. Self-organized learning would suggest giving teenagers big questions, real responsibility for their own research and the freedom to work in groups they choose.",
    work: "The School in the Cloud: The Emerging Future of Learning",
    addressed: false,
    moves: {
      early: [
        "Invite teenagers to be admiring mentors for small children's explorations.",
        "Invite an older class to present the findings of a SOLE to the kindergarten in pictures and simple words.",
        "Let teenagers sit with small groups of young children as admiring helpers, showing them only when asked.",
      ],
      primary: [
        "Let older students run a SOLE for a younger class.",
        "Give upper-primary students big questions that need several sources to answer, such as why some countries are richer than others.",
        "Let older students form their own SOLE groups and change them mid-session if they wish.",
      ],
      secondary: [
        "Let students pose their own big questions on topics that matter to them.",
        "Let students run their own research sessions with minimal adult direction.",
        "Connect students with online mentors in fields they are interested in.",
      ],
    },
    pitfall: "Adolescents given freedom without any structure drift into social media rather than research.",
    question: "What big question would your teenagers choose for themselves?",
  },
  arts: {
    position:
      "My published work does not take up the arts; what follows applies its principles rather than a view I have stated. A SOLE could pose questions about art, music or design and let groups explore, compare and present what they find.",
    work: "Beyond the Hole in the Wall: Discover the Power of Self-Organized Learning",
    addressed: false,
    moves: {
      early: [
        "Show a painting and ask small groups what they think is happening in it.",
        "Put a few instruments on a table and let a small group work out together how to make high and low sounds.",
        "Admire children's own creations and ask how they made them.",
      ],
      primary: [
        "Pose a big question about art, such as *Why do people paint faces?*, and let groups research it.",
        "Let groups find and present music from another country.",
        "Let students create art in response to what they found.",
      ],
      secondary: [
        "Let students research an art movement online and present it.",
        "Ask groups to compare different interpretations of a work.",
        "After a SOLE on an art question, let groups make a digital piece in the style they researched and share it.",
      ],
    },
    pitfall:
      "Researching art online can crowd out the actual making of art, and students end with slides about painters but no paintings of their own.",
    question: "Could your students explore an art question as a group?",
  },
  technology: {
    position:
      "In Children and the Internet: Experiments with Minimally Invasive Education in India I reported that children with a computer in a wall, and no teaching, learned to use it and to teach each other. In The School in the Cloud I argued that schooling built for memorization must change when the internet is always at hand, and that the task is to teach how to find, judge and use knowledge.",
    work: "The School in the Cloud: The Emerging Future of Learning",
    addressed: true,
    moves: {
      early: [
        "Let small groups share a tablet and explore a simple app together.",
        "Ask children to show you how they learned to use it.",
        "Let young children use a tablet only in small groups, so the screen becomes something to talk around.",
      ],
      primary: [
        "Run a SOLE with one device per group of four.",
        "Teach students to check whether a website is reliable.",
        "When one student finds out how to do something new on the computer, ask her to show the rest of her group.",
      ],
      secondary: [
        "Set tasks where students must find, judge and use online knowledge.",
        "Discuss with students how the internet changes what they need to remember.",
        "Arrange a video call in which a volunteer mentor listens to a group explain its findings and asks them to show more.",
      ],
    },
    pitfall: "One device per child replaces group learning, and each student sits alone with a screen.",
    question: "Are your devices bringing students together or keeping them apart?",
  },
  families: {
    position:
      "My published work does not take up parents' role directly, though the Granny Cloud I described brings volunteer mentors, often retired people, to children over the internet; what follows applies its principles rather than a view I have stated. Families could play the part of the admiring grandmother, encouraging a child's explorations rather than instructing.",
    work: "The School in the Cloud: The Emerging Future of Learning",
    addressed: false,
    moves: {
      early: [
        "Invite grandparents to sit with children during explorations and admire what they find.",
        "Explain the method of the grandmother to parents: stand behind the child, admire and ask to see more, rather than instruct.",
        "Send home a big question each month for families to wonder about with their children, with no right answer expected.",
      ],
      primary: [
        "Invite family members to the sharing session at the end of a SOLE to admire what the groups found.",
        "Suggest families ask children how they found things out.",
        "Arrange for a volunteer online mentor to visit the class by video each week to hear what students have found.",
      ],
      secondary: [
        "Invite retired professionals in the community to act as online mentors who encourage students' research rather than direct it.",
        "Share big questions with families so they can discuss them at home.",
        "Ask families to encourage rather than supervise homework research.",
      ],
    },
    pitfall: "Families take on the role of instructor rather than admirer, and children stop exploring.",
    question: "How could the families of your students act as admiring grandmothers?",
  },
  planning: {
    position:
      "In Beyond the Hole in the Wall I set out how to plan a SOLE: a big question, groups of about four with one device, thirty to forty minutes of self-organized research, then a sharing session. Planning shifts from scripting content to crafting questions and protecting time for exploration.",
    work: "Beyond the Hole in the Wall: Discover the Power of Self-Organized Learning",
    addressed: true,
    moves: {
      early: [
        "Plan a short exploration session around one intriguing question each week.",
        "Set out one intriguing set of materials per group, such as magnets or seeds, and fewer sets than children.",
        "Plan a sharing circle at the end of every exploration, when each group shows one thing it found.",
      ],
      primary: [
        "Plan a weekly SOLE: big question, forty minutes of research, then a sharing session.",
        "Write big questions linked to the curriculum ahead of time.",
        "Plan a follow-up lesson after each SOLE that checks and corrects what groups found and ties it to the syllabus.",
      ],
      secondary: [
        "Plan some units to begin with a SOLE before direct teaching.",
        "Map one big question to each major topic of the syllabus before the term begins.",
        "Plan assessment that allows the internet for some tasks.",
      ],
    },
    pitfall: "SOLEs are planned as stand-alone events with no link to the rest of the curriculum.",
    question: "Where in your plan could a big question replace a lecture?",
  },
  wellbeing: {
    position:
      "My published work does not address teacher wellbeing; what follows applies its principles rather than a view I have stated. The SOLE approach shifts the teacher from the source of all answers to the one who asks questions and admires, which may relieve some of the pressure to know everything.",
    work: "Beyond the Hole in the Wall: Discover the Power of Self-Organized Learning",
    addressed: false,
    moves: {
      early: [
        "Allow yourself to step back and watch children explore.",
        "Let yourself enjoy the children's surprise at what they find, since the admiring adult is part of the method.",
        "Invite a colleague to watch a discovery session and tell you afterwards what they noticed the children doing.",
      ],
      primary: [
        "Try a SOLE and notice how it feels to not know the answer.",
        "After a SOLE, write down one thing you learned from your students' research that you did not know before.",
        "Swap your best big questions with colleagues so preparing them does not fall on you alone.",
      ],
      secondary: [
        "Reflect on how it feels to let students lead.",
        "Join other teachers running SOLEs, in person or online, to compare questions and results.",
        "Pose a question you do not know the answer to and let students teach you in the sharing session.",
      ],
    },
    pitfall: "Teachers feel guilty for stepping back and return to lecturing.",
    question: "What would it feel like to not have to know every answer?",
  },
};
