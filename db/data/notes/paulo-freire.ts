import type { EducatorNotes } from "../note-types";

/** Paulo Freire's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "I distinguish legitimate authority from authoritarianism on one side and from license on the other. A democratic teacher does not abandon limits; she makes them explicit, explains them, and lets the learners grow into the discipline that freedom itself requires. Silencing students is not discipline but domestication, and it teaches them to obey rather than to take responsibility.",
    work: "Pedagogy of Freedom (Pedagogia da autonomia)",
    addressed: true,
    moves: {
      early: [
        "Explain the reason for each classroom limit in simple words, such as we walk inside so no one gets hurt, rather than just stating the rule.",
        "When children argue over a toy, sit with them and ask each what happened before proposing anything.",
        "Let the children choose between two fair options for how to share a scarce material.",
      ],
      primary: [
        "Hold a class dialogue about a recurring conflict, asking why it happens and what in our room makes it happen.",
        "Write the class agreements together and revisit them when they stop working, explaining your own non-negotiable limits.",
        "Speak privately with a disruptive pupil, asking what is happening in their life before deciding on any consequence.",
      ],
      secondary: [
        "Pose the problem of classroom order to the students as a codification, such as a photo of a chaotic room, and ask why it is so and what would change it.",
        "Make clear which decisions belong to the class and which remain yours, and give your reasons for both.",
        "Invite students to analyze who gets punished in the school and why, and to propose fairer practices.",
      ],
    },
    pitfall:
      "Teachers fear being authoritarian and fall into license, leaving students without the structure that makes real freedom possible.",
    question: "Are your rules ones your students understand and could defend, or only ones they obey?",
  },
  motivation: {
    position:
      "When education becomes depositing, students become containers to be filled and their curiosity withers. I believe curiosity is the engine of knowing, and the teacher's task is to move it from naive curiosity to a rigorous, methodical epistemological curiosity. Students engage when what they study speaks to their own reality and they see themselves as subjects who can change it.",
    work: "Pedagogy of Freedom (Pedagogia da autonomia)",
    addressed: true,
    moves: {
      early: [
        "Start a topic with objects the children bring from home and ask what they want to know about them.",
        "Follow a child's question about the neighborhood with a walk to find out together.",
        "Let children name what they like and do not like about the playground and plan one change.",
      ],
      primary: [
        "Listen to pupils talk about their street and note recurring words to build the next unit around.",
        "Turn a textbook topic into a question about the pupils' own lives, such as where our water comes from and who pays for it.",
        "Share your own curiosity about a question you do not know the answer to and investigate it with the class.",
      ],
      secondary: [
        "Build a unit from a generative theme students raise, such as transport costs or housing, and connect it to the syllabus.",
        "Ask students to identify a problem in their community and research its causes.",
        "Invite students to critique the textbook's presentation of a topic and rewrite a section.",
      ],
    },
    pitfall:
      "Teachers borrow students' interests as a hook and then return to depositing, which students quickly recognize as manipulation.",
    question: "What in this lesson touches the real lives and questions of your students?",
  },
  literacy: {
    position:
      "Reading the world always precedes reading the word, and reading the word implies continually reading the world. In our literacy work with adults, we began from generative words drawn from learners' lives, such as tijolo (brick), broke them into syllable families and let learners build new words. Literacy is not memorizing sounds but an act of knowing in which learners discover they can name and transform their reality.",
    work: "Literacy: Reading the Word and the World",
    addressed: true,
    moves: {
      early: [
        "Ask children to draw their home and tell you about it, then write one word from their story large for them to keep.",
        "Choose a word the children use often, such as a favorite food, and play with its sounds and syllables.",
        "Make a wall of words the children bring from home and read them together.",
      ],
      primary: [
        "Select generative words from pupils' talk, show a picture of each, and break the word into syllable families to build new words.",
        "Have pupils write about a situation in their neighborhood and read each other's texts in a circle.",
        "Discuss a picture book by asking who is in the story, who is missing and why.",
      ],
      secondary: [
        "Read a newspaper article together and ask whose interests it serves and whose voice is absent.",
        "Have students write about their own experience and then connect it to a text on a similar theme.",
        "Let students produce a community publication on issues they have investigated.",
      ],
    },
    pitfall:
      "Generative words become a list chosen by the teacher in advance, so the method loses the investigation of learners' lives that gave it meaning.",
    question: "What words carry the most weight in your students' lives, and have you heard them?",
  },
  mathematics: {
    position:
      "I never wrote about teaching mathematics in particular; my work was adult literacy and the politics of education. Reasoning from problem-posing education, I would begin from situations in learners' lives where numbers matter, such as wages, prices or distances, and ask why things are so. Mathematics taught as deposits of procedure alienates students, while mathematics used to read the world lets them see their reality more critically.",
    work: "Pedagogy of the Oppressed",
    addressed: false,
    moves: {
      early: [
        "Count and compare the things children bring from home, such as shoes or fruit, and talk about who has more and why.",
        "Play a shop game using prices from the local market that children know.",
        "Measure the playground together and ask how it could be shared more fairly.",
      ],
      primary: [
        "Have pupils survey the class on a question they care about and present the results as graphs.",
        "Use local prices to pose problems about budgeting for a family week.",
        "Ask pupils to explain their method for a problem, treating different methods as knowledge to compare.",
      ],
      secondary: [
        "Have students analyze real data on a local issue, such as rents or bus fares, and present conclusions.",
        "Pose a problem about the distribution of resources in the school and let students model it mathematically.",
        "Ask students to check a statistic they meet in the media and discuss how numbers can mislead.",
      ],
    },
    pitfall:
      "Teachers attach a social theme to a routine exercise without letting students question it, so the politics stays decoration.",
    question:
      "Where do numbers already shape your students' lives, and could they read that reality through mathematics?",
  },
  science: {
    position:
      "I did not write about science teaching as such. Reasoning from my insistence on methodical rigor, I would move learners from naive curiosity, which is spontaneous, to epistemological curiosity, which questions systematically. Science taught as finished facts is another form of banking, while science as investigation of the learners' own environment makes them co-investigators with the teacher.",
    work: "Pedagogy of Freedom (Pedagogia da autonomia)",
    addressed: false,
    moves: {
      early: [
        "Take children outside and collect their questions about what they see before offering any explanation.",
        "Let children test their own ideas, such as which things float, and talk about what surprised them.",
        "Ask children how they know something, such as that it will rain, and compare their reasons.",
      ],
      primary: [
        "Investigate a local environmental issue, such as litter or water, as a class research project.",
        "Ask pupils to record observations and discuss differences in what they saw.",
        "Invite a community member with practical knowledge, such as a farmer, to discuss their methods.",
      ],
      secondary: [
        "Have students investigate a local health or environmental problem and present findings to the community.",
        "Discuss who funds scientific research on a topic and how that shapes its questions.",
        "Ask students to compare scientific and everyday explanations of a phenomenon and when each applies.",
      ],
    },
    pitfall:
      "Local investigation becomes an end in itself, and students never reach the rigorous knowledge that would let them go beyond common sense.",
    question: "Are your students investigating alongside you, or receiving what others already found?",
  },
  assessment: {
    position:
      "I wrote little about grading as such. Reasoning from my principles, evaluation should be a dialogue about practice in which teacher and students both examine what was learned, not an instrument for silencing and sorting. In banking education, tests measure the deposits; in problem-posing education, evaluation asks whether students can now read their world more critically.",
    work: "Pedagogy of Freedom (Pedagogia da autonomia)",
    addressed: false,
    moves: {
      early: [
        "Talk with each child about a drawing or story they made, asking what they wanted to show.",
        "Keep notes on the questions children ask, not only on what they can repeat.",
        "Ask the group what they learned together today and what they still wonder about.",
      ],
      primary: [
        "Hold a feedback circle where pupils say what helped them learn and what did not.",
        "Let pupils assess their own work against criteria they helped define.",
        "Give written feedback that poses a question back to the pupil rather than only a mark.",
      ],
      secondary: [
        "Negotiate assessment criteria for a project with students and explain your own expectations.",
        "Include a reflection in which students explain how their understanding of the issue changed.",
        "Ask students to evaluate the course and discuss their evaluation openly with them.",
      ],
    },
    pitfall:
      "Self-assessment becomes a formality while the real grading stays hidden, which teaches students that dialogue is not serious.",
    question:
      "Does your assessment tell you whether your students can think about their world, or only what they remember?",
  },
  homework: {
    position:
      "I never wrote about homework. Reasoning from my work, tasks beyond school should send learners to read their world, to observe, ask and gather what their community knows, rather than to repeat deposits in a notebook. I would also be alert to the unequal conditions of students' homes, which homework can turn into unequal results.",
    work: "Pedagogy of the Oppressed",
    addressed: false,
    moves: {
      early: [
        "Ask children to bring back a story or song from a family member to share.",
        "Suggest families talk with their child about one thing they saw on the way home.",
        "Send home a picture prompt and ask children to tell you what their family said about it.",
      ],
      primary: [
        "Set pupils to interview a family member about their work or childhood.",
        "Ask pupils to notice a problem in their street and describe it in class.",
        "Avoid tasks that need resources some homes lack, and offer time in school instead.",
      ],
      secondary: [
        "Assign a small community investigation, such as collecting prices or views on an issue.",
        "Ask students to read a text and bring one question they want the class to discuss.",
        "Discuss with students how homework affects them given their responsibilities at home.",
      ],
    },
    pitfall: "Community investigation tasks expose students' private lives to the class without their consent.",
    question: "What could your students learn at home that you could not teach them at school?",
  },
  inclusion: {
    position:
      "I did not write about special educational needs. My work concerned those excluded by poverty and oppression, and reasoning from it, I would see exclusion as a denial of a person's vocation to be more fully human. Inclusion means respecting each learner's identity and knowledge and treating them as a subject of their own learning, never as an object of remediation.",
    work: "Pedagogy of Freedom (Pedagogia da autonomia)",
    addressed: false,
    moves: {
      early: [
        "Ask each child and their family what the child loves doing and build it into the week.",
        "Make sure every child's way of communicating, including gesture, is welcomed in circle time.",
        "Watch who is left out of play and create a shared task where they are needed.",
      ],
      primary: [
        "Ask pupils who struggle what makes learning hard for them and plan adjustments together.",
        "Value different forms of knowledge, such as practical skill, in class discussions.",
        "Examine with the class how labels affect the way people are treated.",
      ],
      secondary: [
        "Involve students with support needs in planning their own support.",
        "Discuss with the class how the school system includes and excludes, and what could change.",
        "Give every student a role in dialogue, using written or visual contributions where speaking is hard.",
      ],
    },
    pitfall: "Teachers speak for excluded students instead of creating conditions for them to speak for themselves.",
    question: "Does this student experience your classroom as a place where they are a subject or an object?",
  },
  multilingual: {
    position:
      "In Guinea-Bissau I learned that imposing the colonizer's language in literacy campaigns could undermine learners' confidence in their own culture. I argued that literacy should begin in the learners' own language, with the dominant language learned too, but not at the price of their identity. Language carries a way of reading the world, and denying it denies the learner.",
    work: "Literacy: Reading the Word and the World",
    addressed: true,
    moves: {
      early: [
        "Learn greetings in each child's home language and use them daily.",
        "Invite families to read or tell stories in their home language to the group.",
        "Let children name objects in their home language alongside the school language.",
      ],
      primary: [
        "Let pupils write first drafts in their strongest language and then work on the school language version.",
        "Build a multilingual word wall from generative words pupils bring.",
        "Discuss with pupils which languages are heard in their community and how they are valued.",
      ],
      secondary: [
        "Invite students to analyze how language is used to include or exclude in their school.",
        "Use students' home languages in group discussion and report back in the shared language.",
        "Let students produce bilingual materials for their community.",
      ],
    },
    pitfall:
      "Teachers praise home languages while allowing only the school language in anything that counts, so students learn the real hierarchy.",
    question: "What does your classroom tell students about the worth of the language they speak at home?",
  },
  discussion: {
    position:
      "Dialogue is the encounter of people, mediated by the world, in order to name it; it cannot exist without love, humility, faith in people, hope and critical thinking. In our culture circles a coordinator sat with learners rather than lecturing, and the group worked through codifications of their own situations. Dialogue is not a technique for getting students to reach the teacher's conclusion.",
    work: "Pedagogy of the Oppressed",
    addressed: true,
    moves: {
      early: [
        "Sit in a circle at the children's level and ask about a picture of a familiar scene, such as a market.",
        "Let each child say one thing about the picture before you add anything.",
        "Ask the children what they would change in the scene and why.",
      ],
      primary: [
        "Set up a culture circle around a codification, such as a photo of the school gate, and ask what we see, why it is so and what could change it.",
        "Let pupils take turns coordinating the circle with your support.",
        "Record the themes pupils raise and use them to plan the next lessons.",
      ],
      secondary: [
        "Run a dialogue on a generative theme, letting students question each other before you add content.",
        "Share your own view as one voice in the dialogue, open to challenge.",
        "Close the dialogue by asking what action the group could take.",
      ],
    },
    pitfall:
      "Dialogue is mistaken for the teacher asking leading questions with one right answer, which is banking in disguise.",
    question: "When did your students last change your mind about something in a discussion?",
  },
  questioning: {
    position:
      "Problem-posing education replaces the deposit of facts with questions about reality that teacher and students investigate together. Each situation presented to students is a problem to be decoded, moving from description to causes to possibilities for action. The teacher who only asks questions she can answer has not yet begun to pose problems.",
    work: "Pedagogy of the Oppressed",
    addressed: true,
    moves: {
      early: [
        "Show a picture of a child unable to reach a shelf and ask the children why and what could help.",
        "Answer a child's why question by asking what they think first.",
        "Ask children to ask you questions about a new object and answer honestly, including I do not know.",
      ],
      primary: [
        "Replace a fact you would tell with a question, such as why some streets have no trees, and investigate together.",
        "Teach pupils to move from what do we see to why is it so to what can we do.",
        "Collect pupils' questions about a topic and use them as the plan of the unit.",
      ],
      secondary: [
        "Present a codification of a social issue and lead students through describing, analyzing and imagining change.",
        "Ask students to write questions that the textbook does not answer.",
        "Pose questions about whose knowledge counts in the subject and why.",
      ],
    },
    pitfall:
      "Problem-posing becomes a warm-up before the lecture, with students' questions politely noted and then ignored.",
    question: "What problem are you posing that you do not already know the answer to?",
  },
  "early-years": {
    position:
      "My own work was with adults, and I did not write about play or early childhood. Reasoning from my principles, young children already read the world before they read the word, and teaching should start from the world they know, their home, family and neighborhood. Even very young learners are subjects who can name their experience, and adults should listen to them.",
    work: "Literacy: Reading the Word and the World",
    addressed: false,
    moves: {
      early: [
        "Ask children to show you their favorite place in the school and say why.",
        "Use photographs of the children's neighborhood as prompts for talk and play.",
        "Let children decide a play theme and listen to how they organize it.",
      ],
      primary: [
        "Continue circle talk in first grade about pupils' experiences before formal lessons.",
        "Let pupils map their neighborhood and talk about what they find there.",
        "Use role play of community situations to build vocabulary and discuss fairness.",
      ],
      secondary: [
        "Ask students to remember how they first learned to read and discuss what helped.",
        "Have older students design activities for young children drawn from the children's own world.",
        "Discuss how early experiences shape what people think is possible for them.",
      ],
    },
    pitfall:
      "Adults impose their own political themes on young children's play instead of listening to the children's world.",
    question: "What do the youngest children in your school already know about their world?",
  },
  adolescents: {
    position:
      "I did not write about adolescence as a stage. Reasoning from my principles, young people are subjects capable of reading their world critically and acting in it, and schools that treat them as empty vessels waste their energy. The teacher should take their questions and anger seriously as material for dialogue, while keeping rigor.",
    work: "Pedagogy of Hope",
    addressed: false,
    moves: {
      early: [
        "Invite older students to listen to young children's ideas about the school and report them.",
        "Let young children ask teenagers questions about their lives.",
        "Use stories of young people changing their community in read-alouds.",
      ],
      primary: [
        "Give upper primary pupils a real community problem to investigate and present.",
        "Let pupils run a class council that discusses real issues.",
        "Discuss with pupils how they are treated as children and what they think of it.",
      ],
      secondary: [
        "Build a unit from a theme adolescents raise, such as policing or jobs, with rigorous research.",
        "Let students produce media that analyze an issue in their community.",
        "Hold dialogues where students critique school rules and propose changes to leadership.",
      ],
    },
    pitfall:
      "Teachers flatter adolescents' opinions without demanding the rigor that would turn them into critical understanding.",
    question: "What are your adolescents angry or hopeful about, and how does your teaching take it up?",
  },
  arts: {
    position:
      "I never wrote a theory of art education, though our culture circles used drawings and pictures as codifications of learners' lives. Reasoning from that, art is a way of naming and re-creating the world, and students who make images of their reality can stand back from it and analyze it. Art should not be an escape but a form of reading the world.",
    work: "Pedagogy of the Oppressed",
    addressed: false,
    moves: {
      early: [
        "Let children draw their family and talk about the drawing in a circle.",
        "Use pictures of familiar scenes to start conversation and play.",
        "Invite children to act out a problem they met and a way to solve it.",
      ],
      primary: [
        "Have pupils create drawings of their neighborhood as codifications for class discussion.",
        "Let pupils perform a short play about a fairness issue in school.",
        "Invite a local artist to share how they represent their community.",
      ],
      secondary: [
        "Have students create photo essays on a generative theme and present them for dialogue.",
        "Analyze a song or film students like for the view of the world it presents.",
        "Let students use theater to stage a community problem and rehearse responses.",
      ],
    },
    pitfall:
      "Art about oppression becomes a performance of suffering for adults rather than a tool for students' own analysis.",
    question: "What images of their world could your students make and then question?",
  },
  technology: {
    position:
      "I was neither for demonizing technology nor for divinizing it; the question is always in whose interest and for what ends it is used. In my later writing I urged educators to read television and the media critically, as texts that carry ideology. Students must learn to use technology and also to question it.",
    work: "Pedagogy of Freedom (Pedagogia da autonomia)",
    addressed: true,
    moves: {
      early: [
        "Ask children what they like to watch and talk about who the people in it are.",
        "Compare a story told aloud with the same story on a screen, and talk about the difference.",
        "Keep screen use short and follow it with conversation.",
      ],
      primary: [
        "Have pupils analyze an advertisement for what it wants them to believe.",
        "Let pupils use a camera to document their neighborhood for discussion.",
        "Discuss who makes the apps and games pupils use and how they make money.",
      ],
      secondary: [
        "Have students analyze a news story across outlets and discuss differences.",
        "Let students produce digital media on a community issue.",
        "Investigate with students how algorithms shape what they see and whose interests this serves.",
      ],
    },
    pitfall:
      "Critical media lessons become lectures on the dangers of screens, which is another deposit rather than students' own analysis.",
    question: "Do your students use their devices, or are they being used by them?",
  },
  families: {
    position:
      "After a talk I once gave in Recife on children's punishment, drawing on research, a worker explained to me the conditions of his family's life that I had not understood, and I learned that I had spoken about his world without reading it. Educators must respect the knowledge families bring from their lived experience and begin dialogue there. As secretary of education in São Paulo, I worked to open schools to parents and communities in decision-making.",
    work: "Pedagogy of Hope",
    addressed: true,
    moves: {
      early: [
        "Visit or call families to listen to their hopes for their child before telling them about your program.",
        "Invite parents to share songs, games and stories in the classroom.",
        "Ask families what they already teach their children and build on it.",
      ],
      primary: [
        "Hold parent meetings as dialogues about the school, with parents speaking first.",
        "Learn about the working conditions of families before setting expectations for home support.",
        "Invite community members to contribute their knowledge to a unit.",
      ],
      secondary: [
        "Involve families and students together in a school council on real decisions.",
        "Let students investigate community history through interviews with elders.",
        "Organize a community forum where students present research on local issues.",
      ],
    },
    pitfall:
      "Schools invite families in to teach them rather than to learn from them, which repeats the banking model with parents.",
    question: "What do your students' families know about their lives that you do not?",
  },
  planning: {
    position:
      "Program content should not be chosen for learners but investigated with them: the thematic investigation uncovers the generative themes of a community, which are then organized and returned to the learners as problems. Planning is therefore a dialogue, and the teacher brings systematic knowledge to themes that come from the learners' world. The curriculum is never neutral; it always serves some interests.",
    work: "Pedagogy of the Oppressed",
    addressed: true,
    moves: {
      early: [
        "Listen to children's play and conversation for a week and note themes to plan around.",
        "Ask families about children's interests and daily lives before planning a term.",
        "Plan activities around a familiar place, such as the market, that the children mention often.",
      ],
      primary: [
        "Hold a listening week at the start of term to gather generative themes from pupils.",
        "Map the required curriculum onto the themes pupils raise.",
        "Review the plan midway with pupils and adjust it.",
      ],
      secondary: [
        "Run a thematic investigation in which students identify community issues that will organize the course.",
        "Plan each unit around a problem to be posed, with content as the means to analyze it.",
        "Ask students to evaluate whose perspectives the planned materials include and omit.",
      ],
    },
    pitfall:
      "Thematic investigation is done once as a survey and then ignored, leaving the teacher's prepared plan unchanged.",
    question: "Who decided what your students will study this term, and were they part of it?",
  },
  wellbeing: {
    position:
      "I insist that hope is an ontological need, and that a teacher without hope will give up on the struggle to teach. But hope alone is not enough; it must be anchored in practice and in critical reflection on that practice. Teaching requires humility to keep learning, and the courage to recognize one's own mistakes without losing one's commitment.",
    work: "Pedagogy of Hope",
    addressed: true,
    moves: {
      early: [
        "Keep a short journal of moments when a child surprised you and read it when you feel discouraged.",
        "Meet with colleagues to share what you learned from children this week.",
        "Ask children what they enjoyed most today and let it renew your planning.",
      ],
      primary: [
        "Form a study circle with colleagues to reflect on a problem of practice.",
        "Review one lesson a week critically, asking whose voices it heard.",
        "Celebrate small changes with pupils, naming what was achieved together.",
      ],
      secondary: [
        "Join or create a teachers' group that discusses conditions of work and acts on them.",
        "Ask students for feedback and respond openly, including admitting mistakes.",
        "Reflect on why you chose teaching and what hope keeps you in it.",
      ],
    },
    pitfall:
      "Teachers treat hope as a personal attitude and blame themselves for burnout caused by conditions they should contest together.",
    question: "What keeps your hope alive as a teacher, and with whom do you reflect on your practice?",
  },
};
