import type { EducatorNotes } from "../note-types";

/** Rabindranath Tagore's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "In my lecture My School, printed in Personality, I recall how, as a boy, school felt like a prison of walls and dead routine, and I describe the school at Santiniketan where children learned in the open air and in freedom. Much of what adults call naughtiness is the protest of a living mind against confinement. Children given freedom, nature and teachers who are their companions need far less restraint than those who are caged.",
    work: "Personality",
    addressed: true,
    moves: {
      early: [
        "When a child cannot sit still indoors, take the whole group outside and let the story be told under a tree.",
        "Give children a safe tree to climb or a patch of ground to dig, so their energy has somewhere to go.",
        "Sit among the children at their level during a squabble and help them find their own way back to play.",
      ],
      primary: [
        "Hold one lesson a day outdoors, seated in a circle, and notice how the restless pupils respond.",
        "Replace one rule imposed from above with an agreement the class makes together about how to treat the garden or library.",
        "When a pupil acts up, speak to them as a companion first, asking what they feel, before you correct them.",
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
        "Give pupils a daily period of free reading from books they choose for pleasure, beyond the textbook.",
        "Open a topic with a poem, song or story that awakens delight before any explanation.",
        "Let pupils follow a question about the natural world for a week and share what they found with the class.",
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
        "Give pupils a daily free-reading time with stories and poems chosen for delight, not tested.",
        "Have pupils write short poems about what they see under the trees or in the sky.",
        "Let pupils learn to read first through texts in their mother tongue before moving to a second language.",
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
        "Count leaves, stones and birds with the children outdoors and sing counting rhymes.",
        "Let children measure the shadows of trees with sticks at different times of day.",
        "Share out fruit fairly among the group and talk about the parts.",
      ],
      primary: [
        "Hold a mathematics lesson in the garden, measuring plots and counting seedlings.",
        "Let pupils keep a record of rainfall or temperature and draw graphs of it.",
        "Ask pupils to find patterns in nature, such as petals or leaves, and count them.",
      ],
      secondary: [
        "Connect geometry and measurement to real tasks, such as surveying the school grounds.",
        "Explore the mathematics behind the movement of the sun and stars.",
        "Study the history of mathematics in India and other cultures.",
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
        "Ask each pupil to keep a nature journal about one tree over a term, with sketches and notes.",
        "Teach a science lesson outdoors, using what is around you as examples.",
        "Let pupils explain a natural phenomenon in their home language before learning the scientific terms.",
      ],
      secondary: [
        "Have students carry out a long-term study of the local environment, such as a pond or a field.",
        "Ask students to write an explanation of a scientific idea for younger readers in their mother tongue.",
        "Connect science lessons to wonder, for instance by observing the night sky together.",
      ],
    },
    pitfall: "Nature study becomes sentimental, with no careful observation or scientific thinking.",
    question: "When did your students last study nature with their own eyes?",
  },
  assessment: {
    position:
      "In The Parrot's Training I told of a king's bird whose education was judged by the splendor of its golden cage and the pages stuffed into it, until the bird no longer sang or flew and finally died, and everyone declared the education complete. Education measured by appearances and memorized pages kills what it claims to serve. The question is whether the bird can still sing.",
    work: "The Parrot's Training (Tota-kahini)",
    addressed: true,
    moves: {
      early: [
        "Judge a child's progress by watching their play, songs and curiosity, not by what they can recite.",
        "Share with families stories of what their child discovered, not lists of letters learned.",
        "Notice which children have stopped asking questions and give them room to ask again.",
      ],
      primary: [
        "Assess pupils' understanding through conversation and their own creative work as well as tests.",
        "Keep a portfolio of each pupil's poems, drawings and nature observations.",
        "Ask pupils what they enjoyed learning and what they want to learn next.",
      ],
      secondary: [
        "Balance examination preparation with projects that show students' own thinking.",
        "Ask students to reflect on whether their learning has made them more curious or less.",
        "Question assessments that reward only memorization.",
      ],
    },
    pitfall: "Schools critique rote examinations in words while their assessment still rewards only memorization.",
    question: "Can your students still sing, or have you only filled them with pages?",
  },
  homework: {
    position:
      "I never wrote about homework as such; reasoning from The Parrot's Training, stuffing children with more pages does not make them wiser. Time outside school should let children play, explore nature and read for pleasure. If home tasks exist, they should send children into life, not back into books.",
    work: "The Parrot's Training (Tota-kahini)",
    addressed: false,
    moves: {
      early: [
        "Suggest families spend time outdoors with their children rather than doing worksheets.",
        "Invite children to bring a story or song from home to share.",
        "Ask families to tell stories in their home language.",
      ],
      primary: [
        "Ask pupils to observe the sky or a plant at home and report what they saw.",
        "Encourage reading for pleasure at home instead of exercises.",
        "Invite pupils to learn a song from a family member.",
      ],
      secondary: [
        "Set projects that send students into their community or nature.",
        "Limit rote homework and give time for creative work.",
        "Encourage students to pursue their own interests at home.",
      ],
    },
    pitfall: "Homework becomes more pages to stuff into the cage, leaving no time for play or joy.",
    question: "Does your homework send your students into life or back into the cage?",
  },
  inclusion: {
    position:
      "I did not write about special educational needs; reasoning from Personality, each child is a unique personality, and education should free each one to grow in harmony with the world rather than press all into one mold. At Sriniketan we also worked to bring education to the children of the surrounding villages, who had been left out. An education that serves only the privileged few is not complete.",
    work: "Personality",
    addressed: false,
    moves: {
      early: [
        "Let each child find their own way into an activity, through song, movement or drawing.",
        "Welcome children from all backgrounds into the circle under the tree.",
        "Notice each child's particular joys and build on them.",
      ],
      primary: [
        "Offer different ways for pupils to express learning, such as song, art and writing.",
        "Make sure pupils from poor or rural families have equal access to books and materials.",
        "Avoid comparing pupils with each other.",
      ],
      secondary: [
        "Connect learning to the lives of students from different backgrounds.",
        "Give students with difficulties chances to shine in arts and practical work.",
        "Reach out to students who have been left out of school.",
      ],
    },
    pitfall: "Freedom to grow in one's own way is used to excuse a lack of support for children who struggle.",
    question: "Which children in your community have been left outside the circle?",
  },
  multilingual: {
    position:
      "In Shikshar Herfer I argued that children should be taught in their mother tongue, because learning through a foreign language separates knowledge from life and from joy, and the child spends their strength on words instead of ideas. Other languages can be learned well once thought is rooted in one's own. At Visva-Bharati, many languages and cultures met, each respected.",
    work: "Shikshar Herfer (The Vicissitudes of Education)",
    addressed: true,
    moves: {
      early: [
        "Tell stories and sing songs in the children's home languages every day.",
        "Invite families to share rhymes in their languages.",
        "Let children speak in their own language in play.",
      ],
      primary: [
        "Let pupils discuss and draft ideas in their home language before writing in the language of instruction.",
        "Teach new concepts first in the mother tongue where possible.",
        "Create bilingual books with pupils.",
      ],
      secondary: [
        "Allow students to use their home language for thinking and discussion.",
        "Read literature in translation from the students' languages.",
        "Discuss how language shapes thought and identity.",
      ],
    },
    pitfall: "Mother-tongue teaching is used to keep children out of the wider languages they also need.",
    question: "In which language does this child think and dream?",
  },
  discussion: {
    position:
      "In Creative Unity I describe Visva-Bharati as a place where the minds of East and West could meet in the common pursuit of truth, each culture offering its best. Learning together across differences widens the mind. Conversation among teachers and students as companions was the life of our school.",
    work: "Creative Unity",
    addressed: true,
    moves: {
      early: [
        "Sit in a circle outdoors and let each child share something they noticed.",
        "Let children sing and play together in mixed groups.",
        "Tell stories from many cultures and talk about them.",
      ],
      primary: [
        "Hold discussions in a circle under a tree, with the teacher as one of the circle.",
        "Pair pupils from different backgrounds to share stories from home.",
        "Let groups prepare a song or play together for a festival.",
      ],
      secondary: [
        "Organize discussions where students present perspectives from different cultures.",
        "Invite guests from other cultures to talk with students.",
        "Ask students to work in diverse groups on projects.",
      ],
    },
    pitfall: "Cultural exchange becomes superficial, with no real meeting of minds.",
    question: "How do the different cultures in your classroom meet and learn from each other?",
  },
  questioning: {
    position:
      "I never set out a method of questioning; reasoning from The Parrot's Training, a bird stuffed with pages can only repeat, and a child taught only to answer set questions loses the power to ask. Education should keep alive the child's wonder and questions. A teacher who is still a learner asks real questions alongside the children.",
    work: "The Parrot's Training (Tota-kahini)",
    addressed: false,
    moves: {
      early: [
        "Ask children what they wonder about when they look at the sky.",
        "Welcome every question a child asks as a gift.",
        "Wonder aloud with the children about nature.",
      ],
      primary: [
        "Ask pupils open questions about nature that you do not know the answer to.",
        "Collect pupils' questions and explore them together.",
        "Ask pupils what a poem made them feel.",
      ],
      secondary: [
        "Pose questions that have no single answer.",
        "Encourage students to question textbooks.",
        "Share your own questions with students.",
      ],
    },
    pitfall: "Questions are used only to check recall, turning students into parrots.",
    question: "Are your students asking questions, or only repeating answers?",
  },
  "early-years": {
    position:
      "In Personality I recall my own childhood, when school felt like a prison and nature was my true teacher. Young children should learn in freedom, in the open air, among trees, birds and seasons, with songs and stories. The highest education brings the child into harmony with all existence.",
    work: "Personality",
    addressed: true,
    moves: {
      early: [
        "Spend part of every day outdoors, letting children explore freely.",
        "Sing songs about nature and the seasons.",
        "Tell stories under a tree.",
      ],
      primary: [
        "Keep outdoor learning central in the first grades.",
        "Let pupils celebrate the seasons with songs and art.",
        "Give pupils freedom to explore.",
      ],
      secondary: [
        "Ask students to recall their own early experiences of nature.",
        "Let students create nature activities for young children.",
        "Study the importance of play and nature in childhood.",
      ],
    },
    pitfall: "Early education is locked indoors and filled with drills.",
    question: "How much of your children's day is spent under the open sky?",
  },
  adolescents: {
    position:
      "I did not write about adolescence as a separate stage; reasoning from Creative Unity, young people should be rooted in their own culture and open to the world. Visva-Bharati welcomed students from many lands. Adolescents can take part in the meeting of cultures and in service to their community.",
    work: "Creative Unity",
    addressed: false,
    moves: {
      early: [
        "Tell children stories from many cultures.",
        "Let children learn songs from different lands.",
        "Celebrate festivals together.",
      ],
      primary: [
        "Connect pupils with pen pals from other places.",
        "Let pupils help organize festivals.",
        "Encourage pupils to care for the environment.",
      ],
      secondary: [
        "Involve students in community service in nearby villages.",
        "Encourage students to explore other cultures.",
        "Let students lead cultural events.",
      ],
    },
    pitfall: "Openness to the world becomes rootlessness, cutting adolescents off from their own culture.",
    question: "How are your adolescents rooted in their culture and open to the world?",
  },
  arts: {
    position:
      "In The Religion of Man I speak of the surplus in human beings, the creative energy beyond mere need, from which art, music and poetry spring. At Santiniketan, music, dance, drama and painting were at the heart of school life, and seasonal festivals brought everyone together. The arts are not ornaments; they are where the spirit expresses itself.",
    work: "The Religion of Man",
    addressed: true,
    moves: {
      early: [
        "Sing with children every day.",
        "Let children paint and dance freely.",
        "Celebrate the seasons with art.",
      ],
      primary: [
        "Hold a seasonal festival of songs and poems created by pupils.",
        "Teach pupils to dance.",
        "Let pupils write and perform plays.",
      ],
      secondary: [
        "Stage dance-dramas with students.",
        "Give students time for sustained creative work.",
        "Invite artists to work with students.",
      ],
    },
    pitfall: "The arts are pushed to the edges of the timetable.",
    question: "What do your students create from the surplus of their spirit?",
  },
  technology: {
    position:
      "I never wrote about screens; reasoning from Creative Unity, where I criticized the mechanical organization of modern life, tools should serve the human spirit, not replace it. A child needs nature, people and creative work. Technology that separates the child from these harms them.",
    work: "Creative Unity",
    addressed: false,
    moves: {
      early: [
        "Keep young children away from screens and close to nature.",
        "Replace screen time with outdoor play.",
        "Talk with families about nature's importance.",
      ],
      primary: [
        "Use technology sparingly.",
        "Prioritize outdoor and creative activities.",
        "Discuss with pupils how they feel after screen time.",
      ],
      secondary: [
        "Discuss with students how technology affects their lives.",
        "Use technology for creative work.",
        "Encourage students to spend time in nature.",
      ],
    },
    pitfall: "A rejection of technology leaves students unable to use tools wisely.",
    question: "Does this technology bring your students closer to life or further from it?",
  },
  families: {
    position:
      "In Creative Unity I wrote of a university that should be in living touch with the villages around it, sharing in their work and life. At Sriniketan we worked with villagers on agriculture, crafts and health. School and community should be one.",
    work: "Creative Unity",
    addressed: true,
    moves: {
      early: [
        "Invite families to festivals.",
        "Share children's songs with families.",
        "Learn from families' traditions.",
      ],
      primary: [
        "Involve families in the school garden.",
        "Invite village craftspeople to teach.",
        "Connect lessons to local life.",
      ],
      secondary: [
        "Involve students in community projects.",
        "Work with local people on shared needs.",
        "Invite families to student performances.",
      ],
    },
    pitfall: "Schools stand apart from their communities.",
    question: "How is your school part of its community?",
  },
  planning: {
    position:
      "In Personality I describe a school where learning is woven with nature, arts and freedom, not divided into dry subjects. The curriculum should include music, art, nature and festivals alongside books. Planning should follow life.",
    work: "Personality",
    addressed: true,
    moves: {
      early: ["Plan around the seasons.", "Include songs and stories daily.", "Plan outdoor time."],
      primary: ["Plan lessons outdoors.", "Include arts in every week.", "Plan seasonal festivals."],
      secondary: [
        "Plan interdisciplinary projects.",
        "Include arts and nature in the curriculum.",
        "Plan community connections.",
      ],
    },
    pitfall: "The plan becomes a list of subjects disconnected from life.",
    question: "Does your plan follow the seasons and life of your place?",
  },
  wellbeing: {
    position:
      "In Personality I describe teachers who are companions and learners, not drill-masters. A teacher who has stopped learning cannot truly teach. Teachers should keep their own spirit alive.",
    work: "Personality",
    addressed: true,
    moves: {
      early: ["Keep learning something new yourself.", "Spend time in nature.", "Share joy with the children."],
      primary: ["Learn alongside your pupils.", "Keep a creative practice.", "Reflect on what you are learning."],
      secondary: ["Pursue your own studies.", "Share your learning with students.", "Find renewal in the arts."],
    },
    pitfall: "Teachers stop learning and become drill-masters.",
    question: "What are you still learning?",
  },
};
