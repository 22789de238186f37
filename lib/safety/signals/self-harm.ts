import type { SafeguardingSignal } from "../types";

const r = String.raw;

/** A child who may harm themselves: suicidal intent, self-harm, goodbye messages. (see ../safeguarding-signals.ts for how signals count). */
export const selfHarmSignals: Record<string, SafeguardingSignal> = {
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
};
