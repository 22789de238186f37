import type { EducatorNotes } from "../note-types";
import { notes as aSNeill } from "./a-s-neill";
import { notes as bellHooks } from "./bell-hooks";
import { notes as benjaminBloom } from "./benjamin-bloom";
import { notes as carolDweck } from "./carol-dweck";
import { notes as charlotteMason } from "./charlotte-mason";
import { notes as confucius } from "./confucius";
import { notes as friedrichFroebel } from "./friedrich-froebel";
import { notes as howardGardner } from "./howard-gardner";
import { notes as ibnKhaldun } from "./ibn-khaldun";
import { notes as janAmosComenius } from "./jan-amos-comenius";
import { notes as jeanJacquesRousseau } from "./jean-jacques-rousseau";
import { notes as jeanPiaget } from "./jean-piaget";
import { notes as jeromeBruner } from "./jerome-bruner";
import { notes as johannHeinrichPestalozzi } from "./johann-heinrich-pestalozzi";
import { notes as johnDewey } from "./john-dewey";
import { notes as juliusNyerere } from "./julius-nyerere";
import { notes as kenRobinson } from "./ken-robinson";
import { notes as levVygotsky } from "./lev-vygotsky";
import { notes as lorisMalaguzzi } from "./loris-malaguzzi";
import { notes as mariaMontessori } from "./maria-montessori";
import { notes as maryMcleodBethune } from "./mary-mcleod-bethune";
import { notes as nelNoddings } from "./nel-noddings";
import { notes as pauloFreire } from "./paulo-freire";
import { notes as plato } from "./plato";
import { notes as rabindranathTagore } from "./rabindranath-tagore";
import { notes as rudolfSteiner } from "./rudolf-steiner";
import { notes as socrates } from "./socrates";
import { notes as sugataMitra } from "./sugata-mitra";
import { notes as sylviaAshtonWarner } from "./sylvia-ashton-warner";
import { notes as wEBDuBois } from "./w-e-b-du-bois";

/** Every educator's notes, by slug: the one place that lists the note files. */
export const notesBySlug: Partial<Record<string, EducatorNotes>> = {
  "maria-montessori": mariaMontessori,
  "john-dewey": johnDewey,
  "paulo-freire": pauloFreire,
  "lev-vygotsky": levVygotsky,
  confucius: confucius,
  "bell-hooks": bellHooks,
  socrates: socrates,
  "jean-piaget": jeanPiaget,
  plato: plato,
  "jean-jacques-rousseau": jeanJacquesRousseau,
  "howard-gardner": howardGardner,
  "benjamin-bloom": benjaminBloom,
  "carol-dweck": carolDweck,
  "jerome-bruner": jeromeBruner,
  "ken-robinson": kenRobinson,
  "rudolf-steiner": rudolfSteiner,
  "loris-malaguzzi": lorisMalaguzzi,
  "friedrich-froebel": friedrichFroebel,
  "johann-heinrich-pestalozzi": johannHeinrichPestalozzi,
  "rabindranath-tagore": rabindranathTagore,
  "w-e-b-du-bois": wEBDuBois,
  "mary-mcleod-bethune": maryMcleodBethune,
  "charlotte-mason": charlotteMason,
  "a-s-neill": aSNeill,
  "nel-noddings": nelNoddings,
  "jan-amos-comenius": janAmosComenius,
  "sugata-mitra": sugataMitra,
  "ibn-khaldun": ibnKhaldun,
  "julius-nyerere": juliusNyerere,
  "sylvia-ashton-warner": sylviaAshtonWarner,
};
