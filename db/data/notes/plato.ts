import type { EducatorNotes } from "../note-types";

/** Plato's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "In the Laws I describe education as the right training of pleasures and pains, so that a child comes to like what he should like and dislike what he should dislike before he can understand the reasons. Good conduct is first a matter of habituation through rhythm, song, games and example, and only later of argument. In the same work the Athenian Stranger observes that pampering makes children peevish while harsh repression makes them servile, and that a child's faults should be punished without disgracing him.",
    work: "Laws",
    addressed: true,
    moves: {
      early: [
        "Use songs and rhythmic games to mark daily routines, so that orderly movement becomes a pleasure rather than a command.",
        "Correct a child privately and briefly, without shaming them in front of the group.",
        "Praise the pleasure a child shows in sharing, so the habit is linked to a good feeling.",
      ],
      primary: [
        "Build class habits through repeated practice, such as a daily greeting chorus, before discussing why they matter.",
        "Use group singing or movement to settle a restless class, training attention through rhythm.",
        "Discuss with students a story in which a character learns to enjoy doing right.",
      ],
      secondary: [
        "Ask students to reflect on which habits they formed as children and whether reason now confirms them.",
        "Discuss with students the difference between obeying a rule and understanding why it is good.",
        "Use ensemble music or team training to build discipline through shared rhythm and effort.",
      ],
    },
    pitfall:
      "Habituation becomes mere drill, and children are trained to obey without ever being led to understand why the good is good.",
    question: "What are your students learning to take pleasure in, through the habits of your classroom?",
    worked: [
      {
        move: "Use group singing or movement to settle a restless class, training attention through rhythm.",
        steps: [
          "Choose one short song or clapping pattern the class knows well and use it only for settling.",
          "When the class is restless, start it yourself, quietly and in a steady rhythm, and let students join in as they notice.",
          "Slow it down and bring it softer at the end, finishing in silence with everyone still.",
          "Begin the next task straight from that silence, and use the same song at the same moments each day so the habit forms.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "In the Republic I have Socrates say that a free person should learn nothing under compulsion like a slave: forced bodily exercise does no harm, but knowledge forced on the soul does not stay there. So the early studies should be offered as a kind of play, which also lets the teacher see what each child is naturally drawn to. Learning is a turning of the whole soul toward the good, and it cannot be forced from outside.",
    work: "Republic",
    addressed: true,
    moves: {
      early: [
        "Teach counting and letters through games rather than drills, and watch which games each child returns to.",
        "Let children choose between several learning games and note what draws each one.",
        "When a child refuses a learning game, offer another game rather than a threat, and note what they chose instead.",
      ],
      primary: [
        "Turn arithmetic practice into games, such as sharing out counters among different numbers of players.",
        "Observe which subjects each student approaches with pleasure, and build on that bent.",
        "Tell stories of heroes who loved learning to awaken desire to understand.",
      ],
      secondary: [
        "Discuss the allegory of the cave and ask students what might turn them toward understanding.",
        "Give students problems that draw the mind upward, such as puzzles in number that cannot be solved by the senses alone.",
        "Ask students to write what would still make your subject worth knowing if there were no grades, and discuss their answers.",
      ],
    },
    pitfall:
      "Play becomes an end in itself, and teachers never lead children from games toward the harder studies the games were meant to prepare.",
    question:
      "Which lesson that you now impose could be offered as play, so that you can see where each child's nature turns?",
    worked: [
      {
        move: "Ask students to write what would still make your subject worth knowing if there were no grades, and discuss their answers.",
        steps: [
          "Ask students to write for five minutes: *If there were no grades or exams in this subject, what would still make it worth knowing?*",
          "Collect the answers and read several aloud without names.",
          "Sort them with the class into answers about usefulness, about pleasure, and about understanding the world.",
          "Ask which kind they would most want to hold on to, and return to it when a topic seems to be only for the exam.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "In the Laws I propose that children spend about three years from age ten on letters, learning to read and write, and then about three years on the lyre. I worried less about the mechanics than about what children read, since the poems and stories they learn by heart shape their characters. Young people should read and memorize works chosen with care, not everything the poets have written.",
    work: "Laws",
    addressed: true,
    moves: {
      early: [
        "Tell a fable each morning in which a character shows courage or honesty, and ask the children what they would have done.",
        "Before reading a story aloud, check it yourself for what it teaches, and leave out one that makes cruelty look admirable.",
        "Teach a short verse through song until the children can chant it together.",
      ],
      primary: [
        "Choose each class reader for its moral worth as well as its difficulty, and tell students why you chose it.",
        "Have students memorize a short poem, recite it in chorus, and then say what it asks of a good person.",
        "After a story, ask students whether the hero acted well, and what a better choice would have been.",
      ],
      secondary: [
        "Hold a debate on the Republic's proposal to censor Homer for the young, with students arguing both sides.",
        "Ask students to choose a book that shaped their character and explain how to the class.",
        "Study a classic passage closely and ask what it teaches about justice, then test the teaching against a case.",
      ],
    },
    pitfall:
      "Careful selection of texts turns into narrow censorship that keeps students from meeting any disturbing idea at all.",
    question: "What stories and poems are shaping your students' characters this year?",
  },
  mathematics: {
    position:
      "In the Laws I praise the Egyptians, who taught children arithmetic through games, dividing apples and garlands among different numbers of players. In the Republic, arithmetic and geometry are the first studies that draw the soul from the changing world of the senses toward what always is. Mathematics should be learned both for practical use and, above all, for turning the mind toward truth.",
    work: "Laws",
    addressed: true,
    moves: {
      early: [
        "Share out apples or flowers among three children, then four, and ask whether each still gets a fair share.",
        "Play a counting game in a circle, passing a ball on every third count.",
        "Ask children to arrange twelve shells into equal rows in as many ways as they can.",
      ],
      primary: [
        "Play the Egyptian sharing game: divide a pile of counters among changing numbers of players and record what is left over.",
        "Ask students to draw a perfect circle, then discuss why none of their drawings quite is one.",
        "Let students discover which numbers can be arranged as squares by building them with tiles.",
      ],
      secondary: [
        "Discuss why geometry speaks of perfect lines and circles that no one has ever seen or drawn.",
        "Re-enact the Meno's doubling-the-square problem and ask students how the boy came to know the answer.",
        "Hold a seminar on whether mathematical truths are discovered or invented, with examples from the course.",
      ],
    },
    pitfall: "Mathematics is taught only for calculation, losing its power to turn the mind toward abstract truth.",
    question:
      "Does your mathematics teaching turn your students' minds toward what is true, or only toward what is useful?",
  },
  science: {
    position:
      "In the Republic I have Socrates argue that astronomy should be studied not by gazing at the beautiful patterns of the stars but by working through the problems they pose, as in geometry. The senses offer a starting point, but understanding requires reasoning about the principles behind appearances. Study of nature should lead the mind from shadows to the realities behind them.",
    work: "Republic",
    addressed: true,
    moves: {
      early: [
        "Ask families to look at the moon with their child on several evenings, then talk in class about how its shape changed.",
        "Make shadows with a lamp and ask the children whether the shadow is the same thing as the hand.",
        "When something surprises the children, ask what might really be happening behind what they see.",
      ],
      primary: [
        "Set up a shadow-puppet cave and ask students how the prisoners could find out what makes the shadows.",
        "Ask students to explain why the moon changes shape, not only to draw its phases.",
        "Let students model the sun, earth and moon with a lamp and two balls and work out an eclipse.",
      ],
      secondary: [
        "Give students an astronomy problem, such as predicting a planet's position, to work through mathematically rather than by observation alone.",
        "Ask students to separate what they observed in an experiment from the principle that explains it.",
        "Discuss how a scientific model, such as the atom, goes beyond what anyone can see.",
      ],
    },
    pitfall:
      "Contempt for the senses leads teachers to skip observation entirely, leaving theory without anything to explain.",
    question: "Are your students reasoning about the causes of what they observe, or only describing it?",
  },
  assessment: {
    position:
      "In the Republic I propose that future guardians be watched from childhood in toils, pains and contests, and tested by fears and pleasures, to see who keeps their convictions. Later, those who show ability in studies are selected for more advanced work, and the test of dialectic is whether a student can see things as a whole. Assessment for me is long observation of character as well as of intellect.",
    work: "Republic",
    addressed: true,
    moves: {
      early: [
        "Watch how each child behaves in a game when they win and when they lose, and note it.",
        "Record which activities each child chooses freely during play, as a guide to their bent.",
        "Set a gentle challenge, such as carrying a full cup across the room, and note who persists.",
      ],
      primary: [
        "Keep notes on each student's honesty and persistence alongside their marks.",
        "Ask students to connect an idea from mathematics to one from music or science, and note who sees links.",
        "Give a difficult puzzle and observe how each student responds to frustration.",
      ],
      secondary: [
        "Set a synoptic task asking students to connect ideas across the subjects they have studied, the mark of dialectic.",
        "Use a long project to observe whether students keep their convictions under pressure and fatigue.",
        "Examine students orally, asking them to defend a position under questioning.",
      ],
    },
    pitfall:
      "Early observation is used to sort children permanently, closing paths before they have had a fair chance.",
    question: "What do you observe of your students' character when they face difficulty?",
  },
  homework: {
    position:
      "Homework is not something my dialogues take up. Reasoning from my principle that knowledge forced on the soul does not stay, work outside class should be freely taken up and should continue the turning toward understanding rather than impose drill. In my proposals, music and gymnastics were practiced daily as part of ordinary life.",
    work: "Republic",
    addressed: false,
    moves: {
      early: [
        "Suggest families sing the week's song with their children at bedtime.",
        "Encourage families to let children play outdoors and invent games with siblings.",
        "Ask families to tell a story of a brave or kind person from their own tradition.",
      ],
      primary: [
        "Offer optional number puzzles and games to take home, never marked.",
        "Encourage students to keep up an instrument or sport at home as part of their education.",
        "Send home one question, such as what makes a good friend, for students to discuss at dinner.",
      ],
      secondary: [
        "Set one reflective question that continues the day's dialogue, to be answered in a paragraph.",
        "Ask students to keep a weekly log of physical training and music practice alongside study.",
        "Drop homework that students complete only under threat, and replace it with work they can choose.",
      ],
    },
    pitfall: "Homework becomes compulsion that turns students against learning.",
    question: "Is the work you set at home something your students will take up freely?",
  },
  inclusion: {
    position:
      "In the Republic I argued that natures differ and that each person should be educated for the work that suits them, and I insisted that girls with the right nature receive the same education as boys. In the Laws I proposed that all children, girls as well as boys, attend school. Education must attend to each child's nature and not only to the child's birth.",
    work: "Republic",
    addressed: true,
    moves: {
      early: [
        "Offer girls and boys exactly the same games, music and climbing.",
        "Watch for each child's particular bent in free play and record it without deciding their future.",
        "Give a quiet child a chance to lead a singing game.",
      ],
      primary: [
        "Make sure every student takes music and physical training, not only those who seem gifted.",
        "Adjust the difficulty of tasks to each student while aiming at the same understanding.",
        "Look for unexpected talent by trying each student in a new role, such as leading a chorus.",
      ],
      secondary: [
        "Check that girls and boys take advanced mathematics in similar numbers, and ask why if not.",
        "Read Republic Book V with students and discuss its argument that women should be educated as guardians.",
        "Review set placements each term so no student is fixed in a track by an early judgment.",
      ],
    },
    pitfall:
      "Attention to different natures becomes early tracking that fixes children's futures, as my myth of metals risks doing.",
    question: "Are you attending to each child's nature without deciding too early what it is?",
  },
  multilingual: {
    position:
      "I never wrote about teaching children in a second language. In the Meno, Socrates checks that the boy speaks Greek before questioning him, since dialogue needs a shared language. Reasoning from that, I would ensure that students understand the language of instruction well enough for dialogue, and I would not confuse a learner's difficulty with words with a difficulty in reasoning.",
    work: "Meno",
    addressed: false,
    moves: {
      early: [
        "Teach the shared language through songs and games with actions, so meaning is carried by rhythm and gesture.",
        "Let children show understanding by pointing to or handling objects.",
        "Pair children for a simple game that needs only a few shared words.",
      ],
      primary: [
        "Teach a geometry idea with a drawn diagram, as Socrates draws figures for the boy in my Meno, so students can reason with few words.",
        "Teach the key words for a discussion before it starts, with pictures.",
        "Let students work out an answer with a peer in their home language before reporting it.",
      ],
      secondary: [
        "Define the key terms of a dialogue together on the board before anyone argues.",
        "Allow students to prepare their argument in their strongest language and present it in the shared one.",
        "Use diagrams and proofs in mathematics so reasoning can be shown across languages.",
      ],
    },
    pitfall: "Teachers mistake limited vocabulary for limited reasoning.",
    question: "Does this student have the words to join the dialogue, and if not, how will you help?",
  },
  discussion: {
    position:
      "My writings are dialogues, and in them understanding grows through question and answer, testing definitions and following the argument where it leads. In the Republic I describe dialectic as the highest study, in which the mind reasons toward first principles through discussion. But dialectic is powerful, and it must be prepared for by earlier studies and good character.",
    work: "Republic",
    addressed: true,
    moves: {
      early: [
        "Ask during circle time whether it is fair that one child has all the blocks, and let each child answer.",
        "Pass a small object around so children take turns speaking and listening.",
        "Use two puppets to act out a disagreement and ask the children which one is right and why.",
      ],
      primary: [
        "Have students write a short dialogue in which two characters test a definition of courage.",
        "Ask each student to give a reason with every opinion in a class discussion.",
        "Ask students to find an example that challenges a classmate's definition, politely.",
      ],
      secondary: [
        "Run a dialogue on Thrasymachus's claim that justice is the advantage of the stronger, and let students answer him.",
        "Ask students to write a dialogue in which characters test each other's claims until one gives way.",
        "Trace an argument to its consequences on the board and ask whether the class still accepts it.",
      ],
    },
    pitfall:
      "Discussion becomes clever disputation, as I warned happens when the young taste argument before their character is formed.",
    question: "Are your discussions searches for truth or contests of cleverness?",
  },
  questioning: {
    position:
      "In the Meno I show Socrates questioning a boy about geometry, and by answering questions the boy recollects what he did not know he knew. I hold that learning is recollection, and the teacher's questions help the soul bring forth what is already in it. Questions that reveal contradictions are the beginning of turning toward truth.",
    work: "Meno",
    addressed: true,
    moves: {
      early: [
        "Ask a child a question that lets them find the answer themselves, such as where could the ball have rolled.",
        "Give a simple puzzle and guide with small questions rather than telling.",
        "Ask what a word, such as brave, means and explore the children's answers.",
      ],
      primary: [
        "Re-enact the Meno geometry lesson with the class, drawing the squares on the floor.",
        "Ask questions that help students notice when two of their answers contradict each other.",
        "Teach part of a lesson by questions only, recording how far the class gets.",
      ],
      secondary: [
        "Read the Meno's slave-boy passage and debate whether learning is recollection.",
        "Ask students to question each other about definitions in pairs, one asking and one answering.",
        "Use questions alone to lead students to discover a geometric principle, such as the angle sum of a triangle.",
      ],
    },
    pitfall:
      "Questions become so leading that the student only agrees, and the recollection is the teacher's, not the student's.",
    question: "Are your questions helping your students find what they already have in them?",
  },
  "early-years": {
    position:
      "In the Laws I propose that from three to six, children gather at village temples under the care of nurses and play the games that they naturally invent when they come together. Even infants benefit from rocking and movement, which calms fears. Early years should be given to play, stories, music and movement, not to compulsion.",
    work: "Laws",
    addressed: true,
    moves: {
      early: [
        "Give children long stretches to invent their own games together while adults watch and keep them safe.",
        "Use gentle rocking, swaying or dancing to calm an anxious child.",
        "Tell carefully chosen stories every day and let children act them out.",
      ],
      primary: [
        "Keep games, songs and dances at the center of the first school years.",
        "Let students invent a game in groups and teach it to another group.",
        "Hold physical education every day, not as a reward.",
      ],
      secondary: [
        "Ask students to observe the games young children invent and describe what they are learning.",
        "Compare the Laws' proposals for ages three to six with a modern preschool and discuss.",
        "Have students design a counting game for young children on the Egyptian model.",
      ],
    },
    pitfall: "Early play is left without adult care, or replaced by early drill, both of which my proposals avoided.",
    question: "What games do your young children invent when left together?",
  },
  adolescents: {
    position:
      "In the Republic I warned that when the young first taste argument, they misuse it for sport, like puppies tearing at everything, contradicting and refuting until they believe nothing. For this reason I would postpone dialectic until maturity, and give the years of youth to gymnastics, music and mathematics. Adolescents need strong training of body and character before the full power of argument.",
    work: "Republic",
    addressed: true,
    moves: {
      early: [
        "Let children watch older students practice music and sport and ask them about it.",
        "Invite teenagers to lead outdoor games for the youngest.",
        "Tell stories of young heroes who were both brave and moderate.",
      ],
      primary: [
        "Give older students a firm grounding in arithmetic and geometry as preparation for later study.",
        "Discuss with students when arguing helps find the truth and when it is only for winning.",
        "Give older students responsibility in team sports and ensembles.",
      ],
      secondary: [
        "Discuss the Republic's image of young arguers as puppies tearing at everything, and ask students whether it fits them.",
        "Balance intensive study with daily physical training and ensemble music.",
        "Ask students to argue for a position and then examine its flaws honestly.",
      ],
    },
    pitfall: "Teachers give adolescents the tools of critique without the grounding of character, producing cynics.",
    question: "Are your adolescents using argument to seek truth or to defeat others?",
  },
  arts: {
    position:
      "In the Republic I argue that music and gymnastics must be balanced: too much music makes one soft, too much gymnastics makes one harsh. Rhythm and harmony sink deep into the soul, so the young should hear music and stories that form good character. I would exclude art that portrays the gods and heroes badly, because imitation shapes the young.",
    work: "Republic",
    addressed: true,
    moves: {
      early: [
        "Sing songs with strong rhythm and good words every day.",
        "Follow quiet music with active games, so neither softness nor roughness takes over.",
        "Choose the songs and stories of the week for their effect on character.",
      ],
      primary: [
        "Plan each week so music and physical activity sit alongside academic work.",
        "Play two pieces of music and ask students how each makes them feel and act.",
        "Let students perform a story that shows a virtue, such as loyalty.",
      ],
      secondary: [
        "Debate whether art that glorifies violence should be kept from the young.",
        "Study how rhythm and mode affect mood, with listening examples.",
        "Review the timetable with students to check the balance of arts and sport.",
      ],
    },
    pitfall: "Concern for character leads to bland, moralizing art that no one loves.",
    question:
      "If your students' characters took the shape of the music and stories they met this year, what shape would that be?",
  },
  technology: {
    position:
      "I never wrote about screens or modern technology. Reasoning from the allegory of the cave, I would worry about images that students take for reality, shadows on a wall that they never question. Any tool should help turn the soul toward understanding rather than keep it watching shadows.",
    work: "Republic",
    addressed: false,
    moves: {
      early: [
        "Favor real objects and told stories over screen images for young children.",
        "Ask children whether the thing they saw on screen was real, and how they could tell.",
        "Make shadow puppets and show how a shape on the wall can fool us.",
      ],
      primary: [
        "Show students how a photo can be edited to look real, and discuss.",
        "Tell the allegory of the cave and ask students what screens might be like the shadows.",
        "Balance screen time with music and exercise in the timetable.",
      ],
      secondary: [
        "Ask students where they might be mistaking shadows for reality in their feeds.",
        "Analyze an edited image or deepfake video for signs of manipulation.",
        "Hold a dialogue on whether technology turns people toward truth or away from it.",
      ],
    },
    pitfall: "Warnings about screens become a blanket rejection of tools that could help students understand.",
    question: "Are your students watching shadows on screens, or turning toward the light?",
  },
  families: {
    position:
      "In the Republic I proposed that guardians hold children in common, which most readers reject, but in the Laws I keep the family and give it a large role in education, regulated by the city. I argued that the early years shape character most deeply, and parents and nurses must handle children with care. The city should support and guide families in this work.",
    work: "Laws",
    addressed: true,
    moves: {
      early: [
        "Invite families to watch the children's games and point out what each game is teaching.",
        "Give families the words of the week's songs and the outline of its stories to repeat at home.",
        "Advise families on rocking, dancing and movement games that calm and delight young children.",
      ],
      primary: [
        "Report to families on their child's character, such as courage and self-control, as well as their learning.",
        "Invite families to music and drama performances, and explain why these belong in education.",
        "Show families the Egyptian sharing game so they can play it with counters or fruit at home.",
      ],
      secondary: [
        "Compare the Republic's common rearing of children with the families of the Laws, and ask students which they prefer and why.",
        "Hold a meeting with families on what the school hopes to form in students, not only what it hopes they will know.",
        "Invite families to watch students hold a dialogue on a question such as what makes a good life.",
      ],
    },
    pitfall: "Schools treat families only as helpers to the school rather than partners in forming character.",
    question: "How do you work with families on the formation of your students' characters?",
  },
  planning: {
    position:
      "In the Republic I lay out a sequence of studies: arithmetic, plane and solid geometry, astronomy and harmonics, each drawing the mind further from the senses, and finally dialectic. In the Laws I call the supervisor of education the most important of the city's offices. Planning must consider the order in which studies prepare the mind, and the balance of body, soul and character.",
    work: "Republic",
    addressed: true,
    moves: {
      early: [
        "Plan each day with play, music, movement and stories in balance, and check the balance on Friday.",
        "Introduce counting and letters only through games in the plan, never through drills.",
        "Choose the week's stories before it begins, asking of each what it teaches about character.",
      ],
      primary: [
        "Plan the year so mathematics builds from sharing games to ideas that cannot be seen, such as perfect shapes.",
        "Place music and physical activity in the weekly timetable alongside academic work, and protect them.",
        "Plan a discussion of character alongside each story studied.",
      ],
      secondary: [
        "Sequence mathematics so each study prepares for the next, as in the Republic's curriculum.",
        "Place open dialogue and argument after foundations are laid, not at the start of the course.",
        "Review with colleagues whether body, character and intellect all have a place in the week.",
      ],
    },
    pitfall: "The sequence of studies becomes rigid, holding students back from questions they are ready for.",
    question: "Does your plan lead your students step by step toward the highest studies?",
  },
  wellbeing: {
    position:
      "I never wrote about teachers' wellbeing. In the allegory of the cave, the one who returns to help others is dazzled and mocked, yet must return. Reasoning from my account of the harmony of the soul, a teacher needs balance of reason, spirit and appetite, and the support of a community.",
    work: "Republic",
    addressed: false,
    moves: {
      early: [
        "Sing and dance with the children during the day, for the balance of your own soul as well as theirs.",
        "Write down once a term why you chose to teach young children, and reread it when tired.",
        "Tell a colleague each week about one child who turned, however slightly, toward something good.",
      ],
      primary: [
        "Keep physical exercise in your own week as firmly as you keep marking.",
        "At the end of each term, ask which part of your soul, reason, spirit or appetite, has been running your days.",
        "Find two colleagues who share your aims and meet them monthly to talk about what teaching is for.",
      ],
      secondary: [
        "Discuss with colleagues how it feels to return to the cave: to bring hard ideas to students who may mock them at first.",
        "Pair a week of heavy intellectual work with daily physical activity for yourself.",
        "Remember that the one who returns to the cave is dazzled at first, and give yourself time to adjust to a difficult class.",
      ],
    },
    pitfall: "Teachers expect to be thanked for leading students out of the cave, and lose heart when they are mocked.",
    question: "What keeps your own soul in harmony as you lead others toward the light?",
  },
};
