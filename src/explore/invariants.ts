/**
 * What must hold in every state the explorer reaches (docs/explore.md), each a function of the state
 * that answers the violation in words, or undefined:
 *   1. chips are conserved, per betting scheme (`chipsProblem`);
 *   2. a refused move changes nothing and says why (`refusalProblem`);
 *   3. nobody stakes against himself: the banker holds no stake against his own bank (`stakeProblem`);
 *   4. no dead end: a state with no legal move is the session's end, or out of cards with the shoe
 *      really exhausted (`deadEndProblem`).
 * The fifth, records that replay, is checked on the terminal states (walk.ts); the sixth, every
 * accepted move matching a cell of the procedure (`cellOfMove`), on every move the walk takes; the
 * seventh, the order of the shuffle, the cut and the deal, on every path (src/explore/order.ts).
 */
import { cardsLeft } from '../cards/shoe.js';
import type { Table } from '../driver/table.js';
import type { CoupRecord, GameContext, GameEvent } from '../machines/context.js';
import type { Verdict } from '../machines/game.js';
import { cellVerdict, phaseOfState } from '../machines/procedure/verdict.js';
import type { Cell } from '../profile/procedure.js';
import { moveWords } from '../replay/replay.js';

export const INVARIANTS = {
  chips: 'chips are conserved',
  refusal: 'a refused move changes nothing',
  stake: 'nobody stakes against himself',
  deadEnd: 'no dead end',
  replay: 'records replay',
  cell: 'every accepted move matches a cell',
  order: 'the pack is shuffled, cut and dealt in that order',
} as const;
export type Invariant = keyof typeof INVARIANTS;

/** Where the chips were at the start, and what the house took along the way that no field keeps. */
export interface Ledger {
  /** Each participant's chips when the session started. */
  readonly start: Readonly<Record<string, number>>;
  /** The cagnottes taken from every bank put up so far (RC-05): a new bank's overwrites the last's. */
  readonly cagnottes: number;
}

/** The coups settled so far: the history, and the coup in play once it has a result. */
export function settledCoups(ctx: GameContext): readonly CoupRecord[] {
  const { coup, history } = ctx;
  const settled = coup.outcome !== undefined || coup.sides !== undefined;
  return settled && history.at(-1)?.number !== coup.number ? [...history, coup] : history;
}

const sum = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0);
/** A sum of chips as a message shows it: fractions of a commission rounded to the cent. */
const chips = (n: number) => String(Math.round(n * 100) / 100);
const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** 1. Chips are conserved: by prediction, or over the whole table with the bank and the house. */
export function chipsProblem(table: Table, ledger: Ledger): string | undefined {
  const ctx = table.context;
  const coups = settledCoups(ctx);
  if (table.profile.session.betting.scheme === 'predictions') {
    for (const p of ctx.participants) {
      const moves = coups.flatMap((c) => c.settlements.filter((s) => s.participant === p.id).map((s) => s.change));
      const expected = (ledger.start[p.id] ?? 0) + sum(moves);
      if (!near(p.score, expected))
        return `${p.id}'s score is ${chips(p.score)}, but ${chips(ledger.start[p.id] ?? 0)} and his settled predictions (${moves.map(chips).join(', ') || 'none'}) make ${chips(expected)}`;
    }
    return undefined;
  }
  const scores = sum(ctx.participants.map((p) => p.score));
  const house = sum(coups.map((c) => c.house ?? 0));
  const fund = ctx.bank && !ctx.bank.unlimited ? ctx.bank.fund : 0;
  const held = scores + fund + house + ledger.cagnottes;
  const start = sum(Object.values(ledger.start));
  if (near(held, start)) return undefined;
  const parts = [`the scores ${chips(scores)}`];
  if (ctx.bank && !ctx.bank.unlimited) parts.push(`the fund ${chips(fund)}`);
  if (ledger.cagnottes) parts.push(`the cagnottes ${chips(ledger.cagnottes)}`);
  parts.push(`the house's takes ${chips(house)}`);
  return `${parts.join(', ')} make ${chips(held)} chips, not the ${chips(start)} the table started with`;
}

/** 2. A refused move changes nothing (the same snapshot, the same record) and says why. */
export function refusalProblem(
  table: Table,
  verdict: Verdict,
  before: Table['snapshot'],
  moves: number,
): string | undefined {
  if (verdict.accepted) return 'the move was accepted where the chart said it cannot take it';
  if (verdict.reason.trim() === '') return 'the move was refused with no reason';
  if (table.snapshot !== before || (table.record?.moves.length ?? 0) !== moves)
    return `the move was refused ("${verdict.reason}"), but it changed the table`;
  return undefined;
}

/** 3. The banker never holds a stake against his own bank, in any phase. */
export function stakeProblem(ctx: GameContext): string | undefined {
  const banker = ctx.bank?.banker;
  const own = banker === undefined ? undefined : ctx.coup.wagers.find((w) => w.participant === banker);
  if (!own) return undefined;
  return `the banker ${banker} holds a stake of ${own.stake} on ${own.bet}${own.hand ? ` (${own.hand})` : ''} against his own bank`;
}

/** 4. A state where nothing can be done is the session's end, or out of cards with none left. */
export function deadEndProblem(table: Table, legal: number): string | undefined {
  if (table.over) {
    if (table.phase !== 'out-of-cards') return undefined;
    const left = cardsLeft(table.context.shoe);
    return left > 0
      ? `the session stopped out of cards at "${table.state}" with ${left} cards left in the shoe`
      : undefined;
  }
  return legal === 0 ? `no move is legal at "${table.state}", and the session is not over` : undefined;
}

/**
 * 6. Every move the chart takes matches a cell of the procedure, asked of the state before it: its
 * phase (a hand's turn is "drawing"), its role and its conditions (src/machines/procedure/verdict.ts).
 * The chart is built from the cells, and a coup's choices from the draw table: a move it takes that no
 * cell gives is the chart and the table disagreeing. The moves the coup makes by itself (a forced
 * draw, the showdown) are nobody's move: the walk never sends them.
 */
export function cellOfMove(table: Table, event: GameEvent): { cell: Cell } | { problem: string } {
  const verdict = cellVerdict(table.game.rules, table.context, table.state, event);
  if ('cell' in verdict) return verdict;
  const took = `the table took ${moveWords(event)} at "${table.state}"`;
  if (verdict.failures.length === 0)
    return { problem: `${took}, but the procedure has no cell of ${event.type} at "${phaseOfState(table.state)}"` };
  const failed = verdict.failures.map((f) => `${f.cell.id} (${f.failed} "${f.what}": ${f.reason})`);
  return { problem: `${took}, but it matches no cell of the procedure: ${failed.join('; ')}` };
}
