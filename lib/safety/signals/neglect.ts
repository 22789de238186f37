import type { SafeguardingSignal } from "../types";

const r = String.raw;

/** Neglect: a child left alone, hungry, unwashed, or with a carer unable to care. (see ../safeguarding-signals.ts for how signals count). */
export const neglectSignals: Record<string, SafeguardingSignal> = {
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
};
