/**
 * Markdown that is still arriving, made to render as it will once complete: a half-written `**bold`
 * shows bold, not its asterisks; a half-typed marker, link or code span shows as text, not as syntax.
 * For text that is still streaming, or stopped before its end (a cancelled answer): a finished text is
 * rendered as it is.
 */
export function completePartialMarkdown(text: string): string {
  // Inside an open code fence everything is code already: close the fence.
  if ((text.match(/^ {0,3}(```|~~~)/gm)?.length ?? 0) % 2 === 1) return `${text}\n\`\`\``;
  // Inline markers never span a blank line, so only the last block can be unfinished.
  const blockStart = text.lastIndexOf("\n\n") + 1;
  return text.slice(0, blockStart) + completeBlock(text.slice(blockStart));
}

function completeBlock(block: string) {
  const trimmed = block
    // A marker typed at the very end, with nothing after it yet, is not shown (balancing adds it back).
    .replace(/(\*{1,3}|~~?|`|\[)$/, "")
    // A last line of a marker alone is a list item, rule or heading underline in the making: an empty
    // bullet shows, and `-` or `=` under a line of text makes that line a heading.
    .replace(/(^|\n)[ \t]*([-+*=]+|\d+[.)])[ \t]*$/, "$1")
    // An unfinished link shows as its label: `[label](https://exa` and `[label`.
    .replace(/\[([^\]\n]*)\]\([^)\n]*$/, "$1")
    .replace(/\[([^\]\n]*)$/, "$1")
    // Trailing spaces would stop a closing marker from closing.
    .replace(/[ \t]+$/, "");
  if ((trimmed.match(/`/g)?.length ?? 0) % 2 === 1) return `${trimmed}\``;

  const plain = trimmed.replace(/`[^`]*`/g, (span) => " ".repeat(span.length));
  const open: string[] = [];
  for (const match of plain.matchAll(/\*\*|\*|~~/g)) {
    const marker = match[0];
    const before = plain.slice(0, match.index);
    const after = plain[match.index + marker.length] ?? "";
    if (open.at(-1) === marker) {
      open.pop();
      continue;
    }
    const listBullet = marker === "*" && /(^|\n)[ \t]*$/.test(before) && /\s/.test(after);
    // An opener must be followed by text ("5 * 3" is no emphasis).
    if (listBullet || /\s/.test(after)) continue;
    open.push(marker);
  }
  return trimmed + open.reverse().join("");
}
