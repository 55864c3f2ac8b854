/**
 * What a session's statechart holds: the participants and their scores, the shoe, the coup in play
 * and the full record of every coup played. Everything here is plain data, so a snapshot can be
 * saved, shown and replayed.
 */
import type { Card } from '../cards/card.js';
import type { RngState, ShoeSource, ShoeState } from '../cards/shoe.js';
import type { SettleResult, SideResult } from '../profile/types.js';

export interface Participant {
  readonly id: string;
  readonly score: number;
}

export interface Wager {
  readonly participant: string;
  readonly bet: string;
  readonly stake: number;
  /**
   * Against the bank: the side this stake backs (an à cheval bet split in halves is two wagers, one
   * per half). Undefined for one stake on both sides as one (club baccarat's à cheval).
   */
  readonly hand?: string;
  /** Against the bank: what the bettor asked for, where the cover cut it. */
  readonly requested?: number;
}

/** One card as it was dealt: to which hand, and every hand's total once it lay on the table. */
export interface DealtCard {
  readonly hand: string;
  readonly card: Card;
  /** 'deal' for the first cards, 'draw' for a third card, 'baccara' for a fourth, 'misdeal' for an extra. */
  readonly phase: 'deal' | 'draw' | 'baccara' | 'misdeal';
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
  /** Against the bank: each side's result against the banker, from the side's point of view. */
  readonly sides?: Readonly<Record<string, SideResult>>;
  /** Against the bank: the fund after settlement. */
  readonly fund?: number;
  /** Against the bank: the house's share of the banker's winnings this coup. */
  readonly house?: number;
  /** Hands whose first cards count as nothing (a misdeal to the banker: his three count as baccara). */
  readonly countsAsZero?: Readonly<Record<string, number>>;
  /** Hands whose holder kept a natural 8 quiet and played on (club baccarat, RC-16). */
  readonly keptQuiet?: readonly string[];
  /** Misdeals declared in this coup: the hand that got an extra card. */
  readonly misdeals?: readonly string[];
  /** Penalties paid by a holder: to whom, how much, and why. */
  readonly penalties?: readonly {
    readonly holder: string;
    readonly to: string;
    readonly amount: number;
    readonly why: string;
  }[];
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

/** A bank and its table: the banker, the fund, the sides, and who decides for each (Baccarat Banque). */
export interface BankState {
  /** Announced funds, in the order they were bid. */
  readonly bids: readonly { readonly participant: string; readonly fund: number }[];
  /** Who has passed at a raising auction (RC-04): out of it for good. */
  readonly auctionPasses?: readonly string[];
  readonly banker: string | undefined;
  /** The bank fund now: the capital at risk that covers every bet. */
  readonly fund: number;
  /** The fund the banker put up. */
  readonly initialFund: number;
  /** No fund: the banker pays and collects from his own score (the domestic game). */
  readonly unlimited: boolean;
  /** The house's share of the bank put up, taken when it was formed (RC-05). */
  readonly cagnotte?: number;
  /** Everyone but the banker, counter-clockwise from the banker's right: the betting order. */
  readonly order: readonly string[];
  /** Side (hand id) -> its players, in betting order. */
  readonly sides: Readonly<Record<string, readonly string[]>>;
  /** Side (hand id) -> the player who decides for it. */
  readonly active: Readonly<Record<string, string>>;
  /** Who shuffled, in order; the banker last. */
  readonly shuffledBy: readonly string[];
  readonly cutBy: string | undefined;
  /** Banco calls of the coup in play, in the order they were made ("name/half" for avec la table). */
  readonly bancoCalls: readonly string[];
  /** The caller who lost a banco last coup: he has priority if he calls again. */
  readonly bancoSuivi: string | undefined;
  /** The coups this banker has won in a row, where the procedure counts them (a house's limit). */
  readonly winsInARow?: number;
  /** How many punters have bet or passed this coup (the betting order's position). */
  readonly turn: number;
  /** Why the bank ended, when it has. */
  readonly ended: 'banker-exits' | 'bank-broke' | 'fewer-cards' | undefined;
  /** The generator for lots (a tie at the auction), seeded by the session. */
  readonly lot: RngState;
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
  /** Coups in this session: the profile's count, 1 for a single coup, or undefined (no fixed length). */
  readonly coupsToPlay: number | undefined;
  /** The bank, where the session has one. */
  readonly bank: BankState | undefined;
  /** No event log (the record of each coup is kept whole): for simulation. */
  readonly quiet: boolean;
}

export interface GameInput {
  /** Participant names, in seating order (counter-clockwise round the table). */
  readonly participants: readonly string[];
  /** Seeds the lots drawn during the session (a tie at the auction). Defaults to the shoe's seed, else 0. */
  readonly seed?: number;
  /** Who deals; must be one of the participants. Defaults to the first. */
  readonly dealer?: string;
  readonly shoe: ShoeSource;
  /**
   * One coup and nothing else: the session ends after it. This is how `baccarat play` shows a coup
   * from a card order (nobody at the table); participants, where given, are only the coup's bettors.
   */
  readonly singleCoup?: boolean;
  /** Keep no event log (simulation plays millions of coups and reads only their records). */
  readonly quiet?: boolean;
}

/**
 * A move at the table, as the chart takes it: a bet, the deal, a draw or stand, a bid for the bank, … (the whole
 * list is this union). `Table.moves()` lists the ones the chart takes now.
 *
 * @example
 * ```ts
 * import { type GameEvent, loadProfile, Table } from 'baccarat-spec';
 *
 * const table = new Table(loadProfile('punto-banco'), { participants: ['ann', 'bob'], shoe: { kind: 'seeded', seed: 1 } });
 * const bet: GameEvent = { type: 'BET', participant: 'ann', bet: 'banco' };
 * table.apply(bet).accepted; // true
 * ```
 */
export type GameEvent =
  /**
   * A bet. Predictions: on a bet id, at the profile's fixed stake. Against the bank: 'side' (one's
   * own side) or 'cheval' (both sides in halves), of `amount` chips. `hand`: the side staked on,
   * where the bet lets the bettor name it (covers: either-side, RC-06); his own side by default.
   */
  | { type: 'BET'; participant: string; bet: string; amount?: number; hand?: string }
  | { type: 'DEAL' }
  /** The dealer gathers the cards of a finished coup and opens the next one. */
  | { type: 'NEXT_COUP' }
  | { type: 'DRAW'; by: string }
  | { type: 'STAND'; by: string }
  /* A bank's table (Baccarat Banque). */
  /** A volunteer announces the fund he can cover from his own chips. */
  | { type: 'BID'; participant: string; fund: number }
  /** Bidding is over: the highest bid banks. */
  | { type: 'CLOSE_AUCTION' }
  | { type: 'SHUFFLE'; by: string }
  | { type: 'CUT'; by: string }
  /** Banco: the whole fund; with `half`, avec la table: half of it. */
  | { type: 'BANCO'; participant: string; half?: boolean }
  /** The banker who did not lose the coup passes the bank to his right ("la banque passe"). */
  | { type: 'PASS_BANK' }
  /** The banker closes the banco calls. */
  | { type: 'CLOSE_BANCO' }
  | { type: 'PASS'; participant: string }
  /** The banker leaves the bank (between coups, after at least one). */
  | { type: 'EXIT' }
  /* Club baccarat. */
  /** A holder shows his natural 8, or keeps it quiet and plays on. */
  | { type: 'SHOW_NATURAL'; by: string }
  | { type: 'KEEP_QUIET'; by: string }
  /** An extra card was dealt to a hand; the deal is checked before any natural is shown. */
  | { type: 'MISDEAL'; hand: string }
  /** After a misdeal to his side, the holder discards one of his three cards and keeps two. */
  | { type: 'KEEP'; by: string; discard: Card }
  /* Modern baccarat. */
  /** RM-06: the punter who lost a banco declines to hold his tableau's cards this coup. */
  | { type: 'DECLINE_CARDS'; participant: string }
  /** After a misdeal to the banker, a punter takes back his stakes. */
  | { type: 'WITHDRAW'; participant: string }
  /** The deal is as it should be: play on. */
  | { type: 'CONFIRM_DEAL' };
