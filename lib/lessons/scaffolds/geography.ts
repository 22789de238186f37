import type { SubjectScaffold } from "./types";

export const geography: SubjectScaffold = {
  key: "geography",
  label: "Geography",
  names: ["geography", "earth and environment", "environmental studies"],
  starters: [
    {
      name: "Where in the world?",
      teacher:
        "Show a photograph of a place linked to {topic} and ask where it might be and what it would feel like to stand there.",
      students: "Describe what they see, hear and feel in the picture, and guess the place.",
      check: "Ask two children which clue in the picture helped them guess.",
      bands: ["early", "primary"],
    },
    {
      name: "Map mystery",
      teacher: "Show a map with one feature linked to {topic} hidden and give clues to find it.",
      students: "Use the clues, the key and compass directions to locate the feature.",
      check: "Ask students to give a direction or grid reference for their answer.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Data first",
      teacher: "Display one striking graph or statistic about {topic} with no title.",
      students: "Suggest what the data shows and where it might come from.",
      check: "Reveal the title and ask who was closest, and why.",
      bands: ["lower", "upper"],
    },
  ],
  cycles: [
    {
      name: "Our place",
      teacher: "Walk the children through a simple picture map of the school or neighborhood linked to {topic}.",
      students: "Find places on the picture map and place toy figures where they belong.",
      check: "Ask each child to point to one place and say what is next to it.",
      bands: ["early", "primary"],
    },
    {
      name: "Map skills",
      teacher: "Model reading a map about {topic}: key, scale and direction, one at a time.",
      students: "Answer a set of map questions that grow harder, in pairs.",
      check: "Hinge question on scale; students show A, B, C or D.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Process diagram",
      teacher: "Explain the process behind {topic} with an annotated diagram built step by step.",
      students: "Draw and annotate their own diagram, then explain it to a partner without looking.",
      check: "Ask students to name the step that comes before and after one you point to.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Case study",
      teacher: "Present a real place where {topic} matters, with facts, figures and voices of people who live there.",
      students: "Sort the impacts into social, economic and environmental, and rank them.",
      check: "Ask each group to justify the impact they ranked first.",
      bands: ["lower", "upper"],
    },
  ],
  applications: [
    {
      name: "Build a landscape",
      teacher: "Give groups sand trays, blocks or modeling dough to build a landscape that shows {topic}.",
      students: "Build the landscape together and tell a visitor what each part is.",
      check: "Ask each group to name two features of their landscape.",
      bands: ["early", "primary"],
    },
    {
      name: "Fieldwork in the grounds",
      teacher:
        "Plan a short data-gathering task on {topic} in the school grounds or nearby (a survey, a count, a sketch map).",
      students: "Collect data in pairs, present it as a graph or map, and draw a conclusion.",
      check: "Ask pairs how reliable their data is and how they could improve it.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Decision-making exercise",
      teacher: "Give a real decision about {topic} (where to build, how to protect) with options and stakeholders.",
      students: "Evaluate the options and write a recommendation that weighs the impacts.",
      check: "Peer review: does the recommendation consider at least two stakeholders?",
      bands: ["lower", "upper"],
    },
  ],
  focuses: [
    "where {topic} happens",
    "maps and locations",
    "the physical processes",
    "people and places",
    "data and graphs",
    "a real case study",
    "impacts on people and environment",
    "sustainability and solutions",
    "fieldwork",
    "comparing places",
  ],
  create: {
    verb: "Evaluate",
    text: "one way people respond to {topic}, weighing effects on people and environment",
    criterion: "I can give one benefit and one cost of the response and judge it.",
  },
  priorKnowledge: {
    early: "Children know places near them (home, school, park) and can talk about weather.",
    primary: "Students can use simple maps, compass directions and a key.",
    lower: "Students can read scale and grid references and describe physical and human features.",
    upper: "Students can analyze geographical data and evaluate impacts and management strategies.",
  },
  materials: {
    early: ["Photographs of places", "A simple picture map", "Sand tray, blocks or modeling dough"],
    primary: ["Maps with a key and compass rose", "Atlases or a globe", "Clipboards for fieldwork"],
    lower: ["Ordnance or topographic maps", "Case study fact sheet", "Graph paper"],
    upper: ["Data sets and maps", "Case study pack with stakeholder views", "Decision-making brief"],
  },
  misconceptions: [
    {
      about: ["weather", "climate"],
      belief: "weather and climate are the same",
      truth: "weather is day-to-day conditions; climate is the average over many years",
      address: "Compare a week's weather with a thirty-year climate graph for the same town.",
    },
    {
      about: ["map", "maps", "continent", "continents", "world"],
      belief: "the map shows the true sizes of countries",
      truth: "flat maps distort size; many make places near the poles look much larger",
      address: "Compare Greenland and Africa on a map and on a globe.",
    },
    {
      about: ["river", "rivers", "water", "rain"],
      belief: "rivers flow from north to south",
      truth: "rivers flow downhill from high ground to lower ground, in any direction",
      address: "Trace rivers that flow north on a map and look at the height contours.",
    },
    {
      about: [],
      belief: "poorer countries are poor because of their climate or their people",
      truth: "development has many causes, including history, trade and investment",
      address: "Examine a development indicator and the reasons behind it for two countries.",
    },
    {
      about: [],
      belief: "geography is just learning capital cities",
      truth: "geography studies how people and environments shape each other",
      address: "Start from a local issue and trace its physical and human causes.",
    },
  ],
  keywords: [
    {
      term: "map",
      simple: "a drawing of a place from above",
      definition: "a scaled representation of an area",
      about: [],
    },
    {
      term: "key",
      simple: "the box that tells what the map pictures mean",
      definition: "the legend explaining the symbols of a map",
      about: ["map", "maps"],
    },
    {
      term: "climate",
      simple: "the weather a place usually has",
      definition: "long-term average weather conditions of a region",
      about: ["weather", "climate", "biome", "biomes"],
    },
    {
      term: "environment",
      simple: "everything around us in nature",
      definition: "the physical and living surroundings of people and places",
      about: [],
    },
    {
      term: "settlement",
      simple: "a place where people live",
      definition: "a place where people live and work, from a hamlet to a city",
      about: ["city", "cities", "town", "towns", "village", "settlement"],
    },
  ],
  safety: [
    {
      when: ["fieldwork", "field", "trip", "river", "rivers", "coast", "outdoor", "walk"],
      notes: [
        "Complete the school's risk assessment and get permission for any trip; keep the required adult-to-student ratio.",
        "Stay well back from water, traffic and cliff edges; agree on a meeting point and a whistle signal.",
      ],
    },
  ],
};
