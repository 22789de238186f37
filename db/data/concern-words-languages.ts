import "server-only";
import type { Concern } from "./note-types";

/** The languages, other than English, whose questions the router reads in their own words. */
export const CONCERN_LANGUAGES = ["fr", "es", "de", "pt", "it", "nl"] as const;
export type ConcernLanguage = (typeof CONCERN_LANGUAGES)[number];

/**
 * How teachers put each concern into words in French, Spanish, German, Portuguese, Italian and Dutch:
 * indexed beside CONCERN_WORDS (English), and read only for a question in that language (or one the
 * screening step could not tell between two close languages), so that "lecture" is reading in French
 * and never a university lecture in English. Accents are optional (the index reads words without
 * them). Only words that mean the concern in any question: a language's everyday words for a pupil, a
 * class or a school are in FUNCTION_WORDS below, not here. Adding a word is adding it here, no code.
 */
export const CONCERN_WORDS_IN: Record<ConcernLanguage, Record<Concern, string>> = {
  fr: {
    behaviour:
      "comportement discipline indiscipline bavardage bavardages bavarde bavardent bruit bruyant bruyante bruyants chahut chahutent insolent insolence impoli impolitesse sanction sanctions punition punitions punir agressif agressive violence bagarre bagarres frappe frapper mord mordre harcelement perturbe perturbateur perturbatrice perturbent derange calme autorite triche tricher insulte insultes regles concentrer concentre concentration attention",
    motivation:
      "motivation motiver motive demotive demotives ennui ennuient ennuie interet interesser curiosite effort efforts abandonne decrochage decroche perseverance echec echecs erreur erreurs encourager engagement paresseux flemme",
    literacy:
      "lecture lectures lire lisent lecteur lecteurs lectrice livre livres ecriture ecrire orthographe dictee vocabulaire comprehension roman romans conte contes alphabet syllabes redaction bibliotheque",
    mathematics:
      "mathematiques maths calcul calculer nombres chiffres fractions geometrie algebre multiplication division soustraction addition equations numeration aire aires perimetre perimetres mesure mesures grandeurs",
    science:
      "sciences scientifique experience experiences experimentation nature plantes jardin biologie chimie physique hypothese observation observer environnement",
    assessment:
      "evaluation evaluer evaluations notes noter notation controle controles examen examens interrogation bulletin correction corriger retroaction competences",
    homework: "devoirs",
    inclusion:
      "inclusion handicap handicape autisme autiste dyslexie dyslexique tdah differenciation differencier besoins particuliers ulis aesh precoce surdoue difficultes",
    multilingual: "allophone allophones bilingue bilinguisme fle migrants migrant refugies refugie etrangers arrivants",
    discussion:
      "discussion debat debats groupe groupes cooperation collaboration oral participation participer timide timides echanger conversation",
    questioning: "questionnement questions socratique reponses coeur memoriser",
    "early-years": "jeu jeux jouer routines routine separation pleure pleurer doudou",
    adolescents: "adolescent adolescents adolescence ado ados puberte identite amis amitie copains pairs",
    arts: "art arts artistique creativite creatif musique chant chanter dessin dessiner peinture theatre danse poesie imagination",
    technology:
      "numerique ecrans ecran telephone telephones portable portables tablettes ordinateurs internet intelligence artificielle chatgpt ia reseaux video",
    families: "parents famille familles parent reunion communaute plainte",
    planning:
      "programme programmes progression sequence sequences preparation preparer planifier planification curriculum objectifs",
    wellbeing: "epuise epuisee epuisement fatigue fatiguee stress stresse burnout surmene demission demissionner",
  },
  es: {
    behaviour:
      "comportamiento conducta disciplina disruptivo disruptiva ruido ruidoso ruidosos alboroto gritan gritar insolente respeto normas reglas castigo castigos sancion sanciones pelea peleas pegar muerde morder acoso agresivo agresiva desafiante manejo charlan interrumpen interrumpir concentrarse concentra concentracion atencion",
    motivation:
      "motivacion motivar motivado desmotivado desmotivados aburrido aburridos aburren aburrimiento interes curiosidad esfuerzo abandona fracaso errores perseverancia apatia ganas",
    literacy:
      "lectura leer lean lea leen lector lectores libro libros escritura escribir ortografia dictado vocabulario comprension novela novelas cuentos biblioteca redaccion",
    mathematics:
      "matematicas mates calculo numeros fracciones geometria algebra multiplicacion division resta suma tablas ecuaciones perimetro perimetros",
    science:
      "ciencias ciencia cientifico experimento experimentos naturaleza plantas huerto biologia quimica fisica hipotesis observacion",
    assessment:
      "evaluacion evaluar evaluo evalua evaluan evaluamos evaluaciones notas calificar calificacion calificaciones examen examenes prueba pruebas corregir correccion retroalimentacion boletin",
    homework: "deberes",
    inclusion:
      "inclusion discapacidad autismo autista dislexia dislexico tdah diversidad adaptacion adaptaciones adapto adaptar necesidades especiales nee superdotado",
    multilingual:
      "bilingue inmigrante inmigrantes migrantes refugiado refugiados idioma idiomas lengua extranjeros recien llegados llegado hablan habla espanol",
    discussion:
      "debate debates discusion cooperativo colaborativo dialogo conversacion participacion participar timido timida",
    questioning: "preguntas preguntar socratico respuestas memorizar",
    "early-years": "juego juegos jugar rutinas rutina separacion llora llorar",
    adolescents: "adolescente adolescentes adolescencia pubertad identidad amigos amistades",
    arts: "arte artes artistica creatividad creativo musica canto dibujo dibujar pintura teatro danza poesia imaginacion",
    technology:
      "tecnologia pantallas pantalla movil moviles celular celulares tabletas ordenadores computadoras internet inteligencia artificial chatgpt ia redes videojuegos digital",
    families: "padres familias familia madres comunidad reunion quejas queja",
    planning: "programacion planificacion planificar curriculo curriculum didactica temario secuencia objetivos",
    wellbeing: "agotado agotada agotamiento cansado cansada estres estresado estresada burnout desgaste renunciar",
  },
  de: {
    behaviour:
      "verhalten disziplin storung storen stort storer laut unruhe unruhig regeln strafe strafen konsequenzen respekt frech respektlos schlagt schlagen beisst beissen mobbing gemobbt streit streiten aggressiv klassenfuhrung schwatzen quatschen konzentrieren konzentriert konzentration aufmerksamkeit",
    motivation:
      "motivation motivieren motiviert unmotiviert langeweile langweilig interesse neugier anstrengung aufgeben lust fehler misserfolg durchhalten",
    literacy:
      "lesen leser bucher buch schreiben rechtschreibung diktat wortschatz leseverstandnis textverstandnis roman geschichten bibliothek aufsatz lesekompetenz",
    mathematics:
      "mathe mathematik rechnen rechenaufgaben zahlen bruche bruchrechnung geometrie algebra multiplikation einmaleins division subtraktion addition gleichungen zehnerubergang flacheninhalt",
    science:
      "naturwissenschaften naturwissenschaft sachunterricht experiment experimente versuch versuche natur pflanzen garten biologie chemie physik hypothese beobachten beobachtung naturbeobachtung naturbeobachtungen draussen schulhof",
    assessment:
      "bewertung bewerten noten benotung prufung prufungen klassenarbeit klausur klausuren ruckmeldung feedback zeugnis korrigieren korrektur leistungsbeurteilung",
    homework: "hausaufgaben hausaufgabe",
    inclusion:
      "inklusion behinderung autismus autist autistisch legasthenie lrs adhs ads forderbedarf differenzierung differenzieren hochbegabt hochbegabte heterogenitat",
    multilingual:
      "mehrsprachig mehrsprachigkeit zweisprachig daz zweitsprache gefluchtete fluchtlinge migration migrationshintergrund muttersprache seiteneinsteiger",
    discussion:
      "diskussion diskutieren debatte gruppenarbeit gruppe gruppen zusammenarbeit kooperation gesprach gesprachskreis partnerarbeit beteiligung mitarbeit schuchtern",
    questioning: "fragetechnik sokratisch auswendig auswendiglernen nachfragen",
    "early-years": "spiel spielen freispiel rollenspiel eingewohnung trennung weint routinen",
    adolescents: "jugendliche jugendlichen pubertat teenager identitat freunde freundschaft gleichaltrige",
    arts: "kunst kreativitat kreativ musik singen lied lieder malen zeichnen theater tanz gedichte fantasie",
    technology:
      "digital digitale bildschirm bildschirme handy handys smartphone tablet tablets computer internet ki chatgpt medien videospiele",
    families: "eltern familie familien elternabend elterngesprach gemeinschaft beschwerde mutter vater",
    planning: "planung planen unterrichtsplanung lehrplan curriculum unterrichtseinheit stoffverteilung lernziele",
    wellbeing: "erschopft erschopfung mude stress gestresst burnout belastung uberlastet kundigen",
  },
  pt: {
    behaviour:
      "comportamento disciplina indisciplina bagunca barulho barulhento desrespeito respeito regras castigo castigos punicao sancoes briga brigas bater morde morder bullying agressivo agressiva desafiador",
    motivation:
      "motivacao motivar motivado desmotivado desmotivados entediado tedio interesse curiosidade esforco desiste desistem fracasso erros perseveranca vontade",
    literacy:
      "leitura ler leitor leitores livro livros escrita escrever ortografia ditado vocabulario compreensao romance historias biblioteca redacao alfabetizacao",
    mathematics:
      "matematica contas numeros fracoes geometria algebra multiplicacao divisao subtracao adicao tabuada equacoes calculo perimetro perimetros",
    science:
      "ciencias ciencia cientifico experiencia experiencias experimento experimentos natureza plantas horta biologia quimica fisica hipotese observacao",
    assessment:
      "avaliacao avaliar avaliacoes notas nota classificar prova provas exame exames teste testes corrigir correcao feedback boletim",
    homework: "tpc dever deveres",
    inclusion:
      "inclusao deficiencia autismo autista dislexia dislexico tdah diferenciacao necessidades especiais nee superdotado adaptar adaptacao",
    multilingual: "bilingue imigrante imigrantes refugiado refugiados estrangeiro estrangeiros idioma",
    discussion:
      "debate debates discussao grupo grupos cooperacao colaboracao dialogo conversa participacao participar timido timida",
    questioning: "perguntas perguntar socratico respostas decorar memorizar",
    "early-years": "jogo jogos brincar brincadeira brincadeiras rotina rotinas separacao chora chorar",
    adolescents: "adolescente adolescentes adolescencia puberdade identidade amigos amizades",
    arts: "arte artes criatividade criativo musica cantar desenho desenhar pintura teatro danca poesia imaginacao",
    technology:
      "tecnologia telas tela telemovel telemoveis celular celulares tablets computadores internet inteligencia artificial chatgpt ia redes videojogos videogames digital",
    families: "pais familia familias maes comunidade reuniao queixa reclamacao encarregados",
    planning: "planejamento planeamento planejar planear curriculo programacao sequencia objetivos",
    wellbeing: "esgotado esgotada esgotamento cansado cansada estresse stress burnout exausto exausta desistir",
  },
  it: {
    behaviour:
      "comportamento disciplina indisciplina rumore rumorosi rumorosa chiasso caos regole punizione punizioni sanzioni rispetto maleducato litigi litigano picchia morde bullismo aggressivo provocatorio",
    motivation:
      "motivazione motivare motivato demotivato demotivati annoiati noia interesse curiosita impegno sforzo arrende fallimento errori perseveranza voglia",
    literacy:
      "lettura leggere lettore lettori libro libri scrittura scrivere ortografia dettato vocabolario comprensione romanzo racconti storie biblioteca",
    mathematics:
      "matematica calcolo numeri frazioni geometria algebra moltiplicazione divisione sottrazione addizione tabelline equazioni perimetro perimetri",
    science:
      "scienze scienza scientifico esperimento esperimenti natura piante orto biologia chimica fisica ipotesi osservazione",
    assessment:
      "valutazione valutare valutazioni voti voto verifica verifiche interrogazione interrogazioni esame esami correggere correzione feedback pagella",
    homework: "compiti",
    inclusion:
      "inclusione disabilita autismo autistico dislessia dislessico dsa bes adhd sostegno differenziare individualizzato pei plusdotato",
    multilingual: "bilingue stranieri straniero immigrati immigrato rifugiati madrelingua",
    discussion:
      "discussione dibattito dibattiti gruppo gruppi cooperativo collaborazione dialogo conversazione partecipazione partecipare timido timida",
    questioning: "domande domandare socratico risposte memorizzare mnemonico",
    "early-years": "gioco giochi giocare routine separazione piange piangere",
    adolescents: "adolescente adolescenti adolescenza puberta identita amici amicizie",
    arts: "arte artistica creativita creativo musica canto cantare disegno disegnare pittura teatro danza poesia immaginazione",
    technology:
      "tecnologia schermi schermo cellulare cellulari telefonino smartphone tablet computer internet intelligenza artificiale chatgpt ia social videogiochi digitale",
    families: "genitori famiglia famiglie comunita colloquio colloqui lamentele reclamo mamme papa",
    planning: "programmazione pianificazione pianificare curricolo curriculum didattica progettazione obiettivi",
    wellbeing: "esausto esausta esaurimento stanco stanca stress stressato stressata burnout sovraccarico",
  },
  nl: {
    behaviour:
      "gedrag discipline orde onrust onrustig lawaai regels straf straffen consequenties respect brutaal pesten gepest ruzie slaat bijt agressief klassenmanagement",
    motivation:
      "motivatie motiveren gemotiveerd ongemotiveerd verveling verveeld vervelen interesse nieuwsgierigheid inzet opgeven fouten doorzetten zin",
    literacy:
      "lezen lezer lezers boek boeken schrijven spelling dictee woordenschat begrijpend leesbegrip verhalen bibliotheek",
    mathematics:
      "wiskunde rekenen sommen getallen breuken meetkunde algebra vermenigvuldigen tafels vergelijkingen omtrek oppervlakte",
    science:
      "natuurkunde wetenschap natuur planten moestuin biologie scheikunde experiment experimenten proefjes hypothese onderzoekend",
    assessment: "toetsen toets beoordelen beoordeling cijfers cijfer examen examens feedback rapport nakijken",
    homework: "huiswerk",
    inclusion:
      "inclusie handicap beperking autisme autistisch dyslexie adhd differentiatie differentieren zorgleerling hoogbegaafd",
    multilingual: "meertalig tweetalig nieuwkomers nieuwkomer vluchtelingen anderstalig moedertaal nt2",
    discussion:
      "discussie debat groepswerk groep groepjes samenwerken samenwerking gesprek kringgesprek participatie verlegen",
    questioning: "vraagstelling socratisch doorvragen stampen",
    "early-years": "spel spelen routine afscheid huilt huilen",
    adolescents: "puber pubers puberteit tieners identiteit vrienden vriendschap",
    arts: "kunst creativiteit creatief muziek zingen tekenen schilderen toneel drama dans poezie fantasie",
    technology:
      "digitaal scherm schermen telefoon telefoons mobiel smartphone tablet computers internet ai chatgpt media games",
    families: "ouders ouder familie gezin gezinnen gemeenschap oudergesprek klacht",
    planning: "planning plannen lesplan leerplan curriculum lessenreeks leerdoelen jaarplanning",
    wellbeing: "uitgeput vermoeid moe stress gestrest burnout werkdruk overbelast",
  },
};

/**
 * Each language's everyday words that say nothing of a concern (articles, pronouns, "pupil", "class",
 * "school", "how", "should I"): dropped from a question in that language before it is read, as the
 * English ones are (terms.ts). Kept per language, so that German "die" never drops an English word.
 */
export const FUNCTION_WORDS: Record<ConcernLanguage, string> = {
  fr: "le la les l un une des de du d et ou en a au aux ce ces cet cette mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs je j tu il elle on nous vous ils elles me m te t se s qui que qu quoi dont ou est sont etre avoir ai as avons avez ont fait faire pour par avec sans dans sur sous chez plus moins tres trop pas ne n y comment pourquoi quand quel quelle quels quelles dois doit peux peut puis veux veut voudrait eleve eleves enfant enfants classe cours professeur prof enseignant enseignante ecole lecon cm1 cm2 ce1 ce2 cp 6e 5e 4e 3e",
  es: "el la los las un una unos unas de del y o en a al con sin por para que como cuando es son ser estar esta estan hay mi mis tu tus su sus nuestro nuestra yo el ella nosotros ellos ellas me te se le les lo no si muy mas menos pero debo deberia puedo puede quiero alumno alumna alumnos alumnas nino nina ninos ninas clase clases clases profesor profesora maestro maestra escuela colegio aula primaria secundaria eso",
  de: "der die das den dem des ein eine einen einem einer und oder in im an am auf aus mit ohne fur von zu zum zur bei nach ist sind sein haben hat habe ich du er sie es wir ihr mein meine meinen meiner dein unser nicht kein keine sehr mehr wie was wann warum soll sollte kann muss will bringe schuler schulerin schulerinnen kinder kind klasse klassen unterricht lehrer lehrerin schule grundschule",
  pt: "o a os as um uma uns umas de do da dos das e ou em no na nos nas ao aos com sem por para que como quando e sao ser estar esta estao tem meu minha meus minhas seu sua seus suas eu ele ela nos eles elas me te se lhe nao sim muito mais menos mas devo posso pode quero aluno aluna alunos alunas crianca criancas turma sala aula aulas professor professora escola ano",
  it: "il lo la i gli le un uno una di del della dei degli delle e o in nel nella con senza per che come quando sono essere stare ha ho mio mia miei mie tuo suo sua io lui lei noi loro mi ti si non molto piu meno ma devo posso puo voglio alunno alunna alunni alunne bambino bambina bambini bambine classe classi scuola insegnante maestra maestro lezione media terza",
  nl: "de het een en of in op aan met zonder voor van naar bij uit is zijn hebben heeft heb ik je jij hij zij wij we mijn onze niet geen heel meer hoe wat wanneer waarom moet kan wil leerling leerlingen kind kinderen klas school les leraar juf meester tweede",
};
