import type { EducatorNotes } from "../note-types";

/** Rabindranath Tagore's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "In my lecture My School, printed in Personality, I recall how, when I was sent to school as a boy, my world vanished and gave place to wooden benches and blank walls, and I describe the school at Santiniketan where children learned in the open air and in freedom. Much of what adults call naughtiness is the protest of a living mind against confinement. Children given freedom, nature and teachers who are their companions need far less restraint than those who are caged.",
    work: "Personality",
    addressed: true,
    moves: {
      early: [
        "When a child cannot sit still indoors, take the whole group outside and let the story be told under a tree.",
        "Give children a safe tree to climb or a patch of ground to dig, so their energy has somewhere to go.",
        "Sit among the children at their level during a squabble and help them find their own way back to play.",
      ],
      primary: [
        "Hold one lesson a day outdoors, seated in a circle, and notice how the restless students respond.",
        "Replace one rule imposed from above with an agreement the class makes together about how to treat the garden or library.",
        "When a student acts up, speak to them as a companion first, asking what they feel, before you correct them.",
      ],
      secondary: [
        "Give students responsibility for organizing part of school life, such as a festival or the care of a garden.",
        "Discuss with a defiant student what in the school feels like a cage to them, and change one thing you can.",
        "Let students choose where to study for part of the day, including outside, and hold them to the work.",
      ],
    },
    pitfall:
      "Freedom is taken to mean the absence of adults, when at Santiniketan children's freedom lived within a close community of teachers, nature and shared work.",
    question: "What in your classroom feels like a cage to your liveliest child?",
    worked: [
      {
        move: "When a student acts up, speak to them as a companion first, asking what they feel, before you correct them.",
        steps: [
          "Find a moment away from the class, walk or sit beside the student rather than facing them across a desk.",
          "Ask: *What were you feeling just then?* and wait; do not correct yet.",
          "Say back what you heard, and tell them honestly how it affected the class.",
          "Only then agree with them what they will do differently, as two people who want the same class to work.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "In Shikshar Herfer I lamented that Bengali children learn from books in a foreign tongue that they do not understand, without joy, never reading anything for pleasure, so that their minds are starved even while they are stuffed. Joy is not a luxury in learning but its very nourishment. A child who reads, sings and explores with delight learns more deeply than one driven by examinations.",
    work: "Shikshar Herfer (The Vicissitudes of Education)",
    addressed: true,
    moves: {
      early: [
        "Fill the room with picture books, songs and rhymes children can enjoy freely, with no task attached.",
        "Let children choose which story you tell today and let them act it out afterward.",
        "Begin the day with a song the children love rather than a drill.",
      ],
      primary: [
        "Give students a daily period of free reading from books they choose for pleasure, beyond the textbook.",
        "Open a topic with a poem, song or story that awakens delight before any explanation.",
        "Let students follow a question about the natural world for a week and share what they found with the class.",
      ],
      secondary: [
        "Ask students to bring a book, song or poem they love and share why it matters to them.",
        "Reduce memorization for examinations where you can, and replace it with a project students care about.",
        "Connect a subject to the students' own surroundings, such as the river or the market, so learning has life in it.",
      ],
    },
    pitfall:
      "Joyful learning is reduced to entertainment, forgetting that delight grows from real engagement with nature, art and ideas.",
    question: "Where in your school day do your students learn with joy?",
    worked: [
      {
        move: "Ask students to bring a book, song or poem they love and share why it matters to them.",
        steps: [
          "A week ahead, ask each student to choose a book, song or poem they love, in any language.",
          "In the lesson, sit in a circle and let each share a short piece and say in a sentence or two why it matters to them.",
          "Listen to every piece with the same attention, and share one of your own.",
          "Link one or two of the pieces to the unit you are about to start.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "In Shikshar Herfer I argued that children should learn to read and think in their mother tongue and that reading must include books read for pleasure, not only textbooks memorized for examinations. A child who reads only what is required never develops the power to think and imagine. Later in life I wrote simple primers in Bengali for young readers, because the first steps into reading should be through a language and world the child knows.",
    work: "Shikshar Herfer (The Vicissitudes of Education)",
    addressed: true,
    moves: {
      early: [
        "Read poems and rhymes in the children's home language and let them clap and sing along.",
        "Tell a story outdoors and invite children to retell it with their own changes.",
        "Label things in the garden and the classroom in the children's home language as well as the school language.",
      ],
      primary: [
        "Give students a daily free-reading time with stories and poems chosen for delight, not tested.",
        "Have students write short poems about what they see under the trees or in the sky.",
        "Let students learn to read first through texts in their mother tongue before moving to a second language.",
      ],
      secondary: [
        "Ask students to keep a reading journal of books they read for pleasure alongside set texts.",
        "Let students write and perform plays or poems for a school festival.",
        "Read literature from many cultures, including the students' own, and discuss it in both languages.",
      ],
    },
    pitfall:
      "Reading for pleasure is squeezed out by examination preparation, leaving students able to decode but unwilling to read.",
    question: "What have your students read this month simply because they wanted to?",
  },
  mathematics: {
    position:
      "I did not write about teaching mathematics; reasoning from Personality, all learning should be connected to life and nature, not shut up in books. Numbers and measures can be met in the garden, the market and the movement of the stars. A child who learns mathematics in joy and in the open air keeps it longer than one who memorizes tables in fear.",
    work: "Personality",
    addressed: false,
    moves: {
      early: [
        "Count leaves, stones and birds with the children outdoors, and sing counting rhymes from their home language.",
        "Mark the shadow of a tree with sticks at three times in the morning and talk with children about how it moved.",
        "Share out fruit fairly among the group under the tree and talk about halves and quarters.",
      ],
      primary: [
        "Hold a mathematics lesson in the garden in which students measure plots and count seedlings per row.",
        "Let students record daily rainfall or temperature through a season and draw a graph of it.",
        "Ask students to count petals on different flowers and look for patterns in their numbers.",
      ],
      secondary: [
        "Have students survey the school grounds with simple instruments and draw a scale map.",
        "Explore with students the mathematics of the sun's path and the seasons, observing shadows over months.",
        "Study the history of mathematics in India and other cultures, such as the place-value system and zero.",
      ],
    },
    pitfall: "Outdoor mathematics becomes a pleasant walk without real mathematical thinking.",
    question: "Where in your students' surroundings does mathematics already live?",
  },
  science: {
    position:
      "In Personality I speak of education that brings the child into harmony with all existence, and the child's first science is close, loving observation of the natural world. At Santiniketan children learned under the trees, among birds and seasons. Late in life I also wrote a small book introducing the universe of modern science to readers in Bengali, because science, too, belongs in the mother tongue.",
    work: "Personality",
    addressed: true,
    moves: {
      early: [
        "Take children outside each day to watch the sky, the birds and the changes in the trees, and talk about what they notice.",
        "Plant seeds with the children and let them care for the plants.",
        "Collect fallen leaves and flowers and sort them by color and shape.",
      ],
      primary: [
        "Ask each student to keep a nature journal about one tree over a term, with sketches and notes.",
        "Teach a science lesson outdoors, using what is around you as examples.",
        "Let students explain a natural phenomenon in their home language before learning the scientific terms.",
      ],
      secondary: [
        "Have students carry out a long-term study of the local environment, such as a pond or a field.",
        "Ask students to write an explanation of a scientific idea for younger readers in their mother tongue.",
        "Connect science lessons to wonder, for instance by observing the night sky together.",
      ],
    },
    pitfall: "Nature study becomes sentimental, with no careful observation or scientific thinking.",
    question: "When did your students last study nature with their own eyes?",
    worked: [
      {
        move: "Teach a science lesson outdoors, using what is around you as examples.",
        steps: [
          "Find the nearest living thing outside the classroom, even in a city: a tree in the playground, weeds in a crack in the wall, pigeons on a roof.",
          "Take the class out with clipboards and ask them to sit quietly for two minutes and look at it closely, saying nothing.",
          "Ask what they noticed and what they wonder about it, and write their questions down without answering them.",
          "Choose one question you can investigate together, such as which side of the tree the moss grows on, and let them look, count and sketch.",
          "Back inside, put the scientific words to what they saw, and come back to the same place next week to see what has changed.",
        ],
      },
    ],
  },
  assessment: {
    position:
      "In The Parrot's Training I told of a king's bird whose education was judged by the splendor of its golden cage and the pages stuffed into it, until the bird no longer sang or flew and finally died, and everyone declared the education complete. Education measured by appearances and memorized pages kills what it claims to serve. The question is whether the bird can still sing.",
    work: "The Parrot's Training (Tota-kahini)",
    addressed: true,
    moves: {
      early: [
        "Judge a child's progress by watching their play, songs and questions, not by what they can recite back.",
        "Tell families stories of what their child discovered this week, rather than lists of letters learned.",
        "Notice which children have stopped asking questions and give them space and encouragement to ask again.",
      ],
      primary: [
        "Assess understanding through conversation with students about their nature journals and creative work as well as through tests.",
        "Keep a portfolio of each student's poems, drawings and observations to show growth across the year.",
        "Ask students what they most enjoyed learning and what they want to learn next, and record their answers.",
      ],
      secondary: [
        "Balance examination preparation with projects that show students' own thinking and imagination.",
        "Ask students to reflect in writing on whether a unit made them more curious or less.",
        "Review your assessments and remove any item that rewards only memorized pages.",
      ],
    },
    pitfall: "Schools critique rote examinations in words while their assessment still rewards only memorization.",
    question: "Can your students still sing, or have you only filled them with pages?",
  },
  homework: {
    position:
      "I never wrote about homework as such; reasoning from The Parrot's Training, stuffing children with more pages does not make them wiser, and the cage grows while the bird weakens. Time outside school should leave children free to play, to wander in nature and to read for pleasure. If tasks go home at all, they should send children out into life, not back into the book.",
    work: "The Parrot's Training (Tota-kahini)",
    addressed: false,
    moves: {
      early: [
        "Instead of a worksheet, ask families to take their child outside one evening to watch the sunset and tell you what they saw.",
        "Invite each child to bring back a rhyme or lullaby that someone at home sings, and teach it to the class.",
        "Suggest families tell their child a story from their own childhood in their home language.",
      ],
      primary: [
        "Ask students to watch one bird or plant near their home for a week and bring a sketch and three observations.",
        "Replace a reading comprehension sheet with a book the student chooses to read for pleasure, and ask them only to tell the class about it.",
        "Invite students to learn a song from an older relative and perform it at the next class gathering.",
      ],
      secondary: [
        "Set a project that sends students into their neighborhood, such as recording the stories of an elderly resident.",
        "Cut routine memorization homework and give the time to a sustained creative piece, such as a poem cycle or a painting.",
        "Ask students to pursue a question of their own for a month and keep a notebook of what they discover.",
      ],
    },
    pitfall:
      "Homework becomes more pages pressed into the cage, leaving children no evenings for play, wandering or joy.",
    question: "Does your homework send your students out into life, or back into the cage?",
  },
  inclusion: {
    position:
      "I did not write about special educational needs; reasoning from Personality, each child is a unique personality, and education should free each one to grow in harmony with the world rather than press every child into one mold. At Sriniketan we also worked to bring education to the children of the surrounding villages, who had been left outside schooling. An education that serves only a privileged few is incomplete.",
    work: "Personality",
    addressed: false,
    moves: {
      early: [
        "Offer every activity in more than one form, song, movement, drawing, so each child can find a way in.",
        "Make sure a shy or struggling child has a place in the circle under the tree, next to a friendly companion.",
        "Watch for what delights each child, a bird call, a color, a rhythm, and use it to draw them into the group.",
      ],
      primary: [
        "Let students show what they learned through song, painting or speech as well as writing.",
        "Check that students from poor or rural homes have the same books, paper and instruments as others in school.",
        "Stop reading out marks or rankings, and talk with each student about their own growth.",
      ],
      secondary: [
        "Connect lessons to the lives and work of students from different backgrounds, including village and working families.",
        "Give students who struggle academically leading roles in music, drama or craft, where their gifts can show.",
        "Find out which young people in your community are not in school and what keeps them out.",
      ],
    },
    pitfall: "Freedom to grow in one's own way is used to excuse the absence of real help for children who struggle.",
    question: "Which children in your community have been left outside the circle?",
  },
  multilingual: {
    position:
      "In Shikshar Herfer I argued that children should be taught in their mother tongue, because learning through a foreign language separates knowledge from life and joy, and the child spends their strength on words instead of ideas. Other languages can be learned well once thought is rooted in one's own. At Visva-Bharati, many languages and cultures met, each respected.",
    work: "Shikshar Herfer (The Vicissitudes of Education)",
    addressed: true,
    moves: {
      early: [
        "Sing one song each day in a language spoken in a child's home, taught by that child or a family member.",
        "Let children play and talk in their own language during free play without correction.",
        "Tell a familiar folk tale in the school language while showing the objects and gestures that carry its meaning.",
      ],
      primary: [
        "Let students discuss an idea with a same-language partner and draft it in their home language before writing in the language of instruction.",
        "Introduce a new concept with an explanation or story in the mother tongue where a student, parent or colleague can provide it.",
        "Make a bilingual class book of poems about the seasons, each student writing in both their languages.",
      ],
      secondary: [
        "Allow students to take notes and think aloud in their home language while producing final work in the language of instruction.",
        "Read a poem in translation from a student's language and ask them to read the original aloud.",
        "Discuss with students how learning in a second language has shaped their thinking and sense of themselves.",
      ],
    },
    pitfall:
      "Mother-tongue teaching is used to keep children out of the wider languages they also need to enter the world.",
    question: "In which language does this child think and dream, and does your classroom make room for it?",
    worked: [
      {
        move: "Let students discuss an idea with a same-language partner and draft it in their home language before writing in the language of instruction.",
        steps: [
          "Pair students who share a home language.",
          "Give them the question to discuss in their home language for five minutes.",
          "Ask them to note their ideas in their home language.",
          "Then help them write the answer in the language of instruction, using their notes.",
        ],
      },
    ],
  },
  discussion: {
    position:
      "In Creative Unity I describe the university I hoped Visva-Bharati would become, a place where the minds of East and West meet in a common pursuit of truth, each culture offering its best. Learning together across differences widens the mind and frees it from narrow nationalism. Teachers and students conversing as companions were the life of our school.",
    work: "Creative Unity",
    addressed: true,
    moves: {
      early: [
        "Sit in a circle outdoors and invite each child to share one thing they saw on the way to school.",
        "Tell a story from another land and ask the children what they would have done in the hero's place.",
        "Let mixed groups of children make up a song together and sing it to the others.",
      ],
      primary: [
        "Hold class discussions seated in a circle under a tree, with yourself as one of the circle rather than at the front.",
        "Pair students from different backgrounds to share a story or custom from home, then tell the class what they learned from their partner.",
        "Let small groups prepare one part of a seasonal festival, songs, decorations or a short play, and agree together how it will go.",
      ],
      secondary: [
        "Run a seminar in which students present how different cultures have answered the same question, such as what a good life is.",
        "Invite a guest from another culture to converse with students, with questions students have prepared.",
        "Set diverse project teams the task of creating something, a performance or an exhibition, that draws on each member's heritage.",
      ],
    },
    pitfall: "Cultural exchange stays at the level of costumes and food, and no real meeting of minds takes place.",
    question: "How do the different cultures in your classroom meet and learn from each other?",
  },
  questioning: {
    position:
      "I never set out a method of questioning; reasoning from The Parrot's Training, a bird stuffed with pages can only repeat, and a child trained only to answer set questions loses the power to ask. Education should keep alive the child's wonder and questions about the world. A teacher who is still a learner asks real questions alongside the children.",
    work: "The Parrot's Training (Tota-kahini)",
    addressed: false,
    moves: {
      early: [
        "Lie on the grass with the children, look at the clouds, and ask what they wonder about them.",
        "Write down every question a child asks during a nature walk and read the list back to them the next day.",
        "Answer some questions with another question, such as *What do you think the bird is saying?*",
      ],
      primary: [
        "Ask students an open question about nature that you genuinely cannot answer, and investigate it together.",
        "After reading a poem, ask students what it made them feel and see, not what it means.",
        "Keep a question tree on the classroom wall where students hang questions on paper leaves.",
      ],
      secondary: [
        "Pose questions that have no single answer, such as whether a nation can be free if its people are not.",
        "Ask students to find a claim in their textbook they doubt and explain how they would test it.",
        "Share a question you are still puzzling over in your own learning and invite students into it.",
      ],
    },
    pitfall: "Questions are used only to check that pages have been memorized, turning students into parrots.",
    question: "Are your students asking questions, or only repeating answers?",
  },
  "early-years": {
    position:
      "In my lecture My School, printed in Personality, I trace the origin of my school to the unhappy memory of my own school-days, when the living world of my childhood was shut out by a classroom built for uniform results. Young children should learn in freedom, in the open air, among trees, birds and seasons, with songs and stories. The highest education brings the child into harmony with all existence, and that begins in the earliest years.",
    work: "Personality",
    addressed: true,
    moves: {
      early: [
        "Hold circle time outdoors under a tree whenever the weather allows, and let the surroundings supply the day's talk.",
        "Teach a song for each season and sing it when the children notice the first rain, blossoms or falling leaves.",
        "Give children unhurried time to wander, dig and watch insects in a safe corner of the grounds.",
        "Tell stories in the children's home language and let them act the animals and the wind.",
      ],
      primary: [
        "Keep at least one outdoor lesson a day in the first grades, using what grows and moves around you as the material.",
        "Let students prepare songs, poems and drawings for a festival that marks the change of season.",
        "Allow students free time in nature without a task, and talk with them afterward about what they found.",
      ],
      secondary: [
        "Ask students to write about a place in nature that mattered to them as young children.",
        "Have students design and lead an outdoor morning of songs and games for a kindergarten class.",
        "Study with students the effect of nature and free play on young children's development, observing a nursery.",
      ],
    },
    pitfall:
      "Early education is locked indoors and filled with drills, cutting small children off from the world that is their first teacher.",
    question: "How much of your children's day is spent under the open sky?",
  },
  adolescents: {
    position:
      "I did not write about adolescence as a separate stage; reasoning from Creative Unity, young people should be deeply rooted in their own culture and also open to the whole world, neither narrowly nationalist nor rootless. Visva-Bharati welcomed students and scholars from many lands. Adolescents can take part in the meeting of cultures and in service to the villages and communities around them.",
    work: "Creative Unity",
    addressed: false,
    moves: {
      early: [
        "Tell young children folk tales from their own region and from a distant land in the same week.",
        "Teach children a game played by children in another country.",
        "Let children help prepare the classroom for a festival of their own tradition.",
      ],
      primary: [
        "Set up letter exchanges between your students and a class in another region or country.",
        "Give older primary students a real role in organizing a seasonal festival for the school.",
        "Let students take care of a part of the school grounds as their contribution to the community.",
      ],
      secondary: [
        "Involve students in a service project with a nearby village or neighborhood, planned with the residents.",
        "Ask students to research a tradition of their own culture and present it alongside one from a culture new to them.",
        "Let students lead a cultural evening, choosing the songs, poems and dances themselves.",
      ],
    },
    pitfall:
      "Openness to the world turns into rootlessness, and adolescents lose touch with the language and culture of their own people.",
    question: "How are your adolescents both rooted in their own culture and open to the world?",
  },
  arts: {
    position:
      "In The Religion of Man I speak of the surplus in human beings, a creative energy beyond the needs of survival, from which art, music and poetry spring. At Santiniketan, music, dance, drama and painting were at the heart of school life, and seasonal festivals of song and dance brought teachers, students and villagers together. The arts are not ornaments added to education; they are where the human spirit expresses its fullness.",
    work: "The Religion of Man",
    addressed: true,
    moves: {
      early: [
        "Sing with the children at the start and end of each day, choosing songs about the season outside.",
        "Give children large sheets of paper and paints outdoors and let them paint what they see and feel.",
        "Dance with the children to music from their homes, letting them invent movements.",
      ],
      primary: [
        "Hold a festival of spring or rain in which students present songs, poems and dances they have made themselves.",
        "Teach students a simple dance and let them create a new movement for its final verse.",
        "Let students write a short play from a story they love and perform it outdoors for families.",
      ],
      secondary: [
        "Stage a dance-drama with students, combining music, movement and poetry they have shaped themselves.",
        "Give students a protected weekly block of time for sustained creative work in an art of their choosing.",
        "Invite a local musician, painter or craftsperson to work alongside students for a term.",
      ],
    },
    pitfall:
      "The arts are pushed to the edges of the timetable as recreation, rather than treated as the center of a full education.",
    question: "What do your students create from the surplus of their spirit?",
  },
  technology: {
    position:
      "I never wrote about screens, which came long after my time; reasoning from Creative Unity, where I criticized the mechanical organization of modern life that treats people as parts of a machine, tools should serve the human spirit and never replace it. A child needs nature, living people and creative work. A technology that separates the child from these is a new kind of cage.",
    work: "Creative Unity",
    addressed: false,
    moves: {
      early: [
        "Replace screen time in your setting with time outdoors, watching real birds rather than videos of them.",
        "Talk with families about trading one evening of screen time each week for a walk or a story.",
        "Use recorded music sparingly, and sing together instead whenever you can.",
      ],
      primary: [
        "When students use devices, let them create, recording their own songs or photographing the seasons, rather than only consume.",
        "Balance any screen lesson with an outdoor lesson on the same topic in the same week.",
        "Ask students to describe how they feel after an hour outdoors compared with an hour on a screen.",
      ],
      secondary: [
        "Hold a discussion on whether students' devices serve their own purposes or someone else's.",
        "Use technology to connect students with young people in other countries, as a meeting of cultures.",
        "Challenge students to spend a weekend day without screens in nature and write about the experience.",
      ],
    },
    pitfall:
      "Technology is simply rejected, leaving young people unable to judge and use wisely the tools that shape their world.",
    question: "Does this technology bring your students closer to life or further from it?",
  },
  families: {
    position:
      "In Creative Unity I wrote of a university that should be in living touch with the villages around it, taking part in their economic and social life rather than standing apart. At Sriniketan we worked with villagers on agriculture, crafts and health. School, families and community should form one living whole.",
    work: "Creative Unity",
    addressed: true,
    moves: {
      early: [
        "Invite families to a seasonal festival where the children sing the songs they have learned.",
        "Ask grandparents to come and tell the children stories or teach them games from their own childhood.",
        "Send home the words of a class song so families can sing it with their child.",
      ],
      primary: [
        "Invite a local farmer or craftsperson to teach students in the school garden or workshop.",
        "Involve families in planting and caring for a school garden through the seasons.",
        "Build a lesson around a local craft or trade and visit it with the class.",
      ],
      secondary: [
        "Set students a project that addresses a real need in the local community, designed with residents.",
        "Invite families to student performances and exhibitions of work rooted in local life.",
        "Ask students to interview village or neighborhood elders and create an archive of local knowledge.",
      ],
    },
    pitfall:
      "The school stands apart from its community as an island of foreign learning, and families feel it does not belong to them.",
    question: "How is your school part of the life of its community?",
  },
  planning: {
    position:
      "In my lecture My School, printed in Personality, I describe a school where learning is woven together with nature, music, art and the life of the community, not divided into dry compartments of information. The curriculum should give as much room to songs, festivals, nature and creative work as to books. Planning should follow the life of the place and the seasons of the year.",
    work: "Personality",
    addressed: true,
    moves: {
      early: [
        "Plan the year around the seasons of your place, with songs, stories and activities for each.",
        "Plan daily outdoor time as the core of the program, not an extra.",
        "Plan a festival each term that the children prepare for over several weeks.",
      ],
      primary: [
        "Plan each week so that at least some lessons in every subject take place outdoors.",
        "Plan a cross-subject theme around a local feature, such as the river, combining science, poetry and song.",
        "Reserve space in each week's plan for the arts, as firmly as for reading and mathematics.",
      ],
      secondary: [
        "Plan interdisciplinary projects rooted in the life of the local community.",
        "Build artistic work and nature study into the curriculum for every year group.",
        "Plan at least one project a year that connects students with another culture.",
      ],
    },
    pitfall:
      "The plan becomes a list of subjects and pages to cover, disconnected from the life and seasons of the place.",
    question: "Does your plan follow the seasons and the life of your place?",
  },
  wellbeing: {
    position:
      "In my lecture My School, printed in Personality, I describe a young teacher at Santiniketan who was no mere vehicle of textbooks: he took the boys into the forest, read them the poets he loved, and succeeded because of his own intense interest in life and ideas. A teacher whose own curiosity has gone dead has little to pass on, since what reaches the children is the teacher's living interest, not a store of facts. Teachers need to keep their own spirit alive through nature, the arts and their own continuing study.",
    work: "Personality",
    addressed: true,
    moves: {
      early: [
        "Spend a few minutes alone outdoors before the children arrive, noticing the morning.",
        "Learn a new song or story each month to bring to the children with fresh delight.",
        "Join in the children's play and singing rather than only supervising it.",
      ],
      primary: [
        "Take up a study of your own, in a subject or an art, and tell your students what you are learning.",
        "Keep a creative practice, such as writing poems or painting, that has nothing to do with marking.",
        "Meet with colleagues outdoors once a month to talk about what you are learning from the children.",
      ],
      secondary: [
        "Pursue a question in your subject beyond the syllabus and share your discoveries with students.",
        "Attend a concert, exhibition or festival each term to renew your own delight.",
        "Reflect in writing on whether you are acting as a companion or a drill-master, and what would change the balance.",
      ],
    },
    pitfall:
      "Teachers exhausted by examination pressure stop learning themselves and slowly turn into the drill-masters they once disliked.",
    question: "What are you still learning, and do your students know?",
  },
};
