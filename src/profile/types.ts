/**
 * A profile after loading: every default filled and every table compiled, so that no other module
 * has to ask "was this set?" (the profile is read apart in one place, src/profile/normalize.ts).
 * The YAML shape is described, key by key, in schemas/profile.schema.json.
 */
import type { Rank } from '../cards/card.js';

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
  readonly holder: 'shared' | 'banker' | 'side';
}

export type SettleResult = 'win' | 'push' | 'lose';

export interface Condition {
  readonly outcome?: string;
}

export interface SettleRule {
  readonly when: Condition;
  readonly result: SettleResult;
  /** Profit per unit staked as an exact ratio (numerator, denominator); 0/1 unless a win. */
  readonly pays: readonly [number, number];
  /** Percentage of the profit kept by the house. */
  readonly commission: number;
}

export interface Bet {
  readonly id: string;
  readonly name: string;
  readonly settle: readonly SettleRule[];
}

export interface Profile {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly sources: readonly { document: string; language?: string }[];
  /** Where the profile was read from (a path), for messages. */
  readonly file: string;
  readonly shoe: { readonly decks: number; readonly reshuffle: 'after-every-coup' | 'never' };
  readonly cards: { readonly values: Readonly<Record<Rank, number>>; readonly counting: Counting };
  readonly hands: readonly Hand[];
  readonly deal: { readonly order: readonly string[]; readonly face: 'up' | 'down' };
  readonly naturals: { readonly totals: readonly number[]; readonly effect: 'settle-at-once' };
  readonly drawing: { readonly maxCards: number; readonly turns: readonly Turn[] };
  readonly result: {
    readonly scheme: 'highest-total';
    readonly hands: readonly string[];
    readonly equal: string;
    readonly equalNaturals: 'as-equal-totals';
  };
  readonly bets: readonly Bet[];
  readonly session: {
    readonly participants: { readonly min: number; readonly max: number };
    readonly startingScore: number;
    readonly negativeScores: boolean;
    readonly coups: number;
    readonly betting: {
      readonly stake: number;
      readonly on: readonly string[];
      readonly perParticipant: 'exactly-one';
      readonly dealer: 'optional' | 'required' | 'never';
    };
    readonly winner: 'highest-total';
  };
}

/** The outcomes a coup can have: each compared hand, or the 'equal' outcome. */
export function outcomesOf(profile: Profile): string[] {
  return [...profile.result.hands, profile.result.equal];
}
