import type { EducatorNotes } from "../note-types";

/** Sylvia Ashton-Warner's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "In Teacher I described the mind of a child as having two vents, a creative one and a destructive one, and argued that the wider we open the creative vent, through making, writing, talking and dancing, the more the destructive one closes of itself. A room full of children fighting is often a room where the creative vent has been shut by too much sitting still.",
    work: "Teacher",
    addressed: true,
    moves: {
      early: [
        "When a child is hitting or breaking things, offer clay, paint or blocks at once and let the feeling go into them.",
        "Ask an angry child for the word he wants today, and write it large on a card for him even if it is a fierce word.",
        "Let the room be noisy with children making and talking, and step in only when someone is hurt.",
      ],
      primary: [
        "Give a student who disrupts a daily stretch of free writing about whatever is boiling in him, with no correction.",
        "Alternate quiet intake periods with active output periods of making, dancing or talking, so energy has somewhere to go.",
        "Notice which students' key words are about fear or violence, and talk with them privately about their lives.",
      ],
      secondary: [
        "Give a volatile student a real creative outlet, such as a studio, a stage or a notebook, with regular time for it.",
        "Read a student's angry writing as communication, and respond to the feeling rather than to the spelling.",
        "Let a class build or perform something together when tension in the group is high.",
      ],
    },
    pitfall:
      "Creative outlets are offered only as a reward for good behavior, which keeps them from the children whose destructive vent most needs closing.",
    question: "Where could the energy behind this child's anger go that would be creative?",
    worked: [
      {
        move: "Give a student who disrupts a daily stretch of free writing about whatever is boiling in him, with no correction.",
        steps: [
          "Give [name] a notebook of their own and ten minutes each day, at the same time, to write about anything at all.",
          "Tell them you will not correct it, and keep that promise: no red pen, no marks.",
          "Read it only if they offer it, and respond to what they say, not how they spell it.",
          "Notice the words and feelings that keep coming back, and talk with them privately if something worries you.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "In Teacher I found that children learn words charged with their own feeling at one look, while the words of imported readers slip away, because the key vocabulary comes from inside them. Motivation is not added from outside; it is found by reaching the child's inner world of fears, loves and wants and letting learning grow from it.",
    work: "Teacher",
    addressed: true,
    moves: {
      early: [
        "Each morning ask each child quietly which word they want, write it on a card in front of them and let them keep it.",
        "Throw away a word card the child cannot read the next day, since it was not a key word for them.",
        "Let children show and say their word cards to one another as treasures.",
      ],
      primary: [
        "Start the day with free writing about anything that happened to the student, and read some aloud with permission.",
        "Build class readers from students' own stories and put them in the reading corner.",
        "Ask a reluctant student what scares or excites him most and begin his reading there.",
      ],
      secondary: [
        "Ask students to keep a private word bank of words that carry strong feeling for them and use them in writing.",
        "Let students write about their own lives and publish selected pieces for the class.",
        "Begin a unit with students' own experiences rather than with the textbook.",
      ],
    },
    pitfall:
      "Key vocabulary becomes a list of teacher-chosen theme words, and the charge of the child's own feeling is lost.",
    question: "What word does this child want to learn today?",
    worked: [
      {
        move: "Ask students to keep a private word bank of words that carry strong feeling for them and use them in writing.",
        steps: [
          "Give each student a small notebook for their own words, private to them.",
          "Ask them to add a word each day that carries strong feeling for them.",
          "Once a week, ask them to write a short piece using some of their words.",
          "Let them choose whether to share, and respond to the feeling, not the spelling.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "In Teacher I described organic reading: the first words a child learns come from his own key vocabulary, written on cards he keeps, and the first books he reads are made from his own sentences and those of his classmates. Only after that bridge is built do published books make sense to him.",
    work: "Teacher",
    addressed: true,
    moves: {
      early: [
        "Write each child's chosen word large on a card, let them trace it with a finger and take it away to keep.",
        "Each morning tip everyone's word cards onto the floor and let children find and read their own.",
        "Let partners read each other's word cards and test one another.",
      ],
      primary: [
        "Let students write sentences and stories using their key words, and turn the best into class readers.",
        "Make small books from a student's own story with his drawings, and let him read it to others.",
        "Move a student to published books only once he reads his own and his classmates' writing fluently.",
      ],
      secondary: [
        "Let struggling older readers build a personal word bank of words that matter to them, and write from it.",
        "Have students write and publish stories for younger readers drawn from their own community.",
        "Start reading units with texts students write about their own lives before moving to published texts.",
      ],
    },
    pitfall:
      "Teachers make key vocabulary a whole-class word list, losing the private, one-child-one-word charge that makes words stick.",
    question: "Are the first books your children read made from their own lives?",
    worked: [
      {
        move: "Write each child's chosen word large on a card, let them trace it with a finger and take it away to keep.",
        steps: [
          "Sit with one child at a time, and ask quietly: *What word would you like today?* Wait for a word that matters to them, such as *Mum*, *ghost* or *kiss*.",
          "Write it large on a strong card in front of them, saying each letter's sound as you write, then say the whole word.",
          "Let them trace it with a finger, say it, and take it away to show a friend and keep in their own box.",
          "Next morning, tip the cards out and let them find and read their own; a word they no longer know is put aside, and they choose a new one.",
        ],
      },
    ],
  },
  mathematics: {
    position:
      "I wrote mainly of reading, writing and the arts, not of number teaching. Reasoning from the organic principle in Teacher, I would begin number too from the child's own world, counting the things he cares about and making problems out of his own stories.",
    work: "Teacher",
    addressed: false,
    moves: {
      early: [
        "Count the things in a child's own story, such as the horses or cousins he tells you about.",
        "Let a child choose a number word he wants, such as the number of his brothers, and make it a card like his key words.",
        "Let children count each other's treasures in pairs, with the busy talk of children teaching children.",
      ],
      primary: [
        "Write number problems using students' names and real events from their lives.",
        "Let students write their own number stories for classmates to solve.",
        "Pair students to test each other on number facts the way they test each other on word cards.",
      ],
      secondary: [
        "Let students build problems from their own interests and communities.",
        "Ask students to write freely about a mathematical idea in their own words before they see the textbook version.",
        "Let students work in pairs on a problem drawn from one partner's life, then swap to the other's.",
      ],
    },
    pitfall: "Organic mathematics stays at the level of stories and never builds systematic skill.",
    question: "What numbers matter in this child's world?",
  },
  science: {
    position:
      "Science lessons were not my subject in Teacher or elsewhere. Reasoning from my organic approach in Teacher, I would let science begin with what children bring from their own world, the river, the horses, the weather, and let them talk, draw and write about it before any textbook.",
    work: "Teacher",
    addressed: false,
    moves: {
      early: [
        "Ask children to bring something from outside that they are curious about, and talk about it.",
        "Let children draw what they saw on the way to school.",
        "Add science words children ask for to their word cards.",
      ],
      primary: [
        "Let students write about natural events in their own lives, like a flood or a storm.",
        "Turn students' questions about nature into a class investigation.",
        "Let students teach each other what they know about animals at home.",
      ],
      secondary: [
        "Begin science units with students' own experiences of the topic.",
        "Ask students to keep a free-writing journal during an investigation, recording what puzzled or excited them as well as results.",
        "Begin a science unit at the river, bush or street students know, and let their own words for things become the first vocabulary.",
      ],
    },
    pitfall: "Starting from the child's world becomes an excuse never to reach scientific knowledge.",
    question: "What does this child already know about the world from his own life?",
  },
  assessment: {
    position:
      "Grades and marks are not something I wrote about. Reasoning from Teacher, where a key word the child could not read the next day was simply thrown away as not truly his, I would assess by watching what children actually hold onto and use, not by tests of imposed material.",
    work: "Teacher",
    addressed: false,
    moves: {
      early: [
        "Check each morning which word cards a child can still read, and let go of those they cannot.",
        "Note the words children choose as a record of their inner lives.",
        "Let the word cards a child keeps be the only record you need of what a five-year-old can read.",
      ],
      primary: [
        "Keep a folder of each student's own writing to show growth.",
        "Assess reading by how students read their own and classmates' books.",
        "Respond to writing for its content first, correction second.",
      ],
      secondary: [
        "Assess students' writing for voice and feeling as well as accuracy.",
        "Let each student choose the three pieces of free writing that say most about them for a term portfolio, and respond to those in conversation.",
        "Note which words students use in their own writing.",
      ],
    },
    pitfall: "Teachers record key words as if they were test scores, turning a living practice into data.",
    question: "What has this child actually kept from what you taught?",
  },
  homework: {
    position:
      "Homework is not something my books take up. Reasoning from Teacher, the child's word cards and his own stories are the best thing he could take home, because they come from his life and return to it.",
    work: "Teacher",
    addressed: false,
    moves: {
      early: [
        "Let children take their word cards home to show their families.",
        "Ask children to bring back a new word from home.",
        "Send the child's new word card home in his pocket instead of any written homework.",
      ],
      primary: [
        "Let students take home their own class readers to read to family.",
        "Ask students to write about something that happened at home.",
        "Ask a student to bring back one happening from home that he wants to write about tomorrow.",
      ],
      secondary: [
        "Invite students to keep an out-of-school notebook of moments worth writing about, with no obligation to show it.",
        "Ask students to collect words that matter to them at home.",
        "Replace a generic worksheet with a home task that starts from the student's own life, such as describing a family argument or celebration.",
      ],
    },
    pitfall: "Home tasks become generic worksheets that have nothing to do with the child's life.",
    question: "What could this child take home that comes from his own life?",
  },
  inclusion: {
    position:
      "In Teacher I found that Māori children learned far better from readers drawn from their own lives and images than from imported books about unfamiliar children, and I made transitional readers from their world. Inclusion begins with letting each child's own world into the classroom.",
    work: "Teacher",
    addressed: true,
    moves: {
      early: [
        "Take each child's key words from their own lives, whatever their background.",
        "Let children see their own families and homes in classroom pictures.",
        "Let children from different backgrounds pair up to share word cards.",
      ],
      primary: [
        "Make class readers from the lives of children whose lives are missing from published books.",
        "Check whether your reading books show the world your students live in.",
        "Let students who struggle with print tell stories for you to write down.",
      ],
      secondary: [
        "Let students create texts from their own cultural world for the class.",
        "List the children in your class and check whether each one could find someone like himself in the books and pictures you use.",
        "Give students who are disengaged a creative outlet from their own experience.",
      ],
    },
    pitfall: "Teachers add a few cultural pictures to imported readers and think they have made the reading organic.",
    question: "Whose lives are in your reading books, and whose are missing?",
    worked: [
      {
        move: "Let students who struggle with print tell stories for you to write down.",
        steps: [
          "Sit with [name] and ask them to tell you a story about something that happened to them.",
          "Write down their words exactly as they say them.",
          "Read the story back to them, pointing to each word.",
          "Let them illustrate it and read it to a friend, and keep it in their reading book.",
        ],
      },
    ],
  },
  multilingual: {
    position:
      "In Teacher I described bringing Māori children into reading English through their own key words and through transitional readers drawn from their world, so that the bridge from home to school language was built of familiar things. A child learning a new language must find his own life in it first.",
    work: "Teacher",
    addressed: true,
    moves: {
      early: [
        "Accept key words in the child's home language and write them on cards too.",
        "Let children tell stories in any language and translate key words with them.",
        "Let children pair with someone who shares their language to read word cards.",
      ],
      primary: [
        "Make class readers from students' own stories with the home-language sentence beside the English one.",
        "Let students write first in their home language, then work on English.",
        "Use images from students' home culture in reading materials.",
      ],
      secondary: [
        "Let students build a personal word bank of charged words in both their languages and use either in free writing.",
        "Let students write about their home culture in English.",
        "Include texts from students' home cultures in class reading.",
      ],
    },
    pitfall: "Home-language words are tolerated but never connected to the language of school.",
    question: "Does this child find his own world in the language you are teaching?",
    worked: [
      {
        move: "Make class readers from students' own stories with the home-language sentence beside the English one.",
        steps: [
          "Ask a student to tell you a story from their life in their home language, with a family member or colleague helping if needed.",
          "Write each sentence in the home language and in English, side by side.",
          "Let the student illustrate it and bind it as a small book.",
          "Add it to the class library and let the student read it to the class.",
        ],
      },
    ],
  },
  discussion: {
    position:
      "In Teacher I described letting children talk, read and work with each other in pairs, because the busy noise of children teaching each other is the sound of learning. I did not fear noise; I feared the silence of children whose inner world had been shut down.",
    work: "Teacher",
    addressed: true,
    moves: {
      early: [
        "Pair children to read each other's word cards and swap.",
        "Let children chatter freely over the paint and clay, since that talk is their language growing.",
        "Let children tell each other their stories before writing.",
      ],
      primary: [
        "Have students read their writing to a partner before sharing with the class.",
        "Let students pair up to teach each other the key words from their own cards.",
        "Accept a noisy room when students are working together.",
      ],
      secondary: [
        "Let students share writing in pairs and respond to each other.",
        "Open a class discussion by asking two students to read short pieces of free writing about something that happened to them.",
        "Let students in small groups read each other's drafts aloud and say which line carried the most feeling.",
      ],
    },
    pitfall: "Pair work is so tightly scripted that children never really talk to each other.",
    question: "Can you hear your children teaching each other?",
  },
  questioning: {
    position:
      "Questioning techniques are not something I wrote about. Reasoning from Teacher, the most important question I asked each child was simply what word they wanted, and I would say a teacher's questions should open the child's inner world rather than test it.",
    work: "Teacher",
    addressed: false,
    moves: {
      early: [
        "Ask each child each morning what word they want today.",
        "Ask a child quietly, if he wishes to tell you, what he was frightened of or dreamed about, and offer its word on a card.",
        "Write down the word a child gives you exactly as he gives it, even if it is a word about fighting or ghosts.",
      ],
      primary: [
        "Ask students what they want to write about today.",
        "Ask what happened to them yesterday and let it become writing.",
        "Ask each student which words he wants for his story today and write them on his card or in his book.",
      ],
      secondary: [
        "Ask students what matters to them before planning a unit.",
        "Ask open questions about their lives that can lead to writing.",
        "Let students ask each other one honest question about a piece of writing they have shared.",
      ],
    },
    pitfall:
      "Personal questions become intrusive when the teacher does not respect what the child chooses to keep private.",
    question: "What question could you ask that would open this child's inner world?",
  },
  "early-years": {
    position:
      "In Teacher I described my infant room of five- and six-year-olds, where each day began with key vocabulary and moved between output periods of making, writing and talking and intake periods of reading and listening. Young children's learning must grow from their own inner world and their own energies.",
    work: "Teacher",
    addressed: true,
    moves: {
      early: [
        "Begin each day with key vocabulary cards for each child.",
        "Plan the morning as output first, painting, building and talking, then intake, listening to a story and reading cards.",
        "Let children paint, build and dance as part of learning to read.",
      ],
      primary: [
        "Keep organic writing and word cards in the first years of school.",
        "Let students move between making and reading through the day.",
        "Bind the children's dictated sentences into a small class reader and let them read it to each other.",
      ],
      secondary: [
        "Train visiting adolescents to ask a young child for his word, write it clearly and listen to him read it back.",
        "Show older students a set of key vocabulary cards and ask them why a child's own words might be learned at one look.",
        "Let students make books for young children from their stories.",
      ],
    },
    pitfall: "Early years teachers replace the child's own words with phonics drills too soon.",
    question: "What does this child's inner world look like today?",
    worked: [
      {
        move: "Begin each day with key vocabulary cards for each child.",
        steps: [
          "Each morning, sit with each child in turn and ask: *What word do you want today?*",
          "Write the word on a large card in front of them, saying it as you write.",
          "Let them trace it, take it away, show it to friends and keep it in their own box.",
          "Next morning, tip out the box; the words they still know stay, the ones they have forgotten are put aside, since they did not matter enough.",
        ],
      },
    ],
  },
  adolescents: {
    position:
      "My teaching and my book Teacher concerned young children; adolescents appear in my work only at the edges. Reasoning from Teacher, I would say older students also have an inner world of fear and desire that must find a creative vent, and that their own words and stories are the way into learning.",
    work: "Teacher",
    addressed: false,
    moves: {
      early: [
        "Invite teenagers to write word cards for the little ones and notice which words the children ask for.",
        "Let young children watch older students painting or playing music, and talk afterwards about what they saw.",
        "Let older students read their stories to the young.",
      ],
      primary: [
        "Give older students a private journal that you read only when invited, for writing about what they feel.",
        "When an older student is seething, offer him paper, clay or a drum before any talk about the incident.",
        "Let older students write stories for the infant class using the key words the little ones have chosen.",
      ],
      secondary: [
        "Give adolescents regular free writing about their own lives.",
        "Give adolescents weekly time in drama, art or music where the content comes from their own lives.",
        "Start a unit by asking students to write freely about what worries them, and build the first lessons from those pages.",
      ],
    },
    pitfall: "Adolescents are given no creative outlet and their destructive energy grows.",
    question: "Where is the creative vent for your adolescents?",
  },
  arts: {
    position:
      "In Teacher I treated painting, clay, dance and music as central to learning, not extras, because they widen the creative vent. I was a painter and musician myself, and I saw that a child who creates freely also reads and writes more freely.",
    work: "Teacher",
    addressed: true,
    moves: {
      early: [
        "Let children paint, model and dance every day as part of learning.",
        "Let children make up songs about their key words.",
        "Hang every child's painting on the wall just as he made it, with no adult touching up.",
      ],
      primary: [
        "Let students paint the pictures for the class readers made from their own stories.",
        "Let students dance or act out stories they wrote.",
        "Give students a daily stretch of making music or dancing together as an output period.",
      ],
      secondary: [
        "Ask students to make a piece of art about an experience that changed them, in any medium.",
        "Offer drama and music as ways to channel strong feelings.",
        "Have students turn a piece of their own free writing into a painting, a dance or a short performance.",
      ],
    },
    pitfall: "Art time becomes copying models, and the creative vent stays shut.",
    question: "What did your children make today that came from inside them?",
  },
  technology: {
    position:
      "Screens and computers in classrooms came after the infant rooms I wrote about. Reasoning from Teacher, I would ask whether a device lets the child's inner world out, through his own words and images, or fills it with images from outside.",
    work: "Teacher",
    addressed: false,
    moves: {
      early: [
        "Put the paint pots and clay out before any screen is switched on, and notice which children stop asking for it.",
        "Record a child telling his own story and play it back so he hears his words as a story worth listening to.",
        "Limit screen time in the infant room so it never takes the place of the output period.",
      ],
      primary: [
        "Let students use devices to write and illustrate their own stories.",
        "Choose writing tools over reading apps that hand children words chosen by strangers.",
        "Let students record themselves reading their own stories and share the recordings with their families.",
      ],
      secondary: [
        "Let students use technology to publish their own writing.",
        "Ask students to list the images that fill their heads in a day and how many came from a screen rather than their own lives.",
        "Set students to make something of their own with a device, a story, song or film, rather than only watching.",
      ],
    },
    pitfall: "Screens fill children with outside images and leave no room for their own.",
    question: "Is this screen letting your children's inner world out, or crowding it?",
  },
  families: {
    position:
      "Parent involvement, as schools now speak of it, is not something I wrote about. Reasoning from Teacher, where children's key words often revealed their home lives, I would say teachers must know the child's home world, including its hardships, to teach him well.",
    work: "Teacher",
    addressed: false,
    moves: {
      early: [
        "Listen to the words children choose for clues to their home lives.",
        "Invite parents and grandparents to tell stories that the children can later turn into class readers.",
        "Let children take their word cards home in an envelope to read to their families.",
      ],
      primary: [
        "Let students write about their families and share with them.",
        "Visit or talk with families to understand children's lives.",
        "Write class readers using the names and happenings of the children's own families, with permission.",
      ],
      secondary: [
        "Let students write about their home lives if they choose.",
        "Visit children's homes or meet families in the community so you understand the world their key words come from.",
        "Collect stories from the local community and make them part of the reading material for the year.",
      ],
    },
    pitfall: "Teachers learn about a child's troubled home through key words and then fail to act or respond.",
    question: "What do this child's words tell you about his home?",
  },
  planning: {
    position:
      "In Teacher I described an organic day that moved between output periods, when children create, talk and write, and intake periods, when they read and listen, with key vocabulary at the start. Planning follows the rhythm of children's energy rather than a fixed timetable.",
    work: "Teacher",
    addressed: true,
    moves: {
      early: [
        "Plan the day as alternating output and intake periods.",
        "Start every morning by giving each child his key word before any other lesson.",
        "Leave room for what the children bring each morning.",
      ],
      primary: [
        "Timetable daily free writing followed by time to read the class readers made from it.",
        "Alternate periods of making and talking with periods of listening and reading across the whole school day.",
        "Draw next week's topics from the themes that keep appearing in students' free writing.",
      ],
      secondary: [
        "Open each unit with a piece of free writing from students' own experience of the topic.",
        "Build an output period of making, performing or writing into every unit plan.",
        "Leave one lesson a week unplanned for what students bring in from their lives.",
      ],
    },
    pitfall: "The organic day becomes unplanned chaos when the teacher forgets the rhythm of intake and output.",
    question: "Does your day follow your children's energy?",
  },
  wellbeing: {
    position:
      "In Myself I kept a journal of my early years teaching in a remote school, with all my doubts, passions and exhaustion. A teacher needs her own creative vent and the honesty to record her inner life, because she brings it into the classroom every day.",
    work: "Myself",
    addressed: true,
    moves: {
      early: [
        "Keep a private journal of your teaching days and write in it the things you cannot say in the staffroom.",
        "Make something of your own, a painting, a poem, a piece of music, each week, outside your lesson preparation.",
        "Take a few minutes at the end of the day to look at the children's paintings simply for the pleasure of it.",
      ],
      primary: [
        "Write honestly in a notebook about one day's doubts and one day's small success.",
        "Find a creative outlet of your own outside school, and protect it as fiercely as your lesson time.",
        "Read a journal entry aloud to one trusted colleague once a month and ask what they hear in it.",
      ],
      secondary: [
        "Keep a journal on your teaching in which you record what your students wrote that surprised you.",
        "Block out an hour a week for your own creative work and treat it as part of teaching well.",
        "Reflect on how your inner life affects your teaching.",
      ],
    },
    pitfall: "Teachers pour out creative energy for children and leave none for themselves.",
    question: "Where is your own creative vent?",
  },
};
