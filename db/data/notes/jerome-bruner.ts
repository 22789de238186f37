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
        "Ask a student who keeps disrupting to take charge of one step of a group investigation, with the scaffolding they need to succeed.",
        "Hold a short class meeting where students tell the story of a difficult lesson from their point of view and propose a change.",
        "Make the structure of each lesson visible at the start so students know where they are going and why.",
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
    worked: [
      {
        move: "Make the structure of each lesson visible at the start so students know where they are going and why.",
        steps: [
          "Before the lesson, write its three or four parts on the side of the board, with the question each part answers.",
          "Open by reading them aloud: *Today we find out why\u2026; first we\u2026, then\u2026, then\u2026*",
          "At each change, point to the next part and say where the class is: *That was part one; now we use it to\u2026*",
          "At the end, ask a student to retell the lesson's parts and why they came in that order.",
        ],
      },
    ],
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
        "Open a lesson with a puzzling case, such as a candle going out under a jar, and let students propose explanations.",
        "Give students a set of examples from which they can discover a rule, such as a spelling pattern, before you state it.",
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
    worked: [
      {
        move: "Start a unit with a contradiction or surprising fact that the unit's big idea will explain.",
        steps: [
          "Find a fact that clashes with what students expect, such as that a heavy and a light object fall at the same rate.",
          "Open the unit with it, shown or demonstrated, and ask: *How can this be?*",
          "Collect their explanations on the board and keep them there through the unit.",
          "When the big idea comes, go back to the board and ask which explanations it keeps and which it rules out.",
        ],
      },
    ],
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
        "Ask students to retell a story from a minor character's point of view.",
        "Have students find the moment in a story where something unexpected breaks the ordinary, and discuss why stories need it.",
        "Let students write a short narrative about their own learning, such as how they finally understood something.",
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
        "Have students build a multiplication fact with cubes, draw it as an array, then write the number sentence.",
        "Give students a set of cases from which they can discover a rule, such as the sum of odd numbers, and test it.",
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
        "Present a set of observations chosen so students can find a pattern, such as which materials conduct electricity.",
        "Invite students to make an educated guess before an experiment and reward a thoughtful hunch even if it is wrong.",
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
        "Give feedback during the task, at the point where a student can still use it.",
        "Teach students to check their own work against a model before handing it in.",
        "Ask students to explain their method so you can see their understanding, not just their answer.",
      ],
      secondary: [
        "Return work quickly with one specific comment the student must act on in the next task.",
        "Ask students to self-assess against criteria before you give your assessment.",
        "Assess whether students can apply a principle to a new case, since transfer shows grasp of structure.",
      ],
    },
    pitfall: "Feedback arrives weeks after the task, in a grade, when the learner has moved on and cannot use it.",
    question: "When and in what form do your students learn whether they got it right?",
    worked: [
      {
        move: "Return work quickly with one specific comment the student must act on in the next task.",
        steps: [
          "Return the work within two days, with one specific comment, such as use evidence from the text in your second paragraph.",
          "At the start of the next task, ask students to reread their comment and write it at the top of their page.",
          "As you circulate, check whether they are acting on it.",
          "When you mark the next task, look first at whether the comment was acted on, and say so.",
        ],
      },
    ],
  },
  homework: {
    position:
      "I never wrote about homework; reasoning from my principles, work done alone should be within the learner's reach without the scaffolding the teacher provides in class. If the tutor controls the parts of a task beyond the learner, homework should contain only those parts the learner can now manage. Home tasks can also let students practice a representation before the next class.",
    work: "Toward a Theory of Instruction",
    addressed: false,
    moves: {
      early: [
        "Send home a sorting game the child has already played with you, such as pairing socks by color, so home practice repeats a mastered routine.",
        "Ask children to bring back a small story from home, something that happened at dinner, to tell the group next morning.",
        "Give families a string of beads with a pattern begun and invite the child to continue it with things found at home.",
      ],
      primary: [
        "Set homework only on the parts of a task students have already done with less and less help in class.",
        "Ask students to draw a picture of today's idea at home, such as a fraction of a pizza, as the iconic step before symbols.",
        "Invite students to find an example of this week's pattern, such as symmetry, somewhere in their home.",
      ],
      secondary: [
        "Give homework that asks students to connect a new idea to one from an earlier unit and explain the link.",
        "Set a short discovery task, such as collecting data on shadow lengths, that the next lesson will use.",
        "Before setting independent work, check in class that students can do a similar task with supports removed.",
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
        "Give a student who struggles with abstraction a concrete way into the same big idea the class is studying.",
        "Plan which supports you will remove first as a student gains competence.",
        "Teach the structure of a topic explicitly so students with weak memory have a framework to hang facts on.",
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
    worked: [
      {
        move: "Give a student who struggles with abstraction a concrete way into the same big idea the class is studying.",
        steps: [
          "Write down the big idea the class is working on, such as that fractions are parts of a whole.",
          "Find a concrete way into it for [name], such as cutting paper strips or sharing a cake.",
          "Let them work with the concrete form, then draw it, and then write it with symbols.",
          "Ask them to explain the idea to you in their own words before they move on.",
        ],
      },
    ],
  },
  multilingual: {
    position:
      "I did not write about multilingual classrooms; reasoning from my work, language is acquired in shared, predictable routines in which an adult supports the child's part, what I called formats in my studies of early language. In The Culture of Education I argue that all learning takes place in a culture and that meaning is made with others. Multilingual learners need routines that scaffold their language and a classroom that values the meanings their cultures carry.",
    work: "The Culture of Education",
    addressed: false,
    moves: {
      early: [
        "Use the same short phrases at snack and tidy-up every day, so a new speaker can join the routine before knowing other words.",
        "Play repetitive games, such as a shop with the same exchange each time, where the child's speaking part grows as their language grows.",
        "Accept pointing and acting as full answers while modeling the words alongside them.",
      ],
      primary: [
        "Provide sentence frames for explaining a science result and plan the week when you will remove them.",
        "Introduce each new concept with an object or action, then a picture, before the academic word.",
        "Invite students to tell a story from their family's culture, in the language they choose, and retell it together in the class language.",
      ],
      secondary: [
        "Scaffold an analytical essay with a model paragraph and a frame, and withdraw them over three assignments.",
        "Ask students to explain how a key concept is expressed in their languages and what each version highlights.",
        "Include narratives from students' cultures as texts worth interpreting, not as background decoration.",
      ],
    },
    pitfall:
      "Language supports are never withdrawn, so multilingual students remain dependent on frames and never write freely.",
    question: "What routine could give your new speakers a predictable place to join in?",
  },
  discussion: {
    position:
      "In The Culture of Education I argue for classrooms as mutual communities of learners, in which students help each other learn, each according to their abilities, and the teacher orchestrates rather than monopolizes the talk. Learning is a social and cultural act of making meaning together, and minds grow by coming to understand how others think. Discussion is where students make their own thinking visible to themselves by explaining it to others.",
    work: "The Culture of Education",
    addressed: true,
    moves: {
      early: [
        "Give three children one construction problem, such as a bridge for the toy cars, and ask each to tell the others their plan before building.",
        "During pretend play, step in as a character and pose a problem the group must solve together.",
        "After a shared story, ask children to tell a partner what the character wanted, then share what their partner said.",
      ],
      primary: [
        "Form small groups in which each student must explain their method for a problem to the others before the group chooses one.",
        "Ask students to build on a classmate's idea, naming whose idea they are extending, before offering a new one.",
        "End group work with each group telling the class how its thinking changed along the way.",
      ],
      secondary: [
        "Organize the class into subcommunities that each investigate one aspect of a problem and then teach the others.",
        "Hold an interpretive discussion of a text or historical event in which students must account for how others reached their readings.",
        "Ask students to write a short reflection on an idea they understood only after hearing a classmate explain it.",
      ],
    },
    pitfall:
      "Group work becomes students sitting together while working alone, with no real exchange or negotiation of meaning.",
    question: "How do your students help one another to learn?",
    worked: [
      {
        move: "Form small groups in which each student must explain their method for a problem to the others before the group chooses one.",
        steps: [
          "Give groups of three or four a problem with several methods.",
          "Ask each student to solve it alone first.",
          "Then each explains their method to the group.",
          "The group chooses one method and explains its choice to the class.",
        ],
      },
    ],
  },
  questioning: {
    position:
      "In The Process of Education I argue that teachers should prize intuitive thinking, the informed guess, and then help students check it with careful analysis. Good questions lead students toward the structure of a subject, letting them discover relationships for themselves rather than receive them. A question should be hard enough to be interesting and open enough to be worth guessing at.",
    work: "The Process of Education",
    addressed: true,
    moves: {
      early: [
        "Before turning the page, ask what the children think will happen next and what made them think so.",
        "Hold up two objects and ask how they are alike and how they are different.",
        "Answer a child's guess about why the ice melted with a question that lets them test it, such as where shall we put this piece.",
      ],
      primary: [
        "Ask students to make a quick estimate before calculating, then discuss whose guess was close and why.",
        "Show a set of examples and ask what they have in common, leading students to the rule before you state it.",
        "Follow a correct answer with why does that work, so the structure comes into view.",
      ],
      secondary: [
        "Ask students which big idea from earlier in the course explains today's new case.",
        "Invite students to state a hunch about a phenomenon and then design a way to check it.",
        "Pose questions with more than one defensible answer and require students to justify theirs with evidence.",
      ],
    },
    pitfall:
      "Questions are asked to fish for one expected word, which teaches students that guessing intelligently is risky.",
    question: "What question could lead your students to discover the structure of this idea themselves?",
    worked: [
      {
        move: "Pose questions with more than one defensible answer and require students to justify theirs with evidence.",
        steps: [
          "Choose a question with more than one defensible answer, such as *Was the Industrial Revolution good for workers?*",
          "Ask students to take a position and list their evidence.",
          "Pair students with different answers to compare their evidence.",
          "Take answers from the class, and ask each speaker what evidence would change their mind.",
        ],
      },
    ],
  },
  "early-years": {
    position:
      "In Toward a Theory of Instruction I describe how young children represent the world first through action, then through images, before symbols take over. I also studied play, which lets young children try out possibilities without the cost of failure. Early education should provide rich action and imagery, and adults who scaffold children's play and language.",
    work: "Toward a Theory of Instruction",
    addressed: true,
    moves: {
      early: [
        "Give children blocks and planks to build a bridge for toy animals before talking about how bridges hold weight.",
        "Join children's play as a partner and scaffold it by posing a small new problem, such as the shop has run out of money.",
        "After a story, let children retell it with props, then draw the main scene, then dictate a sentence about it.",
        "Play turn-taking games such as peekaboo or rolling a ball back and forth with the youngest, to build the routines that support talk.",
      ],
      primary: [
        "In first grade, introduce each new idea with objects to handle before pictures and symbols.",
        "Allow a period of free exploration with new materials, such as balances or magnets, before any task.",
        "Scaffold early writing by scribing students' dictated stories, then gradually asking them to write parts themselves.",
      ],
      secondary: [
        "Ask students to recall how they first understood an idea as a young child and how their understanding changed.",
        "Begin a hard abstract topic by letting students act it out or build a physical model.",
        "Have older students scaffold a young child's play for half an hour and then describe which supports they offered.",
      ],
    },
    pitfall:
      "Early years teaching rushes to letters, numerals and worksheets before children have acted out and pictured the ideas.",
    question: "What are your youngest children doing with their hands and bodies before they meet symbols?",
  },
  adolescents: {
    position:
      "In The Process of Education I draw on Piaget and Inhelder to note that around early adolescence many students become able to reason about hypotheses and possibilities, not only about concrete things in front of them. Adolescents can then meet in formal terms the structure of subjects they first met intuitively. The spiral curriculum returns to its great ideas at this stage with new rigor.",
    work: "The Process of Education",
    addressed: true,
    moves: {
      early: [
        "Let young children sort, balance and build, meeting in play the ideas of equality and pattern they will later formalize.",
        "Tell stories that carry big ideas, such as fairness or change over time, without naming them as concepts.",
        "Let children predict and test simple things, such as which ramp makes the car go farthest.",
      ],
      primary: [
        "Revisit an idea from the early years, such as balance, with more precise language and simple measurement.",
        "Ask older primary students what would happen if one condition changed, as a first step toward hypothetical reasoning.",
        "Introduce a simple formal representation, such as a table or equation, for an idea students already know from experience.",
      ],
      secondary: [
        "Return to a big idea first met in primary school, such as ratio or evolution, and now treat it formally and rigorously.",
        "Set students to reason about a hypothetical situation, such as a world without friction, and trace its consequences.",
        "Ask students to construct an argument from evidence and then test it against a counterexample.",
      ],
    },
    pitfall:
      "Secondary teachers treat their subject as brand new, ignoring what students met earlier, and so the spiral is broken.",
    question: "What earlier, intuitive version of this idea do your adolescents already carry?",
  },
  arts: {
    position:
      "In Actual Minds, Possible Worlds I argue that literature and the arts subjunctivize reality: they open possible worlds and invite us to see the actual one from new angles. The narrative mode of thought, at home in art and story, is as fundamental as the logical mode of science. Education that cultivates only the second leaves half of the mind untrained.",
    work: "Actual Minds, Possible Worlds",
    addressed: true,
    moves: {
      early: [
        "Start a story with the children and ask them what might happen if the wolf were kind, then act out their version.",
        "Offer paint, clay and puppets so children can represent a story in more than one medium.",
        "Show a painting and ask the children what the people in it might be saying to each other.",
      ],
      primary: [
        "Ask students to draw or write a what-if world, such as a town where nobody could speak, and explain its rules.",
        "Discuss how an illustrator shows what a character feels without words.",
        "Use drama to let students experience an event from two different characters' points of view.",
      ],
      secondary: [
        "Ask students to analyze how a novel, film or painting builds a possible world and what it makes us see in our own.",
        "Compare a scientific explanation and a literary account of the same phenomenon, such as a storm, and what each captures.",
        "Let students create a work that presents an alternative version of an event they have studied.",
      ],
    },
    pitfall: "The arts are treated as decoration or relaxation rather than as a mode of thought in their own right.",
    question: "What possible worlds are your students creating, and what do those worlds teach them about this one?",
  },
  technology: {
    position:
      "In The Process of Education I discuss aids to teaching, films, models and the programmed teaching machines of my day, and I argue that devices are useful only as part of a larger plan in which the teacher remains central as a model of how to think. A tool can present structure vividly or provide practice, but it cannot replace the teacher as a model of inquiry. I never wrote about today's screens; my judgment rests on whether a device serves understanding.",
    work: "The Process of Education",
    addressed: true,
    moves: {
      early: [
        "Photograph children's block constructions and look at the photos with them, moving from action to image.",
        "Keep any screen use brief and follow it straight away with play that uses the same idea with real objects.",
        "Talk with children about what they saw on a screen, so the teacher, not the device, gives it meaning.",
      ],
      primary: [
        "Use a simulation, such as a food web model, that lets students change one part and discover the effect on the rest.",
        "Let students move between representations on screen, such as a table and a graph of the same data, and explain the link.",
        "After a video or app, lead a discussion in which students state the big idea in their own words.",
      ],
      secondary: [
        "Use software that lets students test hypotheses quickly, then discuss why the results came out as they did.",
        "Ask students to critique how well a digital resource shows the structure of a topic, not just its facts.",
        "Plan where technology fits in the sequence of a unit before choosing the tool.",
      ],
    },
    pitfall:
      "Schools adopt devices as substitutes for teaching and lose the teacher's role as a living model of inquiry.",
    question: "How does this tool fit into your larger plan for understanding?",
  },
  families: {
    position:
      "I did not write about school and family partnerships as such; reasoning from Acts of Meaning, the child's first learning happens in the family's everyday routines and in the stories families tell to make sense of their lives. Children come to school already steeped in those narratives. Schools can draw on them, and share their own, so that children need not live in two unconnected worlds.",
    work: "Acts of Meaning",
    addressed: false,
    moves: {
      early: [
        "Ask families to send in a short story about something that happened at home, and let the child retell it at circle time.",
        "Show parents how to extend a bedtime story routine by asking their child what might happen next.",
        "Invite parents to tell you what their child plays at home, so you can build on it in the setting.",
      ],
      primary: [
        "Set students to interview a family member about an event from their childhood and turn it into a narrative.",
        "Share with parents, through a short note, how you support a new skill so they can offer similar help at home.",
        "Invite parents to contribute their knowledge or stories to a class project.",
      ],
      secondary: [
        "Ask students to research and write a family or community history using interviews and documents.",
        "Share with families the big ideas of the course and how they connect across the years.",
        "Invite parents to discuss how they use a subject's ideas in their work.",
      ],
    },
    pitfall:
      "Schools ignore the narratives families bring and impose their own, leaving children caught between two worlds of meaning.",
    question: "What stories do your students' families tell, and how do those stories enter your classroom?",
  },
  planning: {
    position:
      "In The Process of Education I proposed a spiral curriculum in which the fundamental ideas of a subject are met early in simple but honest forms and revisited in greater depth as the student grows. Planning begins by identifying the structure of the subject, its fundamental ideas and how they connect, and then sequencing encounters with them. Each return should build on the last rather than repeat it.",
    work: "The Process of Education",
    addressed: true,
    moves: {
      early: [
        "Choose two or three big ideas for the year, such as pattern and change, and list play activities that embody each.",
        "Plan to return to each idea in a new form every few weeks, such as pattern in beads, then in music, then in stories.",
        "For each idea, plan an action, a picture and a word children can attach to it.",
      ],
      primary: [
        "Map where one big idea, such as fairness or ratio, appears across the year and plan what each return adds.",
        "Plan each unit around a fundamental idea and list the facts only as examples of it.",
        "Sequence each new topic from enactive to iconic to symbolic work.",
      ],
      secondary: [
        "Meet with colleagues from other grades to agree on the spiral of key ideas across the school.",
        "Open each unit plan by naming which earlier encounter with the idea it builds on.",
        "Plan at least one episode per unit in which students can discover the structure for themselves.",
      ],
    },
    pitfall: "The spiral becomes mere repetition of the same content at the same level instead of a deepening return.",
    question: "Where will your students meet this idea again, and how will it be deeper then?",
    worked: [
      {
        move: "Sequence each new topic from enactive to iconic to symbolic work.",
        steps: [
          "Start with action: students handle or act out the idea, such as folding paper strips into halves and quarters, or sharing a pizza made of card.",
          "Then move to images: they draw what they did, such as the folded strips shaded, and compare drawings with a partner.",
          "Then move to symbols: write the fraction beside each drawing, and ask what the top and bottom numbers stand for in the strip.",
          "Let students go back to the objects or the drawings whenever the symbols stop making sense.",
          "Next time the idea returns, in a later year, begin one step further along the same road.",
        ],
      },
    ],
  },
  wellbeing: {
    position:
      "In The Culture of Education I argue that teachers act on folk pedagogies, implicit beliefs about how children's minds work and how they learn, often without noticing them. Reflecting on these beliefs, making them explicit and examining them against evidence and experience, is essential to improving teaching. Teachers belong to a community of learners too, and need colleagues with whom to think.",
    work: "The Culture of Education",
    addressed: true,
    moves: {
      early: [
        "Write down one belief you hold about how young children learn, and watch a child for ten minutes to test it.",
        "Talk with a colleague about how each of you thinks children learn to talk, and notice where you differ.",
        "Keep a short weekly note of a moment when a child's learning surprised you and what assumption it challenged.",
      ],
      primary: [
        "Identify one folk belief that shapes your teaching, such as some children are just not mathematical, and look for evidence against it.",
        "Join or start a small group of teachers who bring a lesson each month to examine together.",
        "Review which supports you still provide and ask whether your students actually need them.",
      ],
      secondary: [
        "Examine your beliefs about adolescents' minds, such as that they cannot handle abstraction, and how they shape your tasks.",
        "Share a unit plan with colleagues and discuss the theory of learning it assumes.",
        "Reflect on how you yourself learned your subject and whether that is the only way in.",
      ],
    },
    pitfall: "Teachers take their folk pedagogy for granted and never examine the assumptions steering their practice.",
    question: "What do you believe about how your students' minds work, and where did that belief come from?",
  },
};
