import { languageNames } from "@/lib/safety/replies";

/**
 * Wraps the teacher's text in `<tag>` … `</tag>`. Every tag-like sequence inside it (`</QUESTION>`,
 * `< / Request >`, `<system>`, in any letter case or spacing) has its angle brackets replaced by ‹ ›,
 * so no text the teacher types can close the fence or pass for one of our own tags.
 */
export function fence(tag: string, text: string) {
  const neutral = text.replace(/<(\s*\/?\s*[a-z][\w-]*(?:\s[^<>]*)?)>/gi, "‹$1›");
  return `<${tag}>\n${neutral}\n</${tag}>`;
}

/** The prompt's sentence about the language to write in (ISO 639-1; `und` when unclear). */
export function languageRule(language: string) {
  const name = languageNames[language];
  if (!name) return "Write in the language the teacher wrote in, even though these instructions are in English.";
  if (name === "English") return "Write in English, the language the teacher wrote in.";
  return `Write in ${name}, the language the teacher wrote in, even though these instructions are in English.`;
}
