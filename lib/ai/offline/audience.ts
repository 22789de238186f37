/** When a topic is later than an educator's lifetime, and when a question asks who is answering. */

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
    name: "computers and screens",
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

const identity = /\b(who are you|are you (real|human|an ai|a (ro)?bot|really)|what are you)\b/i;

/** True when the teacher asks who, or what, is answering. */
export function asksWhoIsAnswering(text: string) {
  return identity.test(text);
}
