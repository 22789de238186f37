/**
 * Reading the grade systems of db/data/grade-systems.ts: the labels a system lists (the lesson form's
 * Grade Level), which the server accepts, and the US grade each is read as for the models and checks.
 */
import { GRADE_SYSTEMS, type GradeLabel, type GradeSystem, type GradeSystemId } from "@/db/data/grade-systems";

export type { GradeLabel, GradeSystem, GradeSystemId };
export { GRADE_SYSTEMS };

export const DEFAULT_GRADE_SYSTEM: GradeSystemId = "us";
export const GRADE_SYSTEM_IDS = GRADE_SYSTEMS.map((system) => system.id) as [GradeSystemId, ...GradeSystemId[]];
/** What a visitor's browser remembers the chosen system under. */
export const GRADE_SYSTEM_STORAGE_KEY = "lyceum_grade_system";

export function isGradeSystemId(value: unknown): value is GradeSystemId {
  return GRADE_SYSTEM_IDS.includes(value as GradeSystemId);
}

export function gradeSystem(id: GradeSystemId): GradeSystem {
  return GRADE_SYSTEMS.find((system) => system.id === id) ?? (GRADE_SYSTEMS[0] as GradeSystem);
}

const labelsOf = (system: GradeSystem) => system.groups.flatMap((group) => group.labels);

/** A system's labels in school order. */
export function gradeLabels(id: GradeSystemId) {
  return labelsOf(gradeSystem(id)).map((grade) => grade.label);
}

/** A US grade as the US system names it: Kindergarten for the early years, Higher Education past Grade 12. */
function usGradeLabel(grade: number) {
  return grade <= 0 ? "Kindergarten" : grade > 12 ? "Higher Education" : `Grade ${grade}`;
}

/** A teacher's label read in its system: the US grade it is read as (`usGrade`, `usLabel`) for the models and checks. */
export type ResolvedGrade = GradeLabel & { system: GradeSystem; usGrade: number; usLabel: string };

/**
 * A grade label in the given system, or (without one) in the first system that has it: "Year 4" alone is
 * England and Wales' (US Grade 3), Australia's Year 4 is US Grade 4. Undefined for a label no system has.
 */
export function resolveGrade(label: string, systemId?: GradeSystemId): ResolvedGrade | undefined {
  for (const system of systemId ? [gradeSystem(systemId)] : GRADE_SYSTEMS) {
    const found = labelsOf(system).find((grade) => grade.label === label);
    if (!found) continue;
    const usGrade = Math.ceil((found.grades[0] + found.grades[1]) / 2);
    return { ...found, system, usGrade, usLabel: usGradeLabel(usGrade) };
  }
  return undefined;
}

/** The label of a system's single school year nearest to a US grade: what a chosen grade becomes in another system. */
export function labelForGrade(systemId: GradeSystemId, usGrade: number) {
  const years = labelsOf(gradeSystem(systemId)).filter((grade) => grade.grades[0] === grade.grades[1]);
  const distance = (grade: GradeLabel) => Math.abs(grade.grades[0] - usGrade);
  return years.reduce((best, grade) => (distance(grade) < distance(best) ? grade : best)).label;
}

/** The grade a teacher chose, as another system names it: the nearest single school year; "" when none was chosen. */
export function gradeIn(systemId: GradeSystemId, label: string, from?: GradeSystemId) {
  const grade = label ? resolveGrade(label, from) : undefined;
  return grade ? labelForGrade(systemId, grade.usGrade) : "";
}

/** A US grade as a sentence names it: "Pre-K" before Kindergarten. */
const usName = (grade: number) => (grade < 0 ? "Pre-K" : usGradeLabel(grade));

/**
 * A grade level as a connected model is told it: a US grade (or a text no system has) as the teacher chose it; any other
 * with its system, its ages and the US grades it matches, and the words the plan calls it by
 * ("Year 4 (England and Wales: ages 8–9, US Grade 3; call it "Year 4" in the plan)").
 */
export function describeGrade(label: string, system?: GradeSystemId) {
  const grade = resolveGrade(label, system);
  if (!grade || grade.system.id === "us" || grade.usGrade > 12) return label;
  const [from, to] = grade.grades;
  const us = from === to ? usName(from) : `${usName(from)} to ${usName(to)}`;
  const where = grade.system.id === "age" ? "" : `${grade.system.name}: `;
  return `${grade.label} (${where}ages ${from + 5}–${to + 6}, US ${us}; call it "${grade.label}" in the plan)`;
}
