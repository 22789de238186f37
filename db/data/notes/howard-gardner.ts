import type { EducatorNotes } from "../note-types";

/** Howard Gardner's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "My published work does not take up classroom management or discipline, so what follows applies my principles rather than any view I have stated. Frames of Mind describes interpersonal and intrapersonal intelligence, the capacities to read other people and to understand oneself, and these can be cultivated like any other. A student who disrupts may be showing a strength in reading the room that has found no legitimate outlet.",
    work: "Frames of Mind: The Theory of Multiple Intelligences",
    addressed: false,
    moves: {
      early: [
        "After a squabble over a toy, sit both children down and ask each to show with a puppet how the other one felt.",
        "Give the child who cannot stay still a job that uses the body, such as carrying the cushions to the story circle.",
        "Sing the tidy-up routine instead of repeating the instruction, so the musical cue does the reminding.",
      ],
      primary: [
        "Keep a two-week strength profile of your most disruptive student, noting every task where they were absorbed, and plan one lesson around it.",
        "Give a socially skilled but restless child a real interpersonal role, such as greeter for visitors or mediator in group disputes.",
        "End the day with a two-minute quiet reflection in which each child rates, privately, how well they managed their own mood.",
      ],
      secondary: [
        "Ask a student who keeps derailing lessons to help you design the entry point for next week's topic.",
        "Run a short intrapersonal exercise after a conflict in which students write what triggered them and what they might do differently.",
        "Turn the class norms into a respectful-mind discussion about how people with different strengths can work alongside each other.",
      ],
    },
    pitfall:
      "Teachers excuse or label behavior by intelligence type, calling a fidgety child a kinesthetic learner instead of teaching them to manage themselves.",
    question: "Which of your restless students is showing you a strength your lessons never call on?",
    worked: [
      {
        move: "Keep a two-week strength profile of your most disruptive student, noting every task where they were absorbed, and plan one lesson around it.",
        steps: [
          "Keep a sheet for [name] for two weeks with three columns: the task, how long they stayed absorbed in it, and what kind of work it was (building, talking, moving, drawing, numbers).",
          "At the end, circle the tasks where they were absorbed longest and look for the kind of work they share.",
          "Plan one lesson on your normal content in which that kind of work carries the learning, such as building a model or leading a group discussion.",
          "Watch that lesson for whether the disruption drops, and tell [name] privately what you saw them do well.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "In The Disciplined Mind I argue that a topic can be entered through several doors, a story, a logical puzzle, a numerical pattern, an aesthetic object, a hands-on experience or a big existential question. Students switch off when there is only one door and it is not theirs. Depth also motivates: studying fewer things well gives a student the satisfaction of really understanding something.",
    work: "The Disciplined Mind",
    addressed: true,
    moves: {
      early: [
        "Introduce the new theme of seeds with a story, a song and a real seed to handle, and watch which doorway each child walks through.",
        "Let children choose whether to build, draw or act out what happened in this morning's picture book.",
        "Bring a mystery object to circle time and let the children's guesses lead into the day's topic.",
      ],
      primary: [
        "Open the next unit with three entry points on three tables, a narrative, a puzzle and a model, and let students rotate before the main lesson.",
        "Ask each student which opening hooked them and use that information when you plan the next topic.",
        "Replace one worksheet this week with a hands-on challenge that uses the same content.",
      ],
      secondary: [
        "Start a unit with a foundational question, such as what makes a government legitimate, before any content is delivered.",
        "Offer two ways of showing understanding on the next assignment, one written and one through a model, diagram or performance.",
        "Cut one minor topic and give the recovered lessons to a deeper investigation students can own.",
      ],
    },
    pitfall:
      "Entry points become entertainment, a song or game that never leads to the disciplinary understanding it was meant to open.",
    question: "Through which door do your least engaged students actually come in, and is it ever open?",
    worked: [
      {
        move: "Offer two ways of showing understanding on the next assignment, one written and one through a model, diagram or performance.",
        steps: [
          "Write the understanding the assignment must show in one sentence, the same for both ways.",
          "Set two routes: a written piece, and a model, diagram or short performance with a brief spoken or written explanation.",
          "Share one set of criteria for both routes, about the understanding shown, not the form.",
          "Ask each student afterwards which route they chose and why, and whether they want to try the other next time.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "In The Unschooled Mind I describe school as the place where children must master notational systems, written language and numbers, which sit on top of the intuitive understandings they bring. Reading and writing draw heavily on linguistic intelligence, but children can be led toward them from other strengths, through pictures, rhythm or drama. The aim is readers who can use texts to understand, not only decode them.",
    work: "The Unschooled Mind",
    addressed: true,
    moves: {
      early: [
        "Clap and chant the syllables of each child's name so rhythm leads them toward the sounds of words.",
        "Retell a favorite story with small figures on a tray, then ask the children what words they would put on the pictures.",
        "Invite children to dictate the story of their block building and read their words back to them.",
      ],
      primary: [
        "Let students storyboard a chapter as a comic strip before they write a summary of it.",
        "Have a reading group perform a short scene, then discuss what the characters wanted and why.",
        "Ask students to explain a nonfiction passage to a partner in their own words before answering any written questions.",
      ],
      secondary: [
        "Ask students to apply a theme from a novel to a news story they have never seen, as a performance of understanding.",
        "Offer a choice between an essay and an annotated visual argument on the same text, judged by the same criteria for insight.",
        "Have students rewrite a dense paragraph for a younger reader to show they grasp it rather than merely parse it.",
      ],
    },
    pitfall:
      "Teachers let students with other strengths avoid reading and writing altogether, instead of using those strengths as bridges back into text.",
    question: "Can your readers use what they read in a situation the text never mentioned?",
  },
  mathematics: {
    position:
      "In The Unschooled Mind I describe the correct-answer compromises that teachers and students settle for, and in mathematics these often take the form of rigidly applied algorithms: students plug numbers into the expected formula on a familiar problem without grasping when or why it applies. Understanding in mathematics shows when a student can apply an idea to an unfamiliar problem. Logical-mathematical intelligence matters, but spatial and bodily routes into number can carry many students further.",
    work: "The Unschooled Mind",
    addressed: true,
    moves: {
      early: [
        "Count the steps from the door to the sandpit with the children, then ask whether big people would need more or fewer.",
        "Build towers of blocks and ask which is taller and how the children could check without guessing.",
        "Hop, clap and stamp simple number patterns so the body keeps the count.",
      ],
      primary: [
        "After teaching a method, set one problem in an unfamiliar context that requires it and see who recognizes when to use it.",
        "Represent a fraction three ways, with a paper strip, a drawing and a number sentence, and ask which convinced each student.",
        "Ask students to predict an answer before calculating, then discuss why their intuition was right or wrong.",
      ],
      secondary: [
        "Give students a ratio or rate problem drawn from a real decision, such as comparing phone plans, rather than the textbook format.",
        "Ask students to explain a proof or procedure to a peer using a diagram, then again using words alone.",
        "Include one transfer item on each test that looks different from anything practiced but rests on the same idea.",
      ],
    },
    pitfall:
      "High marks on routine exercises are taken as understanding, and no one discovers the misconception until the context changes.",
    question: "If you changed the surface of this problem, how many of your students would still know what to do?",
  },
  science: {
    position:
      "In The Unschooled Mind I point out that even students who succeed in physics courses at good universities often fall back on the intuitive theories of a five-year-old when asked to explain a new situation. Those misconceptions must be brought into the open and confronted, not covered over with formulas. Science teaching should aim at understanding that shows in performance, and the naturalist intelligence I later added gives many children a way in.",
    work: "The Unschooled Mind",
    addressed: true,
    moves: {
      early: [
        "Ask children to sort a basket of leaves, shells and stones any way they like and tell you their rule.",
        "Drop a heavy and a light ball together and ask the children what they think will happen before you do it.",
        "Keep a class collection box of found natural objects and talk each week about what is new in it.",
      ],
      primary: [
        "Before teaching a concept such as floating, ask students to draw and explain their own prediction so their intuitive theory is visible.",
        "Set up an observation where the result contradicts the common intuition and let students argue about what they saw.",
        "Let students who love classifying design a key for the minibeasts found in the school grounds.",
      ],
      secondary: [
        "Ask students to explain an everyday event, such as a thrown ball's path, after the unit, and compare it with their first explanation.",
        "Probe a known misconception with a conceptual question that cannot be answered by plugging into a formula.",
        "Assign a small investigation in which students must apply one principle to a situation their textbook does not describe.",
      ],
    },
    pitfall:
      "Lessons reward correct recitation of definitions, so students pass the unit with their childhood theories intact.",
    question: "What intuitive theory did your students bring into this unit, and is it still there?",
  },
  assessment: {
    position:
      "In The Unschooled Mind I argue for assessment in context: watching students carry out meaningful performances, as an apprentice's work is judged, rather than relying mainly on decontextualized short-answer tests. A performance of understanding asks the learner to use knowledge on something new. Where possible, assessment should draw on more than one intelligence so that it measures the understanding and not only the medium.",
    work: "The Unschooled Mind",
    addressed: true,
    moves: {
      early: [
        "Photograph a child's block construction and note what they say about it, as evidence of spatial thinking you can revisit.",
        "Ask a child to show you with objects how the story ended instead of asking them to tell you.",
        "Record short notes on what each child chose to do in free play over a week to see their emerging strengths.",
      ],
      primary: [
        "Keep a portfolio of drafts and finished work for each student so you can see growth, not just a final mark.",
        "Replace one end-of-unit test with a task where students apply the idea to a new case and explain their thinking aloud.",
        "Let a student who struggles with writing demonstrate their understanding of a science idea through a model and a short conversation with you.",
      ],
      secondary: [
        "Design a culminating performance, such as a mock hearing or a design brief, that requires students to use the unit's central ideas.",
        "Share the criteria for understanding before the task so students know that insight, not format, earns credit.",
        "Ask students to reflect in writing on how their thinking changed between their first draft and their final piece.",
      ],
    },
    pitfall:
      "Alternative assessments are graded on presentation and effort, so a polished poster stands in for understanding that was never checked.",
    question: "What could your students do that would convince you they really understand, not merely remember?",
    worked: [
      {
        move: "Share the criteria for understanding before the task so students know that insight, not format, earns credit.",
        steps: [
          "Write three or four criteria that describe understanding of the unit's central idea, such as uses the idea to explain a new case.",
          "Share them with students before the task, with one example of strong work.",
          "Ask students to check their draft against the criteria before they hand it in.",
          "Give feedback only against those criteria, whatever form the work takes.",
        ],
      },
    ],
  },
  homework: {
    position:
      "My published work does not take up homework, so this is an application of my principles and not a view I have stated. If understanding is the goal, home tasks should ask students to use ideas in settings beyond the classroom. Home is also a place where strengths show that school may never see.",
    work: "The Disciplined Mind",
    addressed: false,
    moves: {
      early: [
        "Send home a simple request for families to tell you one thing their child loves doing, to add to your picture of the child.",
        "Invite children to bring an object from home that connects to the class theme and talk about it at circle time.",
        "Suggest a song or rhyme families can sing together that belongs to this week's topic.",
      ],
      primary: [
        "Set a home task that asks students to spot the week's idea in their kitchen, street or family routines and report it.",
        "Offer a short menu of ways to practice the same content at home, such as explaining it to a relative or drawing it.",
        "Ask students to interview a family member about how they use a skill you are studying.",
      ],
      secondary: [
        "Assign one application problem rather than a set of twenty identical exercises.",
        "Ask students to find a real example of the unit's concept in the news and explain the connection in a paragraph.",
        "Let students choose how to represent a reading at home, as notes, a diagram or a recorded explanation, with the same standard of understanding.",
      ],
    },
    pitfall:
      "Choice menus turn into craft projects done by parents that show nothing about the student's understanding.",
    question: "Does your homework ask students to use an idea somewhere new, or just to repeat it?",
  },
  inclusion: {
    position:
      "In Frames of Mind I drew on evidence from people with brain damage, from savants and from prodigies to show that abilities can be strong in one area and weak in another. That profile view is the heart of individuating: knowing each learner well enough to teach them in ways that reach them. Labels such as gifted or learning disabled hide these profiles, and my theory was never meant to sort children into boxes.",
    work: "Frames of Mind: The Theory of Multiple Intelligences",
    addressed: true,
    moves: {
      early: [
        "Watch a child who speaks little during play with blocks, music and movement, and note where they are most fluent.",
        "Offer the same story through pictures, movement and song so a child with language delay can still follow it.",
        "Pair children in play so one child's strength supports the other's area of difficulty.",
      ],
      primary: [
        "Write a brief strength profile for each student on your support list and use one strength as a bridge into the area they find hard.",
        "Teach the key concept of the week in at least two different ways before judging who has not grasped it.",
        "Let a student with dyslexia record an oral explanation alongside a shorter written answer.",
      ],
      secondary: [
        "Ask students with additional needs which kind of task lets them show what they know best, and build it into one assessment.",
        "Use a visual model or a physical demonstration for abstract content so students with weaker verbal processing have an anchor.",
        "Avoid permanent ability sets for every subject, since a student's profile in one domain says little about another.",
      ],
    },
    pitfall:
      "Schools test children to assign them an intelligence type, which is a new label rather than the individuating I described.",
    question: "What is the strongest thing this struggling child can do, and have you built a bridge from it?",
    worked: [
      {
        move: "Teach the key concept of the week in at least two different ways before judging who has not grasped it.",
        steps: [
          "Pick the one concept the week's reading hinges on, such as how a character changes, and write it in one sentence for yourself.",
          "Teach it first through the text, reading the two passages that show the change and asking what is different.",
          "Teach it a second way: a story told aloud, a drawing of the character before and after, or students acting the two moments with their bodies.",
          "Only then check who has it, with a task each student can answer in the form they choose: a sentence, a drawing with a caption, or a short explanation to you.",
          "Note which way reached each student who had not grasped it the first time, and begin with that way next week.",
        ],
      },
    ],
  },
  multilingual: {
    position:
      "My published work does not address multilingual learners, so what follows applies my principles and is not a position I have taken. A student still acquiring the language of instruction may have rich linguistic intelligence in another language and strong spatial, logical or musical capacities that teaching can draw on. Pluralizing, teaching an idea in several forms, means their understanding need not wait for their vocabulary.",
    work: "Intelligence Reframed",
    addressed: false,
    moves: {
      early: [
        "Teach new words with gestures, objects and songs so the meaning arrives through more than one channel.",
        "Invite a child to sing a song from home for the group and ask the others to learn its actions.",
        "Use picture sequences for routines so a new arrival can follow the day before they know the words.",
      ],
      primary: [
        "Present each new science or math idea with a diagram or model first, then the vocabulary, so meaning comes before words.",
        "Let students explain a concept to a same-language partner before they try it in the language of instruction.",
        "Ask a multilingual student to teach the class a number rhyme or counting game from their first language.",
      ],
      secondary: [
        "Allow students to draft their thinking in their strongest language and then build the academic version with you.",
        "Include a visual or hands-on performance in assessments so language gaps do not mask understanding of the subject.",
        "Ask students to compare how a concept is expressed in two languages they know, as a linguistic investigation.",
      ],
    },
    pitfall:
      "Non-verbal routes are offered forever, so multilingual students are never helped to reach the academic language they need.",
    question: "What does this student understand that their English cannot yet show you?",
  },
  discussion: {
    position:
      "My published work does not set out a method for group work, so this applies my ideas rather than stating a view of mine. Interpersonal intelligence, the capacity to understand and work with others, appears in Frames of Mind as a full intelligence, and the respectful mind in Five Minds for the Future is one schools should cultivate. Groups also let students with different profiles contribute different strengths to one problem.",
    work: "Five Minds for the Future",
    addressed: false,
    moves: {
      early: [
        "Give a small group one large construction project, such as a cardboard bus, and talk with them about who is doing what.",
        "Play turn-taking circle games where each child must listen to the one before them to continue.",
        "Ask children after group play how they helped a friend today.",
      ],
      primary: [
        "Compose groups so that each includes a student strong in drawing, one in explaining and one in organizing, and give each a visible role.",
        "Hold a short debrief after group tasks where students name one idea they took from someone else.",
        "Set a problem that genuinely needs several kinds of thinking, such as planning a class garden on a budget.",
      ],
      secondary: [
        "Run a structured discussion in which students must restate an opposing view fairly before responding to it.",
        "Assign interdisciplinary group projects where members take the lens of a different discipline on the same question.",
        "Ask students to reflect privately on what they contributed and what they learned from peers unlike themselves.",
      ],
    },
    pitfall:
      "Roles are assigned by supposed intelligence type and fixed, so students only ever do the part they are already good at.",
    question: "Does your group work need every member's mind, or could one student do it alone?",
  },
  questioning: {
    position:
      "In The Disciplined Mind I argue that education should return again and again to a few essential questions, about what is true, what is beautiful and what is good, explored in depth through particular topics. Good questions ask students to use knowledge, not recall it. A question that can be answered in one word rarely reveals whether anyone understands.",
    work: "The Disciplined Mind",
    addressed: true,
    moves: {
      early: [
        "Ask why-questions during play, such as why the tower fell, and listen to the children's theories without correcting at once.",
        "Ask children what would happen if the story had a different ending.",
        "Hold up a real object and ask what the children wonder about it.",
      ],
      primary: [
        "Post one essential question for the unit on the wall and return to it at the end of each week.",
        "Ask students how they would explain today's idea to someone who had never met it.",
        "Follow a correct answer with a what-if question that tests whether the student can apply it to a new case.",
      ],
      secondary: [
        "Frame a history unit around a question about truth, such as how we know what happened, and weigh sources against it.",
        "Ask students which two topics from the course shed light on each other and why, as a synthesizing question.",
        "End lessons with a question that makes students use the idea in an unfamiliar situation rather than restate it.",
      ],
    },
    pitfall:
      "Essential questions are written on the board and never returned to, so they decorate the unit instead of organizing it.",
    question: "Which question in this unit would still be worth asking when your students are adults?",
  },
  "early-years": {
    position:
      "In The Unschooled Mind I describe the young child as a powerful intuitive learner who builds robust theories of the world by the age of five, before school begins its work. I admire settings such as children's museums, where young children explore rich materials at their own pace. Early education should nourish these intuitions and the full range of intelligences rather than narrowing early to letters and numbers.",
    work: "The Unschooled Mind",
    addressed: true,
    moves: {
      early: [
        "Set out a table of varied materials, such as magnets, water, fabric and blocks, and note which draw each child back.",
        "Ask children to explain their own theory of where the rain comes from and record it without correcting.",
        "Make sure each week includes music, movement, building and storytelling rather than letter drills alone.",
        "Take children to a museum, farm or workshop and let them spend unhurried time with one exhibit.",
      ],
      primary: [
        "Keep a choice-based exploration time in the first grades so the intuitive learner still has room to work.",
        "Ask students what they thought about a topic before school taught them, and discuss how their idea has changed.",
        "Use a learning center with hands-on material for each new topic so young students can explore before being instructed.",
      ],
      secondary: [
        "Ask students to recall a childhood theory about how something worked and trace how school changed or failed to change it.",
        "Invite older students to run an exploration station for younger children and notice their intuitive reasoning.",
        "Use a playful, open exploration session at the start of a hard unit before formal teaching.",
      ],
    },
    pitfall:
      "Early settings rush to formal notation and testing, trading the young child's vigorous exploration for worksheets.",
    question: "What theories did your youngest children arrive with, and how are you working with them?",
  },
  adolescents: {
    position:
      "In Five Minds for the Future I describe the ethical mind as broadening respect for others into something more abstract: asking what kind of worker and citizen one wants to be. Because that question is abstract, adolescence, when young people begin to imagine the roles they will take on, is the time to pose it seriously, and school should give them occasions to carry real responsibility. It is also a time when disciplined thinking in at least a few domains must be firmly established.",
    work: "Five Minds for the Future",
    addressed: true,
    moves: {
      early: [
        "Give young children a simple classroom responsibility, like feeding the fish, and talk about why it matters to others.",
        "Ask children during story time what the character should have done and why.",
        "Praise a child who shared fairly by naming what they did for the group.",
      ],
      primary: [
        "Give older primary students a real role of trust, such as buddy reader for a younger class.",
        "Discuss a dilemma from a class novel in which a character must choose between self-interest and fairness.",
        "Ask students to name a person whose work they admire and what makes that work good.",
      ],
      secondary: [
        "Invite students to interview an adult about a moment at work when doing the right thing cost them something.",
        "Set up a sustained project in one discipline where students must meet its standards of evidence, not just express opinions.",
        "Have students write a short statement of the kind of worker and citizen they hope to be, and revisit it at year's end.",
      ],
    },
    pitfall:
      "Ethics becomes a poster of values rather than real dilemmas in which adolescents must weigh their own responsibilities.",
    question: "Where in your course do adolescents face a real choice about doing good work?",
  },
  arts: {
    position:
      "In Frames of Mind I describe musical and spatial intelligence as intelligences in their own right, not as decorations on the verbal and logical abilities schools prize. The arts engage distinctive forms of thought, and the creating mind of Five Minds for the Future depends on them as much as on science. Arts education deserves serious production, perception and reflection, not only free expression.",
    work: "Frames of Mind: The Theory of Multiple Intelligences",
    addressed: true,
    moves: {
      early: [
        "Offer a daily music time where children explore rhythm and pitch with simple instruments and their voices.",
        "Ask a child to tell you about the choices in their painting, such as why the sky is purple.",
        "Provide clay and building materials every day so spatial thinking has regular exercise.",
      ],
      primary: [
        "Have students make a piece, look closely at a professional work of the same kind, then reflect on what they would change in their own.",
        "Keep a folder of drafts for each student's art so they can see and discuss their own development.",
        "Teach a science or history idea through a song students compose with you.",
      ],
      secondary: [
        "Require a written or spoken reflection on process alongside each finished art piece.",
        "Give music or design students a constrained brief so that creativity rests on disciplined skill.",
        "Invite students to critique one another's work using the language of the art form rather than vague praise.",
      ],
    },
    pitfall:
      "Arts activities are used only as a reward or a break, never given the serious teaching other intelligences receive.",
    question: "Do your students ever receive the same serious instruction in the arts that they get in writing?",
  },
  technology: {
    position:
      "In Five Minds for the Future I argue that a world awash in information makes the synthesizing mind, which can select what matters and integrate it, more valuable than ever. Individuating and pluralizing teaching have long been my principles, and devices that present an idea in several forms and at several paces can serve them. Technology is a tool for these ends, not a replacement for disciplined understanding.",
    work: "Five Minds for the Future",
    addressed: true,
    moves: {
      early: [
        "If you use a tablet, choose an app that lets children make something, such as a recorded story, rather than only tap answers.",
        "Photograph children's constructions and look at the pictures together to talk about what they built.",
        "Keep screen time short and follow it with play that uses the same idea with real objects.",
      ],
      primary: [
        "Offer a topic through a short video, a simulation and a book, and let students compare what each showed them.",
        "Ask students to search for two sources on a question and decide together which is more trustworthy.",
        "Let a student with strong spatial ability build a digital model to explain a concept to the class.",
      ],
      secondary: [
        "Set a synthesis task where students gather several online sources and produce one concise, well-judged summary.",
        "Use adaptive practice software for routine skills to free class time for discussion of understanding.",
        "Ask students to reflect on how their online habits affect their ability to think deeply about one thing.",
      ],
    },
    pitfall: "Devices deliver the same lecture in a new medium, so the chance to individuate and pluralize is wasted.",
    question: "Is your technology helping each student find their own way into the idea, or just faster recall?",
  },
  families: {
    position:
      "My published work does not set out a program for working with parents, so this applies my principles and is not a view I have expressed. Families see children across many settings and often know strengths that school never observes. Sharing a fuller picture of the child, rather than a single score, helps both home and school individuate.",
    work: "Intelligence Reframed",
    addressed: false,
    moves: {
      early: [
        "Ask families in the first week what their child chooses to do when left to play freely at home.",
        "Share a photo of a child deeply absorbed in an activity and describe what strength it shows.",
        "Invite a parent to share a craft, song or skill with the class.",
      ],
      primary: [
        "Use part of the parent conference to discuss the child's strengths across several domains, not only reading and math levels.",
        "Send home a portfolio piece with a note explaining what understanding it shows.",
        "Ask parents how the child explains things at home, since that may reveal understanding you have missed.",
      ],
      secondary: [
        "Invite parents with relevant expertise to mentor student projects in their field.",
        "Explain to parents why a task asks for application rather than memorization, so they support it rather than worry.",
        "Involve students in leading their own conferences, presenting evidence of their strengths and goals.",
      ],
    },
    pitfall:
      "Schools tell parents their child has a particular intelligence, and families take the label as a verdict about the child's future.",
    question: "What does this child's family know about their strengths that your classroom has not yet seen?",
  },
  planning: {
    position:
      "In The Disciplined Mind I argue that coverage is the enemy of understanding: it is better to study a few rich topics in depth, approaching each from several entry points, than to race through many. A curriculum should be organized around the central ideas of disciplines and around questions worth pursuing. Planning means deciding what to leave out as much as what to include.",
    work: "The Disciplined Mind",
    addressed: true,
    moves: {
      early: [
        "Plan a theme such as water for several weeks, approaching it through song, play, building, stories and observation.",
        "Choose fewer themes per term so children can return to the same materials and deepen their play.",
        "Plan time in each day for each kind of activity rather than a timetable dominated by one.",
      ],
      primary: [
        "Cut one topic from this term's plan and use the time to go deeper on a central idea.",
        "For each unit, write down three different entry points before planning any activities.",
        "End each unit with a performance of understanding designed before the teaching starts.",
      ],
      secondary: [
        "Build a course around a handful of generative topics, each linked to a core idea of the discipline.",
        "Plan an interdisciplinary unit only where each discipline contributes its own rigorous way of thinking.",
        "Review last year's scheme and mark the lessons students forgot quickly, as candidates for cutting.",
      ],
    },
    pitfall:
      "Planners add entry points to an already overloaded scheme of work, so depth never happens and coverage gets worse.",
    question: "What will you cut from your plan so that students can understand one thing deeply?",
  },
  wellbeing: {
    position:
      "My published work does not address teacher wellbeing, so what follows applies my ideas rather than stating a position I hold. Intrapersonal intelligence, knowledge of one's own feelings, strengths and limits, is as real for teachers as for students. A teacher who understands their own profile can teach from strengths and seek colleagues who complement them.",
    work: "Frames of Mind: The Theory of Multiple Intelligences",
    addressed: false,
    moves: {
      early: [
        "Notice which parts of the day you enjoy leading and plan to lead more from that strength.",
        "Share music or storytelling duties with a colleague whose strengths differ from yours.",
        "Take a few minutes after the children leave to note one moment when a child surprised you.",
      ],
      primary: [
        "Keep a weekly reflection on which lesson reached the most students and which entry point did the work.",
        "Observe a colleague who teaches the same content differently and borrow one approach.",
        "Set yourself one area of teaching to deepen this term rather than trying to improve everything at once.",
      ],
      secondary: [
        "Form a small study group with colleagues from other subjects to plan one shared unit.",
        "Write down what you believe good work in your discipline looks like and check your lessons against it.",
        "Protect time to keep learning in your own subject, since disciplined mastery is renewed by practice.",
      ],
    },
    pitfall:
      "Teachers try to personally cover every intelligence in every lesson and burn out under an impossible checklist.",
    question: "What are your own strengths as a teacher, and are you using them?",
  },
};
