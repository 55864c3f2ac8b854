/**
 * Mutants of the bundled profiles, from a fixed seed, and what loading one must give: a profile, or
 * problems every one of which is located (file, line >= 1, col >= 1, a message) — never an
 * exception, never a hang. A profile the loader accepts must build its chart, and a coup of it must
 * play from a seeded shoe through both the chart and the compiled kernel without throwing: a throw
 * there is a check missing from the loader. Shared by test/profile-fuzz.test.ts (a few hundred
 * mutants) and bench/fuzz-profiles.ts (as many as asked).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, stringify } from 'yaml';
import { compareEngines } from '../../src/compare/compare.js';
import { compileProfile, unsupportedReason } from '../../src/core/compile.js';
import { CHOICE } from '../../src/core/draw-tables.js';
import { type Fraction, fraction } from '../../src/core/fraction.js';
import type { Policy } from '../../src/core/policy.js';
import { seatTable } from '../../src/kernel/seats.js';
import { checkProfileText } from '../../src/loader/load.js';
import { buildMachine } from '../../src/machines/build.js';
import type { ProfileProblem } from '../../src/profile/errors.js';
import { bundledFiles, ROOT } from '../../src/profile/paths.js';
import type { Profile } from '../../src/profile/types.js';

/** sfc32 from a seed: the same mutants on every machine. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;
  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = seed | 0;
    for (let i = 0; i < 15; i++) this.next();
  }
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (((this.c << 21) | (this.c >>> 11)) + t) | 0;
    return (t >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)]!;
  }
}

type Path = (string | number)[];
type Json = unknown;

/** Every place in the data: the path to it, and its value. */
function places(data: Json, at: Path = [], out: { path: Path; value: Json }[] = []): { path: Path; value: Json }[] {
  out.push({ path: at, value: data });
  if (Array.isArray(data)) for (const [i, v] of data.entries()) places(v, [...at, i], out);
  else if (data !== null && typeof data === 'object')
    for (const [k, v] of Object.entries(data)) places(v, [...at, k], out);
  return out;
}

function parentOf(data: Json, path: Path): Record<string | number, Json> | undefined {
  let node = data as Record<string | number, Json>;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, Json>;
  return node;
}

/** Values that go where they do not belong: wrong types, huge, negative, fractional, empty. */
const ODD_VALUES: readonly Json[] = [
  'eight',
  '8',
  '',
  ' ',
  '1:1',
  '0-5',
  'draw',
  'punto',
  'x'.repeat(300),
  true,
  false,
  null,
  0,
  -1,
  -8,
  1,
  2,
  3,
  4,
  9,
  10,
  99,
  100,
  101,
  0.5,
  2.5,
  -0.5,
  832,
  833,
  1e6,
  1e6 + 1,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  1e300,
  -1e300,
  Number.MAX_VALUE,
  [],
  {},
  [[]],
  { a: 1 },
  ['punto', 'banco'],
  { 0: 'draw' },
  { stood: 'draw' },
];
const ODD_KEYS = [
  '0-99',
  '9-0',
  '10',
  '99',
  '0-5-7',
  '-',
  'stood',
  '3',
  'extends',
  'id',
  'x',
  '__proto__',
  'constructor',
];
const PARENTS: readonly Json[] = [
  '',
  ' ',
  'punto-banco',
  'super-6',
  'no-such-profile',
  '/etc/shadow',
  '/etc/passwd',
  '/dev/zero',
  '/dev/stdin',
  '.',
  '..',
  '../punto-banco.yaml',
  'punto-banco.yaml',
  'house',
  '../../schemas/profile.schema.json',
  '../../specs/rules/punto-banco.yaml',
  '../../fixtures/invalid/extends-cycle-a.yaml',
  'baccarat-banque',
  'chemin-de-fer',
  42,
  ['punto-banco'],
  { id: 'punto-banco' },
  null,
];

/** Every enum of the profile schema, by the key it is written under: values a profile may hold. */
const ENUMS: ReadonlyMap<string, readonly Json[]> = (() => {
  const out = new Map<string, Json[]>();
  const walk = (node: unknown, key: string | undefined): void => {
    if (Array.isArray(node)) {
      for (const n of node) walk(n, key);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    if (key !== undefined && Array.isArray(o.enum))
      out.set(key, [...new Set([...(out.get(key) ?? []), ...(o.enum as Json[])])]);
    for (const [k, v] of Object.entries(o)) {
      if (k === 'properties' && v && typeof v === 'object') for (const [pk, pv] of Object.entries(v)) walk(pv, pk);
      else walk(v, k === 'items' || k === 'oneOf' || k === 'additionalProperties' ? key : undefined);
    }
  };
  walk(JSON.parse(readFileSync(join(ROOT, 'schemas', 'profile.schema.json'), 'utf8')), undefined);
  return out;
})();

/**
 * A mutation the schema lets through, to reach the checks behind it (and the builder): an enum
 * value changed to another of its key's, a small number changed, a hand id put where another was.
 */
function plausible(data: Json, rnd: Random): string {
  const leaves = places(data).filter(
    (p) => p.path.length > 0 && (typeof p.value === 'string' || typeof p.value === 'number'),
  );
  if (leaves.length === 0) return 'plausible (none)';
  const l = rnd.pick(leaves);
  const key = l.path.at(-1)!;
  const parent = parentOf(data, l.path)!;
  let v: Json;
  if (typeof key === 'string' && ENUMS.has(key)) v = rnd.pick(ENUMS.get(key)!);
  else if (typeof l.value === 'number') v = rnd.int(14);
  else {
    const words = places(data)
      .filter((p) => typeof p.value === 'string' && /^[a-z][a-z0-9-]*$/.test(p.value as string))
      .map((p) => p.value);
    v = rnd.pick(words.length > 0 ? words : ['punto']);
  }
  parent[key] = v;
  return `plausible /${l.path.join('/')} = ${JSON.stringify(v)}`;
}

/** One structural mutation of `data` (in place); returns what it did. */
function mutate(data: Json, rnd: Random, self: string): string {
  const all = places(data).filter((p) => p.path.length > 0);
  if (all.length === 0) return 'nothing left to mutate';
  if (rnd.int(3) === 0) return plausible(data, rnd);
  const target = rnd.pick(all);
  const parent = parentOf(data, target.path)!;
  const key = target.path.at(-1)!;
  const where = `/${target.path.join('/')}`;
  switch (rnd.int(12)) {
    case 0: // delete a key or a list item
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
      return `delete ${where}`;
    case 1:
    case 2: {
      // a value of another type, or a number out of its range
      const v = rnd.pick(ODD_VALUES);
      parent[key] = structuredClone(v);
      return `set ${where} = ${JSON.stringify(v)}`;
    }
    case 3: {
      // swap two values
      const other = rnd.pick(all);
      const op = parentOf(data, other.path)!;
      const ok = other.path.at(-1)!;
      if (
        other.path.join('/').startsWith(target.path.join('/')) ||
        target.path.join('/').startsWith(other.path.join('/'))
      )
        return 'swap (skipped: nested)';
      [parent[key], op[ok]] = [structuredClone(op[ok]), structuredClone(parent[key])];
      return `swap ${where} with /${other.path.join('/')}`;
    }
    case 4: {
      // duplicate a list item
      const lists = places(data).filter((p) => Array.isArray(p.value) && (p.value as Json[]).length > 0);
      if (lists.length === 0) return 'duplicate (no list)';
      const l = rnd.pick(lists);
      const xs = l.value as Json[];
      const i = rnd.int(xs.length);
      xs.splice(i, 0, structuredClone(xs[i]));
      return `duplicate /${l.path.join('/')}/${i}`;
    }
    case 5: {
      // break extends
      const v = rnd.pick([...PARENTS, self]);
      (data as Record<string, Json>).extends = v;
      return `extends = ${JSON.stringify(v)}`;
    }
    case 6: {
      // a string where a number is, a negative or huge number
      const numbers = places(data).filter((p) => typeof p.value === 'number' && p.path.length > 0);
      if (numbers.length === 0) return 'number (none)';
      const n = rnd.pick(numbers);
      const v = rnd.pick<Json>([
        String(n.value),
        `${String(n.value)} points`,
        -(n.value as number),
        -1,
        (n.value as number) * 1e12,
        1e300,
        2 ** 53 + 2,
        (n.value as number) + 0.5,
      ]);
      parentOf(data, n.path)![n.path.at(-1)!] = v;
      return `number /${n.path.join('/')} = ${JSON.stringify(v)}`;
    }
    case 7: {
      // an empty map or list
      const cols = places(data).filter((p) => p.value !== null && typeof p.value === 'object' && p.path.length > 0);
      if (cols.length === 0) return 'empty (no map or list)';
      const c = rnd.pick(cols);
      parentOf(data, c.path)![c.path.at(-1)!] = Array.isArray(c.value) ? [] : {};
      return `empty /${c.path.join('/')}`;
    }
    case 8: {
      // an odd key added to a map
      const maps = places(data).filter(
        (p) => p.value !== null && typeof p.value === 'object' && !Array.isArray(p.value),
      );
      const m = rnd.pick(maps);
      const k = rnd.pick(ODD_KEYS);
      (m.value as Record<string, Json>)[k] = structuredClone(rnd.pick(ODD_VALUES));
      return `add /${[...m.path, k].join('/')}`;
    }
    case 9: {
      // a key renamed (a draw-table row to another range, a section to a typo)
      if (Array.isArray(parent)) return 'rename (list)';
      const k = rnd.pick(ODD_KEYS);
      const v = parent[key];
      delete parent[key];
      parent[k] = v;
      return `rename ${where} to ${k}`;
    }
    case 10: {
      // a whole section replaced by another's
      const top = data as Record<string, Json>;
      const keys = Object.keys(top);
      const [a, b] = [rnd.pick(keys), rnd.pick(keys)];
      top[a] = structuredClone(top[b]);
      return `section /${a} = /${b}`;
    }
    default: {
      // a list item moved to the front (deal order, turns, bets)
      const lists = places(data).filter((p) => Array.isArray(p.value) && (p.value as Json[]).length > 1);
      if (lists.length === 0) return 'reorder (no list)';
      const l = rnd.pick(lists);
      const xs = l.value as Json[];
      xs.unshift(...xs.splice(rnd.int(xs.length), 1));
      return `reorder /${l.path.join('/')}`;
    }
  }
}

/** A mutation of the text itself, for the YAML layer: lines lost, doubled, cut short, aliased. */
function mutateText(text: string, rnd: Random): { text: string; did: string } {
  const lines = text.split('\n');
  const i = rnd.int(lines.length);
  switch (rnd.int(7)) {
    case 0:
      lines.splice(i, 1);
      return { text: lines.join('\n'), did: `text: delete line ${i + 1}` };
    case 1:
      lines.splice(i, 0, lines[i]!);
      return { text: lines.join('\n'), did: `text: duplicate line ${i + 1}` };
    case 2:
      return { text: text.slice(0, rnd.int(text.length)), did: 'text: cut short' };
    case 3:
      lines[i] = `\t${lines[i]}`;
      return { text: lines.join('\n'), did: `text: tab on line ${i + 1}` };
    case 4: {
      const bomb = [
        'b0: &b0 [x, x, x, x, x, x, x, x, x, x]',
        ...Array.from({ length: 8 }, (_, k) => `b${k + 1}: &b${k + 1} [${Array(10).fill(`*b${k}`).join(', ')}]`),
      ];
      return { text: `${text}\n${bomb.join('\n')}\n`, did: 'text: alias bomb' };
    }
    case 5:
      lines[i] = `${lines[i]!.replace(/: (\S)/, ': &z $1')}\nzz: *z`;
      return { text: lines.join('\n'), did: `text: anchor on line ${i + 1}` };
    default:
      lines[i] = lines[i]!.replace(/[\]}]/, '');
      return { text: lines.join('\n'), did: `text: bracket lost on line ${i + 1}` };
  }
}

export interface Mutant {
  readonly base: string;
  /** The bundled file it comes from: parents are found next to it, as for the original. */
  readonly path: string;
  readonly file: string;
  readonly text: string;
  readonly mutations: readonly string[];
}

/** `count` mutants, spread over every bundled profile in turn, from `seed`. */
export function* mutants(seed: number, count: number): Generator<Mutant> {
  const rnd = new Random(seed);
  const bases = [...bundledFiles()].sort(([a], [b]) => a.localeCompare(b));
  const texts = new Map(bases.map(([, path]) => [path, readFileSync(path, 'utf8')]));
  for (let n = 0; n < count; n++) {
    const [id, path] = bases[n % bases.length]!;
    const original = texts.get(path)!;
    const data = parse(original) as Json;
    const mutations: string[] = [];
    const self = path.split('/').at(-1)!;
    for (let k = 1 + rnd.int(3); k > 0; k--) mutations.push(mutate(data, rnd, self));
    let text = stringify(data);
    if (rnd.int(4) === 0) {
      const t = mutateText(rnd.int(2) === 0 ? original : text, rnd);
      text = t.text;
      mutations.push(t.did);
    }
    yield { base: id, path, file: `${relative(ROOT, path)} (mutant ${n})`, text, mutations };
  }
}

/** Decides every choice the tables leave half the time: any valid profile can then be played. */
function evenPolicy(profile: Profile): Policy {
  const c = compileProfile(profile);
  const half: Fraction = fraction(1n, 2n);
  const drawChance = new Map<number, Fraction>();
  c.cells.forEach((cell, i) => {
    if (cell === CHOICE) drawChance.set(i, half);
  });
  return { file: 'even choices', drawChance };
}

export interface Verdict {
  readonly valid: boolean;
  readonly problems: readonly ProfileProblem[];
  /** Problems that are not located as every problem must be. */
  readonly unlocated: readonly ProfileProblem[];
  /** What threw, and where: in the loader, the builder or the coup. */
  readonly threw?: { readonly stage: 'load' | 'build' | 'play'; readonly message: string };
  /** Milliseconds loading took (a guard against hangs, not a figure to assert). */
  readonly loadMs: number;
  readonly played: boolean;
}

const located = (p: ProfileProblem) =>
  typeof p.file === 'string' &&
  p.file !== '' &&
  Number.isInteger(p.line) &&
  p.line >= 1 &&
  Number.isInteger(p.col) &&
  p.col >= 1 &&
  typeof p.message === 'string' &&
  p.message.trim() !== '' &&
  typeof p.pointer === 'string' &&
  (p.pointer === '' || p.pointer.startsWith('/'));

/** Loads a mutant; if valid, builds its chart and plays one coup of it from a seeded shoe. */
export function judge(m: Mutant, seed: number): Verdict {
  const started = performance.now();
  let result: ReturnType<typeof checkProfileText>;
  try {
    result = checkProfileText(m.text, m.file, m.path);
  } catch (e) {
    return {
      valid: false,
      problems: [],
      unlocated: [],
      threw: { stage: 'load', message: (e as Error).stack ?? String(e) },
      loadMs: performance.now() - started,
      played: false,
    };
  }
  const loadMs = performance.now() - started;
  const { profile, problems } = result;
  const base = { valid: profile !== undefined, problems, unlocated: problems.filter((p) => !located(p)), loadMs };
  if (!profile) return { ...base, played: false };
  try {
    buildMachine(profile);
  } catch (e) {
    return { ...base, threw: { stage: 'build', message: (e as Error).stack ?? String(e) }, played: false };
  }
  if (unsupportedReason(profile, 'simulation') !== null) return { ...base, played: false };
  try {
    const { profile: table, policy } = seatTable(profile, evenPolicy(profile));
    compareEngines(table, policy, seed, 1);
  } catch (e) {
    return { ...base, threw: { stage: 'play', message: (e as Error).stack ?? String(e) }, played: false };
  }
  return { ...base, played: true };
}
