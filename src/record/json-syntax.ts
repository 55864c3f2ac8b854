/**
 * JSON's syntax, checked before a record (or an inspector's request) is read: the first error at
 * the offset of its bad token, in JSON's own words. JSON.parse's messages give no position on
 * some Node versions (then a file's last line was blamed) and quote the text around the error
 * raw, line feeds and all; nesting is bounded here too, and said as JSON's nesting, not YAML's.
 * Iterative, so a deep text cannot exhaust the stack.
 */
import { pathOf } from '../profile/errors.js';
import { heldExactly, MAX_DEPTH } from '../profile/yaml.js';

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

/** What scanJson tells of a text: its first problem, and how many values it holds. */
export interface JsonScan {
  readonly error?: JsonSyntaxError;
  /** The values (objects, arrays, scalars) and the keys counted, up to the first problem. */
  readonly values: number;
}

/**
 * The first problem of `text` as a record's JSON, if any: a syntax error; more than `maxValues`
 * values (each object, array, key and scalar counts one, as the YAML reader counts a document's),
 * refused at the one past the limit, before JSON.parse builds anything from the text; a key an
 * object repeats, which JSON.parse would take silently (the last one wins); a number JSON.parse
 * cannot hold as written (1e400, 17 significant digits), which it would round silently. A text
 * without any of those is read by JSON.parse as the YAML reader reads it. Keys compare as JSON.parse
 * reads them: "a" and "\u0061" are the same key.
 */
export function scanJson(text: string, opts: { maxDepth?: number; maxValues?: number } = {}): JsonScan {
  const maxValues = opts.maxValues ?? Number.POSITIVE_INFINITY;
  let values = 0;
  const counted = () =>
    ++values > maxValues
      ? `more than ${maxValues} values (each object, array, key and scalar counts one): a record holds at most ${maxValues}`
      : undefined;
  /** The keys met so far in each object open (the innermost last); undefined for an array. */
  const keys: (Set<string> | undefined)[] = [];
  const error = scan(text, opts.maxDepth ?? MAX_DEPTH, {
    key: (name) => {
      const seen = keys.at(-1)!;
      const key = name();
      if (seen.has(key)) return `the key ${JSON.stringify(key)} is written twice in one object: write it once`;
      seen.add(key);
      return counted();
    },
    open: (kind) => keys.push(kind === '{' ? new Set() : undefined),
    close: () => keys.pop(),
    value: counted,
    number: (written) => {
      // Most numbers read back as they are written (12, 0.95); the others are judged as the YAML
      // reader judges them (1.50 and 1E2 are held exactly, 9007199254740993 is not).
      const read = Number(written);
      if (String(read) === written) return undefined;
      if (!Number.isFinite(read)) return `${written} is not a number a record can hold: write a finite number`;
      if (!heldExactly(written, read))
        return `${written} cannot be held exactly (a number keeps about 15 significant digits): write it with fewer digits`;
      return undefined;
    },
  });
  return { ...(error ? { error } : {}), values };
}

/**
 * What the scanner tells as it goes, each with the offset where it begins: a value due (before it
 * is read), each key (its name as JSON.parse reads it, decoded only when asked for), each object or
 * array opened with something in it and closed, each number as written. A message returned stops
 * the scan there, as a problem of the text.
 */
interface ScanHooks {
  value(at: number): string | undefined;
  key(name: () => string, at: number): string | undefined;
  open(kind: '{' | '['): void;
  close(): void;
  number(written: string, at: number): string | undefined;
}

/** The syntax alone (the inspector's requests): no key, value or number kept. */
const SYNTAX_ONLY: ScanHooks = {
  value: () => undefined,
  key: () => undefined,
  open() {},
  close() {},
  number: () => undefined,
};

/** `expected` missing at `i`: the character found there, or the end of the text. */
const unexpectedAt = (text: string, i: number, expected: string): JsonSyntaxError =>
  i >= text.length
    ? { offset: i, message: `the text ends where ${expected} was expected` }
    : { offset: i, message: `unexpected ${shown(text[i]!)} where ${expected} was expected` };

/** A string from its opening quote at `start`: where it ends (past its closing quote), or its error. */
function stringEnd(text: string, start: number): number | JsonSyntaxError {
  let i = start + 1;
  const fail = (message: string, at = i): JsonSyntaxError => ({ offset: at, message });
  for (;;) {
    if (i >= text.length) return fail('the text ends inside a string (no closing ")', start);
    const ch = text[i]!;
    if (ch === '"') return i + 1;
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
}

/**
 * A value other than an object or an array at `start`: a string, a number (told to `on.number`), a
 * literal; where it ends, or its error.
 */
function scalarEnd(text: string, start: number, on: ScanHooks): number | JsonSyntaxError {
  const ch = text[start];
  if (ch === '"') return stringEnd(text, start);
  const number = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/.exec(text.slice(start, start + 400));
  if (number && number[0] !== '' && number[0] !== '-') {
    const end = start + number[0].length;
    if (end < text.length && /[0-9.eE+-]/.test(text[end]!))
      return {
        offset: end,
        message: `a number goes on with ${shown(text[end]!)}: write numbers as JSON does (no leading zeros, digits after the point)`,
      };
    const refused = on.number(number[0], start);
    return refused === undefined ? end : { offset: start, message: refused };
  }
  for (const word of ['true', 'false', 'null']) if (text.startsWith(word, start)) return start + word.length;
  return unexpectedAt(text, start, VALUE);
}

function scan(text: string, maxDepth: number, on: ScanHooks): JsonSyntaxError | undefined {
  let i = 0;
  const fail = (message: string, at = i): JsonSyntaxError => ({ offset: at, message });
  const space = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  const unexpected = (expected: string): JsonSyntaxError => unexpectedAt(text, i, expected);
  // What each open object or array expects next.
  const open: ('{' | '[')[] = [];
  /** Past a string or a scalar that ends at `end`, or its error. */
  const past = (end: number | JsonSyntaxError): JsonSyntaxError | undefined => {
    if (typeof end !== 'number') return end;
    i = end;
    return undefined;
  };

  /** An object's key and its colon; an error, or undefined with i past the colon. */
  const key = (): JsonSyntaxError | undefined => {
    if (text[i] !== '"') return unexpected('a key (a string in double quotes)');
    const start = i;
    const e = past(stringEnd(text, i));
    if (e) return e;
    const end = i;
    const refused = on.key(() => {
      const raw = text.slice(start + 1, end - 1);
      return raw.includes('\\') ? (JSON.parse(text.slice(start, end)) as string) : raw;
    }, start);
    if (refused !== undefined) return fail(refused, start);
    space();
    if (text[i] !== ':') return unexpected('":" after the key');
    i++;
    return undefined;
  };

  space();
  for (;;) {
    // A value is due here.
    space();
    const refused = on.value(i);
    if (refused !== undefined) return fail(refused);
    if (text[i] === '{' || text[i] === '[') {
      if (open.length >= maxDepth) return fail(`nested too deeply: at most ${maxDepth} levels of objects and arrays`);
      const kind = text[i] as '{' | '[';
      i++;
      space();
      if (text[i] === (kind === '{' ? '}' : ']')) {
        i++;
      } else {
        open.push(kind);
        on.open(kind);
        if (kind === '{') {
          const e = key();
          if (e) return e;
        }
        continue;
      }
    } else {
      const e = past(scalarEnd(text, i, on));
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
        open.pop();
        on.close();
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
  return lineColsOf(text, [offset])[0]!;
}

/** Line and column (from 1) of each offset, in one pass over the text. */
function lineColsOf(text: string, offsets: readonly number[]): { line: number; col: number }[] {
  const order = offsets.map((_, k) => k).sort((a, b) => offsets[a]! - offsets[b]!);
  const out: { line: number; col: number }[] = [];
  let line = 1;
  let lineStart = 0;
  for (const k of order) {
    for (let nl = text.indexOf('\n', lineStart); nl !== -1 && nl < offsets[k]!; nl = text.indexOf('\n', lineStart)) {
      line++;
      lineStart = nl + 1;
    }
    out[k] = { line, col: offsets[k]! - lineStart + 1 };
  }
  return out;
}

/** A place asked for in a JSON text: the value at a JSON pointer, or with `key` the key that names it. */
export interface JsonPlace {
  readonly pointer: string;
  readonly key?: boolean;
}

/**
 * The line and column of each place in a JSON text that scanJson took, in one scan of the text and
 * without building anything from it (a record's problems are placed so, however long the record).
 * As src/profile/source-map.ts places them in a YAML document: a pointer to something missing lands
 * on its nearest parent; with `key`, on the key of the deepest member found (an item of an array
 * has no key: on the item).
 */
export function jsonPositions(text: string, places: readonly JsonPlace[]): { line: number; col: number }[] {
  const paths = places.map((p) => pathOf(p.pointer));
  const found = places.map(() => 0);
  /** The places whose path runs through the value due, and how deep it is. */
  let due: { at: number[]; depth: number } = { at: places.map((_, k) => k), depth: 0 };
  /** Each open object or array: the places through it, its next item's index, its last key. */
  const frames: { kind: '{' | '['; at: number[]; depth: number; next: number; key: string; keyAt: number }[] = [];
  scan(text, MAX_DEPTH, {
    value: (at) => {
      const parent = frames.at(-1);
      if (!parent) {
        for (const k of due.at) found[k] = at;
        return undefined;
      }
      const segment = parent.kind === '[' ? String(parent.next++) : parent.key;
      const through = parent.at.filter((k) => paths[k]![parent.depth] === segment);
      for (const k of through) found[k] = places[k]!.key && parent.kind === '{' ? parent.keyAt : at;
      due = { at: through.filter((k) => paths[k]!.length > parent.depth + 1), depth: parent.depth + 1 };
      return undefined;
    },
    key: (name, at) => {
      const frame = frames.at(-1)!;
      // Only an object some place runs through needs its keys read.
      frame.key = frame.at.length > 0 ? name() : '';
      frame.keyAt = at;
      return undefined;
    },
    open: (kind) => {
      frames.push({ kind, at: due.at, depth: due.depth, next: 0, key: '', keyAt: 0 });
      due = { at: [], depth: 0 };
    },
    close: () => {
      frames.pop();
    },
    number: () => undefined,
  });
  return lineColsOf(text, found);
}
