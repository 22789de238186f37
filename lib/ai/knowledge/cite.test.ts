import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { escapeRegExp } from "@/lib/text";
import { displayTitle, findWork, sourceForPrompt, sourceInVoice, workDate } from "./cite";

const educator = (slug: string) => {
  const found = educators.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};
const cite = (slug: string, title: string) => {
  const work = findWork(educator(slug), title);
  if (!work) throw new Error(title);
  return { voice: sourceInVoice(educator(slug), work), prompt: sourceForPrompt(educator(slug), work) };
};

describe("citations", () => {
  it("cites a work published in the educator's lifetime as their own, with its year", () => {
    expect(cite("john-dewey", "Democracy and Education").voice).toBe("*Democracy and Education* (1916)");
    expect(cite("john-dewey", "Democracy and Education").prompt).toBe("Democracy and Education (1916)");
  });

  it("cites a posthumous collection as published after the death, never as written by the educator then", () => {
    expect(cite("lev-vygotsky", "Mind in Society").voice).toBe("*Mind in Society*, published after my death (1978)");
    expect(cite("lev-vygotsky", "Mind in Society").prompt).toContain("published after Lev Vygotsky's death");
    expect(cite("friedrich-froebel", "Pedagogics of the Kindergarten").voice).toContain(
      "published after my death (1861)",
    );
    expect(cite("charlotte-mason", "Towards a Philosophy of Education").voice).toContain(
      "published after my death (1925)",
    );
  });

  it("cites Plato as the author of the dialogues that record Socrates", () => {
    expect(cite("socrates", "Plato, Meno").voice).toBe("the *Meno*, as Plato records it (c. 385 BCE)");
    expect(cite("socrates", "Plato, Meno").prompt).toContain("written by Plato, who records Socrates");
  });

  it("cites the Analects as compiled by Confucius's followers after 479 BCE, with no single year", () => {
    const analects = cite("confucius", "The Analects (Lunyu)");
    expect(analects.voice).toBe("*The Analects (Lunyu)*, compiled by my followers after 479 BCE");
    expect(analects.prompt).toContain("compiled by Confucius's followers, not written by Confucius");
  });

  it("cites an edited collection by its editors", () => {
    const work = findWork(
      educator("loris-malaguzzi"),
      "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
    );
    expect(work && displayTitle(work)).toBe("The Hundred Languages of Children");
    const number = findWork(educator("jean-piaget"), "The Child's Conception of Number (with Alina Szeminska)");
    expect(number && sourceInVoice(educator("jean-piaget"), number)).toBe(
      "*The Child's Conception of Number* (with Alina Szeminska, 1941)",
    );
    const method = findWork(educator("maria-montessori"), "The Montessori Method (Italian original)");
    expect(method && sourceInVoice(educator("maria-montessori"), method)).toBe("*The Montessori Method* (1909)");
    expect(work && sourceInVoice(educator("loris-malaguzzi"), work)).toContain(
      "compiled by Carolyn Edwards, Lella Gandini and George Forman (1993)",
    );
  });

  it.each(educators.map((each) => [each.name, each] as const))(
    "%s: no work from after the death, or by other hands, is cited as the educator's own",
    (_, each) => {
      for (const work of each.knowledge.works) {
        const voice = sourceInVoice(each, work);
        const late = each.died !== null && (work.year > each.died || work.after === true);
        if (late || work.published) expect(voice, work.title).toMatch(/after my death|records it|compiled by/);
        // A co-author or a lecture named in the entry is said beside the date, outside the italics.
        else
          expect(voice, work.title).toMatch(
            new RegExp(
              `^\\*${escapeRegExp(displayTitle(work))}\\* \\((?:(?:with|lecture) [^)]*, )?${workDate(work)}\\)$`,
            ),
          );
      }
    },
  );
});
