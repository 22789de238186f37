import type { EducatorNotes } from "../note-types";

/** Benjamin Bloom's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "I never wrote about classroom discipline as such; reasoning from my work, much misbehavior follows repeated failure. In Human Characteristics and School Learning I described how a student's affective entry characteristics, their interest, attitude and view of themselves as a learner, are shaped by a history of success or failure in earlier units. A student who has failed unit after unit has good reason to stop cooperating, and mastery can change that history.",
    work: "Human Characteristics and School Learning",
    addressed: false,
    moves: {
      early: [
        "Break a new routine such as hanging up coats into small steps and practice each until every child can do it.",
        "Tell a child exactly which step they managed today, so their sense of success grows with the routine.",
        "When a child cannot follow an instruction, show them again another way before treating it as defiance.",
      ],
      primary: [
        "Look up the recent quiz results of your most disruptive student and check whether the trouble began where their mastery stopped.",
        "Give a student who acts up during independent work a short corrective task they can complete successfully before the main task.",
        "Make the success criteria for each activity visible so students know what doing it well looks like.",
      ],
      secondary: [
        "Meet privately with a disengaged student, find the earliest unit they did not master, and plan a corrective path from there.",
        "Use a brief formative check at the start of lessons so students who are lost are spotted before they act out.",
        "Give students who finish early a genuine enrichment task, since idle students who have mastered the work often become restless.",
      ],
    },
    pitfall:
      "Teachers treat disruption only as a conduct issue and never look for the gap in prior learning that keeps producing it.",
    question: "How many units ago did this student stop succeeding in your subject?",
    worked: [
      {
        move: "Look up the recent quiz results of your most disruptive student and check whether the trouble began where their mastery stopped.",
        steps: [
          "Pull up the last few formative quiz results for [name] and mark the first unit where they fell below mastery.",
          "Check your behavior notes for the same weeks: did the trouble start or grow then?",
          "If it did, give [name] a short corrective on that unit, one to one or in a small group, with a second quiz on it.",
          "Watch their behavior in the lessons after they reach mastery on the second quiz, and note any change.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "In Human Characteristics and School Learning I argue that a student's interest in a subject and confidence as a learner are largely the product of past success or failure in it. When students master one unit, they enter the next with better attitudes and better prerequisites, and the gap between learners narrows. Motivation is therefore something teaching produces, not only something students bring.",
    work: "Human Characteristics and School Learning",
    addressed: true,
    moves: {
      early: [
        "Choose a skill each child is close to managing, such as zipping a coat, and help them succeed at it this week.",
        "Celebrate the moment a child masters something with a specific description of what they can now do.",
        "Keep tasks short enough that every child finishes something successfully each session.",
      ],
      primary: [
        "After a formative quiz, give students who missed items a corrective and a second parallel quiz so they can see themselves succeed.",
        "Show students a simple chart of the unit objectives they have mastered so progress is visible.",
        "Start a new unit by checking the prerequisites, so no one begins already behind.",
      ],
      secondary: [
        "Tell students plainly that achievement in your course depends on time and help, and show them how to get both.",
        "Allow a retake after correctives and record the higher result, so effort leads to a real change.",
        "Ask students what they believe they can now do that they could not at the start of the unit.",
      ],
    },
    pitfall:
      "Teachers wait for motivation to appear before teaching well, when success on the next unit is what would create it.",
    question: "When did your least motivated student last experience genuine mastery in your class?",
    worked: [
      {
        move: "Allow a retake after correctives and record the higher result, so effort leads to a real change.",
        steps: [
          "After a unit test, give back each student's results by item and tell them the retake date, about a week away.",
          "Give a corrective for each item missed, such as a worked example, a different explanation or a peer tutor.",
          "Give a parallel form of the test on the retake date, covering the same objectives with different items.",
          "Record the higher of the two results, and tell students so before the first test.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "I did not write specifically about teaching reading; applying my work, reading is a sequence of learnable skills that nearly every child can master given enough time and suitable help. Learning for Mastery asks that we define what mastery looks like, check it with brief formative tests, and offer correctives to those who have not yet reached it. Because reading feeds every later subject, an early gap left uncorrected grows year by year.",
    work: "Learning for Mastery",
    addressed: false,
    moves: {
      early: [
        "Listen to each child retell a picture book and note who can sequence the events, then retell with those who cannot.",
        "Teach one letter sound at a time and check each child's hold on it through a game before adding the next.",
        "Give children who have mastered the sounds an extension such as inventing rhymes with them.",
      ],
      primary: [
        "After each phonics or comprehension unit, give a five-minute ungraded check and regroup students for correctives the next day.",
        "Offer a corrective in a different form, such as a partner reading or an audio version, rather than the same worksheet again.",
        "Ask questions on a shared text that climb from recall of events to analysis of a character's motive.",
      ],
      secondary: [
        "Write the reading objectives of the unit as things students will be able to do, such as identify an author's claim and evidence.",
        "Use a short formative task on a new passage to see who can apply the skill, then run correctives for the rest.",
        "Pair students who have mastered the skill with those who have not for a peer-tutoring session.",
      ],
    },
    pitfall:
      "Struggling readers receive the same explanation again, louder and slower, instead of a genuinely different corrective.",
    question:
      "Which reading skill have some of your students never mastered, and what different route have you offered them?",
  },
  mathematics: {
    position:
      "My writings do not treat mathematics apart from other subjects, but it is where mastery learning matters most, because each unit rests on the last. In Learning for Mastery I argue that most students can reach the level we now expect only of the top group if we allow time and give correctives. In mathematics, a student who has not mastered fractions cannot be expected to master algebra built on them.",
    work: "Learning for Mastery",
    addressed: false,
    moves: {
      early: [
        "Check one-to-one counting with each child using real objects before moving to comparing amounts.",
        "Play a quick matching game to see which children recognize small quantities at a glance, and play more with those who do not.",
        "Give children who count confidently a challenge, such as finding two ways to share out six shells.",
      ],
      primary: [
        "Before a new unit, give a short prerequisite check and reteach the gaps first.",
        "End each unit with an ungraded formative quiz, then give correctives such as manipulatives or a worked example for each item missed.",
        "Offer enrichment problems, such as open investigations, to students who have already mastered the unit.",
      ],
      secondary: [
        "Map which earlier skills your next topic relies on and check each one before starting.",
        "Use a parallel second test after correctives so students can demonstrate mastery on new items.",
        "Include questions beyond calculation, such as choosing the method and justifying it, so mastery includes application.",
      ],
    },
    pitfall:
      "Classes move on to the next unit on the calendar date while a third of students still lack what it depends on.",
    question: "What percentage of your class has mastered the skill your next unit depends on?",
  },
  science: {
    position:
      "I did not write specifically about science teaching; my work applies to it as to any course. The Taxonomy of Educational Objectives was meant to help teachers aim beyond knowledge of facts toward application, analysis, synthesis and evaluation. Science asks students to do all of these, and its objectives and tests should say so.",
    work: "Taxonomy of Educational Objectives, Handbook I: Cognitive Domain",
    addressed: false,
    moves: {
      early: [
        "Ask children first to name what they see in a puddle, then to say what might happen to it by afternoon.",
        "After sorting objects that float and sink, ask children to put a new object where they think it belongs and say why.",
        "Ask a child to explain to a friend what happened when the ice melted.",
      ],
      primary: [
        "Write each experiment's objective at the application or analysis level, such as explain why the shadow moved, not only name the parts.",
        "Ask students to design a fair test for a new question, as a synthesis task.",
        "Use a short formative check after each topic and reteach with a hands-on demonstration where students fell short.",
      ],
      secondary: [
        "Review your unit test and count how many items test recall; rewrite some to require analysis of data.",
        "Ask students to evaluate a flawed experimental design and propose improvements.",
        "Give correctives and a second attempt on lab reports that do not yet meet the standard.",
      ],
    },
    pitfall:
      "Science objectives are written with higher-order verbs while the tests still only ask students to recall definitions.",
    question: "What level of the taxonomy do your science test items actually reach?",
  },
  assessment: {
    position:
      "In Learning for Mastery I distinguish formative tests, which are given during learning to diagnose what has and has not been mastered, from summative evaluation at the end. Formative tests should not be graded; they exist to guide correctives for those who have not yet mastered a unit and enrichment for those who have. Grades should then reflect mastery of clear objectives, not a student's place on a curve.",
    work: "Learning for Mastery",
    addressed: true,
    moves: {
      early: [
        "Observe each child during a sorting activity and note who has grasped the idea and who needs another experience of it.",
        "Offer a child who has not yet got it a different activity on the same idea rather than repeating the first one.",
        "Share with each child one thing they can now do that they could not last month.",
      ],
      primary: [
        "Give a short ungraded formative quiz at the end of each unit and sort the results by item, not by student.",
        "Plan a corrective for each quiz item, such as a different explanation, a peer tutor or a game, and a parallel second quiz.",
        "Set enrichment activities for students who reached mastery so corrective time serves everyone.",
      ],
      secondary: [
        "Set a mastery standard for each unit in advance, such as eighty percent, and tell students what it is.",
        "Stop grading on a curve and grade against the objectives so that many students can earn high marks.",
        "Let students use their formative test results to choose their own corrective resources.",
      ],
    },
    pitfall:
      "Formative quizzes are recorded in the gradebook and no correctives follow, so they become just more summative tests.",
    question: "What happens in your class between a formative test and the next unit?",
    worked: [
      {
        move: "Set a mastery standard for each unit in advance, such as eighty percent, and tell students what it is.",
        steps: [
          "Before the unit, decide the standard for mastery, such as eighty percent on the unit test, and write it at the top of the unit outline.",
          "Tell students the standard on the first day, and show them the kinds of questions that will count.",
          "Give a formative quiz midway, and show each student how far they are from the standard.",
          "Give correctives to those below it and a second chance to reach it before the unit ends.",
        ],
      },
    ],
  },
  homework: {
    position:
      "In The 2 Sigma Problem I listed homework among the alterable variables that can raise achievement, and I noted that homework which the teacher grades or comments on has a much larger effect than homework that is merely assigned. Homework earns its place when it is part of the feedback and correctives loop. Set without follow-up, it adds little.",
    work: "The 2 Sigma Problem",
    addressed: true,
    moves: {
      early: [
        "Send home a simple game that practices one skill the child is close to mastering and ask families to tell you how it went.",
        "Ask families to let the child teach them a song or rhyme learned this week.",
        "Follow up in class on what the child did at home so home practice feels noticed.",
      ],
      primary: [
        "Set a short homework task on the week's objective and return it with a comment and one corrective step.",
        "Use homework responses to form the next day's corrective and enrichment groups.",
        "Give students who struggled with the homework a few minutes with you before the next lesson.",
      ],
      secondary: [
        "Mark or comment on a sample of each homework set and discuss the common errors in class the next day.",
        "Use homework as a formative check that feeds into correctives, not as a graded hurdle.",
        "Give students a chance to redo a homework problem after the corrective so the feedback is used.",
      ],
    },
    pitfall: "Homework is set in large amounts and never commented on, so it adds workload without adding learning.",
    question: "What do you do with the homework once it comes back to you?",
  },
  inclusion: {
    position:
      "In Learning for Mastery I argue that if students are normally distributed in aptitude but given instruction suited to their needs and enough time, the great majority can reach mastery. Aptitude predicts the time a student needs, not whether they can learn. The answer to diversity is flexible time and correctives, not lower expectations.",
    work: "Learning for Mastery",
    addressed: true,
    moves: {
      early: [
        "Give a child who needs longer with a puzzle or material the time to finish rather than moving the group on.",
        "Show a new skill several ways, with objects, pictures and gesture, until each child has a way in.",
        "Note which children need repeated experiences of an activity and plan those repetitions deliberately.",
      ],
      primary: [
        "Use corrective time after a formative quiz to give students with learning difficulties a different route to the same objective.",
        "Keep the same mastery goal for all students while varying the time and support each receives.",
        "Train confident students as peer tutors so the correctives reach more children at once.",
      ],
      secondary: [
        "Allow students with additional needs extra time and a second attempt on unit tests rather than a diluted course.",
        "Provide alternative learning resources, such as a simpler text or a video, for students who did not master a unit.",
        "Track how many students reach mastery in each unit and treat a low figure as a teaching problem to solve.",
      ],
    },
    pitfall:
      "Mastery is quietly redefined downward for some students, which abandons the premise that nearly all can reach the same goal.",
    question: "Do your struggling students get more time and different help, or simply easier work?",
    worked: [
      {
        move: "Use corrective time after a formative quiz to give students with learning difficulties a different route to the same objective.",
        steps: [
          "Mark the quiz by objective and list, for each student, the objectives they have not yet mastered.",
          "For each of those objectives, prepare a different route: manipulatives, a diagram, a worked example or a peer tutor.",
          "In corrective time, give each student the route for their missed objectives, not a repeat of the first lesson.",
          "Give a second, parallel quiz on the same objectives to check mastery.",
        ],
      },
    ],
  },
  multilingual: {
    position:
      "I did not write about multilingual learners; reasoning from my work, much of what such students lack at first is a cognitive entry characteristic, the language of instruction, not the ability to master the content. Human Characteristics and School Learning shows that missing prerequisites, left uncorrected, pile up unit by unit. The teaching task is to supply the language as a prerequisite and keep expectations for mastery high.",
    work: "Human Characteristics and School Learning",
    addressed: false,
    moves: {
      early: [
        "Teach the key words of each activity with real objects and gestures before the activity begins.",
        "Check in play whether a new arrival understands routine words like wash, sit and share, and practice the ones they do not.",
        "Let the child show understanding through pointing and doing rather than speech at first.",
      ],
      primary: [
        "List the vocabulary each unit requires and pre-teach it to multilingual students as a prerequisite.",
        "Give formative quizzes with pictures or simplified wording so you can see whether a gap is in language or in content.",
        "Offer correctives in the student's stronger language where a peer or resource can provide it.",
      ],
      secondary: [
        "Separate the language demands from the content objectives when you plan, and plan correctives for each.",
        "Allow extra time on assessments for students still learning the language of instruction.",
        "Pair a newer language learner with a bilingual peer tutor during corrective time.",
      ],
    },
    pitfall:
      "Students still learning the language are placed in lower groups, mistaking a language prerequisite for low aptitude.",
    question: "Is this student missing the concept, or only the words you tested it with?",
  },
  discussion: {
    position:
      "In Learning for Mastery I suggested that small groups of two or three students meet regularly to go over their formative test results and help each other with what they missed. In The 2 Sigma Problem I counted cooperative learning among the methods that raise achievement well above conventional teaching. Group work serves mastery when each member is responsible for everyone reaching it.",
    work: "Learning for Mastery",
    addressed: true,
    moves: {
      early: [
        "Pair a child who has mastered a puzzle with one who has not and ask the first to show, not do it for them.",
        "Use small-group games where the group wins only if every player completes their turn.",
        "After group play, ask each child what they learned from a friend.",
      ],
      primary: [
        "After a formative quiz, form trios in which students explain to each other the items one of them missed.",
        "Give each group a shared goal that every member reaches the unit objective.",
        "Let students who reached mastery lead a small corrective group with a guide card from you.",
      ],
      secondary: [
        "Set up study teams that meet weekly to review their formative results and plan how to help each member.",
        "Structure discussions so each student must explain a solution before the group moves on.",
        "Recognize groups for how many members reach mastery, not for the best individual score.",
      ],
    },
    pitfall:
      "Group work lets the strongest students do everything, so weaker members never master the unit themselves.",
    question: "Does your group work leave every member able to do the task alone afterward?",
  },
  questioning: {
    position:
      "The Taxonomy of Educational Objectives began as a shared framework that examiners could use to classify objectives and test items. We arranged those objectives from knowledge and comprehension through application, analysis and synthesis to evaluation, which lets a teacher see how many questions stop at recall and plan for the higher levels. A lesson's questions should climb.",
    work: "Taxonomy of Educational Objectives, Handbook I: Cognitive Domain",
    addressed: true,
    moves: {
      early: [
        "After a story, ask what happened, then why it happened, then what the children would have done instead.",
        "Ask children to put two toys in order and explain their reason, as an early analysis question.",
        "Ask children which of two drawings of the same thing they think is clearer and why.",
      ],
      primary: [
        "Write a question ladder for each lesson with one question at each level of the taxonomy.",
        "Count your questions in one lesson by level and set a goal to raise the share beyond recall.",
        "Ask students to write their own evaluation question about a text for a partner.",
      ],
      secondary: [
        "Use analysis questions that ask students to compare two sources and find their assumptions.",
        "Ask a synthesis question that requires combining ideas from two units into a new proposal.",
        "End a unit with an evaluation question that asks students to judge a solution against stated criteria.",
      ],
    },
    pitfall:
      "Teachers treat the taxonomy as a strict ladder and never ask young or struggling students anything but recall.",
    question: "How many of today's questions could be answered by memory alone?",
    worked: [
      {
        move: "Use analysis questions that ask students to compare two sources and find their assumptions.",
        steps: [
          "Choose two short sources on the same event that disagree.",
          "Ask: *What does each source say happened?*, then *Where do they differ?*",
          "Ask: *What does each writer assume?*",
          "Ask students to write which source they find more reliable and why.",
        ],
      },
    ],
  },
  "early-years": {
    position:
      "In Developing Talent in Young People my colleagues and I found that the early years of talent development were playful and exploratory, guided by warm and encouraging first teachers, before any demand for precision. Interest and a love of the activity came first, and discipline later. My broader work also holds that early learning conditions have lasting effects, so the early years deserve special care.",
    work: "Developing Talent in Young People",
    addressed: true,
    moves: {
      early: [
        "Put out a new instrument or material, such as a drum or clay, and let children explore it playfully for several days before showing any technique.",
        "Respond with warmth and interest to every early attempt a child makes at a new activity, so the first experience is a happy one.",
        "Notice which activities each child returns to again and again and offer more of them the following week.",
      ],
      primary: [
        "Begin each new activity in first grade, such as recorder or chess, with a playful exploratory phase before any formal practice.",
        "Tell families about an interest you have seen a child sustain, so home can support it too.",
        "Introduce clear goals and regular practice in an activity only once a child has shown sustained interest in it.",
      ],
      secondary: [
        "Ask students how they first became interested in their strongest activity, and discuss what early encouragement they had.",
        "Let older students design playful first sessions in their area of talent for younger children.",
        "Consider whether a student who seems to lack talent simply missed the early, playful stage, and offer it now.",
      ],
    },
    pitfall:
      "Adults demand precision and drill in the early years, which can extinguish the interest that later talent depends on.",
    question: "Does your youngest learners' first experience of this activity make them want to come back?",
  },
  adolescents: {
    position:
      "In Developing Talent in Young People we found that after a playful early phase, talented young people entered middle years of precision and disciplined practice, usually under more demanding teachers, and later a phase of personal mastery and style. Adolescence is when students can take on sustained, deliberate practice toward high standards. Their talent is developed, not discovered.",
    work: "Developing Talent in Young People",
    addressed: true,
    moves: {
      early: [
        "Give children long stretches of time to play in the areas they love, as the foundation for later practice.",
        "Tell a child specifically what they did well in their play, such as the tall tower they balanced, so they feel capable.",
        "Let children repeat a favorite activity as often as they wish, since early enjoyment builds the commitment later years require.",
      ],
      primary: [
        "Introduce short, regular practice routines in an activity a student already loves, such as ten minutes of daily piano or sketching.",
        "Record a student's performance in a skill before and after a month of practice and compare the two with them.",
        "Connect a keen student with a club or an outside teacher who can teach the activity properly.",
      ],
      secondary: [
        "Help a committed student design a weekly practice plan toward a specific standard, such as a graded music exam.",
        "Arrange for an advanced student to work with an expert mentor during the precision phase of their development.",
        "Tell adolescents plainly that the accomplished adults in our study developed their talent over many years of support and practice.",
      ],
    },
    pitfall:
      "Teachers write off adolescents who do not yet show talent, treating ability as a gift they either have or lack.",
    question: "Which of your adolescents is ready for more demanding practice and a more expert teacher?",
  },
  arts: {
    position:
      "In Developing Talent in Young People we studied concert pianists and sculptors alongside swimmers, tennis players, mathematicians and scientists, and found the same pattern of long support, teaching and practice. Artistic accomplishment is developed through stages, not simply born. Schools and families can do a great deal to cultivate it.",
    work: "Developing Talent in Young People",
    addressed: true,
    moves: {
      early: [
        "Offer daily time with paint, clay or instruments, and comment on what children tried rather than judging the result.",
        "Display every child's artwork with care so each feels their efforts are valued by the adults.",
        "Sing with the children every day so that music is an ordinary part of their lives.",
      ],
      primary: [
        "Teach one art technique at a time, such as color mixing, in small steps, and let students practice each until they are confident.",
        "Keep each student's drawings from across the year and look through them together to show their progress.",
        "Invite a local artist to work with a student who shows both interest and persistence.",
      ],
      secondary: [
        "Set clear technical objectives for an art or music unit and check them with an ungraded formative task before the final piece.",
        "Map a path to advanced study, such as portfolio courses or youth orchestras, for students committed to an art form.",
        "Ask students to keep a practice log in their art form and review it with you every few weeks.",
      ],
    },
    pitfall:
      "Schools treat artistic ability as an innate gift, so children who do not show early talent never receive instruction.",
    question: "What support and teaching does a young artist in your class receive beyond encouragement?",
  },
  technology: {
    position:
      "I never wrote about screens or classroom technology; reasoning from my work, the test of any tool is whether it brings group instruction closer to the two-sigma effect of good one-to-one tutoring. The 2 Sigma Problem challenged researchers and teachers to find methods that approach that effect. Technology that delivers frequent feedback and correctives may help; technology that only displays content will not.",
    work: "The 2 Sigma Problem",
    addressed: false,
    moves: {
      early: [
        "Use a simple recording device to let a child listen back to their own retelling and try again.",
        "Keep screen activities short and always follow them with real materials and talk.",
        "Choose any digital game for its feedback on a single skill, not for its entertainment.",
      ],
      primary: [
        "Use a quick digital quiz at the end of a unit to sort students for correctives and enrichment the same day.",
        "Assign practice software only where it gives immediate feedback and a different route after errors.",
        "Check the software's reports against your own formative checks before trusting them.",
      ],
      secondary: [
        "Use an online item bank to give parallel second tests after correctives.",
        "Provide recorded alternative explanations so students can choose a different corrective route.",
        "Review whether a digital tool actually raises mastery rates before expanding its use.",
      ],
    },
    pitfall: "Schools buy technology that presents content attractively but provides no feedback or correctives.",
    question: "Does this tool give your students what a good tutor would, or just more material?",
  },
  families: {
    position:
      "In Developing Talent in Young People we found that families played a decisive role: parents valued the activity, arranged teachers, and supported practice over many years. In The 2 Sigma Problem I also noted that improving the home environment for learning can raise achievement. Schools should treat parents as partners in the long process of development.",
    work: "Developing Talent in Young People",
    addressed: true,
    moves: {
      early: [
        "Tell parents which skill their child is working on and suggest a game to practice it at home.",
        "Ask families about their child's interests and share your own observations of them.",
        "Invite parents to watch a session so they see how you encourage their child's early attempts.",
      ],
      primary: [
        "Send home a brief description of the unit objectives so parents know what mastery looks like.",
        "Let parents know when their child has completed correctives and mastered a unit.",
        "Suggest ways parents can show they value learning, such as asking their child to explain what they learned.",
      ],
      secondary: [
        "Talk with parents of a committed student about finding mentors and opportunities beyond school.",
        "Share formative results with families and explain the correctives available.",
        "Encourage families to support regular practice rather than occasional bursts of pressure.",
      ],
    },
    pitfall:
      "Schools speak to parents only about grades, missing the chance to enlist them in the long work of developing a child's abilities.",
    question: "What do this child's parents know about how they can support the next stage of learning?",
  },
  planning: {
    position:
      "The Taxonomy of Educational Objectives and Learning for Mastery both begin with the same demand: state clearly what students should be able to do at the end of instruction. A course is then broken into units, each with objectives at several levels and a formative test. Planning also means allowing time for correctives and enrichment, not filling every lesson with new content.",
    work: "Taxonomy of Educational Objectives, Handbook I: Cognitive Domain",
    addressed: true,
    moves: {
      early: [
        "Name for yourself what each child should be able to do after this week's activities, such as count to five with objects.",
        "Plan a repeat of each key activity later in the week for children who need another experience of it.",
        "Include both simple and more demanding versions of each activity in your plan.",
      ],
      primary: [
        "Write each lesson objective as an observable action and share it with students.",
        "Break the term into units of about two weeks, each ending in a formative check.",
        "Schedule a corrective and enrichment lesson after each formative check.",
      ],
      secondary: [
        "Map your unit objectives across the taxonomy levels and fill any gap above comprehension.",
        "Align your summative test with the objectives you wrote before teaching the unit.",
        "Build corrective time into the calendar instead of hoping to find it later.",
      ],
    },
    pitfall: "Objectives are written to satisfy paperwork and then ignored when tests and activities are designed.",
    question: "What will your students be able to do at the end of this unit, and how will you know?",
  },
  wellbeing: {
    position:
      "I did not write about teacher wellbeing; reasoning from my work, a teacher who expects only some students to succeed carries the daily weight of watching others fail. Learning for Mastery rests on a more hopeful expectation that most students can master what we teach. Reflecting on one's own results unit by unit, and adjusting instruction, is a form of professional renewal.",
    work: "Learning for Mastery",
    addressed: false,
    moves: {
      early: [
        "At the end of the week, note which children reached a goal you set and what helped them get there.",
        "Choose one small teaching change to try next week, rather than several at once.",
        "Tell a colleague the story of one child's progress this week, as a reminder that your teaching works.",
      ],
      primary: [
        "Review your formative quiz results each unit and note which corrective worked best, to build your own repertoire.",
        "Share correctives and enrichment tasks with a colleague teaching the same units, so neither of you writes them all.",
        "Notice the students who reached mastery whom you did not expect to, and let that reshape your expectations.",
      ],
      secondary: [
        "Track mastery rates in each unit across a year and reflect on which changes in your teaching raised them.",
        "Form a department group to study formative results together and design correctives as a team.",
        "Limit the number of objectives in each unit so that you and your students can genuinely reach them.",
      ],
    },
    pitfall:
      "Teachers take on mastery learning alone and exhaust themselves producing individual correctives for every student.",
    question: "What do your own formative results tell you about your teaching this term?",
  },
};
