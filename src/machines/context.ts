/**
 * What a session's statechart holds: the participants and their scores, the shoe, the coup in play
 * and the full record of every coup played. Everything here is plain data, so a snapshot can be
 * saved, shown and replayed.
 */
import type { Card } from '../cards/card.js';
import type { ShoeSource, ShoeState } from '../cards/shoe.js';
import type { SettleResult } from '../profile/types.js';

export interface Participant {
  readonly id: string;
  readonly score: number;
}

export interface Wager {
  readonly participant: string;
  readonly bet: string;
  readonly stake: number;
}

/** One card as it was dealt: to which hand, and every hand's total once it lay on the table. */
export interface DealtCard {
  readonly hand: string;
  readonly card: Card;
  /** 'deal' for the first cards, 'draw' for a third card. */
  readonly phase: 'deal' | 'draw';
  readonly faceUp: boolean;
  readonly totals: Readonly<Record<string, number>>;
}

/** A draw or stand, and whether the rules forced it or someone chose it. */
export interface Decision {
  readonly hand: string;
  readonly action: 'draw' | 'stand';
  /** True when the draw table left no choice (boardgame.io's `automatic`). */
  readonly forced: boolean;
  /** 'rules' when forced, else the participant who chose. */
  readonly by: string;
  /** The hand's total when it decided. */
  readonly total: number;
  /** The card taken, on a draw. */
  readonly card?: Card;
}

export interface Settlement {
  readonly participant: string;
  readonly bet: string;
  readonly stake: number;
  readonly result: SettleResult;
  /** The change to the participant's score: +profit, 0 or -stake. */
  readonly change: number;
}

export interface CoupRecord {
  /** 1 for the first coup of the session. */
  readonly number: number;
  readonly wagers: readonly Wager[];
  readonly cards: readonly DealtCard[];
  readonly decisions: readonly Decision[];
  /** Hands holding a natural after the deal (empty when none). */
  readonly naturals: readonly string[];
  /** Each hand's cards and final total. */
  readonly hands: Readonly<Record<string, { readonly cards: readonly Card[]; readonly total: number }>>;
  /** A compared hand's id, or the profile's equal outcome (tie); undefined until the showdown. */
  readonly outcome?: string;
  readonly settlements: readonly Settlement[];
  /** Every participant's score after settlement. */
  readonly scores: Readonly<Record<string, number>>;
}

export interface LogEntry {
  readonly coup: number;
  /** True when the rules forced it; false when a person decided it (a bet, a choice, a deal call). */
  readonly automatic: boolean;
  readonly text: string;
}

export interface Standing {
  readonly participant: string;
  readonly score: number;
  /** 1 for the leaders; equal scores share a place. */
  readonly place: number;
}

export interface GameContext {
  readonly participants: readonly Participant[];
  /** The participant who deals, if the session has one. */
  readonly dealer: string | undefined;
  readonly shoe: ShoeState;
  readonly coup: CoupRecord;
  /** Finished coups, oldest first. */
  readonly history: readonly CoupRecord[];
  readonly log: readonly LogEntry[];
  /** Filled when the session ends. */
  readonly standings: readonly Standing[];
  readonly winners: readonly string[];
  /** Coups in this session: the profile's count, or 1 for a single coup. */
  readonly coupsToPlay: number;
}

export interface GameInput {
  /** Participant names, in seating order. */
  readonly participants: readonly string[];
  /** Who deals; must be one of the participants. Defaults to the first. */
  readonly dealer?: string;
  readonly shoe: ShoeSource;
  /**
   * One coup and nothing else: no participants, no bets, the session ends after it. This is how
   * `baccarat play` shows a coup from a card order.
   */
  readonly singleCoup?: boolean;
}

export type GameEvent =
  | { type: 'BET'; participant: string; bet: string }
  | { type: 'DEAL' }
  /** The dealer gathers the cards of a finished coup and opens the next one. */
  | { type: 'NEXT_COUP' }
  | { type: 'DRAW'; by: string }
  | { type: 'STAND'; by: string };
