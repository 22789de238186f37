import type { SubjectScaffold } from "./types";

export const arts: SubjectScaffold = {
  key: "arts",
  label: "Arts",
  names: [
    "art",
    "arts",
    "visual arts",
    "drawing",
    "painting",
    "design",
    "design and technology",
    "craft",
    "sculpture",
    "photography",
    "ceramics",
  ],
  starters: [
    {
      name: "Look and wonder",
      teacher: "Show one artwork connected to {topic} and ask what the children see first.",
      students: "Name colors, shapes and feelings they see, and copy one shape in the air with a finger.",
      check: "Ask three children: 'What in the picture makes you say that?'",
      expected:
        "They point to something in the picture, such as a color, a shape or a line, that makes them say what they said.",
      bands: ["early", "primary"],
    },
    {
      name: "See, think, wonder",
      teacher: "Display an artwork or designed object related to {topic} for a silent minute.",
      students: "Share what they see, what they think about it, and what they wonder.",
      check: "Collect one 'wonder' from each table and keep them for the end of the lesson.",
      expected:
        "A 'wonder' is a real question about the work that looking alone cannot answer, such as why the artist chose something or how it was made.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Sketchbook warm-up",
      teacher: "Set a two-minute drawing warm-up (blind contour, one line, or mark-making) connected to {topic}.",
      students: "Make quick studies in sketchbooks and pick their favorite.",
      check: "Ask students which study surprised them and why.",
      expected:
        "They name the study that surprised them and what it did that they did not expect, such as a line or a shape that worked.",
      bands: ["lower", "upper"],
    },
  ],
  cycles: [
    {
      name: "Predict, mix and record",
      weight: 3.5,
      teacher:
        "Give each pair red, yellow and blue paint, a palette, a brush, water and a swatch sheet; ask what two of the colors will make before anyone mixes.",
      students:
        "Predict, then mix two primary colors at a time, paint a swatch of each result and label it with the two colors that made it.",
      check: "Ask which two colors made green, orange and purple, and what happened when a third color went in.",
      expected:
        "Yellow and blue make green, red and yellow make orange, and red and blue make purple; a third color turns the mix duller, toward brown.",
      bands: ["early", "primary"],
      topics: ["color mixing", "colour mixing", "mixing colors", "mixing colours", "primary colors", "primary colours"],
    },
    {
      name: "Build a color wheel",
      weight: 3,
      teacher:
        "Show how to mix a secondary and a tertiary color, and a tint with white and a shade with a touch of black, on a blank color wheel.",
      students:
        "Complete the wheel in pairs, then mix three tints and three shades of one color and note how much white or black each took.",
      check: "Ask a pair to show two colors opposite on the wheel and say what happens when they are mixed.",
      expected:
        "The two colors opposite on the wheel are complementary, and mixed together they make a dull gray or brown.",
      bands: ["lower", "upper"],
      topics: ["color mixing", "colour mixing", "mixing colors", "mixing colours", "color wheel", "colour wheel"],
    },
    {
      name: "Explore materials",
      weight: 3,
      teacher: "Show how to use one material (paint, clay, collage paper) for {topic}, slowly and with few words.",
      students: "Explore the material freely, then try the technique you showed.",
      check: "Ask each child to show you one mark or shape they made and say how they made it.",
      expected:
        "They show a mark or a shape they made and say how they made it, such as pressing hard or using the side of the brush.",
      bands: ["early", "primary"],
    },
    {
      name: "Technique demonstration",
      weight: 2,
      teacher:
        "Demonstrate one technique central to {topic} under a visualizer or at a central table, naming each step.",
      students: "Practice the technique on a test piece, trying at least two variations.",
      check: "Students hold up their test pieces; point out two that show the technique clearly and say why.",
      expected: "Test pieces that show each step of the technique, with the two variations side by side.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Artist study",
      weight: 2.5,
      teacher: "Introduce an artist or designer whose work connects to {topic} and analyze one piece together.",
      students: "Make a study of one detail, annotating what they notice about the artist's choices.",
      check: "Ask students to name one choice the artist made and its effect.",
      expected:
        "They name one choice the artist made, such as color, line, composition or material, and the effect it has on the viewer.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Design brief",
      weight: 3,
      teacher: "Set a short design brief about {topic} with a user and constraints.",
      students: "Generate three quick ideas, choose one, and explain how it meets the brief.",
      check: "Pairs test each other's chosen idea against the brief's constraints.",
      expected:
        "The idea meets each constraint of the brief, and where it fails one, they say what would have to change.",
      fitsAnyTopic: false,
      bands: ["lower", "upper"],
    },
  ],
  applications: [
    {
      name: "Make and share",
      weight: 3.5,
      teacher: "Invite each child to make their own piece about {topic} with the materials from the lesson.",
      students: "Make a piece, then show it in a gallery walk and say one thing about it.",
      check: "Ask each child to tell a friend the name of their piece and what it shows.",
      expected: "They name their piece and say what it shows, pointing to the part that shows it.",
      minMinutes: 10,
      bands: ["early", "primary"],
    },
    {
      name: "Final piece with critique",
      weight: 4,
      teacher: "Set a final piece on {topic} and agree on the criteria for a gallery critique.",
      students: "Make the piece, then give and receive warm and cool feedback in a gallery critique.",
      check: "Each student writes one change they would make after the critique.",
      expected: "A change that answers a point from the critique and says which part of the piece it improves.",
      minMinutes: 25,
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Prototype and test",
      weight: 3.5,
      teacher: "Guide groups to build a quick prototype for {topic} and test it with a user.",
      students: "Build, test, and record one improvement based on the test.",
      check: "Ask each group what the test showed and what they will change.",
      expected:
        "What the user did with the prototype, what worked or went wrong, and the one change the group will make because of it.",
      minMinutes: 20,
      fitsAnyTopic: false,
      bands: ["lower", "upper"],
    },
  ],
  focuses: [
    "looking closely",
    "exploring materials",
    "line and shape",
    "color and texture",
    "learning a technique",
    "studying an artist",
    "developing ideas",
    "making the final piece",
    "critique and refinement",
    "presenting and exhibiting",
  ],
  create: {
    verb: "Create",
    text: "a piece on {topic} that uses the technique of the lesson, and explain one choice",
    criterion: "I can show the technique in my piece and say why I made one choice.",
  },
  priorKnowledge: {
    early: "Children have used crayons, paint and glue, and can name basic colors and shapes.",
    primary: "Students can mix colors, use a range of materials, and talk about artworks they like.",
    lower: "Students can use sketchbooks to develop ideas and describe art with formal vocabulary.",
    upper: "Students can analyze artists' intentions and develop a personal response over time.",
  },
  materials: {
    early: ["Chunky brushes, washable paint and large paper", "Collage materials", "Aprons and wipes"],
    primary: ["Paints, brushes and water pots", "Sketchbooks or test paper", "Images of the artist's work"],
    lower: ["Sketchbooks and drawing materials", "Visualizer or demonstration table", "Design brief sheet"],
    upper: ["Sketchbooks and chosen media", "Artist or designer references", "Critique criteria"],
  },
  misconceptions: [
    {
      about: ["perspective", "vanishing point", "vanishing points", "horizon line"],
      belief: "things far away are drawn the same size, just higher up the page",
      truth:
        "in linear perspective, objects get smaller as they go back, and lines running away from us meet at a vanishing point on the horizon line",
      address:
        "Lay a ruler along the edges of a photo of a road or a corridor and extend them until they meet, then mark the horizon line.",
    },
    {
      about: ["perspective", "vanishing point", "vanishing points", "horizon line"],
      belief: "the horizon line is always halfway up the picture",
      truth: "the horizon line is at the viewer's eye level, so it moves up or down as the viewpoint rises or falls",
      address:
        "Sketch the same box from a chair and from standing on a step, and compare where the horizon line falls.",
    },
    {
      about: [],
      belief: "you are either born able to draw or you are not",
      truth: "drawing is a skill that improves with practice and looking closely",
      address: "Compare a first and a fifth attempt at the same study within the lesson.",
    },
    {
      about: [],
      belief: "good art has to look realistic",
      truth: "artists choose to distort, simplify or abstract for effect",
      address: "Put a realistic and an abstract piece side by side and ask what each does well.",
    },
    {
      about: ["color", "colour", "colors", "paint", "painting"],
      belief: "mixing more colors makes a brighter color",
      truth: "mixing many paint colors tends to make browns and grays",
      address: "Mix two primaries, then add a third, and compare the results.",
    },
    {
      about: ["design", "product", "prototype", "technology"],
      belief: "the first idea is the best one",
      truth: "designers generate and test many ideas before choosing",
      address: "Ask for three ideas before any choice and test the chosen one against the brief.",
    },
  ],
  safety: [
    {
      when: [
        "design",
        "technology",
        "tools",
        "saw",
        "saws",
        "drill",
        "woodwork",
        "wood",
        "craft",
        "sculpture",
        "carving",
        "cutting",
        "glue",
      ],
      notes: [
        "Demonstrate each tool before use; students use saws, drills and craft knives only with a bench hook or clamp and under supervision.",
        "Use low-temperature glue guns only; keep a clear bench and walk with tools pointing down.",
      ],
    },
    {
      when: ["clay", "ceramics", "kiln", "plaster", "printmaking", "print", "spray"],
      notes: [
        "Keep clay damp to avoid dust and wipe surfaces wet; only staff operate the kiln.",
        "Use water-based inks and work in a ventilated space; wash hands after use.",
      ],
    },
  ],
};
