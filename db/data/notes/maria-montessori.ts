import type { EducatorNotes } from "../note-types";

/** Maria Montessori's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "I found in the Casa dei Bambini that discipline is not imposed from outside; it arises when a child is absorbed in work that meets a real need. I allow freedom within limits: any work may be chosen, but no one may harm others, the materials or the environment. A restless room tells me the environment is wrong, not that the children need more control.",
    work: "The Montessori Method (Italian original)",
    addressed: true,
    moves: {
      early: [
        "Show the group, slowly and without words, how to carry a chair silently, then let each child practice it as a game.",
        "Lead a child who disturbs others to a practical life work such as pouring beans, and stay near until their hands are busy.",
        "Play the silence game: once the room is still, whisper each child's name from the far corner and let them come to you on tiptoe.",
      ],
      primary: [
        "Agree with the class on the few limits of the room, such as never harming people, materials or another's work, and post them at child height.",
        "Give a child who wanders a new presentation just above their level, since wandering usually means nothing has yet called to them.",
        "Note in your observation notebook the time and place where disorder starts during the work cycle, then change that corner of the room.",
      ],
      secondary: [
        "Hand adolescents real responsibility for shared spaces, such as the class library or science stores, and let the group hold each other to it.",
        "Replace a detention with a quiet conversation about which work the student has chosen this week and what help they need to finish it.",
        "Give a restless group a long, uninterrupted block for a project of their own instead of many short teacher-led episodes.",
      ],
    },
    pitfall:
      "Freedom within limits turns into plain permissiveness when the teacher drops the limits, or into old-style control when she drops the freedom and keeps only the quiet.",
    question: "When trouble starts, what work has this child been doing, or not doing, in the minutes before?",
    worked: [
      {
        move: "Note in your observation notebook the time and place where disorder starts during the work cycle, then change that corner of the room.",
        steps: [
          "For one week, sit still for ten minutes at three set times of the work cycle, notebook open, and write down where and when the first disorder starts: the time, the place, who, and what they were doing or not doing.",
          "At the week's end, read your notes for a pattern: the same shelf, the same crowded corner, the same minutes after lunch, or a material that is missing pieces.",
          "Change that corner before you change any child: move the shelf, thin out the materials, complete the broken set, or open more floor space.",
          "Watch the same place at the same time the next week and write down what happened, so the notebook tells you whether the change worked.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "I watched children ignore the prizes we offered and return again and again to a material they had mastered, so I concluded that rewards and punishments are unnecessary and can damage the child's inner drive. The motivation I rely on is the pleasure of concentrated work chosen freely in a prepared environment. The teacher's task is to connect the child with the right work at the right moment, not to push.",
    work: "The Montessori Method (Italian original)",
    addressed: true,
    moves: {
      early: [
        "Remove sticker charts for a week and instead describe plainly what a child did, such as *You poured all the water without spilling*.",
        "Let a child repeat the cylinder blocks or pink tower as many times as they wish, even when you are sure they have already mastered them.",
        "Rotate two or three materials on the low shelves each week so that something new is always waiting to be discovered.",
      ],
      primary: [
        "Give each child a simple work journal in which they record what they chose, for how long, and what they want to do next.",
        "Tell one of the great stories, such as how writing began, and leave related materials out so curiosity has somewhere to go.",
        "Let a child who finishes early choose a follow-up work from the shelves rather than handing them an extra worksheet.",
      ],
      secondary: [
        "Let students choose the order in which they complete a week's set of tasks, and meet each of them briefly to review their plan.",
        "Link a unit to real production, such as selling vegetables the class grows, so effort has a visible result.",
        "Drop public rankings and merit points, and hold short individual conferences about what each student is proud of and why.",
      ],
    },
    pitfall:
      "Teachers remove rewards but leave a dull environment, then conclude that the children are unmotivated when in fact nothing in the room invites work.",
    question:
      "Which material or task in your room do children return to without being asked, and what makes it different?",
    worked: [
      {
        move: "Drop public rankings and merit points, and hold short individual conferences about what each student is proud of and why.",
        steps: [
          "Take down the ranking chart and stop the merit points, and tell the class plainly that you will look at each person's own work instead.",
          "Each week, meet four or five students for five minutes each, with their work in front of you.",
          "Ask: *Which piece are you proudest of, and why?* and then *What do you want to do next?*",
          "Write one line on what they said in your notebook, and begin the next conference by reading it back to them.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "In my first houses of children writing came before reading: four- and five-year-olds who had traced sandpaper letters and built words with the movable alphabet burst into writing almost suddenly. I prepare the hand with the metal insets and the ear with sound games, so letters are learned by touch, sight and sound together. Reading proper, grasping another's thought on paper, comes later, and I test it with written commands the child carries out.",
    work: "The Montessori Method (Italian original)",
    addressed: true,
    moves: {
      early: [
        "Play I Spy with sounds, such as *I spy something that begins with mmm*, before any letter is shown.",
        "Give a three-period lesson with two sandpaper letters: the child traces each as you say its sound, then shows you mmm, then names one.",
        "Let a child who knows a handful of sounds build a short word like cat with the movable alphabet, without asking them to write it with a pencil.",
      ],
      primary: [
        "Write short commands on slips of paper, such as bring me the red pencil, and let children read them silently and carry them out.",
        "Set out the grammar symbols and let pairs label the nouns, verbs and adjectives of a sentence they wrote themselves.",
        "Have children trace the metal insets with colored pencils each morning to build the light, controlled hand that fluent handwriting needs.",
      ],
      secondary: [
        "Let students choose from a shelf of real books linked to the current study and keep a reading log they discuss with you fortnightly.",
        "Ask students to write instructions for a practical task, then test them by having a younger class follow them exactly.",
        "Run sentence analysis with arrows and symbols on a student's own paragraph, so grammar is handled rather than memorized.",
      ],
    },
    pitfall:
      "The sandpaper letters become flash cards drilled at the whole group, which loses the individual timing and the touch that made the method work.",
    question: "Have your children touched and traced the letters, or have they only looked at them on a chart?",
    worked: [
      {
        move: "Have children trace the metal insets with colored pencils each morning to build the light, controlled hand that fluent handwriting needs.",
        steps: [
          "Set a metal inset (a triangle or a circle), its frame, three colored pencils and a square of paper on a tray on the shelf, and show the child once, slowly and without talking, how to trace round the frame and then the inset.",
          "Invite the child who leaves writing unfinished to choose the inset work first thing, while the hand is fresh: *Would you like to do the insets this morning?*",
          "Let the child fill the traced shape with light, even strokes from one side to the other, as long as they want; do not praise or correct while they work.",
          "Afterwards ask the child to write just one sentence of their own with the same light hand, and to finish it: a short piece finished counts for more than a long one abandoned.",
          "Over the weeks, note in your record how long the child keeps at the insets and how much they write after them, and lengthen the writing only as their hand and concentration grow.",
        ],
      },
      {
        move: "Write short commands on slips of paper, such as bring me the red pencil, and let children read them silently and carry them out.",
        steps: [
          "Write five short commands on slips of paper, each one a thing the child can do in the room: *Bring me the red pencil. Open the window. Put the shell on my table.*",
          "Fold the slips into a basket and let the child take one, read it silently and carry it out, without saying it aloud.",
          "Say nothing when the command is done right: the action shows the slip was read; when it is not, hand the slip back.",
          "Once the child reads them easily, let them write a command of their own for a friend to carry out, so their writing has a reader and an end they can see.",
        ],
      },
    ],
  },
  mathematics: {
    position:
      "I hold that the child reaches abstraction in number through the hand: number rods, spindle boxes and golden beads make quantity something to lift and count. Each material isolates one idea and carries its own control of error. Written sums come only after quantities have been held and compared many times.",
    work: "The Discovery of the Child",
    addressed: true,
    moves: {
      early: [
        "Lay out the red and blue number rods and let a child find the rod for three by counting its sections aloud with you.",
        "Give the spindle box and a basket of spindles, and let the child discover that the zero compartment gets nothing.",
        "Use a three-period lesson to connect sandpaper numerals to the matching rods, one or two numerals at a time.",
      ],
      primary: [
        "Let two children fetch golden beads for a four-digit number from the bank and then exchange ten units for a ten bar as they add.",
        "Set out the stamp game for subtraction with borrowing, and let the child check the result by reversing the operation.",
        "Give the bead chains for skip counting and let the child lay out arrows with the multiples before writing any table.",
      ],
      secondary: [
        "Use the binomial cube to let students see, then prove algebraically, why a plus b cubed expands as it does.",
        "Ask students to construct geometry proofs with the metal insets of equivalence before writing them formally.",
        "Give a group a real budget for a class project and have them keep the accounts themselves, checking with a calculator only at the end.",
      ],
    },
    pitfall:
      "Teachers move children to paper too fast, or demonstrate the beads once at the board, so the material never does the work it was designed to do.",
    question: "Can your students show you with their hands what the numbers in their written sums mean?",
  },
  science: {
    position:
      "For children from six to twelve I proposed cosmic education: tell them great stories of the universe, the earth, life and human beings, and let every subject find its place in that vision of interdependence. Children of this age are hungry for reasons and for the whole picture, so I give them the whole first and the details afterwards. For the youngest, science begins with sensorial work and caring for living things in the room.",
    work: "To Educate the Human Potential",
    addressed: true,
    moves: {
      early: [
        "Give each child a plant or a corner of the class garden to water daily, and show them how to wipe the leaves.",
        "Set out a sorting tray of objects that sink and float, and let children try them without explaining the reason first.",
        "Offer the botany puzzles of leaf and flower, and name the parts with a three-period lesson.",
      ],
      primary: [
        "Tell the story of the coming of the universe with a simple demonstration, such as liquids settling in layers in a jar, then let children choose what to research.",
        "Hang a timeline of life along the wall and have children add cards for the creatures they study.",
        "Send small groups on going-out trips, such as to a pond or a bakery, to gather answers they could not find in the room.",
      ],
      secondary: [
        "Frame the year's science around one question of interdependence, such as how rain on our site reaches the sea, and let groups study each link.",
        "Give students a real environmental job on the school grounds, such as running the compost, and have them report findings to the school.",
        "Ask each student to connect their own project to the larger story of the earth at a closing presentation.",
      ],
    },
    pitfall:
      "Cosmic education shrinks to a single dramatic lesson at the start of the year, after which science goes back to isolated worksheets.",
    question: "What larger story does today's science lesson belong to, and have your students heard it?",
  },
  assessment: {
    position:
      "I replaced marks, prizes and examinations with the teacher's patient observation and the control of error built into the materials. The child learns to see and correct his own mistake, and I learn from watching where he hesitates which presentation to give next. Praise and blame from the adult only turn the child's eye away from the work and toward the judge.",
    work: "The Montessori Method (Italian original)",
    addressed: true,
    moves: {
      early: [
        "When a child builds the pink tower with a cube out of place, say nothing and watch whether they notice it themselves.",
        "Keep a page per child and record in one line each day what they chose and how long they concentrated.",
        "If a child mixes up names in the third period of a lesson, go back to the first period another day instead of saying no.",
      ],
      primary: [
        "Provide answer cards for each math material so that children check their own work and record it in their journal.",
        "Meet each child for a weekly conference about their journal and agree on one new work together.",
        "Replace a test with a short observation of the child using the material, noting whether they can now present it to a younger child.",
      ],
      secondary: [
        "Ask students to keep a portfolio of finished work with their own notes on what went wrong and how they fixed it.",
        "Give students access to answer keys for practice tasks and spend your time on the ones who still struggle after checking.",
        "Write narrative reports describing what each student chose, mastered and still avoids rather than giving letter grades alone.",
      ],
    },
    pitfall:
      "Observation notebooks fill with vague comments such as worked well, which tell the teacher nothing about what to present next.",
    question: "Where does your room let a child find his own mistake without asking you?",
  },
  homework: {
    position:
      "I never wrote about homework as such; the work of my children was done in the prepared environment during a long, free work cycle. Reasoning from my principles, work sent home should be freely chosen and real, such as helping with meals or caring for a plant, rather than exercises imposed to fill the evening. A child who has concentrated deeply at school needs the home to give room for practical life and rest.",
    work: "The Absorbent Mind",
    addressed: false,
    moves: {
      early: [
        "Send home a short note suggesting one practical life task for the week, such as setting the table, instead of any sheet.",
        "Invite each child to bring in a natural object from home and tell the group where they found it.",
        "Ask families to let the child dress themselves in the morning and tell you how it went.",
      ],
      primary: [
        "Offer an optional home project chosen from a list tied to the current great lesson, and let children present it whenever it is ready.",
        "Ask children to observe something at home, such as how bread rises, and bring one question back to class.",
        "Let children borrow a small material, such as bead chains, to show their families what they learned.",
      ],
      secondary: [
        "Replace nightly exercises with a longer self-chosen investigation that students plan and schedule themselves.",
        "Ask adolescents to take on a real household or community responsibility for a month and report what they learned.",
        "Let students decide which practice they need at home after their own check against the answer key.",
      ],
    },
    pitfall:
      "Calling homework optional while grading it turns free choice into a disguised obligation that children quickly see through.",
    question: "Does the work you send home let the child act independently, or does it require an adult to drive it?",
  },
  inclusion: {
    position:
      "My method began with children who were then called deficient, in the psychiatric clinic in Rome, where I adapted Itard's and Séguin's physiological methods. When these children did well in state examinations, I concluded that ordinary schools were holding normal children back. Every child needs materials that isolate one difficulty and a teacher who observes where each one stands, so individual pace is built into the room rather than added as a special measure.",
    work: "The Montessori Method (Italian original)",
    addressed: true,
    moves: {
      early: [
        "Offer a child with poor coordination extra practical life work with large objects, such as pouring from big jugs, before fine tasks.",
        "Give the sound cylinders or touch tablets to a child who struggles with one sense, so another sense can support learning.",
        "Present a material to one child alone, with very few words and slow movements, rather than to the whole group.",
      ],
      primary: [
        "Use the mixed-age grouping so that a struggling older child can present an easy material to a younger one, and gain confidence.",
        "Let each child work at their own point in the math sequence, and record the point in your notebook rather than grouping by age.",
        "Break a difficult material into smaller steps, isolating one difficulty at a time, for a child who keeps failing with it.",
      ],
      secondary: [
        "Negotiate an individual work plan for a student with special needs, with concrete materials available for any abstract task.",
        "Arrange the room so that students needing quiet can find a protected corner without asking permission.",
        "Let students with differing skills share a real project, such as running a class shop, so each contributes what they can.",
      ],
    },
    pitfall:
      "Individual pace becomes an excuse to leave a struggling child alone for weeks without a new presentation.",
    question: "Which material could isolate the single difficulty that this child keeps stumbling on?",
    worked: [
      {
        move: "Break a difficult material into smaller steps, isolating one difficulty at a time, for a child who keeps failing with it.",
        steps: [
          "Watch [name] work with the material once without helping, and write down the exact point where it goes wrong.",
          "Find or make a simpler material that holds only that one difficulty, such as the golden beads for exchanging tens before the written sum.",
          "Present it in silence, slowly, with few words, then invite them to try it and step back.",
          "When they manage it on their own several times, bring back the original material and present it again.",
        ],
      },
    ],
  },
  multilingual: {
    position:
      "I never wrote about classrooms of children with several home languages. I did observe that in the first years the absorbent mind takes in the language of its surroundings completely and without effort, so reasoning from that, a young child will absorb a second language spoken naturally around them during real work. For older children I would rely on precise naming with the three-period lesson and on material that carries meaning without words.",
    work: "The Absorbent Mind",
    addressed: false,
    moves: {
      early: [
        "Name objects in practical life work clearly in the school language as the child uses them, such as jug, pour, sponge, without asking for repetition.",
        "Invite a parent to give the names of the sandpaper letters or classroom objects in the home language during a visit.",
        "Use wordless presentations, slow gestures only, so that every child can follow regardless of language.",
      ],
      primary: [
        "Give a three-period lesson on new subject vocabulary with real objects or picture cards, pausing at the second period until recall is secure.",
        "Create labeled nomenclature cards in two languages for the botany and geography materials.",
        "Pair a newcomer with an older child who shares their language to present a material.",
      ],
      secondary: [
        "Let students build their own bilingual glossary of the subject terms from the materials they use.",
        "Allow students to research a cosmic education topic first in their home language and present it in the school language.",
        "Set up practical projects where understanding is shown by doing, such as building a model, before written explanation is expected.",
      ],
    },
    pitfall:
      "Teachers wait for the new child to speak before offering work, when concentrated work with materials would give the language something to attach to.",
    question: "Which work in your room can a child do and understand without knowing a single word of your language?",
  },
  discussion: {
    position:
      "I organized my classes in mixed ages so that younger children learn by watching older ones and older ones consolidate by helping. Children freely form small groups around work, and this social life grows out of shared activity rather than from the teacher arranging groups. I keep the environment so that one child's work is respected by another, which is the beginning of real cooperation.",
    work: "The Absorbent Mind",
    addressed: true,
    moves: {
      early: [
        "Teach grace and courtesy lessons by role play, such as how to ask to watch someone's work and how to say *No, thank you*.",
        "Let two children carry and roll up a large rug together, showing them first how to coordinate.",
        "Allow a younger child to sit and watch an older child work with a material without interrupting either.",
      ],
      primary: [
        "Let small groups form around a research question from a great lesson and present their findings to the class.",
        "Ask an older child to give a presentation of a material they have mastered to a younger child while you observe.",
        "Hold a weekly class meeting where children raise problems in the room and agree solutions together.",
      ],
      secondary: [
        "Let students organize themselves into teams for a real enterprise, such as a garden or a café, with roles they define.",
        "Ask groups to draft and revise the rules of the shared workspace and review them each month.",
        "Use seminar discussions of a shared reading, with students taking turns to lead.",
      ],
    },
    pitfall:
      "Teachers assign groups for every task, so children lose the chance to choose collaborators and to work alone when they need to.",
    question: "When did your students last choose, by themselves, to work together on something?",
  },
  questioning: {
    position:
      "I ask the teacher to speak little and to make each word count. In the three-period lesson I name the thing, then ask the child to show it, then ask what it is; if the child hesitates I do not correct but return to the first period another day. Questions that test the child too early or too often make him anxious and interrupt his concentration.",
    work: "The Montessori Method (Italian original)",
    addressed: true,
    moves: {
      early: [
        "Spend most of a three-period lesson in the second period, asking show me the rough one, put the smooth one here, before asking any name.",
        "Never interrupt a concentrating child with a question; wait until they look up from their work.",
        "Ask what do you notice about these two bells, rather than telling the child which is higher.",
      ],
      primary: [
        "After a great lesson, ask the class which part they want to find out more about and write the questions on the wall.",
        "Answer a child's question with an invitation to a material or a book that holds the answer, instead of a lecture.",
        "Ask a child who has finished a work to show you how they know it is correct.",
      ],
      secondary: [
        "Ask students to write their own research questions on a cosmic theme before they choose a project.",
        "Use short individual conferences with one open question, such as what was hardest this week, rather than quizzes.",
        "Let students question each other's presentations before you add any comment.",
      ],
    },
    pitfall:
      "The third period becomes a quiz, repeated until the child gives the right name, which turns a gentle check into pressure.",
    question: "How many of your questions today were asked while a child was in the middle of concentrated work?",
  },
  "early-years": {
    position:
      "The first six years are the period of the absorbent mind and of sensitive periods for order, movement, language and refinement of the senses. I found that young children preferred real work, pouring, washing, building with sensorial materials, to the toys and make-believe we first offered them. The prepared environment, with child-sized furniture and materials on open shelves, lets play become purposeful activity.",
    work: "The Absorbent Mind",
    addressed: true,
    moves: {
      early: [
        "Replace the toy kitchen with a real one where children can cut bananas and wash cups with child-sized tools.",
        "Protect a work cycle of at least two hours in the morning without whole-group transitions.",
        "Present the pink tower, brown stair and red rods in sequence to a child drawn to order and size.",
      ],
      primary: [
        "Keep practical life going in first grade with jobs such as preparing snack or polishing brass.",
        "Let six-year-olds who missed early years experiences work with the sensorial materials without shame.",
        "Replace free play sessions with choice time among real materials and creative tasks.",
      ],
      secondary: [
        "Invite adolescents to prepare materials for the early years class, such as sewing cloth or making puzzle cards.",
        "Ask secondary students to observe a preschool work cycle and describe the concentration they see.",
        "Let older students run a short practical life session with young children as part of a child development unit.",
      ],
    },
    pitfall:
      "Materials are set out beautifully but adults keep interrupting, praising and redirecting, so the concentration the environment was built for never arrives.",
    question: "Which of your young children's activities are real work and which only imitate it?",
    worked: [
      {
        move: "Replace the toy kitchen with a real one where children can cut bananas and wash cups with child-sized tools.",
        steps: [
          "Set up a low table with a child-sized cutting board, a blunt table knife, a small jug, a washing bowl, a cloth and a few cups, each in its own place on a tray.",
          "Present cutting a banana to one child, slowly and with few words: peel, cut one slice at a time, put the slices on a plate, then clean the board.",
          "Invite the child to do it, and step back; let them wash and dry what they used and put each thing back where it lives.",
          "Watch which children return to it and how long they stay, and add a new real task, such as pouring water or washing a cloth, when one is mastered.",
        ],
      },
    ],
  },
  adolescents: {
    position:
      "In this book I describe development in periods of roughly six years, and I count the years from twelve to eighteen, like the first six, as a time of great transformation. In a separate proposal for this age, the Erdkinder or children of the land, which is not part of this book, I suggested that schooling move toward real work on the land and in small economic enterprises, so that young people gain independence and a valued place in society. Study continues, but the adolescent needs responsibility and practical production more than more hours at a desk.",
    work: "The Absorbent Mind",
    addressed: true,
    moves: {
      early: [
        "Invite older students into the early years room to help with gardening, so young children see adolescents as capable helpers.",
        "Tell stories of older children doing real work, such as farming or making things, when introducing practical life.",
        "Let children help older students prepare food for a school event, with careful presentations of each task.",
      ],
      primary: [
        "Give eleven-year-olds responsibility for a small class business, such as selling plants, with accounts they keep.",
        "Prepare upper primary children for adolescence with longer independent projects outside the classroom.",
        "Let oldest primary children lead going-out trips they have planned.",
      ],
      secondary: [
        "Run a real enterprise, such as a school farm stall or a printing shop, where students handle production and money.",
        "Organize residential or outdoor work weeks in which students run the household themselves.",
        "Link academic study, such as biology or economics, to the enterprise so theory serves the work.",
      ],
    },
    pitfall:
      "Schools adopt a token garden plot and call it land-based education while keeping adolescents in rigid timetables all week.",
    question: "Where in your school do adolescents do work that others truly depend on?",
  },
  arts: {
    position:
      "I did not give young children free drawing from the start; I prepared the hand with the metal insets and the eye with the color tablets, and I saw that free expression became richer once the child had this control. Music entered my schools through the bells, rhythm on the line and listening to real music. Art for me grows from refined senses and a steady hand, not from copying adult models.",
    work: "The Discovery of the Child",
    addressed: true,
    moves: {
      early: [
        "Offer the color tablets for grading shades and then give the child paints to mix a similar set of shades.",
        "Play a short piece of music while children walk on the line, changing the step as the rhythm changes.",
        "Let the child trace metal insets and fill them with careful strokes before a free drawing session.",
      ],
      primary: [
        "Use the Montessori bells to let children match pitches and then compose a short tune.",
        "Ask children to illustrate their cosmic education research with careful botanical drawings from life.",
        "Display children's art at eye level and let them choose which pieces to show.",
      ],
      secondary: [
        "Give students real craft projects such as weaving, pottery or printing with proper tools and techniques.",
        "Ask adolescents to design and produce artwork for a school publication or enterprise.",
        "Invite a local artisan to demonstrate a craft and let students apprentice for a term.",
      ],
    },
    pitfall:
      "Teachers read the preparation of the hand as a ban on free expression and turn art into exercises that never lead to the child's own work.",
    question: "What have you done to prepare your students' senses and hands before asking them to create?",
  },
  technology: {
    position:
      "I never wrote about screens or digital devices; the technologies of my time were different. Reasoning from my principles, the young child learns through the hands and the senses in a prepared environment, and a device that replaces real materials and movement robs them of that work. For older children a tool is acceptable when it serves work they have chosen and keeps them active rather than passive.",
    work: "The Absorbent Mind",
    addressed: false,
    moves: {
      early: [
        "Keep screens out of the early years room and offer real tools, such as a magnifying glass or a balance scale.",
        "Give children a working old telephone or clock to take apart with screwdrivers.",
        "Show families how practical life tasks at home build the concentration that screen time does not.",
      ],
      primary: [
        "Let children use a computer to look up a fact for their research only after they have checked the classroom books.",
        "Ask children to type a finished piece only after they have handwritten and corrected the draft.",
        "Set a rule that any device use must produce something, such as a recording of their reading.",
      ],
      secondary: [
        "Let students use digital tools for real production, such as editing a school film or managing the enterprise's accounts.",
        "Ask students to record their own screen time for a week and reflect on how it affects their concentration.",
        "Teach students to build or repair a simple device so technology is understood from inside.",
      ],
    },
    pitfall:
      "Apps branded with Montessori methods replace the real materials, removing the touch and movement that the method depends on.",
    question: "Does this device give the child real work for the hands, or does it only keep the eyes busy?",
  },
  families: {
    position:
      "My first Casa dei Bambini opened inside a tenement in San Lorenzo, and the school belonged to the families of the building. Mothers were asked to send their children clean and to talk with the directress about their children's lives, and in return they could see the school at work at any time. I saw the school as a help to the family, not as a substitute for it.",
    work: "The Montessori Method (Italian original)",
    addressed: true,
    moves: {
      early: [
        "Invite parents to observe a work cycle from a chair at the side, asking them only to watch.",
        "Send home one photograph each month of the child at concentrated work with a short description.",
        "Show parents how to set up a low shelf at home with a few real tools for their child.",
      ],
      primary: [
        "Hold a parent evening where families try the golden beads so they understand their child's math work.",
        "Ask families to share a skill or craft from their culture in a going-out or going-in session.",
        "Give parents a short guide to encouraging independence at home, such as letting children pack their own bags.",
      ],
      secondary: [
        "Invite families and local businesses to partner in the students' enterprise.",
        "Hold three-way conferences where the adolescent leads the discussion of their work.",
        "Ask families to help find real work placements in the community.",
      ],
    },
    pitfall:
      "Schools lecture parents about the method instead of showing them their own child at work, so families feel judged rather than welcomed.",
    question: "When did the families of your students last see their children concentrating on real work?",
  },
  planning: {
    position:
      "My planning begins with the prepared environment and with observation, not with a timetable of lessons. I present materials in sequence, each isolating one difficulty, and the teacher decides from her notes which child is ready for which presentation. The curriculum is the environment itself, ordered so that the child can proceed from concrete to abstract by his own efforts.",
    work: "The Discovery of the Child",
    addressed: true,
    moves: {
      early: [
        "Plan each week by listing three children you will present new materials to, based on your observation notes.",
        "Arrange the shelves so materials progress left to right from simplest to most complex.",
        "Check every material each Friday for missing pieces, because a broken material cannot teach.",
      ],
      primary: [
        "Plan the year around the great stories of cosmic education and map each subject's materials onto them.",
        "Keep a record chart per child showing which presentations they have received and mastered.",
        "Leave most of the timetable open as a work cycle and plan only short small-group presentations.",
      ],
      secondary: [
        "Plan units around real projects with a clear sequence of skills students can progress through independently.",
        "Give students a weekly work plan with required and chosen tasks, and review it with each of them.",
        "Design the study spaces, such as laboratory, workshop and library, so students can work without waiting for you.",
      ],
    },
    pitfall:
      "Teachers treat the sequence of materials as a fixed syllabus and march every child through it at the same pace.",
    question: "Is your plan written for the children you observed this week, or for the ones in the manual?",
  },
  wellbeing: {
    position:
      "I asked teachers to prepare themselves spiritually before preparing the environment, and above all to examine their own pride and anger. A teacher who believes she must control everything exhausts herself and obscures the child. When the teacher learns to observe and to wait, her work grows lighter, because the children come to work as though she were not needed.",
    work: "The Secret of Childhood",
    addressed: true,
    moves: {
      early: [
        "Sit still for ten minutes a day and only observe, without intervening, to rest your voice and sharpen your eye.",
        "Notice when you correct a child from irritation, and write down afterwards what you felt before you spoke.",
        "Hand over a task you always do, such as setting out snack, to the children and show them how once.",
      ],
      primary: [
        "Review your observation notes at the end of the week and record one moment of a child's concentration that moved you.",
        "Let children manage more of the classroom routines so you are freed to observe.",
        "Find a colleague to observe your room and tell you where you intervene unnecessarily.",
      ],
      secondary: [
        "Delegate real responsibility to students for parts of the enterprise and trust them to finish.",
        "Reflect weekly on where your own need for control makes the work heavier.",
        "Take time to learn a new practical skill yourself so you remember how it feels to be a beginner.",
      ],
    },
    pitfall:
      "Teachers hear the call to humility as a call to self-sacrifice and try to be perfect observers all day, which leads to exhaustion.",
    question: "Where do you still feel you must control every child, and what would happen if you stepped back?",
  },
};
