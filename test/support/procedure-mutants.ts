/**
 * Mutants of the six systems' procedures, from a fixed seed (test/procedure-fuzz.test.ts in npm
 * test, a small sample; test/deep/procedure-fuzz.deep.ts in test:deep, many): each system's
 * procedure made whole and written as a house profile's own, with a few mutations from the
 * language's vocabulary and from the tables themselves (a cell removed, doubled with another role,
 * moved to another phase or led elsewhere; a condition dropped or added; an effect added; two cells
 * swapped; an end led elsewhere; the start moved). What `validate` accepts must play: explored, and
 * walked at random through its legal moves, it never throws (what would end a command in exit 70).
 * What it refuses, it refuses with located problems.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Table } from '../../src/driver/table.js';
import { explore } from '../../src/explore/walk.js';
import { checkProfileText } from '../../src/loader/load.js';
import type { ProfileProblem } from '../../src/profile/errors.js';
import { ROOT } from '../../src/profile/paths.js';
import { COUP_PHASES, SESSION_PHASES } from '../../src/profile/procedure.js';
import { Random } from './profile-mutants.js';
import { SYSTEMS } from './systems.js';

export { SYSTEMS };

type Json = Record<string, unknown>;

const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/profile.schema.json'), 'utf8')) as {
  $defs: Record<string, { oneOf: { const?: string; required?: string[] }[] }>;
};
const words = (def: string) => schema.$defs[def]!.oneOf.map((x) => x.const ?? x.required![0]!);
const ROLES = words('procedureRole');
const CHECKS = words('procedureCheck').filter((c) => c !== 'the banker has won coups in a row');
const EFFECTS = words('procedureEffect');
/** Where a cell may be made or lead: the table's phases and the coup's (drawing among them). */
const PHASES: readonly string[] = [...SESSION_PHASES, ...COUP_PHASES];

/** A system's procedure as a profile writes it whole (the resolved one, its cells' origins left out). */
function wholeOf(id: string): Json {
  const r = checkProfileText(readFileSync(join(ROOT, 'specs/profiles', `${id}.yaml`), 'utf8'), `${id}.yaml`);
  const p = r.profile!.session.procedure as unknown as Json;
  const strip = (xs: Json[]) => xs.map(({ from: _from, ...rest }) => structuredClone(rest));
  return {
    procedure: `${id}-mutant`,
    starts: structuredClone(p.starts),
    phases: strip(p.phases as Json[]),
    moves: strip(p.moves as Json[]),
  };
}

type Mutation = (proc: Json, rnd: Random) => string;
const cellsOf = (p: Json) => p.moves as Json[];
const phasesOf = (p: Json) => p.phases as Json[];

const MUTATIONS: Mutation[] = [
  (p, r) => {
    const i = r.int(cellsOf(p).length);
    return `remove ${cellsOf(p).splice(i, 1)[0]!.id}`;
  },
  (p, r) => {
    const cell = structuredClone(r.pick(cellsOf(p)));
    cell.id = `${cell.id}-again`;
    cell.by = r.pick(ROLES);
    cellsOf(p).push(cell);
    return `${cell.id} by ${cell.by}`;
  },
  (p, r) => {
    const cell = r.pick(cellsOf(p));
    cell.next = r.pick(PHASES);
    return `${cell.id} next ${cell.next}`;
  },
  (p, r) => {
    const cell = r.pick(cellsOf(p));
    cell.phase = r.pick(phasesOf(p)).phase;
    return `${cell.id} at ${cell.phase}`;
  },
  (p, r) => {
    const cell = r.pick(cellsOf(p));
    cell.when = ((cell.when as unknown[] | undefined) ?? []).slice(1);
    return `${cell.id} without its first condition`;
  },
  (p, r) => {
    const cell = r.pick(cellsOf(p));
    const check = r.pick(CHECKS);
    cell.when = [...((cell.when as unknown[] | undefined) ?? []), check];
    return `${cell.id} when ${check}`;
  },
  (p, r) => {
    const cell = r.pick(cellsOf(p));
    const effect = r.pick(EFFECTS);
    cell.does = [...((cell.does as string[] | undefined) ?? []), effect];
    return `${cell.id} does ${effect}`;
  },
  (p, r) => {
    const cells = cellsOf(p);
    const [i, j] = [r.int(cells.length), r.int(cells.length)];
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
    return `swap ${cells[i]!.id} and ${cells[j]!.id}`;
  },
  (p, r) => {
    const ends = phasesOf(p).flatMap((ph) => (ph.ends as Json[] | undefined) ?? []);
    if (ends.length === 0) return 'no end to lead elsewhere';
    const end = r.pick(ends);
    end.next = r.pick(PHASES);
    return `an end next ${end.next}`;
  },
  (p, r) => {
    const starts = p.starts as Json;
    starts.phase = r.pick(phasesOf(p)).phase;
    return `starts at ${starts.phase}`;
  },
];

export interface ProcedureMutant {
  readonly base: string;
  readonly mutations: readonly string[];
  readonly text: string;
}

/** `count` mutants, the six systems in turn, one to three mutations each, the same for the same seed. */
export function* procedureMutants(seed: number, count: number): Generator<ProcedureMutant> {
  const rnd = new Random(seed);
  const wholes = new Map(SYSTEMS.map((id) => [id, wholeOf(id)]));
  for (let n = 0; n < count; n++) {
    const base = SYSTEMS[n % SYSTEMS.length]!;
    const proc = structuredClone(wholes.get(base)!);
    const mutations = Array.from({ length: 1 + rnd.int(3) }, () => rnd.pick(MUTATIONS)(proc, rnd));
    const text = `extends: ${base}\nid: ${base}-mutant\nname: A mutant of ${base}\nsession:\n  procedure: ${JSON.stringify(proc)}\n`;
    yield { base, mutations, text };
  }
}

export interface ProcedureVerdict {
  readonly valid: boolean;
  /** Problems without a place (a file, a line and a column from 1). */
  readonly unlocated: readonly ProfileProblem[];
  /** Where an accepted mutant threw: explored or walked, and the message. */
  readonly threw?: { stage: 'explore' | 'walk'; message: string };
}

/** Loads a mutant; where it is accepted, explores it and walks it at random through its legal moves. */
export function judgeProcedure(m: ProcedureMutant, seed: number, steps = 150): ProcedureVerdict {
  const r = checkProfileText(m.text, 'mutant.yaml', join(ROOT, 'specs/profiles/mutant.yaml'));
  const unlocated = r.problems.filter((p) => !p.file || p.line < 1 || p.col < 1 || !p.message);
  if (!r.profile) return { valid: false, unlocated };
  const profile = r.profile;
  try {
    explore(profile, { participants: 3, coups: 2, maxStates: 120, shoes: [0], replays: 1 });
  } catch (e) {
    return { valid: true, unlocated, threw: { stage: 'explore', message: String((e as Error).message) } };
  }
  try {
    const rnd = new Random(seed);
    const t = new Table(profile, { participants: ['Anna', 'Boris', 'Vera'], shoe: { kind: 'seeded', seed: 1 } });
    for (let i = 0; i < steps && !t.over; i++) {
      const moves = t.moves();
      if (moves.length === 0) break;
      const move = rnd.pick(moves);
      const event = move.chips ? { ...move.event, [move.chips]: 1 + rnd.int(30) } : move.event;
      t.apply(event as typeof move.event);
    }
  } catch (e) {
    return { valid: true, unlocated, threw: { stage: 'walk', message: String((e as Error).message) } };
  }
  return { valid: true, unlocated };
}
