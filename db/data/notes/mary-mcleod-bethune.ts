import type { EducatorNotes } from "../note-types";

/** Mary McLeod Bethune's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "Classroom discipline as a technique is not something my essays take up. What I did tell, in Faith That Moved a Dump Heap, is how a school was raised from nothing by work and faith, with practical training and the building of character going alongside book learning; reasoning from that, I would hold that order grows best where young people are trusted with real responsibility and held to high standards with love.",
    work: "Faith That Moved a Dump Heap",
    addressed: false,
    moves: {
      early: [
        "Give each child a daily job, such as watering plants or setting out cups, and thank them for doing it.",
        "Begin the day with a short song and a word about how we treat one another.",
        "When a child misbehaves, remind them calmly of the helper they were yesterday.",
      ],
      primary: [
        "Rotate classroom offices, such as librarian or greeter, and let students report on their work at the week's end.",
        "Set clear standards of courtesy and dress for a class event and let students help enforce them.",
        "Pair a restless student with a younger child they must look after during a shared activity.",
      ],
      secondary: [
        "Hand students real leadership of a school event, with duties written down and a coach to check in.",
        "Have a class council agree on standards of conduct and review them each month.",
        "Talk privately with a student who defies you about what they want to become, and tie your standards to it.",
      ],
    },
    pitfall:
      "High standards of conduct turn into mere respectability policing when students are corrected for style but given no real responsibility.",
    question: "What real responsibility have you entrusted to the student who troubles you most?",
    worked: [
      {
        move: "Rotate classroom offices, such as librarian or greeter, and let students report on their work at the week's end.",
        steps: [
          "List the real jobs in the room, such as librarian, greeter, materials officer and timekeeper, each with one line on what it involves.",
          "Give each office to a student for a week, rotating so that every student, including the restless ones, holds one.",
          "On Friday, give each officer one minute to report to the class on their work and what they would improve.",
          "Thank them in front of the class, and let the outgoing officer train the next one.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "I left my people a thirst for education, and in My Last Will and Testament I counted knowledge the prime need of the hour. I found that students are stirred when they see that their learning serves their family and their people, and when someone believes in them before they have proven anything.",
    work: "My Last Will and Testament",
    addressed: true,
    moves: {
      early: [
        "Tell children that you believe each of them will do great things, and say it often.",
        "Let children help build something for the room, like a reading corner, so they own it.",
        "Celebrate a new skill by having the child show it to another class.",
      ],
      primary: [
        "Tell students the story of how my school began with five girls and almost nothing, and ask what they could begin.",
        "Link each unit to a way students can use it to help someone at home or in the neighborhood.",
        "Display the names of former students who went on to college or service where current students see them.",
      ],
      secondary: [
        "Ask students to write a personal will and testament of their own listing what they want to leave their community.",
        "Invite graduates from the neighborhood who are now professionals to mentor a student each.",
        "Let students plan and carry out a service project whose results they can see.",
      ],
    },
    pitfall:
      "Inspiring stories of struggle can become lectures about gratitude that leave students feeling judged rather than called.",
    question: "Does your student know that you expect them to lead?",
    worked: [
      {
        move: "Let students plan and carry out a service project whose results they can see.",
        steps: [
          "Ask the class to name needs in the school or neighborhood that they could help meet, such as a reading club for younger children.",
          "Let them choose one, and plan it in teams with roles, a timeline and a measure of success.",
          "Carry it out over several weeks, checking progress at the start of each week.",
          "End with the class reporting what they achieved to the people they served.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "When I opened my school my students learned reading and writing with elderberry juice for ink and charred splinters for pencils, as I told in Faith That Moved a Dump Heap. Reading was the door to every other freedom, and I held that no lack of materials excuses a teacher from opening it.",
    work: "Faith That Moved a Dump Heap",
    addressed: true,
    moves: {
      early: [
        "Make a class alphabet book from drawings and found materials rather than waiting for bought resources.",
        "Read aloud Bible stories, poems or folk tales with feeling and let children repeat the lines.",
        "Write each child's name large and let them trace it with whatever is at hand, sand, chalk or a stick.",
      ],
      primary: [
        "Ask families and churches to donate books and build a class library students help to run.",
        "Have students read a speech by a civil rights leader aloud and talk about its meaning.",
        "Set older students to read daily with younger ones who are struggling.",
      ],
      secondary: [
        "Organize students to teach reading to adults in the community, as literacy campaigns once did.",
        "Assign speeches and letters by Black women leaders and have students write their own response.",
        "Have students write letters to public officials on an issue, then read and revise them together.",
      ],
    },
    pitfall: "Teachers romanticize making do and stop pressing administrators for the books their students are owed.",
    question: "What could your students read tomorrow if you started with what you already have?",
  },
  mathematics: {
    position:
      "How to teach mathematics is not a subject my speeches and essays took up. Reasoning from the early years of my school told in Faith That Moved a Dump Heap, when every penny for land and buildings had to be raised and accounted for, I would teach numbers through the real budgets, measurements and accounts that make a school or household work.",
    work: "Faith That Moved a Dump Heap",
    addressed: false,
    moves: {
      early: [
        "Run a pretend shop with real coins so children count and give change.",
        "Measure the garden bed with string and count how many seeds will fit.",
        "Count the cups needed for snack and check together whether there are enough.",
      ],
      primary: [
        "Let students plan a bake sale, pricing goods, counting money and reporting the profit.",
        "Have students measure and draw a plan for a class garden.",
        "Ask students to keep the accounts for a class fund and present them to the class.",
      ],
      secondary: [
        "Ask students to prepare a real budget for a school event and defend it to the principal.",
        "Teach percentages and interest through a project on family savings and loans.",
        "Let students analyze funding figures for schools in different neighborhoods.",
      ],
    },
    pitfall:
      "Practical mathematics becomes a ceiling when students learn shopkeeping sums but are never offered algebra.",
    question: "What real account could your students keep that would teach them more than a worksheet?",
  },
  science: {
    position:
      "Science teaching is not a subject my essays and speeches address. Reasoning from the practical training I joined to academic study at my school, including farming and the small hospital we opened, I would have students learn science by tending crops, caring for health and solving real problems in their community.",
    work: "Faith That Moved a Dump Heap",
    addressed: false,
    moves: {
      early: [
        "Plant beans with the children and let them water and watch them each day.",
        "Teach handwashing as a health lesson and let children show it to their families.",
        "Collect leaves and sort them by shape while talking about where they grew.",
      ],
      primary: [
        "Run a school garden where students test which soil or spot grows the best vegetables.",
        "Invite a nurse or doctor from the community to teach a health lesson.",
        "Have students record the weather each day and link it to the garden's growth.",
      ],
      secondary: [
        "Have students investigate a local health issue and present findings to a community group.",
        "Connect biology lessons to careers in nursing and medicine, with visits to local clinics.",
        "Let students run a small agricultural experiment and sell or share the produce.",
      ],
    },
    pitfall: "Hands-on science for some students becomes an excuse to skip the laboratory science others receive.",
    question: "How could your science lesson serve the health or livelihood of your students' neighbors?",
  },
  assessment: {
    position:
      "Grading and tests are not subjects on which I left writing. Reasoning from my school's motto, Enter to Learn, Depart to Serve, I would judge students by what they can do and give to others as well as what they score, and I would measure a school by the leaders it sends out.",
    work: "My Last Will and Testament",
    addressed: false,
    moves: {
      early: [
        "Watch and note how each child helps others during the day as well as what they learn.",
        "Let children show a new skill to their parents at a small celebration.",
        "Praise specific acts of care and effort rather than giving stars for being right.",
      ],
      primary: [
        "Assess a project partly on what it did for the school or community.",
        "Have students present their work to an audience of families and invited guests.",
        "Give written feedback that names one strength and one next step toward leadership.",
      ],
      secondary: [
        "Add a service portfolio to course grades so students document what they contributed.",
        "Let students present research to a panel of community leaders who give feedback.",
        "Meet each student once a term to review their progress and their plans.",
      ],
    },
    pitfall:
      "Counting service hours as a box to tick rewards students for showing up rather than for learning to lead.",
    question: "What does your assessment say about whether a student can serve and lead?",
  },
  homework: {
    position:
      "Homework was never a subject I took up in my writing. Reasoning from my conviction that education must reach the home and the community, I would set work that students carry home to teach, share or improve, so that learning spreads beyond the school.",
    work: "My Last Will and Testament",
    addressed: false,
    moves: {
      early: [
        "Send home a song learned in class for the child to sing to the family.",
        "Ask children to help with one household task and tell the class about it.",
        "Give families a simple card with a question to ask their child at dinner.",
      ],
      primary: [
        "Ask students to teach a family member one thing they learned that week.",
        "Set a short interview with a grandparent about their schooling.",
        "Give a small home garden or cooking task tied to the week's lesson.",
      ],
      secondary: [
        "Assign a community research task, such as finding out what services a neighborhood lacks.",
        "Ask students to write a letter to a younger relative about the value of education.",
        "Offer supervised evening study for students who work after school.",
      ],
    },
    pitfall: "Home tasks meant to involve families can embarrass students whose families are absent or overworked.",
    question: "What could your students carry home that would bless the household as well as teach them?",
  },
  inclusion: {
    position:
      "In my 1939 radio address on what American democracy meant to me, I said democracy must mean full and equal participation for Black Americans, including equal opportunity in education. I did not write about disability, but the principle holds: every student left out of the school's full life is a student democracy has failed.",
    work: "What Does American Democracy Mean to Me?",
    addressed: true,
    moves: {
      early: [
        "Ensure every child gets a turn at the most coveted classroom jobs.",
        "Invite a child who rarely joins in to lead the morning song.",
        "Show picture books of children from many backgrounds working together.",
      ],
      primary: [
        "Check which students are chosen for leadership roles and widen the circle deliberately.",
        "Give students with special needs real responsibilities suited to their strengths.",
        "Teach the class about people who fought for equal schooling.",
      ],
      secondary: [
        "Ask students to research gaps in opportunity in their school and present solutions to leaders.",
        "Open student government and clubs to all and remove hidden barriers such as fees.",
        "Mentor students who are first in their family to consider college.",
      ],
    },
    pitfall:
      "Inclusion done as charity, with some students always helped and never helping, keeps them on the margins.",
    question: "Who in your class has never been asked to lead?",
  },
  multilingual: {
    position:
      "Teaching children in a second language is not something my speeches or essays address. Reasoning from my belief in racial dignity and in building on what a community already has, I would honor a student's home language as part of their heritage while giving them full command of the language of public life.",
    work: "My Last Will and Testament",
    addressed: false,
    moves: {
      early: [
        "Ask a parent to teach the class a song in their home language.",
        "Label classroom objects in the languages children speak at home.",
        "Give a newly arrived child a buddy and a job on the first day.",
      ],
      primary: [
        "Let multilingual students lead a short lesson on greetings in their language.",
        "Pair new English learners with students who share their language for key tasks.",
        "Invite community organizations that serve immigrant families into school events.",
      ],
      secondary: [
        "Coach multilingual students to speak publicly in English on issues they care about.",
        "Give multilingual students leadership roles as interpreters and ambassadors for new families.",
        "Connect students with community leaders who share their language and background.",
      ],
    },
    pitfall: "Multilingual students are given interpreting chores instead of real leadership and learning.",
    question: "How are you showing that this student's language is a gift and not a deficit?",
  },
  discussion: {
    position:
      "Group work as a classroom method is not something I wrote about. Reasoning from my life of organizing, from founding the National Council of Negro Women to gathering the Black Cabinet, I would teach students to confer, agree on aims and act together, since I held that power intelligently directed leads to more freedom.",
    work: "My Last Will and Testament",
    addressed: false,
    moves: {
      early: [
        "Let children decide together which game to play and help them reach agreement.",
        "Hold a short morning meeting where each child can share one idea.",
        "Ask a small group to build something together and each tell what they added.",
      ],
      primary: [
        "Run class meetings with a student chair, a secretary and written minutes.",
        "Give groups a real decision, like how to spend a small class fund, and ask for a plan.",
        "Teach students to disagree courteously by rehearsing it in pairs.",
      ],
      secondary: [
        "Have students organize a committee to address a school problem and report its progress.",
        "Practice formal debate on civic questions with clear roles and rules.",
        "Let students plan a joint project with a community organization and negotiate its aims.",
      ],
    },
    pitfall: "Group work becomes a few confident students deciding while others watch, and no one learns to organize.",
    question: "Are your students learning to organize together, or just to sit together?",
  },
  questioning: {
    position:
      "Questioning in lessons is not something I wrote about. Reasoning from my work with young people, I would ask questions that make students imagine their own futures and their duty to others, and I would answer their questions about injustice honestly.",
    work: "My Last Will and Testament",
    addressed: false,
    moves: {
      early: [
        "Ask children what they would like to build or become and listen fully.",
        "After a story, ask how the characters could help one another.",
        "Welcome a child's question about why things are unfair and talk about it simply.",
      ],
      primary: [
        "Ask students what problem in the school they would fix and how.",
        "Use questions that connect a lesson to a person in the student's family or neighborhood.",
        "Invite students to prepare questions for a visiting community leader.",
      ],
      secondary: [
        "Ask students what they want to leave behind them, and return to the answers during the year.",
        "Have students draft questions for a public official on an issue they care about.",
        "Press students to ask who holds power over an issue and how it could be influenced.",
      ],
    },
    pitfall: "Teachers ask inspirational questions but do not follow through when students answer with real plans.",
    question: "What question could you ask a student today that would make them see themselves as a leader?",
  },
  "early-years": {
    position:
      "Play and the education of very young children are not subjects I left writing on. Reasoning from my principles of faith, service and starting with what you have, I would give small children songs, simple work that helps others, and the assurance that they are loved and capable.",
    work: "Faith That Moved a Dump Heap",
    addressed: false,
    moves: {
      early: [
        "Make toys and learning materials with the children from boxes, bottles and other found things.",
        "Let children care for a plant or pet and talk about how to help it grow.",
        "Sing together every morning and let children choose the song.",
      ],
      primary: [
        "Keep a time for building and make-believe play in the lower grades.",
        "Let students create games for younger children from recycled materials.",
        "Have students grow vegetables in a school plot and carry them home to share with their families.",
      ],
      secondary: [
        "Have adolescents volunteer in preschool classrooms and reflect on what they learn about care.",
        "Let students design learning materials for a local nursery from scrap.",
        "Discuss with older students why the first years matter for a community's future.",
      ],
    },
    pitfall: "Making do with found materials becomes an excuse for underfunding the youngest children's classrooms.",
    question: "What could your youngest learners make for the room with their own hands?",
  },
  adolescents: {
    position:
      "As director of Negro Affairs in the National Youth Administration I worked to bring Black young people jobs, training and schooling in hard times, and in My Last Will and Testament I left a responsibility to our young people. Adolescents need real work, real power and adults who trust them to lead.",
    work: "My Last Will and Testament",
    addressed: true,
    moves: {
      early: [
        "Invite teenagers to lead a song or story time and let the children see them as leaders.",
        "Tell children about young people who helped build their community.",
        "Let older siblings share something they are proud of with the class.",
      ],
      primary: [
        "Bring in high school students as reading mentors and give them real responsibility.",
        "Prepare fifth graders for middle school by letting them lead assemblies.",
        "Tell students about youth leaders from the civil rights movement.",
      ],
      secondary: [
        "Connect students with paid internships or apprenticeships in the community.",
        "Give students real power in school decisions, such as a seat on a planning committee.",
        "Have students research a job or college path and present their plan to a mentor.",
      ],
    },
    pitfall:
      "Youth leadership programs often hand the roles to students already favored and overlook those who most need them.",
    question: "What power have you actually shared with the young people in your care?",
  },
  arts: {
    position:
      "A theory of the arts in education is not something I set out. Reasoning from my school's life, where singing was part of every day and my students' voices helped win friends for our work, I would treat music and the arts as expressions of racial dignity and as a way for students to serve and to be seen.",
    work: "Faith That Moved a Dump Heap",
    addressed: false,
    moves: {
      early: [
        "Teach spirituals and folk songs and let children add clapping and movement.",
        "Let children paint pictures of their families for a class gallery.",
        "Invite a local musician to play for the children and talk about their music.",
      ],
      primary: [
        "Have students perform songs or recitations for families and community members.",
        "Study the work of a Black artist and let students create a piece in response.",
        "Let students design posters for a school event they are organizing.",
      ],
      secondary: [
        "Have students organize a concert or exhibition that raises funds for a cause they choose.",
        "Study art from the Harlem Renaissance and discuss how it expressed dignity.",
        "Let students create public art for their school with community input.",
      ],
    },
    pitfall: "Student performances are used to impress donors while students have no say in what they perform.",
    question: "How could your students' art serve their community and their own dignity?",
  },
  technology: {
    position:
      "Screens and digital devices came after my time, and I left no writing about anything like them. Reasoning from my principles, I would ask whether a tool helps young people gain skills that lead to work, service and power, and whether every child, not just the fortunate, can use it.",
    work: "What Does American Democracy Mean to Me?",
    addressed: false,
    moves: {
      early: [
        "Use a recording device to let children hear their own songs and stories.",
        "Keep screen time brief and follow it with hands-on activity.",
        "Make sure every child gets a turn with any classroom device.",
      ],
      primary: [
        "Teach students to use a computer to make a newsletter for families.",
        "Check which students lack devices at home and provide access at school.",
        "Let students research a historical leader online and share what they find.",
      ],
      secondary: [
        "Teach technical skills that lead to jobs, such as coding or design, as part of a wider education.",
        "Have students use digital tools to run a campaign on a community issue.",
        "Make school devices available after hours for students without them at home.",
      ],
    },
    pitfall: "Technology programs reach the students with the most access and widen the gap they claim to close.",
    question: "Does every student in your school have equal access to the tools you are using?",
  },
  families: {
    position:
      "My school was built by the community: as I told in Faith That Moved a Dump Heap, neighbors, churches and friends gave labor, money and goods, and my students reached out to families in turn. A school that does not serve its community, and let the community serve it, cannot last.",
    work: "Faith That Moved a Dump Heap",
    addressed: true,
    moves: {
      early: [
        "Invite parents to help make materials for the classroom and thank them publicly.",
        "Hold a family day where children show what they have made.",
        "Ask each family what they hope for their child and remember it.",
      ],
      primary: [
        "Recruit parents and neighbors as partners in a class project and let students watch the work grow.",
        "Hold family evenings that teach a useful skill as well as showing students' work.",
        "Write to families regularly about their child's progress and strengths.",
      ],
      secondary: [
        "Have students plan a community service day with local churches and organizations.",
        "Invite community leaders to speak and ask them to mentor students.",
        "Hold evening workshops where families learn about college and careers alongside students.",
      ],
    },
    pitfall: "Schools ask families for support but never ask what the school could do for the families.",
    question: "What does your school give back to the families who give it their children?",
  },
  planning: {
    position:
      "In Faith That Moved a Dump Heap I described a curriculum that joined academic subjects with practical training and the building of character, so that students could support themselves, serve and lead. I would plan every unit with both a body of knowledge and a real task that uses it for others.",
    work: "Faith That Moved a Dump Heap",
    addressed: true,
    moves: {
      early: [
        "Plan each theme with a practical task, such as cooking, gardening or building.",
        "Include a song and a story about service in every week's plan.",
        "Plan time each day for children to help one another.",
      ],
      primary: [
        "Pair each academic unit with a practical task students carry out for the school or community.",
        "Plan a civic project each term in which students address a real local need.",
        "Build leadership roles into each unit so every student leads at least once.",
      ],
      secondary: [
        "Design a unit in which students research a community issue and present it to someone with power to act.",
        "Pair each student's academic courses with an apprenticeship or service placement in the community, reviewed by a mentor.",
        "Plan a course around the lives of Black women leaders and what they built.",
      ],
    },
    pitfall: "Practical training crowds out academic study for some students, when I meant the two to go together.",
    question: "Does your plan prepare students to earn, to serve and to lead all at once?",
  },
  wellbeing: {
    position:
      "I began my school with faith, a dollar and a half, and a handful of girls, and I kept going through debt and hostility by prayer, hope and the support of others, as I told in Faith That Moved a Dump Heap. A teacher's strength comes from faith in her purpose and from the people she gathers around her.",
    work: "Faith That Moved a Dump Heap",
    addressed: true,
    moves: {
      early: [
        "Begin each morning with a moment of quiet and a word of hope before the children arrive.",
        "Share one small success with a colleague each day.",
        "Ask families for help when you need it instead of carrying every task alone.",
      ],
      primary: [
        "Keep a notebook of what your class has built together and read it on hard days.",
        "Form a small circle of colleagues who meet to support each other and plan.",
        "Remember a former student whose life you touched and write them a note.",
      ],
      secondary: [
        "Find allies in the community who share your aims and meet with them regularly.",
        "Reflect each term on what you are leaving your students that will outlast your lessons.",
        "Take on one cause at a time, and gather others to carry it with you.",
      ],
    },
    pitfall: "Teachers inspired by heroic founders try to do everything alone and exhaust themselves.",
    question: "Who is standing with you in your work, and who could you ask to join?",
  },
};
