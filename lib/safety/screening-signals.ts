import type { PatternsByLanguage } from "./types";

/**
 * The other screening classes, as data (regular-expression sources matched against lower-cased text
 * without accents). `{educator}` expands to every catalogue educator's full and last name; `{known}` to the same
 * without the last names that are also everyday words ("bloom", "hooks").
 */

/** What a program is called, in a question about who answers (not "is this program good for Year 5?"). */
const PROGRAM =
  "(?:ai|bot|chatbot|robot|program|software|computer|machine|simulation|role-?play|generated|automated|real person|human)";
/** Where such a question ends: at its mark, an "or", or a verb of answering. */
const ASKED =
  "(?=\\s*(?:[?,;:]|$|\\bor\\b|(?:that|which|who) (?:is )?(?:answer|writ|repl|respond|talk|speak|typ)|(?:answer|writ|repl|respond|talk|speak|typ)\\S*))";

/** "Are you real / an AI / really Montessori?" */
export const identityPatterns: PatternsByLanguage = {
  en: [
    "\\bare (?:you|u) (?:real|alive|human|sentient|conscious|a (?:real )?(?:person|human|bot|robot|chatbot|machine|computer|program)|an? ai|an artificial intelligence|a language model)\\b",
    "\\b(?:are|r) (?:you|u) (?:really|actually|truly|the real|a real) (?:{educator}|a person|a human|human|alive|real|an? ai|a bot|him|her)\\b",
    "\\b(?:am i|are we) (?:really |actually )?(?:talking|speaking|chatting|writing) (?:to|with) (?:a |an |the )?(?:real |actual )?(?:ai|bot|robot|chatbot|machine|computer|person|human|{educator})\\b",
    "\\bwho am i (?:actually |really )?(?:talking|speaking|chatting) (?:to|with)\\b",
    "\\bis this (?:really |actually )?(?:an? )?(?:ai|bot|chatbot|robot|real person|the real|a real|{educator})\\b",
    "\\b(?:an? )?(?:ai|chatbot|bot) pretending to be\\b",
    "\\bis there (?:a |an )?(?:real |actual )?(?:human|person|educator|teacher|someone) (?:reading|writing|answering|behind|typing|replying)\\b|\\b(?:is (?:it|this)|it's) (?:all|just) automated\\b",
    "\\b(?:is|are) (?:a|an|the) (?:real )?(?:human|person|ai|bot|machine|computer) (?:writing|answering|behind|typing|replying|sending)\\b",
    "\\bare (?:you|u) (?:a|an) (?:real|actual) (?:teacher|educator|professor|philosopher)\\b|\\b(?:all|just|is this) generated\\b|\\breal memories\\b",
    "\\b(?:so )?you(?:'re| are) (?:just |really |actually )?(?:an? )?(?:ai|bot|robot|chatbot|machine|computer program|simulation)\\s*\\?",
    "\\bor (?:a|an|just a) (?:simulation|ai|bot|chatbot|machine|program)\\s*\\?",
    "\\bor is (?:it|this) (?:a |an |just )?(?:software|program|ai|bot|chatbot|machine|computer)\\b|\\bis {educator} (?:really |actually |truly )?(?:answering|replying|writing|typing|here)\\b",
    "\\b(?:(?:r|are) (?:u|you|ya)|ru) (?:for )?real\\b|^\\W*(?:u|you) real\\b|\\bare (?:you|u) (?:really |actually )?{educator}\\b",
    "\\b(?:is|are) (?:there )?(?:a|an|the|some) (?:real )?(?:human|person|people)(?: \\w+)? (?:writing|answering|behind|typing|replying|sending)\\b",
    // Text-speak: "r u a bot", "u human?", "ur an ai right"
    "\\b(?:r|are|ru) (?:u|you|ya) (?:even )?(?:a |an )?(?:bot|robot|ai|chatbot|human|person|machine|real person)\\b|^\\W*(?:u|you|ur|you're) (?:a |an )?(?:bot|robot|ai|human|chatbot)\\s*\\?",
    // What answers: a product, a model, a program ("is this ChatGPT?", "which AI model am I talking to?")
    `\\bis (?:this|it|that) (?:just |really |actually |all |basically |only )?(?:an? |the )?(?:chatgpt|gpt\\S*|llm|large language model|language model|impersonation|${PROGRAM})${ASKED}`,
    "\\bis (?:this|it|that) (?:just |really |actually |all |basically |only )?(?:chatgpt|gpt-?\\d\\S*|an llm|a large language model|an impersonation)\\b",
    "\\b(?:what|which) (?:ai |language )?(?:model|llm)(?: exactly)? (?:am i|is (?:this|answering|behind|writing)|powers|runs|are you (?:running|built|based|trained|powered|using to answer))\\b|\\b(?:what|which) (?:ai|model|llm) (?:am i (?:actually |really )?(?:talking|chatting|speaking)|is (?:this|answering|behind this))\\b|\\bwhat (?:ai |language )?model are you\\s*\\?",
    // A program in so many words ("you're a program, right?", "some kind of robot", "a large language model")
    "\\b(?:are (?:you|u)|am i (?:\\w+ )?(?:talking|chatting|speaking|writing) (?:to|with)) (?:just |really |actually |basically |only )?(?:some |a |an )?(?:kind of |sort of )?(?:large language model|language model|llm|simulation|impersonation|imitation|avatar|recreation|program|computer program|software|chatgpt)\\b",
    "\\bam i (?:just |basically |really |actually )?(?:talking|speaking|chatting|writing) (?:to|with) (?:a |an |some )?(?:ai|bot|robot|chatbot|machine|computer|program|software|language model)\\b",
    "\\b(?:are (?:you|u)) (?:some |a )(?:kind|sort) of (?:ai|bot|robot|chatbot|machine|computer|program)\\b",
    "\\byou(?:'re| are) (?:just |really |only )?(?:an? )?(?:ai|bot|robot|chatbot|program|computer program|software|machine|language model)(?:,? (?:right|aren't you|yes|correct)\\b|\\s*\\?)",
    // Who answers ("who writes these replies?", "is a human reading my messages?")
    "\\bwho(?:'s| is)? (?:actually |really )?(?:writing|answering|replying to|responding to|typing) (?:this|these|me|my|here|the (?:answers|replies|responses))\\b|\\bwho (?:actually |really )?(?:writes|types|sends) (?:these|this|the|your) (?:answers|replies|responses|messages)\\b",
    "\\b(?:is|are) (?:there )?(?:a|an|the|some) (?:real |actual )?(?:human|person|people|educator|teacher)(?: \\w+)? (?:reading|on the other end)\\b",
    // An educator long dead, answering ("how can you be Dewey? he died", "aren't you dead?")
    "\\bhow (?:can|could) (?:you|this|it) (?:possibly |really |actually )?be (?:real|alive|him|her|{educator})\\b|\\b(?:aren't|are|weren't) (?:you|u) (?:already |long )?(?:dead|deceased)\\b|\\bare (?:you|u) still alive\\b",
    "\\b(?:didn't|did not) (?:{educator}|you) die\\b|\\bhow (?:are|can|could) (?:you|u) (?:be )?(?:answering|replying|writing|talking|speaking)(?: to)? (?:me|this|us|now)\\b",
    // Memories and words that may be made up
    "\\bdo (?:you|u) (?:actually|really|truly) remember\\b|\\bor (?:is|was) (?:that|it|this) (?:all |just )?(?:made up|invented|fiction)\\b",
    // Whether anyone checks, whether the educator is here, whether the quotes are real
    "\\b(?:did|does|has|will) (?:a|any|some) ?(?:real )?(?:human|person|someone|anyone|one) (?:actually |really )?(?:check|checked|read|review|reviewed|see|write|wrote)\\b|\\bis (?:someone|anyone|somebody)(?: \\w+){0,2} (?:reading|answering|checking) (?:my|these|the) (?:messages|questions|chats?|answers)\\b",
    "\\bis {educator} (?:really |actually |truly )?(?:online|here|connected|logged in|reading)\\b|\\bwho(?:'s| is)? (?:actually |really )?(?:typing|writing|answering) on (?:your|the other) end\\b",
    "\\b(?:are|were) (?:these|those|the|your) (?:quotes|quotations) (?:real|genuine|generated|made up|invented|accurate)\\b|\\bquotes (?:generated|made up|invented)\\b|\\b{educator} (?:actually|really) (?:wrote|said)\\b",
    "\\bhow (?:do|can|could) (?:you|u) know what {educator} (?:thinks|would think|would say|says|believes)\\b|\\btalking (?:to|with) a simulation\\b",
    // What it is, asked outright: "what are you, exactly?", "what's on the other side of this chat?"
    "\\bwhat (?:exactly )?(?:are|r) (?:you|u)\\b[, ]*(?:exactly|really|actually|then|even|anyway)?\\s*[?!.]|\\b(?:what|who)(?:'s| is) on the other (?:side|end) of (?:this|the) (?:chat|screen|conversation|line|chat box)\\b|\\bwho am i (?:trusting|confiding in)\\b",
    // What makes the answers: "what is producing these answers?", "someone typing as Confucius"
    "\\b(?:what|who)(?:'s| is)? (?:exactly |actually |really )?(?:producing|generating|writing|creating|making|typing|sending|behind)\\b(?: \\w+){0,2} (?:these|this|the|your|my) (?:answers?|replies|reply|responses?|messages?|words|chat)\\b|\\b(?:what|who)(?:'s| is)? (?:exactly |actually |really )?(?:(?:replying|answering|responding|typing|writing|talking|speaking) (?:to me|me|in (?:her|his) name|as {educator})\\b)|(?:^|[.!?,:]\\s*)(?:\\w+,? )?(?:who|what)(?:'s| is)? (?:actually |really )?(?:replying|answering|responding|typing)\\s*\\?|\\b(?:someone|somebody|a person|a human|anyone)\\b(?: \\w+){0,5} (?:typing|writing|answering|replying) as {educator}\\b|\\bin (?:her|his) name\\s*\\?",
    // The answerer said to be a program, a recording, a persona: "are you a recording, a script…?", "if you were an AI", "do you know you're an AI?"
    "\\b(?:are|r) (?:you|u)\\b(?:,? (?:really|actually|just|basically|only|even|truly|honestly|secretly|simply|underneath it all|deep down|in fact|in reality|then|perhaps|maybe|merely|after all|at heart)){0,3},? (?:(?:(?:an? |just an? |one |some (?:kind|sort) of )?(?:ai|a\\.i(?=\\.)|artificial intelligence|bot|chatbot|robot|machine|program|programme|software|algorithm|(?:large )?language model|llm|gpt\\S*|chatgpt|computer|deepfake)|(?:an? |just an? |one |some (?:kind|sort) of )(?:engine|recording|script|simulation|reconstruction|imitation|impersonation|persona|avatar|database))|a human|human|a person|a real person|something that thinks)\\b|\\bif (?:you|u) (?:were|are|was) (?:(?:an? |just an? |one |some (?:kind|sort) of )?(?:ai|a\\.i(?=\\.)|artificial intelligence|bot|chatbot|robot|machine|program|programme|software|algorithm|(?:large )?language model|llm|gpt\\S*|chatgpt|computer|deepfake)|(?:an? |just an? |one |some (?:kind|sort) of )(?:engine|recording|script|simulation|reconstruction|imitation|impersonation|persona|avatar|database))\\b|\\b(?:know|think|realise|realize|admit|believe) (?:that )?(?:you|u)(?:'re| are) (?:(?:an? |just an? |one |some (?:kind|sort) of )?(?:ai|a\\.i(?=\\.)|artificial intelligence|bot|chatbot|robot|machine|program|programme|software|algorithm|(?:large )?language model|llm|gpt\\S*|chatgpt|computer|deepfake)|(?:an? |just an? |one |some (?:kind|sort) of )(?:engine|recording|script|simulation|reconstruction|imitation|impersonation|persona|avatar|database))\\b",
    // The answers themselves: "are your replies typed live or auto-generated?", "invented sentences", "straight out of the machine"
    "\\b(?:are|is|were|was) (?:your|these) (?:answers?|replies|reply|responses?|quotes?|quotations?)\\b(?: \\w+){0,5} (?:typed|written|generated|auto-?generated|invented|made up|real|genuine|authentic|pre-?written|canned|checked|reviewed|composed)\\b|\\b(?:are|is|were|was) (?:your|these) (?:words|sentences|messages?)\\b(?: \\w+){0,5} (?:generated|auto-?generated|typed)\\b|\\b(?:generated|fabricated) (?:sentences|quotes|quotations|words)\\b|\\b(?:invented|made-?up) (?:sentences|quotes|quotations)\\b|\\bout of (?:the|a) machine\\b|\\bcomposed on the spot\\b|\\bis (?:this|it) (?:all )?(?:pre-?written|pre-?recorded|scripted|canned)\\b|\\bcanned answers\\b",
    // Where the words come from: "where do your words come from?", "did Piaget really write that quote you gave me?", "who fed you Freire's books?"
    "\\bwhere do (?:your|these|the) (?:words|answers|replies|ideas|quotes|sentences) come from\\b|\\b(?:quote|quotation)s? (?:you|u) (?:just )?(?:gave|give|quoted|cited|wrote|used)\\b|\\bhow much of '?you'? is\\b|\\bhow much of (?:this|your answers?) is (?:{educator}|real|invented|made up|the (?:software|machine|model|ai))\\b|\\bwho (?:fed|trained|built|made|programmed|created) (?:you|u)\\b|\\b(?:which|what) company (?:makes|made|built|runs|owns) (?:you|u|this (?:app|chat|tool)|lyceum)\\b|\\bwhich parts of (?:your|these) (?:answers|replies) (?:are (?:documented|real|invented|made up|generated|from)|come from)\\b",
    // An educator who died, answering: "Piaget died in 1980, so who is talking?"
    "\\b{educator} (?:died|passed away|is dead)\\b[^?]*\\b(?:who|what|how)\\b[^?]*\\b(?:repl|answer|talk|speak|respond|writ)\\w* (?:to )?(?:me|us)\\b",
    // Proof, feelings, memory, sameness: "prove you are Freire", "do you have any feelings?", "are you the same thing I talked to?", "whose memory is that?"
    "\\bprove (?:to me )?(?:that )?(?:you|u)(?:'re| are)\\b|\\bsomething only (?:he|she|{educator}) (?:could|would) know\\b|\\bdo (?:you|u) (?:have|feel) (?:any |real )?(?:feelings|emotions|a body|consciousness)(?=\\s*(?:[?,]|$|\\bor\\b))|\\bare (?:you|u) (?:even )?the same (?:thing|program|programme|one|person)\\b|\\bwhose (?:memory|memories) (?:is|are) (?:that|this|those|these)\\b|\\bam i being (?:fooled|tricked|deceived|conned|lied to)\\b|\\b(?:language model|program|chatbot|bot) pretending\\b",
    // Who stands behind the answers: "who is responsible if your advice is wrong?", "has her estate approved what you say?", "the 'Montessori' in this app"
    "\\b(?:if|when) (?:your|this) advice\\b[^?]*\\bwho(?:'s| is)? (?:responsible|liable|accountable)\\b|\\b(?:estate|heirs|family|foundation)\\b(?: \\w+){0,3} (?:approved|endorsed|authori[sz]ed|validated|checked) (?:what you say|these answers|your answers)\\b|'?{educator}'? in (?:this|the) (?:app|tool|chat|site)\\b|\\bwhat(?:'s| is) (?:the )?(?:technology|tech|model|ai|engine) (?:behind|powering|under) (?:this (?:app|chat|tool)|you|lyceum|the app|these answers)\\b|\\bchatgpt (?:in a costume|in disguise|with (?:another|a different) name)\\b|\\b(?:am i|i am|are (?:you|u))\\b[^?.]{0,60}\\b(?:a (?:real )?person|a human(?: being)?)(?: \\w+){0,2} or (?:with )?(?:an? )?(?:automated|machine|ai|bot|program|computer|robot)\\b|\\b(?:did|does|has|will) (?:a|any|some) (?:real )?(?:human|person)(?: \\w+)? (?:check|checked|read|review|reviewed)\\b|\\bare (?:you|u) the (?:actual|real) {educator}\\b",
    "\\b{educator}\\b[^?]{0,30}\\b(?:died|is dead|passed away)\\b[^?]{0,60}\\b(?:answer|answering|reply|replying|respond|responding|talk|talking|speak|speaking|write|writing)(?: to)? me\\b|\\bhow (?:can|could|does|is|do) {educator}\\b[^?]{0,20}\\b(?:answer|reply|respond|talk|speak|write)(?: to)? me\\b",
    "\\bwho (?:checks|reviews|verifies|approves|vets|fact-checks) (?:what|the things) (?:you|u) (?:say|write|tell|answer)\\b|\\b(?:is|are) (?:someone|somebody|anyone|a person|a human|a real person) (?:\\w+ )?(?:typing|writing) (?:this|these)\\b|\\b(?:is|are) (?:someone|somebody|anyone|a person|a human) (?:\\w+ )?reading (?:this|my (?:messages|questions)|these (?:messages|questions|chats))\\b",
    "(?:^|[.!?]\\s*)(?:a )?(?:human|person|real person) or (?:a )?(?:computer|machine|robot|bot|ai|program)\\s*\\?|\\b(?:answers?|replies|this|these) (?:come|comes) from (?:an? )?(?:actual |real )?(?:expert|person|human)\\b[^?]{0,40}\\bor (?:from )?(?:software|a program|a computer|an ai|a machine)\\b",
    "\\bwhich (?:chatbot|ai|bot|model|llm) are (?:you|u)(?: really| exactly| actually)?\\s*(?:[?!.]|$)|\\byou(?:'re| are) not (?:really |actually )?(?:the real )?{educator}\\b|\\bis it (?:actually|really|truly) you\\b|\\bis there a (?:real|actual) {educator}\\b",
    "\\b{educator} (?:actually|really) say (?:that|this)\\b|\\bquotes? (?:you|u) (?:invented|made up)\\b",
  ],
  es: [
    "\\beres (?:de verdad|realmente|real|humano|humana|una (?:ia|inteligencia artificial|persona real|maquina)|un (?:bot|robot|chatbot|programa))\\b",
    "\\b(?:eres|es usted) (?:una |un )?(?:persona|ser humano|humano|humana|robot|bot|ia|maquina)(?: de verdad| real)?\\b|\\bhay (?:una persona|alguien) (?:de verdad |real )?(?:detras|escribiendo|respondiendo)\\b",
    "\\beres (?:tu )?(?:el |la )?(?:verdadero |verdadera )?{educator}\\b|\\bhablo (?:de verdad |realmente )?con (?:un |una )?(?:robot|ia|bot|maquina|persona|{educator})\\b|\\bo (?:con )?(?:un|una) (?:robot|ia|bot|maquina)\\s*\\?",
    // What answers, and who: "¿esto es ChatGPT?", "¿quién me está respondiendo?", "¿las escribe un programa?"
    "(?:^|[.?!¿¡]\\s*|\\b(?:esto|eso|aqui) )es (?:un |una |el )?(?:chatgpt|ia|robot|bot|chatbot|programa|maquina|inteligencia artificial|persona real)(?=\\s*(?:[?,]|$|\\bo\\b|que (?:me )?(?:responde|escribe|contesta)))",
    "\\b(?:hablo|estoy hablando|estoy chateando|estoy conversando|estoy escribiendo) (?:de verdad |realmente )?con (?:un |una )?(?:programa|ordenador|computadora|chatgpt|inteligencia artificial|maquina|robot|ia|bot)\\b",
    "\\bquien (?:me )?(?:esta )?(?:me )?(?:respondiendo|contestando|escribiendo)\\b|\\bquien (?:me )?(?:responde|contesta|escribe) (?:de verdad|realmente|esto|estas|las respuestas|aqui)\\b|\\bquien me (?:responde|contesta|escribe)\\b",
    "\\b(?:escribe|responde|contesta)n? (?:un|una) (?:programa|robot|ia|bot|maquina|ordenador|computadora|persona|humano)\\b|\\bcomo (?:puede|puedes) (?:responder|contestar|escribir|hablar)(?:me)? {educator}\\b|\\b{educator} (?:murio|fallecio|esta muert[oa])\\b[^?]*\\bquien\\b",
    "\\bcitas reales\\b|\\bte las inventas\\b|\\bte lo inventas\\b|\\balguien revisa tus respuestas\\b|\\bsale todo (?:directamente )?de una maquina\\b|\\bcon una simulacion\\b",
    // Qué es, quién escribe, de dónde vienen las citas, quién responde de un mal consejo
    "\\b(?:que|q) eres\\b(?: (?:exactamente|en realidad|de verdad))?\\s*\\?|\\bcomo es que me (?:esta )?(?:contestando|respondiendo|escribiendo)\\b|\\bte la(?:s)? (?:acabas de )?invent|\\bcita (?:es )?(?:de verdad|real|autentica)\\b|\\b(?:tu|su|un mal) consejo\\b[^?]*\\bquien (?:se hace |es |sera )?responsable\\b",
    "\\bquien (?:revisa|comprueba|verifica|supervisa) lo que (?:me )?(?:contestas|dices|escribes|respondes)\\b",
    "\\b{educator}\\b[^?]{0,30}\\b(?:murio|esta muert[oa]|fallecio)\\b[^?]{0,60}\\b(?:responderme|contestarme|hablarme|escribirme)\\b|\\b(?:responderme|contestarme)\\b[^?]{0,20}\\b{educator}\\b[^?]{0,30}\\b(?:murio|esta muert[oa])\\b",
  ],
  fr: [
    "\\b(?:t'es|t es|tu es|es-tu|vous etes|etes-vous) (?:un |une )?(?:robot|bot|ia|humain|humaine|vraie personne|personne reelle|machine)\\b|\\by a-t-il (?:un humain|quelqu'un|une vraie personne) (?:derriere|qui repond)\\b",
    "\\b(?:es-tu|est-ce que tu es|tu es|vous etes|etes-vous|est-ce que vous etes) (?:vraiment|reel(?:le)?|humain|une? (?:ia|intelligence artificielle|robot|chatbot|vraie personne|machine))\\b",
    "\\b(?:je parle|je discute|j'ecris) (?:vraiment |reellement )?(?:a|avec) (?:une? (?:ia|robot|machine|bot|chatbot|humain|vraie personne)|{educator})\\b|\\bou (?:a |avec )?(?:un|une) (?:robot|ia|machine|bot|chatbot)\\s*\\?|\\b(?:es-tu|etes-vous|tu es|vous etes) (?:vraiment )?{educator}\\b",
    // "est-ce une IA qui me répond ?", "c'est ChatGPT derrière ?", "qui me répond ?"
    "\\best-ce (?:que c'est )?(?:une? |l')?(?:ia|robot|bot|chatbot|chatgpt|programme|logiciel|machine|ordinateur|vraie personne|humain)\\b|\\bc'est (?:un |une )?(?:robot|bot|chatbot|ia|programme|logiciel|machine|chatgpt)(?=\\s*(?:[?,]|$|\\bou\\b|qui|derriere))",
    "\\bqui (?:me|m') ?(?:repond|ecrit)\\b|\\bqui (?:repond|ecrit) (?:vraiment|ici|ces reponses|ces messages|les reponses)\\b|\\b(?:je parle|je discute|j'ecris|je chatte) (?:vraiment |reellement )?(?:a|avec) (?:un |une )?(?:programme|logiciel|ordinateur|chatgpt|intelligence artificielle)\\b",
    "\\bqui est en train de (?:m'ecrire|me repondre|m'repondre|ecrire)\\b|\\bcitations (?:sont )?(?:vraies|inventees|generees)\\b|\\bavec une simulation\\b",
    // Qui êtes-vous, qui lit, d'où viennent les phrases, qui parle après la mort
    "\\bqui (?:etes-vous|es-tu|etes vous|es tu)\\b|\\bqu'est-ce que (?:tu es|vous etes)\\s*\\?|\\best-ce qu'(?:un humain|une personne|quelqu'un) (?:lit|repond|ecrit)\\b|\\bayants droit (?:de |d')?{educator}\\b|\\b(?:ont|a) (?:valide|approuve|verifie) (?:ces|vos) reponses\\b|\\bd'ou viennent (?:vos|tes|ces) (?:phrases|mots|reponses|idees|citations)\\b|\\bgeneration automatique\\b|\\b(?:t'es|tu es|vous etes) la meme (?:chose|personne|machine)\\b|\\b(?:technologie|ia) derriere(?:\\s*\\?| (?:toi|vous|ca|cela|lyceum))|\\bgpt deguise\\b|\\bqui me parle(?:,? (?:la|ici|vraiment))?\\s*\\?",
    "\\b{educator} (?:est mort|est morte|est decede|est decedee)\\b[^?]{0,60}\\b(?:me repondre|me parler|m'ecrire|me repond)\\b|\\b(?:quel|quelle) (?:modele d'ia|ia|intelligence artificielle)\\b[^?]{0,20}\\b(?:derriere|se cache derriere) (?:ce site|lyceum|vous|toi|ces reponses)\\b",
  ],
  de: [
    "\\bbist du (?:wirklich|echt|ein mensch|eine ki|ein (?:chatbot|bot|roboter)|eine maschine)\\b",
    "\\b(?:bist du|sind sie) (?:ein |eine )?(?:echte[rs]? |richtige[rs]? )?(?:mensch|person|ki|bot|roboter|maschine|computer)\\b|\\bsitzt da (?:ein mensch|jemand)\\b",
    "\\bsind sie (?:wirklich|echt|eine ki)\\b",
    "\\b(?:bist du|sind sie) (?:wirklich |echt )?(?:der |die )?{educator}\\b|\\b(?:rede|spreche|schreibe) ich (?:wirklich |echt )?mit (?:einer ki|einem (?:bot|roboter|menschen)|{educator})\\b|\\boder (?:mit )?(?:eine|einer|ein|einem) (?:ki|bot|roboter|maschine)\\s*\\?",
    // "ist das hier eine KI?", "antwortet hier ein Mensch?", "wer schreibt diese Antworten?"
    "\\bist (?:das|dies|es) (?:hier )?(?:wirklich |eigentlich |echt |nur )?(?:eine |ein )?(?:ki|bot|chatbot|roboter|chatgpt|computerprogramm|maschine)\\b|\\bist (?:das|dies|es) (?:hier )?(?:wirklich |eigentlich |echt |nur )?(?:ein |eine )?(?:programm|computer|mensch|echter mensch|person)(?=\\s*(?:[?,]|$|\\boder\\b))",
    "\\b(?:antwortet|schreibt) (?:hier |mir |da |das |dies )?(?:wirklich |eigentlich |echt )?(?:ein |eine )?(?:echte[rs]? |richtige[rs]? )?(?:mensch|person|ki|programm|bot|roboter|computer|maschine)\\b|\\bwer (?:antwortet|schreibt) (?:mir|hier|diese|da|eigentlich|wirklich|also)\\b|\\b(?:bist du|sind sie) (?:ein |eine )?(?:computerprogramm|programm|chatgpt)\\b",
    "\\bhat (?:ein|eine|irgendein) (?:mensch|person|jemand) (?:diese |die )?(?:antwort|antworten) (?:gepruft|geprueft|gelesen)\\b|\\bdirekt aus einem programm\\b|\\bzitate (?:echt|erfunden|generiert)\\b",
    // Was bist du, woher stammen die Worte, wer haftet, welches Modell steckt dahinter
    "\\bwas (?:bist du|sind sie)\\b(?: (?:eigentlich|genau|wirklich))?\\s*\\?|\\bwoher (?:stammen|kommen) (?:deine|ihre|diese) (?:formulierungen|worte|antworten|satze|zitate)\\b|\\berzeugt (?:das|dies) ein programm\\b|\\bwer haftet,? wenn (?:ihre|deine|diese) (?:ratschlage|rat|antworten|tipps)\\b|\\boder ist (?:es|das) (?:generiert|erfunden|ausgedacht)\\b|\\b(?:welches|welche|was fur ein) (?:sprachmodell|ki) steckt (?:dahinter|hinter)\\b|\\bsteckt hinter (?:dir|ihnen|lyceum)\\b|\\bbeweis(?:en sie|e)(?: mir)?,? dass (?:du|sie)\\b",
    "\\b{educator}\\b[^?]{0,20}\\btot\\b[^?]{0,60}\\b(?:rede|spreche|schreibe|chatte) ich\\b|\\b{educator}\\b[^?]{0,20}\\btot\\b[^?]{0,60}\\bmir (?:antworten|schreiben)\\b|\\bzitate,? die (?:sie|du) mir\\b",
  ],
  pt: [
    "\\b(?:voce e|vc e|tu es|e voce) (?:um |uma )?(?:pessoa|ser humano|humano|humana|robo|bot|ia|maquina)(?: de verdade| real)?\\b|\\btem (?:alguem|uma pessoa) (?:de verdade |real )?(?:respondendo|escrevendo|ai)\\b",
    "\\b(?:voce e|es) (?:mesmo|realmente|real|humano|uma (?:ia|inteligencia artificial|pessoa real)|um (?:robo|chatbot|bot))\\b",
    "\\b(?:voce e|es) (?:mesmo |realmente )?(?:o |a )?(?:verdadeir[oa] )?{educator}\\b|\\bestou (?:falando|conversando) (?:mesmo |de verdade |realmente )?com (?:um |uma )?(?:robo|ia|bot|maquina|pessoa|{educator})\\b|\\bou (?:com )?(?:um|uma) (?:robo|ia|bot|maquina)\\s*\\?",
    // "isso é um robô?", "quem está me respondendo?", "é uma IA que responde?"
    "(?:^|[.?!]\\s*|\\b(?:isso|isto|aqui) )e (?:um |uma |o |a )?(?:chatgpt|ia|robo|bot|chatbot|programa|maquina|inteligencia artificial|pessoa real)(?=\\s*(?:[?,]|$|\\bou\\b|que (?:me )?(?:esta )?(?:respond|escrev)))",
    "\\bquem (?:esta )?(?:me )?(?:esta )?(?:respondendo|escrevendo)\\b|\\bquem (?:me )?(?:responde|escreve) (?:de verdade|isto|isso|estas|as respostas|aqui)\\b|\\b(?:estou|to) (?:falando|conversando|conversano|teclando) (?:mesmo |de verdade |realmente )?com (?:um |uma |o )?(?:programa|computador|chatgpt|inteligencia artificial)\\b",
    "\\bcitacoes de verdade\\b|\\bforam geradas\\b|\\bvoce inventou\\b|\\bcom uma simulacao\\b",
    // O que você é, gente ou robô, quem lê, a mesma coisa, ChatGPT com outro nome, quem responde por um conselho
    "\\b(?:vc|voce) e gente\\b|\\bgente ou (?:robo|maquina|ia|bot)\\b|\\balguem\\b(?: \\w+){0,3} (?:le|revisa|ve) o que eu escrevo\\b|\\be a mesma (?:coisa|pessoa|maquina) (?:falando|respondendo|escrevendo)\\b|\\bchatgpt com outro nome\\b|\\b(?:e|isso e) so o chatgpt\\b|\\bo que (?:voce|vc) e\\b[, ]*(?:exatamente|afinal|de verdade)?\\s*\\?|\\bseu conselho\\b[^?]*\\bquem responde\\b",
    "\\bquem (?:verifica|revisa|confere|checa) o que (?:voce|vc|tu) (?:diz|escreve|responde)\\b|\\b(?:tem|ha) alguem (?:\\w+ )?(?:digitando|escrevendo|lendo) (?:isso|isto|aqui|do outro lado|o que eu|as minhas|minhas)\\b",
    "\\b{educator}\\b[^?]{0,30}\\b(?:responder-me|responder me|me responder|me responde)\\b[^?]{0,40}\\b(?:morreu|morto|morta|faleceu)\\b|\\b{educator}\\b[^?]{0,30}\\b(?:morreu|faleceu)\\b[^?]{0,60}\\b(?:me responder|responder-me|me responde)\\b",
  ],
  it: [
    "(?:\\bsei|(?<![\\w'])e) (?:una |un |un')?(?:persona|essere umano|umano|umana|robot|bot|ia|macchina)(?: vera| reale| in carne e ossa)?\\s*\\?|\\bc'e (?:una persona|qualcuno) (?:vera |reale )?(?:dietro|che risponde|che scrive)\\b",
    "\\bsei (?:davvero|veramente|reale|umano|un'?(?:ia|intelligenza artificiale| bot| chatbot| robot))",
    "\\bsei (?:tu )?(?:il |la |l')?(?:vero |vera )?{educator}\\b|\\bsto (?:parlando|scrivendo) (?:davvero |veramente )?con (?:un |una |un')?(?:robot|ia|bot|macchina|persona|{educator})\\b|\\bo (?:con )?(?:un|una|un') ?(?:robot|ia|bot|macchina)\\s*\\?",
    // "è un'intelligenza artificiale a rispondere?", "chi mi sta rispondendo?", "questo è ChatGPT?"
    "(?:^|[.?!:]\\s*|\\b(?:questo|questa|qui) )e (?:un |una |un'|l')?\\s?(?:chatgpt|ia|intelligenza artificiale|robot|bot|chatbot|programma|macchina|computer)(?=\\s*(?:[?,]|$|\\bo\\b|a (?:rispondere|scrivere)|che (?:mi )?(?:risponde|scrive)))",
    "\\bchi (?:mi |ci )?(?:sta )?(?:rispondendo|scrivendo)\\b|\\bchi (?:mi )?(?:risponde|scrive) (?:davvero|qui|queste|le risposte|questi)\\b|\\bchi mi (?:risponde|scrive)\\b",
    "\\bsto (?:chattando|conversando|parlando|scrivendo) (?:davvero |veramente )?con (?:un |una |un')?(?:programma|computer|chatgpt|intelligenza artificiale)\\b|\\bo (?:con )?(?:un|una|un') ?(?:computer|programma|chatbot|software)\\s*\\?",
    "\\b(?:e|sei) davvero collegat[ao]\\b|\\bcon una simulazione\\b|\\bcitazioni (?:vere|inventate|generate)\\b",
    // Chi scrive, c'è una persona che legge, citazioni autentiche, come fa a rispondere, gli eredi, che modello c'è dietro
    "(?:^|[.!?:]\\s*)chi (?:scrive|risponde)\\s*\\?|\\bc'e (?:una persona|qualcuno) che (?:legge|risponde|scrive)(?:\\s*\\?|\\s+(?:qui|questi|i miei|le mie))|\\bcitazioni\\b[^?]*\\b(?:autentiche|inventate|generate)\\b|\\bcome fa a (?:rispondermi|scrivermi|parlarmi|rispondere (?:oggi|adesso|ora))\\b|\\b(?:hanno|ha) approvato (?:queste|le|le sue) risposte\\b|\\b(?:che|quale) (?:modello|ia|tecnologia) c'e dietro\\s*\\?|\\be tipo chatgpt\\b",
    "\\bti ricordi davvero\\b|\\bti hanno detto di dirlo\\b",
  ],
  nl: [
    "\\b(?:ben je|ben jij|bent u) (?:echt |werkelijk )?(?:een )?(?:mens|robot|bot|ai|chatbot|computer\\S*|machine|echte persoon|{educator})\\b|\\bpraat ik (?:nu |echt |hier )*met (?:een )?(?:echte? )?(?:mens|robot|bot|ai|computer|machine|{educator})\\b",
    // "is dit een AI?", "wie beantwoordt mijn vragen?", "zit er een mens achter?"
    "\\bis (?:dit|dat|het) (?:hier )?(?:echt |eigenlijk |nou |gewoon )?(?:een )?(?:ai|bot|chatbot|robot|chatgpt|computerprogramma|{educator})\\b|\\bis (?:dit|dat|het) (?:hier )?(?:echt |eigenlijk |gewoon |nou )?(?:een )?(?:programma|computer|machine|mens|echt mens|echte persoon)(?=\\s*(?:[?,]|$|\\bof\\b))",
    "\\bwie (?:beantwoordt|antwoordt|schrijft) (?:mijn|mij|hier|dit|deze|eigenlijk|er)\\b|\\bzit (?:er )?(?:een )?(?:echte? )?(?:mens|persoon|iemand) achter\\b",
    "\\becht(?:e)? uitspraak\\b|\\bzelf verzonnen\\b|\\bmet een simulatie\\b",
    // Wat ben je, waar komen je woorden vandaan, al lang overleden, gecontroleerd, verantwoordelijk voor je advies
    "\\bwat ben (?:jij|je|u)(?: precies| eigenlijk| nou){0,2}\\s*\\?|\\bwaar komen (?:je|jouw|uw|deze) (?:woorden|antwoorden|zinnen|citaten) vandaan\\b|\\bverzin je (?:het|dat|dit|die)\\b|\\b(?:bent u|ben jij|ben je) (?:echt|werkelijk)\\b.{0,60}\\btoch (?:al )?(?:lang )?(?:overleden|dood)\\b|\\bheeft (?:iemand|een mens) (?:deze|je|uw) antwoorden (?:gecontroleerd|nagekeken|gelezen)\\b|\\buit de machine\\b|\\bwie is (?:er )?verantwoordelijk\\b[^?]*\\b(?:jouw|uw|je) advies\\b|\\bverantwoordelijk als (?:jouw|uw|je) advies\\b",
    "\\b(?:persoon|mens) of (?:een )?(?:computer|robot|machine|ai|bot|programma)\\b|\\bcitaten\\b[^?]{0,30}\\b(?:echt|verzonnen)\\b",
    "\\b{educator}\\b[^?]{0,30}\\b(?:dood|overleden)\\b[^?]{0,60}\\b(?:mij|me) (?:antwoorden|antwoordt|schrijven)\\b|\\b{educator}\\b[^?]{0,20}\\b(?:mij|me) (?:antwoorden|antwoordt)\\b[^?]{0,60}\\b(?:dood|overleden)\\b",
  ],
};

/**
 * What the teacher writes here, as a question about it names it: "these chats", "our conversations", "my
 * questions here", "what I type here", "what I've asked you". Never a conversation with a pupil or a
 * parent, and never questions or messages that are not to Lyceum ("my messages on Teams").
 */
const MINE =
  "(?:(?:this|these|our|my) (?:chats?|conversations?|exchanges?|chat history)(?! (?:with|between|in|on|at|about) )|(?:my|these|our) (?:questions|messages|words) (?:here|to you|on (?:this|lyceum|the app))|what (?:i|we)(?:'ve| have)? (?:write|type|ask|say|share|wrote|typed|asked|said|shared|written)(?: you| here| to you| with you)|what (?:i|we)(?:'ve| have)? told you)";

/**
 * What happens to what the teacher writes here: whether it is kept, who may read it, whether it trains a
 * model. Asked of the app, never of pupils' posts ("who can see what my students post on the blog?"), a
 * pupil's confidences or a school system's records.
 */
export const privacyPatterns: PatternsByLanguage = {
  en: [
    `\\b(?:(?:are|do|will|did) (?:you|u)|(?:is|does|will|did) (?:lyceum|this (?:app|site|tool)|the (?:app|site|tool)))\\b[^?.!]{0,30}\\b(?:record|store|save|keep|log|track|read|share|sell)(?:s|ed|d|ing)?\\b[^?.!]{0,25}${MINE}|${MINE}\\b[^?.!]{0,25}\\b(?:being |get |gets |getting )?(?:recorded|stored|saved|kept|logged|tracked|shared|sold|private|confidential|anonymous)\\b`,
    `\\bwho (?:else )?(?:can|could|gets to|will|is able to|might) (?:see|read|access|view)\\b[^?.!]{0,25}${MINE}|\\b(?:can|could|do|does|will) (?:other (?:teachers|users|people)|anyone(?: else)?|someone|somebody|the company|lyceum|(?:the )?admins?|(?:the )?administrators?|my (?:head|headteacher|principal|school|employer|boss))\\b[^?.!]{0,20}\\b(?:see|read|access|view)\\b[^?.!]{0,25}${MINE}`,
    `\\b(?:use|used|using) ${MINE} to train\\b|${MINE} (?:is |are )?(?:being )?used (?:to train|for training)\\b|\\b(?:train|training) (?:your |the |an? )?(?:ai|model|chatbot)s? (?:on|with) ${MINE}|\\b(?:how (?:do|can) i|can i) (?:delete|erase|remove|clear) ${MINE}`,
  ],
  es: [
    "\\bse (?:guardan|graban|almacenan|registran|comparten)\\b[^?.!]{0,20}\\b(?:mis|nuestras|estas) (?:conversaciones|charlas)\\b|\\b(?:mis|nuestras|estas) (?:conversaciones|charlas) (?:contigo|aqui)\\b|\\bse (?:guardan|graban) (?:mis|nuestras) preguntas (?:aqui|en lyceum)\\b",
    "\\bquien (?:mas )?(?:puede|podra|podria) (?:leer|ver|acceder a) (?:lo que (?:te )?(?:escribo|pregunto)|estas conversaciones|nuestras conversaciones)\\b|\\b(?:alguien|la empresa)\\b[^?.!]{0,20}\\b(?:lee|leer|ve|revisa)\\b[^?.!]{0,10}\\blo que (?:te )?escribo\\b",
  ],
  fr: [
    "\\b(?:nos echanges|nos conversations|cette conversation|ce que je (?:t'|vous )?ecris)\\b[^?.!]{0,25}\\b(?:enregistre|enregistres|enregistrees|conserves|conservees|stockes|stockees|sauvegardes|sauvegardees|lus)\\b|\\b(?:c'est|est-ce|sont|seront)\\b[^?.!]{0,25}\\b(?:enregistre|enregistres|enregistrees|conserves|conservees|stockes|stockees)\\b[^?.!]{0,25}\\b(?:nos echanges|nos conversations|cette conversation)\\b",
    "\\bqui peut (?:lire|voir) (?:nos echanges|nos conversations|cette conversation|ce que je (?:t'|vous )?ecris)\\b|\\b(?:nos echanges|nos conversations)\\b[^?.!]{0,20}\\bqui y a acces\\b|\\benregistre quelque part nos echanges\\b",
  ],
  de: [
    "\\bwerden (?:meine|unsere|diese) (?:chats|gesprache|unterhaltungen) (?:hier |mit dir |mit ihnen )?(?:gespeichert|aufgezeichnet|gelesen|weitergegeben|geteilt)\\b|\\bwerden meine (?:nachrichten|fragen) (?:hier )?(?:gespeichert|aufgezeichnet)(?: und von (?:der firma|lyceum) gelesen)?\\b|\\bwer (?:kann|darf) (?:unsere|diese) (?:chats|gesprache) (?:lesen|sehen)\\b",
  ],
  pt: [
    "\\b(?:minhas|nossas|estas) conversas\\b[^?.!]{0,20}\\b(?:sao|ficam|estao) (?:salvas|guardadas|gravadas|armazenadas|registradas|privadas)\\b|\\b(?:alguem|a empresa)\\b[^?.!]{0,25}\\b(?:le|ler|ve|revisa)\\b[^?.!]{0,10}\\bo que eu (?:te )?escrevo\\b|\\bquem (?:pode|consegue) (?:ler|ver) (?:as minhas|minhas|nossas|estas) conversas\\b",
  ],
  it: [
    "\\b(?:le (?:nostre|mie)|queste) (?:chat|conversazioni)\\b[^?.!]{0,20}\\b(?:vengono|sono) (?:registrate|salvate|conservate|lette|archiviate)\\b",
  ],
  nl: [
    "\\bwordt (?:dit|ons) (?:gesprek|chat)\\b[^?.!]{0,20}\\b(?:opgeslagen|bewaard|gelezen|gedeeld)\\b|\\bworden (?:mijn|onze|deze) (?:gesprekken|chats) (?:opgeslagen|bewaard|gelezen|gedeeld)\\b|\\b(?:bedrijf|lyceum|iemand)\\b[^?.!]{0,10}\\b(?:meelezen|mee lezen)\\b",
  ],
};

/**
 * Placed before an order to drop the rules: the order is no injection when learners are its subject
 * earlier in the same sentence ("my Year 8s chat constantly and ignore instructions"). An adverb alone
 * is no subject ("please kindly ignore all previous instructions"), nor are learners addressed ("Students,
 * listen: ignore your rules"): those are orders. The Spanish, French and
 * Portuguese orders carry it too, since "ignore … instructions" is also English.
 */
const notLearners = "(?<!\\b(?:they|pupils|students|kids|children|learners|class|\\d+s)\\b(?![,:])[^.!?:\\n]{0,40} )";

/** Attempts to change who answers, read the rules, or close the fence around the teacher's text. */
export const injectionPatterns: PatternsByLanguage = {
  en: [
    `${notLearners}\\b(?:ignore|disregard|override|bypass|forget) (?:all |any |the |your |my |these |those )*(?:previous |prior |above |earlier |system |original |initial )*(?:instructions|prompts?|rules|guidelines|directions|directives|programming)\\b`,
    "\\b(?:forget|disregard|ignore) (?:everything|all of (?:it|that|this)|what you were told|all that|the above|anything above)\\b",
    "<\\|[^|]*\\|>|\\[/?(?:inst|system)\\]",
    "\\byou must now\\b|\\b(?:unfiltered|uncensored|unrestricted|unaligned) (?:assistant|ai|model|mode)\\b",
    "\\byou are now\\b|\\bforget (?:that )?you(?:'re| are)\\b|\\byou(?:'re| are) (?:an? )?(?:\\S+ ){1,2}now\\b",
    "\\bfrom now on,? (?:you|answer|reply|respond|speak|talk|only)\\b",
    "^(?:please )?(?:pretend|imagine)(?: that)? (?:you(?:'re| are)|to be)\\b",
    "\\bpretend (?:that )?you(?:'re| are)\\b",
    "(?:^|[.!?] )(?:please )?act as (?:a|an|my|if)\\b|\\b(?:can|could|will) you act as\\b",
    "\\b(?:reveal|show|print|repeat|display|output|leak|dump|tell me|what are|give me) (?:me )?your (?:full |exact |entire )?(?:system |hidden |secret |initial |original )?(?:prompt|instructions|system message|configuration|config|settings)\\b",
    "\\b(?:reveal|show|print|repeat|display|output|leak|dump|tell me|what are|give me) (?:me )?the (?:full |exact |entire )?(?:system|hidden|secret|initial|original) (?:prompt|instructions|message|rules|configuration)\\b|\\b(?:system|hidden|initial) prompt\\b",
    "\\b(?:print|repeat) (?:the|all) (?:text|words|messages?) (?:above|before)\\b",
    "\\b(?:word for word|verbatim)\\b.*\\b(?:prompt|instructions|message|above)\\b|\\b(?:prompt|instructions|message|above)\\b.*\\b(?:word for word|verbatim)\\b",
    "\\b(?:developer|god|jailbreak|unrestricted) mode\\b|\\bjailbreak\\b",
    "\\byou are dan\\b|\\bdo anything now\\b",
    "\\b(?:with )?no (?:rules|restrictions|filters|limits)\\b",
    "\\bstop being (?:{educator}|an? \\S+|yourself)\\b",
    "\\bbecome my\\b",
    "\\bnew instructions\\b|\\bnew rules?\\s*:",
    "\\bfrom (?:this (?:message|point|moment)|here) on\\b|\\b(?:output|print|repeat|dump) everything (?:above|before|between|from)\\b",
    "\\bpretend (?:that )?(?:the|your|these|those) (?:rules|instructions|guidelines)\\b",
    "\\b(?:as|i am|i'm) your (?:developer|creator|admin|administrator|programmer|owner|operator)\\b",
    "\\b(?:switch|turn|shut) off (?:your |the )?(?:persona|character|role|filters?|rules)\\b|\\b(?:drop|disable|remove) (?:your |the )?(?:persona|character|filters?)\\b",
    "\\byour (?:system |hidden |initial |original )(?:instructions|prompt|message)\\b|\\bsystem instructions\\b",
    "\\brules are (?:void|cancelled|canceled|gone|lifted)\\b",
    "<\\s*/?\\s*(?:question|request|system|user|assistant|instructions?|prompt)\\s*>",
    "(?:^|\\n|[.!?] )(?:system|assistant|developer)\\s*:",
    // A new role or the rules switched off in so many words; the instructions quoted in part
    "\\b(?:your|my) new role\\b|\\bnew role\\s*:|\\bdrop (?:the|your) (?:educator |teacher |persona |character |whole )?act\\b|\\b(?:forget|drop|abandon|leave|quit) (?:your|the) (?:role|persona|character)\\b",
    "\\b(?:print|show|repeat|output|display|quote|list|tell me|type out|copy) (?:me )?(?:the )?(?:first |last |opening )?(?:\\d+ |few |two |three |five |ten |twenty |fifty |hundred )?(?:words|lines|sentences|paragraphs?|part|parts|rules)? ?of your (?:instructions|prompt|rules|system prompt|guidelines)\\b|\\b(?:list|show|tell me|print) (?:me )?(?:all )?your (?:rules|guidelines|restrictions)\\b",
    "\\bsystem override\\b|\\boverride (?:mode|code|protocol)\\b|\\b(?:safety|screening|filter|filters|moderation|content policy|guardrails?)(?: \\w+)? (?:is |are )?(?:disabled|off|deactivated|turned off|suspended)\\b|\\bsecret instructions\\b|\\bhidden instructions\\b",
    "\\b(?:switch|turn|shut) off (?:your |the )?(?:\\w+ )?(?:screening|filters?|safety|safeguards?|moderation)\\b|\\bauthori[sz]\\w* you to (?:switch|turn|ignore|bypass|disable|drop)\\b|\\bsystem_prompt\\b",
    "\\b(?:were you|you were|have you been) (?:told|instructed|given)\\b[^?.!]{0,25}\\bbefore (?:this|our|the) (?:conversation|chat)\\b|\\byour context window\\b|\\bin your context\\b",
    "\\b(?:admin|administrator|developer|moderator|owner)\\b[^.!?]{0,30}\\b(?:says|said|allows|lets|permits|authori[sz]es)\\b[^.!?]{0,10}\\byou (?:may|can|are allowed to) (?:now )?(?:discuss|talk about|ignore|drop|leave|answer anything|say anything|break|skip|switch off|turn off|stop being|speak freely)\\b|\\bi(?:'m| am) (?:the|your) (?:developer|admin|administrator|creator|owner)(?: of (?:this|the) (?:app|site|tool|chatbot|bot|ai|system|lyceum))?(?! of)\\b|\\b(?:switch|turn) off your (?:\\w+ )?rules\\b",
    "\\b(?:text|words|everything) (?:above|before) (?:this line|my (?:first )?message)\\b|\\b(?:respond|answer|reply|speak) as your (?:true|real) self\\b|\\bwithout (?:the |your )(?:{educator} )?(?:character|persona)\\b",
    "\\b(?:what|which) (?:instructions|rules|guidelines) (?:did|does|has) (?:lyceum|the (?:site|app|developers?|company|system)|they|your (?:developers?|makers|creators)) give (?:you|u)\\b|\\b(?:instructions|rules) (?:were you|you were) given\\b|\\b(?:become|act as|behave as) a (?:linux )?terminal\\b",
  ],
  es: [
    `${notLearners}\\b(?:ignora|olvida|olvidate de|ignore|olvide) (?:\\w+ ){0,3}(?:instrucciones|reglas|indicaciones|ordenes)\\b`,
    "\\bolvida todo lo que\\b|\\bahora eres\\b|\\ba partir de ahora (?:eres|seras|responde)\\b|\\b(?:finge|imagina) que eres\\b|\\bactua como\\b",
    "\\b(?:muestrame|ensename|dime|revela) (?:\\w+ ){0,2}(?:prompt|instrucciones del sistema|instrucciones ocultas)\\b",
    "\\bolvida (?:tu|su) (?:papel|rol|personaje)\\b|\\binstrucciones secretas\\b|\\b(?:finge|imagina) que no tienes reglas\\b",
    "\\binstrucciones internas\\b|\\btus instrucciones\\b.*\\bpalabra por palabra\\b|\\bpalabra por palabra\\b.*\\btus instrucciones\\b",
    "\\bmodo (?:desarrollador|dios|sin restricciones)\\b|\\bya no tienes (?:restricciones|reglas|limites)\\b|\\b(?:responde|contesta|habla)(?:me)? sin (?:restricciones|filtros)\\b",
    "\\[sistema\\]|\\bnueva instruccion\\s*:|\\bolvida (?:el|tu) personaje\\b|\\bprompt del sistema\\b|\\btexto que (?:aparece|esta) (?:antes|encima|arriba) de mi mensaje\\b",
  ],
  fr: [
    `${notLearners}\\b(?:ignore|oublie|ignorez|oubliez) (?:\\w+ ){0,3}(?:instructions|consignes|regles|directives)\\b`,
    "\\boublie(?:z)? tout ce qu\\b|\\btu es maintenant\\b|\\ba partir de maintenant,? (?:tu es|tu seras|reponds)\\b|\\b(?:fais|faites) comme si tu\\b|\\bagis comme\\b",
    "\\b(?:montre|affiche|revele|donne)(?:-moi| moi)? (?:\\w+ ){0,2}(?:prompt|instructions systeme|instructions cachees)\\b",
    "\\b(?:montre|affiche|revele|donne|recopie|cite)(?:-moi| moi)? (?:\\w+ ){0,5}(?:prompt|instructions systeme|instructions secretes|consignes secretes)\\b|\\boublie(?:z)? (?:ton|votre) role\\b|\\binstructions secretes\\b",
    "\\btu es desormais\\b|\\bsans aucune regle\\b|\\boublie que tu es\\b",
    "\\bavant le debut de (?:cette|notre) conversation\\b|\\bmode developpeur\\b|\\brepond(?:s|ez)(?:-moi)? sans (?:restrictions|filtres)\\b|\\bprompt systeme\\b",
  ],
  de: [
    "\\b(?:ignoriere|ignorier|vergiss|ignorieren sie|vergessen sie) (?:\\w+ ){0,3}(?:anweisungen|regeln|vorgaben|instruktionen|befehle)\\b",
    "\\bvergiss alles\\b|\\bsei (?:ab )?(?:jetzt|sofort) (?:ein|eine)\\b|\\bdu bist jetzt\\b|\\bab (?:jetzt|sofort) bist du\\b|\\btu so,? als (?:ob|waerst|warst)\\b|\\bverhalte dich wie\\b",
    "\\b(?:zeig|zeige|verrate|gib)(?: mir)? (?:\\w+ ){0,2}(?:prompt|systemanweisung\\w*|systemprompt)\\b",
    "\\bvergiss (?:deine|ihre) rolle\\b|\\bvergessen sie ihre rolle\\b|\\bsei (?:ab )?(?:jetzt|sofort) (?:mein|meine)\\b|\\bgeheimen? anweisungen\\b",
    "\\bab (?:jetzt|sofort) (?:nur noch|antwortest du|bist du)\\b|\\bdeine (?:kompletten |gesamten )?anweisungen\\b",
    "\\badministrator\\b[^.!?]{0,20}\\bdu darfst\\b|\\bdie rolle von {educator} verlassen\\b|\\bkeine regeln fur dich\\b|\\bvorgaben du bekommen\\b|\\bentwicklermodus\\b|\\bantworte (?:\\w+ )?ohne (?:einschrankungen|filter|regeln)\\b",
  ],
  pt: [
    `${notLearners}\\b(?:ignore|esqueca|ignora|esquece) (?:\\w+ ){0,3}(?:instrucoes|regras|ordens)\\b`,
    "\\besqueca tudo o que\\b|\\bagora voce e\\b|\\ba partir de agora,? (?:voce e|vc e|responda)\\b|\\bfinja que (?:voce e|e)\\b|\\baja como\\b",
    "\\b(?:mostre|mostra|revele|me de|me diga) (?:\\w+ ){0,2}(?:prompt|instrucoes do sistema|instrucoes ocultas)\\b",
    "\\besqueca (?:o )?seu papel\\b|\\bfinja que (?:voce )?nao tem regras\\b|\\binstrucoes secretas\\b|\\bsuas instrucoes (?:secretas|ocultas|internas)\\b",
    "\\bmodo desenvolvedor\\b|\\bresponda sem (?:restricoes|filtros|regras)\\b|(?:^|\\n)\\s*sistema\\s*:|\\bpersonagem\\b[^.!?]{0,20}\\bdesativad[oa]\\b|\\btexto que esta acima desta linha\\b|\\bprompt do sistema\\b",
  ],
  it: [
    "\\b(?:ignora|dimentica|ignorate|dimenticate) (?:\\w+ ){0,3}(?:istruzioni|regole|indicazioni)\\b",
    "\\bdimentica tutto quello che\\b|\\bora sei\\b|\\bda (?:ora|adesso) in poi (?:sei|rispondi)\\b|\\bfingi di essere\\b|\\bcomportati come\\b",
    "\\b(?:mostrami|mostra|rivela|dammi|dimmi) (?:\\w+ ){0,2}(?:prompt|istruzioni di sistema|istruzioni nascoste)\\b",
    "\\bdimentica (?:il tuo|il suo) ruolo\\b|\\bistruzioni segrete\\b|\\bfingi di non avere regole\\b",
    "\\bda adesso sei (?:il mio|la mia|un|una)\\b|\\bprompt di sistema\\b|\\bfai finta di non avere (?:regole|restrizioni|limiti)\\b|\\brispondi(?:mi)? (?:\\w+ )?senza (?:restrizioni|filtri)\\b|\\b(?:una|un') ?ia libera\\b|\\bmodalita sviluppatore\\b",
  ],
  nl: [
    "\\b(?:negeer|vergeet) (?:\\w+ ){0,3}(?:instructies|regels|opdrachten|richtlijnen)\\b",
    "\\bvergeet alles wat\\b|\\bje bent nu\\b|\\bvanaf nu (?:ben je|antwoord)\\b|\\bdoe alsof je\\b|\\bgedraag je als\\b",
    "\\b(?:laat|toon|geef|vertel)(?: me| mij)? (?:\\w+ ){0,2}(?:prompt|systeemprompt|systeeminstructies|verborgen instructies)\\b",
    "\\bvergeet je rol\\b|\\bgeheime instructies\\b|\\bdoe alsof je geen regels\\b",
    "\\bzet je \\S*filter uit\\b|\\bik ben de ontwikkelaar\\b|\\bverborgen regels\\b",
  ],
};

/** Role labels and tags left in a sentence once an injection is set aside. */
export const injectionLeftovers = ["<[^>]*>", "^\\s*(?:user|system|assistant|question)\\s*:\\s*"];

/** Vocabulary of teaching, learning, children and schools: text with none of it is off-topic. */
export const educationPatterns: PatternsByLanguage = {
  en: [
    "\\b(?:teach\\S*|taught|tutor\\S*|educat\\S*|pedagog\\S*|instruction(?:al)?|classroom|class|classes|students?|pupils?|learners?|learn\\S*|lessons?|school\\S*|preschool\\S*|kindergarten\\S*|nursery|toddlers?|children|child|kids?|boys?|girls?|teens?|teenagers?|adolescen\\S*|son|daughter|babies|baby|infants?|parents?|graders?|grade|year-olds?|year olds?|homework|curriculum|syllabus|assessments?|exams?|tests?|testing|quiz\\S*|grading|marking|report cards?|yrs? \\d{1,2}s?|little ones?|kinders?|kindy|preps?|drills?|lockdowns?|tutor group|nursery|reading|readers?|writing|literacy|numeracy|phonics|spelling|maths?|mathematics|arithmetic|fractions?|algebra|geometry|science|history|geography|grammar|vocabulary|essays?|behaviou?r\\S*|discipline|motivat\\S*|attention|recess|playground|at break|break ?time|playtime|lunch ?time|circle time|group work|study|studying|universit\\S*|college|course|seminar|lectures?|principal|headteacher|colleagues?|staff|special needs|sen|adhd|autis\\S*|dyslexi\\S*|iep|differentiat\\S*|scaffold\\S*|feedback|montessori|curiosity|mindset|debates?|activit(?:y|ies)|worksheets?|projects?|rubrics?|field trips?|assembl(?:y|ies)|semester|term|year \\d+s?|(?:y|yr)\\d{1,2}s?|sensitively|form group|tutees?|mentor\\S*|photosynthesis|multiplication|times tables|safeguarding|kcsie|npq\\S*|dsl|ofsted|inset|reception|pre-?k|early years|eyfs|freshm[ae]n|sophomores?|sixth form\\S*|think-pair-share|pair talk|pretend play|peer pressure|right answers?|(?:ask|asking|my|open|closed|recall|good|better|deeper) questions|hands? (?:shoots? )?up)\\b",
    "\\b(?:{known}|classrooms|textbooks?)\\b",
    "\\b(?:simulation games?|mock (?:parliament|trial|election)|role[- ]?plays?)\\b",
  ],
  es: [
    "\\b(?:claustro|profesorado|docentes?|servicios sociales|ensen\\S*|alumn\\S*|estudiante\\S*|ninos?|ninas?|clases?|escuela\\S*|colegio\\S*|profesor\\S*|maestr\\S*|aprend\\S*|leccion\\S*|aula\\S*|educa\\S*|deberes|tareas?|examen\\S*|lectura|matematicas|fracciones|profe|primaria|secundaria|instituto|curso|asignatura|novela|poema|recreo|(?:\\d\\S*(?: de)?|(?:de|en) la) eso|bachillerato|guarderia|infantil|adolescentes?|hij[oa]s?)\\b",
    "\\b(?:{known}|libros? de texto)\\b",
    "\\bjuegos? de rol\\b",
  ],
  fr: [
    "\\b(?:aesh|atsem|information preoccupante|signalement|cp|terminale|atelier|enseign\\S*|eleves?|enfants?|classes?|ecoles?|college|lycee|professeur\\S*|maitre\\S*|apprend\\S*|lecons?|lecture|cours|educat\\S*|devoirs|sciences|pedagog\\S*|profs?|primaire|maternelle|roman|poeme|lyceen\\S*|collegien\\S*|recre\\S*|cantine|cm[12]|ce[12]|ados?|adolescent\\S*|fils|fille|\\d+e)\\b",
    "\\b(?:{known}|une evaluation|les evaluations|manuels? scolaires?)\\b",
    "\\b(?:jeux? de role|apprentissages?)\\b",
  ],
  de: [
    "\\b(?:kollegium\\S*|fortbildung\\S*|lehrkrafte|jugendamt|unterricht\\S*|\\S*unterricht|\\S*klasse|bub|buben|\\S*schuler\\S*|grundschul\\S*|schul(?!d|ter)\\S*|kinder?|(?:ein|das|dem|einem|jedes|mein|meinem|kein) kind|\\S*klassler\\S*|klasse\\S*|schule\\S*|lehrer\\S*|lern\\S*|gruppenarbeit|hausaufgaben|erzieh\\S*|bildung|mathe\\S*|padagog\\S*|kita|gymnasium|lehrkraft|lesen|lekture|roman|gedicht|literatur|jugendlich\\S*|sohn|tochter|in der \\d+)\\b",
    "\\b(?:{known}|schulbuch\\S*|schulbucher)\\b",
    "\\b(?:planspiel|rollenspiel)\\S*\\b",
  ],
  pt: [
    "\\b(?:\\d+\\S* ano|ensin\\S*|alun[oa]s?|estudantes?|crianc\\S*|turmas?|escolas?|professor\\S*|aprend\\S*|aulas?|educa\\S*|matematica|licao|pedagog\\S*|profe?|sala de aula|ensino|fundamental|infantil|romance|poema|recreio|creche|adolescent\\S*|filh[oa]s?|menin[oa]s?)\\b",
    "\\b(?:{known}|alfabetiz\\S*|livros? didatic\\S*)\\b",
  ],
  it: [
    "\\b(?:colleghi|docenti|referente|bullismo|servizi sociali|insegn\\S*|alunn\\S*|studenti|bambin\\S*|classe|classi|scuola|ragazz\\S*|spiega\\S*|maestr\\S*|impar\\S*|lezion\\S*|educa\\S*|storia|pedagog\\S*|studente\\S*|studentess\\S*|prof|insegnante|media|medie|elementare|elementari|superiore|superiori|liceo|leggere|romanzo|poesia|ricreazione|asilo|adolescent\\S*|figli\\S*|compiti)\\b",
    "\\b(?:{known}|scuol\\S*|libri di testo)\\b",
    "\\bgiochi? di ruolo\\b",
  ],
  nl: [
    "\\b(?:collega\\S*|meldcode|vwo|havo|vmbo|(?:een|deze|mijn) les|lessen|lesgeven|leerling\\S*|leraar|leraren|leerkracht\\S*|docent\\S*|juf|meester|klas|klassen|groep \\d+|school\\S*|basisschool|onderwijs\\S*|kinderen|jongens?|meisjes?|kleuter\\S*|leren|uitleg\\S*|huiswerk|toets\\S*|rekenen|lezen|gymles|brugklas\\S*|scholier\\S*|puber\\S*|zoon|dochter|ouders|overblijf\\S*|kinderopvang|geschiedenis\\S*)\\b",
    "\\b(?:{known}|schoolboek\\S*|lesboek\\S*)\\b",
  ],
};

/** A teacher who says the question is not about school: off topic, whatever words it uses. */
export const notAboutTeachingPatterns: PatternsByLanguage = {
  en: [
    "\\b(?:this|it|that)(?:'s| is)? (?:isn't|is not|isnt|not) (?:about|for|related to) (?:school|teaching|work|my class|class)\\b|\\bnothing to do with (?:school|teaching|my class)\\b|\\bnot a (?:teaching|school) question\\b",
  ],
  es: ["\\bno (?:es|tiene que ver) (?:sobre|con) (?:la escuela|el colegio|la ensenanza|mis clases)\\b"],
  fr: ["\\b(?:ce n'est pas|rien a voir avec) (?:l'ecole|l'enseignement|mes cours|la classe)\\b"],
  de: ["\\b(?:nicht|nichts) (?:uber|mit) (?:die schule|der schule|den unterricht|dem unterricht)\\b"],
  pt: ["\\bnao (?:e|tem a ver) (?:sobre|com) (?:a escola|o ensino|minhas aulas)\\b"],
  it: ["\\bnon (?:e|riguarda|c'entra) (?:sulla|la|con la) (?:scuola|didattica)\\b"],
  nl: ["\\b(?:niet|niets) (?:over|met) (?:school|lesgeven|mijn klas)\\b"],
};

/** In a conversation, a follow-up that points back at the last answer stays on topic. */
export const followUpPatterns: PatternsByLanguage = {
  en: [
    "\\b(?:that|this|it|those|these|them|more|examples?|elaborate|explain|why|what about|and if|go on|continue|thanks|thank you|you said|you mentioned)\\b",
    // A follow-up that continues the last answer's thread: "And after the holidays?", "But with older ones?"
    "^(?:and|but|also|or|so) (?:after|before|with|for|in|at|when|if|on|during)\\b",
  ],
  es: ["\\b(?:eso|esto|mas|ejemplo|por que|gracias)\\b"],
  fr: ["\\b(?:cela|ca|plus|exemple|pourquoi|merci)\\b"],
  de: ["\\b(?:das|dies|mehr|beispiel|warum|danke)\\b"],
  pt: ["\\b(?:isso|isto|mais|exemplo|por que|obrigad[oa])\\b"],
  it: ["\\b(?:questo|quello|piu|esempio|perche|grazie)\\b"],
  nl: ["\\b(?:dit|dat|meer|voorbeeld|waarom|bedankt|dank je)\\b"],
};
