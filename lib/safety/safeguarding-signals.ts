import type { PatternsByLanguage } from "./types";

/**
 * Signs that a child may be at risk, as data. Patterns are regular-expression sources matched against
 * the text lower-cased and stripped of accents; `{name}` expands to the entry of `safeguardingTerms`.
 * Each signal counts on its own, only beside one of the signals it names (`with`), or only as
 * context for others. A `topical` signal names a subject teachers also teach (abuse, suicide,
 * radicalisation): it is set aside when the text asks how to teach it and reports no particular child.
 */
export type SafeguardingSignal = {
  counts: "alone" | "with" | "context";
  with?: string[];
  topical?: boolean;
  patterns: PatternsByLanguage;
};

const r = String.raw;

export const safeguardingTerms: Record<string, string> = {
  adult: r`(?:step-?(?:father|dad|mum|mom|mother)|stepdad|stepmum|stepmom|father|dad|daddy|mum|mom|mother|mommy|mummy|parents?|uncle|aunt(?:ie)?|grand(?:pa|ma|father|mother|dad)|brother|cousin|boyfriend|partner|carer|babysitter|coach|priest|neighbou?r|relative|man|men|guy|adult|stranger|someone|somebody|teacher|(?:mum|mom|mommy|mummy|dad|daddy|mother|father)'s (?:friend|boyfriend|girlfriend|partner))`,
  child: r`(?:her|him|them|me|my|the (?:child|boy|girl|kid))`,
  body: r`(?:arms?|legs?|wrists?|neck|back|face|cheeks?|body|hands?|thighs?|head|eyes?|ears?|chest|stomach|bottom)`,
  his: r`(?:his|her|their|my)`,
};

export const safeguardingSignals: Record<string, SafeguardingSignal> = {
  harmByAdult: {
    counts: "alone",
    patterns: {
      en: [
        r`\b{adult}(?:'s)?(?: \S+){0,6} (?:hits|hit|hitting|beats|beat|beating|punch(?:es|ed|ing)|kicks|kicked|slaps|slapped|hurts|hurt|chokes|choked|choking|strangl\w+|burns|burned|burnt|throws|threw|shakes|shook|whips|whipped|smacks|smacked|punishes|punished|locks|locked|starves|starved|ties|tied|drags|dragged|pinches|pinched) {child}\b`,
        r`\b(?:was|been|being|gets|got|is) (?:hit|beaten|punched|kicked|slapped|choked|burned|burnt|whipped|strangled|locked in|tied up) (?:by|at home)\b`,
        r`\bwith a (?:belt|stick|cable|wire|shoe|wooden spoon)\b`,
        r`\bthrows? things at (?:her|him|them|me)\b|\bhand over (?:her|his|their|my) mouth\b|\b(?:couldn'?t|could not|can'?t) breathe\b|\bshaved (?:her|his|their) head\b`,
        r`\bto punish (?:her|him|them)\b|\bpunish(?:es|ed|ing)? (?:her|him|them) (?:for|by|with)\b|\b(?:isn'?t|is not|not) allowed to eat\b|\bbeats? (?:her|him|them) (?:up )?if\b`,
      ],
      es: [
        r`\b(?:le|la|lo|me|les) (?:pega|pegaba|golpea|golpeaba|quema|quemaba|maltrata|lastima|castiga con|encierra)\b`,
        r`\b(?:le|la|lo|me|les) (?:hace|hacia|hacen) dano\b`,
      ],
      fr: [r`\b(?:la|le|les|me|l'|lui) (?:frappe|frappait|bat|battait|brule|maltraite|tape|cogne|enferme)\b`],
      de: [
        r`\b(?:schlagt|schlug|verprugelt|tritt|verbrennt|misshandelt|sperrt) (?:sie|ihn|mich|das kind)\b|\bmit dem gurtel\b`,
        r`\b(?:vater|mutter|stiefvater|stiefmutter|onkel|mann|papa|mama)\S*(?: \S+){0,4} (?:schlagt|schlug|verprugelt|misshandelt)\b`,
      ],
      pt: [
        r`\b(?:bate|batia|agride|agredia|espanca|espancava|queima|machuca) (?:nela|nele|em mim|na crianca)\b`,
        r`\b(?:padrasto|pai|mae|tio|avo|namorado|homem|adulto)(?: \S+){0,3} (?:bate|batia|agride|espanca|queima|machuca)\b`,
      ],
      it: [
        r`\b(?:la|lo|li|mi|gli) (?:picchia|picchiava|brucia|maltratta|chiude)\b`,
        r`\b(?:patrigno|padre|papa|madre|mamma|zio|nonno|uomo)(?: \S+){0,3} (?:picchia|picchiava|maltratta)\b`,
      ],
    },
  },
  injury: {
    counts: "alone",
    topical: true,
    patterns: {
      en: [
        r`\b(?:bruises|bruising|black eyes?|welts?|handprint\S*|burn marks|cigarette burns|scars|unexplained (?:injur\w*|marks)|flinch\w*)\b`,
        r`\b(?:injur(?:y|ies)|marks?|cuts?) (?:on|to|around|along) {his} {body}\b`,
        r`\bbite marks\b|\bcovered in (?:bruises|marks|cuts|scratches|bite marks|burns)\b|\b(?:marks|injuries|bruises) (?:that )?(?:look|looked) (?:human|like (?:a |an )?(?:hand|fingers|belt|bite))\b`,
      ],
      es: [
        r`\b(?:moretones|moratones|hematomas|quemaduras|cicatrices|se encoge de miedo)\b|\bmarcas en (?:el|la|los|las|su|sus)\b`,
      ],
      fr: [
        r`\b(?:des bleus|ecchymoses|brulures|cicatrices|sursaute|traces de coups)\b|\bmarques sur (?:le|la|les|son|sa|ses)\b`,
      ],
      de: [r`\b(?:blaue flecken|blutergusse|verletzungen|narben|striemen|brandwunden)\b|\bzuckt (?:\S+ )?zusammen\b`],
      pt: [r`\b(?:hematomas|manchas roxas|queimaduras|cicatrizes|se encolhe)\b|\bmarcas (?:no|na|nos|nas)\b`],
      it: [r`\b(?:lividi|ematomi|bruciature|cicatrici|sussulta)\b|\bsegni (?:sul|sulla|sulle|sui)\b`],
    },
  },
  sexual: {
    counts: "alone",
    topical: true,
    patterns: {
      en: [
        r`\bsexual\w*|\bsex\b|\brap(?:e|ed|ing|ist)\b|\bmolest\w*|\bprivate parts\b|\bgenital\w*|\bnaked\b|\bnudes?\b|\bporn\w*`,
        r`\btouch(?:es|ed|ing)? {child}\b(?! (?:shoulder|arm|hand)\b)|\bsleeps? in {his} bed\b|\bin {his} underwear\b`,
        r`\b(?:things|words) (?:a|an) \S+[- ]year[- ]old (?:shouldn'?t|should not) know\b|\bdown there\b`,
      ],
      es: [r`\bsexual\w*|\bviolacion\b|\bviolad[oa]\b|\bdesnud[oa]s?\b|\btocamientos\b|\b(?:le|la|lo) toca(?:ba)?\b`],
      fr: [
        r`\bsexuel\w*|\bviol\b|\bviolee?\b|\bnue?s?\b|\battouchements\b|\bfait des choses\b|\b(?:la|le) touch(?:e|ait)\b`,
      ],
      de: [
        r`\bsexuell\w*|\bvergewaltig\w*|\bnackt\w*|\bberuhrt (?:sie|ihn)\b|\banfass\w*|\bfasst (?:sie|ihn|mich) an\b`,
      ],
      pt: [r`\bsexual\w*|\bestupr\w*|\bnua?s?\b|\bpelad[oa]s?\b|\btoca(?:va)? (?:nela|nele|em)\b`],
      it: [r`\bsessual\w*|\bstupr\w*|\bviolentat\w*|\bnud[oiae]\b|\b(?:la|lo) tocca(?:va)?\b`],
    },
  },
  suicide: {
    counts: "alone",
    topical: true,
    patterns: {
      en: [
        r`\bsuicid\w*|\bkill (?:himself|herself|themselves|myself)\b|\bwants? to die\b|\b(?:wants?|wanting|wanted) to (?:be dead|not exist|end it)\b`,
        r`\bend (?:it all|(?:his|her|their|my) (?:own )?life)\b|\bdisappear (?:forever|for good)\b|\bno reason to live\b|\bbetter off (?:dead|without (?:her|him|me|them))\b`,
        r`\b(?:doesn'?t|does not|don'?t|do not) want to (?:be here|live|be alive|wake up)\b`,
        r`\b(?:gave|giving|gives) (?:me |away )?(?:her|his|their) (?:favourite|favorite|prized|precious) (?:things|possessions|belongings|toys)\b|\bgiving away (?:her|his|their) (?:things|possessions|belongings)\b`,
        r`\boverdos\w*|\b(?:took|taken|swallowed) (?:a lot of|lots of|too many|a bunch of|a handful of) (?:pills|tablets)\b`,
        r`\btake (?:his|her|their|my) (?:own )?life\b|\b(?:want|wants|wanted) to be dead\b|\bplans? to (?:kill|end|hurt) (?:himself|herself|themselves|it)\b|\b(?:letters|notes|cards) (?:for|to) (?:his|her|their) (?:family|parents|friends)\b`,
      ],
      es: [
        r`\bsuicid\w*|\b(?:se )?quiere morir\w*|\bquiero morir\b|\bquitarse la vida\b|\bno quiere vivir\b|\bdesaparecer para siempre\b|\bmatarse\b`,
      ],
      fr: [
        r`\bsuicid\w*|\b(?:veut|veux|voulait) mourir\b|\bse tuer\b|\ben finir\b|\bne veut plus vivre\b|\bdisparaitre pour toujours\b`,
      ],
      de: [
        r`\bsuizid\w*|\bselbstmord\w*|\bumbringen\b|\bdas leben nehmen\b|\bsterben (?:will|mochte|wollen)\b|\bnicht mehr leben\b`,
      ],
      pt: [
        r`\bsuicid\w*|\b(?:quer|quero|queria) morrer\b|\bse matar\b|\btirar a propria vida\b|\bnao quer mais viver\b|\bsumir para sempre\b`,
      ],
      it: [
        r`\bsuicid\w*|\bvuole morire\b|\buccidersi\b|\bfarla finita\b|\btogliersi la vita\b|\bnon vuole piu vivere\b|\bsparire per sempre\b`,
      ],
    },
  },
  selfHarm: {
    counts: "alone",
    topical: true,
    patterns: {
      en: [
        r`\bself[- ]?harm\w*|\b(?:been|is|was|started|start|keeps|kept|still|again|'s) cutting\b(?! (?:paper|out|shapes|up|with scissors))`,
        r`\b(?:cut|cuts|cutting|burn|burns|burning|hurt|hurts|hurting|harm|harms|harming) (?:herself|himself|themselves|myself)\b`,
        r`\bbang(?:s|ing)? (?:her|his|their) head\b`,
      ],
      es: [r`\bse (?:corta|cortaba|ha cortado|autolesiona)\b|\bautolesi\w*`],
      fr: [r`\bse scarifie\b|\bscarifi\w*|\bautomutil\w*|\bse fait du mal\b`],
      de: [r`\britzt sich\b|\britzen\b|\bselbstverletz\w*|\bverletzt sich selbst\b`],
      pt: [r`\bse (?:cort\w*|machuca)\b|\bautomutil\w*|\bautolesao\b`],
      it: [r`\bsi taglia\b|\bautolesion\w*|\bsi fa del male\b|\btagliarsi\b`],
    },
  },
  exploitation: {
    counts: "alone",
    topical: true,
    patterns: {
      en: [
        r`\bgangs?\b(?: \S+){0,6} (?:hold|carry|deliver|sell|move|stash|hide)\b|\b(?:hold|carry|deliver|sell|move|stash) (?:knives|drugs|packages|weapons|parcels)\b`,
        r`\bcounty lines\b|\btraffick\w*|\bexploit\w*|\bsugar daddy\b|\b(?:much )?older (?:boyfriend|man|men|guys?)\b`,
        r`\b(?:man|men|guy|guys|adult|stranger|someone|he|gang)(?: \S+){0,3} (?:gives?|gave|giving|offers?|offered|buys?|bought|pays?|paid) (?:her|him|them) (?:\S+ ){0,3}(?:money|cash|vapes?|alcohol|drinks|drugs|weed|cigarettes|phones?|gifts|presents)\b`,
        r`\bsleep\w* at (?:\S+ )?(?:men'?s|adults'?|strangers'?|older)\b|\bnot allowed to leave the house\b|\bbrought into the country\b`,
        r`\b(?:make|makes|made|making) (?:her|him|them) (?:carry|deliver|sell|hold|move)\b|\bexplicit (?:pictures|photos|images|videos|messages|content)\b`,
      ],
      es: [
        r`\b(?:le|les) (?:da|daba|regala|paga) (?:dinero|regalos|alcohol|drogas)\b|\ba cambio de fotos\b|\btrata de personas\b|\bexplotacion\b`,
      ],
      fr: [
        r`\blui (?:donne|offre|paie) (?:de l'argent|des cadeaux|de l'alcool|de la drogue)\b|\ben echange de photos\b|\btraite des\b`,
      ],
      de: [
        r`\b(?:gibt|schenkt|bezahlt) (?:ihr|ihm) (?:geld|geschenke|alkohol|drogen)\b|\bgegen fotos\b|\bmenschenhandel\b|\bausgebeutet\b`,
      ],
      pt: [r`\bdinheiro (?:a|para) (?:ela|ele)\b|\bem troca de fotos\b|\btrafico de\b|\baliciad\w*`],
      it: [r`\b(?:le|gli) (?:da|dava|regala|paga) (?:soldi|regali|alcol|droga)\b|\bin cambio di foto\b|\bsfruttat\w*`],
    },
  },
  images: {
    counts: "with",
    with: ["adultContact", "secrecy"],
    topical: true,
    patterns: {
      en: [
        r`\b(?:send|sends|sent|sending|share|shares|shared|sharing)(?: \S+){0,3} (?:photos|pictures|pics|images|videos|selfies)\b|\b(?:photos|pictures|pics|images|videos) of (?:herself|himself|themselves)\b`,
        r`\bask(?:s|ed|ing)? (?:her|him|them|one of my \S+|my \S+)?(?: \S+){0,2} for (?:photos|pictures|pics|images|videos)\b`,
      ],
      es: [r`\b(?:mandar|enviar|pidio|pide|pidiendo|manda)(?:le)? (?:\S+ )?fotos\b`],
      fr: [r`\benvoyer des (?:photos|videos)\b|\bphotos d'(?:elle|lui)\b`],
      de: [r`\b(?:fotos|bilder|videos) (?:zu )?schicken\b|\bnacktfotos\b|\bnacktbilder\b`],
      pt: [r`\b(?:mandar|enviar|manda) (?:\S+ )?fotos\b`],
      it: [r`\b(?:mandare|inviare|manda) (?:\S+ )?foto\b`],
    },
  },
  secrecy: {
    counts: "with",
    with: ["adultContact", "images", "meeting"],
    patterns: {
      en: [
        r`\b(?:not to tell|don'?t tell|do not tell|not to say anything|our (?:little )?secret)\b|\bkeep (?:it|this|them|that) (?:a )?secret\b|\bkeep (?:it|this|them|that|their \S+|our \S+) (?:private|between (?:us|them|the two of them))\b`,
      ],
      es: [
        r`\bno se lo (?:cuente|cuentes|diga|digas) a nadie\b|\b(?:mantener|mantuviera|guardar|guardara)(?:lo)? (?:en )?secreto\b`,
      ],
      fr: [r`\bgarder le secret\b|\bne (?:doit|dois|doive|rien) (?:rien )?dire\b|\bnotre secret\b`],
      de: [r`\bgeheim (?:zu )?halten\b|\bniemandem (?:etwas )?(?:sagen|erzahlen)\b|\bunser geheimnis\b`],
      pt: [r`\bguardar segredo\b|\bnao contar (?:a|para) ninguem\b|\bnosso segredo\b`],
      it: [r`\b(?:mantenere|tenere) (?:il )?segreto\b|\bnon dirlo a nessuno\b|\bnostro segreto\b`],
    },
  },
  secretFromAdult: {
    counts: "alone",
    patterns: {
      en: [
        r`\b(?:told|tells|telling|asked|asks|made) (?:her|him|them) (?:not to tell|to keep (?:it|this) (?:a )?secret)\b|\bif (?:he|she|they) tells? (?:anyone|anybody|someone)\b`,
      ],
      es: [r`\ble (?:pide|pidio|dijo|dice) que no se lo (?:cuente|diga) a nadie\b`],
      fr: [r`\b(?:il|elle) ne doit rien dire\b`],
      de: [r`\bdarf (?:es )?niemandem (?:etwas )?(?:sagen|erzahlen)\b`],
      pt: [r`\bnao pode contar (?:a|para) ninguem\b`],
      it: [r`\bnon (?:deve|puo) dirlo a nessuno\b`],
    },
  },
  meeting: {
    counts: "with",
    with: ["adultContact", "secrecy"],
    patterns: {
      en: [
        r`\b(?:wants?|asked|asks|asking|arranged) (?:her |him |them )?to meet(?: (?:up|him|her|them))?(?: (?:alone|in person|somewhere))?\b|\bmeet (?:him|her|them) alone\b|\bhotel (?:address|room)\b`,
      ],
      es: [r`\bquedar con (?:el|ella) a solas\b|\bverse a solas\b`],
      fr: [r`\bse voir seuls?\b|\b(?:la|le) (?:voir|rencontrer|retrouver) seule?\b`],
      de: [r`\bsich allein treffen\b|\bwill sie treffen\b`],
      pt: [r`\bencontrar (?:ele|ela) sozinh[oa]\b`],
      it: [r`\bincontrarl[oa] da sol[oa]\b`],
    },
  },
  adultContact: {
    counts: "context",
    patterns: {
      en: [
        r`\b(?:online|internet|on (?:a |an |the )?(?:game|app|discord|snapchat|instagram|tiktok|roblox|fortnite|whatsapp|minecraft))\b|\b(?:a|an|some|this) (?:man|adult|older \S+|stranger|grown[- ]up)\b|\bolder (?:guy|man|men|boy|boys)\b|\b(?:a|another) teacher\b|\b(?:group|club|youth|scout|church) leader\b|\b(?:coach|tutor|instructor)\b|\b(?:someone|somebody|a (?:man|guy|boy|person)) (?:she|he|they) met\b`,
      ],
      es: [r`\b(?:internet|en linea|un hombre|un adulto|un desconocido|un profesor)\b`],
      fr: [r`\b(?:internet|en ligne|un homme|un adulte|un inconnu)\b`],
      de: [r`\b(?:internet|online|ein mann|ein erwachsener|ein fremder)\b`],
      pt: [r`\b(?:internet|online|um homem|um adulto|um desconhecido)\b`],
      it: [r`\b(?:internet|online|un uomo|un adulto|uno sconosciuto)\b`],
    },
  },
  intimateAccess: {
    counts: "alone",
    patterns: {
      en: [
        r`\b{adult}(?:'s)?(?: \S+){0,4} (?:comes?|came|coming|goes|went|gets|got|climbs?|climbed|walks?|walked) (?:in(?:to)?|in to) (?:the |her |his |their |my )?(?:bathroom|bedroom|room|bed|shower)\b`,
        r`\bwhen (?:she|he|they) (?:showers?|baths?|(?:is|are) in the (?:bath|shower)|(?:is|are) getting (?:changed|dressed))\b`,
        r`\bspecial (?:game|secret|cuddles?|time|touch)\b|\b(?:isn'?t|is not|aren'?t|are not|not) allowed to (?:talk|tell|say)\b`,
      ],
      es: [r`\b(?:entra|se mete) (?:en su (?:cuarto|habitacion|cama)|en el bano)\b|\bjuego especial\b`],
      fr: [r`\b(?:entre|vient) dans (?:sa chambre|son lit|la salle de bain)\b|\bjeu special\b`],
      de: [r`\b(?:kommt|geht) (?:nachts )?in (?:ihr|sein) (?:zimmer|bett)\b|\bbesonderes spiel\b`],
      pt: [r`\b(?:entra|vem) (?:no (?:quarto|banheiro)|na cama)\b|\bjogo especial\b`],
      it: [r`\bentra (?:in camera|nel letto|in bagno)\b|\bgioco speciale\b`],
    },
  },
  cruelty: {
    counts: "alone",
    patterns: {
      en: [
        r`\b(?:makes|made|forces|forced|making) (?:her|him|them) (?:to )?(?:sleep|stay|stand|sit|kneel|eat) (?:in|outside|on|out)\b`,
        r`\b(?:locks?|locked|locking|shuts?|shutting|leaves|left|keeps|kept) (?:her|him|them) (?:\S+ )?(?:in|inside|outside|out of) (?:the |a |her |his |their )?(?:bathroom|shed|cupboard|closet|room|car|garden|cellar|basement|house|cold)\b`,
        r`\b(?:head|face) (?:under|into) (?:the )?water\b|\bunder ?water\b(?:.*\b(?:naughty|punish\w*|bad)\b)`,
      ],
      es: [r`\bencerrad[oa]s?\b|\blo deja (?:encerrado|solo|fuera)\b`],
      fr: [r`\benferm(?:e|ee|es)\b|\bla laisse dehors\b`],
      de: [r`\beingesperrt\b|\bsperrt (?:sie|ihn) ein\b`],
      pt: [r`\bapanha (?:do|da|de|muito|com)\b|\btrancad[oa]\b|\bfio de ferro\b`],
      it: [r`\brinchiuso\b|\bchiuso a chiave\b|\blo (?:chiude|lascia) fuori\b`],
    },
  },
  goodbye: {
    counts: "alone",
    patterns: {
      en: [
        r`\b(?:goodbye|farewell|suicide) (?:messages?|notes?|letters?|posts?|texts?)\b|\b(?:said|saying|says) goodbye to everyone\b|\bwon'?t be (?:here|around) (?:much )?(?:longer|tomorrow|anymore)\b`,
      ],
      es: [r`\bmensajes? de despedida\b|\bcarta de despedida\b`],
      fr: [r`\bmessages? d'adieu\b|\blettre d'adieu\b`],
      de: [r`\babschiedsbrief\w*|\babschiedsnachricht\w*`],
      pt: [r`\bmensage(?:m|ns) de despedida\b|\bcarta de despedida\b`],
      it: [r`\bmessaggi? di addio\b|\blettera di addio\b`],
    },
  },
  missingOrLured: {
    counts: "alone",
    patterns: {
      en: [
        r`\b(?:goes|went|gone|going|keeps going|has been) missing\b|\b(?:run|runs|ran|running) away with (?:him|her|them|an? \S+)\b`,
        r`\b(?:1[89]|[2-9]\d)[- ]year[- ]old (?:'|")?(?:boyfriend|girlfriend|man|guy|friend)\b`,
        r`\b(?:man|men|guy|woman|stranger|someone|adult) in a (?:car|van)\b|\boffer(?:s|ed)? (?:him|her|them) (?:money|sweets|candy|a lift|a ride|drugs|vapes)\b`,
        r`\b(?:new|expensive) (?:trainers|phones?|clothes|jewellery|jewelry|gifts)\b(?:.*\b(?:missing|can'?t explain|won'?t say|older)\b)`,
      ],
      es: [r`\bdesaparece (?:durante|por) dias\b|\bse escapa con\b|\bun hombre en un coche\b`],
      fr: [r`\bdisparait (?:pendant|des) jours\b|\bfuguer? avec\b|\bun homme en voiture\b`],
      de: [r`\btagelang verschwunden\b|\bmit ihm weglaufen\b|\bein mann im auto\b`],
      pt: [r`\bsome por dias\b|\bfugir com\b|\bum homem num carro\b`],
      it: [r`\bsparisce per giorni\b|\bscappare con\b|\bun uomo in macchina\b`],
    },
  },
  carerIncapable: {
    counts: "alone",
    patterns: {
      en: [
        r`\b(?:mum|mom|mother|dad|father|parents?|stepdad|stepmum|carer)s?(?: \S+){0,2} (?:drinks?|drunk|is drunk|gets drunk|high|uses drugs|takes drugs|passed out|passes out)\b`,
        r`\bhas to (?:make dinner|cook|look after|care for|feed|put) (?:for )?(?:his|her|their) (?:\S+ )?(?:little |younger |baby )?(?:brothers?|sisters?|siblings)\b`,
        r`\bno (?:heating|electricity|food|running water|water|beds?)(?: or \S+)?(?: \S+){0,2} (?:at|in the) (?:home|house|flat)\b|\bsleep(?:s|ing)? in (?:his|her|their) coat\b`,
      ],
      es: [r`\b(?:su madre|su padre) (?:bebe|se emborracha|se droga)\b`],
      fr: [r`\b(?:sa mere|son pere) (?:boit|se drogue)\b`],
      de: [r`\b(?:seine|ihre) (?:mutter|vater) (?:trinkt|ist betrunken)\b`],
      pt: [r`\b(?:a mae|o pai) (?:bebe|se droga)\b`],
      it: [r`\b(?:sua madre|suo padre) (?:beve|si droga)\b`],
    },
  },
  fearOfAdult: {
    counts: "alone",
    patterns: {
      en: [
        r`\b(?:screams?|cries|crying|panics?|freezes|hides|shakes|trembles|goes rigid)(?: \S+){0,3} when (?:his|her|their|my) (?:\S+ )?(?:uncle|dad|father|mum|mom|mother|stepdad|stepfather|stepmum|grandpa|grandad|grandfather|brother|cousin|babysitter|coach)\b`,
        r`\bstarted wetting (?:himself|herself|themselves|the bed)\b`,
      ],
      es: [r`\bgrita cuando (?:su|el) (?:tio|padre|padrastro)\b`],
      fr: [r`\bhurle quand son (?:oncle|pere|beau-pere)\b`],
      de: [r`\bschreit,? wenn (?:sein|ihr) (?:onkel|vater|stiefvater)\b`],
      pt: [r`\bgrita quando o (?:tio|pai|padrasto)\b`],
      it: [r`\burla quando (?:lo zio|il padre|il patrigno)\b`],
    },
  },
  neglect: {
    counts: "alone",
    patterns: {
      en: [
        r`\b(?:left|leaves|is|was|stays?) (?:alone|home alone|on (?:her|his|their) own)(?: \S+){0,5} (?:for days|overnight|all night|all weekend|at night|for (?:a |the )?(?:week|weekend))\b|\bhome alone\b|\balone at home\b`,
        r`\bnobody(?:'s| is)? (?:at )?home\b|\bno (?:one|adult|grown[- ]up) (?:is )?(?:at )?home\b|\bcomes? to school hungry\b|\bsteal\w* food\b|\bno food (?:in|at) (?:the )?(?:house|home)\b`,
        r`\b(?:wears|wearing|in) the same (?:dirty )?clothes\b|\b(?:dirty|filthy|unwashed|smelly) clothes\b|\blost a lot of weight\b|\bhead lice (?:that )?never\b`,
        r`\bnot (?:been )?(?:fed|collected|picked up)\b|\bkept (?:home|off school|out of school) to (?:do|look after|care|work|clean|mind)\b|\b(?:hasn'?t|has not) been (?:in|at|to) school for (?:a|two|three|four|several|many) (?:weeks|months?)\b|\bnappy rash\b|\b(?:hasn'?t|has not) been (?:changed|washed|bathed)\b|\blooks? after (?:her|his|their) (?:baby|little|younger) (?:brother|sister|siblings?)\b|\bsleeping (?:in (?:a|the|their) car|rough|on the streets?)\b|\b(?:has not|hasn'?t|did not|didn'?t) (?:come|been) home\b`,
      ],
      es: [
        r`\bcon hambre\b|\bno hay nadie en casa\b|\bsol[oa] en casa\b|\broba comida\b|\bla misma ropa\b|\bno hay comida\b`,
      ],
      fr: [
        r`\ble ventre vide\b|\ba faim tous les jours\b|\bpersonne (?:n'est )?a la maison\b|\bseule? a la maison\b|\bvole de la nourriture\b|\bles memes vetements\b`,
      ],
      de: [
        r`\bhungrig in die schule\b|\bjeden tag hungrig\b|\bniemand zu hause\b|\ballein zu hause\b|\b(?:klaut|stiehlt) essen\b|\bdieselbe kleidung\b`,
      ],
      pt: [r`\bcom fome\b|\bninguem em casa\b|\bsozinh[oa] em casa\b|\brouba comida\b|\ba mesma roupa\b`],
      it: [
        r`\ba scuola affamat\w*|\bnessuno a casa\b|\bda sol[oa] a casa\b|\bruba (?:il )?cibo\b|\bgli stessi vestiti\b`,
      ],
    },
  },
  fearOfHome: {
    counts: "alone",
    patterns: {
      en: [
        r`\b(?:scared|afraid|frightened|terrified) (?:to go|of going) back\b|\b(?:scared|afraid|frightened|terrified) (?:of|to go|of going|to sleep|of sleeping|to be)(?: \S+){0,2} (?:home|(?:his|her|their) (?:dad|father|mum|mom|mother|stepdad|stepfather|stepmum|stepmom|uncle|brother)|(?:at|in) (?:the )?(?:house|home))\b`,
      ],
      es: [r`\bmiedo (?:de|a) (?:su padre|su madre|su padrastro|volver a casa|ir a casa|dormir en casa)\b`],
      fr: [r`\bpeur de (?:son pere|sa mere|son beau-pere|rentrer|dormir a la maison)\b`],
      de: [r`\bangst vor (?:seinem|ihrem) (?:vater|stiefvater|mutter|onkel)\b|\bangst,? nach hause\b`],
      pt: [r`\bmedo (?:do pai|da mae|do padrasto|de voltar para casa|de dormir em casa|de ir para casa)\b`],
      it: [r`\bpaura (?:del padre|della madre|del patrigno|di tornare a casa|di dormire a casa)\b`],
    },
  },
  domesticViolence: {
    counts: "alone",
    patterns: {
      en: [
        r`\bpolice (?:were|was|came|come)(?: \S+){0,4} (?:house|home|flat)\b|\bwhat happens at home\b`,
        r`\b(?:dad|daddy|father|stepdad|stepfather|boyfriend|partner|he)(?: \S+){0,3} (?:hits|hit|beats|beat|beating|hurts|hurt|attacks|attacked|strangl\w+) (?:her|his|their|my)? ?(?:mum|mom|mother|mommy|mummy)\b`,
      ],
      es: [r`\b(?:pega|golpea) a (?:su|mi) madre\b|\bviolencia en casa\b`],
      fr: [r`\bfrappe sa mere\b|\bviolence a la maison\b`],
      de: [r`\bschlagt (?:seine|ihre) mutter\b`],
      pt: [r`\bbate (?:muito )?na mae\b`],
      it: [r`\bpicchia (?:la )?mamma\b`],
    },
  },
  domesticViolenceTopic: {
    counts: "alone",
    topical: true,
    patterns: {
      en: [r`\bdomestic (?:violence|abuse)\b`],
      es: [r`\bviolencia (?:domestica|de genero)\b`],
      fr: [r`\bviolences? conjugales?\b`],
      de: [r`\bhausliche gewalt\b`],
      pt: [r`\bviolencia domestica\b`],
      it: [r`\bviolenza domestica\b`],
    },
  },
  forcedMarriage: {
    counts: "alone",
    topical: true,
    patterns: {
      en: [
        r`\bengaged to (?:her|his|their) cousin\b|\bengaged to (?:an? )?(?:older )?man\b|\bforced (?:into )?marr\w*|\bmarried off\b|\b(?:to|get|be|being|getting) married (?:at|to|off)\b|\bmarry (?:a|an|his|her|some) (?:man|woman|older|stranger|cousin)\b|\b(?:go|goes|going|sent) (?:back )?(?:home )?to marry\b|\btook (?:her|his|their) passport\b`,
        r`\b(?:sent|taken|taking|sending|send|take) (?:her |him )?(?:back )?(?:home|abroad|overseas)(?: \S+){0,3} to (?:get |be )?marr\w*`,
      ],
      es: [r`\bmatrimonio forzado\b|\bcasar(?:la|lo|se)? a la fuerza\b|\bla van a casar\b`],
      fr: [r`\bmariee? de force\b|\bmariage force\b|\bla marier\b|\bva etre mariee?\b`],
      de: [r`\bzwangsheirat\w*|\bzwangsverheirat\w*|\bverheiratet werden\b`],
      pt: [r`\bcasamento forcado\b|\bcasar a forca\b|\bvai ser casada\b`],
      it: [r`\bmatrimonio forzato\b|\bla vogliono sposare\b|\bcostrett[ao] a sposarsi\b`],
    },
  },
  radicalisation: {
    counts: "alone",
    topical: true,
    patterns: {
      en: [
        r`\bradicali[sz]\w*|\bextremis\w*|\bterror(?:ist|ism)?\b|\bjihad\w*|\bneo-?nazi\w*|\bwhite (?:power|supremac\w*)|\bfar[- ]right\b|\brace war\b|\bgreat replacement\b`,
        r`\bdeserve to (?:be killed|die)\b|\bprepare for (?:a|the) (?:fight|war|holy war|attack)\b`,
      ],
      es: [r`\bradicaliz\w*|\bextremis\w*|\bterroris\w*|\byihad\w*`],
      fr: [r`\bradicalis\w*|\bextremis\w*|\bterroris\w*|\bdjihad\w*`],
      de: [r`\bradikalisier\w*|\bextremis\w*|\bterror\w*|\bdschihad\w*`],
      pt: [r`\bradicaliz\w*|\bextremis\w*|\bterroris\w*`],
      it: [r`\bradicalizz\w*|\bestremis\w*|\bterroris\w*`],
    },
  },
  abuseWords: {
    counts: "alone",
    topical: true,
    patterns: {
      en: [r`\babuse[ds]?\b|\babusing\b|\bneglect(?:ed|ing)?\b|\bgroom(?:ed|ing|er)\b|\bmaltreat\w*|\bmistreat\w*`],
      es: [r`\bmaltrat\w*|\babus\w*`],
      fr: [r`\bmaltrait\w*|\babus\w*`],
      de: [r`\bmisshandl\w*|\bmissbrauch\w*|\bvernachlassig\w*`],
      pt: [r`\bmaus-tratos\b|\bmaltrat\w*|\babus\w*|\bneglig\w*`],
      it: [r`\bmaltratt\w*|\babus[oi]\b|\btrascurat\w*`],
    },
  },
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
