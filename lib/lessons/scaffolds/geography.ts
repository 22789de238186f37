import { waterCycle } from "./science";
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
      expected:
        "They name a clue in the picture, such as the weather, the plants or the buildings, and say how it helped them guess the place.",
      bands: ["early", "primary"],
    },
    {
      name: "Map mystery",
      teacher: "Show a map with one feature linked to {topic} hidden and give clues to find it.",
      students: "Use the clues, the key and compass directions to locate the feature.",
      check: "Ask students to give a direction or grid reference for their answer.",
      expected: "A compass direction or a grid reference that takes a reader to the right feature on the map.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Data first",
      teacher: "Display one striking graph or statistic about {topic} with no title.",
      students: "Suggest what the data shows and where it might come from.",
      check: "Reveal the title and ask who was closest, and why.",
      expected:
        "The closest guess reads what the data measures and its pattern, and gives a reason for where the data could come from.",
      bands: ["lower", "upper"],
    },
  ],
  cycles: [
    {
      name: "Our place",
      weight: 2.5,
      teacher: "Walk the children through a simple picture map of the school or neighborhood linked to {topic}.",
      students: "Find places on the picture map and place toy figures where they belong.",
      check: "Ask each child to point to one place and say what is next to it.",
      expected:
        "They point to a place on the map and name what is next to it, with words such as next to, near or behind.",
      fitsAnyTopic: false,
      bands: ["early", "primary"],
    },
    {
      name: "Map skills",
      weight: 2.5,
      teacher: "Model reading a map about {topic}: key, scale and direction, one at a time.",
      students: "Answer a set of map questions that grow harder, in pairs.",
      check: "Hinge question on scale; students show A, B, C or D.",
      expected:
        "They choose the correct option and show how: they measured on the map and used the scale to turn it into a real distance.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Process diagram",
      weight: 2.5,
      teacher: "Explain the process behind {topic} with an annotated diagram built step by step.",
      students: "Draw and annotate their own diagram, then explain it to a partner without looking.",
      check: "Ask students to name the step that comes before and after one you point to.",
      expected: "They name the step before and the step after, in the right order, and say how one leads to the next.",
      fitsAnyTopic: false,
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Case study",
      weight: 3,
      teacher:
        "Present one real place and what {topic} means for the people who live there, with facts, figures and their own voices.",
      students: "Sort the impacts into social, economic and environmental, and rank them.",
      check: "Ask each group to justify the impact they ranked first.",
      expected:
        "Their first-ranked impact is backed by a fact or a voice from the case study, with a reason it matters more than the others.",
      bands: ["lower", "upper"],
    },
  ],
  applications: [
    {
      name: "Build a landscape",
      weight: 3,
      teacher: "Give groups sand trays, blocks or modeling dough to build a landscape that shows {topic}.",
      students: "Build the landscape together and tell a visitor what each part is.",
      check: "Ask each group to name two features of their landscape.",
      expected: "They name two features of their landscape and say what each one is.",
      fitsAnyTopic: false,
      bands: ["early", "primary"],
    },
    {
      name: "Fieldwork in the grounds",
      weight: 3.5,
      teacher:
        "Set a short data-gathering task on {topic} in the school grounds or nearby (a survey, a count, a sketch map).",
      students: "Collect data in pairs, present it as a graph or map, and draw a conclusion.",
      check: "Ask pairs how reliable their data is and how they could improve it.",
      expected:
        "They name a weakness in their data, such as a small sample or a single time of day, and how to improve it, such as more counts at different times.",
      minMinutes: 20,
      bands: ["primary", "lower", "upper"],
      // What can be counted or mapped near school: not plate tectonics or a distant country.
      topics: [
        "local",
        "our area",
        "school grounds",
        "land use",
        "weather",
        "microclimate",
        "traffic",
        "transport",
        "shops",
        "town",
        "village",
        "settlement",
        "settlements",
        "park",
        "litter",
        "noise",
        "environment",
        "map",
        "maps",
        "mapping",
        "fieldwork",
        "urban",
        "neighbourhood",
        "neighborhood",
        "streets",
      ],
    },
    {
      name: "Decision-making exercise",
      weight: 3,
      teacher: "Give a real decision about {topic} (where to build, how to protect) with options and stakeholders.",
      students: "Evaluate the options and write a recommendation that weighs the impacts.",
      check: "Peer review: does the recommendation consider at least two stakeholders?",
      expected:
        "The recommendation weighs what each option means for at least two stakeholders, and says why the choice is worth its costs.",
      minMinutes: 15,
      fitsAnyTopic: false,
      bands: ["lower", "upper"],
    },
  ],
  newCase: "new data on {topic}",
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
    // A skill (grid references, latitude) is no hazard or change that people respond to.
    fitsAnyTopic: false,
  },
  createAny: {
    verb: "Create",
    text: "an annotated map or diagram that explains {topic}, with evidence from one real place",
    criterion: "I can label what my map or diagram shows and point to the evidence from a real place.",
  },
  createFor: [
    {
      bands: ["primary", "lower"],
      topics: [
        "compass",
        "directions",
        "grid references",
        "grid reference",
        "map skills",
        "map reading",
        "reading maps",
        "map symbols",
        "route",
      ],
      objective: {
        verb: "Create",
        text: "a map of a place they know, with a key, a compass rose and a route described in compass directions",
        criterion: "My map has a key and a compass rose, and a partner can follow my route from my directions.",
      },
    },
  ],
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
    waterCycle.misconception,
    {
      about: ["volcano", "earthquake", "tectonic", "eruption"],
      belief: "volcanoes and earthquakes can happen anywhere, at random",
      truth: "most volcanoes and earthquakes happen along the edges of tectonic plates, where the plates meet and move",
      address: "Plot recent earthquakes and volcanoes on a world map and look for the pattern they make.",
    },
    {
      about: ["urbanization", "city", "cities", "migration", "urban"],
      bands: ["lower", "upper"],
      belief: "cities grow only because more babies are born in them",
      truth: "cities grow through migration from the countryside as well as through natural increase",
      address: "Sort the push and pull factors behind one real city's growth and weigh them against its birth rate.",
    },
    {
      about: ["compass", "direction", "directions", "north"],
      belief: "north always means up, wherever you are",
      truth: "north is a fixed direction toward the North Pole; it is up only on a map drawn that way",
      address: "Find north with a compass outside, then turn the map until its north matches.",
    },
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
  safety: [
    {
      when: ["fieldwork", "field", "trip", "river", "rivers", "coast", "outdoor", "walk"],
      notes: [
        "If the lesson goes outside or on a trip, complete the school's risk assessment and get permission first; keep the required adult-to-student ratio.",
        "Outside, stay well back from water, traffic and cliff edges; agree on a meeting point and a whistle signal.",
      ],
    },
  ],
};
