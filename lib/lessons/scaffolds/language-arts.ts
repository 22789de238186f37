import { INSTRUCTION_WORDS, LITERATURE_WORDS, SPEAKING_WORDS, WRITING_WORDS } from "@/db/data/topic-kinds";
import type { SubjectScaffold } from "./types";

export const languageArts: SubjectScaffold = {
  key: "language-arts",
  label: "Language arts and literature",
  names: [
    "english",
    "language arts",
    "ela",
    "literature",
    "reading",
    "writing",
    "literacy",
    "phonics",
    "poetry",
    "spelling",
    "grammar",
  ],
  starters: [
    {
      name: "Story basket",
      weight: 1,
      teacher:
        "Pull objects from a basket that link to {topic} and invite the children to guess the story or sound they belong to.",
      students: "Name each object and guess what the story might be about, and who might use each one in it.",
      check: "Ask two children to retell what they guessed and why.",
      expected: "They say what they guessed the story is about and point to the object that gave them the idea.",
      bands: ["early", "primary"],
    },
    {
      name: "Quick write",
      weight: 1.2,
      teacher: "Give a one-line prompt linked to {topic} and write alongside the students for three minutes.",
      students: "Write without stopping, then share one sentence with a partner.",
      check: "Read two sentences aloud and ask what makes each one work.",
      expected:
        "They name a choice that makes the sentence work: a precise word, a detail the reader can see, or the way it is built.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "First-line hook",
      weight: 1,
      // The class's own text, where the topic names it ("unreliable narrators in The Great Gatsby"), not another.
      teacher:
        "Display the opening line of the text the class is studying for {topic} (or one you choose) and ask what it makes the reader expect.",
      students: "Annotate the line with predictions and questions, then compare with a partner.",
      check: "Collect three predictions and keep them on the board to test later.",
      expected:
        "A prediction tied to a word or detail of the line: who is speaking, where we are, or what is about to go wrong.",
      bands: ["lower", "upper"],
      // A text's first line leads into reading it, not into writing one's own essay, letter or speech.
      unless: [...WRITING_WORDS, ...INSTRUCTION_WORDS, ...SPEAKING_WORDS],
    },
  ],
  cycles: [
    {
      name: "Speak, listen, respond",
      weight: 2.5,
      teacher:
        "Model a one-minute speech of your own, then name the techniques you used, such as a question to the audience, a pause before the key point or a rule of three.",
      students:
        "Draft a one-minute speech, deliver it to a group of four, and give each speaker one 'what worked' and one 'try next' on a named technique.",
      check:
        "Ask two volunteers to deliver theirs to the class, and ask listeners which technique they heard and what it did.",
      expected:
        "Listeners name a technique they heard, such as a question to the audience, a pause or a rule of three, and what it did to them as listeners.",
      bands: ["primary", "lower", "upper"],
      topics: SPEAKING_WORDS,
    },
    {
      name: "Follow me exactly",
      weight: 3,
      materials: ["What the task needs, such as paper to fold, for each pair to test their instructions"],
      teacher:
        "Read out instructions for a simple task, such as folding a paper hat, with one step missing and one out of order, and follow them exactly as written in front of the class.",
      students:
        "Say what went wrong, then rewrite the instructions in pairs: a list of what you need, numbered steps in order, and a command verb at the start of each.",
      check:
        "Pairs swap instructions and follow them exactly as written; where the task goes wrong, the writers fix that step.",
      expected:
        "The fixed step says exactly what to do, in order, and starts with a command verb, so the task works when it is followed as written.",
      minMinutes: 15,
      bands: ["primary", "lower"],
      topics: INSTRUCTION_WORDS,
    },
    {
      name: "Shared reading",
      weight: 3.5,
      teacher:
        "Read a picture book or short text about {topic} aloud with expression, pausing to point at words and pictures.",
      students: "Join in with the repeated parts, act out a moment, and answer 'What might happen next?'",
      check: "Ask three children to point to a word or picture that shows what a character feels.",
      expected: "They point to a word or a picture, such as a face or an action, and name the feeling it shows.",
      bands: ["early", "primary"],
    },
    {
      name: "Phonics and word building",
      weight: 2,
      teacher: "Model sounding out and blending words linked to {topic} with letter cards, one sound at a time.",
      students: "Build words with letter cards or magnetic letters, then read them to a partner.",
      check: "Point to a new word and ask each child in a group to blend it aloud.",
      expected: "They say each sound in order and blend the sounds smoothly into the word, adding no extra sounds.",
      fitsAnyTopic: false,
      bands: ["early", "primary"],
    },
    {
      name: "Close reading",
      weight: 3.5,
      teacher:
        "Model reading a short passage on {topic} closely, thinking aloud about word choice and what it suggests.",
      students: "Annotate a second passage for the same features, then discuss their findings in pairs.",
      check: "Ask students to point to the single word that does the most work in the passage, and justify the choice.",
      expected:
        "They pick one word and explain what it suggests beyond its plain meaning, and how that shapes the passage's meaning or mood.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Modeled writing",
      weight: 3,
      teacher: "Write a short model paragraph about {topic} live, saying aloud each choice you make.",
      students: "Write their own paragraph using the same structure, then improve one sentence.",
      check: "Students check their paragraph against the three success criteria and highlight where each is met.",
      expected:
        "Each success criterion is highlighted where it is met, and a criterion not yet met is the one they improve.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Structured discussion",
      weight: 2.5,
      teacher:
        "Pose an interpretive question about {topic} with no single right answer and set the rules for evidence-based talk.",
      students: "Discuss in groups of four, each contribution quoting the text, and agree on a position.",
      check: "Each group states its position and its best quotation; the class judges which quotation fits best.",
      expected:
        "A clear position and a short quotation that backs it, with a sentence on how the words of the quotation support the position.",
      bands: ["lower", "upper"],
      // Quoting the text needs a text: a novel, a poem, a play, not an argument of the students' own.
      topics: LITERATURE_WORDS,
    },
  ],
  applications: [
    {
      name: "Retell with puppets",
      weight: 2.5,
      teacher: "Give small groups puppets or props from the story about {topic} and model a retelling.",
      students: "Retell the story in order with the puppets, using 'first', 'next' and 'at the end'.",
      check: "Ask each group what happened at the end and how the character felt.",
      expected:
        "They tell what happened at the end of the story and how the character felt, with a reason from the story.",
      fitsAnyTopic: false,
      bands: ["early", "primary"],
    },
    {
      name: "Write for a real reader",
      weight: 3.5,
      teacher:
        "Set a short piece of writing about {topic} for a real audience (a younger class, a local newspaper, the school website).",
      students: "Plan, draft and revise the piece, then read it to a partner who gives one praise and one suggestion.",
      check: "Peer feedback against the success criteria, with one revision made in a different color.",
      expected:
        "The revision is marked, answers the partner's suggestion or a success criterion, and makes the piece clearer for its reader.",
      minMinutes: 20,
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Critical essay paragraph",
      weight: 3.5,
      teacher: "Model a thesis-evidence-analysis paragraph on {topic}, then give a fresh question.",
      students: "Write an analytical paragraph with an embedded quotation and a comment on the writer's method.",
      check: "Students swap paragraphs and underline the claim, the evidence and the analysis in three colors.",
      expected:
        "The paragraph makes a claim, backs it with a short embedded quotation, and analyzes how the writer's words or methods create the effect claimed.",
      minMinutes: 15,
      fitsAnyTopic: false,
      bands: ["lower", "upper"],
    },
  ],
  focuses: [
    "first impressions and questions",
    "the key vocabulary of {topic}",
    "characters and voices",
    "structure and sequence",
    "language and word choice",
    "themes and big ideas",
    "reading aloud with expression",
    "planning writing",
    "drafting and revising",
    "comparing texts",
  ],
  create: {
    verb: "Compose",
    text: "a short piece of writing on {topic} for a real reader, then revise one part",
    criterion: "I can point to one change that made my writing clearer for its reader.",
  },
  priorKnowledge: {
    early: "Children can listen to a story, name some letters and sounds, and talk about pictures.",
    primary:
      "Students can read simple texts, retell a story in order, and write sentences with capital letters and periods.",
    lower: "Students can identify the main idea of a text, use quotations, and write organized paragraphs.",
    upper: "Students can analyze a writer's choices and write an argued response supported by evidence.",
  },
  materials: {
    early: ["A picture book or big book", "Letter cards or magnetic letters", "Puppets or props from the story"],
    primary: ["Copies of the text", "Word mat with key vocabulary", "Highlighters"],
    lower: ["Copies of the passage", "Annotation guide", "Success criteria for the writing"],
    upper: ["Copies of the text with line numbers", "Model paragraph", "Essay question"],
  },
  misconceptions: [
    {
      bands: ["primary", "lower"],
      about: INSTRUCTION_WORDS,
      belief: "instructions only need the steps, because the reader will know what you mean",
      truth:
        "instructions work only when someone who has never done the task can follow them: a list of what you need, steps in order, and a command verb to start each step",
      address:
        "Have a partner follow your instructions exactly as written while you watch without speaking, then fix each step where they went wrong.",
    },
    {
      about: ["friendly letter", "friendly letters", "letter writing", "thank-you note", "postcard"],
      belief: "the reader knows what the writer knows, so a letter can leave things out",
      truth:
        "the reader was not there: a good letter says who, what, where and when, and asks the reader something back",
      address:
        "Swap letters with a partner who marks every place they had to guess, then add the missing detail together.",
    },
    {
      bands: ["lower", "upper"],
      about: ["persuasive", "persuasion", "persuade", "speech", "speeches", "debate"],
      belief: "mentioning the other side's argument weakens your speech, so it is better left out",
      truth:
        "naming the strongest objection and answering it makes a speech more convincing, because listeners see the speaker has thought it through",
      address:
        "Add a one-sentence counterargument and rebuttal to a short speech, then ask the class which version persuades more and why.",
    },
    {
      about: ["friendly letter", "friendly letters", "letter writing", "thank-you note", "postcard"],
      belief: "a letter is written the same way whoever will read it",
      truth:
        "a friendly letter has a greeting, a body and a closing, and its words and tone fit the person it is written to",
      address:
        "Read two short letters about the same news, one to a grandparent and one to a best friend, and spot what changed and why.",
    },
    {
      about: ["persuasive", "persuasion", "persuade", "speech", "speeches", "debate"],
      belief: "persuading means saying your opinion louder or more often",
      truth:
        "persuasion wins its audience over with reasons, evidence and an answer to the other side, chosen for that audience",
      address:
        "Read two short pieces on the same point, one that only repeats the opinion and one with reasons and an answer to the other side, and ask which convinces and why.",
    },
    {
      bands: ["primary", "lower"],
      about: ["persuasive letter", "persuasive letters"],
      belief: "a persuasive letter only has to say what you want, and the reader will agree",
      truth:
        "a reader is persuaded by reasons that matter to them, so a persuasive letter names its reader, asks for one thing, and gives two or three reasons with an example for each",
      address:
        "Read a one-line letter ('Please give us a longer break') beside a letter to the principal with two reasons and an example for each, and ask which would change the principal's mind and why.",
    },
    {
      bands: ["early", "primary"],
      about: [],
      belief: "reading means saying the words out loud",
      truth: "reading means understanding what the words and pictures tell us",
      address: "Pause during the story to ask what is happening and how they know, from the words and the pictures.",
    },
    {
      about: ["poem", "poems", "poetry", "rhyme"],
      belief: "a poem has to rhyme",
      truth: "many poems do not rhyme; rhythm, imagery and line breaks matter as much",
      address: "Read one rhyming and one free-verse poem and ask what makes both of them poems.",
    },
    {
      bands: ["lower", "upper"],
      about: ["character", "characters", "narrator", "story", "novel"],
      belief: "the narrator is the author",
      truth: "the narrator is a voice the author creates and may be unreliable",
      address: "Compare what the narrator says with what events show, and discuss the gap.",
    },
    {
      about: ["grammar", "sentence", "sentences", "punctuation", "comma"],
      belief: "you put a comma wherever you would take a breath",
      truth: "commas follow grammatical rules, such as separating clauses and items in a list",
      address: "Sort sentences with breath-commas and rule-commas and rewrite the wrong ones.",
    },
    {
      bands: ["early", "primary"],
      about: ["sight", "high-frequency", "tricky", "heart"],
      belief: "a sight word is learned by remembering the shape of the whole word, like a picture",
      truth:
        "we remember a sight word by linking its letters to its sounds, and learning by heart only the tricky part",
      address:
        "Say a sight word, tap its sounds into sound boxes, write the letters for each sound, and draw a heart over the part to learn by heart.",
    },
    {
      bands: ["early", "primary"],
      about: ["sight", "high-frequency", "reading", "phonics"],
      belief: "when you do not know a word, you guess it from the picture or the first letter",
      truth: "good readers look through the whole word, sound by sound, and check that it makes sense",
      address:
        "Cover the picture, read a sentence with one new word, and blend it all the way through before checking the picture.",
    },
    {
      about: ["phonics", "letters", "sounds", "reading", "alphabet"],
      belief: "each letter always makes only one sound",
      truth: "letters can make different sounds, and some sounds are written with two or more letters",
      address: "Sort word cards by the sound a letter makes, such as the c in cat and city.",
    },
    {
      bands: ["lower", "upper"],
      about: [],
      belief: "a text has one hidden meaning the teacher already knows",
      truth: "texts support several readings, and a good reading is one backed by evidence",
      address: "Collect two different readings, each with its quotation, and judge them by their evidence.",
    },
    {
      bands: ["primary", "lower", "upper"],
      about: [],
      belief: "good writers get it right in the first draft",
      truth: "writers plan, draft and revise many times",
      address: "Show two drafts of the same paragraph and ask what the revision improved.",
    },
  ],
  safety: [],
};
