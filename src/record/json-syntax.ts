/**
 * JSON's syntax, checked before a record (or an inspector's request) is read: the first error at
 * the offset of its bad token, in JSON's own words. JSON.parse's messages give no position on
 * some Node versions (then a file's last line was blamed) and quote the text around the error
 * raw, line feeds and all; nesting is bounded here too, and said as JSON's nesting, not YAML's.
 * Iterative, so a deep text cannot exhaust the stack.
 */
import { MAX_DEPTH } from '../profile/yaml.js';

export interface JsonSyntaxError {
  /** Offset of the bad token in the text (UTF-16 units, as the text is held). */
  readonly offset: number;
  readonly message: string;
}

/** A character as a message quotes it: printable, on one line (`"\n"`, `"\u0000"`). */
const shown = (ch: string) => JSON.stringify(ch);

const VALUE = 'a value (an object, an array, a string, a number, true, false or null)';

/** The first syntax error of `text` as JSON, or undefined if JSON.parse takes it. */
export function jsonSyntaxError(text: string, maxDepth = MAX_DEPTH): JsonSyntaxError | undefined {
  return scan(text, maxDepth, SYNTAX_ONLY);
}

/** What scanJson tells of a text besides its syntax: where JSON.parse reads it as another reader might not. */
export interface JsonScan {
  readonly error?: JsonSyntaxError;
  /** An object repeats a key, which JSON.parse takes silently (the last one wins). */
  readonly repeatsAKey: boolean;
  /** Every number is written as JavaScript writes the number JSON.parse reads from it (12, 0.95, not 1.50, -0, 1e400 or 17 digits). */
  readonly numbersAsWritten: boolean;
  /** The values (objects, arrays, scalars) and the keys: what a reader's limit on a document's values counts. */
  readonly values: number;
}

/**
 * The first syntax error of `text` as JSON, if any, and what JSON.parse would take that a stricter
 * reader (src/profile/yaml.ts: no repeated key, numbers held exactly, a bounded count of values)
 * refuses. Keys compare as JSON.parse reads them: "a" and "\u0061" are the same key.
 */
export function scanJson(text: string, maxDepth = MAX_DEPTH): JsonScan {
  let repeatsAKey = false;
  let numbersAsWritten = true;
  let values = 0;
  /** The keys met so far in each object open (the innermost last). */
  const keys: Set<string>[] = [];
  const error = scan(text, maxDepth, {
    key: (name) => {
      values++;
      const seen = keys.at(-1)!;
      if (seen.has(name)) repeatsAKey = true;
      seen.add(name);
    },
    object: (opened) => (opened ? keys.push(new Set()) : keys.pop()),
    value: () => values++,
    number: (written) => {
      if (numbersAsWritten && String(Number(written)) !== written) numbersAsWritten = false;
    },
  });
  return { ...(error ? { error } : {}), repeatsAKey, numbersAsWritten, values };
}

/** What the scanner tells as it goes: each key (as JSON.parse reads it), each object opened or closed, each value, each number as written. */
interface ScanHooks {
  key(name: string): void;
  object(opened: boolean): void;
  value(): void;
  number(written: string): void;
}

/** The syntax alone (the inspector's requests): no key, value or number kept. */
const SYNTAX_ONLY: ScanHooks = { key() {}, object() {}, value() {}, number() {} };

function scan(text: string, maxDepth: number, on: ScanHooks): JsonSyntaxError | undefined {
  let i = 0;
  const fail = (message: string, at = i): JsonSyntaxError => ({ offset: at, message });
  const space = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  const unexpected = (expected: string): JsonSyntaxError =>
    i >= text.length
      ? fail(`the text ends where ${expected} was expected`)
      : fail(`unexpected ${shown(text[i]!)} where ${expected} was expected`);
  // What each open object or array expects next.
  const open: ('{' | '[')[] = [];

  /** A string from its opening quote; an error, or undefined with i past its closing quote. */
  const string = (): JsonSyntaxError | undefined => {
    const start = i++;
    for (;;) {
      if (i >= text.length) return fail('the text ends inside a string (no closing ")', start);
      const ch = text[i]!;
      if (ch === '"') {
        i++;
        return undefined;
      }
      if (ch === '\\') {
        const e = text[i + 1];
        if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else
          return fail(
            e === undefined
              ? 'the text ends inside a string (no closing ")'
              : `a bad escape in a string: \\${e === 'u' ? 'u needs four hexadecimal digits' : `${shown(e).slice(1, -1)} is not one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX`}`,
          );
      } else if (ch < ' ')
        return fail(
          `a control character (U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}) in a string: write it as an escape (\\n, \\t, \\u0000)`,
        );
      else i++;
    }
  };

  /** A value other than an object or an array opened: a string, a number, a literal. */
  const scalar = (): JsonSyntaxError | undefined => {
    const ch = text[i];
    if (ch === '"') return string();
    const number = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/.exec(text.slice(i, i + 400));
    if (number && number[0] !== '' && number[0] !== '-') {
      i += number[0].length;
      if (i < text.length && /[0-9.eE+-]/.test(text[i]!))
        return fail(
          `a number goes on with ${shown(text[i]!)}: write numbers as JSON does (no leading zeros, digits after the point)`,
        );
      on.number(number[0]);
      return undefined;
    }
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return undefined;
      }
    }
    return unexpected(VALUE);
  };

  /** An object's key and its colon; an error, or undefined with i past the colon. */
  const key = (): JsonSyntaxError | undefined => {
    if (text[i] !== '"') return unexpected('a key (a string in double quotes)');
    const start = i;
    const e = string();
    if (e) return e;
    const raw = text.slice(start + 1, i - 1);
    on.key(raw.includes('\\') ? (JSON.parse(text.slice(start, i)) as string) : raw);
    space();
    if (text[i] !== ':') return unexpected('":" after the key');
    i++;
    return undefined;
  };

  space();
  for (;;) {
    // A value is due here.
    space();
    on.value();
    if (text[i] === '{' || text[i] === '[') {
      if (open.length >= maxDepth) return fail(`nested too deeply: at most ${maxDepth} levels of objects and arrays`);
      const kind = text[i] as '{' | '[';
      i++;
      space();
      if (text[i] === (kind === '{' ? '}' : ']')) {
        i++;
      } else {
        open.push(kind);
        if (kind === '{') {
          on.object(true);
          const e = key();
          if (e) return e;
        }
        continue;
      }
    } else {
      const e = scalar();
      if (e) return e;
    }
    // A value has ended: what follows it in the object or array holding it.
    for (;;) {
      space();
      const kind = open.at(-1);
      if (kind === undefined) {
        if (i < text.length)
          return fail(`unexpected ${shown(text[i]!)} after the JSON value: the text holds one value`);
        return undefined;
      }
      const close = kind === '{' ? '}' : ']';
      if (text[i] === close) {
        i++;
        if (open.pop() === '{') on.object(false);
        continue;
      }
      if (text[i] !== ',') return unexpected(`"," or "${close}"`);
      i++;
      space();
      if (kind === '{') {
        const e = key();
        if (e) return e;
      }
      break;
    }
  }
}

/** Line and column (from 1) of an offset. */
export function lineColOf(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, col: before.at(-1)!.length + 1 };
}
