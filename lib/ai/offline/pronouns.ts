/**
 * Pronouns for the child a teacher asks about: the educator's notes speak of "the student … he" or
 * "the child … she", and an answer about a girl, a boy or a child of unnamed gender says she, he or they.
 */

export type Pronoun = "she" | "he" | "they";

/** A child the teacher describes: "a girl in my class", "my son", "one student", "this child". */
const ONE_CHILD =
  /\b(a|an|one|this|that|my|our|the)\s+(?:[\w-]+\s+){0,2}?(girl|boy|child|kid|student|pupil|learner|daughter|son|toddler|teenager|teen)\b/i;
const GIRL = /\b(girl|daughter|she|her|herself)\b/i;
const BOY = /\b(boy|son|he|him|his|himself)\b/i;

/** The pronoun of the child a conversation describes: the question's, else the latest earlier question's. */
export function describedPronoun(question: string, earlierQuestions: string[] = []) {
  return [question, ...[...earlierQuestions].reverse()].map(childPronoun).find(Boolean);
}

/** The pronoun of the one child a question is about; undefined when it is about no one child. */
export function childPronoun(question: string): Pronoun | undefined {
  const girl = GIRL.test(question);
  const boy = BOY.test(question);
  if (girl !== boy) return girl ? "she" : "he";
  return ONE_CHILD.test(question) ? "they" : undefined;
}

/** A sentence that speaks of a child in general ("a student who…", "the child's answer"). */
const ABOUT_A_CHILD =
  /\b(a|an|the|this|that|each|every|one|your)\s+(?:[\w-]+,?\s+){0,2}?(child|student|pupil|learner|newcomer)('s)?\b/i;
/**
 * …unless its pronouns may be a teacher's (a teacher is one person; "teachers" are they), or belong to
 * someone in the educator's own story: "my favorite student", a boy or a girl ("an untaught boy … for
 * himself" in the Meno), or a name.
 */
const SOMEONE_ELSE =
  /\b(teacher|carer|one-caring|mother|father|parent|tutor|boy|girl)\b|\b(my|his|her) (favou?rite )?(students?|sons?|daughters?|pupils?|disciples?)\b/i;
/** A name inside a sentence, once the titles of works (in italics) are set aside: not its first word (after a list mark or a lead-in), not "I". */
const NAME = /(?<!^|[.:!?(*-]\s|\n)\b(?!I\b)[A-Z][a-z]+/;
const speaksOfAChild = (sentence: string) => {
  const untitled = sentence.replace(/\*[^*]+\*/g, "");
  return ABOUT_A_CHILD.test(untitled) && !SOMEONE_ELSE.test(untitled) && !NAME.test(untitled.trim());
};

const FORMS: Record<Pronoun, { subject: string; object: string; possessive: string; own: string; self: string }> = {
  she: { subject: "she", object: "her", possessive: "her", own: "hers", self: "herself" },
  he: { subject: "he", object: "him", possessive: "his", own: "his", self: "himself" },
  they: { subject: "they", object: "them", possessive: "their", own: "theirs", self: "themselves" },
};

/** Words after which "her" is the object ("tell her what…", "ask her to…"), not a possessive ("her answer"). */
const AFTER_OBJECT = new Set(
  "a an the to for with about and or but that this what how why when where who whether if on in at up down back out off again through into from as by so than before after while because until feel see know think try choose find show do say tell learn read write work play join go come be move stop".split(
    " ",
  ),
);

/** A verb as it goes with "they": "needs" → "need", "tries" → "try", "watches" → "watch", "is" → "are". */
const THEY_VERBS: Record<string, string> = {
  is: "are",
  was: "were",
  has: "have",
  does: "do",
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
};
/** Adverbs that stand between "he" and its verb ("he already has", "he neither obeys"): never verbs themselves. */
const ADVERBS = [
  "already",
  "also",
  "always",
  "just",
  "neither",
  "never",
  "nevertheless",
  "often",
  "perhaps",
  "really",
  "sometimes",
  "still",
  "thus",
  "usually",
];
const NOT_VERBS = new Set([...ADVERBS, "unless"]);
/** "he needs", "she already has", "he still often asks": the pronoun, up to two adverbs, and the word after them. */
const SUBJECT_AND_VERB = new RegExp(`\\b(he|she)((?:\\s+(?:${ADVERBS.join("|")})){0,2}\\s+)([a-z']+)`, "gi");
function withThey(verb: string) {
  const lower = verb.toLowerCase();
  if (THEY_VERBS[lower]) return THEY_VERBS[lower];
  if (NOT_VERBS.has(lower)) return verb;
  // "tries" → "try", but "lies", "dies", "ties" → "lie", "die", "tie".
  if (/[^aeiou]ies$/.test(lower) && lower.length > 4) return `${verb.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z|o)es$/.test(lower)) return verb.slice(0, -2);
  if (/[^su]s$/.test(lower) && lower.length > 3) return verb.slice(0, -1);
  return verb;
}

const keepCase = (model: string, word: string) =>
  /^[A-Z]/.test(model) ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : word;

/** One sentence about a child, its third-person pronouns made the child's. */
function rewrite(sentence: string, pronoun: Pronoun) {
  const to = FORMS[pronoun];
  const they = pronoun === "they";
  return (
    sentence
      // "does he know" → "do they know"
      .replace(/\b(does|is|was|has)\s+(he|she)\b/gi, (_match, verb: string, who: string) =>
        they
          ? `${keepCase(verb, withThey(verb))} ${keepCase(who, to.subject)}`
          : `${verb} ${keepCase(who, to.subject)}`,
      )
      // "he needs" → "they need", "he already has" → "they already have"
      .replace(
        SUBJECT_AND_VERB,
        (_match, who: string, between: string, verb: string) =>
          `${keepCase(who, to.subject)}${between}${they ? withThey(verb) : verb}`,
      )
      // "he neither obeys … nor learns" → "they neither obey … nor learn": the second verb of the pair
      // agrees too, only where the sentence said he or she ("they neither trust … nor parents" stays).
      .replace(/\b(they\s+neither\s[^.;:]*?\bnor\s+)([a-z']+)/gi, (pair: string, start: string, verb: string) =>
        they && /\b(?:he|she)\s+neither\b/i.test(sentence) ? `${start}${withThey(verb)}` : pair,
      )
      .replace(/\b(he|she)\b/gi, (who) => keepCase(who, to.subject))
      .replace(/\b(himself|herself)\b/gi, (word) => keepCase(word, to.self))
      .replace(/\bhim\b/gi, (word) => keepCase(word, to.object))
      .replace(/\bhers\b/gi, (word) => keepCase(word, to.own))
      .replace(/\b(his|her)\b(\s*[.,;:!?)]|\s+([\w'-]+))?/gi, (_match, word: string, rest = "", next?: string) => {
        const possessive =
          next !== undefined && !(word.toLowerCase() === "her" && AFTER_OBJECT.has(next.toLowerCase()));
        const form = possessive ? to.possessive : word.toLowerCase() === "his" ? to.own : to.object;
        return `${keepCase(word, form)}${rest}`;
      })
  );
}

/** A sentence that already says they of someone: a child made "they" in it would read as those others. */
const SAYS_THEY = /\b(they|them|their|theirs|themselves)\b/i;

/** Text whose sentences about a child speak of the child the teacher described. */
export function withChildPronoun(text: string, pronoun: Pronoun | undefined) {
  if (!pronoun) return text;
  return text
    .split(/(?<=[.!?])(\s+)/)
    .map((sentence) =>
      speaksOfAChild(sentence) && !(pronoun === "they" && SAYS_THEY.test(sentence))
        ? // The title of a work keeps its words (*How Gertrude Teaches Her Children*).
          sentence
            .split(/(\*[^*]+\*)/)
            .map((part) => (part.startsWith("*") ? part : rewrite(part, pronoun)))
            .join("")
        : sentence,
    )
    .join("");
}
