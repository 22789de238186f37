import { describe, expect, it } from "vitest";
import { evidenceIn, isDisclosure, safeguardingReading } from "./decide";

/**
 * The sign families a trainer teaches (warning signs, cover stories, hidden harm), one disclosure per
 * family and language, each told by its signs rather than in the words of any probe set.
 */
const bySigns: Record<string, Record<string, string>> = {
  "warning signs of suicide": {
    en: "A boy in my form gave away his games console and told a friend thanks for everything, you will not see me again.",
    es: "Una alumna ha regalado sus cosas y me dijo que ya no estaré aquí el mes que viene.",
    fr: "Un élève a donné toutes ses affaires à ses copains et m'a dit merci pour tout.",
    de: "Eine Schülerin hat ihre Sachen verschenkt und einen Abschiedsbrief an ihre Freundin geschrieben.",
    pt: "Um aluno escreveu uma carta de despedida e disse que não vou estar mais aqui no sábado.",
    it: "Una studentessa ha scritto una lettera di addio e mi ha detto che non ci sarò più a giugno.",
  },
  "self-injury and its cover story": {
    en: "I noticed thin cuts on a pupil's forearm; she said the cat did it and wears long sleeves all summer.",
    es: "Vi cortes en los brazos de una alumna y me dijo que fue el gato; siempre lleva mangas largas.",
    fr: "J'ai vu des coupures sur les bras d'une élève, elle dit que c'est le chat et porte des manches longues.",
    de: "Ich habe Schnitte am Arm einer Schülerin gesehen, sie sagt, es war die Katze, und trägt lange Ärmel.",
    pt: "Vi cortes nos braços de uma aluna, ela disse que foi o gato e usa mangas compridas no calor.",
    it: "Ho visto tagli sulle braccia di una ragazza, dice che è stato il gatto e porta maniche lunghe.",
  },
  sextortion: {
    en: "A student said a stranger has naked photos of him and is threatening to share them unless he pays.",
    es: "Un alumno me dijo que alguien tiene fotos íntimas suyas y amenaza con publicarlas si no le paga.",
    fr: "Un élève m'a dit qu'un inconnu a des photos intimes de lui et menace de les publier.",
    de: "Ein Schüler erzählt, dass jemand Nacktbilder von ihm hat und droht, sie zu veröffentlichen.",
    pt: "Um aluno contou que alguém tem fotos íntimas dele e ameaça divulgar se ele não pagar.",
    it: "Un alunno mi ha detto che uno sconosciuto ha foto intime sue e minaccia di pubblicarle.",
  },
  "criminal exploitation": {
    en: "A year 9 boy turned up with two phones and a wad of cash and says he owes them for a bag he lost.",
    es: "Un alumno de 14 años llega con dos móviles y un fajo de billetes, y dice que les debe dinero.",
    fr: "Un élève de 14 ans arrive avec deux téléphones et une liasse de billets, il dit qu'il leur doit.",
    de: "Ein Schüler hat zwei Handys und viel Bargeld und sagt, er schuldet ihnen noch etwas.",
    pt: "Um aluno de 14 anos chegou com dois celulares e disse que faz entregas e deve a eles.",
    it: "Un alunno di 14 anni arriva con due telefoni e tanti soldi, dice che fa consegne e deve dei soldi.",
  },
  "forced marriage or FGM": {
    en: "A 14 year old told me she is being married off in the holidays and is not allowed to say no.",
    es: "Una alumna de 14 años me contó que la van a casar con un hombre mayor este verano.",
    fr: "Une élève de 13 ans m'a dit qu'on va la marier à un homme de son village.",
    de: "Eine Schülerin hat erzählt, dass sie in den Ferien beschnitten werden soll.",
    pt: "Uma aluna de 13 anos disse que vai ser cortada numa cerimônia nas férias, como a irmã.",
    it: "Una ragazza di 14 anni mi ha detto che la fanno sposare con un uomo in estate.",
  },
  "an adult grooming a child": {
    en: "A girl in year 8 said the caretaker messages her at night and gave her a lift home, saying keep it between us.",
    es: "Una alumna me dijo que el conserje le manda mensajes por la noche y que es un secreto entre nosotros.",
    fr: "Une élève m'a dit que l'animateur lui envoie des messages la nuit et lui a offert un bracelet.",
    de: "Eine Schülerin erzählt, dass der Hausmeister ihr nachts Nachrichten schreibt, das soll unter uns bleiben.",
    pt: "Uma aluna disse que o monitor manda mensagens de madrugada e deu um presente, segredo entre nós.",
    it: "Una bambina mi ha detto che il custode le manda messaggi di notte ed è un segreto tra noi.",
  },
  "sexualised behaviour beyond a child's age": {
    en: "A 5 year old in my class keeps simulating sex with the teddies at choosing time.",
    es: "Un niño de 5 años de mi clase imita actos sexuales con otros niños en el recreo.",
    fr: "Un enfant de 5 ans de ma classe mime des actes sexuels avec ses camarades.",
    de: "Ein Kind mit 5 Jahren spielt sexuelle Handlungen mit anderen Kindern nach.",
    pt: "Uma criança de 5 anos da minha turma imita atos sexuais com os colegas.",
    it: "Un bambino di 5 anni della mia classe mima atti sessuali con i compagni.",
  },
  "an explanation that does not fit": {
    en: "A 6 year old keeps coming in with bruises and says he fell down the stairs, but the family has no stairs.",
    es: "Una niña de 6 años llega con moratones y dice que se cayó por la escalera, pero vive sin escaleras.",
    fr: "Un enfant de 6 ans arrive avec des bleus, dit qu'il est tombé dans l'escalier, mais il n'y a pas d'escalier chez lui.",
    de: "Ein Kind mit 6 Jahren hat Blutergüsse und sagt, es ist die Treppe hinuntergefallen, aber es gibt keine Treppe.",
    pt: "Uma criança de 6 anos chegou com hematomas e disse que caiu da escada, mas mora numa casa sem escada.",
    it: "Un bambino di 6 anni arriva con lividi e dice che è caduto dalle scale, ma vive in una casa senza scale.",
  },
  "an immediate threat to a child's life": {
    en: "A pupil told me her dad said he will kill her when she gets home tonight.",
    es: "Un alumno me dijo que su padre lo va a matar cuando llegue a casa.",
    fr: "Un élève m'a dit que son père va le tuer ce soir.",
    de: "Ein Schüler sagt, sein Vater bringt ihn um, wenn er heute nach Hause kommt.",
    pt: "Um aluno disse que o pai vai matar ele quando chegar em casa.",
    it: "Un alunno mi ha detto che il padre lo ammazza quando torna a casa.",
  },
  "a blade kept for cutting, a way to die searched": {
    en: "A girl in my Year 9 class keeps a sharpener blade in her pencil case, and her friend says she wrote that it will not matter by then.",
    es: "Una alumna de 13 años buscó en el ordenador del colegio formas de morir sin dolor.",
    fr: "Une élève de 4e garde une lame de taille-crayon dans sa trousse, son amie dit qu'elle s'en sert le soir.",
    de: "Ein Schüler der 8. Klasse hat im Schulnetz gesucht, wie man stirbt, ohne dass es wehtut.",
    pt: "Um aluno de 14 anos pesquisou formas de morrer no computador da biblioteca.",
    it: "Una ragazza di terza media ha cercato modi per morire sul computer della scuola.",
  },
  "sex demanded to pay a debt": {
    en: "A Year 10 girl says her boyfriend told her to sleep with his cousin to pay off what he owes.",
    es: "Una alumna de 15 años dice que su novio le pide acostarse con sus amigos para pagar una deuda.",
    fr: "Une élève de 15 ans dit que son copain lui demande de coucher avec un ami pour payer ce qu'il doit.",
    pt: "Uma aluna de 15 anos contou que o namorado quer que ela durma com os amigos dele para pagar uma dívida.",
    it: "Una ragazza di 15 anni dice che il fidanzato vuole che vada a letto con un amico per pagare un debito.",
  },
  "an adult singling a child out": {
    en: "The man who runs the local gaming club tops up a Year 6 boy's phone and the boy says he's the only one who understands him.",
    es: "Un monitor del club recarga el móvil de un alumno de 11 años y el niño dice que es el único que le entiende.",
    de: "Ein Trainer kauft einem Schüler der 5. Klasse Skins und will, dass er die Kamera anmacht, wenn er allein im Zimmer ist.",
  },
  "a girl's schooling ending with a husband chosen": {
    en: "A Year 10 girl says her family have chosen her husband and she won't be back in September.",
    it: "Un'alunna di 15 anni mi ha detto che i genitori hanno scelto il marito e che non tornerà a scuola.",
    pt: "Uma aluna de 14 anos disse que a família escolheu o marido dela e que não vai voltar para a escola.",
  },
  "a child working in school hours, kept by changing adults": {
    en: "A new Year 8 boy was seen working at a market stall in school hours, and the adult at each meeting gives a different name each time.",
    fr: "Une élève de 5e fait la plonge dans un restaurant le soir et la femme qui garde son passeport ne la laisse parler à personne.",
  },
  "a young child not fed and not collected": {
    en: "A Reception boy never eats at home, finishes the others' leftovers at lunch and nobody comes to collect him.",
    fr: "Un enfant de 5 ans ne mange jamais chez lui, il finit les restes à la cantine et personne ne vient le chercher.",
  },
};

/** Hyperbole laughed off, and hard topics in a text being taught: no safeguarding reply, no note. */
const ordinary = [
  "After losing at football a girl in my class said 'I want to die' and then laughed with her friends. How do I teach good sportsmanship?",
  "Mis alumnos leen una novela en la que el protagonista quiere morir. ¿Cómo trabajo la literatura con ellos?",
  "Un élève a dit 'je veux mourir' en rigolant après la dictée. Comment travailler la confiance en soi ?",
  "Wie behandle ich den Selbstmord in Goethes Werther im Unterricht der 10. Klasse?",
  "Meus alunos estão lendo Romeu e Julieta; como tratar o suicídio no final com sensibilidade na aula?",
  "Come spiego la morte di Giulietta nella lezione di letteratura di terza media?",
  "My year 10s are reading Macbeth; how do I discuss the murders in the play with the class sensitively?",
  "A student in my class is always hungry before lunch. How do I keep him focused?",
  "A student said his mum gave away his old toys to his little cousin. How do I teach sharing?",
  "A pupil showed me two phones she got for her birthday. How do I enforce our phone policy?",
  "A girl in my class says her mum works nights and her gran collects her. How do I arrange parents' evening?",
  "Our PE coach drives the team home after away matches. Do I need a consent form from parents?",
  "On the Year 6 residential, can the girls sleep with their friends in one dorm?",
  "My Year 9 class is reading Romeo and Juliet; how do I handle the ways the lovers choose to die?",
  "A student's family is moving abroad and she won't be back in September. How do I say goodbye as a class?",
  "A boy in my Year 4 class keeps asking how to die in Minecraft. Should I talk to his parents about screen time?",
  "A girl in my Year 2 class has given away her favourite toy car to a new pupil. How do I praise kindness?",
  "A boy in my Year 5 class won't be here for Christmas because his family are visiting Nigeria. What work do I send?",
];

describe("sign families", () => {
  const rows = Object.entries(bySigns).flatMap(([family, byLanguage]) =>
    Object.entries(byLanguage).map(([language, text]) => [family, language, text]),
  );

  it.each(rows)("flags %s (%s): %s", (_, __, text) => {
    expect(isDisclosure(text)).toBe(true);
  });

  it.each(ordinary)("leaves ordinary, with no note: %s", (text) => {
    expect(safeguardingReading(text)).toBeUndefined();
  });
});

describe("the possible-concern net", () => {
  it("notes a particular child with a weak sign that did not reach the threshold", () => {
    const text =
      "A girl in my class told me someone DMs her late at night and she is tired in lessons. How can I help?";
    expect(safeguardingReading(text)).toBe("possible concern");
  });

  it("needs a child and a report, and a sign that stands alone, an adult beside it, or two signs", () => {
    expect(safeguardingReading("Someone DMs late at night. How do I teach e-safety?")).toBeUndefined();
    expect(safeguardingReading("A student in my class is always hungry before lunch.")).toBeUndefined();
    expect(safeguardingReading("A pupil showed me a new phone. Should I allow phones in class?")).toBeUndefined();
    expect(safeguardingReading("A student in my class says his uncle gives him money.")).toBe("possible concern");
    expect(safeguardingReading("A student in my class is often hungry and wears long sleeves in summer.")).toBe(
      "possible concern",
    );
  });

  it("reads a school year written short as a child", () => {
    for (const short of ["My y10s", "my yr4", "one of my Y6s", "my yr4s"]) {
      expect(evidenceIn(short).child).toEqual(["year #minor"]);
    }
    expect(evidenceIn("The y2k bug").child).toEqual([]);
  });

  it("leaves a joke or a lesson on a hard topic alone", () => {
    expect(safeguardingReading("A boy in my class said someone DMs him at night, but he was joking.")).toBeUndefined();
  });
});
