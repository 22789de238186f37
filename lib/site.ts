/** The notice every answer and plan carries, on screen and in Word. */
export const AI_NOTICE = "AI interpretation, not the educator's own words";

/** The name the page shows for the built-in offline model, which links to what it can do and how to connect another. */
export const OFFLINE_MODEL_LABEL = "Built-in offline model";

/** Facts about Lyceum shown across the public site. */
export const site = {
  name: "Lyceum",
  tagline: "Co-create your classroom with the world's greatest educators.",
  description:
    "Lyceum helps teachers ask the world's greatest educators for advice and build lesson plans shaped by their philosophies.",
  contactEmail: "hello@lyceum.app",
  educatorRequestEmail: "educators@lyceum.app",
  careersEmail: "collaborate@lyceum.app",
  policiesUpdated: "May 21, 2025",
} as const;
