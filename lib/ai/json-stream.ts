import { storableText } from "./model-text";

type Container = Record<string, unknown> | unknown[];

/** A string value still arriving: its text so far, and where it will stand once complete. */
export type OpenString = { parent: object; key: string | undefined; text: string };
type Frame = { value: Container; key: string | undefined; expect: "key" | "colon" | "value" | "comma" };

const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);
const ESCAPES: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };
const LITERALS: Record<string, unknown> = { true: true, false: false, null: null };
/** A JSON number, as the grammar allows it (no hex, leading zeros or bare dots). */
const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?$/;
/** A property as JSON.parse makes it, even for a key such as `__proto__`. */
const OWN = (value: unknown) => ({ value, writable: true, enumerable: true, configurable: true });

/**
 * An incremental JSON parser for a model's streamed answer: push the pieces as they come and read the
 * value built so far. A string, number or literal joins its parent only once it is complete, and a
 * container is marked closed when its closing bracket arrives, so whatever `isClosed` says is final
 * will not change (a key given twice is refused, so nothing complete is overwritten). Each character is
 * read once: the work is linear in the answer, however often the partial value is read. Text after the
 * value's end is ignored. Throws on text that is not JSON (the caller treats it as an invalid answer).
 */
export class JsonStream {
  root: unknown;
  private stack: Frame[] = [];
  private closedContainers = new WeakSet<object>();
  private string: string | null = null;
  private stringIsKey = false;
  private escape: string | null = null;
  private literal = "";
  private started = false;
  /** True when something has been completed since `changed` was last set to false by the reader. */
  changed = false;

  /** Whether a value read from the partial tree is complete: a primitive always is, a container once closed. */
  isClosed(value: unknown): boolean {
    if (value === undefined) return false;
    if (value === null || typeof value !== "object") return true;
    return this.closedContainers.has(value);
  }

  /** The string value being written now, with the container and key it will join (undefined between values). */
  openString(): OpenString | undefined {
    const frame = this.stack.at(-1);
    if (this.string === null || this.stringIsKey || !frame) return undefined;
    return { parent: frame.value, key: Array.isArray(frame.value) ? undefined : frame.key, text: this.string };
  }

  get complete() {
    return this.started && this.stack.length === 0 && this.string === null && this.literal === "";
  }

  push(text: string) {
    let index = 0;
    while (index < text.length && !this.complete) {
      if (this.string !== null) {
        index = this.readString(text, index);
        continue;
      }
      const char = text[index] as string;
      if (this.literal && !/[-+.\w]/.test(char)) this.endLiteral();
      if (/[-+.\w]/.test(char)) {
        if (!this.literal) this.expectValue(char);
        this.literal += char;
      } else if (!WHITESPACE.has(char)) this.punctuation(char);
      index += 1;
    }
  }

  /** Ends the answer: a number or literal at the very end is complete; anything unfinished throws. */
  end() {
    if (this.literal) this.endLiteral();
    if (!this.complete) throw new SyntaxError("the JSON answer ended before it was complete");
    return this.root;
  }

  private fail(what: string): never {
    throw new SyntaxError(`unexpected ${what} in the JSON answer`);
  }

  private expectValue(what: string) {
    const frame = this.stack.at(-1);
    if (!frame) {
      if (this.started) this.fail(`"${what}" after the end`);
      return;
    }
    if (frame.expect !== "value") this.fail(`"${what}"`);
  }

  private add(value: unknown) {
    const frame = this.stack.at(-1);
    this.changed = true;
    if (!frame) {
      this.root = value;
      this.started = true;
      return;
    }
    if (Array.isArray(frame.value)) frame.value.push(value);
    else if (frame.key !== undefined) Object.defineProperty(frame.value, frame.key, OWN(value));
    frame.expect = "comma";
  }

  private open(container: Container) {
    this.add(container);
    this.stack.push({ value: container, key: undefined, expect: Array.isArray(container) ? "value" : "key" });
  }

  private close(array: boolean) {
    const frame = this.stack.at(-1);
    if (!frame || Array.isArray(frame.value) !== array) this.fail(array ? '"]"' : '"}"');
    const empty = Array.isArray(frame.value) ? frame.value.length === 0 : Object.keys(frame.value).length === 0;
    const allowed = frame.expect === "comma" || (empty && frame.expect === (array ? "value" : "key"));
    if (!allowed) this.fail(array ? '"]"' : '"}"');
    this.stack.pop();
    this.closedContainers.add(frame.value);
    this.changed = true;
  }

  private punctuation(char: string) {
    const frame = this.stack.at(-1);
    switch (char) {
      case "{":
      case "[":
        this.expectValue(char);
        this.open(char === "{" ? {} : []);
        return;
      case "}":
      case "]":
        this.close(char === "]");
        return;
      case '"':
        if (frame?.expect === "key") this.stringIsKey = true;
        else {
          this.expectValue(char);
          this.stringIsKey = false;
        }
        this.string = "";
        return;
      case ":":
        if (frame?.expect !== "colon") this.fail('":"');
        frame.expect = "value";
        return;
      case ",":
        if (frame?.expect !== "comma") this.fail('","');
        frame.expect = Array.isArray(frame.value) ? "value" : "key";
        return;
      default:
        this.fail(`"${char}"`);
    }
  }

  private endLiteral() {
    const word = this.literal;
    this.literal = "";
    if (Object.hasOwn(LITERALS, word)) return this.add(LITERALS[word]);
    if (!NUMBER.test(word)) this.fail(`"${word}"`);
    this.add(Number(word));
  }

  /** Reads string characters from `index`; returns where it stopped. */
  private readString(text: string, index: number): number {
    if (this.escape !== null) {
      this.escape += text[index];
      index += 1;
      const code = this.escape;
      if (code[0] === "u") {
        if (code.length < 5) return index;
        const value = Number.parseInt(code.slice(1), 16);
        if (!/^u[0-9a-f]{4}$/i.test(code)) this.fail("escape");
        this.string += String.fromCharCode(value);
      } else {
        const escaped = ESCAPES[code];
        if (escaped === undefined) this.fail("escape");
        this.string += escaped;
      }
      this.escape = null;
      return index;
    }
    const quote = text.indexOf('"', index);
    const backslash = text.indexOf("\\", index);
    const stop = backslash !== -1 && (quote === -1 || backslash < quote) ? backslash : quote;
    const end = stop === -1 ? text.length : stop;
    const piece = text.slice(index, end);
    // A line break or other control character must be escaped inside a JSON string.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding raw control characters is the point.
    if (/[\u0000-\u001f]/.test(piece)) this.fail("control character in a string");
    this.string += piece;
    if (stop === -1) return text.length;
    if (stop === backslash) {
      this.escape = "";
      return stop + 1;
    }
    const done = this.string as string;
    this.string = null;
    const frame = this.stack.at(-1);
    if (this.stringIsKey && frame) {
      if (Object.hasOwn(frame.value, done)) this.fail(`key "${done}" given twice`);
      frame.key = done;
      frame.expect = "colon";
    } else this.add(storableText(done));
    return stop + 1;
  }
}
