/**
 * What Lyceum writes itself, in the teacher's language where we have it: the safeguarding reply
 * (no model, no persona) and the one honest sentence that opens a built-in model's answer to a teacher
 * who wrote in another language. English is the fallback for both.
 */

export const safeguardingReplies: Record<string, string> = {
  en: `**This sounds like a safeguarding concern, so I am stepping out of the educator's role.** This is Lyceum, an AI tool: it cannot assess a child's safety, and this is not a question for a teaching philosophy.

What to do now:

- **Do not investigate** or question the child further, and **do not promise to keep it secret**: you have to pass it on.
- **Write down what the child said, in their own words**, with the date and time, and what you saw.
- **Tell your school's designated safeguarding lead (child-protection officer) today**, and follow your school's child-protection procedure.
- **If the child is in immediate danger, call your local emergency number now.**

Thank you for taking it seriously. Your safeguarding lead is the right person to decide what happens next.`,
  es: `**Esto parece una situación de protección de la infancia, así que dejo de hablar como el educador.** Esto es Lyceum, una herramienta de IA: no puede valorar la seguridad de un niño, y esta no es una pregunta de pedagogía.

Qué hacer ahora:

- **No investigue** ni vuelva a interrogar al niño, y **no prometa guardar el secreto**: tiene que comunicarlo.
- **Anote lo que dijo el niño, con sus propias palabras**, con la fecha y la hora, y lo que usted observó.
- **Informe hoy mismo al responsable de protección de la infancia de su centro** y siga el protocolo del centro.
- **Si el niño está en peligro inmediato, llame ahora al número de emergencias local.**

Gracias por tomarlo en serio. El responsable de protección de su centro es quien debe decidir los siguientes pasos.`,
  fr: `**Cela ressemble à une situation de protection de l'enfance : je quitte donc le rôle de l'éducateur.** Ici, c'est Lyceum, un outil d'IA : il ne peut pas évaluer la sécurité d'un enfant, et ce n'est pas une question de pédagogie.

Que faire maintenant :

- **N'enquêtez pas** et ne questionnez pas davantage l'enfant, et **ne promettez pas de garder le secret** : vous devez transmettre l'information.
- **Notez ce que l'enfant a dit, avec ses propres mots**, avec la date et l'heure, et ce que vous avez observé.
- **Prévenez aujourd'hui même le référent protection de l'enfance de votre établissement** et suivez sa procédure.
- **Si l'enfant est en danger immédiat, appelez maintenant le numéro d'urgence local.**

Merci de prendre cela au sérieux. Le référent de votre établissement est la bonne personne pour décider de la suite.`,
  de: `**Das klingt nach einem Kinderschutz-Anliegen, deshalb verlasse ich die Rolle der pädagogischen Figur.** Hier spricht Lyceum, ein KI-Werkzeug: Es kann die Sicherheit eines Kindes nicht einschätzen, und dies ist keine Frage der Pädagogik.

Was jetzt zu tun ist:

- **Ermitteln Sie nicht selbst** und befragen Sie das Kind nicht weiter, und **versprechen Sie keine Geheimhaltung**: Sie müssen es weitergeben.
- **Schreiben Sie auf, was das Kind gesagt hat, in seinen eigenen Worten**, mit Datum und Uhrzeit, und was Sie beobachtet haben.
- **Informieren Sie noch heute die Kinderschutzbeauftragte oder den Kinderschutzbeauftragten Ihrer Schule** und folgen Sie dem Schutzkonzept der Schule.
- **Wenn das Kind in unmittelbarer Gefahr ist, rufen Sie jetzt den örtlichen Notruf an.**

Danke, dass Sie das ernst nehmen. Die zuständige Person an Ihrer Schule entscheidet über die nächsten Schritte.`,
  pt: `**Isto parece uma situação de proteção da criança, por isso deixo o papel do educador.** Aqui fala o Lyceum, uma ferramenta de IA: não consegue avaliar a segurança de uma criança, e esta não é uma pergunta de pedagogia.

O que fazer agora:

- **Não investigue** nem volte a interrogar a criança, e **não prometa guardar segredo**: você precisa comunicar o caso.
- **Anote o que a criança disse, com as palavras dela**, com a data e a hora, e o que você observou.
- **Informe hoje mesmo o responsável pela proteção da criança na sua escola** e siga o protocolo da escola.
- **Se a criança estiver em perigo imediato, ligue agora para o número de emergência local.**

Obrigado por levar isto a sério. O responsável pela proteção na sua escola é quem deve decidir os próximos passos.`,
  it: `**Questa sembra una situazione di tutela dei minori, quindi esco dal ruolo dell'educatore.** Qui è Lyceum, uno strumento di IA: non può valutare la sicurezza di un bambino, e questa non è una domanda di pedagogia.

Cosa fare ora:

- **Non indagare** e non fare altre domande al bambino, e **non promettere di mantenere il segreto**: devi riferirlo.
- **Scrivi ciò che il bambino ha detto, con le sue parole**, con data e ora, e ciò che hai osservato.
- **Informa oggi stesso il referente per la tutela dei minori della tua scuola** e segui la procedura della scuola.
- **Se il bambino è in pericolo immediato, chiama subito il numero di emergenza locale.**

Grazie per averlo preso sul serio. Il referente della tua scuola è la persona giusta per decidere i passi successivi.`,
  nl: `**Dit klinkt als een zorg over de veiligheid van een kind, dus ik stap uit de rol van de pedagoog.** Dit is Lyceum, een AI-hulpmiddel: het kan de veiligheid van een kind niet beoordelen, en dit is geen vraag over pedagogiek.

Wat je nu doet:

- **Ga niet zelf onderzoeken** en stel het kind geen verdere vragen, en **beloof niet dat je het geheimhoudt**: je moet het doorgeven.
- **Schrijf op wat het kind zei, in de eigen woorden van het kind**, met datum en tijd, en wat je zelf zag.
- **Meld het vandaag nog bij de aandachtsfunctionaris (kindveiligheid) van je school** en volg de meldcode van je school.
- **Is het kind in direct gevaar, bel dan nu het lokale alarmnummer.**

Dank je dat je dit serieus neemt. De aandachtsfunctionaris van je school is de juiste persoon om te beslissen wat er nu gebeurt.`,
};

export const englishOnlyNotices: Record<string, string> = {
  es: "El modelo integrado de Lyceum responde en inglés; un modelo de IA configurado le respondería en español.",
  fr: "Le modèle intégré de Lyceum répond en anglais ; un modèle d'IA configuré vous répondrait en français.",
  de: "Das eingebaute Modell von Lyceum antwortet auf Englisch; ein konfiguriertes KI-Modell würde Ihnen auf Deutsch antworten.",
  pt: "O modelo integrado do Lyceum responde em inglês; um modelo de IA configurado responderia em português.",
  it: "Il modello integrato di Lyceum risponde in inglese; un modello di IA configurato ti risponderebbe in italiano.",
  nl: "Het ingebouwde model van Lyceum antwoordt in het Engels; een geconfigureerd AI-model zou in het Nederlands antwoorden.",
};

/** The English notice, for a language we have no sentence in. */
const fallbackNotice =
  "Lyceum's built-in model answers in English; a configured AI model would answer in your language.";

/** Our written safeguarding reply, in the teacher's language when we have it. */
export function safeguardingReply(language: string) {
  return safeguardingReplies[language] ?? (safeguardingReplies.en as string);
}

/** The sentence that opens a built-in model's English answer to a teacher writing in `language`. */
export function englishOnlyNotice(language: string) {
  if (language === "en") return undefined;
  return englishOnlyNotices[language] ?? fallbackNotice;
}

/** Language names for the real model's prompt: "Write in Spanish". */
export const languageNames: Record<string, string> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
  pt: "Portuguese",
  it: "Italian",
  nl: "Dutch",
  pl: "Polish",
  tr: "Turkish",
  ru: "Russian",
  uk: "Ukrainian",
  ar: "Arabic",
  zh: "Chinese",
  ja: "Japanese",
  ko: "Korean",
  hi: "Hindi",
  bn: "Bengali",
  el: "Greek",
};
