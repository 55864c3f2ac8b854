/**
 * A game record (schemas/record.schema.json): what a session needs to be played again, move by
 * move, through the profile's chart, and what each coup gave, so that a replay can check it.
 *
 *   - the profile: its id and a hash of the profile as resolved (parents merged, defaults filled),
 *     so a record is never replayed silently against other rules;
 *   - the participants in seating order (the first deals, where the rules have a dealer), and the
 *     shoe: a seed, or the card order of each shuffle;
 *   - every move in order, the table's own (the deal, the next coup) as well as the people's, each
 *     with who made it;
 *   - each coup's result as the chart settled it, and the standings once the session is over.
 *
 * A record is written while the game goes (a Table with `record: true`, and writeRecord): after each move or coup
 * the whole record goes to a temporary file that is then renamed over the record, so an interrupted
 * session leaves the record of what was played, never half a file.
 */
import type { Card } from '../cards/card.js';
import type { ShoeSource } from '../cards/shoe.js';
import { type WriteOptions, writeWhole } from '../files/safe-write.js';
import type { CoupRecord, GameContext, GameEvent } from '../machines/context.js';
import { makerOf as makerNamed } from '../machines/procedure/roles.js';
import { standingsOf } from '../machines/rules.js';

export const RECORD_FORMAT = 'baccarat-record';
export const RECORD_VERSION = 1;

// Who made a move: a participant, or 'table' for the table's own moves (src/driver/table.ts `onward`).
import { TABLE } from '../machines/participants.js';

export { TABLE };

export interface RecordedMove {
  /** The participant who made the move, or "table". */
  readonly by: string;
  /** The event sent to the chart, as the chart takes it (src/machines/context.ts GameEvent). */
  readonly event: GameEvent;
  /** The coup the move was made in (1 for the first). */
  readonly coup: number;
}

export interface CoupResult {
  readonly number: number;
  /** The index in `moves` of the move that finished the coup. */
  readonly move: number;
  readonly hands: Readonly<Record<string, { readonly cards: readonly Card[]; readonly total: number }>>;
  readonly outcome?: string;
  readonly sides?: Readonly<Record<string, 'win' | 'lose' | 'equal'>>;
  readonly settlements: readonly {
    readonly participant: string;
    readonly bet: string;
    readonly stake: number;
    readonly result: 'win' | 'push' | 'lose';
    readonly change: number;
  }[];
  readonly fund?: number;
  readonly house?: number;
  readonly penalties?: readonly {
    readonly holder: string;
    readonly to: string;
    readonly amount: number;
    readonly why: string;
  }[];
  readonly scores: Readonly<Record<string, number>>;
}

export interface SessionEnd {
  /** The index in `moves` of the move that ended the session. */
  readonly move: number;
  /** The chart's last state: "session over", or "out of cards" where a stacked shoe ran out. */
  readonly state: string;
  readonly standings: readonly { readonly participant: string; readonly score: number; readonly place: number }[];
  readonly winners: readonly string[];
  /** A bank's session: why the bank ended. */
  readonly bank?: 'banker-exits' | 'bank-broke' | 'fewer-cards';
  /**
   * The house's cagnotte (RC-05): its share of the bank put up, taken once as the bank was formed,
   * so it belongs to the session's settlement, not to any coup's.
   */
  readonly cagnotte?: { readonly banker: string; readonly bank: number; readonly amount: number };
}

/**
 * A game record (schemas/record.schema.json): the profile and its hash, the seating, the shoe, every move in
 * order, each coup's result and how the session ended. A Table keeps one with `record: true`.
 *
 * @example
 * ```ts
 * import { type GameRecord, loadProfile, Table } from 'baccarat-spec';
 *
 * const table = new Table(loadProfile('punto-banco'), {
 *   participants: ['ann', 'bob'],
 *   shoe: { kind: 'seeded', seed: 1 },
 *   record: true,
 * });
 * table.autoplay({ until: 'session' });
 * const record: GameRecord = table.record!;
 * record.end?.state; // 'session over'
 * ```
 */
export interface GameRecord {
  readonly $schema?: string;
  readonly format: typeof RECORD_FORMAT;
  readonly version: typeof RECORD_VERSION;
  readonly profile: { readonly id: string; readonly hash: string };
  readonly participants: readonly string[];
  readonly shoe: { readonly seed: number } | { readonly cards: readonly string[] };
  readonly moves: RecordedMove[];
  readonly coups: CoupResult[];
  end?: SessionEnd;
}

/** The shoe as a record writes it. */
export function recordedShoe(shoe: ShoeSource): GameRecord['shoe'] {
  return shoe.kind === 'seeded' ? { seed: shoe.seed } : { cards: shoe.shuffles.map((s) => s.join(' ')) };
}

/** The shoe a record names, for the chart. */
export function shoeOfRecord(shoe: GameRecord['shoe']): ShoeSource {
  return 'seed' in shoe
    ? { kind: 'seeded', seed: shoe.seed }
    : { kind: 'stacked', shuffles: shoe.cards.map((s) => s.split(/\s+/).filter(Boolean) as Card[]) };
}

/** A coup's result as a record keeps it: the chart's own record of the coup, without the card-by-card detail. */
export function coupResult(c: CoupRecord, move: number): CoupResult {
  return {
    number: c.number,
    move,
    hands: Object.fromEntries(Object.entries(c.hands).map(([h, x]) => [h, { cards: [...x.cards], total: x.total }])),
    ...(c.outcome !== undefined ? { outcome: c.outcome } : {}),
    ...(c.sides ? { sides: { ...c.sides } } : {}),
    settlements: c.settlements.map((s) => ({
      participant: s.participant,
      bet: s.bet,
      stake: s.stake,
      result: s.result,
      change: s.change,
    })),
    ...(c.fund !== undefined ? { fund: c.fund } : {}),
    ...(c.house !== undefined ? { house: c.house } : {}),
    ...(c.penalties?.length
      ? { penalties: c.penalties.map((p) => ({ holder: p.holder, to: p.to, amount: p.amount, why: p.why })) }
      : {}),
    scores: { ...c.scores },
  };
}

/**
 * Who makes an event: the participant it names, in the field its type names him in (the
 * procedure's makerOf); the banker his own moves (leaving the bank, passing it, closing the banco
 * calls); else the table (the deal, the next coup, the close of an auction).
 */
export function makerOf(event: GameEvent, ctx: GameContext): string {
  const named = makerNamed(event);
  if (named !== undefined) return named;
  if (event.type === 'EXIT' || event.type === 'PASS_BANK' || event.type === 'CLOSE_BANCO')
    return ctx.bank?.banker ?? TABLE;
  return TABLE;
}

/** How a session ended, as the chart left it. */
export function sessionEnd(table: { readonly context: GameContext; readonly state: string }, move: number): SessionEnd {
  const ctx = table.context;
  return {
    move,
    state: table.state,
    // A stacked shoe that ran out ends the session without the chart's standings: the same
    // ranking (src/machines/rules.ts standingsOf) of the scores as they stand.
    standings: (ctx.standings.length > 0 ? ctx.standings : standingsOf(ctx)).map((s) => ({
      participant: s.participant,
      score: s.score,
      place: s.place,
    })),
    winners:
      ctx.standings.length > 0
        ? [...ctx.winners]
        : standingsOf(ctx)
            .filter((s) => s.place === 1)
            .map((s) => s.participant),
    ...(ctx.bank?.ended ? { bank: ctx.bank.ended } : {}),
    ...(ctx.bank?.cagnotte && ctx.bank.banker
      ? { cagnotte: { banker: ctx.bank.banker, bank: ctx.bank.initialFund, amount: ctx.bank.cagnotte } }
      : {}),
  };
}

/** The record as its file holds it: two-space JSON, one move per line (diffs read move by move). */
export function recordText(record: GameRecord): string {
  const lines = JSON.stringify({ ...record, moves: [] }, null, 2).split('\n');
  const at = lines.indexOf('  "moves": [],');
  const moves = record.moves.map((m, i) => `    ${JSON.stringify(m)}${i < record.moves.length - 1 ? ',' : ''}`);
  const body = moves.length === 0 ? ['  "moves": [],'] : ['  "moves": [', ...moves, '  ],'];
  return `${[...lines.slice(0, at), ...body, ...lines.slice(at + 1)].join('\n')}\n`;
}

/**
 * Writes the record whole or not at all (src/files/safe-write.ts: a temporary file beside it, renamed
 * over it in one step), so a crash or Ctrl-C between two writes leaves the previous record, whole;
 * a device, a folder, a link, a read-only file or one of `inputs` is refused (WriteRefused).
 *
 * @example
 * ```ts
 * import { loadProfile, Table, writeRecord } from 'baccarat-spec';
 *
 * const table = new Table(loadProfile('punto-banco'), {
 *   participants: ['ann', 'bob'],
 *   shoe: { kind: 'seeded', seed: 1 },
 *   record: true,
 * });
 * table.autoplay({ until: 'coup' });
 * writeRecord('game.json', table.record!); // `baccarat replay game.json --check` replays it
 * ```
 */
export function writeRecord(file: string, record: GameRecord, opts: Partial<WriteOptions> = {}): void {
  writeWhole(file, recordText(record), { shown: file, ...opts });
}
