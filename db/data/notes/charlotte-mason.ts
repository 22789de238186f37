import type { EducatorNotes } from "../note-types";

/** Charlotte Mason's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "In Home Education I argued that the mother or teacher who takes pains to lay down good habits, attention, obedience, truthfulness, neatness, finds that the child then runs easily along those rails. Habit training is patient, quiet and consistent; it is not nagging, and it never forgets that the child is a person with a will of his own.",
    work: "Home Education",
    addressed: true,
    moves: {
      early: [
        "Choose one habit, such as shutting the door gently, and practice it cheerfully every day for several weeks before adding another.",
        "When a child forgets the habit, give a quiet look or a single word rather than a lecture.",
        "Change the child's thoughts when a mood comes on by offering something interesting to look at outside.",
      ],
      primary: [
        "Work on the habit of attention by reading a passage only once and expecting a narration afterwards.",
        "Keep lessons short enough that students finish before restlessness starts, then move to a different kind of work.",
        "Give a student who dawdles a clear time to finish and let the natural consequence follow if he does not.",
      ],
      secondary: [
        "Talk with an adolescent about the way of the will: choosing to turn one's thoughts when a temptation comes.",
        "Set students to keep a private record of one habit they are forming, such as punctuality, for a month.",
        "Treat a lapse as a matter between persons, speaking to the student's better self rather than issuing penalties.",
      ],
    },
    pitfall:
      "Habit training hardens into a regime of constant correction, when I meant a few habits formed gently and then left to carry the child.",
    question: "Which single habit, formed this term, would make every other lesson easier?",
    worked: [
      {
        move: "Keep lessons short enough that students finish before restlessness starts, then move to a different kind of work.",
        steps: [
          "Time how long your class stays attentive in each kind of lesson this week, and set each lesson a little shorter than that, for example twenty minutes.",
          "End each lesson on time even if the class is working well, so they leave it wanting more.",
          "Follow it with a different kind of work, such as handwork after reading or drawing after arithmetic.",
          "As the habit of attention grows, lengthen the lessons a few minutes at a time.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "In Towards a Philosophy of Education, published after my death, I held that children have a natural desire for knowledge that needs no marks, prizes or places in class to drive it. Feed the mind with living ideas from good books and things, and the appetite grows; bribe it with rewards, and the love of knowledge is displaced by the love of winning.",
    work: "Towards a Philosophy of Education",
    addressed: true,
    moves: {
      early: [
        "Offer a good story instead of a sticker chart and notice how children ask for more.",
        "Let children spend long hours outside discovering things for themselves.",
        "Stop an activity while children still want more of it.",
      ],
      primary: [
        "Replace points and prizes with a daily reading of a living book and narration.",
        "Vary the day's lessons, alternating a book lesson with handwork or singing, so attention stays fresh.",
        "Read the next chapter of a serial history book at the end of the day so students look forward to it.",
      ],
      secondary: [
        "Give students whole books by authors who love their subject rather than textbook summaries.",
        "Remove class rankings and see whether students work for the knowledge itself.",
        "Invite students to choose one subject of real interest and read deeply in it for a term.",
      ],
    },
    pitfall:
      "Teachers withdraw rewards without replacing them with anything worth reading, and then conclude the children have no desire to learn.",
    question: "What ideas did your students feed on today?",
    worked: [
      {
        move: "Invite students to choose one subject of real interest and read deeply in it for a term.",
        steps: [
          "Ask each student to choose one subject of real interest, and help them find two or three good whole books on it.",
          "Set aside a regular time each week for this reading.",
          "Ask for a short narration, spoken or written, of what they read each week.",
          "At the end of term, let each student tell the class what they found.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "In Home Education I urged that children learn to read with real words from a loved poem or rhyme, and that once they read they be given living books, not twaddle written down to them. Narration, telling back what was read once, is the heart of it, and copywork and prepared dictation train the eye for spelling.",
    work: "Home Education",
    addressed: true,
    moves: {
      early: [
        "Read a fine story aloud once and ask a child to tell it back in their own words.",
        "Let children play with movable letters to build simple words they already know by sound.",
        "Learn a short rhyme by heart and point to the words as you say it together.",
      ],
      primary: [
        "Read a passage from a living book once, then ask students to narrate it in turn.",
        "Set daily copywork of a beautiful sentence, written slowly with care.",
        "Before dictation, let students study a passage until they can see each word clearly, then dictate it.",
      ],
      secondary: [
        "Ask students to write narrations of what they have read, without notes or prompts.",
        "Replace abridged versions with whole novels, histories and biographies.",
        "Read a Shakespeare play aloud in parts and let students narrate each scene.",
      ],
    },
    pitfall:
      "Narration turns into a comprehension test when the teacher interrupts with questions instead of letting the child tell it all.",
    question: "Are your students reading books, or reading about books?",
    worked: [
      {
        move: "Read a passage from a living book once, then ask students to narrate it in turn.",
        steps: [
          "Choose a short passage, a page or less, from a well-written book the children have not heard, and say before you start that you will read it only once.",
          "Read it aloud once, clearly and without stopping to explain or ask questions.",
          "Close the book and ask one child to tell it back in their own words, as fully as they can: *Tell me what happened.* Do not interrupt or correct.",
          "Let a second child add what was left out, then talk together about what struck them; a child who rushes learns that no second reading is coming.",
          "Keep the lesson short, fifteen minutes or less, and lengthen the passages over the term as their attention grows.",
        ],
      },
    ],
  },
  mathematics: {
    position:
      "In Home Education I valued arithmetic chiefly as a training in reasoning and exactness, and asked that children work with counters and real things and understand each step before being drilled in rules. Short daily lessons, mental work and problems the child can see through are better than pages of sums done by rote.",
    work: "Home Education",
    addressed: true,
    moves: {
      early: [
        "Let children count beans or buttons and act out little stories of adding and taking away.",
        "Ask quick mental questions during a walk, such as how many ducks remain if two fly off.",
        "Keep any number game short and stop while the child is still eager.",
      ],
      primary: [
        "Use counters to show each new operation before writing any sum.",
        "Give a short, brisk lesson of mental arithmetic each day with problems the student can picture.",
        "Insist on accurate work and let students correct their own mistakes rather than rushing through many sums.",
      ],
      secondary: [
        "Ask students to explain the reasoning behind a method in their own words, as a kind of mathematical narration.",
        "Set fewer problems, chosen to make students think, rather than long sets of repetition.",
        "Read a living book about the history of mathematics alongside the textbook work.",
      ],
    },
    pitfall:
      "Teachers treat short lessons as permission to skip practice, when I wanted brief lessons done every day with full attention.",
    question: "Does your student understand why the rule works, or only how to follow it?",
  },
  science: {
    position:
      "In Home Education I asked that children spend long hours out of doors, observing plants, birds and weather and recording them in nature notebooks, because first-hand knowledge of nature is the root of science and wonder. Later, living books by scientists carry that knowledge further, but the foundation is the child's own observation.",
    work: "Home Education",
    addressed: true,
    moves: {
      early: [
        "Go outside for a long walk and ask each child to find one thing to look at closely and describe.",
        "Play the sight-seeing game: look at a scene, close your eyes, and say what you saw.",
        "Let children collect leaves and stones and name them with you.",
      ],
      primary: [
        "Take a weekly nature walk and have each student paint or draw one observation in a nature notebook.",
        "Keep a class calendar of the first flowers, birds and frosts of the year.",
        "Read aloud from a living book by a naturalist after the walk.",
      ],
      secondary: [
        "Ask students to keep a nature notebook for a year with dated drawings and notes.",
        "Have students read a work by a great scientist and narrate its argument.",
        "Set a long-term study of one local habitat, revisited each season.",
      ],
    },
    pitfall:
      "Nature study shrinks to a worksheet of labeled diagrams, and the child never actually looks at a living thing.",
    question: "When did your students last look at a real plant for more than a minute?",
  },
  assessment: {
    position:
      "In Towards a Philosophy of Education, published posthumously, I described term-end examinations in which children narrate in writing what they have read, and I opposed marks and prizes as spurs. A child who has attended can tell back what he knows; the narration itself shows the teacher what has been taken in.",
    work: "Towards a Philosophy of Education",
    addressed: true,
    moves: {
      early: [
        "Listen to a child's telling of a story and note what they remember without correcting it.",
        "Ask a child to tell a parent about a walk, and listen in.",
        "Keep a simple record of what each child narrates over a term.",
      ],
      primary: [
        "Ask students at the end of term to narrate orally or in writing what they learned in each subject.",
        "Read narrations for what students know, not for spelling errors.",
        "Keep a folder of narrations to show parents the child's growth.",
      ],
      secondary: [
        "Set end-of-term examinations that ask students to tell all they know about a topic.",
        "Avoid ranking students; write a short comment on each narration.",
        "Let students compare their own narrations from September and June.",
      ],
    },
    pitfall: "Written narration becomes a memory test when students are told in advance exactly what to memorize.",
    question: "Could your students tell you, without warning, what they learned this term?",
    worked: [
      {
        move: "Set end-of-term examinations that ask students to tell all they know about a topic.",
        steps: [
          "At the end of term, set a few questions that ask students to tell all they know, such as *Tell all you know about the voyage of Columbus.*",
          "Give them time to write or, for younger students, to narrate aloud to you.",
          "Read the answers for what they know and how they connect it, not for a list of facts.",
          "Write a short comment on each, and note what the class remembered best and least.",
        ],
      },
    ],
  },
  homework: {
    position:
      "Homework in the modern sense is not something I wrote about directly. In Home Education I kept lessons to the morning and left afternoons for the open air, handicrafts and free reading, which suggests to me that a child's time outside lessons belongs to life and play rather than to extra tasks.",
    work: "Home Education",
    addressed: false,
    moves: {
      early: [
        "Send nothing home but a suggestion to go outside together.",
        "Ask families to read aloud a chapter of a good book each evening.",
        "Encourage families to let children have unstructured time for play.",
      ],
      primary: [
        "Replace homework worksheets with a request to keep a nature notebook on weekends.",
        "Suggest families read a living book aloud together and let the child narrate it.",
        "Send home handicraft projects that children can enjoy without adult help.",
      ],
      secondary: [
        "Set free reading from a list of living books rather than exercises.",
        "Give older students time for handicrafts, music and nature study outside lessons.",
        "Ask students to narrate in writing one book they read for pleasure each month.",
      ],
    },
    pitfall:
      "Free afternoons get filled with screens when families are not helped to see the value of outdoor time and good books.",
    question: "Is your students' free time given to life, or to more lessons?",
  },
  inclusion: {
    position:
      "In Towards a Philosophy of Education I argued that a liberal education of living books is for all children, not a privileged few, and I saw children in ordinary elementary schools thrive on it. I did not write about special educational needs; what I hold is that every child is born a person with a mind that feeds on ideas.",
    work: "Towards a Philosophy of Education",
    addressed: true,
    moves: {
      early: [
        "Read the same fine story to all children and let each narrate as they can.",
        "Take every child outside, including those who find the classroom hard.",
        "Speak to each child as a person whose thoughts matter.",
      ],
      primary: [
        "Give the same living book to every student and support those who struggle to read with read-aloud.",
        "Accept oral narrations from students who find writing hard.",
        "Shorten lessons for students whose attention is short, rather than removing ideas.",
      ],
      secondary: [
        "Give struggling readers audio versions of living books so they still meet the ideas.",
        "Let students who find writing hard narrate orally to a partner.",
        "Refuse to substitute simplified twaddle for real books for any student.",
      ],
    },
    pitfall: "Schools give struggling children simplified material, starving them of the ideas they most need.",
    question: "Are you giving your struggling students ideas, or only skills?",
    worked: [
      {
        move: "Accept oral narrations from students who find writing hard.",
        steps: [
          "After a reading, ask [name] to tell back what they heard, aloud, to you or a partner.",
          "Listen without interrupting, and do not correct the telling as it goes.",
          "Write down a few of their sentences, if they wish, so they see their words in print.",
          "Add one written sentence at a time as their writing grows.",
        ],
      },
    ],
  },
  multilingual: {
    position:
      "In Home Education I wrote about foreign languages, chiefly French learned by ear from early childhood, a few new words and phrases each day before any grammar, but not about children learning the school's language as newcomers. Reasoning from Home Education, I would give multilingual children rich spoken language, living books read aloud and narration in any language they command.",
    work: "Home Education",
    addressed: false,
    moves: {
      early: [
        "Let a newly arrived child narrate a picture in their home language, then add English words together.",
        "Read aloud simple stories with pictures and let the child point and name.",
        "Learn simple phrases in the child's language to greet them.",
      ],
      primary: [
        "Allow narrations in the home language while English grows.",
        "Give the child a living book in their home language on the same subject the class is reading.",
        "Let the child learn English through a series of spoken actions, in order, as in a daily routine.",
      ],
      secondary: [
        "Pair a multilingual student with a buddy to read and narrate together.",
        "Offer audio versions of class books so students can hear the language.",
        "Let students write narrations in their stronger language and translate key parts.",
      ],
    },
    pitfall: "Teachers hold back living books from multilingual learners, giving them only word lists.",
    question: "What ideas can this child meet in their own language while English grows?",
  },
  discussion: {
    position:
      "Group work and discussion methods, as teachers now use the terms, are not things my volumes set out. Reasoning from my principle that the child's own mind must do the work, I would keep the teacher from talking too much and let children narrate to one another, with discussion following the reading rather than replacing it.",
    work: "Towards a Philosophy of Education",
    addressed: false,
    moves: {
      early: [
        "After a story, let children tell each other their favorite part.",
        "After picture study, once each child has described the picture from memory, talk together about what the artist may have meant.",
        "Let children share what they found on a nature walk.",
      ],
      primary: [
        "After narration, invite students to discuss what a character should have done.",
        "Let students narrate to a partner and then add anything the partner left out.",
        "Discuss a history reading by asking students to consider the actions of the people in it.",
      ],
      secondary: [
        "Hold a discussion on a moral question raised by a living book after students have narrated it.",
        "Let students narrate to one another in small groups.",
        "Let students lead a discussion on a book they have chosen.",
      ],
    },
    pitfall: "Discussion replaces reading, and students talk about books they have not actually read.",
    question: "Are your students discussing ideas they have met for themselves, or ones you told them?",
  },
  questioning: {
    position:
      "In Home Education I set narration at the heart of lessons: the child tells back in his own words what he has read once, so that the work of recalling and arranging is his and not the teacher's. A string of questions that leads him through the text does his thinking for him; questions are better kept for afterwards, to provoke thought rather than to test whether he listened.",
    work: "Home Education",
    addressed: true,
    moves: {
      early: [
        "Ask a child to tell the story back instead of asking a string of questions about it.",
        "Wait in silence while a child searches for words.",
        "Ask one open question after a walk: what did you see?",
      ],
      primary: [
        "Replace comprehension questions with a narration prompt such as tell me all you can about the battle.",
        "After narration, ask one question that makes students think about the meaning, not the facts.",
        "Let students ask their own questions about what they have read.",
      ],
      secondary: [
        "Set an essay question that asks students to compare two living books.",
        "Resist hinting when a student struggles to answer; let the silence work.",
        "Ask students what a great writer would say about a modern problem.",
      ],
    },
    pitfall:
      "Teachers pepper the child with questions and call it narration, so the child never learns to tell a story whole.",
    question: "Who does the thinking in your questions, you or the child?",
  },
  "early-years": {
    position:
      "In Home Education I asked that children under six have no formal lessons but spend hours out of doors each day, playing, observing and hearing good stories. The first years are for habit, wonder and the feeding of the mind with real things, not for early drilling.",
    work: "Home Education",
    addressed: true,
    moves: {
      early: [
        "Spend as much of the day as possible outdoors in free play and observation.",
        "Play the sight-seeing game: look at a scene, then describe it with eyes shut.",
        "Read aloud fine stories and poems and let children tell them back.",
      ],
      primary: [
        "Keep long outdoor breaks in the first grades and protect them from being cut.",
        "Continue picture-painting games where students describe a scene from memory.",
        "Keep formal lessons short, around fifteen minutes, for the youngest primary students.",
      ],
      secondary: [
        "Have adolescents help younger children on nature walks and talk about what they notice.",
        "Discuss with older students the value of free play for children's growth.",
        "Let older students make illustrated nature books from their own notebooks for the youngest children.",
      ],
    },
    pitfall: "Early years settings call free play outdoor time but fill it with adult-led activities.",
    question: "How many hours did your youngest children spend outside this week?",
    worked: [
      {
        move: "Play the sight-seeing game: look at a scene, then describe it with eyes shut.",
        steps: [
          "Outdoors, choose a scene with plenty to see, such as a pond or a garden bed.",
          "Ask the children to look at it carefully for a minute, in silence.",
          "Ask them to close their eyes and tell what they saw, in turn.",
          "Open eyes and look again together: *What did we miss?*",
        ],
      },
    ],
  },
  adolescents: {
    position:
      "In Towards a Philosophy of Education I described older students reading widely in history, literature, science and citizenship, narrating in writing and forming their own judgments. Adolescents need a generous feast of ideas and the respect due to persons who can think for themselves.",
    work: "Towards a Philosophy of Education",
    addressed: true,
    moves: {
      early: [
        "Invite teenagers to read aloud living books to the youngest children.",
        "Let older siblings share a book they love with the class.",
        "Let children see older students caring for the school garden.",
      ],
      primary: [
        "Give the oldest primary students more written narration and longer readings.",
        "Introduce Plutarch's lives in simple form to prepare students for citizenship.",
        "Let upper-primary students choose some of their own reading from a living book list.",
      ],
      secondary: [
        "Have students read a Plutarch life and discuss what it says about citizenship today.",
        "Set wide reading across subjects rather than narrow specialization.",
        "Trust students to plan some of their own reading and report on it.",
      ],
    },
    pitfall: "Secondary schools narrow the curriculum so early that students lose the broad feast of ideas.",
    question: "Are your adolescents treated as persons who can judge, or as vessels to be filled?",
  },
  arts: {
    position:
      "In Home Education I encouraged children to know pictures, music and poetry intimately through picture study, listening and recitation. Such studies are not extras; they feed the mind and the imagination as much as history or science do.",
    work: "Home Education",
    addressed: true,
    moves: {
      early: [
        "Show a painting for a few minutes in silence, then put it away and ask children what they saw.",
        "Sing folk songs and listen to short pieces of classical music together.",
        "Let each child learn a short poem they love by hearing it read often, and recite it at the end of the week.",
      ],
      primary: [
        "Study one artist for a term, showing a new picture every week or two.",
        "Play a composer's work regularly so students come to know it.",
        "Ask students to narrate a picture they have studied in detail.",
      ],
      secondary: [
        "Have students study an artist's works over a term and write about their style.",
        "Let students attend live concerts or exhibitions and narrate them.",
        "Encourage students to memorize and recite poems they choose.",
      ],
    },
    pitfall: "Picture study becomes art history facts to memorize rather than the child's own attentive looking.",
    question: "Which great paintings and music could your students recognize by heart?",
  },
  technology: {
    position:
      "I did not write about screens or machines of this kind, which came long after my time. Reasoning from my principles, I would ask whether a device feeds the mind with living ideas and real things, or replaces first-hand observation and good books with twaddle.",
    work: "Towards a Philosophy of Education",
    addressed: false,
    moves: {
      early: [
        "Choose a walk outside over a screen-based nature video.",
        "If you show an image on screen, follow it with real objects to handle.",
        "Keep stories read aloud from books rather than from screens.",
      ],
      primary: [
        "Use a screen to show a high-quality image of a painting for picture study, then switch it off.",
        "Choose digital books that are living books, not simplified twaddle.",
        "Let students use a camera on nature walks and compare photographs with their drawings.",
      ],
      secondary: [
        "Teach students to find full texts of great books online.",
        "Discuss with students how screens affect their attention and habits.",
        "Let students record their narrations and listen back to them.",
      ],
    },
    pitfall:
      "Screens fill the place of the open air and the living book, and children learn to skim instead of attend.",
    question: "Does this screen give your children a living idea, or only distraction?",
  },
  families: {
    position:
      "I wrote Home Education first for parents, and founded the Parents' National Educational Union because I believed the home is the child's first school and parents his first teachers. Families who read aloud, take children outdoors and form good habits do more than any school can.",
    work: "Home Education",
    addressed: true,
    moves: {
      early: [
        "Invite parents to a morning of nature walk and picture study to see how it works.",
        "Suggest one habit each family might work on at home.",
        "Send home a list of living books suitable for reading aloud.",
      ],
      primary: [
        "Hold evenings where parents learn how to listen to narration.",
        "Send the nature notebooks home at the end of term so families can see the child's own observations and paintings.",
        "Encourage families to keep a common book of poems and quotations.",
      ],
      secondary: [
        "Invite parents to a reading evening where students narrate what they have read.",
        "Suggest families read one living book aloud together and talk about its ideas at table, without quizzing the child.",
        "Ask parents to protect time for outdoor life and reading on weekends.",
      ],
    },
    pitfall: "Schools tell parents what to do without inviting them to understand the reasons.",
    question: "What do your students' families know of how you teach, and why?",
  },
  planning: {
    position:
      "In Towards a Philosophy of Education I argued for a broad and generous curriculum: history, literature, nature, art, music, languages and handicrafts, all through living books and things. I would plan short, varied lessons in a timetable that alternates kinds of work and leaves afternoons free.",
    work: "Towards a Philosophy of Education",
    addressed: true,
    moves: {
      early: [
        "Plan the week around outdoor time, story time and songs rather than lessons.",
        "Choose a living book and a poem for each season, so that what children read matches what they see outdoors.",
        "Plan short spells of real handwork, such as clay modeling or paper sloyd, done carefully and well.",
      ],
      primary: [
        "Plan a morning of short lessons, switching from reading to handwork to arithmetic.",
        "Choose one living book per subject for the term and read it steadily.",
        "Plan a weekly nature walk and picture study into the timetable.",
      ],
      secondary: [
        "Plan a broad curriculum that keeps history, literature, science and art for all students.",
        "Select whole books for each subject rather than textbooks.",
        "Leave time in the week for handicrafts and outdoor study.",
      ],
    },
    pitfall: "A broad curriculum becomes a crowded one when lessons are not kept short and books well chosen.",
    question: "Does your plan give your students a feast, or a narrow diet?",
  },
  wellbeing: {
    position:
      "Teacher wellbeing is not a subject I addressed under that name. Reasoning from Towards a Philosophy of Education, where I held that the book, not the teacher, does the teaching, I would relieve teachers of the burden of being constant lecturers and let them step back to watch children learn.",
    work: "Towards a Philosophy of Education",
    addressed: false,
    moves: {
      early: [
        "Step back during outdoor play and simply watch the children discover.",
        "Read aloud a story you love and let yourself enjoy it.",
        "Keep your own nature notebook on the walks and let the children see you observing too.",
      ],
      primary: [
        "Let a living book carry the lesson while you listen to narration rather than talk.",
        "Keep a commonplace book of passages that move you.",
        "Take the weekly nature walk as a rest for yourself as well as a lesson.",
      ],
      secondary: [
        "Let students' narrations show you what they have learned, rather than grading exercises.",
        "Read widely yourself and share what you are reading with colleagues.",
        "Reflect on which lessons went best and which books did the teaching.",
      ],
    },
    pitfall: "Teachers exhaust themselves with constant talk and explanation, leaving the child's mind idle.",
    question: "How much of today's lesson was you talking, and how much was the child's mind at work?",
  },
};
