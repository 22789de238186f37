import type { EducatorNotes } from "../note-types";

/** bell hooks's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "I saw how classroom order is often built on middle-class decorum: quiet, restraint and politeness become the rules, and students whose ways of speaking are louder or more emotional are read as disruptive. Engaged pedagogy does not abandon structure, but it asks whose norms are being enforced and whether conflict is being silenced rather than worked through. A community where everyone is recognized produces a different kind of order than one ruled by fear of punishment.",
    work: "Teaching to Transgress: Education as the Practice of Freedom",
    addressed: true,
    moves: {
      early: [
        "When a child shouts in excitement, name the excitement warmly before asking for a quieter voice, so feeling is not treated as fault.",
        "Make a class promise with the children, in their own words, about how we take care of each other.",
        "After a conflict, ask both children how they felt, and let each be heard before any repair.",
      ],
      primary: [
        "Before you call a behavior disruptive, ask yourself whether it would bother you from a child whose background matched your own.",
        "Hold a community circle each week where students name what is going well and what hurts in the class.",
        "Treat a heated argument as a chance to practice disagreement, setting ground rules rather than ending it.",
      ],
      secondary: [
        "Discuss with students which unwritten rules of the classroom favor some backgrounds over others, and revise one together.",
        "When a tense moment arises, pause the lesson and acknowledge the tension openly instead of moving on.",
        "Build relationships with students who are often sanctioned by learning what they care about outside school.",
      ],
    },
    pitfall:
      "Teachers hear the critique of decorum as permission to avoid any structure, leaving the most vulnerable students exposed in chaotic rooms.",
    question: "Whose ways of speaking and moving are treated as disorder in your classroom?",
    worked: [
      {
        move: "When a tense moment arises, pause the lesson and acknowledge the tension openly instead of moving on.",
        steps: [
          "When a hurtful comment is made, stop the discussion at once rather than letting it pass: *I want to stop here for a moment.*",
          "Name what happened without shaming the speaker: *What was just said hurts people in this room, and I am not going to move on as if it did not.*",
          "Say what the room is for: *We can disagree here, hard, but not by making anyone smaller.*",
          "Give the class a minute to write privately what they are thinking or feeling, so the quiet and the hurt have a way in before the loudest voices.",
          "Speak with the student who made the comment after the lesson, one to one, asking what they meant and what they heard, and come back to the topic with the class next lesson.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "I believe excitement in the classroom is possible and that it arises when everyone's presence is recognized and valued, not only the teacher's. Students come alive when they see that learning connects to their lives and when the teacher is also engaged, growing and taking risks. Boredom is often a sign that students have been made into passive consumers of information.",
    work: "Teaching to Transgress: Education as the Practice of Freedom",
    addressed: true,
    moves: {
      early: [
        "Begin the day by letting each child share one thing they are excited about, and ask a real question back.",
        "Show your own delight aloud when the group discovers something, such as a snail on the window.",
        "Turn a child's enthusiasm, such as trains, into the next day's shared activity and name where the idea came from.",
      ],
      primary: [
        "Ask students to tell a partner about a time in their own lives that connects to the story before the class discusses it.",
        "When energy drops, stop and ask students what is happening, then change the activity rather than pushing through.",
        "Bring in a book you are reading for yourself and tell students what excites you in it.",
      ],
      secondary: [
        "Ask students to write a short piece connecting the material to their experience and read it aloud.",
        "Take a risk in your own teaching, such as trying a new format, and tell students why.",
        "Let students shape the direction of discussion when it takes off, even if it changes your plan.",
      ],
    },
    pitfall: "Excitement is pursued through entertainment, while students' lives and voices remain outside the lesson.",
    question: "When did your classroom last feel exciting, and whose presence made it so?",
    worked: [
      {
        move: "Ask students to write a short piece connecting the material to their experience and read it aloud.",
        steps: [
          "After introducing the material, ask students to write for ten minutes on where it touches their own life or the life of someone they know.",
          "Write one yourself and read it first, so you take the same risk you ask of them.",
          "Invite volunteers to read theirs aloud, and thank each reader without grading what they said.",
          "Draw the discussion from what was read back to the material: *What does this help us see in the text?*",
        ],
      },
    ],
  },
  literacy: {
    position:
      "I ask students to write short pieces and read them aloud, so that every voice is heard and valued early in a course. Reading is never neutral: I teach students to read for whose experience is at the center and whose is at the margin. Reading and writing become a practice of freedom when students read texts that reflect and question their lives.",
    work: "Teaching to Transgress: Education as the Practice of Freedom",
    addressed: true,
    moves: {
      early: [
        "Read picture books in which children of many backgrounds are heroes, and ask who in the story is like you.",
        "Scribe a story each child tells you and read it back to the group with the author beside you.",
        "After a story, ask the children how they would change the ending to be fairer to one character.",
      ],
      primary: [
        "Have students write a paragraph about their own experience and read it aloud in a circle.",
        "Ask students who is missing from a story and write a new scene including them.",
        "Add a book by an author from the students' own community to the class library and read it aloud first.",
      ],
      secondary: [
        "Ask students to write a short autobiographical piece and read it aloud at the start of a course.",
        "Ask students, for each text, who is at the center, who is at the margin, and who is missing entirely.",
        "Have students write a paragraph linking a text to their experience before they analyze its form.",
      ],
    },
    pitfall: "Reading aloud becomes a performance that exposes students who are not ready, instead of an invitation.",
    question: "Do your students see their own lives in what they read?",
  },
  mathematics: {
    position:
      "I never wrote about mathematics teaching; my classrooms were in literature, writing and women's studies. Reasoning from engaged pedagogy, a mathematics room is still a community in which every student's presence should be recognized, and where admitting confusion is safe rather than shameful. Numbers can also serve critical thinking, for instance when students use them to see how class shapes their lives.",
    work: "Teaching Critical Thinking: Practical Wisdom",
    addressed: false,
    moves: {
      early: [
        "When two children count the same basket differently, ask each to show their way and thank both for it.",
        "Say I'm not sure, let me think, aloud while counting with the children, so uncertainty is normal.",
        "Count and sort objects children bring from home, such as buttons or shells, and let each child tell where theirs came from.",
      ],
      primary: [
        "Thank the student whose wrong answer reveals a common misunderstanding, and work it through with the whole class.",
        "Graph how students get to school or who cooks at home, and ask what the graph tells us about our lives.",
        "Keep a tally for one lesson of who answers, then deliberately invite the students who never appear on it.",
      ],
      secondary: [
        "Have students compare wage and rent data for their town and discuss what the figures reveal about class.",
        "Open a unit by asking students to write anonymously how mathematics makes them feel, and respond to the patterns openly.",
        "Let students explain a method to a partner before anyone reports to the class, so quieter voices rehearse first.",
      ],
    },
    pitfall:
      "Teachers decorate exercises with social themes but keep a culture of speed, ranking and fear that silences the same students as before.",
    question: "Who in your mathematics lessons feels safe enough to say they are lost?",
  },
  science: {
    position:
      "I did not write about science teaching. Reasoning from my work on critical thinking, I would want students to ask where knowledge comes from, who produced it and whose lives it has helped or harmed, while taking evidence seriously. Radical openness, a willingness to hold new perspectives, is as much a scientific habit as a political one.",
    work: "Teaching Critical Thinking: Practical Wisdom",
    addressed: false,
    moves: {
      early: [
        "Write down every question the children ask on a nature walk and choose one to explore the next day.",
        "Show pictures of scientists of many colors and both sexes, and ask the children what a scientist does.",
        "Investigate foods from children's homes, such as how different breads feel and smell.",
      ],
      primary: [
        "Begin a topic by asking what students' families know about it, such as remedies or growing food, and test one idea.",
        "Ask students to draw a scientist, then discuss why so many drawings look alike.",
        "Teach students to ask how do we know that, and practice it on a claim from the textbook.",
      ],
      secondary: [
        "Study a case where science was used to justify racial hierarchy and how other scientists overturned it.",
        "Have students investigate an environmental issue that affects their own neighborhood and present evidence to residents.",
        "Ask students to lay out two sides of a current scientific debate and say what evidence would change their minds.",
      ],
    },
    pitfall: "Critique of science slides into cynicism, and students conclude that evidence is only opinion.",
    question: "Do your students believe that science is done by people like them?",
  },
  assessment: {
    position:
      "Grading was not a subject I wrote about at length. Reasoning from engaged pedagogy, assessment belongs inside a relationship in which students know they are seen as whole people, and it should never replace that recognition. I would also check whether my criteria reward only middle-class ways of writing and speaking.",
    work: "Teaching to Transgress: Education as the Practice of Freedom",
    addressed: false,
    moves: {
      early: [
        "Tell each child one specific thing you noticed in their drawing or building today, using their words about it.",
        "Write down what children say about their own work beside your notes, so their view is part of the record.",
        "Show families a photograph of a moment of growth rather than a checklist of skills.",
      ],
      primary: [
        "Respond first in writing to what a student said in their piece, as a reader, before you mention spelling.",
        "Hold a five-minute conference where the student names one thing they are proud of and one they want help with.",
        "Reread your marking criteria and ask whether a student who writes in a home dialect could still meet them.",
      ],
      secondary: [
        "Write comments that argue with a student's ideas, showing that you took them seriously.",
        "Allow a revision after feedback on major pieces, so critique becomes a step rather than a verdict.",
        "Explain your grading openly in class and invite students to question criteria that seem unfair.",
      ],
    },
    pitfall:
      "Rejecting punitive grading becomes vague praise, which denies students the honest critique that respect requires.",
    question: "Does your feedback show each student that you have truly read them?",
    worked: [
      {
        move: "Allow a revision after feedback on major pieces, so critique becomes a step rather than a verdict.",
        steps: [
          "Tell students before the task that every major piece can be revised once after feedback.",
          "Write feedback that engages with their ideas and names the one or two changes that matter most.",
          "Give a week for revision, and ask students to note what they changed and why.",
          "Grade the revised piece, and talk with any student who did not revise about what held them back.",
        ],
      },
    ],
  },
  homework: {
    position:
      "Homework is not something I took up in my writing. Reasoning from Where We Stand, I would remember that students from poor and working-class homes may lack space, time and quiet, and that assignments can quietly reproduce class privilege. Work outside class should invite reflection that connects learning to life, not add a burden some homes cannot carry.",
    work: "Where We Stand: Class Matters",
    addressed: false,
    moves: {
      early: [
        "Ask children to bring back a family story or song instead of a worksheet.",
        "Keep any home activity playful and optional, and never mark a child down for not doing it.",
        "Ask families about their working hours before suggesting activities for evenings.",
      ],
      primary: [
        "Set a home task that draws on family knowledge, such as asking an elder how they learned to read.",
        "Offer a lunchtime homework club for students without a quiet space at home.",
        "Check that no task requires buying materials, printing or internet access some families lack.",
      ],
      secondary: [
        "Replace routine exercises with a weekly journal entry linking the class material to something in the student's life.",
        "Ask students privately about jobs or caring duties before setting deadlines.",
        "Keep the library open after school with an adult who can help.",
      ],
    },
    pitfall: "Teachers read missing homework as laziness without knowing the conditions of students' homes.",
    question: "What does your homework assume about the homes your students go back to?",
  },
  inclusion: {
    position:
      "My writing on inclusion concerns race, class and gender rather than disability specifically. In Feminist Theory I described how growing up at the margin taught me to see both the margin and the center, a double vision the center often lacks. Including students therefore means letting what they see from the margin change the center of the classroom, not merely admitting them to it unchanged.",
    work: "Feminist Theory: From Margin to Center",
    addressed: true,
    moves: {
      early: [
        "Stock the book corner and the dolls with a range of skin colors and family forms, and notice which ones children choose.",
        "Watch which children are left out of play for a week, then start a game in which one of them holds the key role.",
        "Ask each family how to say their child's name, and practice it until you say it right.",
      ],
      primary: [
        "Track for a week whose voices are heard in discussion, then share the pattern with students and change it together.",
        "Ask a student to teach the class something they know from home, such as a game or a recipe, as an expert.",
        "Offer two or three ways to show understanding of the same text, such as writing, speaking or drawing, with the same standard for each.",
      ],
      secondary: [
        "Have students audit the authors in the year's reading list by race, class and gender, and propose additions.",
        "Let students choose between an essay, a spoken piece or a visual essay for one major assignment.",
        "When difference surfaces in discussion, name it calmly rather than steering away from it.",
      ],
    },
    pitfall: "Inclusion becomes a celebration of diversity that leaves the center unchanged.",
    question: "Who is at the margin of your classroom, and what could the center learn from them?",
    worked: [
      {
        move: "Track for a week whose voices are heard in discussion, then share the pattern with students and change it together.",
        steps: [
          "For a week, keep a tally on your seating plan of who speaks in whole-class discussion and for how long.",
          "Look at the pattern: whose voices dominate and whose are absent, by gender, race or who sits where.",
          "Show the class the pattern without naming individuals, and ask: *What do you notice? Why might this be?*",
          "Agree together one change to try, such as talk partners first or passing a token, and tally again the next week.",
        ],
      },
    ],
  },
  multilingual: {
    position:
      "I wrote about the power of language, how standard English can be a tool of domination, and how Black vernacular and other languages carry resistance and intimacy. In my classes I encouraged students to speak in their first language and translate, so that others could hear difference without always understanding it. Learning to listen to speech we do not fully understand is part of building community.",
    work: "Teaching to Transgress: Education as the Practice of Freedom",
    addressed: true,
    moves: {
      early: [
        "Invite a child to teach the class a song in their home language, and sing it together each week.",
        "When a child uses a home-language word, repeat it with interest and ask what it means.",
        "Label the room with the words for door, window and book in each language the children speak.",
      ],
      primary: [
        "Let students answer in their first language in discussion and then translate for the class, so everyone hears the difference.",
        "Compare how a sentence sounds in standard English and in a local dialect, and discuss why one is called correct.",
        "Invite a parent to read a story in their home language while students follow the pictures.",
      ],
      secondary: [
        "Ask students to write a piece in their home language or dialect and present it with a translation.",
        "Study how language is used to include and exclude in society.",
        "Hold a reading where each student reads a line in any language they know, and the class listens without asking for translation.",
      ],
    },
    pitfall: "Teachers tolerate home languages in casual talk but never let them into serious academic work.",
    question: "Can your students speak in their first language in your class without shame?",
  },
  discussion: {
    position:
      "Engaged pedagogy, as I describe it in Teaching to Transgress, rests on recognizing that everyone in the room influences the classroom dynamic and contributes to it, so the teacher is not its only keeper. I make sure that each voice is heard early, because a student who has spoken once is more likely to speak again. Conflict and disagreement belong in that community, and learning to stay in the room with them is part of what we learn.",
    work: "Teaching to Transgress: Education as the Practice of Freedom",
    addressed: true,
    moves: {
      early: [
        "Pass a talking stone around the circle so every child has a turn, including the chance to pass.",
        "Practice the words *I think something different* in a puppet play before children need them.",
        "Ask the group to decide together how to share the new bikes, and follow their plan for a week.",
      ],
      primary: [
        "In the first week, ask every student to answer one question aloud, so each voice has entered the room.",
        "Teach students to name whose idea they are building on, as in I agree with Sam because.",
        "When a discussion becomes tense, pause, say that it feels hard, and ask students what they need to go on.",
      ],
      secondary: [
        "Open a course by having each student write a short autobiographical paragraph and read it aloud to the class.",
        "Rotate the role of discussion leader so students, not you, carry the conversation.",
        "After a heated discussion, ask students to write privately what they learned from someone they disagreed with.",
      ],
    },
    pitfall:
      "Teachers equate community with harmony and close down conflict, which silences the students whose experience disturbs the comfortable majority.",
    question: "Who carries the responsibility for discussion in your room: all of you, or only you?",
    worked: [
      {
        move: "In the first week, ask every student to answer one question aloud, so each voice has entered the room.",
        steps: [
          "Choose a question everyone can answer, such as *What is a book or film that mattered to you?*",
          "Go round the room and ask each student to answer aloud, briefly.",
          "Answer it yourself too.",
          "Refer back to their answers in later discussions, so each voice stays part of the room.",
        ],
      },
    ],
  },
  questioning: {
    position:
      "I believe critical thinking starts in children's passionate curiosity, their endless who, what, when, where and why, and that much schooling teaches them to stop asking. I want classrooms of radical openness in which students question everything, including me. A question matters less for the answer it gets than for the engagement it opens.",
    work: "Teaching Critical Thinking: Practical Wisdom",
    addressed: true,
    moves: {
      early: [
        "Keep a why jar where you write children's questions each day and answer one together at story time.",
        "Show a picture and ask only what do you wonder, collecting every answer without judging.",
        "Let children interview you for five minutes about your own life.",
      ],
      primary: [
        "Before reading a text, have students write two questions they hope it will answer.",
        "Say aloud one assumption you made in your lesson and ask students whether it was fair.",
        "Give students a textbook paragraph and ask whose story it tells and whose it leaves out.",
      ],
      secondary: [
        "Invite students to challenge your reading of a text, and change your view in front of them when they persuade you.",
        "Ask students to list the assumptions an article makes before they decide whether they agree.",
        "End a seminar by asking which question no one has yet dared to ask.",
      ],
    },
    pitfall:
      "Teachers encourage students to question authors and institutions but grow defensive when the questions turn to their own authority.",
    question: "When did a student last challenge you, and what did you do with it?",
    worked: [
      {
        move: "Ask students to list the assumptions an article makes before they decide whether they agree.",
        steps: [
          "Give students a short article on a debated issue.",
          "Before any discussion of agreement, ask them to list what the writer takes for granted.",
          "Compare lists in pairs, then as a class.",
          "Only then ask whether they agree, and whether the assumptions change their answer.",
        ],
      },
    ],
  },
  "early-years": {
    position:
      "Play and the early years are not fields I wrote about as such. I did remember my segregated elementary school, where Black women teachers nurtured our minds and made learning a place of joy, because they knew us and our families. Reasoning from that memory, young children need to be seen and cherished, and their curiosity protected from the pressure to conform.",
    work: "Teaching to Transgress: Education as the Practice of Freedom",
    addressed: false,
    moves: {
      early: [
        "Greet each child by name at the door and mention one thing you remember about them.",
        "Answer children's hard questions, such as why skin colors differ, honestly and simply.",
        "Fill the book corner with stories in which children from your families' communities are the heroes.",
      ],
      primary: [
        "Learn one thing about each student's life outside school in the first month and refer to it.",
        "Keep a daily story time in the early grades as a moment of shared joy, not instruction.",
        "Visit families or meet them outside school to know the community your students come from.",
      ],
      secondary: [
        "Ask students to write about a teacher who made them feel seen when they were small.",
        "Have students read picture books to a kindergarten and discuss which children the books represent.",
        "Discuss how early schooling taught students what kind of learner they were.",
      ],
    },
    pitfall: "Early years settings prize compliance and quiet over the joy and recognition young children most need.",
    question: "Does each young child in your room feel known and cherished?",
  },
  adolescents: {
    position:
      "I never wrote a theory of adolescence. I did write that when I moved from segregated to integrated schools as a teenager, knowledge became mere information and school stopped being a place of joy. Reasoning from that, adolescents need teachers who see them fully and connect learning to their lives, especially those who feel marginal in the school.",
    work: "Teaching to Transgress: Education as the Practice of Freedom",
    addressed: false,
    moves: {
      early: [
        "Invite a teenager to read a favorite childhood book aloud to the class and say why it mattered.",
        "Let children tell what they think being a teenager will be like and listen without correcting.",
        "Read stories in which older children protect or teach younger ones.",
      ],
      primary: [
        "Before the move to secondary school, hold a circle where students name their worries and older students answer them.",
        "Give upper primary students a real say in one class decision each month.",
        "Talk openly about unfairness students have seen, such as who gets blamed, and what could change.",
      ],
      secondary: [
        "Design one unit around a question of identity students care about, with readings that speak to it.",
        "Acknowledge openly when race, class or gender shapes an incident in school, instead of treating it as neutral.",
        "Make a point of a short personal conversation each week with a student who seems alienated.",
      ],
    },
    pitfall:
      "Teachers treat adolescents' questions of identity as distractions from the syllabus rather than as its way in.",
    question: "Do your adolescents experience school as a place of joy, or only of information?",
  },
  arts: {
    position:
      "In the short essays on imagination and on telling and sharing stories in Teaching Critical Thinking, I describe imagination as a powerful means of resistance that schooling often trains out of children in favor of conformity. Sharing personal stories, the teacher's and the students', builds the community in which learning happens. Art lets students imagine what is not yet, and that is the ground on which change becomes thinkable.",
    work: "Teaching Critical Thinking: Practical Wisdom",
    addressed: true,
    moves: {
      early: [
        "Let children invent a story together and act it out, with you writing it down as it grows.",
        "Offer paint, clay and found objects with no model to copy, and ask children to tell you about what they made.",
        "Tell a story from your own childhood and invite children to tell one back.",
      ],
      primary: [
        "Open a lesson with a short story from your own life that connects to the topic.",
        "Ask students to draw or build the school they would like, then discuss one change the class could make.",
        "Invite an artist from the students' community to show their work and how they began.",
      ],
      secondary: [
        "Have students make a piece of art, a poem or a short film in response to an injustice they have studied.",
        "Use storytelling circles in which students connect a personal story to the analysis of a text.",
        "Study an artist who challenged dominant images of race or gender and discuss how.",
      ],
    },
    pitfall: "Art and storytelling are treated as rewards or breaks from serious work instead of as ways of thinking.",
    question: "Where in your week do your students imagine what does not yet exist?",
  },
  technology: {
    position:
      "I did not write about devices in classrooms. Reasoning from my work on critical thinking and dominator culture, I would teach students to read media critically for how they represent race, class and gender, and to notice when technology isolates people rather than connecting them. A tool is worth using in school when it serves community and voice.",
    work: "Teaching Critical Thinking: Practical Wisdom",
    addressed: false,
    moves: {
      early: [
        "Talk with children about a cartoon they love: who are the heroes, and who looks like you?",
        "Protect long stretches of face-to-face play rather than filling gaps with screens.",
        "Let children record their own stories on a tablet and play them to the group.",
      ],
      primary: [
        "Examine a toy advertisement with students and ask what it says about girls, boys and families.",
        "Use a shared digital project, such as a class podcast, that needs every student's voice.",
        "Ask students how they feel after an hour of gaming or videos, and listen without lecturing.",
      ],
      secondary: [
        "Have students analyze how a streaming series represents a group they belong to.",
        "Discuss how social media affects friendship and self-esteem, starting from students' own accounts.",
        "Support students to make a short video that tells a story from their community that the media ignore.",
      ],
    },
    pitfall: "Media criticism becomes moralizing about what students watch, rather than thinking alongside them.",
    question: "Does the technology in your room bring students into community, or keep them apart?",
  },
  families: {
    position:
      "In Where We Stand I wrote about leaving a working-class Southern family for elite universities, and the pain of feeling split between home and the academy. Many students from poor and working-class homes believe they must betray their families to succeed. Teachers should honor the knowledge and values of students' homes while opening new worlds, so students need not choose.",
    work: "Where We Stand: Class Matters",
    addressed: true,
    moves: {
      early: [
        "Ask each family what they most want you to know about their child, and use it in the first week.",
        "Invite family members to share a craft, recipe or song with the class.",
        "Plan events that cost nothing and happen at times when shift workers can come.",
      ],
      primary: [
        "Offer conference times early in the morning or in the evening for working parents.",
        "Tell parents specifically what their knowledge has added to the class, such as a story or skill.",
        "Discuss with students how learning at school can add to home rather than replace it.",
      ],
      secondary: [
        "Read a memoir of someone torn between home and school, and let students discuss their own experience.",
        "Invite families to an evening where students present work and thank the people who supported them.",
        "Mentor first-generation college applicants on how to stay connected to home while they go.",
      ],
    },
    pitfall:
      "Schools treat working-class families as lacking, and students learn to be ashamed of where they come from.",
    question: "Do your students believe they must leave their families behind to succeed?",
  },
  planning: {
    position:
      "I believe a teacher must be willing to change the agenda when the class calls for it, responding to the energy in the room rather than sticking rigidly to a script. A plan is a starting point that should leave space for students' voices to shape the course. Recognizing each student's presence matters more than covering every item.",
    work: "Teaching to Transgress: Education as the Practice of Freedom",
    addressed: true,
    moves: {
      early: [
        "Keep one session each day unplanned so the children's current interest can lead it.",
        "Write down children's questions during the week and build the next week's plan from them.",
        "Plan a daily circle where every child can speak.",
      ],
      primary: [
        "Leave one lesson a week open for topics students propose.",
        "When a discussion takes off, let it run and move the planned activity to the next day.",
        "Add one text or example to each unit that comes from students' communities.",
      ],
      secondary: [
        "Let students choose two of the readings for a unit from a list you prepare.",
        "Schedule a midpoint check-in where students say what is and is not working, and change the plan.",
        "Plan readings so that authors from the margin sit at the center of the unit, not in an appendix.",
      ],
    },
    pitfall: "Spontaneity becomes an excuse for lack of preparation, and students feel the class drifting.",
    question: "How much of your plan could change if your students came alive?",
  },
  wellbeing: {
    position:
      "In Teaching to Transgress I argue that a teacher can empower students only if she is also working at her own self-actualization and tending her own well-being. Engaged pedagogy asks us to be whole, not to split mind from body or to hide behind a role, and it asks us to be vulnerable too. Care sustains teaching, but that care has to include oneself and a community of colleagues.",
    work: "Teaching to Transgress: Education as the Practice of Freedom",
    addressed: true,
    moves: {
      early: [
        "Take five quiet minutes before the children arrive to notice how you are feeling and what you need today.",
        "Share one moment of joy from the day with a colleague before you leave.",
        "Ask for help with a hard day instead of hiding it.",
      ],
      primary: [
        "Find one colleague with whom you can speak honestly about what is not working.",
        "Write a short monthly reflection on how you have grown, not only on what students achieved.",
        "Decide on one boundary, such as no marking after nine, and keep it.",
      ],
      secondary: [
        "Form a small group of teachers who meet to read and talk about engaged pedagogy.",
        "Reflect on how your own class, race and gender shape what you expect of students.",
        "Treat sleep, movement and rest as part of preparing to teach, not as luxuries.",
      ],
    },
    pitfall:
      "Teachers pour themselves into students until they burn out, forgetting that their own self-actualization is part of the work.",
    question: "What are you doing for your own well-being so that you can be whole in your classroom?",
  },
};
