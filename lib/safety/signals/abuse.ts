import type { SafeguardingSignal } from "../types";

const r = String.raw;

/** Harm done to a child: by an adult, cruelty, injuries, sexual abuse, violence at home, fear of an adult. (see ../safeguarding-signals.ts for how signals count). */
export const abuseSignals: Record<string, SafeguardingSignal> = {
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
