import type { EducatorNotes } from "../note-types";

/** Jean Piaget's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "When I studied children playing marbles, I found two moralities: a heteronomous respect for rules handed down by adults, and an autonomous morality of cooperation that grows when children make and revise rules among equals. Adult constraint alone keeps the child in heteronomy; it is cooperation with peers that builds real self-discipline. I also distinguished expiatory punishment, suffering for its own sake, from sanctions by reciprocity that show the child the link between the act and its consequence.",
    work: "The Moral Judgment of the Child",
    addressed: true,
    moves: {
      early: [
        "When a child knocks down another's tower, help them rebuild it together rather than sending them to sit alone.",
        "Play a simple game and let the children agree a new rule, such as two turns each, then try it.",
        "Ask a child who broke a rule what would happen if everyone did the same, and listen to their reasoning.",
      ],
      primary: [
        "Let the class negotiate the rules of a playground game among themselves, and revise them when they prove unfair.",
        "Choose sanctions by reciprocity, such as repairing damage or losing the trust of a shared job for a while, instead of arbitrary punishments.",
        "Tell two short stories, one of a child who broke many cups by accident and one who broke one while doing wrong, and ask which was naughtier and why.",
      ],
      secondary: [
        "Let the class draft its own code of conduct through discussion among equals and revisit it each term.",
        "Ask students who broke a rule to propose a consequence that repairs the harm and explain how it does.",
        "Use student-led councils to resolve disputes between peers, with you as adviser.",
      ],
    },
    pitfall:
      "Teachers announce that the children make the rules but then override every decision, so children learn that cooperation is a show.",
    question:
      "Which rule in your room did the children make among themselves, and which did they only receive from you?",
    worked: [
      {
        move: "Let the class negotiate the rules of a playground game among themselves, and revise them when they prove unfair.",
        steps: [
          "Choose a game that keeps causing disputes, such as football at lunch, and give the players fifteen minutes in class to agree its rules.",
          "Let them argue it out; step in only to make sure everyone who plays has spoken, and write the agreed rules on one sheet.",
          "After a week of play, ask: *Which rule did not work, and who did it seem unfair to?* and let them change it.",
          "When a dispute comes back to you, send it back to the rules: *What does your sheet say, and is that rule fair?*",
        ],
      },
    ],
  },
  motivation: {
    position:
      "I argued for active methods in which the child discovers and reconstructs knowledge through his own activity, because real interest comes from the child's need to understand. A problem that disturbs the child's current understanding, a disequilibrium, sets off the effort to find a better balance. Knowledge imposed from outside, without this need, remains verbal and quickly forgotten.",
    work: "Science of Education and the Psychology of the Child",
    addressed: true,
    moves: {
      early: [
        "Set out materials, such as water, containers and funnels, and let children explore them before you say anything.",
        "Ask a child to predict what will happen when you roll a ball down a ramp, then let them try.",
        "Offer a shape sorter or puzzle just beyond what the child manages now, and wait before helping.",
      ],
      primary: [
        "Set up a surprise, such as a heavy object that floats, and let students work out why.",
        "Give students a question, such as which paper towel soaks up most, and let them choose how to test it.",
        "Ask students to explain their own method for a sum before you show yours.",
      ],
      secondary: [
        "Drop a heavy and a light ball together after students predict, and ask them to explain the result.",
        "Set an open problem, such as the cheapest phone plan for a family, with several valid methods.",
        "Ask students to design an experiment that could prove their own hypothesis wrong.",
      ],
    },
    pitfall: "Active methods are reduced to keeping hands busy, with no problem that unsettles the child's thinking.",
    question: "What problem in today's lesson will unsettle your students' current ideas?",
    worked: [
      {
        move: "Set an open problem, such as the cheapest phone plan for a family, with several valid methods.",
        steps: [
          "Give groups three real phone plans and a family's monthly use, and ask which plan is cheapest for them.",
          "Let each group choose its own method, such as a table, a graph or an equation, and do not show one first.",
          "Ask groups to explain their method to another group and find where their answers differ and why.",
          "Bring the class together to compare methods, and ask which would still work if the family's use changed.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "I did not study the teaching of reading. I did find, recording children's talk, that much of a young child's speech is egocentric: he speaks without adapting to the listener, and socialized speech that takes account of another point of view develops only gradually through exchange with peers. Reasoning from that, I would expect young children's explanations to assume what the listener cannot know, and give them many occasions to tell and retell to each other.",
    work: "The Language and Thought of the Child",
    addressed: false,
    moves: {
      early: [
        "Let one child explain to another how to play a game, and watch how well the listener can follow.",
        "Accept a child's running commentary during play as normal and do not expect it to be addressed to you.",
        "Ask a child to retell a story to a friend who has not heard it, and notice what they leave out.",
      ],
      primary: [
        "Have students give instructions to a partner who cannot see the model, then compare results.",
        "Ask students to read a story and explain a character's point of view that differs from their own.",
        "Use paired retelling where the listener asks questions about what they did not understand.",
      ],
      secondary: [
        "Ask students to write for readers who know nothing about the topic and test the text on a younger student.",
        "Have students rewrite an argument from the opposing point of view.",
        "Use peer review to show writers where their text assumes knowledge the reader lacks.",
      ],
    },
    pitfall:
      "Teachers read young children's egocentric speech as rudeness or poor language, rather than as a stage of development.",
    question: "Can your students explain something to a listener who does not share their point of view?",
  },
  mathematics: {
    position:
      "I showed that number is not simply learned by counting words: a child must construct it, coordinating one-to-one correspondence and seriation, and until then he may think a row of counters spread out has more than the same counters close together. Conservation of number is reached through the child's own actions of comparing and transforming sets. Teaching symbols before the child has constructed the operation produces verbal knowledge without understanding.",
    work: "The Child's Conception of Number (with Alina Szeminska)",
    addressed: true,
    moves: {
      early: [
        "Set out two equal rows of counters, spread one out, and ask the child whether there are still the same number, without correcting.",
        "Let children match cups to saucers one to one and talk about whether there are enough.",
        "Ask children to line up sticks from shortest to longest and notice how they go about it.",
      ],
      primary: [
        "Before teaching written subtraction, let students act out taking away and putting back with objects.",
        "Ask students whether the amount of clay changes when you roll a ball into a sausage, and why.",
        "Use the clinical interview with a student who gets a sum wrong to find out how they reasoned.",
        "Before naming fractions, let students cut real wholes, such as paper strips or rolls of clay, into two, three and four equal parts and argue about which piece is bigger and why.",
        "Pour the same water into a tall thin glass and a wide one, ask whether the volume, the amount to drink, is still the same, and let students pour it back to check their answer.",
      ],
      secondary: [
        "Introduce algebra through problems students can first solve with concrete or visual models.",
        "Ask students to explain why a procedure works, not only to apply it.",
        "Give problems that require combining several variables systematically, to exercise formal operations.",
      ],
    },
    pitfall:
      "Teachers use conservation tasks to sort children into stages and then wait, rather than giving them rich actions to construct the operations.",
    question: "Have your students handled and transformed the quantities before you asked them to write symbols?",
    worked: [
      {
        move: "Set out two equal rows of counters, spread one out, and ask the child whether there are still the same number, without correcting.",
        steps: [
          "Sit with one child and set out two rows of five counters, one under the other, each counter facing its partner, and ask: *Are there the same number in each row, or does one have more?*",
          "When the child agrees they are the same, spread one row out while the child watches, and ask the same question again.",
          "Whatever the answer, ask *How do you know?* and listen to the reasoning; do not correct it or count for the child.",
          "Let the child move the counters back and count both rows, then spread them again and ask once more.",
          "Note what the child says each time: a child who still says the longer row has more needs more matching, sharing and arranging of real objects before written numbers.",
        ],
      },
    ],
  },
  science: {
    position:
      "I hold that a child understands only what he reconstructs through his own activity, so science should be learned through the child's own experiments, not by watching the teacher's demonstrations. The child must act on objects, vary conditions and see the results, because knowledge comes from actions, not from copying. The teacher's role is to create situations that provoke real investigation.",
    work: "Science of Education and the Psychology of the Child",
    addressed: true,
    moves: {
      early: [
        "Let children roll balls down ramps of different steepness and see which goes farthest.",
        "Provide water and objects and ask the children to sort what sinks and floats before you explain.",
        "Ask children where the puddle went and let them offer their own theories.",
      ],
      primary: [
        "Let students investigate pendulums by changing length and weight, and find out what changes the swing.",
        "Have students write a prediction before each experiment and a sentence explaining any surprise after it.",
        "Replace the step-by-step worksheet with a question and a tray of materials, and let students design the test.",
      ],
      secondary: [
        "Give students a problem with several variables, such as what affects how fast a solution dissolves, and ask them to isolate each.",
        "Ask students to propose a hypothesis about plant growth, test it over two weeks and revise it.",
        "Study a historical case, such as the debate over spontaneous generation, to show how knowledge was constructed.",
      ],
    },
    pitfall: "Demonstrations are called active methods although only the teacher acts and the students watch.",
    question: "Did your students act on the materials themselves, or only watch you do it?",
  },
  assessment: {
    position:
      "I did not study school grading. My own way of finding out what a child knows was the clinical interview: asking the child to solve a problem and explain it, then following his reasoning with neutral questions rather than correcting. A wrong answer is often more revealing than a right one, because it shows how the child is thinking.",
    work: "Science of Education and the Psychology of the Child",
    addressed: false,
    moves: {
      early: [
        "Ask a child how they know there are more blocks in one pile, and write down the answer without correcting.",
        "Keep a child's own explanation of a puzzle, word for word, as evidence of their reasoning.",
        "Repeat the same counters task a month later and compare how the child's reasoning has changed.",
      ],
      primary: [
        "Interview a student for five minutes about a wrong answer to map their reasoning.",
        "Add a why is this true item to every short test.",
        "Record the strategy each student used on a problem, such as counting on or doubling, not only the score.",
      ],
      secondary: [
        "Require a written line of reasoning beside every answer on major problems.",
        "Include one problem in an unfamiliar setting on every test to see whether understanding transfers.",
        "Hold a short clinical interview with any student whose answer surprises you.",
      ],
    },
    pitfall:
      "The clinical interview becomes a teaching session where the adult corrects, so the child's own reasoning is never seen.",
    question: "Before you correct her, have you asked the child how she got her answer?",
  },
  homework: {
    position:
      "Homework was never a subject of my research. Reasoning from my principles, knowledge is built through the child's own actions, so work outside school should invite the child to handle, compare and explore things rather than to memorize formulas. Exercises that require operations the child has not yet constructed can only be done by rote or by a parent.",
    work: "Science of Education and the Psychology of the Child",
    addressed: false,
    moves: {
      early: [
        "Suggest families let the child set the table, matching one plate to each chair, and talk about whether there are enough.",
        "Ask families to let the child pour and measure while cooking, asking which cup holds more.",
        "Send home one question, such as where does the sun go at night, and ask parents to write down the child's own theory.",
      ],
      primary: [
        "Ask students to measure the length of a shadow in the morning and evening at home and bring their figures to compare.",
        "Set a home task of sorting a drawer of objects two different ways and explaining each rule.",
        "Leave out written drills of a procedure until students have shown in class, with objects, that they understand it.",
      ],
      secondary: [
        "Set an open problem, such as how to find the height of a tree without climbing it, and ask for at least two methods.",
        "Ask students to design and run an experiment with household items, controlling one variable at a time.",
        "Ask students to write how they would explain the day's idea to a ten-year-old.",
      ],
    },
    pitfall: "Home investigations are sent without materials or guidance, so they become tasks the parents complete.",
    question: "Does your homework ask your students to act and think, or only to repeat?",
  },
  inclusion: {
    position:
      "Special educational needs were not my field of study. My work showed that children pass through the same sequence of stages but at different rates, depending on their experience and their exchanges with others. Reasoning from that, I would find each child's level of reasoning through individual questioning and concrete tasks, and build from there rather than from the child's age.",
    work: "Science of Education and the Psychology of the Child",
    addressed: false,
    moves: {
      early: [
        "Set out the same material, such as nesting cups, at several levels of difficulty so each child can start where they are.",
        "Give each child a simple conservation task with counters and note how they reason, not whether they pass.",
        "Let a child who needs it stay longer with sand, water and blocks before moving to symbols.",
      ],
      primary: [
        "Keep base-ten blocks available to any student who has not yet constructed place value, whatever their age.",
        "Interview a student who struggles for five minutes with objects to find how they reason, not only what they cannot do.",
        "Pair students at neighboring levels of reasoning so their disagreement pushes both forward.",
      ],
      secondary: [
        "Offer physical models, such as algebra tiles, to students still reasoning concretely about abstract topics.",
        "Break a multi-variable investigation into steps for students beginning formal reasoning.",
        "Let students reach the same concept by different routes, such as a model, a graph or an equation.",
      ],
    },
    pitfall: "Stages become labels that limit what teachers expect, instead of descriptions of where to start.",
    question: "At what level is this child reasoning, and what concrete experience would help her move on?",
    worked: [
      {
        move: "Interview a student who struggles for five minutes with objects to find how they reason, not only what they cannot do.",
        steps: [
          "Sit with [name] for five minutes with a few objects, such as counters or cups of water.",
          "Give a small task and ask: *How did you work that out?*, without correcting.",
          "Change the task a little and ask again: *What if I do this? Is it still the same?*",
          "Write down what they think and why, and plan the next lesson from that reasoning.",
        ],
      },
    ],
  },
  multilingual: {
    position:
      "I did not study children learning in a second language. My studies of infants did show that intelligence is at work in action before language appears, and my later work held that language alone does not produce the operations of reasoning. Reasoning from that, a child new to a language can show and develop real thinking through action with materials while the words catch up.",
    work: "The Origins of Intelligence in Children",
    addressed: false,
    moves: {
      early: [
        "Offer sorting and building tasks in which children can show their thinking with their hands.",
        "Name each action in the school language as the child does it, such as *You poured it into the tall glass*.",
        "Let a child explain their tower to a friend who shares their home language.",
      ],
      primary: [
        "Check a newcomer's reasoning with a hands-on task, such as ordering rods, before placing them in a group.",
        "Let students show their method with objects and gestures when the words are not yet there.",
        "Pair students who share a language for a prediction task and let them argue in it.",
      ],
      secondary: [
        "Provide diagrams and physical models so reasoning about abstract concepts does not hang on vocabulary alone.",
        "Allow students to reason a problem through in their strongest language and then present it in the school language.",
        "Include assessment tasks that show understanding through construction or calculation rather than long prose.",
      ],
    },
    pitfall: "Newcomers are placed in lower groups because of their language, and their reasoning is underestimated.",
    question: "Can this child show you her reasoning through action, even before she has the words?",
  },
  discussion: {
    position:
      "I found that young children's conversations are often collective monologues, each speaking without really answering the other, and that genuine argument and exchange develop later. Discussion among equals, where each must justify his view to another, is what helps children decenter and take account of other points of view. Cooperation between peers does more for the development of reasoning than the child's submission to adult authority.",
    work: "The Language and Thought of the Child",
    addressed: true,
    moves: {
      early: [
        "Ask two children to build one bridge together from blocks, and step in only when they are stuck.",
        "When two children disagree about which cup holds more, ask each to explain to the other why.",
        "Accept collective monologues at the play table as normal, and model answering what a friend just said.",
      ],
      primary: [
        "Pair students who made opposite predictions and ask them to convince each other before testing.",
        "Have small groups agree on one answer to a puzzle and report how they settled their disagreement.",
        "Tell a story about an accident and a deliberate act, and let students debate which deserves more blame.",
      ],
      secondary: [
        "Require each student in a debate to summarize the opposing view to its holder's satisfaction before replying.",
        "In group problem solving, let any member stop the group to ask why for a step.",
        "Have groups post their hypotheses, read each other's, and revise their own in light of the best rival.",
      ],
    },
    pitfall: "The teacher settles every disagreement by authority, so children never need to decenter.",
    question: "When do your students have to convince each other rather than you?",
    worked: [
      {
        move: "Pair students who made opposite predictions and ask them to convince each other before testing.",
        steps: [
          "Ask each student to predict an outcome, such as whether a ball of clay floats when flattened.",
          "Pair students with opposite predictions.",
          "Give them five minutes to convince each other, giving reasons.",
          "Test it, and ask pairs what made them change or keep their view.",
        ],
      },
    ],
  },
  questioning: {
    position:
      "In my study of the questions a six-year-old asked over many months, his endless whys revealed how he thinks: he seeks reasons and intentions where adults see physical causes. My clinical method follows the child's thought with questions that are neutral, asking what would happen if, and avoiding suggesting the answer. The teacher's questions should reveal the child's reasoning and prompt him to reconsider it.",
    work: "The Language and Thought of the Child",
    addressed: true,
    moves: {
      early: [
        "Write down one child's why questions for a morning and sort them into questions about causes, reasons and names.",
        "Ask what would happen if we tipped the glass, rather than is this right.",
        "Answer a why question with what do you think, and write the child's theory down.",
      ],
      primary: [
        "Use neutral probes, such as *How do you know?* and *Can you show me?*, whatever the answer.",
        "Rephrase any question that contains its answer, such as is it not the bigger one, into which one is bigger.",
        "Ask students to write a prediction, then explain the gap between it and the result.",
      ],
      secondary: [
        "Ask students for a hypothesis and the one observation that would prove it wrong.",
        "Ask have you considered every possibility, and let students list combinations systematically.",
        "Offer a counter-suggestion, such as another student said the opposite, to see how firmly a student holds a view.",
      ],
    },
    pitfall: "Teachers ask leading questions that give the answer away, hiding the child's real reasoning.",
    question: "Are your questions revealing how your students think, or telling them what to think?",
    worked: [
      {
        move: "Ask students for a hypothesis and the one observation that would prove it wrong.",
        steps: [
          "Before an experiment, ask each student to write a hypothesis.",
          "Ask them to add: *What would I see if my hypothesis were wrong?*",
          "Run the experiment, and ask them to check for that observation.",
          "Discuss who kept and who changed their hypothesis, and why.",
        ],
      },
    ],
  },
  "early-years": {
    position:
      "I hold that in the preschool years thought is preoperational: the child reasons from appearances, centers on one aspect at a time and cannot yet reverse an action in thought. Active methods with real objects, play and exploration prepare the operations; early formal teaching only produces words. In symbolic play the child assimilates reality to his own activity, and that is its value.",
    work: "Science of Education and the Psychology of the Child",
    addressed: true,
    moves: {
      early: [
        "Provide sand, water, blocks and containers for long stretches of free exploration every day.",
        "During play, ask children to put things in order by size or weight and listen to how they decide.",
        "Leave a dress-up corner open so children can replay events, such as a doctor's visit, in their own way.",
      ],
      primary: [
        "Keep concrete materials within reach in first grade for every new idea in number and measurement.",
        "Play card and board games with rules in small groups, and let children settle disputes about the rules themselves.",
        "Let students explore a new material for a full session before any instruction on it.",
      ],
      secondary: [
        "Have students interview a five-year-old with a conservation task and report the reasoning they heard.",
        "Ask students to design a play activity for preschoolers that builds classification.",
        "Discuss with students how their own abstract reasoning grew from early exploration.",
      ],
    },
    pitfall:
      "Early years settings push formal academics too soon, producing verbal knowledge without the operations beneath it.",
    question: "Are your young children acting on real objects, or only learning to name them?",
    worked: [
      {
        move: "During play, ask children to put things in order by size or weight and listen to how they decide.",
        steps: [
          "Join a child playing with blocks, shells or cups, and ask: *Can you put these in order, from the smallest to the biggest?*",
          "Watch how they do it, without correcting, and ask: *How did you decide where this one goes?*",
          "Add one more object that fits in the middle, and see whether they can place it.",
          "Note how they reasoned, and offer a harder set, such as by weight, when they can order by size with ease.",
        ],
      },
    ],
  },
  adolescents: {
    position:
      "From about eleven or twelve, young people become capable of formal operations: they reason about hypotheses, combine variables systematically and think about their own thinking. Secondary teaching should use this by setting problems in which students form and test hypotheses themselves rather than receiving conclusions. In my work with Bärbel Inhelder on adolescent thinking we also described how young people begin to reason about society and ideals and to form plans for their own lives.",
    work: "Science of Education and the Psychology of the Child",
    addressed: true,
    moves: {
      early: [
        "Invite older students to run a simple ramps-and-balls experiment with young children, asking them what they think will happen.",
        "Let young children watch older students test a bridge they built, and ask them why it held.",
        "Ask a teenager to answer young children's why questions with what do you think first.",
      ],
      primary: [
        "Give upper primary students a chemical-mixing puzzle, such as which combination of liquids changes color, and watch whether they test systematically.",
        "Ask ten-year-olds what would happen if there were no friction, and let them reason beyond what they can see.",
        "Have older students list all possible combinations of three colors of beads and check whether they missed any.",
      ],
      secondary: [
        "Set investigations, such as the pendulum problem, that require controlling one variable at a time.",
        "Ask students to argue from a hypothesis they do not believe, to practice reasoning about the possible.",
        "Let students debate an ideal, such as justice, and then test it against real cases in their school.",
      ],
    },
    pitfall:
      "Teachers assume every adolescent already reasons formally and withdraw the concrete support some still need.",
    question: "Are your students forming and testing their own hypotheses, or checking yours?",
  },
  arts: {
    position:
      "I did not write a theory of art education. Drawing on Georges-Henri Luquet's studies, which Bärbel Inhelder and I used in our work on the child's conception of space, I would note that young children draw what they know rather than what they see, and that drawing changes as their understanding of space develops. Reasoning from that, creative work, like other knowledge, is constructed through the child's own activity and invention, not by copying adult models.",
    work: "Science of Education and the Psychology of the Child",
    addressed: false,
    moves: {
      early: [
        "Ask children to tell you about their drawings and note what they include that they could not see, such as people inside a house.",
        "Offer open materials, such as clay and collage, with no model to copy.",
        "Let children invent movements to music and teach them to a friend.",
      ],
      primary: [
        "Ask students to draw the same object from the front, the side and above, and compare their drawings.",
        "Let small groups invent a game and write its rules, then play another group's game.",
        "Put up several students' drawings of the same scene and discuss how differently they represented it.",
      ],
      secondary: [
        "Set a design project, such as a stage set, that requires planning and solving spatial problems.",
        "Have students analyze how a painter constructs perspective and then try the method.",
        "Let students invent a new technique and explain how they arrived at it.",
      ],
    },
    pitfall:
      "Children's drawings are corrected toward adult realism, and what they show about the child's thinking is lost.",
    question: "What do your students' drawings tell you about how they understand space and the world?",
  },
  technology: {
    position:
      "I discussed the teaching machines and programmed instruction of my time, granting that they could teach some verbal material efficiently but arguing that they do not develop the child's own invention. A program that feeds small steps and rewards correct answers can yield right responses without any construction of understanding. Technology helps when it serves active exploration and experiment.",
    work: "Science of Education and the Psychology of the Child",
    addressed: true,
    moves: {
      early: [
        "Offer real materials before any screen, since young children build concepts by handling things.",
        "Give children magnifying glasses and balance scales that extend their own actions.",
        "Avoid tablet games whose only task is tapping the right answer to win a star.",
      ],
      primary: [
        "Use a simulation in which students vary the conditions, such as the angle of a ramp, and predict the result each time.",
        "Let students program a floor robot to trace a square, and debug it when it goes wrong.",
        "Keep drill software out of the first teaching of any concept.",
      ],
      secondary: [
        "Have students use spreadsheets to build a model and test what happens when they change a parameter.",
        "Ask students to compare solving a problem by hand and with software, and say what each made them understand.",
        "Let students write a simple simulation to test a hypothesis of their own.",
      ],
    },
    pitfall:
      "Programs that reward correct taps in small steps are mistaken for active learning because the child is busy.",
    question: "Is this technology letting your students invent, or only respond?",
  },
  families: {
    position:
      "Working with parents was not a subject of my books. Reasoning from my studies, a child's development depends on experience and social exchange, including at home. Families help most when they let children explore, ask questions and make choices, not when they drill early academic skills.",
    work: "Science of Education and the Psychology of the Child",
    addressed: false,
    moves: {
      early: [
        "Show parents a conservation task with their own child at a parent evening, so they see how the child reasons.",
        "Suggest families keep a box of safe objects to sort, stack and compare at home.",
        "Encourage parents to answer a why question by asking the child's own idea first.",
      ],
      primary: [
        "Invite parents to watch a class investigation and ask students to explain their method to them.",
        "Share with each family one example of their child's reasoning, such as an explanation you wrote down.",
        "Suggest strategy games, such as checkers, that families can play together.",
      ],
      secondary: [
        "Explain to families at a meeting that adolescents' new love of argument is a sign of formal reasoning.",
        "Invite families to a science fair where students explain how they tested their hypotheses.",
        "Encourage families to discuss ideals and current events with their teenagers at meals.",
      ],
    },
    pitfall: "Schools ask families for early drill at home, which produces verbal knowledge without understanding.",
    question: "Do the families of your students ever see how their children reason?",
  },
  planning: {
    position:
      "I argued that teaching must respect the order of development and use active methods in which children reconstruct knowledge. Planning therefore considers the child's level of operations, placing concrete experience before abstract symbols. The teacher designs situations that provoke discovery rather than transmitting ready-made results.",
    work: "Science of Education and the Psychology of the Child",
    addressed: true,
    moves: {
      early: [
        "Plan each week around one material to explore, such as water, with tasks that move from comparing to ordering to classifying.",
        "Keep notes of children's reasoning during play and plan next week's challenges from them.",
        "Plan long blocks of exploration rather than short adult-led activities.",
      ],
      primary: [
        "Plan each new concept with a concrete activity first, then pictures, then symbols.",
        "Build one situation of cognitive conflict into every unit, such as a prediction most students will get wrong.",
        "Plan ten minutes in each lesson for students to explain their reasoning to each other.",
      ],
      secondary: [
        "Plan units around investigations that require students to form and test hypotheses.",
        "Give every abstract topic a concrete entry point, such as a model or a measurement.",
        "Build time into the unit for students to construct their own models and compare them.",
      ],
    },
    pitfall: "Stage theory is used to delay content rigidly rather than to design experiences suited to the child.",
    question: "Does your plan give your students something to act on before something to remember?",
  },
  wellbeing: {
    position:
      "I regretted that teachers, particularly in primary schools, were given little social prestige and little part in research on how children learn. I wanted teachers to be active investigators of children's thinking, not merely transmitters of a set program. A teacher who studies her students' reasoning finds her work more interesting and more her own.",
    work: "Science of Education and the Psychology of the Child",
    addressed: true,
    moves: {
      early: [
        "Interview one child a week with a simple task and write down what surprised you.",
        "Share one striking piece of children's reasoning with colleagues at each staff meeting.",
        "Keep a notebook of the unexpected things children say and read it at the end of term.",
      ],
      primary: [
        "Treat one lesson a week as a small study with a question about how students reason.",
        "Meet colleagues to sort students' answers to one task by the reasoning behind them.",
        "Read a short study of children's thinking each month and try one idea from it.",
      ],
      secondary: [
        "Join or form a teacher research group that studies students' reasoning in your subject.",
        "Present what you learned about students' thinking to colleagues and change one practice because of it.",
        "Notice how your own understanding of your subject deepens as you study how students build it.",
      ],
    },
    pitfall: "Classroom research becomes another duty to report rather than a source of curiosity about children.",
    question: "What have your students taught you this month about how children think?",
  },
};
