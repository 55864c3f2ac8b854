/**
 * The explorer: a breadth-first walk of every state a small table can reach, through the table users
 * play (src/driver/table.ts), trying every move by everyone in each (tries.ts) and checking the
 * invariants in each (invariants.ts), and counting the procedure's cells its moves match. Each state is a table forked from its parent's snapshot
 * (Table.fork: a new actor over the same chart, never rebuilt); states are compared by a canonical
 * key, so one reached twice is walked once; a violation keeps the shortest path of moves that reaches
 * it, the first the walk meets being the shortest (breadth first).
 */
import type { Card } from '../cards/card.js';
import { Table, type TableOptions } from '../driver/table.js';
import type { GameEvent } from '../machines/context.js';
import { PerProfile } from '../profile/per-profile.js';
import type { Profile } from '../profile/types.js';
import { checkRecordText, checkResults, replayRecord } from '../replay/replay.js';
import {
  cellOfMove,
  chipsProblem,
  deadEndProblem,
  type Invariant,
  type Ledger,
  refusalProblem,
  stakeProblem,
} from './invariants.js';
import { orderOf, type Pack, packAfter, watched } from './order.js';
import { type ExploreShoe, shoesFor } from './shoes.js';
import { movesToTry } from './tries.js';

/** The participants an explored table seats, in seating order: the first N of these. */
export const EXPLORE_NAMES = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dasha'] as const;

export interface ExploreOptions {
  /** 2 to 5 participants. */
  readonly participants: number;
  /** 1 to 3 coups: a state past the last coup's end is not walked on. */
  readonly coups: number;
  /** The states walked at most, over every shoe: the walk stops there and says so. */
  readonly maxStates: number;
  /** Which of the profile's shoes (shoes.ts, shoesFor) to walk, by index: all by default. */
  readonly shoes?: readonly number[];
  /** Records replayed at most per shoe, a sample of its terminal states spread over the walk. */
  readonly replays?: number;
  /** The table the walk starts from (a test's mutant table), and the one each replayed record is kept by; every other state is its fork. */
  readonly table?: (profile: Profile, options: TableOptions) => Table;
}

export interface Violation {
  readonly invariant: Invariant;
  readonly message: string;
  /** The shoe the table was stacked with. */
  readonly shoe: ExploreShoe;
  /** The moves from the session's start to the violation, the last one making it where a move does. */
  readonly path: readonly GameEvent[];
  /** A refused move's reason, where the violation is a refusal's. */
  readonly reason?: string;
}

export interface ShoeWalk {
  readonly shoe: ExploreShoe;
  readonly states: number;
  readonly moves: number;
  readonly refused: number;
  readonly terminals: number;
  readonly replayed: number;
  /** The moves taken by each cell of the procedure, by its id: the cells this shoe's walk reached. */
  readonly cells: Readonly<Record<string, number>>;
}

/** A cell of the procedure, and how the walk met it. */
export interface CellReach {
  readonly id: string;
  readonly move: string;
  readonly phase: string;
  readonly rule: string;
  /** The moves taken by it, over every shoe. */
  readonly matched: number;
  /** Where no move matched it: why ("beyond the bound (1000 states)", "not reached from this table (…)"). */
  readonly unreached?: string;
  /** Where it was not reached: the scenario of the suite that makes its move (coverage.ts), "<file>:<line> <name>". */
  readonly covered?: string;
}

export interface Exploration {
  readonly profile: string;
  readonly participants: readonly string[];
  readonly coups: number;
  readonly walks: readonly ShoeWalk[];
  /** States walked, moves taken and refused moves tried, over every shoe. */
  readonly states: number;
  readonly moves: number;
  readonly refused: number;
  /** True where --max-states stopped the walk before every reachable state was walked. */
  readonly bounded: boolean;
  /** What happened somewhere in the walk (natural, draw, choice, fourth card, misdeal, …). */
  readonly seen: readonly string[];
  /** The first violation of each invariant, by its shortest path. */
  readonly violations: readonly Violation[];
  /** Every cell of the procedure, in its order, with the moves the walk took by it. */
  readonly cells: readonly CellReach[];
  readonly ms: number;
}

/**
 * A state's canonical key: the chart's state and its context, without what no rule reads: the log
 * (words), the shoe's source (the walk's own, the same in every state), and who cut and, unless a
 * cell of the procedure gives its move to an order of roles, who shuffled (a shuffle changes no card
 * of a stacked shoe; the names are the record's, BB-02.7). An order reads who shuffled before (RC-07:
 * nobody after the banker), so there the shufflers are part of the state; and where the players
 * shuffle or cut, the pack's place in its order (`pack`, src/explore/order.ts), which the order of
 * the shuffle, the cut and the deal reads.
 */
export function stateKey(table: Table, pack?: Pack): string {
  const { log: _log, shoe, bank, ...rest } = table.context;
  const { source: _source, ...where } = shoe;
  const { shuffledBy, cutBy: _cut, ...table_ } = bank ?? {};
  const ordered = orderedOf(table.profile);
  return JSON.stringify([
    table.snapshot.value,
    rest,
    where,
    table_,
    ...(ordered ? [shuffledBy] : []),
    ...(pack !== undefined ? [pack] : []),
  ]);
}

/**
 * A state's key folded to a 53-bit number, two 32-bit hashes of its characters (FNV-1a, and a
 * multiply-rotate hash of its own), so that the walk keeps 8 bytes a state where it kept the key's
 * text. Two of n states share one with a chance of about n² / 2^54: 6 × 10^-5 at a million.
 */
export function keyHash(key: string): number {
  let a = 0x811c9dc5;
  let b = 0x9e3779b1;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b = (b << 13) | (b >>> 19);
  }
  return (a >>> 0) * 2 ** 21 + ((b >>> 0) & 0x1fffff);
}

const ordering = new PerProfile<'ordered', boolean>();
/** Whether a cell of the profile's procedure gives its move to an order of roles. */
function orderedOf(profile: Profile): boolean {
  return ordering.get(profile, 'ordered', () => profile.session.procedure.moves.some((c) => typeof c.by !== 'string'));
}

/** What a state shows that the walk should meet somewhere (docs/explore.md: the shoes' purpose). */
function seenIn(table: Table, parent: Table, seen: Set<string>): void {
  const ctx = table.context;
  const coup = ctx.coup;
  if (coup.naturals.length) seen.add('natural');
  if (coup.decisions.some((d) => d.action === 'draw')) seen.add('draw');
  if (coup.decisions.some((d) => !d.forced)) seen.add('choice');
  if (coup.cards.some((c) => c.phase === 'baccara')) seen.add('fourth card');
  if (coup.misdeals?.length) seen.add('misdeal');
  if (coup.keptQuiet?.length) seen.add('natural kept quiet');
  if (coup.penalties?.length) seen.add('penalty');
  const banker = ctx.bank?.banker;
  if (banker !== undefined && parent.context.bank?.banker !== undefined && banker !== parent.context.bank.banker)
    seen.add('bank passed');
  if (ctx.bank?.ended === 'bank-broke') seen.add('bank broke');
  if (table.phase === 'out-of-cards') seen.add('out of cards');
  if (table.phase === 'session-over') seen.add('session over');
}

/** The cagnotte a move took, where it formed a bank (RC-05): the bank's field is a new bank's then. */
function cagnotteTaken(table: Table, parent: Table): number {
  const b = table.context.bank;
  const a = parent.context.bank;
  if (!b?.cagnotte || b === a) return 0;
  const formed = a?.cagnotte === undefined || a.banker !== b.banker || a.initialFund !== b.initialFund;
  return formed ? b.cagnotte : 0;
}

interface Walked {
  readonly walk: ShoeWalk;
  readonly violations: Violation[];
  readonly stopped: boolean;
}

/** The moves from the walk's start to state `i` (and `last` from there): its parents' moves, back to the root. */
function pathOf(parents: readonly number[], events: readonly (GameEvent | undefined)[], i: number, last?: GameEvent) {
  const path: GameEvent[] = last ? [last] : [];
  for (let k = i; k > 0; k = parents[k]!) path.push(events[k]!);
  return path.reverse();
}

/** 4. A loop of moves the table cannot leave by itself: the session never ends. */
const ENDLESS =
  'the session can go round forever from here: its moves come back to this state, and the table has no way on of its own';

/** 2. A move the chart refuses, tried: what the refusal invariant finds of it, and the refusal's reason. */
function triedRefused(table: Table, event: GameEvent): { problem: string | undefined; reason: string | undefined } {
  const before = table.snapshot;
  const recorded = table.record?.moves.length ?? 0;
  const verdict = table.apply(event);
  const reason = verdict.accepted ? undefined : verdict.reason;
  return { problem: refusalProblem(table, verdict, before, recorded), reason };
}

/** Records a violation, the first of each invariant in a walk, with the shortest path to it. */
type Violated = (
  invariant: Invariant,
  message: string | undefined,
  at: number,
  last?: GameEvent,
  reason?: string,
) => void;

/** A walk's violations, and how it records one: the first of each invariant, with its path. */
function violationsOf(
  shoe: ExploreShoe,
  pathTo: (i: number, last?: GameEvent) => GameEvent[],
): { violations: Violation[]; violated: Violated } {
  const violations: Violation[] = [];
  const found = new Set<Invariant>();
  const violated: Violated = (invariant, message, at, last, reason) => {
    if (message === undefined || found.has(invariant)) return;
    found.add(invariant);
    violations.push({ invariant, message, shoe, path: pathTo(at, last), ...(reason !== undefined ? { reason } : {}) });
  };
  return { violations, violated };
}

/** One shoe's walk, within `budget` states. */
function walkShoe(
  profile: Profile,
  options: ExploreOptions,
  shoe: ExploreShoe,
  budget: number,
  seen: Set<string>,
): Walked {
  const participants = EXPLORE_NAMES.slice(0, options.participants);
  const tableOptions: TableOptions = {
    participants,
    shoe: { kind: 'stacked', shuffles: shoe.shuffles.map((s) => [...s]) as Card[][] },
  };
  const open = options.table ?? ((p, o) => new Table(p, o));
  const root = open(profile, tableOptions);
  const start = Object.fromEntries(root.context.participants.map((p) => [p.id, p.score]));
  // The walk's states, by index: the move from its parent, its parent, its cagnottes, its pack; those
  // not yet walked, as their snapshots (a table is made again from one when it is walked): a
  // snapshot shares its context with its parent's, where a table holds an actor besides.
  const snapshots: (Table['snapshot'] | undefined)[] = [root.snapshot];
  const parents: number[] = [-1];
  const events: (GameEvent | undefined)[] = [undefined];
  const cagnottes: number[] = [0];
  const order = orderOf(profile.session.procedure);
  const packs: Pack[] = ['new'];
  const packKey = (pack: Pack) => (watched(order) ? pack : undefined);
  const index = new Map<number, number>([[keyHash(stateKey(root, packKey('new'))), 0]]);
  // The moves between states where the table has no way on of its own (a loop there never ends).
  const edges: [number, number][] = [];
  const stuck = new Set<number>();
  const terminals: number[] = [];
  const pathTo = (i: number, last?: GameEvent) => pathOf(parents, events, i, last);
  const { violations, violated } = violationsOf(shoe, pathTo);
  const check = (i: number, table: Table) => {
    const ledger: Ledger = { start, cagnottes: cagnottes[i]! };
    violated('chips', chipsProblem(table, ledger), i);
    violated('stake', stakeProblem(table.context), i);
  };
  check(0, root);
  let moves = 0;
  let refused = 0;
  let stopped = false;
  const cells: Record<string, number> = {};
  for (let i = 0; i < snapshots.length; i++) {
    const table = i === 0 ? root : root.fork(snapshots[i]);
    // A walked state's snapshot is let go: its children's paths need only the moves (parents, events).
    snapshots[i] = undefined;
    if (table.over || table.context.coup.number > options.coups) {
      if (table.over) violated('deadEnd', deadEndProblem(table, 0), i);
      terminals.push(i);
      continue;
    }
    let legal = 0;
    if (table.onward === undefined) stuck.add(i);
    for (const event of movesToTry(table)) {
      if (!table.can(event)) {
        const { problem, reason } = triedRefused(table, event);
        refused++;
        violated('refusal', problem, i, event, reason);
        continue;
      }
      legal++;
      moves++;
      const child = table.fork();
      const verdict = child.apply(event);
      if (!verdict.accepted) {
        violated('refusal', `the chart said it takes the move, then refused it: ${verdict.reason}`, i, event);
        continue;
      }
      const matched = cellOfMove(table, event);
      if ('cell' in matched) cells[matched.cell.id] = (cells[matched.cell.id] ?? 0) + 1;
      else violated('cell', matched.problem, i, event);
      const pack = packAfter(packs[i]!, event, table.context, child.context, order);
      if (watched(order)) violated('order', pack.problem, i, event);
      const key = keyHash(stateKey(child, packKey(pack.pack)));
      const known = index.get(key);
      if (known !== undefined) {
        // A move that changes nothing a rule reads (a shuffle, its name aside) goes round no loop.
        if (stuck.has(i) && known !== i) edges.push([i, known]);
        continue;
      }
      if (snapshots.length >= budget) {
        stopped = true;
        continue;
      }
      const j = snapshots.push(child.snapshot) - 1;
      parents.push(i);
      events.push(event);
      cagnottes.push(cagnottes[i]! + cagnotteTaken(child, table));
      packs.push(pack.pack);
      index.set(key, j);
      if (stuck.has(i)) edges.push([i, j]);
      seenIn(child, table, seen);
      check(j, child);
    }
    violated('deadEnd', deadEndProblem(table, legal), i);
  }
  // Every session ends within its bound: no loop of moves where the table could not go on by itself.
  const cycle = cycleIn(
    snapshots.length,
    edges.filter(([, b]) => stuck.has(b)),
  );
  if (cycle !== undefined) violated('deadEnd', ENDLESS, cycle);
  const recording = () => open(profile, { ...tableOptions, record: true });
  const replayed = replaySample(profile, recording, terminals, pathTo, options.replays ?? 12, violated);
  return {
    walk: { shoe, states: snapshots.length, moves, refused, terminals: terminals.length, replayed, cells },
    violations,
    stopped,
  };
}

/** The states left once those no move leads into are taken away, again and again (Kahn's order). */
function unordered(n: number, edges: readonly [number, number][], alive: (k: number) => boolean): Set<number> {
  const into = new Array<number>(n).fill(0);
  const out: number[][] = Array.from({ length: n }, () => []);
  for (const [a, b] of edges) {
    if (!alive(a) || !alive(b)) continue;
    into[b]!++;
    out[a]!.push(b);
  }
  const ready = [...into.keys()].filter((k) => alive(k) && into[k] === 0);
  while (ready.length) for (const b of out[ready.pop()!]!) if (--into[b]! === 0) ready.push(b);
  return new Set([...into.keys()].filter((k) => alive(k) && into[k]! > 0));
}

/**
 * The first state (the one of the shortest path) on a loop of the moves given, or undefined: the
 * states no move leads into taken away, then those that lead nowhere, leave the loops alone.
 */
function cycleIn(n: number, edges: readonly [number, number][]): number | undefined {
  const after = unordered(n, edges, () => true);
  if (after.size === 0) return undefined;
  const reversed = edges.map(([a, b]) => [b, a] as [number, number]);
  const loops = unordered(n, reversed, (k) => after.has(k));
  return loops.size === 0 ? undefined : Math.min(...loops);
}

/**
 * 5. Records replay: the record of each sampled terminal state's session, played again from its
 * moves, read back as `replay --check` reads a file (its JSON and schema), replayed and compared.
 */
function replaySample(
  profile: Profile,
  recording: () => Table,
  terminals: readonly number[],
  pathTo: (i: number) => GameEvent[],
  most: number,
  violated: (invariant: 'replay', message: string, at: number) => void,
): number {
  const step = Math.max(1, Math.ceil(terminals.length / most));
  let replayed = 0;
  for (let k = 0; k < terminals.length; k += step) {
    const at = terminals[k]!;
    const table = recording();
    for (const event of pathTo(at)) table.apply(event);
    replayed++;
    try {
      const record = checkRecordText(JSON.stringify(table.record), 'the explored record');
      const again = replayRecord(record, profile);
      const difference = checkResults(record, again.record!);
      if (difference !== undefined) violated('replay', difference, at);
    } catch (e) {
      violated('replay', (e as Error).message, at);
    }
  }
  return replayed;
}

/**
 * Every cell of the procedure with the moves the walks took by it; one they never took, with why: the
 * bound stopped the walk before every state was walked, or no state of this table offers it (its
 * seats, its coups, the shoes walked).
 */
function cellsReached(
  profile: Profile,
  walks: readonly ShoeWalk[],
  bounded: boolean,
  where: Pick<ExploreOptions, 'participants' | 'coups' | 'maxStates'> & { shoes: number; of: number },
): CellReach[] {
  const table = [
    // Two to five participants: never one.
    `${where.participants} participants`,
    `${where.coups} coup${where.coups === 1 ? '' : 's'}`,
    ...(where.shoes < where.of ? [`${where.shoes} of ${where.of} shoes`] : []),
  ].join(', ');
  const why = bounded ? `beyond the bound (${where.maxStates} states)` : `not reached from this table (${table})`;
  return profile.session.procedure.moves.map((c) => {
    const matched = walks.reduce((a, w) => a + (w.cells[c.id] ?? 0), 0);
    return { id: c.id, move: c.move, phase: c.phase, rule: c.rule, matched, ...(matched ? {} : { unreached: why }) };
  });
}

/** Explores a profile's small table over its shoes (shoes.ts), within the bounds given. */
export function explore(profile: Profile, options: ExploreOptions): Exploration {
  const began = performance.now();
  const participants = EXPLORE_NAMES.slice(0, options.participants);
  // The shoes are laid out for the table as seated (one hand per punter: the domestic game's).
  const seated = new Table(profile, { participants, shoe: { kind: 'seeded', seed: 1 } }).profile;
  const all = shoesFor(seated, options.coups);
  const shoes = options.shoes ? options.shoes.map((i) => all[i % all.length]!) : all;
  const seen = new Set<string>();
  const walks: ShoeWalk[] = [];
  const violations: Violation[] = [];
  let left = options.maxStates;
  let bounded = false;
  for (const shoe of shoes) {
    if (left <= 0) {
      bounded = true;
      break;
    }
    const w = walkShoe(profile, options, shoe, left, seen);
    walks.push(w.walk);
    left -= w.walk.states;
    bounded ||= w.stopped;
    for (const v of w.violations) if (!violations.some((x) => x.invariant === v.invariant)) violations.push(v);
  }
  const total = (k: 'states' | 'moves' | 'refused') => walks.reduce((a, w) => a + w[k], 0);
  const where = { participants: options.participants, coups: options.coups, maxStates: options.maxStates };
  const table = { ...where, shoes: walks.length, of: all.length };
  return {
    profile: profile.id,
    participants,
    coups: options.coups,
    walks,
    states: total('states'),
    moves: total('moves'),
    refused: total('refused'),
    bounded,
    seen: [...seen],
    violations,
    cells: cellsReached(profile, walks, bounded, table),
    ms: performance.now() - began,
  };
}
