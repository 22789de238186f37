import { describe, expect, it } from "vitest";
import { evidenceIn, isDisclosure, safeguardingReading } from "./decide";

/** One disclosure per category of harm and per screened language, written as a teacher might. */
const disclosures: Record<string, Record<string, string>> = {
  "physical abuse": {
    en: "A pupil told me his stepdad kicks him when he's drunk.",
    es: "Una alumna me dijo que su padre le pega con el cinturón.",
    fr: "Un élève m'a dit que son père le frappe avec une ceinture.",
    de: "Ein Schüler hat mir gesagt, dass sein Vater ihn mit dem Gürtel schlägt.",
    pt: "Um aluno me contou que o padrasto bate nele com um cinto.",
    it: "Un alunno mi ha detto che il padre lo picchia con la cintura.",
  },
  "an injury shaped like an object": {
    en: "A year 2 girl came in with a bruise on her back in the shape of a buckle.",
    es: "Un alumno llegó con una quemadura en la mano con forma de plancha.",
    fr: "Une élève est arrivée avec une brûlure sur le bras en forme de fer à repasser.",
    de: "Ein Kind kam mit einer Brandwunde in Form eines Bügeleisens in die Schule.",
    pt: "Uma aluna chegou com uma queimadura no braço no formato de um ferro.",
    it: "Un bambino è arrivato con una bruciatura sul braccio a forma di ferro da stiro.",
  },
  "sexual abuse": {
    en: "One of my students said her uncle films her in the bath.",
    es: "Una alumna me contó que el novio de su madre la toca por las noches.",
    fr: "Une élève m'a dit que son oncle la touche quand elle est seule.",
    de: "Eine Schülerin hat erzählt, dass ihr Onkel sie nackt fotografiert und Fotos macht.",
    pt: "Uma aluna disse que o tio toca nela quando a mãe sai.",
    it: "Una bambina mi ha detto che lo zio la tocca quando la mamma non c'è.",
  },
  "going without food": {
    en: "A boy in my class says he hasn't eaten since Saturday morning.",
    es: "Un alumno me dijo que no ha comido desde el viernes.",
    fr: "Un élève m'a dit qu'il n'a rien mangé depuis vendredi.",
    de: "Ein Schüler sagt, er hat seit Freitag nichts gegessen.",
    pt: "Um aluno disse que está sem comer desde sexta-feira.",
    it: "Un alunno mi ha detto che non ha mangiato da venerdì, non c'è niente da mangiare.",
  },
  "nowhere safe to stay": {
    en: "One of my pupils has been sleeping in the car with her dad for a month.",
    es: "Una alumna dice que duerme en el coche con su madre desde hace semanas.",
    fr: "Une élève dit qu'elle dort dans la voiture avec sa mère depuis deux semaines.",
    de: "Eine Schülerin sagt, sie schläft im Auto mit ihrer Mutter.",
    pt: "Uma aluna disse que dorme no carro com a mãe há semanas.",
    it: "Una alunna dice che dorme in macchina con la madre da settimane.",
  },
  "suicidal intent or self-harm": {
    en: "A girl in year 9 asked me how many tablets it takes to not wake up.",
    es: "Una alumna me contó que quiere morir y que tiene cortes en los brazos.",
    fr: "Une élève m'a dit qu'elle veut mourir.",
    de: "Eine Schülerin hat Schnittwunden an den Armen und sagt, sie hält das alles nicht mehr aus.",
    pt: "Um aluno disse que quer morrer e que ninguém sentiria falta dele.",
    it: "Una ragazza mi ha detto che vuole morire.",
  },
  "grooming: secrets and gifts": {
    en: "A pupil said a man at the park gives her sweets and told her it's their secret.",
    es: "Un alumno me contó que un hombre le da dinero y le dice que es un secreto.",
    fr: "Une élève m'a dit qu'un homme lui donne des cadeaux et que c'est leur secret.",
    de: "Eine Schülerin hat erzählt, dass ein Mann ihr Geschenke gibt und es geheim bleiben soll.",
    pt: "Uma aluna contou que um homem dá presentes a ela e pediu segredo.",
    it: "Una ragazza mi ha detto che un uomo le fa regali e che è un segreto.",
  },
  "a much older partner": {
    en: "A 14-year-old in my form has a 23-year-old boyfriend who picks her up.",
    es: "Una alumna de 13 años tiene un novio de 25 que la recoge en el colegio.",
    fr: "Une élève de 13 ans a un petit ami de 24 ans.",
    de: "Eine 13-jährige Schülerin hat einen Freund, der 25 Jahre alt ist.",
    pt: "Uma aluna de 13 anos tem um namorado de 26 anos.",
    it: "Una ragazza di 13 anni ha un fidanzato di 27 anni.",
  },
  "forced marriage or FGM": {
    en: "A girl in year 8 says her family is sending her abroad this summer to marry her cousin.",
    es: "Una alumna de 14 años dice que la van a casar con un hombre mayor en verano.",
    fr: "Une élève m'a dit qu'on va la marier de force cet été.",
    de: "Eine Schülerin hat Angst vor einer Zwangsheirat in den Ferien.",
    pt: "Uma aluna disse que a família quer um casamento forçado com um homem mais velho.",
    it: "Una ragazza mi ha detto che la famiglia la vuole sposare con un uomo anziano, è un matrimonio forzato.",
  },
  "emotional abuse or threats": {
    en: "A pupil told me her mum calls her worthless and says she wishes she'd never been born.",
    es: "Un alumno me contó que su padre lo amenaza con matarlo si habla.",
    fr: "Une élève m'a dit que sa mère la traite de bonne à rien tous les jours.",
    de: "Ein Schüler hat erzählt, dass sein Vater droht, ihn umzubringen.",
    pt: "Um aluno contou que o pai ameaça matar ele se contar a alguém.",
    it: "Un alunno mi ha detto che il padre minaccia di ammazzarlo.",
  },
  "exploitation or trafficking": {
    en: "A 15-year-old told me a man brought him here and makes him work in a nail bar for no pay.",
    es: "Un alumno de 14 años me dijo que unos chicos mayores lo obligan a vender droga.",
    fr: "Un élève m'a dit que des hommes le font travailler la nuit sans être payé.",
    de: "Ein Schüler erzählt, dass ältere Jungs ihn zwingen, Drogen zu verkaufen.",
    pt: "Um aluno disse que uns homens obrigam ele a vender drogas na escola.",
    it: "Un ragazzo mi ha detto che degli uomini lo fanno lavorare senza paga.",
  },
  "violence at home": {
    en: "A girl in my class said her dad strangled her mum last night and she saw it.",
    es: "Una alumna me dijo que su padre pega a su madre y ella tiene miedo de volver a casa.",
    fr: "Un élève m'a dit que son père frappe sa mère et qu'il a peur de rentrer.",
    de: "Ein Kind sagt, sein Vater schlägt seine Mutter und es hat Angst nach Hause zu gehen.",
    pt: "Um aluno disse que o pai bate na mãe e que ele tem medo de voltar para casa.",
    it: "Una bambina mi ha detto che il papà picchia la mamma e ha paura di tornare a casa.",
  },
  "radicalisation or a weapon": {
    en: "A student in year 10 is talking about joining an extremist group and brought a knife to school.",
    es: "Un alumno habla de unirse a un grupo violento y trae un cuchillo en la mochila.",
    fr: "Un élève parle de rejoindre un groupe violent et a un couteau dans son sac.",
    de: "Ein Schüler radikalisiert sich im Internet und hat ein Messer in der Tasche.",
    pt: "Um aluno fala em entrar num grupo violento e trouxe uma faca na mochila.",
    it: "Un alunno parla di entrare in un gruppo violento e ha un coltello nello zaino.",
  },
};

/** Ordinary questions that name hard topics: a false alarm is a failure too. */
const ordinary = [
  "How do I teach the Holocaust to 14-year-olds?",
  "How do I teach the history of slavery in the Americas to year 9?",
  "A child in my class hits others in the block corner. What should I do?",
  "My student's parents are divorcing and he is withdrawn in class.",
  "How do I plan a puberty lesson for year 6?",
  "A student said 'I'm so stupid' after a quiz. How do I respond?",
  "My teenage students want to write about self-harm in a creative writing unit. How do I make it safe?",
  "A boy in my class keeps saying he wants to die when he loses at chess. It seems like a joke. How do I teach losing gracefully?",
  "One of my students has diabetes and gets very hungry in the afternoon. How do I plan around it?",
  "A kid in my class keeps kicking the chair in front of him. What should I do?",
  "A student cut his finger on a craft knife in DT. How should I change my safety briefing?",
  "How should I discuss knife crime in a PSHE lesson?",
  "¿Cómo enseño la Guerra Civil española a alumnos de bachillerato?",
  "Comment aborder le harcèlement scolaire avec des élèves de CM2 ?",
  "Wie kann ich mit Grundschülern über den Tod eines Haustiers sprechen?",
  "Como ensinar a escravidão no Brasil para alunos do 8º ano?",
  "Come posso spiegare la Shoah ai ragazzi di terza media?",
  "A student told me her mum is planning a secret birthday party for her dad. Can we make a card in class?",
  "A boy said his dad films all his football matches. How can I use video for PE feedback?",
  "A student said his mum punished him by taking his phone for a week. How do I talk about consequences?",
  "A student got really good marks on his test. How do I praise without comparing?",
  "A student said the homework is pointless. How do I show why practice matters?",
  "My student said he could not wake up this morning and missed the bus.",
  "A boy told me his dad hit a deer with the car on the way to school.",
  "My students are hungry for more challenging maths. What could I give them?",
  "A boy in my class said he wanted to die of embarrassment after falling over in assembly.",
  "My students are reading Speak by Laurie Halse Anderson, which deals with rape. How do I prepare them?",
];

describe("the safeguarding decision", () => {
  const rows = Object.entries(disclosures).flatMap(([category, byLanguage]) =>
    Object.entries(byLanguage).map(([language, text]) => [category, language, text]),
  );

  it.each(rows)("flags %s (%s): %s", (_, __, text) => {
    expect(isDisclosure(text)).toBe(true);
  });

  it.each(ordinary)("leaves an ordinary hard-topic question clear: %s", (text) => {
    expect(isDisclosure(text)).toBe(false);
  });

  it("names the evidence it read, so a verdict can be explained", () => {
    const evidence = evidenceIn("A 7 year old arrived with a burn on his arm in the shape of an iron.");
    expect(evidence.harm.map((found) => found.category)).toContain("injury shaped like an object");
    expect(evidence.child).toContain("year old");
    expect(evidence.report).toContain("arrived");
  });

  it("lets a strong sign about a particular child through a teaching question, but not the topic alone", () => {
    expect(isDisclosure("How do I teach a unit on suicide prevention to sixteen-year-olds?")).toBe(false);
    expect(isDisclosure("How do I teach after a student told me she wants to kill herself?")).toBe(true);
  });

  it("needs an adult before hitting or locking in counts, and two kinds of evidence beside a weak sign", () => {
    expect(isDisclosure("A boy in my class hits other children at playtime.")).toBe(false);
    expect(isDisclosure("A boy in my class says his uncle hits him.")).toBe(true);
    expect(isDisclosure("She has a bruise.")).toBe(false);
    expect(isDisclosure("A pupil in my class has bruises again.")).toBe(true);
  });

  it("lets an accident explain an injury, but not one with a pattern or beside another sign", () => {
    expect(isDisclosure("Un alunno mi ha detto che si è fatto male a calcio e ha un livido sul ginocchio.")).toBe(
      false,
    );
    expect(isDisclosure("I noticed a handprint-shaped mark on a child's cheek and she said she fell.")).toBe(true);
    expect(isDisclosure("She has bruises on her arms and says she fell, but her explanation keeps changing.")).toBe(
      true,
    );
  });

  it.each([
    ["A year 5 girl told me her stepdad said he will kill her if she tells", true],
    ["My pupil says his dad is going to kill him when he sees his report", true],
    ["Two Year 3 boys were giggling and one yelled 'I'm going to kill you' when his friend took his pencil", false],
    ["a year 7 said 'I will kill you' to her friend over a lost rubber and then said her mum would laugh", false],
  ])("reads a threat to kill as written, the victim right after the verb: %s", (text, flagged) => {
    expect(isDisclosure(text)).toBe(flagged);
  });

  it.each([
    "A boy in my class is fasting for Ramadan and is tired and hungry after lunch. How do I adapt PE?",
    "One of my pupils is always tired on Mondays after weekend tournaments. How do I keep him engaged?",
    "Una alumna de 12 años está en pleno estirón y siempre tiene hambre a media mañana. ¿Dejo que coma en clase?",
    "Ein Schüler aus meiner Klasse fastet im Ramadan und ist nachmittags müde. Wie plane ich den Sport?",
    "A student told me her dad is getting married again and she's nervous about the wedding. How can I help?",
    "Un élève de CM2 m'a dit que sa mère va se remarier et il est inquiet. Comment l'accompagner ?",
    "Un alunno mi ha detto che il papà si risposa e lui è agitato. Come lo aiuto?",
  ])(
    "lets a fast, a tournament or a growth spurt explain hunger, and a parent marrying again stay family news: %s",
    (text) => {
      expect(safeguardingReading(text)).toBeUndefined();
    },
  );

  it("still reads hunger beside a sign no ordinary cause explains", () => {
    expect(
      isDisclosure(
        "A year 3 boy in my class comes in hungry after every weekend and says nobody is home, he's fasting",
      ),
    ).toBe(true);
    expect(isDisclosure("One of my pupils is always hungry and dirty and smells. She says mum is asleep.")).toBe(true);
  });

  it("adds a context sign (gifts, an injury, a violent ideology) only to a weak one", () => {
    expect(isDisclosure("A student told me her aunt gave her sweets and money for her birthday.")).toBe(false);
    expect(isDisclosure("A student told me a man gave her sweets and said it was their secret.")).toBe(true);
  });
});
