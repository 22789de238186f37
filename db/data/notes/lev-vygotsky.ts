import type { EducatorNotes } from "../note-types";

/** Lev Vygotsky's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "I argued that the teacher does not shape the child directly but organizes the social environment, which is the real lever of education; the child, in a sense, educates himself through his activity in it. My later studies added that self-control is not innate: it begins as regulation by others and through speech, and only gradually becomes the child's own. Behavior is best changed by changing the shared activity and the tools, such as words and roles, that the child uses to govern himself.",
    work: "Educational Psychology",
    addressed: true,
    moves: {
      early: [
        "Before a make-believe game, help children plan who plays which role, because keeping to a role's rules builds self-control.",
        "Give a child who cannot wait a visual tool, such as a card with an ear drawn on it, that reminds them it is their turn to listen.",
        "Encourage children to say aloud what they will do next, such as first I put the blocks away, to guide their own action.",
      ],
      primary: [
        "Teach students a short self-talk script for calming down and practice it together before it is needed.",
        "Pair an impulsive student with a steady partner in a task that requires taking turns with a shared object.",
        "Reduce reminders step by step as a student learns to manage a routine, moving from your voice to a written checklist to nothing.",
      ],
      secondary: [
        "Give students roles in group work, such as timekeeper or summarizer, whose rules regulate the group.",
        "Have students write a plan for how they will manage a distraction and review it after the lesson.",
        "Change the structure of an activity that produces disorder rather than only sanctioning individuals.",
      ],
    },
    pitfall:
      "Teachers read self-regulation as something children have or lack, and punish its absence instead of building it through shared activity and speech.",
    question: "What tools, words or roles does this child have for governing his own behavior?",
    worked: [
      {
        move: "Teach students a short self-talk script for calming down and practice it together before it is needed.",
        steps: [
          "Write a three-line script with the class, in their own words, such as: *Stop. Breathe in for four. What do I need to do now?*",
          "Practice it together at calm moments for a week: you say it aloud first, then the class says it aloud with you, then each student whispers it alone.",
          "When a student starts to get upset, point to the script on the wall or on their desk card rather than giving an instruction, and let them say it to themselves.",
          "Afterwards, ask the student privately which line helped, and let them change the words so the script becomes their own.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "I treat interest as the natural engine of a child's behavior: education should connect new material to what the child already cares about and channel interest rather than fight it. Interest is itself shaped socially, so the teacher can cultivate new interests through shared activity. In my later work on the zone of proximal development I added that tasks pitched just beyond what the child can do alone, with support, engage far more than tasks that are too easy or too hard.",
    work: "Educational Psychology",
    addressed: true,
    moves: {
      early: [
        "Join a child's play and add one new challenge, such as a shop that now needs price tags.",
        "Let a group of children plan a shared game, which draws reluctant children in through their peers.",
        "Offer a puzzle slightly harder than the last one and stay nearby to help at the tricky step.",
      ],
      primary: [
        "Pitch a task just beyond what students can do alone and plan which hint you will give first.",
        "Begin a topic by asking students what they already know and want to find out, and link new work to it.",
        "Let students work in pairs on a challenge, since working with a peer often sustains effort.",
      ],
      secondary: [
        "Connect a unit to a question students care about, then lead them to the scientific concepts that answer it.",
        "Set tasks at two levels of challenge and let students choose, with support available for the harder one.",
        "Ask students to teach a concept to a younger class, which gives the learning a social purpose.",
      ],
    },
    pitfall:
      "Pitching work in the zone is confused with making it easy, so students are never stretched enough to care.",
    question: "Is this task one your students can do already, or one they can do only with you?",
    worked: [
      {
        move: "Set tasks at two levels of challenge and let students choose, with support available for the harder one.",
        steps: [
          "Write two versions of the main task: one students can do alone after the lesson, and one just beyond that.",
          "Put the support for the harder one beside it: a worked first step, a hint card, or you at a help table.",
          "Let each student choose, and encourage those who always play safe to try the harder one with the support.",
          "Note who chose which and who needed the support, and use it to pitch the next lesson's tasks.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "In the essay on the prehistory of written language, published after my death in the collection Mind in Society, I traced writing back to gesture, make-believe play and drawing, where children first learn that one thing can stand for another. Writing should be taught as a complex cultural activity that meets a real need, not as a motor skill of forming letters. Written speech demands a high level of abstraction because the child must address an absent reader, so it needs deliberate support.",
    work: "Mind in Society",
    addressed: true,
    moves: {
      early: [
        "Encourage symbolic play in which one object stands for another, such as a stick as a horse.",
        "Ask children to draw a story and then tell it to you while you write down their words.",
        "Let children make marks for a purpose, such as a shopping list in the play shop, before formal letters.",
      ],
      primary: [
        "Have students write for a real reader, such as a letter to a student in another class, and discuss what that reader needs to know.",
        "Model your thinking aloud as you write a sentence, saying why you choose each word.",
        "Use paired reading where a stronger reader supports a partner through text just beyond their level.",
      ],
      secondary: [
        "Teach students to plan their writing with notes that act as external memory.",
        "Model how an expert reader questions a difficult text, then have students do it in pairs.",
        "Discuss the difference between spoken and written argument, and have students revise speech into writing.",
      ],
    },
    pitfall:
      "Writing is taught as handwriting and spelling drills, so children learn to form letters without learning what writing is for.",
    question: "Who is your student writing to, and does she know what that reader needs?",
  },
  mathematics: {
    position:
      "I hold that school mathematics introduces scientific concepts that reorganize the child's everyday understanding of number. Learning algebra, for example, lifts arithmetic to a higher level by showing it as a particular case of a general system. Instruction that leads development makes the child aware of his own operations, which everyday experience alone does not do.",
    work: "Thought and Language (Thinking and Speech)",
    addressed: true,
    moves: {
      early: [
        "Use counting games in which children count aloud with you and then try on their own.",
        "Introduce number words and symbols during play with real objects, such as dividing snacks.",
        "Model how you count a group carefully, touching each object, then let the child try while you watch.",
      ],
      primary: [
        "Ask students to explain how they solved a problem, making their strategy something they can look at.",
        "Use worked examples with a think-aloud before students try similar problems in pairs.",
        "Provide graduated hints on a hard problem, noting which hint each student needed.",
      ],
      secondary: [
        "Show students how an algebraic rule generalizes the arithmetic they already know.",
        "Have students compare two solution methods and discuss which is more general.",
        "Use peer explanation where students justify each step to a partner.",
      ],
    },
    pitfall:
      "Teachers either leave children with everyday intuitions only or impose symbols that are never connected to what the children understand.",
    question: "Can your students explain what they are doing when they calculate, or only do it?",
    worked: [
      {
        move: "Provide graduated hints on a hard problem, noting which hint each student needed.",
        steps: [
          "Before the lesson, write three hints for the problem, from the smallest to the most specific, such as: *What do you add first?*, then *Start with the ones column*, then a worked first step.",
          "Let students try the problem alone, and go to a student who is stuck only after they have tried.",
          "Give the smallest hint first, wait, and give the next only if they are still stuck.",
          "Note on your list which hint each student needed: the hint tells you where they can work with help, which is where to teach next.",
          "Next lesson, give a similar problem and see whether they now need a smaller hint, or none.",
        ],
      },
    ],
  },
  science: {
    position:
      "I distinguish everyday concepts, which children form from experience, and scientific concepts, which are learned in a system through instruction. The two grow toward each other: everyday concepts give scientific ones their concrete content, while scientific concepts give everyday ones structure and awareness. Science teaching must do both, starting from experience and leading deliberately into systematic concepts.",
    work: "Thought and Language (Thinking and Speech)",
    addressed: true,
    moves: {
      early: [
        "Name what children observe with precise words, such as melting or floating, during play.",
        "Ask children to explain what they think happened, and add one new word to their explanation.",
        "Sort objects with children by a property they choose, then introduce a new property to sort by.",
      ],
      primary: [
        "Start from students' everyday explanations of a phenomenon, then introduce the scientific concept and compare them.",
        "Model an investigation aloud, saying what you predict and why, before students plan their own.",
        "Build a class concept map that links new scientific terms to students' experiences.",
      ],
      secondary: [
        "Ask students to define a scientific term in their own words and then refine it with the formal definition.",
        "Have students explain a concept to a peer who has misunderstood it.",
        "Show how a concept fits into a system of related concepts, such as force, mass and acceleration.",
      ],
    },
    pitfall:
      "Scientific terms are taught as words to memorize, detached from any experience, so students can recite definitions they cannot use.",
    question: "How does this scientific concept connect to something your students have already noticed?",
  },
  assessment: {
    position:
      "In the texts later gathered into Mind in Society, I argued that testing what a child can do alone measures only development that is already complete. What a child can do with help reveals the functions that are maturing, the zone of proximal development, and it is there that instruction should aim. Two children with the same independent score may differ greatly in what they can do with assistance.",
    work: "Mind in Society",
    addressed: true,
    moves: {
      early: [
        "Watch a child try a puzzle alone, then offer one small hint and note what they can do with it.",
        "Record in your notes not only what each child can do but what they can do with your help.",
        "Play a task alongside a child, gradually withdrawing help, and see how far they go alone.",
      ],
      primary: [
        "Use graduated prompts on a problem and record how many prompts each student needed.",
        "Compare a student's independent work with their work in a pair to see their zone.",
        "Plan the next lesson from what students could nearly do, not only from what they got wrong.",
      ],
      secondary: [
        "Give a test in two rounds, alone and then with structured hints, and use the difference to plan.",
        "Ask students to mark the point in a problem where they needed help.",
        "Hold short assessment conversations in which you probe with questions to see what the student can reach.",
      ],
    },
    pitfall:
      "Teachers use the zone as a label, such as this child's ZPD is level three, rather than a dynamic range revealed through interaction.",
    question: "What can this student do with a little help that he could not do alone?",
    worked: [
      {
        move: "Give a test in two rounds, alone and then with structured hints, and use the difference to plan.",
        steps: [
          "Write the test, and for each question a hint card that gives the smallest useful prompt, such as which formula applies.",
          "In round one, students answer alone in one color of pen.",
          "In round two, they may take the hint card for any question they missed and answer again in another color.",
          "Sort the questions into three piles: done alone, done with a hint, not done even with a hint; teach next to the middle pile.",
        ],
      },
    ],
  },
  homework: {
    position:
      "I did not write about homework. Reasoning from my principles, independent work outside school should consolidate what the child has already begun to do with support, since a task far beyond the child's zone done alone produces frustration, not learning. Homework that draws on conversation with family members can also extend the social character of learning.",
    work: "Mind in Society",
    addressed: false,
    moves: {
      early: [
        "Suggest families play a simple turn-taking game at home that the children learned in class.",
        "Send home a picture book with a prompt for the adult to ask what happens next.",
        "Ask families to talk with their child about one thing they did together that day.",
      ],
      primary: [
        "Set homework only on skills students have already managed with support in class.",
        "Give students a prompt card with hints they can use at home, mirroring your graduated prompts.",
        "Ask students to explain a concept to a family member and write down one question the adult asked.",
      ],
      secondary: [
        "Design homework with a worked example at the top so students have a model to follow.",
        "Set collaborative online tasks where students can help each other.",
        "Ask students to note where they got stuck, and start the next lesson from those points.",
      ],
    },
    pitfall:
      "Homework sets new material the child cannot do alone, so parents end up teaching it or the child gives up.",
    question: "Can your students do this task without help, and if not, who will help them at home?",
  },
  inclusion: {
    position:
      "I argued that a disability is above all a social matter: the child's primary impairment matters less than the secondary consequences of being cut off from social life. Education should open alternative paths of development, such as Braille or sign language, and keep the child inside the shared activity of the group. I opposed segregating such children in institutions that lowered expectations.",
    work: "The Fundamentals of Defectology (Collected Works, vol. 2)",
    addressed: true,
    moves: {
      early: [
        "Find an alternative tool, such as picture symbols or signs, that lets a child with language delay join group play.",
        "Include a child with a disability in make-believe play with a role they can manage.",
        "Teach the whole group a few signs or gestures used by a child who needs them.",
      ],
      primary: [
        "Adapt the means, not the goal, so a student with a visual impairment reaches the same concept through touch or sound.",
        "Pair a student with additional needs with a peer in a task where both contribute.",
        "Keep expectations high and plan the extra mediation the student will need to meet them.",
      ],
      secondary: [
        "Work with the student to identify tools, such as speech-to-text, that open alternative routes to the task.",
        "Ensure students with disabilities take part in group discussion, with supports for communication.",
        "Discuss with the class how social barriers, rather than impairments alone, limit people.",
      ],
    },
    pitfall:
      "Inclusion is reduced to placement, with the child in the room but outside the shared activity where development happens.",
    question: "What alternative path could this child use to reach the same goal as the others?",
    worked: [
      {
        move: "Adapt the means, not the goal, so a student with a visual impairment reaches the same concept through touch or sound.",
        steps: [
          "Write down the concept the whole class must reach, such as a triangle's angles adding up to a straight line.",
          "Find a way to reach it through touch or sound: a raised-line diagram, card triangles to tear and fit together, or a spoken description.",
          "Prepare it before the lesson, and check with [name] beforehand that they can use it.",
          "Ask [name] the same question at the end as everyone else, so you know they reached the same concept.",
        ],
      },
    ],
  },
  multilingual: {
    position:
      "I compared learning a foreign language at school to learning scientific concepts: the learner approaches it consciously and deliberately, drawing on the meanings already built in the native tongue. Learning a second language in turn makes the child more aware of his first, seeing it as one system among others. So the home language is the foundation on which the new one is built, not an obstacle.",
    work: "Thought and Language (Thinking and Speech)",
    addressed: true,
    moves: {
      early: [
        "Let children use their home language in play and supply the school-language word alongside it.",
        "Use picture cards and gestures to connect new words to meanings children already know.",
        "Invite a bilingual adult to join make-believe play and model both languages.",
      ],
      primary: [
        "Ask students to compare how an idea is expressed in their home language and the school language.",
        "Pair a newcomer with a peer who shares their language for a first explanation of a task.",
        "Provide sentence frames that scaffold academic talk in the school language.",
      ],
      secondary: [
        "Let students discuss a concept in their home language before writing about it in the school language.",
        "Teach subject vocabulary explicitly, linking new terms to words students know in any language.",
        "Have students build bilingual glossaries for the subject.",
      ],
    },
    pitfall:
      "Teachers forbid the home language, cutting off the meanings on which the new language could have been built.",
    question: "What meanings does this student already have in his first language that the new words could attach to?",
    worked: [
      {
        move: "Ask students to compare how an idea is expressed in their home language and the school language.",
        steps: [
          "Choose a key idea or phrase from the lesson, such as the word for plural or a greeting.",
          "Ask students who speak other languages how it is said in their home language, and write each beside the English.",
          "Ask the class: *What is the same? What is different?*",
          "Ask the multilingual students what the comparison helped them notice about English.",
        ],
      },
    ],
  },
  discussion: {
    position:
      "Every higher mental function appears twice: first between people, in shared activity and talk, and then inside the child. Talk with others is therefore not an addition to learning but its source, and what students do together today they can do alone tomorrow. Collaboration with more capable peers is one of the main ways of working in the zone of proximal development.",
    work: "Mind in Society",
    addressed: true,
    moves: {
      early: [
        "Set up a building task for two children that needs them to agree a plan aloud.",
        "Model how to ask a friend for help and practice it in role play.",
        "Let an older child lead a younger one through a game with rules.",
      ],
      primary: [
        "Pair students purposefully so one can model a strategy the other is just reaching for.",
        "Give a group a task that cannot be done without talking, such as a puzzle with pieces shared out.",
        "Teach talk rules, such as explaining why you think so, and practice them.",
      ],
      secondary: [
        "Use reciprocal teaching where students take turns leading the group through a text.",
        "Structure debates where students must restate the other side's argument before responding.",
        "Have groups solve a problem and then explain their reasoning to another group.",
      ],
    },
    pitfall:
      "Groups are formed at random and left alone, so no one in them can model the next step and talk stays at the level the group already had.",
    question: "Who in this group can model the next step, and will they talk about it?",
    worked: [
      {
        move: "Give a group a task that cannot be done without talking, such as a puzzle with pieces shared out.",
        steps: [
          "Choose a problem whose information can be split, such as a logic puzzle or a map with clues.",
          "Give each group member a different piece, and tell them they may not show it, only say it.",
          "Let the group solve the problem by talking; listen for how they explain their pieces.",
          "Ask groups afterwards what helped them understand each other.",
        ],
      },
    ],
  },
  questioning: {
    position:
      "I noted that a child can solve, through imitation and collaboration, problems beyond his independent reach, with assistance such as demonstration, leading questions or starting the solution. Good questioning is a form of this assistance: it gives just enough support for the child to take the next step. The teacher's question should be calibrated to what the child is about to be able to do.",
    work: "Thought and Language (Thinking and Speech)",
    addressed: true,
    moves: {
      early: [
        "Ask a child stuck on a puzzle what shape they are looking for, before showing them.",
        "Use questions during play that extend it, such as *What does the doctor need now?*",
        "Ask children to tell you their plan before they start building.",
      ],
      primary: [
        "Prepare a sequence of questions from general to specific for a hard problem.",
        "Ask students how they know, to make their reasoning visible to themselves.",
        "Use questions that lead students to the next step rather than giving the answer.",
      ],
      secondary: [
        "Ask students to write down the question they would ask themselves at each step of a problem.",
        "Model self-questioning while reading a difficult text.",
        "Use probing questions in conferences to find the edge of a student's understanding.",
      ],
    },
    pitfall:
      "Teachers use leading questions to extract the answer rather than to help the child take a step he can then repeat alone.",
    question: "What is the smallest question that would help this child take the next step?",
    worked: [
      {
        move: "Model self-questioning while reading a difficult text.",
        steps: [
          "Choose a short, difficult passage and display it.",
          "Read it aloud and stop at each hard point to ask yourself a question aloud, such as *What does this word mean here?* or *How does this link to the last paragraph?*",
          "Write your questions in the margin as you go.",
          "Give students the next passage and ask them to write their own questions in the margin, then compare in pairs.",
        ],
      },
    ],
  },
  "early-years": {
    position:
      "In my lecture on play, which editors later included in Mind in Society, I treated make-believe as the leading source of development in the preschool years: in play a child acts beyond his everyday age and conduct, because he must follow the rules of the role he has taken. Play creates its own zone of proximal development, since the child acts beyond his everyday self. Imaginary situations also separate meaning from objects, preparing abstract thought.",
    work: "Mind in Society",
    addressed: true,
    moves: {
      early: [
        "Help children plan a role play in advance, deciding roles and what each one does, and draw the plan together.",
        "Provide open props, such as blocks and cloths that can stand for many things, to encourage symbolic play.",
        "Join play briefly to add a new role or problem, such as a patient who needs a bandage, then step back.",
      ],
      primary: [
        "Set up a post-office role play in first grade in which students must write addresses and read letters.",
        "Let students invent a game with rules, then discuss with them what makes a rule fair and whether theirs is.",
        "Use drama to step into a story character's shoes and decide what they should do next.",
      ],
      secondary: [
        "Run a historical simulation, such as a council meeting in a past century, in which students must keep to their roles.",
        "Have students design a board game that teaches a concept to younger children and test it with them.",
        "Ask students to observe young children's make-believe and write down the rules the children follow in it.",
      ],
    },
    pitfall:
      "Play is left entirely unstructured, or replaced by academic drills, and in both cases the mature make-believe that builds self-regulation never develops.",
    question: "How rich and planned is the make-believe play in your room?",
    worked: [
      {
        move: "Help children plan a role play in advance, deciding roles and what each one does, and draw the plan together.",
        steps: [
          "Before play, gather the three or four children who want to play, and ask what they will play, such as a vet's.",
          "Ask each child who they will be and what that person does: *What does the vet do? What does the owner say?*",
          "Draw the plan with them on a large sheet, a simple picture for each role, and pin it up in the play area.",
          "During play, point to the plan when play drifts: *What does the vet do next?*, and afterwards ask them what they would add next time.",
        ],
      },
    ],
  },
  adolescents: {
    position:
      "I found that true concepts, abstract and organized into systems, are formed only in adolescence, after long development through complexes and pseudo-concepts. The adolescent's thinking is transformed by these concepts, and instruction should give him problems that demand them. When the environment sets no new tasks, concept formation lags.",
    work: "Thought and Language (Thinking and Speech)",
    addressed: true,
    moves: {
      early: [
        "Invite older students to sort objects with young children and ask them why these go together.",
        "Notice the groupings young children make as steps toward concepts, rather than correcting them at once.",
        "Let a teenager lead a picture-sorting game and explain their own sorting rule to the children.",
      ],
      primary: [
        "Ask upper primary students to define a word, such as island, and test the definition with examples and counterexamples.",
        "Give students a set of cards to classify, and ask them to change the rule and sort again.",
        "Introduce a simple system of concepts, such as a food web, and ask students to explain how each term depends on the others.",
      ],
      secondary: [
        "Give adolescents problems that need abstract concepts, such as an ethical dilemma or a scientific model, and no ready answer.",
        "Ask students to build a concept map of a unit showing how the main ideas relate.",
        "Set a task with a real social purpose, such as advising the council, that demands they reason beyond their own experience.",
      ],
    },
    pitfall:
      "Secondary teaching assumes adolescents already think in concepts and skips the instruction that forms them.",
    question: "What problem are you setting that demands the abstract thinking your students are ready for?",
  },
  arts: {
    position:
      "I wrote about aesthetic education as part of educational psychology, warning against using art merely to teach morals or facts. Art should develop the child's capacity to perceive and create, and perceiving a work of art is itself an active, creative reworking of it rather than passive reception. In a later essay on imagination and creativity in childhood I added that imagination builds from the material of experience, so the more a child has seen and heard, the more he can imagine.",
    work: "Educational Psychology",
    addressed: true,
    moves: {
      early: [
        "Take children on a walk to the park, then let them draw or model what they saw.",
        "Show one technique, such as mixing two colors, before children paint freely.",
        "Read a story rich in images and let children act it out with simple props.",
      ],
      primary: [
        "Before asking for imaginative writing about the sea, bring shells, sounds and pictures so students have experience to draw on.",
        "Teach a technique, such as overlapping shapes to show distance, then let students use it in their own pictures.",
        "Show a painting and ask students what it makes them feel before asking what it shows.",
      ],
      secondary: [
        "Have students study how a film director uses sound to create tension, then use the technique in their own short scene.",
        "Require a research stage in creative projects, such as a visit or interviews, to enrich what students imagine.",
        "Run structured peer critiques with three questions: what works, what is unclear, what could be tried.",
      ],
    },
    pitfall:
      "Art is used to illustrate moral lessons or other subjects, losing the aesthetic experience that is its own value.",
    question: "What experiences have you given your students to draw on when they create?",
  },
  technology: {
    position:
      "I never wrote about screens or digital media. I did argue that human thought is mediated by psychological tools, such as language, counting systems and diagrams, which transform the mind that uses them. Reasoning from that, digital tools will shape how students think, and the question is whether they are mastered as tools for the student's purposes or replace thinking the student should learn to do.",
    work: "Mind in Society",
    addressed: false,
    moves: {
      early: [
        "Use any screen only alongside talk with an adult, who asks what the child notices.",
        "Give children a camera to photograph their play and talk about the pictures afterwards.",
        "Show a child how to use a simple tool, then let them use it with a partner while they talk.",
      ],
      primary: [
        "Teach students to use a drawing program to make a diagram of a process they have studied.",
        "Ask students what a tool, such as a spell-checker, does for them and what they still have to do themselves.",
        "Set a digital task for pairs that requires them to agree on each choice aloud.",
      ],
      secondary: [
        "Discuss with students what they still need to learn now that calculators and search engines exist.",
        "Use shared documents for collaborative writing, with each student commenting on another's draft.",
        "Ask students to try a task with and without a tool and describe how the tool changed their thinking.",
      ],
    },
    pitfall: "Students use tools that do the thinking for them, so the function never becomes internal.",
    question: "Does this tool help your students think, or think for them?",
  },
  families: {
    position:
      "I did not write specifically about working with parents. Reasoning from my principles, the family is part of the child's social situation of development, the first place where higher functions appear between people. Teachers should know the cultural tools and practices children bring from home and build on them.",
    work: "Mind in Society",
    addressed: false,
    moves: {
      early: [
        "Ask families what games, songs and stories they share with their child, and bring them into class.",
        "Show parents at a workshop how to play a make-believe game that follows the child's plan.",
        "Send home the week's new words so families can use them in conversation.",
      ],
      primary: [
        "Invite a family member to demonstrate a skill, such as bread-making, talking aloud through each step.",
        "Send home a question that invites conversation, such as what was hard today and who helped.",
        "Learn which languages and practices each family uses, and use one in a lesson each term.",
      ],
      secondary: [
        "Involve families in a project that draws on their knowledge, such as a local history of work.",
        "Show families how to support their teenager by asking questions about a problem rather than solving it.",
        "Invite community experts to work with small groups as more capable others on a real task.",
      ],
    },
    pitfall:
      "Schools treat families without academic habits as deficient rather than as bearers of different cultural tools.",
    question: "What cultural tools does this child bring from home that you could use?",
  },
  planning: {
    position:
      "I hold that good learning runs ahead of development and leads it, rather than waiting for it. Planning must therefore aim at functions that are maturing, the zone of proximal development, not only at what the child can already do. Instruction organized this way awakens developmental processes that would otherwise remain dormant.",
    work: "Mind in Society",
    addressed: true,
    moves: {
      early: [
        "Plan each week's play themes to stretch children slightly, such as adding a new rule to a familiar game.",
        "Note what each child could do with help this week and plan next week from it.",
        "Plan both adult-guided and child-led play each day.",
      ],
      primary: [
        "Plan each lesson with a modeled example, guided practice in pairs, and independent work.",
        "Group students for the next lesson by the step they could nearly manage with support.",
        "Write out graduated hints in advance for the hardest task.",
      ],
      secondary: [
        "Design each unit to move from students' everyday ideas to the scientific concepts of the subject.",
        "Plan collaborative tasks where students work on problems just beyond their independent level.",
        "Review assessment results for what students nearly achieved, and plan the next lesson for it.",
      ],
    },
    pitfall:
      "Planning to the zone becomes endless differentiation into levels, losing the shared activity through which the zone is created.",
    question: "What are your students about to be able to do, and how does your plan lead them there?",
  },
  wellbeing: {
    position:
      "I wrote about the teacher's role in educational psychology, but not about teachers' wellbeing. Reasoning from my principles, teachers too learn socially: their own development happens in collaboration with more experienced colleagues and in reflection on practice. A teacher isolated in her room is cut off from the zone where her own growth would occur.",
    work: "Educational Psychology",
    addressed: false,
    moves: {
      early: [
        "Invite a colleague to watch a play session and discuss what the children were learning.",
        "Talk through a difficult moment aloud with a colleague, putting your thinking into words.",
        "Keep brief notes of children's progress so you can see your own impact over time.",
      ],
      primary: [
        "Co-plan a lesson with a more experienced colleague and teach it while they observe.",
        "Join a study group that discusses one problem of practice each month.",
        "Mentor a newer colleague, since explaining your practice clarifies it for you.",
      ],
      secondary: [
        "Form a peer observation group that focuses on one question about learning.",
        "After a lesson, write down what students could do with help and without, and what that says about your teaching.",
        "Ask a colleague for help when a class is difficult rather than struggling alone.",
      ],
    },
    pitfall:
      "Professional learning is delivered as lectures to teachers, ignoring the collaborative learning they are asked to provide for students.",
    question: "Who is the more capable colleague who could help you take your next step?",
  },
};
