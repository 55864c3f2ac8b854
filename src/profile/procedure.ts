/**
 * A session's procedure as data (session.procedure): its phases, and for every move in which phase
 * it may be made, by whom, under which condition, what it does and where the table goes, each cell
 * citing its rule. As in the Game Description Language's `legal(role, move)` and Ludii's ludemes,
 * the rules are the table and the code is its vocabulary: the roles, the conditions and the effects
 * the cells name are implemented once, in src/machines/procedure/, and the one builder reads only
 * this table. Presets (specs/procedures/<name>.yaml) are procedures a profile names.
 */

/** Every move of a session, as its event is named (src/machines/context.ts, GameEvent). */
export const MOVES = [
  'BID',
  'PASS',
  'CLOSE_AUCTION',
  'SHUFFLE',
  'CUT',
  'BANCO',
  'CLOSE_BANCO',
  'BET',
  'DEAL',
  'CONFIRM_DEAL',
  'MISDEAL',
  'KEEP',
  'WITHDRAW',
  'SHOW_NATURAL',
  'KEEP_QUIET',
  'DRAW',
  'STAND',
  'DECLINE_CARDS',
  'PASS_BANK',
  'NEXT_COUP',
  'EXIT',
] as const;
export type MoveType = (typeof MOVES)[number];

/** Who may make a move: one role, or an order of roles ("those who wish, then the banker last"). */
export type By = string | { readonly order: readonly string[] };

/** A condition a cell names: a word of the vocabulary, or one with its parameter ({ name: value }). */
export type Check = string | Readonly<Record<string, number>>;

/** One cell of the table: a move, where and by whom, under what condition, doing what, going where. */
export interface Cell {
  /** Unique within the procedure: a child procedure replaces or removes a cell by it. */
  readonly id: string;
  readonly move: MoveType;
  readonly phase: string;
  readonly by: By;
  readonly when: readonly Check[];
  readonly does: readonly string[];
  /** The phase the table goes to; absent, it stays. */
  readonly next: string | undefined;
  readonly rule: string;
  /** The procedure (preset or profile) whose file wrote this cell. */
  readonly from: string;
}

/** What ends a phase by itself, with nobody's move: the first whose conditions hold. */
export interface PhaseEnd {
  readonly when: readonly Check[];
  readonly next: string;
  readonly does: readonly string[];
  readonly rule: string;
}

export interface ProcedurePhase {
  readonly phase: string;
  /** The procedure (preset or profile) whose file wrote this phase: its ends cite that one's rules. */
  readonly from: string;
  /** What happens in it, in words (the chart's description of the state). */
  readonly says: string;
  /** Effects as the table enters it. */
  readonly enter: readonly string[];
  readonly ends: readonly PhaseEnd[];
}

export interface Procedure {
  /** The preset it is, or extends, or the profile's id for one written whole. */
  readonly name: string;
  /** Where a session opens, and what is done before anyone moves. */
  readonly starts: { readonly phase: string; readonly does: readonly string[] };
  readonly phases: readonly ProcedurePhase[];
  readonly moves: readonly Cell[];
  /**
   * The bank's keywords a preset stands for (session.bank chosenBy, bidding, shuffle, passes, as
   * profiles wrote them before procedures were data): what a version-1 record's hash read. Only on
   * a procedure that is its preset unchanged.
   */
  readonly was?: Readonly<Record<string, string>>;
}

/**
 * The phases of the coup that the deal and the draw tables build (not the procedure's to list), and
 * that a cell may name: 'drawing' for any hand's turn to draw, the others as a `next`.
 */
export const COUP_PHASES = ['dealing', 'natural check', 'drawing', 'showdown', 'session over'] as const;

/**
 * The phases of the session the table has, which a procedure lists with what it says of each (its
 * `phases`): those before the deal and the one after the coup. A procedure names no phase of its own
 * (a phase is a state of the chart whose meaning the table knows: src/machines/states/names.ts), so a
 * name outside this list is refused where it is written.
 */
export const SESSION_PHASES = [
  'choosing the banker',
  'opening the bank',
  'shuffling',
  'cutting',
  'calling banco',
  'taking bets',
  'ready to deal',
  'checking the deal',
  'keeping two of three',
  'stakes may change',
  'a natural to show',
  'coup over',
] as const;

/**
 * The words of a procedure that act on a bank, which a table of predictions (Punto Banco: each
 * participant bets on an outcome, nobody holds a bank) does not have: a cell or a start that names
 * one is refused there where it is written. test/procedure.test.ts holds the roles and conditions to
 * what the table does without a bank.
 */
export const NEEDS_A_BANK = {
  moves: ['BID', 'CLOSE_AUCTION', 'BANCO', 'CLOSE_BANCO', 'PASS_BANK', 'EXIT', 'DECLINE_CARDS', 'WITHDRAW'],
  roles: ['the bidders', 'the banker', 'a punter', 'the player in turn', 'its holder', 'the banco loser'],
  checks: [
    'the fund is his to cover',
    "the bid is made of the table's chips",
    'he has announced no fund yet',
    'he is still in the auction',
    'another player holds the highest bid',
    'the bid raises the highest',
    'he has not passed yet',
    'he does not hold the highest bid',
    'someone else may still bid',
    'a fund has been announced',
    'every other player has passed the highest bid',
    'the table has this banco',
    'he has not called yet',
    'he can cover the banco',
    'he has not called avec la table',
    'the stake is within the cover',
    'he may pass',
    'every punter has had a turn or the fund is covered',
    "the hand is the banker's",
    "the hand is a side's",
    'he has a stake to withdraw',
    'the banker lost the coup',
    'another seat has chips to bank',
    'the banker may leave',
    'the bank is broke',
    'a punter made baccara and the banker did not',
    'the banker has won coups in a row',
  ],
  effects: [
    'record the bid',
    'record the pass at the auction',
    'the croupier closes the auction',
    'the highest bid banks',
    'the first seat banks',
    'the banker puts up his bank',
    'announce the fund',
    'record the banco call',
    'the banco takes its share of the fund',
    'accept the stake',
    'record the pass',
    'the banco loser leaves the cards to the largest stake',
    'take back the stakes',
    'accept the new stake',
    'the bank ends: the fund returns to the banker',
    'the active players change after a loss',
    'the bank passes to the right',
    'the bank passes to the punter with baccara',
    "count the banker's coups won in a row",
  ],
} as const;

/**
 * The words of a procedure that read a table of predictions (each participant's bet on an outcome
 * at the fixed stake), which a table against a bank does not have: refused there where written.
 */
export const NEEDS_PREDICTIONS = {
  moves: [],
  roles: [],
  checks: ['the bet is allowed', 'every participant has bet'],
  effects: ['record the bet'],
} as const;

/**
 * The words that read the hand whose turn it is to draw: a cell at "drawing" only (a DRAW or a STAND).
 */
export const NEEDS_A_TURN = {
  moves: [],
  roles: ['the decider'],
  checks: ['the table leaves him the choice'],
  effects: [],
} as const;

/**
 * The effects that stake against the bank (a stake, a new stake, a banco call): never the banker's,
 * whose hand is the bank's (src/machines/procedure/effect-needs.ts refuses his at the table; a cell
 * that gives one to the role "the banker" is refused where it is written).
 */
export const STAKES_AGAINST_THE_BANK: readonly string[] = [
  'accept the stake',
  'accept the new stake',
  'record the banco call',
];

/**
 * The phases the coup itself leads to, which a procedure may therefore not lack: every coup ends at
 * "coup over"; a deal that may be a misdeal is checked at "checking the deal"; a natural its holder
 * may keep quiet waits at "a natural to show" (src/machines/states/deal.ts, end.ts). Each with what
 * leads there, as a refusal says it. Read from the resolved profile (its defaults filled).
 */
export function phasesTheCoupLeadsTo(resolved: {
  deal?: { misdeals?: unknown };
  naturals?: { mayKeepQuiet?: readonly unknown[] };
}): { phase: string; why: string }[] {
  return [
    { phase: 'coup over', why: 'every coup ends there' },
    ...(resolved.deal?.misdeals === true
      ? [{ phase: 'checking the deal', why: 'the deal is checked there for misdeals (deal.misdeals)' }]
      : []),
    ...((resolved.naturals?.mayKeepQuiet?.length ?? 0) > 0
      ? [{ phase: 'a natural to show', why: 'a natural that may be kept quiet waits there (naturals.mayKeepQuiet)' }]
      : []),
  ];
}

/** The cells of a move in a phase, in the order they are tried. */
export function cellsOf(procedure: Procedure, move: string, phase: string): Cell[] {
  return procedure.moves.filter((c) => c.move === move && c.phase === phase);
}

/** Whether any cell or phase of the procedure does this effect (what the kernel reads of a procedure). */
export function doesEffect(procedure: Procedure, effect: string): boolean {
  return (
    procedure.moves.some((c) => c.does.includes(effect)) ||
    procedure.phases.some((p) => p.enter.includes(effect) || p.ends.some((e) => e.does.includes(effect))) ||
    procedure.starts.does.includes(effect)
  );
}

/** A check's name and its parameter, if it has one. */
export function checkParts(check: Check): { name: string; value: number | undefined } {
  if (typeof check === 'string') return { name: check, value: undefined };
  const [name, value] = Object.entries(check)[0]!;
  return { name, value };
}

/** A check as the table prints it: "the banker has won coups in a row: 3". */
export function checkText(check: Check): string {
  const { name, value } = checkParts(check);
  return value === undefined ? name : `${name}: ${value}`;
}

/** A role or an order as the table prints it. */
export function byText(by: By): string {
  return typeof by === 'string' ? by : `in order: ${by.order.join(', then ')}`;
}

type RawCell = Omit<Cell, 'from' | 'when' | 'does' | 'next'> & {
  when?: Check[];
  does?: string[];
  next?: string;
  from?: string;
};
type RawPhase = {
  phase: string;
  from?: string;
  says?: string;
  enter?: string[];
  ends?: { when: Check[]; next: string; does?: string[]; rule: string }[];
};
/** session.procedure as the loader leaves it: whole, presets merged in (src/loader/procedure.ts). */
export interface RawProcedure {
  procedure?: string;
  was?: Record<string, string>;
  starts: string | { phase: string; does?: string[] };
  phases: RawPhase[];
  moves: RawCell[];
}

/** The procedure as the builder reads it: every list present, every cell knowing its file. */
export function readProcedure(raw: RawProcedure, profileId: string): Procedure {
  const starts = typeof raw.starts === 'string' ? { phase: raw.starts, does: [] } : { does: [], ...raw.starts };
  return {
    name: raw.procedure ?? profileId,
    ...(raw.was ? { was: raw.was } : {}),
    starts,
    phases: raw.phases.map((p) => ({
      phase: p.phase,
      from: p.from ?? profileId,
      says: p.says ?? '',
      enter: p.enter ?? [],
      ends: (p.ends ?? []).map((e) => ({ when: e.when, next: e.next, does: e.does ?? [], rule: e.rule })),
    })),
    moves: raw.moves.map((c) => ({
      id: c.id,
      move: c.move,
      phase: c.phase,
      by: c.by,
      when: c.when ?? [],
      does: c.does ?? [],
      next: c.next,
      rule: c.rule,
      from: c.from ?? profileId,
    })),
  };
}
