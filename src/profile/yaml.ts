/**
 * Reading the YAML of a profile, a policy or a stacked shoe without trusting it: the file must be a
 * regular file of at most 1 MiB (a FIFO, /dev/zero or a directory is refused before it is opened),
 * and the document must be plain data — nested at most 64 levels, its aliases expanding to at most
 * 100,000 values (an "alias bomb" of a few lines would otherwise expand to billions), every number
 * finite and held exactly as written. Every refusal is a located problem, never an exception.
 */
import { closeSync, constants, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Alias, CST, Document, LineCounter, Node, Scalar, YAMLMap, YAMLParseError, YAMLSeq } from 'yaml';
import type { ProfileProblem } from './errors.js';

const require = createRequire(import.meta.url);
let yamlPackage: typeof import('yaml') | undefined;
/**
 * The yaml package, required when a YAML text is first parsed or written: loading it costs more
 * than the rest of a command that reads a bundled profile (prepared at build time, src/loader/prepared.ts)
 * and never YAML. Its `node` entry is CommonJS, so it is required here synchronously, as the callers need.
 */
export const yamlLib = (): typeof import('yaml') => (yamlPackage ??= require('yaml') as typeof import('yaml'));

/**
 * A resolved profile (its parents merged in, its defaults filled) as `baccarat show` prints it; the
 * build prepares it for each bundled profile (src/loader/prepared.ts).
 */
export const resolvedYaml = (resolved: Record<string, unknown>): string =>
  yamlLib().stringify(resolved, { lineWidth: 100 });

/** The largest file read: a profile is a few kilobytes. */
export const MAX_FILE_BYTES = 1024 * 1024;
/** The deepest nesting of maps and lists a document may have (a profile needs 7). */
export const MAX_DEPTH = 64;
/** The most values a document may hold once its aliases are expanded (a profile holds about 500). */
export const MAX_EXPANDED_VALUES = 100_000;

/**
 * The text of a file, or a one-line reason it is not read: only a regular file of at most
 * MAX_FILE_BYTES, and with `yamlName` only one whose name ends in .yaml or .yml. Nothing of the
 * file's content ever appears in the reason.
 */
export function readYamlFile(path: string, opts: { yamlName?: boolean } = {}): { text: string } | { reason: string } {
  if (path === '') return { reason: 'an empty name names no file' };
  if (opts.yamlName && !/\.ya?ml$/i.test(path))
    return { reason: 'not a YAML file: the name must end in .yaml or .yml' };
  let fd: number | undefined;
  try {
    const st = statSync(path);
    if (st.isDirectory()) return { reason: 'is a directory, not a YAML file' };
    if (!st.isFile()) return { reason: 'is not a regular file (a device, FIFO or socket is never read)' };
    if (st.size > MAX_FILE_BYTES)
      return { reason: `is larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB (${st.size} bytes)` };
    // O_NONBLOCK: should the path have been swapped for a FIFO since the check, opening it does not wait.
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    const opened = fstatSync(fd);
    if (!opened.isFile()) return { reason: 'is not a regular file (a device, FIFO or socket is never read)' };
    // Room for the size the file has, and a byte more to see it grow; grown, room up to the limit
    // and a byte past it (a file written while it is read is still read no further than that).
    let buf = Buffer.allocUnsafe(Math.min(opened.size, MAX_FILE_BYTES) + 1);
    let n = 0;
    for (;;) {
      const got = readSync(fd, buf, n, buf.length - n, null);
      if (got === 0) break;
      n += got;
      if (n < buf.length) continue;
      if (buf.length > MAX_FILE_BYTES) break;
      const more = Buffer.allocUnsafe(Math.min(buf.length * 2, MAX_FILE_BYTES + 1));
      buf.copy(more, 0, 0, n);
      buf = more;
    }
    if (n > MAX_FILE_BYTES) return { reason: `is larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB` };
    return { text: buf.toString('utf8', 0, n) };
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code === 'ENOENT') return { reason: 'no such file' };
    if (err.code === 'EACCES' || err.code === 'EPERM') return { reason: 'permission denied' };
    if (err.code === 'EISDIR') return { reason: 'is a directory, not a YAML file' };
    return { reason: `cannot be read (${err.code ?? err.message})` };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The tags of plain data (YAML's core schema), written or implied. */
const PLAIN_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((t) => `tag:yaml.org,2002:${t}`));

export interface ParsedYaml {
  readonly doc: Document;
  readonly lc: LineCounter;
  readonly data: unknown;
  /** The values the data holds, its aliases expanded (what the limit counts). */
  readonly values: number;
}

/**
 * The most values a document may hold, and the words that refuse one that holds more, as values
 * written and as aliases expanded: a profile's loader asks for less than a record's reader.
 */
export interface ValueLimit {
  readonly most: number;
  readonly values: string;
  readonly aliases: string;
}

/** Any document's limit (a record, a policy, a stacked shoe): MAX_EXPANDED_VALUES. */
export const DOCUMENT_LIMIT: ValueLimit = {
  most: MAX_EXPANDED_VALUES,
  values: `YAML: too many values: a document holds at most ${MAX_EXPANDED_VALUES}`,
  aliases: `YAML: too many aliases: expanded, the document would hold more than ${MAX_EXPANDED_VALUES} values`,
};

/**
 * The document's tree, or the offset of the value that passes `most`: the values are counted as the
 * lexer meets them (a scalar, a key, a [ or a { each counts one, as the walk below counts them), and
 * nothing past the limit is lexed, parsed or built. A file of 500,000 values is refused after its
 * 100,001st, not once the yaml library has built all of them (seconds, and half a gigabyte).
 * Block maps and lists have no token of their own: the count here never passes the walk's.
 */
function composeCounted(text: string, lc: LineCounter, most: number): { doc: Document } | { past: number } {
  const { Composer, CST, Lexer, Parser, YAMLParseError } = yamlLib();
  const parser = new Parser(lc.addNewLine);
  const tokens: CST.Token[] = [];
  let count = 0;
  let scalarText = false;
  let blockHeader = false;
  lc.addNewLine(0);
  for (const lexeme of new Lexer().lex(text)) {
    if (scalarText)
      scalarText = false; // the text of a scalar announced by its marker: counted there
    else if (lexeme === CST.SCALAR) {
      scalarText = true;
      if (blockHeader)
        blockHeader = false; // the text of a block scalar, counted at its | or >
      else count++;
    } else {
      const c = lexeme[0];
      if (c === '"' || c === "'" || c === '[' || c === '{') count++;
      else if (c === '|' || c === '>') {
        count++;
        blockHeader = true;
      }
    }
    if (count > most) return { past: parser.offset };
    for (const token of parser.next(lexeme)) tokens.push(token);
  }
  for (const token of parser.end()) tokens.push(token);
  let doc: Document | undefined;
  for (const next of new Composer({ uniqueKeys: false }).compose(tokens, true, text.length)) {
    if (!doc) doc = next;
    else {
      const [start, end] = next.range;
      doc.errors.push(new YAMLParseError([start, end], 'MULTIPLE_DOCS', 'Source contains multiple documents'));
      break;
    }
  }
  return { doc: doc! };
}

/** The decimal a number's text denotes, as digits without leading or trailing zeros and an exponent. */
function decimalOf(text: string): { neg: boolean; digits: string; exp: number } | undefined {
  const m = /^([-+]?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return undefined;
  const [, sign, whole = '', frac = '', exp = '0'] = m;
  const all = (whole + frac).replace(/^0+/, '');
  const digits = all.replace(/0+$/, '');
  // value = 0.digits... scaled: keep the position of the last significant digit.
  const e = Number(exp) - frac.length + (all.length - digits.length);
  return digits === '' ? { neg: false, digits: '0', exp: 0 } : { neg: sign === '-', digits, exp: e };
}

/**
 * Whether the number a scalar holds is exactly the number its text writes (0.1 is: it means 1/10);
 * a record's JSON numbers are judged by it too (src/record/json-syntax.ts).
 */
export function heldExactly(source: string, value: number): boolean {
  const written = decimalOf(source.replace(/_/g, ''));
  if (!written) return Number.isSafeInteger(value); // 0x1F, 0o17: an integer, exact while safe
  const held = decimalOf(String(value));
  return held !== undefined && held.neg === written.neg && held.digits === written.digits && held.exp === written.exp;
}

/**
 * A syntax error in the words of a profile's author: what is wrong on the line, and how YAML wants
 * it written. The parser's own sentence where no better one is known.
 */
function syntaxWords(e: YAMLParseError): string {
  const said = e.message.split('\n')[0]!;
  // The parser gives up on very deep nesting with the engine's own words.
  if (/call stack/i.test(said)) return `nested too deeply: at most ${MAX_DEPTH} levels of maps and lists`;
  switch (e.code) {
    case 'TAB_AS_INDENT':
      return 'a tab indents this line: YAML indents with spaces';
    case 'BLOCK_AS_IMPLICIT_KEY':
      return "a value here holds a key of its own (a ': ' after it, or a line below indented further): indent the keys of one map alike, and quote a value that has ': ' in it";
    case 'MULTILINE_IMPLICIT_KEY':
      return "a key runs over more than one line: a key and its ':' stand on one line (a line above indented wrongly, or missing its ':'?)";
    case 'MULTIPLE_DOCS':
      return 'a second document begins here (---): a file holds one';
    case 'BAD_INDENT':
      if (/mapping items/.test(said))
        return 'this key is not in line with the keys above it: the keys of one map start in the same column';
      if (/sequence items/.test(said))
        return "this item is not in line with the items above it: the '- ' of one list start in the same column";
      if (/^Flow (sequence|mapping)/.test(said))
        return said.startsWith('Flow sequence')
          ? 'a [ list ] above is not closed: close it with ] (a list that goes on over lines indents them further than its key)'
          : 'a { map } above is not closed: close it with } (a map that goes on over lines indents them further than its key)';
      return said;
    case 'MISSING_CHAR':
      if (/closing "?quote/i.test(said) || /closing.*quote/i.test(said)) return 'a quoted value has no closing quote';
      if (/^Sequence item without - indicator/.test(said))
        return "this line is out of line with the item above it: a key of the item's map starts in the column of its first key, a new item with '- '";
      return said;
    default:
      return said;
  }
}

/**
 * Parses a YAML document into plain data, or returns its problems, every one located in `file`.
 * Checks, before anything is built from it: syntax, duplicate keys, nesting depth, the size of what
 * the aliases expand to (and an alias inside its own anchor, which would make an endless value), and
 * numbers that cannot be held (.nan, .inf, more digits than a double keeps).
 */
export function parseYaml(
  text: string,
  file: string,
  limit: ValueLimit = DOCUMENT_LIMIT,
): ParsedYaml | { problems: ProfileProblem[] } {
  const lc = new (yamlLib().LineCounter)();
  const at: At = (node, message) => {
    const { line, col } = lc.linePos(node?.range?.[0] ?? 0);
    return { file, line, col, pointer: '', message };
  };
  let doc: Document;
  try {
    const composed = composeCounted(text, lc, limit.most);
    if ('past' in composed) return { problems: [at({ range: [composed.past, 0, 0] }, limit.values)] };
    doc = composed.doc;
  } catch (e) {
    return { problems: [at(undefined, `YAML: the document cannot be read (${(e as Error).message.split('\n')[0]})`)] };
  }
  if (doc.errors.length > 0) {
    // One mistake (a tab, a line indented one space too far) makes the parser report three or four
    // errors, each a consequence of the one before: the first in the file is the mistake.
    const first = doc.errors.reduce((a, b) => (b.pos[0] < a.pos[0] ? b : a));
    // Where a line's indentation is the mistake, the parser points at the line's start: point at
    // what is out of place, its first character.
    let pos = first.pos[0];
    while (text[pos] === ' ') pos++;
    const { line, col } = lc.linePos(pos);
    return { problems: [{ file, line, col, pointer: '', message: `YAML: ${syntaxWords(first)}` }] };
  }

  const walk = new PlainData(limit, at);
  const data = walk.node(doc.contents, 0);
  if (walk.problem) return { problems: [walk.problem] };
  return { doc, lc, data, values: walk.expanded };
}

type At = (node: { range?: [number, number, number] | null } | undefined | null, message: string) => ProfileProblem;

/**
 * One walk in document order, anchors recorded as they are met (as YAML resolves them), that
 * measures what each node expands to (values, depth) before anything is expanded, and builds the
 * data. yaml's own toJS finds each alias's anchor by a scan of the whole document (quadratic in a
 * file of many aliases), and its duplicate-key check compares every key with every other (quadratic
 * in a map of many keys): both are done here in one pass instead. The first problem ends the walk.
 */
class PlainData {
  readonly anchors = new Map<string, Node>();
  readonly size = new Map<unknown, number>();
  readonly depth = new Map<unknown, number>();
  readonly built = new Map<unknown, unknown>();
  readonly open = new Set<unknown>();
  expanded = 0;
  problem: ProfileProblem | undefined;

  constructor(
    private readonly limit: ValueLimit,
    private readonly at: At,
  ) {}

  node(node: unknown, level: number): unknown {
    if (this.problem || node === null || node === undefined) return null;
    const { isAlias, isMap, isScalar, isSeq } = yamlLib();
    if (isAlias(node)) return this.alias(node, level);
    this.expanded += 1;
    if (this.expanded > this.limit.most) {
      this.problem = this.at(node as Node, this.limit.values);
      return null;
    }
    const anchor = (node as { anchor?: string }).anchor;
    if (anchor) this.anchors.set(anchor, node as Node);
    // Plain data only: an explicit !!set, !!binary or local tag would make a Set, bytes or a
    // string the reader did not write as one.
    const tag = (node as { tag?: string }).tag;
    if (tag !== undefined && !PLAIN_TAGS.has(tag)) {
      this.problem = this.at(
        node as Node,
        `YAML: the tag ${tag.replace('tag:yaml.org,2002:', '!!')} is not plain data: write maps, lists, strings, numbers and booleans`,
      );
      return null;
    }
    let out: unknown;
    if (isScalar(node)) out = this.scalar(node);
    else if (isMap(node) || isSeq(node)) {
      if (level >= MAX_DEPTH) {
        this.problem = this.at(node, `YAML: nested too deeply: at most ${MAX_DEPTH} levels of maps and lists`);
        return null;
      }
      out = this.collection(node, level);
      if (this.problem) return null;
    } else {
      this.problem = this.at(node as Node, 'YAML: a value that is not plain data');
      return null;
    }
    if (anchor) this.built.set(node, out);
    return out;
  }

  /** An alias: the value its anchor built, counted as many times as it is used. */
  alias(node: Alias, level: number): unknown {
    const target = this.anchors.get(node.source);
    if (!target) {
      this.problem = this.at(node, `YAML: the alias *${node.source} names no anchor before it`);
      return null;
    }
    if (this.open.has(target)) {
      this.problem = this.at(
        node,
        `YAML: the alias *${node.source} lies inside its own anchor: the value would never end`,
      );
      return null;
    }
    this.expanded += (this.size.get(target) ?? 1) - 1;
    if (this.expanded > this.limit.most) {
      this.problem = this.at(node, this.limit.aliases);
    } else if (level + (this.depth.get(target) ?? 0) > MAX_DEPTH) {
      this.problem = this.at(
        node,
        `YAML: nested too deeply once the alias *${node.source} is expanded: at most ${MAX_DEPTH} levels of maps and lists`,
      );
    }
    this.size.set(node, this.size.get(target) ?? 1);
    this.depth.set(node, this.depth.get(target) ?? 0);
    return this.built.get(target);
  }

  /** A scalar: a number only where a double holds it as written. */
  scalar(node: Scalar): unknown {
    const v = node.value;
    if (typeof v === 'number' && !Number.isFinite(v)) {
      this.problem = this.at(
        node,
        `YAML: ${node.source ?? String(v)} is not a number a profile can use: write a finite number`,
      );
    } else if (typeof v === 'number' && typeof node.source === 'string' && !heldExactly(node.source, v)) {
      this.problem = this.at(
        node,
        `YAML: ${node.source} cannot be held exactly (a number keeps about 15 significant digits): write it with fewer digits`,
      );
    }
    this.size.set(node, 1);
    this.depth.set(node, 0);
    return v === undefined ? null : v;
  }

  /** A map or a list, item by item; a map's keys plain and each written once. */
  collection(node: YAMLMap | YAMLSeq, level: number): unknown {
    this.open.add(node);
    const before = this.expanded;
    let deepest = 0;
    const list: unknown[] = [];
    const map: Record<string, unknown> = {};
    const keys = new Set<string>();
    const { isAlias, isMap, isPair, isSeq } = yamlLib();
    for (const item of node.items as unknown[]) {
      if (isPair(item)) {
        if (isMap(item.key) || isSeq(item.key) || isAlias(item.key)) {
          this.problem = this.at(item.key as Node, 'YAML: a key is a word or a number, not a map, a list or an alias');
          return null;
        }
        const key = this.node(item.key, level + 1);
        // Keys compare as the data holds them: 1 and "1" are the same key of a map.
        const name = key === null ? '' : String(key);
        if (keys.has(name)) this.problem ??= this.at(item.key as Node, 'YAML: Map keys must be unique');
        keys.add(name);
        const value = this.node(item.value, level + 1);
        if (this.problem) return null;
        deepest = Math.max(deepest, this.depth.get(item.value) ?? 0);
        // defineProperty: a key "__proto__" is a key like any other, not the object's prototype.
        Object.defineProperty(map, name, { value, enumerable: true, writable: true, configurable: true });
      } else {
        list.push(this.node(item, level + 1));
        if (this.problem) return null;
        deepest = Math.max(deepest, this.depth.get(item) ?? 0);
      }
    }
    this.open.delete(node);
    this.size.set(node, this.expanded - before + 1);
    this.depth.set(node, deepest + 1);
    return isMap(node) ? map : list;
  }
}
