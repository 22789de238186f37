import type { EducatorNotes } from "../note-types";

/** W. E. B. Du Bois's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "I did not write a doctrine of classroom discipline; reasoning from my principles, I would look first at what the teacher believes about the child. In my 1935 essay on whether the Negro needs separate schools, I argued that what a child needs is not a particular kind of school but sympathetic teachers who know him, know the history of his people and treat him as a full human being; from that I would reason that a child treated as a suspect soon learns to act like one.",
    work: "Does the Negro Need Separate Schools?",
    addressed: false,
    moves: {
      early: [
        "Greet every child by name at the door and tell each one something you expect them to do well today.",
        "When two children clash, hear both versions fully before deciding, so no child learns that one voice always counts less.",
        "Keep a week-long tally of whom you reprimand and check whether the same few children fill it.",
      ],
      primary: [
        "Review your behavior log by student group each Friday and ask whether one group is corrected for what others are excused.",
        "Give a child who is often in trouble a real classroom responsibility that shows you trust him.",
        "Replace a public rebuke with a private conversation that begins with what you know the student can do.",
      ],
      secondary: [
        "Compare referral and suspension figures across groups in your school and bring the numbers to a department meeting.",
        "Give a student who disrupts the hardest question of the lesson rather than the easiest, and support him to answer it.",
        "Ask the class to draft conduct norms that protect every student's dignity, including from the teacher.",
      ],
    },
    pitfall:
      "Teachers who say they hold high expectations often still discipline Black students more harshly for the same acts, and never look at their own records to find out.",
    question: "Whom in this room are you watching for trouble, and whom are you watching for promise?",
    worked: [
      {
        move: "Review your behavior log by student group each Friday and ask whether one group is corrected for what others are excused.",
        steps: [
          "Each Friday, sort the week's behavior entries by student group: race, gender, special educational needs and free school meals.",
          "Compare each group's share of entries with its share of the class, and look for the same behavior logged for some students and not others.",
          "Pick one pattern you find and name it plainly to yourself, or to a colleague you trust.",
          "Decide one change for the coming week, such as a warning before any entry for everyone, and check the log again the next Friday.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "In Black Reconstruction in America I described how freed people, emerging from slavery, demanded and built public schools with a hunger for learning that the nation had said they lacked. Motivation is not something the teacher must conjure; it is a birthright that low expectations and a narrowed curriculum smother.",
    work: "Black Reconstruction in America",
    addressed: true,
    moves: {
      early: [
        "Tell the class a true story of a child or grandparent in your community who fought to go to school.",
        "Let children choose a book from a shelf of real picture books about Black and brown children who do things that matter.",
        "Praise a child's effort at something hard by naming the hard part out loud.",
      ],
      primary: [
        "Show students a photograph of a Reconstruction-era freedmen's school and ask what the learners in it wanted.",
        "Give every group the same demanding text, with support, rather than sending some to an easier task.",
        "Invite a local adult who went to college against the odds to tell students what learning opened for them.",
      ],
      secondary: [
        "Assign chapters from Black Reconstruction on the freedmen's schools and ask students what their own education is for.",
        "Let students choose a question about their own neighborhood and treat their findings as real research.",
        "Connect each unit to a question about justice or power that students can argue about honestly.",
      ],
    },
    pitfall:
      "Teachers sometimes read disengagement as a lack of ambition when the curriculum has offered the student nothing worth striving for.",
    question: "What have you put before your students that is worth wanting?",
    worked: [
      {
        move: "Let students choose a question about their own neighborhood and treat their findings as real research.",
        steps: [
          "Ask students to list questions about their own neighborhood that they would like answered, such as who owns the houses.",
          "Help each group narrow one into a question they can investigate, with sources such as interviews, census data or local records.",
          "Teach how to gather and check evidence as they go.",
          "Have them present their findings to a real audience, such as families or a local council member, as research.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "In The Souls of Black Folk I wrote of sitting with the great writers of the world, who received me without scorn across the color line; reading was my way through the veil. Every child deserves that company, and literacy that stops at job forms and instructions is a reduced education dressed up as a practical one.",
    work: "The Souls of Black Folk",
    addressed: true,
    moves: {
      early: [
        "Read aloud a rich story every day, including poems and folk tales from the African diaspora, and talk about the big words.",
        "Set out picture books whose heroes look like the children in your room beside classic tales.",
        "Ask children to retell a story to a partner using the story's own grand words.",
      ],
      primary: [
        "Read a whole, demanding novel with the class instead of extracts, stopping to unpack its hardest passages together.",
        "Pair a classic poem with a poem by a Black poet on the same theme and compare how each uses language.",
        "Build a class library where students recommend books to each other on handwritten cards.",
      ],
      secondary: [
        "Read a chapter of The Souls of Black Folk alongside a canonical essay and ask students what each writer wants from the reader.",
        "Teach double consciousness as a lens and let students test it on a novel of their choice.",
        "Refuse to put any student on a worksheets-only reading track; give the same great text to all with scaffolds.",
      ],
    },
    pitfall:
      "Schools offer great literature to their best readers and functional texts to the rest, then conclude the rest were never interested.",
    question: "Which of your readers are being handed less than the best books you know?",
  },
  mathematics: {
    position:
      "How arithmetic or mathematics should be taught is not a question my books take up. Reasoning from my own practice, I would point to The Philadelphia Negro, where I went house to house counting, tabulating and charting the lives of a city ward, because numbers gathered honestly can refute prejudice.",
    work: "The Philadelphia Negro",
    addressed: false,
    moves: {
      early: [
        "Count the children who walk, ride or bus to school and build a picture graph together.",
        "Sort classroom objects by color and size and ask children which group has more and how they know.",
        "Let children tally their favorite songs and talk about what the tallies tell the class.",
      ],
      primary: [
        "Have students survey their own street on a simple question and turn the answers into a bar chart.",
        "Show one of the hand-drawn data charts that I and a team of Atlanta University students and graduates prepared for the 1900 Paris Exposition, and ask students what story it tells.",
        "Give a word problem built from real local figures, such as bus fares or library hours, and compare answers.",
      ],
      secondary: [
        "Have students collect and analyze data on an inequality in their own community and present conclusions with charts.",
        "Ask students to find a misleading statistic about a group of people and rebuild it honestly.",
        "Put every student in the algebra and statistics courses that lead to college, with support, rather than tracking some out.",
      ],
    },
    pitfall:
      "Community data projects can slide into confirming stereotypes when students are not taught to ask what causes the patterns they find.",
    question: "Are your students learning numbers that let them argue back to the world?",
  },
  science: {
    position:
      "I did not write about teaching the natural sciences; my science was sociology, which I tried to make rigorous in The Philadelphia Negro by studying conditions rather than repeating opinions. Reasoning from that, I would teach every child that a claim about people, like a claim about nature, must answer to evidence.",
    work: "The Philadelphia Negro",
    addressed: false,
    moves: {
      early: [
        "Ask children to guess how many classmates have a pet, then count and compare the guess with the count.",
        "Let children observe a plant for a week and tell what they saw, not what they expected.",
        "When a child states something about other people, ask gently how we could find out if it is true.",
      ],
      primary: [
        "Run a small class survey and teach students to separate what they observed from what they assumed.",
        "Tell students about Black scientists and inventors as part of the science, not as a separate day.",
        "Have students write a prediction before an experiment and compare it afterwards with the evidence.",
      ],
      secondary: [
        "Teach the history of scientific racism and ask students how the evidence was twisted and then overturned.",
        "Let students design a neighborhood study with a clear question, method and honest limits.",
        "Guarantee that every student, not only a chosen few, takes laboratory science that opens college doors.",
      ],
    },
    pitfall:
      "Teachers add a famous Black scientist to a poster and leave untouched the tracking that keeps Black students out of advanced science.",
    question: "Do your students learn to test claims about people as carefully as claims about plants?",
  },
  assessment: {
    position:
      "A theory of grading or testing is not something I set out. Reasoning from The Talented Tenth, I would judge any assessment by whether it opens higher training to able students of every background or quietly sorts them into narrow vocational lanes early.",
    work: "The Talented Tenth",
    addressed: false,
    moves: {
      early: [
        "Keep notes on what each child can do rather than ranking children against each other.",
        "Show each child a drawing or model they made last month beside today's and talk about their growth.",
        "Avoid labeling any young child as slow in front of others or in records that follow them.",
      ],
      primary: [
        "Check whether your reading groups still match current scores or simply repeat September's sorting.",
        "Give feedback that names the next demanding step, assuming the student can reach it.",
        "Audit which students you recommend for enrichment and whether a test score alone decided it.",
      ],
      secondary: [
        "Review placement in advanced courses by student group and challenge any pattern that cannot be explained by evidence.",
        "Let students retake a key assessment after support, so a single bad day does not fix their track.",
        "Grade essays on the strength of argument and evidence, not on accent, dialect or familiarity with your references.",
      ],
    },
    pitfall: "Tests treated as neutral measures of ability often reproduce the color line they claim to ignore.",
    question: "What doors does your grading open, and which does it shut?",
  },
  homework: {
    position:
      "Homework is not a subject my writings take up. Reasoning from my principles, study beyond the classroom should deepen a student's reach toward liberal education, and it should never become a tax that falls hardest on children whose homes lack the time, books and quiet others take for granted.",
    work: "The Talented Tenth",
    addressed: false,
    moves: {
      early: [
        "Send home a picture book with a question to talk about rather than a worksheet.",
        "Ask children to learn one family story and tell it to the class the next day.",
        "Keep any home task optional so no child is shamed for a home without the time to help.",
      ],
      primary: [
        "Set reading of a real book rather than drills, and keep class copies for students with none at home.",
        "Open the classroom or library after school so students without a quiet space can study.",
        "Assign an interview with an elder about their schooling and share the answers in class.",
      ],
      secondary: [
        "Set homework that demands real thinking, such as a short argued essay, rather than copying answers.",
        "Provide a supervised study hall so completion does not depend on a student's home circumstances.",
        "Assign primary sources from Black Reconstruction in America and ask for a paragraph on whose story they tell.",
      ],
    },
    pitfall:
      "Homework graded on completion rewards the student with a desk and a parent at home, then calls the gap a gap in effort.",
    question: "Does your homework test the student, or the student's circumstances?",
  },
  inclusion: {
    position:
      "Writing in 1935 on whether Black children need separate schools, I argued that neither segregated nor mixed schools are good in themselves: a child needs teachers who believe in him and respect him, and a hostile mixed school can harm him more than a loving separate one. I did not write about disability, but the test I set applies to every excluded child: is this child truly being educated here?",
    work: "Does the Negro Need Separate Schools?",
    addressed: true,
    moves: {
      early: [
        "Watch which children are invited into play and gently bring the left-out child into the game.",
        "Make sure dolls, puzzles and pictures show children of many backgrounds and abilities.",
        "Sit beside the child others avoid and make your warmth visible to the whole group.",
      ],
      primary: [
        "Check that students pulled out for support still receive the same rich texts as everyone else.",
        "Ask a student who is new or different what they wish their teacher knew about them, and act on it.",
        "Seat students in mixed groups where each has a real role, not in ability tables fixed for the year.",
      ],
      secondary: [
        "Ask students of color privately whether they feel respected in your class and listen without defending yourself.",
        "Review which students are placed in special education and whether race predicts placement.",
        "Open honors courses to any student willing to try, with tutoring to back the open door.",
      ],
    },
    pitfall:
      "Schools celebrate that different children share a building while those children still sit in different tracks, taught by teachers who expect different things.",
    question: "Is this child being educated in your room, or only present in it?",
  },
  multilingual: {
    position:
      "Children learning a second language are not a subject of my writing. Reasoning from my description of double consciousness in The Souls of Black Folk, I would warn against making a child see his home speech only through the eyes of contempt; he should be able to keep both his home voice and the language of schooling.",
    work: "The Souls of Black Folk",
    addressed: false,
    moves: {
      early: [
        "Learn a greeting in each child's home language and use it every morning.",
        "Invite children to name objects in their home language during picture talk.",
        "Never correct a child's home speech in front of the group; model the school form warmly instead.",
      ],
      primary: [
        "Let students draft ideas in their home language before writing in English.",
        "Display bilingual labels and books made by students and families.",
        "Give multilingual students the same demanding content as others, with translated key words.",
      ],
      secondary: [
        "Discuss with students how dialect and language are judged, and who does the judging.",
        "Let students use any language in research and present in English with support.",
        "Keep multilingual students in college-preparatory courses while they learn English.",
      ],
    },
    pitfall:
      "Well-meaning teachers place English learners in low tracks for years, confusing a language still being learned with a mind that cannot handle hard ideas.",
    question: "Is your student being asked to give up one self in order to gain another?",
  },
  discussion: {
    position:
      "Group work as a teaching method is not something my writings discuss. Reasoning from The Souls of Black Folk, where I argued that the college must be a place of broad culture and free thought, I would want students to argue about real questions of justice, history and meaning, with every voice heard as a capable voice.",
    work: "The Souls of Black Folk",
    addressed: false,
    moves: {
      early: [
        "Sit in a circle and ask the children what would be fair when there are not enough swings for all.",
        "Pass a talking object so the quiet child gets the same turn as the loud one.",
        "Read a story about unfairness and let children say what the characters should do.",
      ],
      primary: [
        "Set up a debate about a real school rule and require each side to state the other's view first.",
        "Track who speaks in group work for a week and rotate leadership so no student is always the helper.",
        "Give each group a primary source and ask them to decide together whose voice it carries.",
      ],
      secondary: [
        "Stage a structured debate between Washington's program of industrial training and conciliation and the critique I made of it in The Souls of Black Folk.",
        "Use a seminar on a hard text where students must build on each other's points with evidence.",
        "Ask students to bring a community issue to discussion and propose what should be done.",
      ],
    },
    pitfall:
      "Discussions about race can become performances for the teacher, or burden Black students with speaking for their whole group.",
    question: "Whose voice in your discussions is treated as the expert, and whose as the example?",
  },
  questioning: {
    position:
      "Questioning techniques for the classroom are not a subject of my writing. Reasoning from the closing chapter of Black Reconstruction in America, on the propaganda of history, I would urge teachers to ask whose history a lesson tells and whose it leaves out, and, since the questions a teacher asks reveal what she believes each child can do, to offer the hardest questions to every student.",
    work: "Black Reconstruction in America",
    addressed: false,
    moves: {
      early: [
        "Ask every child a why question, not only the children who answer quickly.",
        "After a story, ask what another character in it might have seen differently.",
        "Wait for the quiet child's answer instead of passing the question on.",
      ],
      primary: [
        "Keep a class list and tick who gets a challenging question, aiming to reach every name each week.",
        "Ask students who wrote a textbook passage and what they might have left out.",
        "Follow a student's first answer with a second, deeper question rather than moving on.",
      ],
      secondary: [
        "Compare a textbook account of Reconstruction with a chapter from Black Reconstruction in America and ask which evidence each uses.",
        "Invite students to write the questions the official history never asks.",
        "Audit your follow-up questions for a week to see whose answers you probe and whose you accept.",
      ],
    },
    pitfall:
      "Teachers reserve their probing questions for a favored few and give others simple recall, then read the resulting gap as ability.",
    question: "Which students have you stopped asking hard questions?",
  },
  "early-years": {
    position:
      "I did not write about the teaching of young children or the place of play. Reasoning from my conviction that every child deserves teachers who believe in him, I would say the earliest years are where a child first learns whether school sees him as capable, and where the color line should first be refused.",
    work: "Does the Negro Need Separate Schools?",
    addressed: false,
    moves: {
      early: [
        "Fill the dress-up corner with clothing and tools from many cultures and professions.",
        "Let children build a model of their own street and tell who lives and works there.",
        "Read stories in which Black children are heroes of adventures, not only of struggles.",
      ],
      primary: [
        "Keep play-based projects going in the first grades for all students, not only the ones already reading.",
        "Celebrate students' drawings of their families and homes on the classroom wall.",
        "Ask each student to tell about a person in their family who works hard at something.",
      ],
      secondary: [
        "Have teenagers read picture books with younger children and discuss how images shape a child's sense of self.",
        "Invite students to design a children's book about local history for the kindergarten.",
        "Discuss with older students the research on early expectations and what they remember of their own.",
      ],
    },
    pitfall:
      "Early-years teachers sometimes sort children as ready or not ready in ways that track race and class from the first month.",
    question: "What does a four-year-old in your room learn about whether you think he is clever?",
  },
  adolescents: {
    position:
      "In The Souls of Black Folk I told the story of John, a young man who went away to school and came home seeing the veil sharply for the first time. Adolescents awakening to injustice need an education that gives them knowledge, voice and the higher training to lead, not one that trains them only for a job.",
    work: "The Souls of Black Folk",
    addressed: true,
    moves: {
      early: [
        "Invite teenagers from the local high school to read to the children and talk about what they study.",
        "Point out older students who are leaders in the community and name what they do.",
        "Let children interview an older sibling about what they want to be.",
      ],
      primary: [
        "Bring in former students now in college to talk about their path.",
        "Give fifth graders leadership tasks that prepare them for the step to middle school.",
        "Tell students stories of young people who changed their communities.",
      ],
      secondary: [
        "Read Of the Coming of John from The Souls of Black Folk and discuss what education did to John's view of home.",
        "Give students a serious research project on racial justice in their own town.",
        "Counsel every student toward college-track courses and help them plan the route, whatever their record so far.",
      ],
    },
    pitfall:
      "Schools meet adolescent anger about injustice with discipline alone, when it is often the first sign of a thinking mind.",
    question: "What are you helping your teenagers to become, besides employable?",
  },
  arts: {
    position:
      "In The Souls of Black Folk I wrote of the sorrow songs as the great gift of my people to America, music born in slavery that still carried hope. Art is not an ornament to schooling; it carries a people's history, and students must study and make it with the same seriousness as any science.",
    work: "The Souls of Black Folk",
    addressed: true,
    moves: {
      early: [
        "Sing spirituals and songs from the children's homes and talk about the feelings in them.",
        "Let children paint pictures of their families and display them with care.",
        "Play recordings of Black musicians during free drawing and ask what the music makes them see.",
      ],
      primary: [
        "Teach the history behind a spiritual and ask students what hope it carried.",
        "Study a painting from the Harlem Renaissance and ask students what it says about its time.",
        "Give students real art materials and time to make work about their own lives.",
      ],
      secondary: [
        "Read the chapter on the sorrow songs in The Souls of Black Folk and listen to the songs it names.",
        "Ask students whether art should serve justice and debate it with examples.",
        "Have students create a work that tells a part of their community's history.",
      ],
    },
    pitfall:
      "Black art enters the curriculum only in February or only as entertainment, cut off from its history and argument.",
    question: "Whose art counts as art in your classroom?",
  },
  technology: {
    position:
      "I wrote nothing about screens or classroom devices, which belong to an age after mine. Reasoning from my principles, I would ask whether a technology widens every child's access to liberal learning or becomes a cheaper substitute for real teachers in the schools of the poor.",
    work: "The Talented Tenth",
    addressed: false,
    moves: {
      early: [
        "Prefer a teacher's voice reading aloud to a recorded story whenever you can.",
        "Use a camera to record children's own stories and play them back to the group.",
        "Keep screen time short and follow it with talk about what was seen.",
      ],
      primary: [
        "Use online archives to show students photographs and documents from Black history.",
        "Check whether all students have devices at home before setting online work.",
        "Let students make a short digital presentation about their family's history.",
      ],
      secondary: [
        "Teach students to search digital archives of Black newspapers for primary sources.",
        "Discuss who designs algorithms and how they can carry bias.",
        "Refuse to let software-only courses replace a qualified teacher for any group of students.",
      ],
    },
    pitfall: "Schools serving poor children often receive screens in place of teachers and call it innovation.",
    question: "Is this device bringing your students closer to great teachers and books, or standing in for them?",
  },
  families: {
    position:
      "In The Philadelphia Negro I studied the homes, work and churches of a city ward, and found that family life there was shaped above all by the legacy of slavery and by discrimination in jobs and housing, not by any inborn failing. Teachers who know a child's family and community as they really are, not as rumor paints them, can teach that child truly.",
    work: "The Philadelphia Negro",
    addressed: true,
    moves: {
      early: [
        "Visit or call each family early in the year to ask what their child loves.",
        "Invite parents to share a song, story or skill with the class.",
        "Make a wall of family photographs that children bring from home.",
      ],
      primary: [
        "Hold conferences at times working parents can attend, including evenings.",
        "Ask students to map the places in their neighborhood that matter to their family.",
        "Share good news with a family before you ever share a concern.",
      ],
      secondary: [
        "Invite community organizations and churches into school to share their work with students.",
        "Have students conduct an oral history project with elders in their community.",
        "Treat parents as partners in planning college routes, explaining courses and requirements plainly.",
      ],
    },
    pitfall:
      "Teachers blame families for what is in fact the work of discrimination, and so lose the partners they most need.",
    question: "What do you actually know about your students' families, and how did you learn it?",
  },
  planning: {
    position:
      "In The Talented Tenth I argued that the object of education is to make carpenters men, not men carpenters: the curriculum must develop the whole person through history, literature, science and thought, alongside useful skills. Planning that gives some children only training for work and others an education is planning the color line into the timetable.",
    work: "The Talented Tenth",
    addressed: true,
    moves: {
      early: [
        "Plan each week around stories, songs and questions about the world, not only letter and number drills.",
        "Include children's own communities in every theme you plan.",
        "Plan time for conversation about big ideas like fairness and courage.",
      ],
      primary: [
        "Plan history units that use primary sources by Black Americans alongside official accounts.",
        "Check your yearly plan for who appears in it as thinkers, leaders and scientists.",
        "Plan the same core texts for all students and add supports rather than separate, lighter content.",
      ],
      secondary: [
        "Plan a course that pairs vocational skills with literature, history and civics for every student.",
        "Ask students to evaluate your syllabus for missing voices and revise a unit together.",
        "Build a unit around The Philadelphia Negro in which students study their own city with real data.",
      ],
    },
    pitfall:
      "Curricula labeled relevant or practical for poor students often mean less history, less literature and lower ceilings.",
    question: "Are you planning for your students to earn a living, or to live fully as well?",
  },
  wellbeing: {
    position:
      "In The Souls of Black Folk I wrote of my time as a young teacher in the hills of Tennessee, and of returning years later to find what had happened to my students, a lesson in how much and how little a teacher can do against the veil. A teacher sustains herself by seeing her work as part of a long struggle, and by honest reflection on progress that is real but never enough.",
    work: "The Souls of Black Folk",
    addressed: true,
    moves: {
      early: [
        "Write down one moment each day when a child surprised you with their ability.",
        "Share with a colleague a story of a child's growth when the week feels heavy.",
        "Keep a photograph of your class somewhere you will see it on hard days.",
      ],
      primary: [
        "Keep a journal of the students you worry about and revisit it at the end of term to see change.",
        "Join colleagues to study a chapter of The Souls of Black Folk and discuss your teaching.",
        "Ask yourself each Friday which student you expected too little from and plan differently.",
      ],
      secondary: [
        "Stay in contact with former students and let their stories remind you of the long view.",
        "Join or start a teachers' group working for equity in your school.",
        "Reflect in writing on a moment you saw the color line in your school and what you did.",
      ],
    },
    pitfall:
      "Teachers who care deeply about justice burn out when they measure themselves only by changes one classroom cannot make alone.",
    question: "What progress have you actually seen this year, and what keeps you working for more?",
  },
};
