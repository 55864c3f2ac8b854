/**
 * A recorded frame as one person at the table may see it, ready for the page: the chart's active
 * states, the table through `viewFor` (cards face down stay hidden: the page is never sent them),
 * the stakes, the bank, every participant's chips or score, the log, and, at the live frame, the
 * moves the chart takes now. Everything is read from the recorded snapshot; nothing is decided here.
 */

import { type Card, cardGlyph } from '../cards/card.js';
import { cardsLeft } from '../cards/shoe.js';
import { legalMoves, type Move, type Phase, phaseOf } from '../driver/table.js';
import type { LogEntry } from '../machines/context.js';
import { stateName } from '../machines/game.js';
import { ONLOOKER } from '../machines/participants.js';
import { handsHeldBy, viewFor } from '../machines/view.js';
import { coupMarkOf, roadsRefusal } from '../roads/results.js';
import type { CoupMark } from '../roads/roads.js';
import type { InspectedSession, TakenTransition } from './session.js';
import { type NextCoupOdds, nextCoupOdds } from './shoe-odds.js';

export { ONLOOKER };

/** The log entries a frame carries: the newest, some ten coups' worth. */
const LOG_SHOWN = 100;

/** A card as the log writes it ("punto draws 8D"): a word of a rank and a suit. */
const CARD_WORD = /\b[2-9TJQKA][SHDC]\b/g;

/**
 * A log entry as the table shows its cards (8♦, as the hands draw them); a word that is a
 * participant's name ("AD" may sit at a table) stays as it is.
 */
export function logShown(entry: LogEntry, names: ReadonlySet<string>): LogEntry {
  const text = entry.text.replace(CARD_WORD, (w) => (names.has(w) ? w : cardGlyph(w as Card)));
  return text === entry.text ? entry : { ...entry, text };
}

export interface Seat {
  readonly name: string;
  /** Chips, or the score of a prediction series. */
  readonly score: number;
  /** What the person is at the table now: "banker", "plays right", "on left", "dealer", or "". */
  readonly role: string;
}

export interface FrameView {
  readonly session: number;
  readonly profile: { readonly id: string; readonly name: string };
  readonly index: number;
  readonly count: number;
  readonly live: boolean;
  readonly settled: boolean;
  /** The innermost active state's name, the table's phase, and the ids of every active state node (the active path). */
  readonly state: {
    readonly name: string;
    readonly phase: Phase;
    readonly active: readonly string[];
    readonly status: string;
  };
  /** The event the chart was handling, and the transitions it took to reach this frame. */
  readonly event: { readonly type: string } & Record<string, unknown>;
  readonly transitions: readonly TakenTransition[];
  readonly viewer: string;
  /** Who may be chosen as the viewer: the onlooker and every participant, with their role now. */
  readonly viewers: readonly { readonly name: string; readonly role: string }[];
  readonly table: {
    readonly coup: number;
    readonly hands: readonly {
      readonly id: string;
      readonly name: string;
      /** Each card as dealt, or null where it lies face down for this viewer. */
      readonly cards: readonly (Card | null)[];
      readonly total: number | null;
      /** True where this viewer holds the hand (sees it face down). */
      readonly held: boolean;
    }[];
    readonly revealed: boolean;
    readonly naturals: readonly string[];
    readonly outcome: string | undefined;
    readonly sides: Readonly<Record<string, string>> | undefined;
    readonly stakes: readonly {
      readonly participant: string;
      readonly bet: string;
      readonly stake: number;
      readonly hand: string | undefined;
    }[];
    readonly settlements: readonly { readonly participant: string; readonly bet: string; readonly change: number }[];
    readonly bank:
      | { readonly banker: string | undefined; readonly fund: number; readonly initialFund: number }
      | undefined;
    readonly seats: readonly Seat[];
    readonly cardsLeft: number;
    /** Two hands: the next coup's odds from the cards not yet seen (src/inspector/shoe-odds.ts), or why none. */
    readonly odds: NextCoupOdds;
    /**
     * How many coups the roads hold now (the page fetches their picture, GET /api/roads?index=N, when
     * it changes), or why the profile has none (ROAD-12).
     */
    readonly roads: { readonly coups: number } | { readonly refused: string };
    readonly winners: readonly string[];
  };
  /**
   * The log's last entries (at most LOG_SHOWN), their cards as the table shows them: a frame's size stays bounded however long the
   * session, so a shoe of eighty coups does not send its whole log with every frame.
   */
  readonly log: readonly LogEntry[];
  /** How many earlier entries the log holds beyond those (the game record keeps every one). */
  readonly logBefore: number;
  /** The moves the chart takes now (the viewer's own secret ones among them); empty except at the live frame. */
  readonly moves: readonly Move[];
}

/**
 * The coups finished at a frame, as the roads read them: the history, and the coup in play once its
 * result is known (at the showdown everything is face up, so no hidden card shows through); or why
 * the profile has no roads (ROAD-12). Read with the profile as loaded, not as seated: the domestic
 * game's seated profile names a hand per punter, and the loaded one says each punter holds his own.
 */
export function roadsCoupsAt(session: InspectedSession, index: number): CoupMark[] | { refused: string } {
  const frame = session.frames[index];
  if (!frame) throw new RangeError(`no frame ${index}: the session has ${session.frames.length}`);
  const profile = session.profile;
  const refused = roadsRefusal(profile);
  if (refused) return { refused };
  const ctx = frame.snapshot.context;
  const done = ctx.coup.outcome !== undefined || ctx.coup.sides !== undefined;
  const inHistory = ctx.history.at(-1)?.number === ctx.coup.number;
  return [...ctx.history, ...(done && !inHistory ? [ctx.coup] : [])].map((c) => coupMarkOf(profile, c));
}

export function frameView(session: InspectedSession, index: number, viewer: string): FrameView {
  const frame = session.frames[index];
  if (!frame) throw new RangeError(`no frame ${index}: the session has ${session.frames.length}`);
  // The table as the chart was built for it: where each punter holds a hand of his own (the
  // domestic game), the session's seated profile names one hand per punter.
  const profile = session.game.profile;
  const snapshot = frame.snapshot;
  const ctx = snapshot.context;
  const live = index === session.frames.length - 1;
  const bank = ctx.bank;
  const roleOf = (name: string): string => {
    const roles: string[] = [];
    if (bank?.banker === name) roles.push('banker');
    for (const [side, player] of Object.entries(bank?.active ?? {})) if (player === name) roles.push(`plays ${side}`);
    for (const [side, players] of Object.entries(bank?.sides ?? {}))
      if (players.includes(name) && bank?.active[side] !== name) roles.push(`on ${side}`);
    if (ctx.dealer === name) roles.push('dealer');
    return roles.join(', ');
  };
  const seen = viewFor(profile, ctx, viewer);
  const held = new Set(handsHeldBy(profile, ctx, viewer));
  const coup = ctx.coup;
  const names = new Set(ctx.participants.map((p) => p.id));
  return {
    session: session.id,
    profile: { id: profile.id, name: profile.name },
    index,
    count: session.frames.length,
    live,
    settled: frame.settled,
    state: {
      name: stateName(snapshot),
      phase: phaseOf(snapshot),
      active: snapshot._nodes.map((n) => n.id),
      status: snapshot.status,
    },
    event: frame.event as FrameView['event'],
    transitions: frame.transitions,
    viewer,
    viewers: [
      { name: ONLOOKER, role: 'sees what lies face up' },
      ...ctx.participants.map((p) => ({ name: p.id, role: roleOf(p.id) })),
    ],
    table: {
      coup: coup.number,
      hands: profile.hands.map((h) => ({
        id: h.id,
        name: h.name,
        cards: seen.hands[h.id]?.cards ?? [],
        total: seen.hands[h.id]?.total ?? null,
        held: held.has(h.id),
      })),
      revealed: seen.revealed,
      naturals: coup.naturals,
      outcome: coup.outcome,
      sides: coup.sides,
      stakes: coup.wagers.map((w) => ({ participant: w.participant, bet: w.bet, stake: w.stake, hand: w.hand })),
      settlements: coup.settlements.map((s) => ({ participant: s.participant, bet: s.bet, change: s.change })),
      bank: bank ? { banker: bank.banker, fund: bank.fund, initialFund: bank.initialFund } : undefined,
      seats: ctx.participants.map((p) => ({ name: p.id, score: p.score, role: roleOf(p.id) })),
      cardsLeft: cardsLeft(ctx.shoe),
      odds: nextCoupOdds(profile, ctx),
      roads: (() => {
        const coups = roadsCoupsAt(session, index);
        return 'refused' in coups ? coups : { coups: coups.length };
      })(),
      winners: ctx.winners,
    },
    log: ctx.log.slice(-LOG_SHOWN).map((e) => logShown(e, names)),
    logBefore: Math.max(0, ctx.log.length - LOG_SHOWN),
    // A move naming a card face down (a discard) is shown to its maker only.
    moves: live ? legalMoves(profile, snapshot).filter((m) => !m.secret || m.by === viewer) : [],
  };
}
