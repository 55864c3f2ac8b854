/**
 * A profile after loading: every default filled and every table compiled, so that no other module
 * has to ask "was this set?" (the profile is read apart in one place, src/profile/normalize.ts).
 * The YAML shape is described, key by key, in schemas/profile.schema.json.
 */

import type { Rank } from '../cards/card.js';
import type { Procedure } from './procedure.js';

export type Action = 'draw' | 'stand' | 'choice';
export type Decider = 'nobody' | 'side-player' | 'banker' | 'largest-stake';
export type Counting = 'units-digit' | 'keep-tens';

/** A draw-table row: one action for the total, or one per value of the other hand's third card. */
export type Row =
  | { readonly kind: 'fixed'; readonly action: Action }
  | {
      readonly kind: 'by-third-card';
      /** Indexed by the other hand's third-card value. */
      readonly byValue: readonly (Action | undefined)[];
      /** When the other hand stood. */
      readonly stood: Action | undefined;
    };

export interface Turn {
  readonly hand: string;
  readonly decidedBy: Decider;
  /** The hand whose third card keys the by-third-card rows. */
  readonly against: string | undefined;
  /** Indexed by the hand's own total before drawing. */
  readonly rows: readonly (Row | undefined)[];
}

export interface Hand {
  readonly id: string;
  readonly name: string;
  readonly holder: 'shared' | 'banker' | 'side' | 'each-punter';
}

export type SettleResult = 'win' | 'push' | 'lose';

/**
 * A settle rule's condition, as the loader normalizes the YAML (schemas/profile.schema.json
 * #/$defs/condition); src/core/settle.ts is the one place that evaluates it, over the facts of a
 * finished coup. Numbers are the values a fact may take (a list, a range written out).
 */
export type Condition =
  | { readonly kind: 'all' | 'any'; readonly of: readonly Condition[] }
  | { readonly kind: 'not'; readonly of: Condition }
  /** highest-total: the coup's outcome is one of these (a compared hand won, or the equal outcome). */
  | { readonly kind: 'outcome'; readonly is: readonly string[] }
  /** each-against-banker: the covered side's result ('side'), or every side's ('every'). */
  | { readonly kind: 'side' | 'every'; readonly is: readonly SideResult[] }
  /** highest-total: every test holds for the hand named (for either: one hand; for both: each). */
  | { readonly kind: 'hand'; readonly hand: HandRef; readonly tests: readonly HandTest[] }
  /** highest-total: a fact of the whole coup has one of these values. */
  | { readonly kind: 'coup'; readonly fact: CoupFact; readonly is: readonly number[] }
  /**
   * highest-total: a test of the cards themselves (their ranks, suits, colours), of one hand (`hand`) or
   * of the coup (no hand); `id` names the test (its text), so that the odds count coups by whether it holds.
   */
  | { readonly kind: 'card'; readonly id: string; readonly hand: HandRef | undefined; readonly test: CardTest };

/**
 * What a card test reads (codes as the shoe has them: suit * 13 + rank, suits S H D C; colour 0 red, 1
 * black):
 * - card: the hand's card at `at` (0 first, 1 second, 2 third) has each listed attribute;
 * - colour: the hand's cards are all red (0), all black (1), or of both colours (2);
 * - count: how many cards of the coup are of colour `colour`;
 * - same: the two compared hands' cards at `at` share the attribute `attr`, or the hands their total or
 *   number of cards.
 */
export type CardTest =
  | {
      readonly of: 'card';
      readonly at: number;
      readonly rank?: readonly number[];
      readonly value?: readonly number[];
      readonly suit?: readonly number[];
      readonly colour?: readonly number[];
    }
  | { readonly of: 'colour'; readonly is: readonly number[] }
  | { readonly of: 'count'; readonly colour: number; readonly is: readonly number[] }
  | {
      readonly of: 'same';
      /** The card compared (0 first, 1 second, 2 third); -1 for a total or a number of cards. */
      readonly at: number;
      readonly attr: 'rank' | 'value' | 'suit' | 'colour' | 'total' | 'cards';
      /** For value: each rank's value (ranks of one value compare equal). */
      readonly rankClass?: readonly number[];
    };

/**
 * A hand a condition reads: a hand by id, the winning or losing hand, either hand, both hands; or
 * 'own', the hand a rule is about (the hand that drew, for an extra card; the side's hand, for a
 * penalty), which only those rules name.
 */
export type HandRef =
  | { readonly who: 'winner' | 'loser' | 'either' | 'both' | 'own' }
  | { readonly who: 'hand'; readonly id: string };

/**
 * A fact of one hand: its total (last digit), its number of cards, whether it is a natural (1) or
 * not (0), its first two cards' pair (0 none, 1 a mixed pair: one rank, both colours; 2 a perfect pair: one rank
 * and suit; 3 a coloured pair: one rank and colour, two suits), its third
 * card's value (-1: none), the total (last digit) it drew its third card on (-1: it drew none).
 * Read by the rules of the table only (drawing.extraCards, drawing.penalties), never by a bet: how
 * many of its cards are ten-valued, and whether its holder kept its natural quiet (1) or not (0).
 */
export type HandFact = 'total' | 'cards' | 'natural' | 'pair' | 'thirdCard' | 'drewOn' | 'tenValued' | 'keptQuiet';

/** The hand facts a bet's settle rule may read: those a coup's record, the kernel and the enumerator all know. */
export const BET_HAND_FACTS = ['total', 'cards', 'natural', 'pair', 'thirdCard', 'drewOn'] as const;
export interface HandTest {
  readonly fact: HandFact;
  readonly is: readonly number[];
}

/**
 * A fact of the whole coup: the winning margin (the winner's total less the best other; 0 on a
 * tie), the number of cards dealt to all hands, the total of a tie (-1 when the coup is no tie).
 */
export type CoupFact = 'margin' | 'cardsDealt' | 'tieTotal';

/**
 * What a winning rule pays per unit staked, as exact ratios written "profit:stake": one ratio, or a
 * table keyed by a fact's value (a rung the table lacks: the rule does not apply).
 */
export type Payout =
  | { readonly kind: 'ratio'; readonly ratio: string }
  | {
      readonly kind: 'table';
      readonly by: CoupFact | HandFact;
      /** For a fact of one hand: which (a hand by id, the winner or the loser). */
      readonly hand: HandRef | undefined;
      readonly rungs: readonly { readonly value: number; readonly ratio: string }[];
    };

/** A side's result against the banker, from the side's point of view. */
export type SideResult = 'win' | 'lose' | 'equal';

export interface SettleRule {
  /** Undefined: the rule settles every coup that reaches it. */
  readonly when: Condition | undefined;
  readonly result: SettleResult;
  /** On a win: the profit per unit staked; undefined otherwise. */
  readonly pays: Payout | undefined;
  /** Percentage of the profit kept by the house, as written (a decimal such as 2.5 is exact). */
  readonly commission: number;
}

/** A draw rule keyed by the cards held: the hand that drew (HandRef 'own') meets `when`, it takes one more card. */
export interface ExtraCard {
  readonly when: Condition;
}

/**
 * A penalty on a side's holder (who decides for the side's hand): where `when` holds for the side
 * (its result, and its own hand's facts), he repays losing stakes out of his own score: those on his
 * side ('stakes-on-his-side', RC-15) or every losing stake of the coup ('every-losing-stake', RC-16),
 * his own excepted. The bank keeps what it won.
 */
export interface Penalty {
  readonly when: Condition;
  readonly repays: 'stakes-on-his-side' | 'every-losing-stake';
}

export interface Bet {
  readonly id: string;
  readonly name: string;
  readonly settle: readonly SettleRule[];
  /**
   * each-against-banker: the bettor's own side; the side he names, his own by default (club
   * baccarat, RC-06); or both sides, in equal halves or as one stake (à cheval).
   */
  readonly covers: 'own-side' | 'either-side' | 'both-sides' | 'both-sides-as-one' | undefined;
  /** 'whole-fund': a banco call; 'half-fund': avec la table. */
  readonly stake: 'chosen' | 'whole-fund' | 'half-fund';
}

export interface Predictions {
  readonly scheme: 'predictions';
  readonly stake: number;
  readonly on: readonly string[];
  /** Side bets a participant may add to his prediction, at most one of each. */
  readonly sideBets: readonly string[];
  /**
   * House rules about a side bet's stake, one entry per side bet: the main predictions it is taken beside
   * (needs), and whether its stake may not exceed the main stake (atMostMain, Dragon 7's house rule).
   */
  readonly sideBetRules?: readonly {
    readonly bet: string;
    readonly needs?: readonly string[];
    readonly atMostMain?: boolean;
  }[];
  readonly dealer: 'optional' | 'required' | 'never';
}

export interface AgainstTheBank {
  readonly scheme: 'against-the-bank';
  readonly excess: 'cut-to-cover' | 'refused';
  /** The largest stake a punter may make, if limited. */
  readonly maxStake: number | undefined;
  /** Every seated punter must stake before the deal; none may pass (RD-03). */
  readonly everyPunterStakes: boolean;
  /** Chip values a stake is made of, if the table uses chips. */
  readonly chips: readonly number[] | undefined;
  readonly banco: {
    readonly oppositeCallers: 'half-each' | 'earliest';
    readonly suivi: 'priority' | 'holds-the-cards' | 'none';
  };
}

export interface Bank {
  /** 'unlimited': no fund; the banker pays and collects from his own score. */
  readonly fund: 'announced' | 'unlimited';
  /** The house's percentage of the bank put up, taken as the bank is formed. */
  readonly cagnotte: number;
  readonly sides: 'halves-from-banker-right' | 'one-side' | 'each-punter';
  /** Percentage of the banker's net winnings of a coup kept by the house. */
  readonly houseShare: number;
}

/**
 * A variant's rules as `loadProfile` reads them: its shoe, cards, hands and deal, naturals, draw tables,
 * bets and payouts, and session (schemas/profile.schema.json says every key).
 *
 * @example
 * ```ts
 * import { loadProfile, type Profile } from 'baccarat-spec';
 *
 * const profile: Profile = loadProfile('punto-banco');
 * profile.bets.map((b) => b.id); // ['punto', 'banco', 'tie']
 * ```
 */
export interface Profile {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly sources: readonly { document: string; language?: string }[];
  /** Where the profile was read from (a path), for messages. */
  readonly file: string;
  readonly shoe: {
    readonly decks: number;
    readonly reshuffle: 'after-every-coup' | 'never' | 'when-too-few-for-a-coup';
    readonly discards: 'set-aside' | 'under-the-pack';
    /** Cards behind the stop card: no new coup once this many or fewer remain. */
    readonly stopCard: number | undefined;
  };
  readonly cards: { readonly values: Readonly<Record<Rank, number>>; readonly counting: Counting };
  readonly hands: readonly Hand[];
  readonly deal: {
    readonly order: readonly string[];
    readonly face: 'up' | 'down';
    readonly misdeals: boolean;
    /** RC-17, RM-01: what an extra card to the banker does (absent: baccara, club baccarat's). */
    readonly bankerMisdeal?: 'baccara' | 'discard';
  };
  readonly naturals: {
    readonly totals: readonly number[];
    readonly effect: 'settle-at-once' | 'each-hand';
    /**
     * The naturals (by total) a side's holder may keep quiet and play on, standing (RC-16); empty
     * elsewhere. A natural kept quiet does not stop the coup, and loses where it ties the banker.
     */
    readonly mayKeepQuiet: readonly number[];
  };
  readonly drawing: {
    readonly maxCards: number;
    readonly turns: readonly Turn[];
    /** Cards beyond a hand's turn: after a hand draws, a rule whose condition its cards meet gives it one more (RC-13). */
    readonly extraCards: readonly ExtraCard[];
    /** What a side's holder repays, and when (RC-15, RC-16). */
    readonly penalties: readonly Penalty[];
  };
  readonly result: {
    readonly scheme: 'highest-total' | 'each-against-banker';
    /** highest-total: every compared hand; each-against-banker: the sides. */
    readonly hands: readonly string[];
    /** each-against-banker: the banker's hand. */
    readonly banker: string | undefined;
    readonly equal: string;
    readonly equalNaturals: 'as-equal-totals' | 'banker-wins';
    /** each-against-banker: who takes equal totals, and the totals whose tie is always returned. */
    readonly equalTotals: 'push' | 'banker-wins';
    readonly equalReturned: readonly number[];
  };
  readonly bets: readonly Bet[];
  readonly session: {
    readonly participants: {
      readonly min: number;
      readonly max: number;
      /**
       * Where the rules set no limit (max: as-the-shoe-allows, RD-01): the shoe's cards and the most
       * one hand can take, of which max is the quotient, the banker's hand included.
       */
      readonly shoeLimit?: { readonly cards: number; readonly cardsPerHand: number };
    };
    readonly startingScore: number;
    readonly negativeScores: boolean;
    /** Coups in a session, if it has a fixed length. */
    readonly coups: number | undefined;
    /** What else ends a session. */
    readonly end: {
      readonly bankerExits: boolean;
      readonly bankBroke: boolean;
      readonly fewerCardsThan: number | undefined;
    };
    readonly betting: Predictions | AgainstTheBank;
    readonly bank: Bank | undefined;
    /** Who may make each move, when, and what it does (src/profile/procedure.ts). */
    readonly procedure: Procedure;
  };
}

/** The outcomes a coup can have: each compared hand, or the 'equal' outcome. */
export function outcomesOf(profile: Profile): string[] {
  return [...profile.result.hands, profile.result.equal];
}
