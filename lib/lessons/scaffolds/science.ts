import {
  CELL_WORDS,
  CIRCUIT_WORDS,
  EQUATION_WORDS,
  FLOATING_WORDS,
  LIFE_CYCLE_WORDS,
  PLANT_CYCLE_WORDS,
  PLANT_WORDS,
  TITRATION_WORDS,
  WATER_CYCLE_WORDS,
} from "@/db/data/topic-kinds";
import type { SubjectScaffold } from "./types";

/** The water cycle's misconception, shared by the science and geography scaffolds. */
export const waterCycle = {
  misconception: {
    bands: ["primary", "lower", "upper"],
    about: WATER_CYCLE_WORDS,
    belief: "clouds are made of water vapor, or of smoke or cotton",
    truth: "clouds are tiny drops of liquid water or ice, formed when water vapor cools and condenses",
    address:
      "Breathe on a cold mirror or hold a cold can in warm air, watch droplets form, and compare them with a cloud.",
  },
} as const satisfies { misconception: SubjectScaffold["misconceptions"][number] };

export const science: SubjectScaffold = {
  key: "science",
  label: "Science",
  names: ["science", "biology", "chemistry", "physics", "astronomy", "earth science", "environmental science", "stem"],
  starters: [
    {
      name: "Mystery object",
      weight: 1,
      teacher:
        "Bring out one real object linked to {topic} in a feely bag (never a living creature) and let the children guess it from touch and clues.",
      students: "Feel, guess, and say one thing they notice with their senses.",
      check: "Ask three children to finish the sentence 'I noticed...' about the object.",
      expected:
        "They say what they noticed with their senses ('I noticed it is smooth and cold'), not only what they guessed it was.",
      fitsAnyTopic: false,
      bands: ["early", "primary"],
      // A feely bag and "I noticed…" are for young children, not a Grade 4 class.
      upToGrade: 2,
    },
    {
      name: "Predict and explain",
      weight: 1.2,
      teacher: "Show the class {show}; stop before the result. Ask: “{ask}”",
      students: "Predict what will happen and give a reason, then watch and compare.",
      check: "Take a show of hands for each prediction and ask one student from each side to explain.",
      expected: "A prediction with a reason ('it will … because …'); after watching, that {result}.",
      demonstration: true,
      fitsAnyTopic: false,
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Retrieval grid",
      weight: 1,
      teacher: "Give a grid of six short questions on earlier science that {topic} relies on.",
      students: "Answer as many as they can in silence, then check with a partner.",
      check: "Go through the answers and note which prior idea needs a quick reteach.",
      expected: "Most answers are right; where one is not, they can say which earlier idea they need to go over.",
      bands: ["lower", "upper"],
    },
  ],
  cycles: [
    {
      name: "Float or sink? Test it",
      weight: 3,
      materials: [
        "A clear tub of water on a towel per group, and objects too big to swallow to test: an apple, a metal spoon, a cork, a large stone, a plastic lid, a lump of modeling clay",
        "A lump of modeling clay per pair, to shape into a boat",
      ],
      teacher:
        "Give each group a tub of water and a tray of objects (a cork, a coin, a plastic lid, an apple, a key, a lump of modeling clay); ask them to predict for each one before they test it.",
      students:
        "Predict, lower each object gently into the water, put it on the float side or the sink side of a mat, and say which result surprised them.",
      check:
        "Ask which prediction was wrong and why they think so; then have them shape the clay into a boat and test it again.",
      expected:
        "They name a prediction that was wrong and say that how heavy a thing is does not decide it alone: what it is made of and its shape matter, as the clay boat shows.",
      bands: ["early", "primary"],
      topics: FLOATING_WORDS,
    },
    {
      name: "Rough titration, then accurate ones",
      weight: 4,
      materials: [
        "Burettes, 25 cm³ pipettes with pipette fillers, conical flasks, white tiles and small funnels, one set per pair",
        "Dilute acid and alkali at the school's usual concentrations, and an indicator such as phenolphthalein",
      ],
      teacher:
        "Demonstrate one titration at the front: rinse and fill the burette, pipette 25.0 cm³ of the alkali into a conical flask with a pipette filler, add two drops of indicator, and read the burette at eye level to the bottom of the meniscus.",
      students:
        "In pairs, do one quick rough titration, then accurate ones, adding acid drop by drop near the end point and swirling, until two titres agree within 0.10 cm³; record every reading in a results table.",
      check:
        "Look at each pair's table: are the readings to two decimal places, and which titres are concordant enough to average?",
      expected:
        "Every reading is to two decimal places, and only titres within 0.10 cm³ of each other are averaged; the rough titre is left out.",
      minMinutes: 20,
      bands: ["upper"],
      topics: TITRATION_WORDS,
    },
    {
      name: "Look closely",
      weight: 2.5,
      teacher:
        "Show how to look at {topic} with magnifiers or by watching carefully, naming what you see in simple words.",
      materials: ["Magnifiers, one per pair"],
      students: "Explore the objects in small groups, sort them into two groups, and tell the adult why.",
      check: "Ask each group to show one sorted pile and say the rule they used.",
      expected:
        "They show one pile and say the rule they sorted by ('hard and soft', 'alive and not alive'), and every object in it follows the rule.",
      fitsAnyTopic: false,
      bands: ["early", "primary"],
      // Sorting found objects with magnifiers is early-years science, not a Grade 4 lesson's main step.
      upToGrade: 2,
    },
    {
      name: "Fair test",
      weight: 3.5,
      teacher:
        "Ask: “{question}” Plan the fair test with the class: we change {change}; we measure {measure}; we keep {keep} the same.",
      students:
        "Predict, carry out the test in groups of three, record the results in a table, and spot any odd result.",
      check: "Ask each group which variable they kept the same and why it matters.",
      expected:
        "They name the variables they kept the same ({keep}) and say that, if those changed too, they could not tell whether the one they changed caused the result.",
      materials: ["A results table per group, with a row for each value of what they change"],
      minMinutes: 15,
      investigation: true,
      fitsAnyTopic: false,
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Model and explain",
      weight: 2.5,
      teacher: "Explain {topic} with a physical model or diagram, naming what each part of the model stands for.",
      students: "Build or draw the model themselves and label it, then say where the model is not like the real thing.",
      check: "Ask: 'What does this part of the model stand for?' of three students in turn.",
      expected:
        "They say which real part of {topic} each part of the model stands for, and one way the model is not like the real thing.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Data analysis",
      weight: 2.5,
      teacher: "Present a real data set about {topic} and model how to describe a pattern and suggest a cause.",
      materials: ["The data set, on the board and on paper for each pair"],
      students: "Plot or read the data, describe the trend, and write a conclusion that uses evidence.",
      check: "Hinge question on what the data does and does not show; students answer A, B, C or D.",
      expected:
        "They choose the option that says only what the data shows, and say that a pattern in the data does not on its own prove its cause.",
      bands: ["lower", "upper"],
      // Only a topic measured as a pattern with a cause has such data (not moles or a calculation method),
      // and its words cannot tell which: a library topic may use it, a frame never passes it off as content.
      fitsAnyTopic: false,
    },
    {
      name: "Explain with the particle or cell model",
      weight: 2.5,
      teacher:
        "Explain {topic} in terms of the underlying model (particles, cells, forces or energy) and write a model answer together.",
      students: "Write their own explanation of a new case, using the keywords, and improve it after peer feedback.",
      usesKeywords: true,
      check: "Cold call three students to explain one step of the model answer.",
      expected:
        "Their step is explained with the model (particles, cells, forces or energy), in the right order, as the model answer puts it.",
      bands: ["upper"],
    },
  ],
  applications: [
    {
      name: "Science walk",
      weight: 3,
      teacher: "Take a short walk in the school grounds to find {topic} in the real world; stay together as a group.",
      students: "Point out and photograph or draw what they find, then sort their finds back in class.",
      check: "Ask each child to tell the class about one find.",
      expected:
        "They name one find, where they found it, and one thing they noticed about it, such as its color, its shape or where it grows.",
      minMinutes: 12,
      bands: ["early", "primary"],
      // Only what the school grounds show: not floating and sinking, forces or the solar system.
      topics: [
        "plant",
        "plants",
        "tree",
        "trees",
        "leaves",
        "season",
        "seasons",
        "weather",
        "habitat",
        "habitats",
        "minibeast",
        "minibeasts",
        "insects",
        "living things",
        "nature",
        "birds",
        "soil",
        "rocks",
        "materials",
        "shadows",
        "autumn",
        "spring",
        "summer",
        "winter",
      ],
    },
    {
      name: "Investigation of their own",
      weight: 4,
      teacher:
        "Ask groups to pose one question about {topic} they can test today and approve each plan before they start.",
      students: "Plan, carry out and report a small investigation with a conclusion and one improvement.",
      check: "Each group answers: 'How sure are you, and what would make you surer?'",
      expected:
        "They say how sure they are from their results (repeats that agree, a clear pattern) and name one change that would make them surer, such as more repeats or a wider range.",
      minMinutes: 20,
      fitsAnyTopic: false,
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Science in the news",
      weight: 2,
      // Only some topics are in the news (vaccines, climate, space): a frame cannot tell chemical bonding is not.
      fitsAnyTopic: false,
      teacher: "Share a short news article or claim about {topic} and model how to judge the evidence behind it.",
      students: "Evaluate the claim in pairs and write a short reply using scientific reasoning.",
      check: "Read two replies aloud and ask the class which uses evidence better.",
      expected:
        "The better reply names the evidence behind the claim, asks where it comes from and how much there is, and does not take an opinion or a single case for evidence.",
      bands: ["lower", "upper"],
    },
  ],
  focuses: [
    "noticing and asking questions",
    "the key vocabulary of {topic}",
    "a first hands-on investigation",
    "measuring and recording carefully",
    "explaining with a model",
    "patterns in data",
    "{topic} in everyday life",
    "variables and fair testing",
    "evaluating evidence",
    "linking {topic} to earlier science",
  ],
  create: {
    verb: "Plan",
    text: "a fair test about {topic}, with a prediction and the variable to keep the same",
    criterion: "I can name what I change, what I measure and what I keep the same.",
    // Tides, planets or evolution cannot be fair-tested in a classroom.
    fitsAnyTopic: false,
  },
  createAny: {
    verb: "Construct",
    text: "a scientific explanation of {topic} that links a claim to its evidence",
    criterion: "I can state a claim, give the evidence for it, and explain how the evidence supports it.",
  },
  // A titration measures; it tests no variable.
  createFor: [
    {
      bands: ["upper"],
      topics: TITRATION_WORDS,
      objective: {
        verb: "Perform",
        text: "a titration to concordant results and calculate the mean titre",
        criterion: "I can record burette readings to two decimal places and average only the titres that agree.",
      },
    },
  ],
  priorKnowledge: {
    early: "Children can use their senses to describe things, and have seen {topic} in everyday life.",
    primary: "Students can describe what they observe, and have met the simple science ideas {topic} builds on.",
    lower:
      "Students can record observations and results in a table, read a simple graph, and use basic scientific vocabulary.",
    upper: "Students know the models {topic} rests on (particles, cells, energy or forces) and can analyze data.",
  },
  materials: {
    early: ["Real objects or living things linked to the topic", "Magnifiers", "Hoops or trays for sorting"],
    // What any lesson at the age uses; what one activity needs is that activity's (a fair test's results table).
    primary: ["Science books or a recording sheet for each student", "Mini whiteboards for predictions"],
    lower: ["Science books or a recording sheet for each student", "Graph paper"],
    upper: ["Practical equipment with a risk assessment", "Data set or simulation", "Model answer and mark scheme"],
  },
  misconceptions: [
    waterCycle.misconception,
    {
      bands: ["upper"],
      about: TITRATION_WORDS,
      belief: "the end point is the first flash of color, and one titration is enough",
      truth:
        "the end point is the first color change that stays when the flask is swirled, found by adding acid drop by drop near it, and a result is trusted only when two titres agree within 0.10 cm³",
      address:
        "Show a flask whose color changes for a moment and returns when swirled, then one where the change stays; have pairs repeat until two titres agree before anyone averages.",
    },
    {
      bands: ["early", "primary"],
      about: ["moon", "moons"],
      belief: "the moon follows them when they walk or ride in a car",
      truth:
        "the moon is so far away that walking or driving hardly changes where we see it, while near things such as trees and houses slide past; so it seems to keep up with us",
      address:
        "Walk the class along the playground fence and ask them to watch a nearby post slide past and a far-off tree or building stay put, then ask which one the moon is more like.",
    },
    {
      bands: ["early", "primary"],
      about: FLOATING_WORDS,
      belief: "heavy things sink and light things float",
      truth:
        "whether a thing floats depends on what it is made of and its shape, not only on how heavy it is: a big apple floats and a small metal spoon sinks",
      address:
        "Let the children hold an apple and a metal spoon, predict which will sink, then test both in the tub of water and talk about the surprise.",
    },
    {
      bands: ["primary", "lower"],
      about: FLOATING_WORDS,
      belief: "a thing that sinks will always sink, whatever shape it is made into",
      truth:
        "shape matters: the same lump of clay sinks as a ball and floats when it is spread into a boat, because the boat pushes aside more water",
      address:
        "Give each pair a lump of modeling clay: test it as a ball, then shape it into a boat and test it again.",
    },
    {
      about: ["magnet", "magnets", "magnetic", "magnetism"],
      belief: "magnets stick to every kind of metal",
      truth:
        "magnets attract only a few metals, mainly iron and steel; aluminum foil, copper wire and gold are not pulled",
      address:
        "Predict, then test, a tray of objects (a steel paper clip, aluminum foil, copper wire, a plastic spoon) with a magnet, and sort them into 'pulled' and 'not pulled'.",
    },
    {
      bands: ["primary", "lower", "upper"],
      about: ["magnet", "magnets", "magnetic", "magnetism"],
      belief: "a bigger magnet is always a stronger magnet",
      truth:
        "a magnet's strength depends on what it is made of, not only its size: a small neodymium magnet can outpull a large fridge magnet",
      address:
        "Count how many paper clips hang in a chain from magnets of different sizes and materials, and rank them.",
    },
    {
      bands: ["lower", "upper"],
      about: [...CELL_WORDS, "microscope"],
      belief: "only animals are made of cells",
      truth:
        "every living thing is made of one or more cells: plants, fungi and bacteria too, and a bacterium is a single cell",
      address:
        "Look at onion skin and cheek cells (or photos of them) under the microscope and list what both have and what only the plant cell has.",
    },
    {
      bands: ["lower", "upper"],
      about: CELL_WORDS,
      belief: "a cell is flat, like the diagram in the book",
      truth: "a cell is three-dimensional; a diagram or a slide shows only a thin slice of it",
      address:
        "Cut a hard-boiled egg or a grape in half and compare the cut face with a textbook cell diagram to see what a slice leaves out.",
    },
    {
      bands: ["lower", "upper"],
      about: EQUATION_WORDS,
      belief: "you balance an equation by changing the small numbers in a formula",
      truth:
        "changing a subscript makes a different substance (H₂O is water, H₂O₂ is hydrogen peroxide); you balance only with the numbers in front of formulas, so each kind of atom appears the same number of times on both sides",
      address:
        "Build both sides of H₂ + O₂ → H₂O with atom-model kits or colored counters, add whole molecules until the atoms match, then ask what writing H₂O₂ instead would mean.",
    },
    {
      bands: ["lower", "upper"],
      about: EQUATION_WORDS,
      belief: "a balanced equation means the number of molecules is the same on both sides",
      truth:
        "the atoms balance, not the molecules: 2H₂ + O₂ → 2H₂O has three molecules on the left and two on the right, yet the same atoms",
      address: "Count molecules and then atoms on each side of three balanced equations, and say which always match.",
    },
    {
      about: ["acid", "acids", "alkali", "alkalis", "ph", "neutralization", "neutralisation"],
      belief: "all acids are dangerous and burn, and alkalis are harmless",
      truth:
        "strength and concentration decide the hazard: lemon juice is a weak acid, while some alkalis such as oven cleaner are corrosive",
      address:
        "Test everyday substances with indicator and place them on a pH scale, then compare their hazard labels.",
    },
    {
      bands: ["lower", "upper"],
      about: ["reaction", "reactions", "burning", "combustion", "mass", "chemical"],
      belief: "when something burns, its matter disappears",
      truth: "atoms are rearranged, not destroyed; the products, including gases, have the same total mass",
      address: "Burn steel wool on a balance and watch the mass go up as it combines with oxygen.",
    },
    {
      bands: ["early", "primary"],
      about: [],
      belief: "scientists already know everything, so there is nothing left to find out",
      truth: "scientists are still finding things out, and anyone can find out by looking carefully and testing",
      address:
        "Share one question scientists are still working on, then find something out together by looking closely.",
    },
    {
      bands: ["lower", "upper"],
      about: ["plant", "plants", "photosynthesis", "growth", "grow"],
      belief: "plants get their food from the soil",
      truth: "plants make their own food from carbon dioxide and water using light; soil supplies water and minerals",
      address: "Show van Helmont's willow-tree result and ask where the extra mass came from.",
    },
    {
      bands: ["primary", "lower", "upper"],
      about: ["heat", "temperature", "energy", "thermal"],
      belief: "heat and temperature are the same thing",
      truth:
        "temperature measures how hot something is; heat is energy transferred because of a temperature difference",
      address: "Compare a cup and a bath of water at the same temperature and ask which holds more energy.",
    },
    {
      bands: ["primary", "lower", "upper"],
      about: ["force", "forces", "motion", "friction", "gravity"],
      belief: "a moving object needs a force to keep it moving",
      truth: "an object keeps moving at the same speed unless a force acts; friction is what slows things down",
      address: "Slide a puck on carpet, then on ice or a smooth table, and discuss what slows it.",
    },
    {
      bands: ["primary", "lower", "upper"],
      about: ["season", "seasons", "sun", "earth", "weather"],
      belief: "it is summer when the Earth is closest to the Sun",
      truth: "seasons come from the tilt of the Earth's axis",
      address: "Model the tilted Earth with a globe and a lamp and compare how directly the light hits.",
    },
    {
      about: ["animal", "animals", "living", "life", "habitat"],
      belief: "only things that move are alive",
      truth: "living things grow, need food and water, and reproduce; plants are alive too",
      address: "Sort pictures using the life processes, not movement, and discuss the tricky cases.",
    },
    {
      bands: ["primary", "lower", "upper"],
      about: ["matter", "states", "solid", "liquid", "gas", "boiling"],
      belief: "when water boils, the bubbles are air",
      truth: "the bubbles are water vapor, water in its gas state",
      address: "Watch water boil under a glass and see the vapor condense back into droplets.",
    },
    {
      bands: ["early", "primary"],
      about: LIFE_CYCLE_WORDS,
      unless: PLANT_WORDS,
      belief: "a caterpillar and a butterfly, or a tadpole and a frog, are different animals",
      truth:
        "they are one animal at different stages of its life: the caterpillar is rebuilt inside the chrysalis into the butterfly, and the tadpole grows legs and loses its tail to become a frog",
      address:
        "Lay the picture cards of egg, caterpillar, chrysalis and butterfly in a circle and follow one animal round it, asking at each arrow whether it is still the same animal.",
    },
    {
      bands: ["early", "primary", "lower"],
      about: LIFE_CYCLE_WORDS,
      unless: PLANT_WORDS,
      belief: "every young animal is a small copy of its parents that just gets bigger",
      truth:
        "some animals, such as butterflies and frogs, change their whole body shape as they grow up; others, such as mammals and birds, look like small versions of their parents",
      address:
        "Sort pictures of young animals into 'looks like its parent' and 'looks different', then match each one to its adult.",
    },
    {
      bands: ["early", "primary", "lower"],
      about: PLANT_CYCLE_WORDS,
      belief: "a seed needs soil and sunlight before it can start to grow",
      truth:
        "a seed starts to grow with water, warmth and air alone, using the food stored inside it; the young plant needs light once its first leaves open",
      address:
        "Set bean seeds on damp paper towels in clear bags, some in the dark and some in the light, and compare them every day for a week.",
    },
    {
      bands: ["primary", "lower"],
      about: PLANT_CYCLE_WORDS,
      belief: "a flower is only there to look pretty",
      truth:
        "a flower is where a plant makes its seeds: pollen carried from flower to flower, by insects or the wind, lets the seeds form",
      address:
        "Take a large flower apart with magnifiers, find the pollen and the part where the seeds will form, and act out a bee's visit from one flower to the next.",
    },
    {
      bands: ["primary", "lower"],
      about: CIRCUIT_WORDS,
      belief: "one wire from the battery to the bulb is enough to light it",
      truth:
        "a bulb lights only in a complete loop: from one end of the battery, through the bulb, and back to the other end",
      address:
        "Give pairs one battery, one bulb and wires, ask them to light the bulb with a single wire first, then find every way that works and draw the loop each time.",
    },
    {
      bands: ["lower", "upper"],
      about: CIRCUIT_WORDS,
      belief: "the bulb uses up the electric current, so less comes back to the battery",
      truth:
        "the current is the same all round a simple loop; what the bulb turns into light and heat is energy carried by the current, not the current itself",
      address:
        "Measure the current with an ammeter on each side of the bulb, or watch it in a circuit simulation, compare the readings, then ask what was used up if the current was not.",
    },
    {
      bands: ["primary", "lower", "upper"],
      about: ["water cycle", "evaporation", "puddle", "puddles"],
      belief: "when a puddle dries up, the water is gone or has soaked away",
      truth: "the water evaporates into the air as water vapor and later comes back as rain",
      address: "Mark the edge of a puddle or a dish of water each hour, then cover a second dish and compare.",
    },
    {
      bands: ["lower", "upper"],
      about: [],
      belief: "an experiment 'proves' a theory once and for all",
      truth: "evidence supports or challenges an idea; science changes when new evidence arrives",
      address:
        "Tell the story of one idea that changed with new evidence and ask what made scientists change their minds.",
    },
  ],
  safety: [
    {
      when: "always",
      notes: ["Check the equipment before the lesson, keep the workspace clear, and wipe up any spill at once."],
    },
    {
      // Allergies and hand-washing where there is something alive, grown or eaten to handle.
      when: [
        "plant",
        "plants",
        "seed",
        "seeds",
        "soil",
        "garden",
        "growth",
        "living",
        "animal",
        "animals",
        "insect",
        "insects",
        "minibeast",
        "minibeasts",
        "habitat",
        "habitats",
        "food",
        "life cycle",
        "butterfly",
        "frog",
        "flower",
        "flowers",
        "leaf",
        "leaves",
        "microbes",
        "mould",
        "mold",
        "balloon",
        "balloons",
        "latex",
        "rubber",
        "static",
      ],
      notes: [
        "Check for allergies (plants, soil, latex, food) before students handle materials.",
        "Wash hands after handling living things or soil.",
      ],
    },
    {
      when: [
        "chemical",
        "chemicals",
        "acid",
        "acids",
        "reaction",
        "reactions",
        "chemistry",
        "experiment",
        "mixture",
        "solution",
      ],
      notes: [
        "Students wear safety goggles throughout the practical; tie back long hair.",
        "Use the weakest concentrations that work, label every container, and follow the school's risk assessment for each chemical.",
      ],
    },
    {
      when: TITRATION_WORDS,
      notes: [
        "Fill pipettes only with a pipette filler, never by mouth; fill burettes below eye level, with a funnel removed before reading.",
      ],
    },
    {
      when: [
        "heat",
        "heating",
        "burner",
        "burning",
        "combustion",
        "flame",
        "boil",
        "boiling",
        "temperature",
        "melting",
        // Changes of state are shown by heating: ice melting, water boiling under a glass.
        "states of matter",
        "changes of state",
        "evaporation",
        "condensation",
        "cooking",
      ],
      notes: [
        "Heat only with equipment the school approves; keep a clear space around it and never leave it unattended.",
        "Let hot equipment cool before it is touched or moved; have cold water ready for burns.",
      ],
    },
    {
      when: FLOATING_WORDS,
      notes: [
        "Keep the water shallow and an adult beside every tub of water at all times; mop up spills at once so the floor stays dry.",
        "With children under about six, test only objects too big to swallow (no coins, marbles or beads for them), and count the objects out and back in.",
      ],
    },
    {
      when: ["magnet", "magnets", "magnetic", "magnetism"],
      notes: [
        "Count magnets out and back in, and use large ones with young children: two small, strong magnets that are swallowed can pull together through the gut and cause serious injury.",
        "Keep magnets away from phones, bank cards and computers.",
      ],
    },
    {
      when: ["electricity", "electric", "circuit", "circuits", "battery", "batteries"],
      notes: [
        "Use low-voltage batteries only, never mains sockets; check wires for damage and disconnect if anything gets warm.",
      ],
    },
    {
      when: ["microscope", "dissection", "dissect", "cells", "bacteria", "microbes"],
      notes: [
        "Handle slides and cover slips carefully; dispose of broken glass in the glass bin, and never culture microbes at body temperature.",
      ],
    },
    {
      when: ["sun", "light", "lenses", "eclipse"],
      notes: ["Never look at the Sun directly or through a lens or binoculars."],
    },
  ],
};
