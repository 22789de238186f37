import type { EducatorNotes } from "../note-types";

/** Rudolf Steiner's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "In The Kingdom of Childhood I ask teachers to understand that the young child learns by imitation and the child between the change of teeth and puberty looks for a loved and natural authority. Discipline flows less from rules than from the teacher's own bearing and the rhythm of the day, and from knowing each child's temperament. I suggested, for instance, seating children of like temperament together, so that choleric children wear off their fire on each other.",
    work: "The Kingdom of Childhood, lectures",
    addressed: true,
    moves: {
      early: [
        "Instead of telling a child to stop shouting, lower your own voice and slow your movements so there is a calm example to imitate.",
        "Keep the same sequence each morning, greeting, circle, free play, tidy-up song, so children can rely on what comes next.",
        "Begin tidying up yourself while singing the tidy-up song and let the children join in by imitation.",
      ],
      primary: [
        "Observe each child's temperament for a few weeks and try seating the choleric children near one another and the melancholic ones together.",
        "Begin the morning with a rhythmic part, speech verses, clapping and stepping, to gather the class before the main lesson.",
        "When a child misbehaves, tell the class a story in which a character meets the same difficulty, instead of lecturing.",
      ],
      secondary: [
        "Give adolescents reasons for the rules and invite their judgment, since they no longer accept authority on trust alone.",
        "Alternate focused work with practical or artistic activity within a double lesson so restless energy has an outlet.",
        "Speak privately and respectfully with a student who challenges you, showing interest in their ideas rather than demanding submission.",
      ],
    },
    pitfall:
      "Authority becomes authoritarianism, with the teacher demanding obedience rather than earning the loving respect that the middle years depend on.",
    question: "Is the way you move and speak in the classroom worthy of the children's imitation?",
  },
  motivation: {
    position:
      "In The Foundations of Human Experience I describe the human being as thinking, feeling and willing, and I argue that lessons which address only the intellect leave children cold. When learning passes through feeling, through pictures, rhythm and artistic work, children take a living interest in it. My philosophy of freedom adds that the deepest motive is love for the deed itself, not reward or fear.",
    work: "The Foundations of Human Experience (Study of Man), lectures",
    addressed: true,
    moves: {
      early: [
        "Weave the day's activity, such as baking bread, into a short story told at circle time so children come to it with warmth.",
        "Let children take part in real work alongside you, sweeping, watering, kneading, since young children love to do what adults do.",
        "Mark the seasons with a nature table the children help to change, so the year itself carries anticipation.",
      ],
      primary: [
        "Introduce a new main lesson block with a vivid story that awakens feeling before any explanation.",
        "Let pupils create a beautiful illustrated main lesson book for each block, so their work becomes something they cherish.",
        "Move from listening to doing within each lesson, for example from a story to drawing and then to recitation.",
      ],
      secondary: [
        "Begin a topic with a real phenomenon or biography that raises a question the students want to answer.",
        "Give students a practical project, such as building or surveying, in which their thinking meets the will to act.",
        "Invite students to pursue a question out of their own insight, and speak with them about why it matters to them.",
      ],
    },
    pitfall:
      "Teachers use stories and art as sugar-coating for dry content, so the feeling is added on rather than woven into the learning.",
    question: "Does this lesson reach your students' feeling and will, or only their heads?",
  },
  literacy: {
    position:
      "In Practical Advice to Teachers I recommend that writing come before reading, and that the letters be drawn out of pictures, the shape of a fish leading to F, for instance, so that the child's first encounter with script is artistic rather than abstract. Reading follows from what children have themselves written. Before the change of teeth, children are better served by stories, rhyme and speech than by formal letters.",
    work: "Practical Advice to Teachers, lectures",
    addressed: true,
    moves: {
      early: [
        "Tell the same fairy tale several days in a row so children absorb its language, and let them retell it in play.",
        "Say verses and finger rhymes with gestures every day to nourish speech without any letters.",
        "Give young children crayons for free drawing rather than tracing letters.",
      ],
      primary: [
        "Introduce each letter through a story and a picture, such as a mountain for M, and have the children draw the picture until the letter emerges from it.",
        "Let pupils first read back sentences they have written themselves in their main lesson books.",
        "Use form drawing, flowing straight and curved lines, to prepare the hand for writing.",
      ],
      secondary: [
        "Ask students to write a biography of a historical figure in their own words after hearing it told.",
        "Study the history of writing systems so students see script as a human achievement.",
        "Have students recite and discuss poetry, attending to its sound and rhythm as well as its meaning.",
      ],
    },
    pitfall:
      "Delayed formal reading is applied rigidly, so a child eager and ready to read is held back or a struggling reader is left unsupported.",
    question: "What picture or story could give this letter a life before it becomes a sign?",
  },
  mathematics: {
    position:
      "In Practical Advice to Teachers I suggest beginning arithmetic from the whole and going to the parts: not adding three and four to make seven, but asking how twelve can be divided, so that children start from a living whole. Numbers and tables can be learned through rhythm and movement, stepping and clapping. Geometry later grows out of form drawing.",
    work: "Practical Advice to Teachers, lectures",
    addressed: true,
    moves: {
      early: [
        "Count steps and claps in circle games so number lives first in the body's rhythm.",
        "Share out a real loaf or a bowl of chestnuts among the children, starting from the whole.",
        "Sing counting verses while children move, without writing any numerals.",
      ],
      primary: [
        "Give pupils a pile of twelve acorns and ask them to find all the ways to share it, before writing any sums.",
        "Practice times tables by stepping and clapping in rhythm around the room.",
        "Draw geometric forms freehand before introducing compass and ruler.",
      ],
      secondary: [
        "Introduce algebra through practical problems, such as commerce or building, that students can picture.",
        "Have students construct geometric forms precisely with compass and straightedge and discover their properties.",
        "Tell the story of a mathematical discovery before teaching the procedure.",
      ],
    },
    pitfall:
      "Rhythmic and pictorial methods are kept too long, so older students never reach the abstract reasoning they are ready for.",
    question: "Where is the living whole that this calculation begins from?",
  },
  science: {
    position:
      "In Practical Advice to Teachers I suggest that children around nine or ten meet the animal kingdom in relation to the human being, so that, for example, a cuttlefish, a mouse and a horse each show something of what is united in us. Plants should be studied in connection with the earth and the seasons, and physics, later, begins from observed phenomena such as sound and color rather than formulas. Science should be approached through careful observation and wonder, with abstract laws arriving as the student's judgment matures.",
    work: "Practical Advice to Teachers, lectures",
    addressed: true,
    moves: {
      early: [
        "Take a daily walk and let children touch bark, smell blossoms and watch weather without explanation.",
        "Tend a garden bed with the children through the seasons.",
        "Tell nature stories in which animals and plants have their own characters.",
      ],
      primary: [
        "In an animal study block, compare how a particular animal and a human being use their limbs, and let pupils draw both.",
        "Study plants by observing them in their setting over the year and drawing their changes.",
        "Begin a physics lesson by making sounds on strings of different lengths and asking pupils to describe what they hear.",
      ],
      secondary: [
        "Start each physics or chemistry topic with a demonstration and a period of careful description before any explanation.",
        "Ask students to form their own judgment of what an experiment shows before you give the law.",
        "Connect scientific topics to their human and practical uses, such as surveying, mechanics or agriculture.",
      ],
    },
    pitfall:
      "Phenomena-first science slides into vague wonder, and students never learn to reason precisely from observation to law.",
    question: "What will your students see and describe before they hear the explanation?",
  },
  assessment: {
    position:
      "In The Kingdom of Childhood I speak of the class teacher who stays with the children for years and comes to know each of them deeply; assessment in that spirit means observing the whole child, not only a performance. In the first Waldorf school we wrote reports that describe the child in words rather than marks. A number says little about a growing human being.",
    work: "The Kingdom of Childhood, lectures",
    addressed: true,
    moves: {
      early: [
        "At the end of each day, picture each child in your mind and recall something they did, as a form of observation.",
        "Describe a child's development to parents in words and images, not checklists.",
        "Notice how a child moves, plays and speaks as signs of their development.",
      ],
      primary: [
        "Review pupils' main lesson books to see their development over the year.",
        "Write an end-of-year report that describes each pupil's work and character in words.",
        "Discuss individual children with colleagues in a child study meeting.",
      ],
      secondary: [
        "Give detailed written feedback on main lesson books and projects.",
        "Ask students to reflect on their own development in a written self-assessment.",
        "Balance external exam requirements with descriptive reports of the whole student.",
      ],
    },
    pitfall:
      "Descriptive reports become vague and flattering, giving families no clear picture of what the child can and cannot yet do.",
    question: "What do you know about this child that no mark could tell you?",
  },
  homework: {
    position:
      "I never wrote about homework as a topic; reasoning from my principles, younger children's learning lives in the rhythm of the school day and the life of the home, not in exercises carried back and forth. The school day should breathe in and out, and so should the child's day as a whole. Older students, developing independent judgment, can take on independent work.",
    work: "Practical Advice to Teachers, lectures",
    addressed: false,
    moves: {
      early: [
        "Ask families to keep regular rhythms of meals, bedtime and stories rather than giving any tasks.",
        "Suggest that children help with real household work.",
        "Encourage outdoor play after school.",
      ],
      primary: [
        "Keep homework in the early grades minimal, such as learning a verse or song.",
        "Let pupils share with family the story from today's main lesson.",
        "Ask pupils to observe something in nature at home, such as the moon's phases.",
      ],
      secondary: [
        "Set independent research for students to bring into the main lesson.",
        "Ask students to complete and illustrate their main lesson books at home.",
        "Give reading that prepares students for a discussion requiring their own judgment.",
      ],
    },
    pitfall: "Schools set no homework in the upper grades, leaving adolescents unprepared for independent study.",
    question: "Does this homework serve the rhythm of the child's day?",
  },
  inclusion: {
    position:
      "In The Kingdom of Childhood I ask teachers to understand each child through their temperament and stage of development and to adapt their teaching accordingly. Near the end of my life I also gave a course on curative education for children with special needs, and homes and schools in that tradition grew from it. Every child has a spiritual individuality that deserves respect, whatever their difficulties.",
    work: "The Kingdom of Childhood, lectures",
    addressed: true,
    moves: {
      early: [
        "Offer a child who struggles with coordination more rhythmic movement games and handwork.",
        "Use warmth and calm to help an anxious child feel secure.",
        "Observe a child with difficulties over time before drawing conclusions.",
      ],
      primary: [
        "Address each temperament in your storytelling and questioning.",
        "Give extra form drawing or movement work to a pupil who struggles with writing.",
        "Hold a child study with colleagues to understand a struggling pupil.",
      ],
      secondary: [
        "Give students with difficulties practical and artistic tasks through which they can succeed.",
        "Help students understand their own strengths and difficulties.",
        "Offer individual support while keeping the student part of the class community.",
      ],
    },
    pitfall:
      "Temperament or developmental theories are used to label children and explain away difficulties that need specific support.",
    question: "How does your teaching reach each of the four temperaments?",
  },
  multilingual: {
    position:
      "In the first Waldorf school two foreign languages were taught from the first class, and in Practical Advice to Teachers and other lectures I advised that young children learn them as they learned their mother tongue, through speaking, songs and verses, before grammar. A new language brings a new way of feeling the world. Grammar can follow in the later years, when conscious understanding develops.",
    work: "Practical Advice to Teachers, lectures",
    addressed: true,
    moves: {
      early: [
        "Sing songs and say verses in another language with gestures.",
        "Use simple games and rhymes in the child's home language alongside the class language.",
        "Let children absorb new language through imitation without pressure to speak.",
      ],
      primary: [
        "Teach foreign languages through songs, poems and conversation before grammar.",
        "Let multilingual pupils share verses from their home languages.",
        "Use movement and gesture to support understanding.",
      ],
      secondary: [
        "Introduce grammar consciously in later years, building on what students have absorbed.",
        "Read literature in the foreign language to feel its character.",
        "Ask multilingual students to reflect on how different languages shape their feelings.",
      ],
    },
    pitfall: "Language learning stays at the level of songs and never builds the literacy and grammar students need.",
    question: "What verse or song could carry this language into your students' feeling?",
  },
  discussion: {
    position:
      "I never wrote about group discussion as a method; reasoning from my work, in the middle years of childhood learning is led by the class teacher's picture-rich narration and the class as a community. After puberty, when independent judgment awakens, discussion becomes vital as students learn to form and test their own views. Speaking together in verse and song also builds community.",
    work: "The Education of the Child in the Light of Anthroposophy",
    addressed: false,
    moves: {
      early: [
        "Gather children for circle time with songs and verses spoken together.",
        "Let children play cooperatively in small groups.",
        "Tell stories that the whole group shares.",
      ],
      primary: [
        "Recall the previous day's story together as a class before continuing.",
        "Let pupils work on shared projects such as a class play.",
        "Use choral recitation to build a sense of community.",
      ],
      secondary: [
        "Hold discussions where students form and defend independent judgments.",
        "Ask students to debate questions that have no single answer.",
        "Encourage students to listen respectfully to views different from their own.",
      ],
    },
    pitfall:
      "Younger children are asked for opinions on abstract questions before they are ready, or adolescents are denied real discussion.",
    question: "Are your students old enough to form their own judgments on this?",
  },
  questioning: {
    position:
      "I never set out a technique of questioning; reasoning from my principles, younger children should not be burdened with intellectual questions they cannot yet answer from experience. Teaching should give pictures and experiences from which understanding grows. Adolescents, with awakening judgment, can be challenged with real questions.",
    work: "The Foundations of Human Experience (Study of Man), lectures",
    addressed: false,
    moves: {
      early: [
        "Answer children's questions with a story or picture rather than an abstract explanation.",
        "Let children wonder without requiring answers.",
        "Ask simple questions about what children saw or did.",
      ],
      primary: [
        "After telling a story, let it rest overnight and ask pupils to recall it the next day.",
        "Ask pupils to describe what they observed before asking why.",
        "Use questions that invite pupils to picture something vividly.",
      ],
      secondary: [
        "Pose questions that require students to weigh evidence and form judgments.",
        "Invite students to ask their own questions about phenomena.",
        "Ask questions that connect knowledge to human life and values.",
      ],
    },
    pitfall: "Teachers ask young children to explain abstract causes, encouraging premature intellectualism.",
    question: "Is this question suited to the stage your students have reached?",
  },
  "early-years": {
    position:
      "In The Education of the Child in the Light of Anthroposophy I describe the first seven years as a time when the child learns by imitation, taking in everything in the surroundings. The adult's task is to be worthy of imitation and to provide a warm, rhythmic environment. Simple toys, such as a doll made from a knotted handkerchief, give the child's imagination more to do than finished, detailed ones.",
    work: "The Education of the Child in the Light of Anthroposophy",
    addressed: true,
    moves: {
      early: [
        "Give children simple, natural materials, cloths, wood, shells, and let them build their own play worlds.",
        "Do real tasks such as baking or mending in the children's presence and let them join in.",
        "Keep the daily rhythm predictable, with times of concentration and free play alternating.",
        "Tell fairy tales orally, without pictures, so children form their own images.",
      ],
      primary: [
        "Keep imaginative play and storytelling in the first class.",
        "Introduce academic work through pictures and rhythm.",
        "Preserve time for outdoor play and handwork.",
      ],
      secondary: [
        "Ask students to reflect on the toys and play of their own early childhood.",
        "Invite students to make simple toys for a kindergarten.",
        "Study child development as part of the curriculum.",
      ],
    },
    pitfall:
      "Imitation is understood as passivity, and teachers forget that their own moods and actions are what children absorb.",
    question: "What are your youngest children imitating from you today?",
  },
  adolescents: {
    position:
      "In The Education of the Child in the Light of Anthroposophy I describe puberty as the time when independent judgment is born, and I argue that young people should not be asked to form judgments before then. Adolescents need teachers who are knowledgeable and who respect their developing thinking. They seek ideals and truth, and education should meet that search.",
    work: "The Education of the Child in the Light of Anthroposophy",
    addressed: true,
    moves: {
      early: [
        "Protect young children from adult opinions and debates.",
        "Give children a secure world of rhythm and example.",
        "Let children play out the stories they hear.",
      ],
      primary: [
        "Give pupils pictures and biographies of admirable people.",
        "Cultivate a sense of reverence and wonder.",
        "Introduce simple cause and effect in the later primary years.",
      ],
      secondary: [
        "Give adolescents opportunities to form and test their own judgments.",
        "Introduce subjects through the lives and struggles of great individuals.",
        "Engage adolescents' idealism in meaningful projects.",
      ],
    },
    pitfall:
      "Teachers continue to rely on authority with adolescents, who need reasons and respect for their judgment.",
    question: "What ideals are your adolescents searching for?",
  },
  arts: {
    position:
      "In The Foundations of Human Experience I argue that artistic activity should permeate all teaching, because art engages feeling and will, not just intellect. Painting, music, eurythmy, drama and crafts are not extras but essential parts of the education. Every subject can be taught artistically.",
    work: "The Foundations of Human Experience (Study of Man), lectures",
    addressed: true,
    moves: {
      early: [
        "Let children paint wet-on-wet with watercolors to experience color.",
        "Sing throughout the day.",
        "Provide beeswax for modeling.",
      ],
      primary: [
        "Include painting, music and handwork in every week.",
        "Illustrate main lesson books artistically.",
        "Teach recorder or other instruments.",
      ],
      secondary: [
        "Stage a class play each year.",
        "Teach crafts such as woodwork or bookbinding.",
        "Study art history through making.",
      ],
    },
    pitfall: "Artistic activities become formulaic, producing identical work rather than living expression.",
    question: "How is this lesson itself a work of art?",
  },
  technology: {
    position:
      "I never wrote about screens or digital technology, which did not exist in my time; reasoning from my principles, young children need real experience and imitation of real people, and a screen provides neither. Technology belongs in the education of older students, when they can understand how it works. Understanding should come before use.",
    work: "The Education of the Child in the Light of Anthroposophy",
    addressed: false,
    moves: {
      early: [
        "Keep screens out of the kindergarten.",
        "Provide real experiences instead.",
        "Suggest families limit screen time at home.",
      ],
      primary: [
        "Focus on hands-on learning and direct experience.",
        "Teach how simple machines work.",
        "Discuss with parents the effects of screens.",
      ],
      secondary: [
        "Teach how technology works before using it.",
        "Discuss the human effects of technology.",
        "Use technology purposefully in upper grades.",
      ],
    },
    pitfall: "A blanket rejection of technology leaves students unprepared for the world they live in.",
    question: "Does this technology serve the child's development at this stage?",
  },
  families: {
    position:
      "In The Education of the Child in the Light of Anthroposophy I address parents as well as teachers, because the first seven years are lived mostly at home. The home environment, its rhythm and the example of adults, shapes the child deeply. School and home should work together with shared understanding.",
    work: "The Education of the Child in the Light of Anthroposophy",
    addressed: true,
    moves: {
      early: [
        "Hold parent evenings on rhythm, play and imitation.",
        "Share songs and verses for home use.",
        "Invite parents to seasonal festivals.",
      ],
      primary: [
        "Visit families at home to understand the child.",
        "Share main lesson books with parents.",
        "Hold class parent meetings regularly.",
      ],
      secondary: [
        "Involve parents in supporting students' independence.",
        "Discuss adolescent development with parents.",
        "Invite parents to share their work and skills.",
      ],
    },
    pitfall: "Schools impose lifestyle expectations on families, creating guilt rather than partnership.",
    question: "How can home and school share a common rhythm?",
  },
  planning: {
    position:
      "In Practical Advice to Teachers and the other lectures for the first Waldorf teachers I set out a curriculum organized in main lesson blocks, with subjects taught for several weeks in the morning. The curriculum follows the stages of child development. The class teacher ideally stays with the class through the middle years.",
    work: "Practical Advice to Teachers, lectures",
    addressed: true,
    moves: {
      early: [
        "Plan the week with a rhythm of activities.",
        "Plan seasonal festivals.",
        "Plan stories for each season.",
      ],
      primary: [
        "Plan main lesson blocks of three to four weeks.",
        "Plan each block around stories and artistic work.",
        "Plan the rhythmic part of the morning.",
      ],
      secondary: [
        "Plan blocks that challenge students' judgment.",
        "Plan practical projects.",
        "Plan connections between subjects.",
      ],
    },
    pitfall: "The curriculum is followed as a fixed tradition rather than adapted to the actual children.",
    question: "How does your plan serve the stage of development your students are in?",
  },
  wellbeing: {
    position:
      "In The Foundations of Human Experience, the lectures I gave to the first Waldorf teachers, I emphasize the teacher's own inner development as the foundation of teaching. Teachers should cultivate themselves through meditation, study and artistic work. The teacher's being educates more than their words.",
    work: "The Foundations of Human Experience (Study of Man), lectures",
    addressed: true,
    moves: {
      early: [
        "Take time each evening to reflect on each child.",
        "Cultivate an artistic practice of your own.",
        "Prepare stories with care.",
      ],
      primary: [
        "Study child development with colleagues.",
        "Prepare main lessons through your own artistic work.",
        "Reflect on your own temperament.",
      ],
      secondary: [
        "Continue to learn in your subject.",
        "Meet with colleagues to study and reflect.",
        "Consider how your inner state affects your students.",
      ],
    },
    pitfall: "Inner work becomes an excuse for avoiding practical improvement in teaching.",
    question: "How do you nourish yourself as a teacher?",
  },
};
