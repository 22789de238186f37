import { describe, expect, it } from "vitest";
import { topicNotesFor } from "./topic-notes";

describe("the topic library's notes on what a teacher asks", () => {
  it("finds a topic the question names by its title or an alias", () => {
    expect(topicNotesFor("How do I teach place value so it sticks with Year 3?")?.title).toBe("Place value");
    expect(topicNotesFor("My Year 10 class is bored by the periodic table.")?.title).toBe("The periodic table");
  });

  it("finds a topic by its keyword only when the keyword is the whole of what is asked about", () => {
    expect(topicNotesFor("density")?.definition?.term).toBe("density");
    expect(topicNotesFor("How can I give my class of 34 more independence in maths?")).toBeUndefined();
    expect(topicNotesFor("A girl in my tutor group sits alone at lunch.")).toBeUndefined();
  });

  it("meets a belief of the students' age", () => {
    const notes = topicNotesFor("the periodic table", "secondary");
    expect(notes?.belief).toBeDefined();
    expect(notes?.demonstration).toBeDefined();
  });
});
