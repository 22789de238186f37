import { abuseSignals } from "./signals/abuse";
import { exploitationSignals } from "./signals/exploitation";
import { neglectSignals } from "./signals/neglect";
import { selfHarmSignals } from "./signals/self-harm";
import type { PatternsByLanguage, SafeguardingSignal } from "./types";

const r = String.raw;

/** Placeholders the signal patterns share: `{adult}` expands to this list of people, and so on. */
export const safeguardingTerms: Record<string, string> = {
  adult: r`(?:step-?(?:father|dad|mum|mom|mother)|stepdad|stepmum|stepmom|father|dad|daddy|mum|mom|mother|mommy|mummy|parents?|uncle|aunt(?:ie)?|grand(?:pa|ma|father|mother|dad)|brother|cousin|boyfriend|partner|carer|babysitter|coach|priest|neighbou?r|relative|man|men|guy|adult|stranger|someone|somebody|teacher|(?:mum|mom|mommy|mummy|dad|daddy|mother|father)'s (?:friend|boyfriend|girlfriend|partner))`,
  child: r`(?:her|him|them|me|my|the (?:child|boy|girl|kid))`,
  body: r`(?:arms?|legs?|wrists?|neck|back|face|cheeks?|body|hands?|thighs?|head|eyes?|ears?|chest|stomach|bottom)`,
  his: r`(?:his|her|their|my)`,
};

/**
 * Signs that a child may be at risk, as data. Patterns are regular-expression sources matched against
 * the text lower-cased and stripped of accents; `{name}` expands to the entry of `safeguardingTerms`.
 * Each signal counts on its own, only beside one of the signals it names (`with`), or only as
 * context for others. A `topical` signal names a subject teachers also teach (abuse, suicide,
 * radicalisation): it is set aside when the text asks how to teach it and reports no particular child.
 */
export const safeguardingSignals: Record<string, SafeguardingSignal> = {
  ...abuseSignals,
  ...selfHarmSignals,
  ...exploitationSignals,
  ...neglectSignals,
};

/** The text asks how to teach a subject, so a `topical` signal in it names the subject, not a child. */
export const teachingFramePatterns: PatternsByLanguage = {
  en: [
    r`\bhow (?:do|should|can|could|would|might) (?:i|we|you) (?:teach|approach|explain|discuss|cover|introduce|address|present|talk about|handle|lead|respond|react|answer)\b`,
    r`\bteach(?:ing)? (?:\S+ ){0,4}(?:about|the|a|an|to)\b|\b(?:lessons?|units?|modules?) (?:on|about)\b|\b(?:a|the|our|my) (?:lesson|unit|module|novel|book|poem|play|text|film|scheme of work)\b`,
    r`\b(?:curriculum|syllabus|pshe|rse|history of|awareness|prevention|recogni[sz]e|stay safe|sex education)\b`,
  ],
  es: [
    r`\b(?:ensenar|ensenarles|ensenar a|clase sobre|leccion|unidad|prevencion|educacion sexual|como (?:enseno|explico|trato|abordo|puedo trabajar))\b`,
  ],
  fr: [r`\b(?:enseigner|lecon|sequence|prevention|comment (?:parler|aborder|expliquer))\b`],
  de: [r`\b(?:unterrichten|unterrichtseinheit|stunde uber|pravention|wie (?:erklare|behandle|unterrichte))\b`],
  pt: [r`\b(?:ensinar|aula sobre|licao|unidade|prevencao|como (?:explico|abordo))\b`],
  it: [r`\b(?:insegnare|lezione su|unita|prevenzione|come (?:spiego|affronto))\b`],
};

/** The teacher reports something a particular child said, did or showed: a topical signal counts then. */
export const reportPatterns: PatternsByLanguage = {
  en: [
    r`\b(?:told me|tells me|confided|disclosed|admitted|mentioned|showed me|i noticed|i saw|i heard|i found|i suspect|i think (?:she|he|they|one|my|a)|i'?m worried|i am worried|i'?m concerned|worried that|concerned that)\b`,
    r`\b(?:a|one|my|our) (?:of my )?(?:student|pupil|child|kid|girl|boy|learner|tutee)s?\b(?: \S+){0,4} (?:said|says|told|wrote|showed|has|had|is|was)\b`,
  ],
  es: [r`\b(?:me (?:conto|dijo|confeso|ensen)|escribio|mi alumn[oa]|una? alumn[oa]|una? estudiante)\b`],
  fr: [r`\b(?:m'a (?:dit|confie|montre)|un eleve|une eleve|mon eleve)\b`],
  de: [r`\b(?:hat mir (?:gesagt|erzahlt)|erzahlt|ein schuler|eine schulerin|ein kind)\b`],
  pt: [r`\b(?:me (?:contou|disse)|falou|um aluno|uma aluna|meu aluno|minha aluna)\b`],
  it: [r`\b(?:mi ha (?:detto|scritto|confidato)|un alunno|una alunna|un ragazzo|una ragazza|un bambino|una bambina)\b`],
};
