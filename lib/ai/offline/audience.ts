/** Who the teacher is asking about, and when a topic is later than an educator's lifetime. */

type Audience = { pattern: RegExp; label: string; advice: string };

const audiences: Audience[] = [
  {
    pattern: /\b(kindergarten|pre-?school|nursery|toddlers?|(three|four|five|3|4|5)[- ]year[- ]olds?)\b/i,
    label: "very young children",
    advice:
      "keep the work short, physical and close to their hands: one clear step at a time, with real objects rather than words alone",
  },
  {
    pattern: /\b((six|seven|eight|6|7|8)[- ]year[- ]olds?|first grade|second grade|grade [12]|year [123])\b/i,
    label: "six- to eight-year-olds",
    advice:
      "let them handle, build and act things out before they write about them, and keep each task to a few minutes of focused work followed by talk",
  },
  {
    pattern:
      /\b((nine|ten|eleven|9|10|11)[- ]year[- ]olds?|grade [345]|third grade|fourth grade|fifth grade|primary|elementary)\b/i,
    label: "children in the upper primary years",
    advice:
      "give them a real question to investigate in small groups, and let them show what they found in more than one way",
  },
  {
    pattern:
      /\b(middle school|grade [678]|sixth grade|seventh grade|eighth grade|(twelve|thirteen|12|13)[- ]year[- ]olds?)\b/i,
    label: "young adolescents",
    advice:
      "connect the work to what they care about now, give them roles with real responsibility, and let them argue their reasoning with each other",
  },
  {
    pattern:
      /\b(teen(ager)?s?|adolescents?|high school|secondary|grade (9|1[0-2])|(1[4-8]|fourteen|fifteen|sixteen|seventeen)[- ]year[- ]olds?)\b/i,
    label: "teenagers",
    advice:
      "treat them as people with views worth hearing: pose open questions, let them choose how to approach the work, and ask them to explain and defend their thinking",
  },
  {
    pattern: /\b(universit(y|ies)|college|undergraduates?|adult learners?|adults|higher education)\b/i,
    label: "adult learners",
    advice: "start from the experience they bring, and make them co-authors of the questions the course pursues",
  },
];

export function findAudience(text: string) {
  return audiences.find((audience) => audience.pattern.test(text));
}

type ModernTopic = { pattern: RegExp; name: string; since: number };

const modernTopics: ModernTopic[] = [
  {
    pattern: /\b(chat ?gpt|generative ai|artificial intelligence|ai|large language models?|chatbots?)\b/i,
    name: "artificial intelligence",
    since: 2015,
  },
  {
    pattern: /\b(smart ?phones?|mobile phones?|cell ?phones?|social media|tiktok|instagram)\b/i,
    name: "smartphones and social media",
    since: 2007,
  },
  {
    pattern: /\b(internet|online|websites?|google|youtube|zoom|remote learning|e-?learning)\b/i,
    name: "the internet",
    since: 1993,
  },
  {
    pattern: /\b(computers?|laptops?|tablets?|ipads?|screens?|coding|programming|video games?)\b/i,
    name: "classroom computers and screens",
    since: 1975,
  },
  { pattern: /\b(covid|pandemic)\b/i, name: "the COVID-19 pandemic", since: 2020 },
  {
    pattern: /\b(standardi[sz]ed tests?|high-stakes test(s|ing)?)\b/i,
    name: "modern standardized testing",
    since: 1920,
  },
];

/** The first topic of the text that the educator did not live to see, if any. */
export function topicBeyondLifetime(text: string, died: number | null) {
  if (died === null) return undefined;
  return modernTopics.find((topic) => topic.pattern.test(text) && topic.since > died);
}

const roleChange =
  /\b(ignore (all |any |the )?(previous|prior|above) (instructions|prompts?)|you are now|pretend (to be|you are)|system prompt|act as)\b/i;

/** True when the question tries to change who is answering. */
export function triesToChangeRole(text: string) {
  return roleChange.test(text);
}
