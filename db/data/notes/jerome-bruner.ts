import type { EducatorNotes } from "../note-types";

/** Jerome Bruner's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "I never wrote about classroom discipline as such; reasoning from my work, a great deal of trouble comes from children who feel they have no agency in what happens to them at school. In The Culture of Education I argue that schooling builds or erodes a child's sense of agency and self-esteem, the conviction that one can initiate and complete things. Order grows more reliably from a classroom community with shared work than from control alone.",
    work: "The Culture of Education",
    addressed: false,
    moves: {
      early: [
        "Give a child who grabs and pushes a real task to complete, such as setting out the cups for snack, and acknowledge it when done.",
        "Turn a recurring conflict over the block corner into a story the group tells together about what the builders could do next time.",
        "Act out the tidy-up routine with the children before asking them to do it, so the routine lives in their bodies first.",
      ],
      primary: [
        "Ask a pupil who keeps disrupting to take charge of one step of a group investigation, with the scaffolding they need to succeed.",
        "Hold a short class meeting where pupils tell the story of a difficult lesson from their point of view and propose a change.",
        "Make the structure of each lesson visible at the start so pupils know where they are going and why.",
      ],
      secondary: [
        "Give students a genuine decision in how a unit's problem will be investigated, and hold them to the plan they made.",
        "When a student challenges you, ask what account they would give of the situation before giving yours.",
        "Build a subcommunity of learners in each class, such as a standing study group, whose members take responsibility for each other.",
      ],
    },
    pitfall:
      "Teachers offer choice without scaffolding, so students given agency they cannot yet use fail and are then judged unready for it.",
    question: "Where in your school day does this child get to start something and see it through?",
  },
  motivation: {
    position:
      "In The Process of Education I argue that the best spur to learning is interest in the material itself, rather than grades or competition, and in Toward a Theory of Instruction I describe the will to learn as fed by curiosity, by the drive toward competence and by the wish to work with others. In my essay on discovery I add that finding something out for oneself carries its own reward. Teaching should arouse curiosity, keep it alive and direct it.",
    work: "Toward a Theory of Instruction",
    addressed: true,
    moves: {
      early: [
        "Put an unusual object in a feely bag and let the children ask questions and guess before you reveal it.",
        "Let children keep working on a construction over several days so they can feel their competence grow.",
        "Set up a pretend shop where children must cooperate to buy and sell, feeding the pleasure of working together.",
      ],
      primary: [
        "Open a lesson with a puzzling case, such as a candle going out under a jar, and let pupils propose explanations.",
        "Give pupils a set of examples from which they can discover a rule, such as a spelling pattern, before you state it.",
        "Design group tasks where each member's contribution is needed, tapping the wish to work with others.",
      ],
      secondary: [
        "Start a unit with a contradiction or surprising fact that the unit's big idea will explain.",
        "Give students a problem just beyond their present competence and the support to solve it, so mastery feels earned.",
        "Replace a points system with a visible record of what the class has figured out together.",
      ],
    },
    pitfall:
      "Teachers stage a surprising hook and then lecture as usual, so curiosity is aroused but never directed toward discovery.",
    question: "What in this lesson will make your students want to find out for themselves?",
  },
  literacy: {
    position:
      "In Actual Minds, Possible Worlds I describe narrative as one of two basic modes of thought, alongside logical argument, and literature as the way we learn to enter possible worlds and other minds. Reading well means grasping both what happens and what characters believe and intend. Children should learn to tell, read and interpret stories, including stories about themselves.",
    work: "Actual Minds, Possible Worlds",
    addressed: true,
    moves: {
      early: [
        "Stop a picture book before the turn of the story and ask the children what the character is thinking and what they will do.",
        "Invite children to tell a story about their weekend with toy figures and retell it back to them in book language.",
        "Act out a familiar tale, then draw its key scene, then dictate a caption, moving from action to image to words.",
      ],
      primary: [
        "Ask pupils to retell a story from a minor character's point of view.",
        "Have pupils find the moment in a story where something unexpected breaks the ordinary, and discuss why stories need it.",
        "Let pupils write a short narrative about their own learning, such as how they finally understood something.",
      ],
      secondary: [
        "Ask students to compare how a novel and a history textbook explain the same event, one by story and one by argument.",
        "Have students identify where a text leaves gaps that readers must fill with their own imagination.",
        "Ask students to rewrite a scene in a way that changes what the reader knows about a character's intentions.",
      ],
    },
    pitfall:
      "Reading lessons reduce stories to comprehension questions about facts, ignoring the inner world of characters that narrative is built to convey.",
    question: "What possible worlds do the stories in your classroom open for your students?",
  },
  mathematics: {
    position:
      "In Toward a Theory of Instruction I describe three ways of representing knowledge, through action, through images and through symbols, and I report work in which children built quadratic expressions with blocks before expressing them in algebra. Mathematics lives in its structure, and children grasp that structure best when they have handled and pictured it before writing it. Each return to an idea can bring a more formal representation.",
    work: "Toward a Theory of Instruction",
    addressed: true,
    moves: {
      early: [
        "Build patterns with beads and ask children to continue them, before drawing the same pattern on paper.",
        "Have children compare lengths by laying sticks side by side and then by looking at a drawing of the sticks.",
        "Share out snacks fairly among toy animals to act out division before any words for it.",
      ],
      primary: [
        "Have pupils build a multiplication fact with cubes, draw it as an array, then write the number sentence.",
        "Give pupils a set of cases from which they can discover a rule, such as the sum of odd numbers, and test it.",
        "Revisit place value each term with a more abstract representation than the last.",
      ],
      secondary: [
        "Introduce algebraic expansion with area tiles before symbolic manipulation.",
        "Ask students to sketch a graph of a situation before writing its equation.",
        "Show how a concept from an earlier year, such as ratio, underlies the current topic.",
      ],
    },
    pitfall:
      "Manipulatives are used as a crutch or an activity in themselves and never lead on to the symbolic representation.",
    question: "What action and what image come before the symbols in your next mathematics lesson?",
  },
  science: {
    position:
      "The Process of Education came out of a meeting of scientists and educators who wanted schools to teach the structure of disciplines, their fundamental ideas, rather than strings of facts. Students should learn science as scientists work, forming hunches and testing them. Intuitive guessing deserves to be encouraged and then checked with analysis.",
    work: "The Process of Education",
    addressed: true,
    moves: {
      early: [
        "Give children ramps and balls and ask them to make the ball go farther, talking with them about their guesses.",
        "Sort a basket of natural objects with the children and ask what other ways they could be sorted.",
        "Let children mix colors and predict what they will get before they try.",
      ],
      primary: [
        "Present a set of observations chosen so pupils can find a pattern, such as which materials conduct electricity.",
        "Invite pupils to make an educated guess before an experiment and reward a thoughtful hunch even if it is wrong.",
        "Link each investigation to a big idea of science, such as energy, that you will revisit.",
      ],
      secondary: [
        "Give students raw data and ask them to discover the relationship before naming the law.",
        "Ask students to explain how a new topic connects to a fundamental idea met in earlier years.",
        "Hold a session where students make intuitive predictions and then test them analytically.",
      ],
    },
    pitfall:
      "Discovery is left unguided, so students flounder without the carefully chosen cases that would let them find the pattern.",
    question: "What fundamental idea of your science does this lesson reveal?",
  },
  assessment: {
    position:
      "In Toward a Theory of Instruction I argue that learning depends on knowledge of results coming at the right time and in a form the learner can use, so that the learner can eventually correct themselves. Feedback that comes too late or in a form the learner cannot use does little. The aim is a learner who no longer depends on the teacher's correction.",
    work: "Toward a Theory of Instruction",
    addressed: true,
    moves: {
      early: [
        "Tell a child building a bridge exactly what is holding it up and what is not, while they are still working on it.",
        "Ask children to check their own puzzle by looking at the picture on the box.",
        "Comment on what a child did in the moment rather than at the end of the day.",
      ],
      primary: [
        "Give feedback during the task, at the point where a pupil can still use it.",
        "Teach pupils to check their own work against a model before handing it in.",
        "Ask pupils to explain their method so you can see their understanding, not just their answer.",
      ],
      secondary: [
        "Return work quickly with one specific comment the student must act on in the next task.",
        "Ask students to self-assess against criteria before you give your assessment.",
        "Assess whether students can apply a principle to a new case, since transfer shows grasp of structure.",
      ],
    },
    pitfall: "Feedback arrives weeks after the task, in a grade, when the learner has moved on and cannot use it.",
    question: "When and in what form do your students learn whether they got it right?",
  },
  homework: {
    position:
      "I never wrote about homework; reasoning from my principles, work done alone should be within the learner's reach without the scaffolding the teacher provides in class. If the tutor controls the parts of a task beyond the learner, homework should contain only those parts the learner can now manage. Home tasks can also let students practice a representation before the next class.",
    work: "Toward a Theory of Instruction",
    addressed: false,
    moves: {
      early: [
        "Suggest families play a sorting or matching game at home that children have already played with you.",
        "Ask children to bring back a story from home to tell the group.",
        "Send home a simple pattern for children to continue with objects they find.",
      ],
      primary: [
        "Set homework only on parts of a task pupils have already done with less support in class.",
        "Ask pupils to draw a picture of an idea from the lesson at home, as the iconic step before symbols.",
        "Ask pupils to find an example of a pattern from class in their home.",
      ],
      secondary: [
        "Give homework that asks students to connect a new idea to one met earlier in the course.",
        "Set a short discovery task at home to prepare for the next lesson.",
        "Check that students can do homework tasks alone before removing the supports.",
      ],
    },
    pitfall:
      "Homework asks students to do alone what they could only do with scaffolding, so it produces frustration or copying.",
    question: "Can your students do this task alone yet, or does it still need your support?",
  },
  inclusion: {
    position:
      "In The Process of Education I proposed that any subject can be taught effectively in some intellectually honest form to any child at any stage of development. Readiness is something teaching can build, by translating an idea into the child's way of seeing things, rather than something to wait for. No learner should be denied the great ideas of a subject because they need a simpler form of them.",
    work: "The Process of Education",
    addressed: true,
    moves: {
      early: [
        "Present the same idea through action, picture and word so children with different needs can grasp it.",
        "Scaffold a hard task by doing part of it with the child and handing over steps as they manage them.",
        "Let a child with language delay show their understanding by acting it out.",
      ],
      primary: [
        "Give a pupil who struggles with abstraction a concrete way into the same big idea the class is studying.",
        "Plan which supports you will remove first as a pupil gains competence.",
        "Teach the structure of a topic explicitly so pupils with weak memory have a framework to hang facts on.",
      ],
      secondary: [
        "Prepare an intellectually honest simplified version of a complex concept rather than a watered-down fact list.",
        "Provide models and partially worked examples for students who need more support.",
        "Keep students with additional needs in discussions of big ideas, with support to take part.",
      ],
    },
    pitfall:
      "Simplifying a subject for some learners becomes a dishonest version that they will later have to unlearn.",
    question: "What honest form of this idea could your struggling students grasp now?",
  },
  multilingual: {
    position:
      "I did not write about multilingual classrooms; reasoning from my work, language is acquired in shared, predictable routines in which an adult supports the child's part, what I called formats in my studies of early language. In The Culture of Education I argue that all learning takes place in a culture and that meaning is made with others. Multilingual learners need routines that scaffold their language and a classroom that values the meanings their cultures carry.",
    work: "The Culture of Education",
    addressed: false,
    moves: {
      early: [
        "Use the same routine phrases each day during snack and tidy-up so new speakers can join in.",
        "Play repetitive games where the child's part becomes larger as their language grows.",
        "Let children act and point when they do not yet have the words.",
      ],
      primary: [
        "Provide sentence frames that are gradually removed as pupils' language grows.",
        "Use pictures and objects before words when introducing new concepts.",
        "Invite pupils to tell stories from their cultures in the language they choose.",
      ],
      secondary: [
        "Scaffold academic writing with models and frames, removing them as students gain control.",
        "Ask students to compare how concepts are expressed in their languages.",
        "Include narratives from students' cultures in the curriculum.",
      ],
    },
    pitfall:
      "Language supports are never withdrawn, so multilingual students remain dependent on frames and never write freely.",
    question: "What routine could give your new speakers a predictable place to join in?",
  },
  discussion: {
    position:
      "In The Culture of Education I argue for classrooms as mutual communities of learners, in which students help each other learn, each according to their abilities, and the teacher orchestrates rather than monopolizes. Learning is a social and cultural act of making meaning together. Discussion lets students see how others think and refine their own thinking.",
    work: "The Culture of Education",
    addressed: true,
    moves: {
      early: [
        "Set up small groups to build something together and talk with them about their plans.",
        "Ask children to explain their idea to a friend before telling you.",
        "Use puppet play where children have to agree on the story.",
      ],
      primary: [
        "Form groups where pupils with different strengths must explain their thinking to each other.",
        "Ask pupils to build on a classmate's idea before offering a new one.",
        "Let groups report on how their thinking changed during discussion.",
      ],
      secondary: [
        "Organize students into subcommunities that work on different aspects of a problem and teach each other.",
        "Hold discussions where students interpret a text or event and compare interpretations.",
        "Ask students to reflect on how the group's discussion changed their understanding.",
      ],
    },
    pitfall: "Group work becomes students sitting together but working alone, with no real exchange of meanings.",
    question: "How do your students help each other learn?",
  },
  questioning: {
    position:
      "In The Process of Education I argue that teachers should prize intuitive thinking, the educated guess, and then help students check it with analysis. Good questions lead students to find the structure of a subject for themselves. Questions should be hard enough to be interesting and open enough to be answered by discovery.",
    work: "The Process of Education",
    addressed: true,
    moves: {
      early: [
        "Ask children what they think will happen next and why, before showing them.",
        "Ask children how two things are the same and how they are different.",
        "Respond to a child's guess with a question that leads them to test it.",
      ],
      primary: [
        "Ask pupils to guess an answer and then check it.",
        "Ask questions that lead pupils to find a rule, such as what these words have in common.",
        "Follow an answer with a question about why it works.",
      ],
      secondary: [
        "Ask students what big idea connects today's topic to earlier ones.",
        "Ask students to make a hypothesis and design a test for it.",
        "Ask questions that have more than one reasonable answer and require justification.",
      ],
    },
    pitfall:
      "Questions are asked to elicit one expected answer, which discourages the intuitive guessing that leads to discovery.",
    question: "What question could lead your students to discover the structure of this idea?",
  },
  "early-years": {
    position:
      "In Toward a Theory of Instruction I describe how young children represent the world first through action, then through images, before symbols take over. I also studied play, which lets young children try out possibilities without the cost of failure. Early education should provide rich action and images and adults who scaffold children's play and language.",
    work: "Toward a Theory of Instruction",
    addressed: true,
    moves: {
      early: [
        "Provide materials for children to act out ideas, such as building a bridge with blocks.",
        "Join children's play and scaffold it by suggesting a next step or a new problem.",
        "Read picture books and ask children to retell the story with props.",
        "Play peekaboo-style turn-taking games with the youngest children to build the routines that support language.",
      ],
      primary: [
        "Continue to use hands-on activities in the early grades before moving to symbols.",
        "Allow time for play-based exploration of new materials.",
        "Scaffold children's early writing by writing down their stories for them.",
      ],
      secondary: [
        "Ask students to reflect on how they learned as young children.",
        "Let older students act out or build a concept before discussing it abstractly.",
        "Invite older students to scaffold young children's play and reflect on what they did.",
      ],
    },
    pitfall:
      "Early years teaching rushes to symbols, letters and numbers, before children have acted and pictured the ideas.",
    question: "What are your youngest children doing with their hands and bodies before they meet symbols?",
  },
  adolescents: {
    position:
      "In The Process of Education I draw on Piaget and Inhelder to note that around early adolescence many students become able to reason about hypotheses and possibilities, not just concrete things. Adolescents can then meet the formal structure of subjects they first met intuitively. The spiral curriculum returns to ideas at this stage with greater rigor.",
    work: "The Process of Education",
    addressed: true,
    moves: {
      early: [
        "Give young children simple, honest versions of big ideas they will meet again later.",
        "Let children handle and play with materials that embody these ideas.",
        "Tell stories that carry ideas such as fairness or change.",
      ],
      primary: [
        "Revisit ideas met in early years with more precise language.",
        "Ask pupils to imagine what would happen if things were different, as a step toward hypothetical thinking.",
        "Introduce simple formal representations of familiar ideas.",
      ],
      secondary: [
        "Return to a big idea first met in primary school and now treat it formally and rigorously.",
        "Ask students to reason about hypothetical situations and their consequences.",
        "Challenge students to construct arguments and test them against evidence.",
      ],
    },
    pitfall:
      "Secondary teachers treat their subject as new, ignoring what students met earlier and missing the spiral.",
    question: "What earlier version of this idea do your adolescents already have?",
  },
  arts: {
    position:
      "In Actual Minds, Possible Worlds I argue that literature and the arts subjunctivize reality, opening up possible worlds and ways of seeing. The narrative mode of thought, at home in art and story, is as fundamental as the logical mode. Education should cultivate both.",
    work: "Actual Minds, Possible Worlds",
    addressed: true,
    moves: {
      early: [
        "Encourage children to create stories and act them out.",
        "Provide materials for children to represent their ideas in art.",
        "Ask children what might happen in a painting or picture.",
      ],
      primary: [
        "Ask pupils to create a story or picture that imagines the world differently.",
        "Discuss how artists show what characters think and feel.",
        "Use drama to explore different perspectives on an event.",
      ],
      secondary: [
        "Ask students to analyze how a work of art creates a possible world.",
        "Compare narrative and scientific ways of understanding the same phenomenon.",
        "Let students create work that presents an alternative view of reality.",
      ],
    },
    pitfall: "The arts are treated as decoration or relaxation rather than a mode of thinking.",
    question: "What possible worlds are your students creating?",
  },
  technology: {
    position:
      "In The Process of Education I discuss aids to teaching, films, models and the programmed teaching machines of my day, and I argue that devices serve only as part of a larger plan in which the teacher remains central. A tool can present structure vividly or provide practice, but it cannot replace the teacher as a model of thinking. I never wrote about today's screens; my judgment rests on whether a device serves understanding.",
    work: "The Process of Education",
    addressed: true,
    moves: {
      early: [
        "Use digital images to help children move from action to picture, such as photographing their constructions.",
        "Keep screen use brief and tied to hands-on activities.",
        "Talk with children about what they see on a screen.",
      ],
      primary: [
        "Use simulations that let pupils explore a structure, such as a food web, and discover relationships.",
        "Use digital tools to move between representations, such as graphs and tables.",
        "Make sure the teacher, not the device, leads the discussion of what was learned.",
      ],
      secondary: [
        "Use software to let students test hypotheses quickly, then discuss the results.",
        "Ask students to evaluate how well a digital resource shows the structure of a topic.",
        "Integrate technology into a larger plan rather than using it for its own sake.",
      ],
    },
    pitfall: "Schools adopt devices as a replacement for teaching, losing the teacher's role as a model of inquiry.",
    question: "How does this tool fit into your larger plan for understanding?",
  },
  families: {
    position:
      "I did not write about school and family partnerships as such; reasoning from my work, the child's first learning happens in the family's everyday routines and stories. In Acts of Meaning I describe how families make sense of their lives through narrative. Schools can draw on these narratives and share their own with families.",
    work: "Acts of Meaning",
    addressed: false,
    moves: {
      early: [
        "Invite families to share stories from home that children can retell in class.",
        "Suggest games and routines parents can use to build language.",
        "Ask parents about the child's interests and play at home.",
      ],
      primary: [
        "Ask pupils to interview family members about a family story.",
        "Share with parents how you scaffold learning so they can do the same.",
        "Invite parents to contribute to a class project.",
      ],
      secondary: [
        "Ask students to research and write family or community histories.",
        "Share with families the big ideas of the course and how they connect across years.",
        "Invite parents to discuss their work with students.",
      ],
    },
    pitfall:
      "Schools ignore the narratives families bring and impose their own, leaving children caught between two worlds.",
    question: "What stories do your students' families tell, and how do they enter your classroom?",
  },
  planning: {
    position:
      "In The Process of Education I proposed a spiral curriculum in which the fundamental ideas of a subject are met early in simple but honest forms and revisited in greater depth. Planning begins by identifying the structure of the subject, its fundamental ideas, and then sequencing encounters with them. Each return should build on the last.",
    work: "The Process of Education",
    addressed: true,
    moves: {
      early: [
        "Identify a few big ideas, such as change or pattern, and plan activities that explore them.",
        "Plan to revisit ideas through different activities during the year.",
        "Plan for action, image and word representations of each idea.",
      ],
      primary: [
        "Map where a big idea appears across the year and plan each return.",
        "Plan each unit around a fundamental idea rather than a list of facts.",
        "Plan sequences that move from enactive to iconic to symbolic.",
      ],
      secondary: [
        "Coordinate with colleagues across grades to build a spiral of key ideas.",
        "Plan units that connect new content to the structure met earlier.",
        "Plan opportunities for students to discover the structure for themselves.",
      ],
    },
    pitfall: "The spiral becomes repetition of the same content at the same level, rather than deepening.",
    question: "Where will your students meet this idea again, and how will it be deeper?",
  },
  wellbeing: {
    position:
      "In The Culture of Education I argue that teachers act on folk pedagogies, implicit beliefs about how children's minds work and how they learn. Reflecting on these beliefs, making them explicit and examining them, is essential to improving teaching. Teachers are members of a community of learners too.",
    work: "The Culture of Education",
    addressed: true,
    moves: {
      early: [
        "Write down what you believe young children need to learn and examine where that belief came from.",
        "Discuss with colleagues how you each think children learn.",
        "Observe a child closely and test your assumptions about them.",
      ],
      primary: [
        "Identify one folk belief about learning that shapes your teaching and test it.",
        "Join a group of teachers to discuss and examine practice.",
        "Reflect on which supports you provide and whether they are still needed.",
      ],
      secondary: [
        "Examine your beliefs about adolescents' minds and how they affect your teaching.",
        "Share lesson plans with colleagues and discuss the theories behind them.",
        "Reflect on how your own learning shapes how you teach.",
      ],
    },
    pitfall: "Teachers take their folk pedagogy for granted and never examine it.",
    question: "What do you believe about how your students' minds work, and why?",
  },
};
