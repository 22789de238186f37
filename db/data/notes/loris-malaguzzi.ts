import type { EducatorNotes } from "../note-types";

/** Loris Malaguzzi's positions on the concerns teachers bring, with classroom moves per grade band. */
export const notes: EducatorNotes = {
  behaviour: {
    position:
      "I never wrote a theory of discipline; reasoning from the talk published as Your Image of the Child: Where Teaching Begins, how adults see children decides how they treat them, and a child seen as a bundle of needs and faults is managed, while a child seen as rich, strong and competent is listened to. Much of what looks like misbehavior is a child whose ideas have nowhere to go. In our schools, conflict between children was not simply suppressed; it could be a motor of learning, when adults helped children work it through.",
    work: "Your Image of the Child: Where Teaching Begins",
    addressed: false,
    moves: {
      early: [
        "When two children fight over the same material, ask each to explain their plan for it and help them find whether the plans can meet.",
        "Rearrange the room so that there are small, inviting places for two or three children, rather than open space that invites running.",
        "Photograph a moment when a child known for trouble was deeply engaged and share it with them and their family.",
      ],
      primary: [
        "Turn a recurring playground dispute into a small-group project where students investigate the problem and propose rules, documenting their ideas.",
        "Give the student who disrupts discussions a role as documenter, recording the group's ideas with photos or notes.",
        "Ask the class to draw and explain what a good working space would look like, and change one thing they suggest.",
      ],
      secondary: [
        "Treat a heated disagreement in class as material for inquiry, asking students to set out each position before resolving anything.",
        "Ask a disengaged student what question they would actually like to investigate and give it a small, real place in the course.",
        "Show students documentation of their own best collaborative work as the standard the class is aiming for.",
      ],
    },
    pitfall:
      "Respect for the competent child is misread as leaving children without adult presence, so conflicts escalate with nobody helping children think them through.",
    question: "What is your image of this child who troubles you, and how does it shape what you do?",
    worked: [
      {
        move: "Turn a recurring playground dispute into a small-group project where students investigate the problem and propose rules, documenting their ideas.",
        steps: [
          "Invite four or five children who are in the dispute, and one or two who watch it, to investigate it as a project.",
          "Ask them to observe the playground at break for a few days and record what happens with drawings, notes or photos.",
          "Sit with them to look at their records and ask: *What do you notice? What could we change?*, writing down their words.",
          "Let them present their proposed rules to the class with their documentation, and display it so the class can revisit it.",
        ],
      },
    ],
  },
  motivation: {
    position:
      "In the talk published as Your Image of the Child: Where Teaching Begins I describe children as rich in potential, strong and powerful, eager to grow and to be connected with others. Children do not need to be pushed into learning; they arrive with questions and theories of their own, and the adult's task is to recognize them and offer contexts where they can grow. Interest is sustained when children see that their ideas are taken seriously and carried forward.",
    work: "Your Image of the Child: Where Teaching Begins",
    addressed: true,
    moves: {
      early: [
        "Write down a question a child asked during play and bring it back the next morning as the start of an exploration.",
        "Display children's own words beside their drawings so they see that their ideas matter to the adults.",
        "Offer a provocation, such as a mirror and a torch on the floor, and follow what the children do with it.",
      ],
      primary: [
        "Begin a unit by asking students what they already think about the topic and let their theories shape the first investigation.",
        "Let a small group continue a project over several weeks, revisiting their earlier work to decide what comes next.",
        "Show students documentation of their previous thinking so they can see how far they have come.",
      ],
      secondary: [
        "Ask students to propose a question within the unit that they genuinely want answered and plan part of the work around it.",
        "Present students' drafts and thinking as publicly as finished products, to signal that the process counts.",
        "Invite students to present their work to families or the community, giving their effort a real audience.",
      ],
    },
    pitfall:
      "Teachers follow every passing interest, so projects never deepen and children's curiosity is entertained rather than sustained.",
    question: "Which of your children's ideas did you take seriously enough this week to carry forward?",
    worked: [
      {
        move: "Present students' drafts and thinking as publicly as finished products, to signal that the process counts.",
        steps: [
          "Set aside a wall or a shared folder for work in progress, beside the finished work.",
          "Each week, put up two or three drafts with a short note by the student on what they were trying and what changed.",
          "Ask the class to leave a question or suggestion on one draft.",
          "At the end of the project, show the drafts beside the final pieces so the whole path is visible.",
        ],
      },
    ],
  },
  literacy: {
    position:
      "I did not write a method for teaching reading and writing; reasoning from the ideas collected in The Hundred Languages of Children, the written word is one language among a hundred, and children approach it best when it grows out of their wish to communicate. In our preschools children met writing in context, for messages, labels and letters, without a formal program. Drawing, talk and building are not detours from literacy but part of how children come to represent meaning.",
    work: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
    addressed: false,
    moves: {
      early: [
        "Set up a message center where children can dictate or mark letters to friends and families, and read the replies aloud.",
        "Write down children's exact words about their drawings and display them together, so children see their talk become text.",
        "Invite children to invent signs for the classroom, such as for the block area, and discuss what each mark means.",
      ],
      primary: [
        "Have students draw the scenes of a story before writing it, then use their drawings to plan the narrative.",
        "Let students write letters to a real audience involved in their project, such as the park gardener, and bring back the answers.",
        "Ask a small group to create a book documenting their project for the school library.",
      ],
      secondary: [
        "Ask students to produce a multimodal account of an investigation, combining text, images and diagrams.",
        "Have students transcribe and analyze a recorded group discussion as a form of close reading.",
        "Let students write for a community audience, such as a panel explaining their research at a public exhibition.",
      ],
    },
    pitfall:
      "Literacy is delayed in the name of other languages, and children who want to read and write find no adult ready to help them.",
    question: "Why would your children want to write today, and to whom?",
  },
  mathematics: {
    position:
      "I did not write about mathematics teaching as such; reasoning from the principles set out in The Hundred Languages of Children, children build their own theories about quantity, measure and space when they meet real problems that matter to them. Those theories, even when wrong, are the starting point the teacher must listen to and document. Mathematics grows when children must communicate their ideas to others, for instance when they need a measurement that a friend can use.",
    work: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
    addressed: false,
    moves: {
      early: [
        "Ask children to figure out how to make a table as long as the one in the next room, and document the methods they invent.",
        "Let children count and compare the collections they make, such as leaves or stones, and record their own ways of showing how many.",
        "Use the light table with transparent shapes and listen to how children talk about size and overlap.",
      ],
      primary: [
        "Pose a real problem, such as planning a garden bed, that requires students to measure and to explain their measures to others.",
        "Ask students to draw their theory of how to solve a problem before any method is taught, and compare drawings in a small group.",
        "Document a group's mathematical reasoning with photos and transcripts and revisit it with them the next day.",
      ],
      secondary: [
        "Set a design project, such as a model of a public space, where students must negotiate scale and measurement together.",
        "Ask students to represent the same data in several forms and discuss what each representation reveals.",
        "Use transcripts of students' problem-solving discussions as material for the class to analyze.",
      ],
    },
    pitfall:
      "Teachers treat children's mathematical theories as charming and never help them move toward more powerful ones.",
    question: "What theory of number or measure did a child offer you, and how did you relaunch it?",
  },
  science: {
    position:
      "In The Hundred Languages of Children I describe how we ask children for their own theories, about shadows, rain or how a bird flies, before any explanation, and how those theories, drawn, modeled and discussed, become the material of projects. Children are researchers from birth, and the teacher is a researcher of the children's research. Exploration in small groups, with time to revisit ideas, lets theories be tested and revised.",
    work: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
    addressed: true,
    moves: {
      early: [
        "Before exploring shadows outdoors, ask children to draw where they think shadows come from and record their words exactly.",
        "Set up an overhead projector or light table with natural objects and listen to the children's explanations of what they see.",
        "Revisit a child's earlier theory with them after an experiment and ask whether they would change their drawing.",
      ],
      primary: [
        "Ask students to build a model of their theory, such as how water gets into a plant, before any investigation.",
        "Let a small group design and conduct an investigation over several days, documenting each step with photos and notes.",
        "Display students' changing theories on a documentation panel to show how their ideas developed.",
      ],
      secondary: [
        "Ask students to record their initial hypotheses in a sketchbook and annotate how their thinking changes through the investigation.",
        "Let small groups present competing explanations of a phenomenon and test them against each other.",
        "Use documentation of students' reasoning to plan the next lesson, rather than a fixed sequence.",
      ],
    },
    pitfall:
      "Teachers collect children's theories and then simply correct them, so the theories become a warm-up rather than the work.",
    question: "What were your children's theories before you taught them anything?",
  },
  assessment: {
    position:
      "In The Hundred Languages of Children I describe documentation, notes, photographs, recordings, transcripts and children's work, as the way we make learning visible, so that teachers, children and families can study it, interpret it and plan the next steps together. Documentation is not a record made afterward for display; it is part of the learning, shaping the project as it unfolds. It shows processes and relationships that a test cannot see.",
    work: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
    addressed: true,
    moves: {
      early: [
        "Photograph a small group's block building over a week and sit with them to look at the pictures and hear what they notice.",
        "Record a conversation among children about a shared question and transcribe it for colleagues to read.",
        "Make a panel with children's drawings and words for families to see at pick-up time.",
      ],
      primary: [
        "Keep a project folder for each group with drafts, sketches and transcripts, and use it in conversations with students about their learning.",
        "Meet weekly with a colleague to interpret a piece of documentation together and decide what to offer next.",
        "Invite students to choose the pieces that best show their thinking for their own learning record.",
      ],
      secondary: [
        "Ask students to document their own learning process with photos, notes and reflections alongside the finished product.",
        "Use a documentation panel of a class project to discuss with students what they learned and how.",
        "Share documentation with families and invite their comments and interpretations.",
      ],
    },
    pitfall:
      "Documentation becomes attractive wall display produced for visitors, and no one uses it to understand children or plan.",
    question: "What did your last documentation make visible that you had not seen before?",
  },
  homework: {
    position:
      "I never wrote about homework, and our schools were for children from birth to six; reasoning from The Hundred Languages of Children, learning is built in relationships and the home is part of the school's web of relationships. Tasks sent home should bring families into the children's inquiry rather than load them with exercises. A question carried home can return with new theories.",
    work: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
    addressed: false,
    moves: {
      early: [
        "Send home a question from the current project, such as where the birds sleep, and ask families to write down what their child says.",
        "Invite children to bring an object from home that connects to the project and tell its story to the group.",
        "Ask families to photograph something their child notices on the way home that relates to the class investigation.",
      ],
      primary: [
        "Ask students to interview family members about the project topic and bring back their ideas.",
        "Let students take home their project sketchbooks to show and explain to their families.",
        "Set a home observation task, such as watching shadows at different times of day, to feed the group project.",
      ],
      secondary: [
        "Ask students to gather perspectives from their community on the research question.",
        "Let students continue documentation of their project at home, such as photographing local examples.",
        "Use homework to prepare questions for the next group discussion rather than repeat exercises.",
      ],
    },
    pitfall:
      "Home tasks meant to involve families become elaborate projects that favor families with more time and resources.",
    question: "What question from your class could travel home and come back richer?",
  },
  inclusion: {
    position:
      "The municipal schools of Reggio Emilia, as contributors to the collection The Hundred Languages of Children describe, give children with disabilities priority for places and speak of children with special rights rather than special needs. Every child is rich and competent, and a child's difficulties do not define them. With a hundred languages available, each child can find ways to express and to be understood.",
    work: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
    addressed: true,
    moves: {
      early: [
        "Offer a child who does not yet speak clay, paint and building materials and document what they express through them.",
        "Plan small-group activities where a child with a disability has a valued role based on what they can do.",
        "Observe and document a child's strengths for a week before discussing their difficulties with colleagues.",
      ],
      primary: [
        "Let students represent their understanding in several media, so a student who struggles with writing can show their thinking in models or drawing.",
        "Form small groups mindfully so each student contributes and is heard.",
        "Involve families of children with special rights in planning their child's participation.",
      ],
      secondary: [
        "Include students with additional needs in project groups with genuine roles rather than separate tasks.",
        "Accept multimodal products, such as models or recordings, as evidence of understanding.",
        "Document the contributions of students with special rights to make their competence visible to peers.",
      ],
    },
    pitfall:
      "Celebrating every child's competence becomes a reason to deny the specialist support a child with a disability actually needs.",
    question: "Through which of the hundred languages does this child speak most clearly?",
  },
  multilingual: {
    position:
      "I never wrote about children learning in a second language; the hundred languages are the many forms of expression, not national languages. Reasoning from that idea, a child still learning the spoken language of the school has many other ways to think and communicate, through drawing, building, movement and music. Those languages can carry their ideas until the words come, and their home language is part of their identity and their web of relationships.",
    work: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
    addressed: false,
    moves: {
      early: [
        "Invite a newly arrived child to show their idea with clay or blocks and let a peer help put it into words.",
        "Ask families to teach the class a song or greeting in their home language.",
        "Label the ateliers and materials with pictures and with words from the children's languages.",
      ],
      primary: [
        "Let students draw or build their understanding before they explain it in the language of instruction.",
        "Pair multilingual students in project groups where they can use both languages to plan.",
        "Include families' languages in documentation panels so the children's words appear as they said them.",
      ],
      secondary: [
        "Allow students to plan projects in their strongest language and present in the language of instruction.",
        "Use visual documentation to support students learning the language of instruction.",
        "Invite students to compare how ideas are expressed across the languages of the class.",
      ],
    },
    pitfall:
      "Non-verbal languages become the only way multilingual children are allowed to participate, and they are left out of conversation.",
    question: "Which of the hundred languages can carry this child's ideas while the words are coming?",
  },
  discussion: {
    position:
      "In The Hundred Languages of Children I explain why we organized much of the work in small groups rather than whole classes: in a small group children listen, disagree, negotiate and build ideas together, and conflict of ideas moves their thinking forward. The teacher listens closely, documents, and relaunches the discussion with a question or material. Learning is a social construction, not the solitary work of an individual.",
    work: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
    addressed: true,
    moves: {
      early: [
        "Gather four children around a shared question, such as how to build a house for the snail, and record their conversation.",
        "When children disagree, ask each to explain their idea to the other and let them try both.",
        "Read back yesterday's transcript to the group and ask what they think now.",
      ],
      primary: [
        "Organize project work in groups of three or four with a shared goal that requires negotiation.",
        "Teach students to revisit their group's documentation to decide together what to do next.",
        "Relaunch a stalled discussion by offering a new material or a child's earlier drawing.",
      ],
      secondary: [
        "Structure small-group discussions where students must reconcile different interpretations.",
        "Record and transcribe a group discussion and let students analyze how their ideas developed.",
        "Use disagreement deliberately, pairing students with contrasting views on a question.",
      ],
    },
    pitfall:
      "Teachers smooth over disagreements to keep the group calm, losing the cognitive conflict that would have moved thinking on.",
    question: "What did your children disagree about this week, and what came of it?",
  },
  questioning: {
    position:
      "In The Hundred Languages of Children I describe a pedagogy of listening: the teacher's first task is to listen to children's questions and theories and to ask questions that relaunch their thinking rather than close it. We asked children what they thought before we told them anything. A good question from the adult opens a path; a question with only one accepted answer shuts it.",
    work: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
    addressed: true,
    moves: {
      early: [
        "Ask a child how they think the rain gets into the clouds and write down their answer exactly as they say it.",
        "Respond to a child's question with another question, such as *What do you think?*, before offering anything.",
        "Revisit a child's question a few days later to see if their thinking has changed.",
      ],
      primary: [
        "Collect students' questions at the start of a topic and choose one to investigate together.",
        "Ask students to explain their drawing of an idea and what they would change.",
        "Use open questions, such as *What would happen if…?*, to relaunch group work when it stalls.",
      ],
      secondary: [
        "Ask students to generate questions for a project and prioritize them as a group.",
        "Listen to students' initial explanations before offering the accepted one.",
        "Ask students to question each other's documentation and reasoning.",
      ],
    },
    pitfall:
      "Teachers ask open questions but listen only for the answer they planned, so children learn to guess rather than think.",
    question: "What question did a child ask you this week that you are still thinking about?",
  },
  "early-years": {
    position:
      "In The Hundred Languages of Children, where my long interview with Lella Gandini appears, I describe the municipal infant-toddler centers and preschools of Reggio Emilia, which grew after the war from parents who built a school with their own hands. The young child is rich, strong and competent, with a hundred languages, and the school must not take ninety-nine away. The environment, the atelier and the relationships among children, teachers and families are the heart of early education.",
    work: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
    addressed: true,
    moves: {
      early: [
        "Arrange the room with mirrors, natural light, a light table and well-ordered materials so the space invites exploration.",
        "Set up an atelier corner with clay, wire, paint and natural objects available every day.",
        "Choose one children's question each week to pursue in a small group, documenting the work.",
        "Display children's work with their own words so the room reflects their ideas.",
      ],
      primary: [
        "Keep an atelier space in the early grades so students can represent ideas in many media.",
        "Let small-group projects continue across weeks rather than finishing in a day.",
        "Use documentation to bring continuity between preschool and first grade.",
      ],
      secondary: [
        "Invite secondary students to observe and document young children's learning as part of a child development course.",
        "Ask students to design a learning space for young children based on the idea of the environment as third teacher.",
        "Let students work with young children on a shared project, such as a garden.",
      ],
    },
    pitfall:
      "Settings copy the look of Reggio, the natural materials and light tables, without the listening, documentation and relationships that give them meaning.",
    question: "What does your room say about your image of the child?",
    worked: [
      {
        move: "Choose one children's question each week to pursue in a small group, documenting the work.",
        steps: [
          "Listen to the children's talk during the week and write down the questions they ask, such as where the puddles go.",
          "Choose one that several children care about, and invite four or five of them to investigate it.",
          "Ask them what they think first, and record their theories with photos, drawings and their exact words.",
          "Give them materials to test their ideas, document what happens, and show the documentation to the group to decide what to try next.",
        ],
      },
    ],
  },
  adolescents: {
    position:
      "I never wrote about adolescents; my work was with children from birth to six. Reasoning from the image of the child in Your Image of the Child: Where Teaching Begins, adolescents too are rich, competent and connected, and they deserve schools that treat them as protagonists. They can pursue projects, document their thinking and take part in the life of their community.",
    work: "Your Image of the Child: Where Teaching Begins",
    addressed: false,
    moves: {
      early: [
        "Give young children real responsibility for the care of the atelier's materials, such as sorting the clay tools each afternoon.",
        "Let a small group decide the next step of their project and tell you what they need for it.",
        "When children propose a change to the room, such as moving the light table, try it and document what happens.",
      ],
      primary: [
        "Let older primary students plan and run a short project with a preschool class, documenting what the younger children said.",
        "Ask students to present their project documentation to families and neighbors at an open evening.",
        "Involve students in redesigning part of the classroom, drawing plans and testing them for a week.",
      ],
      secondary: [
        "Set a long-term project in which adolescents pursue a question of their own and present it to a real audience outside school.",
        "Ask adolescents to keep a process journal of photos, sketches and reflections that documents how their thinking changed.",
        "Give adolescents roles as researchers in the school community, such as studying how younger students use the playground.",
      ],
    },
    pitfall:
      "Adolescents are given projects that are really teacher-directed tasks, so they experience none of the protagonism promised.",
    question: "Where are your adolescents protagonists in their own learning?",
  },
  arts: {
    position:
      "In The Hundred Languages of Children I describe how we introduced the atelier, a workshop with an atelierista trained in the arts, into our schools so that children could explore ideas through many media. The arts are not a separate subject but languages for thinking, alongside words and numbers. Through drawing, clay, wire, paint and shadow, children discover and communicate what they understand.",
    work: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
    addressed: true,
    moves: {
      early: [
        "Ask children to draw, then sculpt in clay, the same subject, such as a horse, and compare what each medium taught them.",
        "Set out wire and beads and ask children to make the shape of a sound or a movement.",
        "Invite children to paint shadows they see and then to trace them on paper.",
      ],
      primary: [
        "Use the atelier to let students represent a science or history idea in at least two media.",
        "Invite an artist into the classroom to work alongside students on a project.",
        "Ask students to revisit and redraw an earlier drawing after learning more about the subject.",
      ],
      secondary: [
        "Set projects where students must communicate research findings through an artistic medium.",
        "Ask students to document their artistic process alongside their finished work.",
        "Invite students to use the arts to explore questions in other subjects.",
      ],
    },
    pitfall:
      "The atelier becomes an art room for producing decorative crafts rather than a place where children think through materials.",
    question: "Which languages did your children use to think this week, and which did they never touch?",
  },
  technology: {
    position:
      "I never wrote about screens or digital technology for young children; reasoning from The Hundred Languages of Children, any new medium can become one more language if children use it to explore and represent their ideas. A camera, a projector or a recorder can serve documentation and discovery. A screen that only entertains adds nothing to the hundred.",
    work: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
    addressed: false,
    moves: {
      early: [
        "Give children a simple camera on a walk and let them photograph what catches their interest, then talk about the pictures together.",
        "Use a projector to cast large shadows and images on the wall that children can explore with their bodies.",
        "Record children explaining their theory of how a plant drinks and play it back to the group the next day.",
      ],
      primary: [
        "Let students document their own project work with tablets, choosing which photos best show their thinking.",
        "Use a digital microscope on leaves and insects and ask students to draw what the screen reveals.",
        "Ask a small group to make a short digital presentation of their project for their families.",
      ],
      secondary: [
        "Let students use video to document an investigation and edit it into an account of how their ideas developed.",
        "Ask students to compare what a photograph and a drawing of the same object each reveal.",
        "Use an online exhibition to share student projects with the wider community and invite responses.",
      ],
    },
    pitfall: "Screens replace the clay, paint and light table, narrowing the hundred languages to one.",
    question: "Does this technology add a language to your classroom or take others away?",
  },
  families: {
    position:
      "In my interview in The Hundred Languages of Children I tell how the first school in Villa Cella was built after the war by parents with their own hands, and how families have been participants in our schools ever since. Education is a web of relationships among children, teachers and families, all protagonists. Families contribute to the school's life and decisions, not only to its fundraising.",
    work: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
    addressed: true,
    moves: {
      early: [
        "Put up a documentation panel at the entrance each week with photos and children's words, and invite families to write their comments on it.",
        "Ask families to contribute materials for the atelier, such as fabric, buttons or seeds, and tell the children where each came from.",
        "Hold an evening meeting where families and teachers look at documentation together and discuss what the children were learning.",
      ],
      primary: [
        "Invite parents to help build something the children designed, such as a playhouse, following the children's drawings.",
        "Send home a booklet documenting a project and ask families to add their own response or memory.",
        "Set up a family committee that meets with teachers each term to discuss the school's projects and choices.",
      ],
      secondary: [
        "Invite families to an exhibition where students explain their project documentation and answer questions.",
        "Bring in community members as experts for student research, such as a local architect for a design project.",
        "Ask families to share their own perspective on a project question, such as what makes a good neighborhood.",
      ],
    },
    pitfall: "Family participation is reduced to volunteering for chores, without any voice in the school's pedagogy.",
    question: "How do your families participate in the life of your school?",
  },
  planning: {
    position:
      "In The Hundred Languages of Children I contrast a fixed curriculum planned in advance with what we call progettazione: teachers prepare, hypothesize possible directions and gather materials, then observe and listen to children and relaunch the work accordingly. Projects grow from children's questions and theories, documented and discussed by teachers together. Planning is flexible but not improvised; it requires serious preparation.",
    work: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
    addressed: true,
    moves: {
      early: [
        "Before a project on shadows, write down several directions the children might take and gather materials for each, such as torches, screens and tracing paper.",
        "Meet weekly with your co-teacher to read the week's documentation and decide how to relaunch the project.",
        "Leave one morning a week unplanned so you can follow an unexpected question from the children.",
      ],
      primary: [
        "Write each unit as a set of hypotheses about where students' questions might lead, with resources ready for each.",
        "Use a transcript of students' discussion to decide the next lesson rather than the textbook order.",
        "Schedule time for small groups to revisit and extend their earlier drawings and models.",
      ],
      secondary: [
        "Design a unit around a broad question, such as how our city uses water, and let students' inquiries shape its route.",
        "Review student process journals with colleagues each fortnight and adjust the plan.",
        "Plan a long-term project strand alongside required content, protecting regular time for it.",
      ],
    },
    pitfall:
      "Emergent planning becomes no planning, with teachers waiting for interests and arriving unprepared to deepen them.",
    question: "What possible directions have you prepared for, and how will the children's ideas choose among them?",
  },
  wellbeing: {
    position:
      "In The Hundred Languages of Children I describe teachers as researchers who work in pairs and in collegial groups, with the pedagogista, studying documentation together and learning from children. Teaching is not a solitary act but a shared inquiry, and professional growth happens within the daily life of the school. Teachers who are listened to can listen to children.",
    work: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
    addressed: true,
    moves: {
      early: [
        "Set aside a weekly hour with your co-teacher to look at documentation together and share what surprised you.",
        "Keep a notebook of children's words that moved or puzzled you, and reread it at the end of the month.",
        "Invite a colleague to observe a small group with you and compare what each of you noticed.",
      ],
      primary: [
        "Form a study group with colleagues to examine documentation from each other's classes.",
        "Treat a puzzling classroom moment, such as a child who never joins groups, as a research question to investigate with colleagues.",
        "Share your own learning with students so they see their teacher as a researcher too.",
      ],
      secondary: [
        "Collaborate with colleagues from other subjects on a shared project and meet to study the students' work together.",
        "Document one of your own lessons with photos and notes and discuss it with a trusted peer.",
        "Start a small teacher research group in your school that meets to study students' learning.",
      ],
    },
    pitfall:
      "Documentation and collegial meetings are added to a full workload without time being made for them, and teachers burn out.",
    question: "Who do you study your children's learning with, and when?",
  },
};
