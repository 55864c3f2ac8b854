/**
 * The cards a bet tells apart, for its effects of removal (src/house/count.ts): each bet is counted
 * on its own, from the odds of the profile with that bet alone (withBetsOnly), so a bet is never
 * refused, nor its cards split, for another bet's sake.
 *
 * A group is a set of cards the bet reads alike in a fresh shoe: by card value (A … 9 and the
 * ten-valued cards in Punto Banco), or by rank where its rules read pairs or ranks; and, where they
 * read suits or colours, by colour or by suit, unless the rules read every suit alike. That is the
 * case where the bet is the same bet with its suits exchanged: its rules, with the suits of every card
 * test permuted, are its rules again (the same conditions, in whatever order an `any` or an `all`
 * lists them). Under the permutations within red (♥ ♦), within black (♠ ♣) and of red for black
 * (♠ ♥, ♦ ♣), every suit is alike (a perfect pair, a majestic match: each suit spelt out in turn);
 * under the first two only, the two colours are told apart (a red first card); else the four suits.
 * Where the suits are alike the effect of removal of a card does not depend on its suit (a fresh
 * shoe holds every suit alike), though the bet's odds from a shoe do: its shoes are counted by card.
 */
import { cardGlyph, RANKS, SUITS } from '../cards/card.js';
import { compileProfile } from '../core/compile.js';
import { exchangedText, SAME_SUITS } from '../odds/suit-symmetry.js';
import { withBetsOnly } from '../profile/bets.js';
import { PerProfile } from '../profile/per-profile.js';
import type { Bet, Profile } from '../profile/types.js';

/** How a bet's groups split a rank's cards: not at all, into red and black, or into the four suits. */
export type SuitSplit = 'none' | 'colour' | 'suit';

/** A group of cards a bet reads alike: its name, its ranks (0 = A … 12 = K), and its suits (0 S, 1 H, 2 D, 3 C). */
export interface GroupCards {
  /** "A", "2" … "9", "T" (the ten-valued T J Q K where the bet reads values only); "red 7", "7♥" where it splits suits. */
  readonly name: string;
  readonly ranks: readonly number[];
  /** Where the groups split the suits: the group's; every suit otherwise. */
  readonly suits?: readonly number[];
}

/**
 * The groups of cards a bet tells apart, in the report's order (by value or rank, then red before
 * black, or ♠ ♥ ♦ ♣), whether its odds are counted from shoes by card (it reads suits or colours),
 * and how its groups split a rank's cards.
 */
export interface CardGroups {
  readonly groups: readonly GroupCards[];
  readonly byCard: boolean;
  readonly split: SuitSplit;
}

/** The profile with one bet alone, once per profile and bet (its compiled tables and odds are then asked for once). */
const ALONE = new PerProfile<string, Profile>();

/** The profile with `bet` alone: what a bet's effects, tags and simulation are counted on. */
export function betAlone(profile: Profile, bet: string): Profile {
  if (!profile.bets.some((b) => b.id === bet)) throw new RangeError(`no bet ${bet}`); // the callers check the id first
  return ALONE.get(profile, bet, () => withBetsOnly(profile, [bet]));
}

/**
 * The groups of cards `bet` of `profile` tells apart (see the file's comment): card-colours'
 * red-first, red A, black A … red T, black T; perfect-pairs' perfect-pair, A … K.
 */
export function cardGroupsOf(profile: Profile, bet: string): CardGroups {
  return GROUPS.get(profile, bet, () => groupsOf(betAlone(profile, bet)));
}
const GROUPS = new PerProfile<string, CardGroups>();

function groupsOf(alone: Profile): CardGroups {
  const c = compileProfile(alone);
  const r = c.keys.reads;
  let base: { name: string; ranks: number[] }[];
  if (r.pair !== 0 || r.rank) base = RANKS.map((name, rank) => ({ name, ranks: [rank] }));
  else {
    const byValue = new Map<number, number[]>();
    for (let rank = 0; rank < 13; rank++)
      byValue.set(c.cardValue[rank]!, [...(byValue.get(c.cardValue[rank]!) ?? []), rank]);
    base = [...byValue.values()].map((ranks) => ({ name: RANKS[ranks[0]!]!, ranks }));
  }
  // pair 3: a suited pair told apart (one rank and suit); 4: coloured pairs too.
  const byCard = r.suit || r.colour || r.pair >= 3;
  const split = byCard ? suitSplit(alone.bets[0]!) : 'none';
  if (split === 'none') return { groups: base, byCard, split };
  const parts: { suits: number[]; named: (name: string) => string }[] =
    split === 'colour'
      ? [
          { suits: [1, 2], named: (name) => `red ${name}` },
          { suits: [0, 3], named: (name) => `black ${name}` },
        ]
      : SUITS.map((s, suit) => ({ suits: [suit], named: (name) => `${name}${cardGlyph(`A${s}`).slice(1)}` }));
  return {
    groups: base.flatMap((g) => parts.map((p) => ({ name: p.named(g.name), ranks: g.ranks, suits: p.suits }))),
    byCard,
    split,
  };
}

/** Suits by suit (0 S, 1 H, 2 D, 3 C): within red, within black, and red for black. */
const WITHIN_RED = [0, 2, 1, 3];
const WITHIN_BLACK = [3, 1, 2, 0];
const RED_FOR_BLACK = [1, 0, 3, 2];

/** How finely the bet's groups must split a rank: none where every suit is read alike, colour where each colour's suits are. */
function suitSplit(bet: Bet): SuitSplit {
  if (!(readAlike(bet, WITHIN_RED) && readAlike(bet, WITHIN_BLACK))) return 'suit';
  return readAlike(bet, RED_FOR_BLACK) ? 'none' : 'colour';
}

/** Whether the bet's rules, the suits of each card test permuted by `to` (which keeps or swaps the colours), are its rules. */
function readAlike(bet: Bet, to: readonly number[]): boolean {
  const rules = (perm: readonly number[]) =>
    JSON.stringify(bet.settle.map((rule) => ({ ...rule, when: rule.when && exchangedText(rule.when, perm) })));
  return rules(to) === rules(SAME_SUITS);
}
