/**
 * A profile's draw tables compiled: every turn's table flattened into one array of action codes, the
 * extra cards' rules as a table, and the totals a hand can reach. The one reading of the tables that
 * the chart, the kernel and the enumerator share (through src/core/rules.ts and compile.ts).
 */
import { RANKS } from '../cards/card.js';
import type { Action, Profile } from '../profile/types.js';
import { type CoupFacts, emptyFacts, holds, settleShapeOf } from './settle.js';

export const STAND = 0;
export const DRAW = 1;
export const CHOICE = 2;
/** A cell the loader guarantees no coup reaches; reaching it is a bug worth stopping for. */
export const NO_CELL = 3;

const ACTION_CODE: Record<Action, number> = { stand: STAND, draw: DRAW, choice: CHOICE };
export const ACTION_NAME = ['stand', 'draw', 'choice'] as const;

export function cellIndex(
  c: Pick<DrawTables, 'totalSpan' | 'columns'>,
  turn: number,
  total: number,
  column: number,
): number {
  return (turn * c.totalSpan + total) * c.columns + column;
}

/** Whether a profile draws extra cards (drawing.extraCards) where a turn can give a card at all. */
export function drawsExtra(profile: Profile): boolean {
  const dealPerHand = profile.deal.order.length / profile.hands.length;
  return (profile.drawing.extraCards?.length ?? 0) > 0 && profile.drawing.maxCards > dealPerHand;
}

/** Every turn's draw table and the extra cards' rules, compiled: what the kernel, the enumerator and the chart read. */
export interface DrawTables {
  readonly totalSpan: number;
  readonly columns: number;
  readonly cells: Uint8Array;
  readonly turnHand: Uint8Array;
  readonly turnAgainst: Int8Array;
  /** The most cards a hand holds, an extra card included: extraCard's first two dimensions run to it. */
  readonly mostCards: number;
  /** By [cards held][ten-valued cards among them][total]: 1 where a hand that has just drawn takes one card more. */
  readonly extraCard: Uint8Array;
}

/**
 * Whether a hand that has just drawn, now holding `held` cards of which `tens` are ten-valued, for a
 * total of `total`, takes an extra card (drawing.extraCards, e.g. RC-13's baccara of three). The
 * one reading of those rules: the chart, the kernel and the enumerator all call it.
 */
export function takesExtraCard(
  t: Pick<DrawTables, 'mostCards' | 'totalSpan' | 'extraCard'>,
  held: number,
  tens: number,
  total: number,
): boolean {
  if (held >= t.mostCards || total >= t.totalSpan) return false;
  return t.extraCard[(held * (t.mostCards + 1) + tens) * t.totalSpan + total] === 1;
}

/**
 * The extra cards' rules as a table over what they may read of the hand that drew (its cards, how
 * many are ten-valued, its total by the last digit), each cell evaluated once by the condition
 * language's one evaluator (holds).
 */
function extraCardTable(profile: Profile, totalSpan: number, mostCards: number): Uint8Array {
  const table = new Uint8Array((mostCards + 1) * (mostCards + 1) * totalSpan);
  const rules = profile.drawing.extraCards ?? [];
  if (rules.length === 0) return table;
  const shape = settleShapeOf(profile);
  const f: CoupFacts = emptyFacts(shape.hands.length);
  for (let held = 3; held < mostCards; held++) {
    for (let tens = 0; tens <= held; tens++) {
      for (let total = 0; total < totalSpan; total++) {
        f.cards[0] = held;
        f.tens[0] = tens;
        f.total[0] = total % 10;
        if (rules.some((r) => holds(shape, r.when, f, undefined, undefined, 0)))
          table[(held * (mostCards + 1) + tens) * totalSpan + total] = 1;
      }
    }
  }
  return table;
}

/**
 * The draw tables of a profile flattened into one array of action codes, [turn][total][column]:
 * column 0 when the other hand stood, 1 + v for its third card of value v.
 */
export function compileDrawTables(profile: Profile, totalSpan = drawSpanOf(profile)): DrawTables {
  const hands = profile.hands.map((h) => h.id);
  const turns = profile.drawing.turns;
  const columns = Math.max(...RANKS.map((r) => profile.cards.values[r])) + 2;
  const cells = new Uint8Array(turns.length * totalSpan * columns).fill(NO_CELL);
  const turnHand = new Uint8Array(turns.length);
  const turnAgainst = new Int8Array(turns.length);
  const dealPerHand = profile.deal.order.length / profile.hands.length;
  const mostCards = Math.max(profile.drawing.maxCards, dealPerHand) + (drawsExtra(profile) ? 1 : 0);
  const extraCard = extraCardTable(profile, totalSpan, mostCards);
  const tables: DrawTables = { totalSpan, columns, cells, turnHand, turnAgainst, mostCards, extraCard };
  turns.forEach((turn, t) => {
    turnHand[t] = hands.indexOf(turn.hand);
    turnAgainst[t] = turn.against === undefined ? -1 : hands.indexOf(turn.against);
    turn.rows.forEach((row, total) => {
      if (!row || total >= totalSpan) return;
      for (let col = 0; col < columns; col++) {
        const action = row.kind === 'fixed' ? row.action : col === 0 ? row.stood : row.byValue[col - 1];
        if (action) cells[(t * totalSpan + total) * columns + col] = ACTION_CODE[action];
      }
    });
  });
  return tables;
}

/** The totals a hand can reach: 0-9 counting the units digit, else up to its most cards' sum. */
export function drawSpanOf(profile: Profile): number {
  if (profile.cards.counting === 'units-digit') return 10;
  const maxValue = Math.max(...RANKS.map((r) => profile.cards.values[r]));
  const dealPerHand = profile.deal.order.length / profile.hands.length;
  return maxValue * (Math.max(profile.drawing.maxCards, dealPerHand) + (drawsExtra(profile) ? 1 : 0)) + 1;
}

/** A choice cell of a turn's table, as the policy file and the messages name it. */
export interface Situation {
  readonly turn: number;
  readonly hand: string;
  readonly total: number;
  /** The other hand's third-card value, 'stood', or undefined when the table reads no other hand. */
  readonly third: number | 'stood' | undefined;
}

export function describeSituation(s: Situation, against?: string): string {
  const third =
    s.third === undefined
      ? ''
      : s.third === 'stood'
        ? ` when ${against} stood`
        : ` against ${against}'s third card ${s.third}`;
  return `${s.hand} on ${s.total}${third}`;
}

/** A cell of a turn's table that some coup reaches, and what the table says there. */
export interface ReachedCell extends Situation {
  readonly action: Action;
}

/**
 * Every cell of the draw tables that some coup reaches, turn by turn: a row's total where the hand
 * can hold it at its turn (not a two-card natural, which ends the coup or keeps its hand from its
 * turn), in the stood column where the other hand can have stood, in a third card's column where
 * it can have drawn a card of that value. A fixed row is one cell (third undefined). What the
 * chart keeps of each turn (src/machines/states/turns.ts) and the choices a policy must decide
 * (src/core/policy.ts reachableChoices) are read from it.
 */
export function reachableCells(
  profile: Profile,
  tables: Pick<DrawTables, 'totalSpan' | 'columns' | 'cells'>,
): ReachedCell[] {
  const turns = profile.drawing.turns;
  const dealPerHand = profile.deal.order.length / profile.hands.length;
  const canDraw = profile.drawing.maxCards > dealPerHand;
  const naturals = new Set(dealPerHand === 2 ? profile.naturals.totals : []);
  const values = new Set(RANKS.map((r) => profile.cards.values[r]));
  const out: ReachedCell[] = [];
  turns.forEach((turn, t) => {
    const againstTurn = turns.findIndex((o) => o.hand === turn.against);
    // What the other hand can have done before this turn: stood, or drawn a card of some value.
    const againstActions = new Set<number>();
    if (againstTurn >= 0) {
      for (let total = 0; total < tables.totalSpan; total++) {
        for (let col = 0; col < tables.columns; col++)
          againstActions.add(tables.cells[cellIndex(tables, againstTurn, total, col)]!);
      }
    }
    const againstMayStand = !canDraw || againstActions.has(STAND) || againstActions.has(CHOICE);
    const againstMayDraw = canDraw && (againstActions.has(DRAW) || againstActions.has(CHOICE));
    turn.rows.forEach((row, total) => {
      if (!row || naturals.has(total)) return;
      const at = (third: ReachedCell['third'], action: Action | undefined) => {
        if (action) out.push({ turn: t, hand: turn.hand, total, third, action });
      };
      if (row.kind === 'fixed') {
        at(undefined, row.action);
        return;
      }
      if (againstMayStand) at('stood', row.stood);
      if (againstMayDraw)
        row.byValue.forEach((a, v) => {
          if (values.has(v)) at(v, a);
        });
    });
  });
  return out;
}
