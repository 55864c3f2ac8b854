/**
 * Whether a bet can be counted: each group of cards' exact effect of removal, integer tags derived
 * from the effects and their betting correlation (this file), and a seeded simulation of a counter
 * (src/house/count-sim.ts).
 *
 * The effect of removal of a card is the change in the bet's expected net per unit staked when it
 * leaves a fresh shoe, counted exactly from the shoe without it (24a's exact odds from a
 * composition, src/odds/composition.ts), on the profile with that bet alone: each bet's own odds,
 * so no bet is refused, nor its cards split, for another's sake. Cards that the bet cannot tell
 * apart are one group (src/house/count-groups.ts): by card value where its rules read no pair, A … 9
 * and the ten-valued cards in Punto Banco; by rank where they do; and by colour or suit where they
 * read those, a card of the group removed by card. Over a fresh shoe the effects weighed by the cards
 * of each group add up to zero exactly: the odds of a coup after one unseen card is burnt are the
 * odds before it.
 */
import { type Card, RANKS, SUITS } from '../cards/card.js';
import { add, type Fraction, fraction, mul, toNumber } from '../core/fraction.js';
import type { Policy } from '../core/policy.js';
import { type Composition, compositionOf, prepareShoeOdds } from '../odds/composition.js';
import type { ExactOdds } from '../odds/exact.js';
import { PerProfile } from '../profile/per-profile.js';
import type { Profile } from '../profile/types.js';
import { betAlone, cardGroupsOf, type GroupCards, type SuitSplit } from './count-groups.js';

/** A group of cards a bet reads alike, its cards in a fresh shoe, and its effect of removal. */
export interface CardGroup extends GroupCards {
  /** Its cards in a fresh shoe. */
  readonly cards: number;
  /** The bet's expected net per unit with one card of the group removed, and less the fresh shoe's. */
  readonly ev: Fraction;
  readonly effect: Fraction;
  /** The odds of the shoe without the card (its rows give the bet's card orders). */
  readonly odds: ExactOdds;
}

/**
 * A bet's effects of removal: the fresh shoe's odds (of the profile with the bet alone) and the
 * bet's expectation, and for each group of cards the bet tells apart (`groups`: name, ranks, suits
 * where it splits them, cards in the shoe) the expectation with one card of it removed and the
 * change (`effect`), with the odds of that shoe.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { type Effects, effectsOfRemoval } from 'baccarat-spec/house';
 *
 * const panda: Effects = effectsOfRemoval(loadProfile('ez-baccarat'), 'panda-8');
 * panda.groups.map((g) => g.name);               // ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T']
 * ```
 */
export interface Effects {
  readonly profile: Profile;
  readonly bet: string;
  readonly decks: number;
  /** The fresh shoe's odds and the bet's expectation. */
  readonly fresh: ExactOdds;
  readonly ev: Fraction;
  readonly groups: readonly CardGroup[];
  /** How the groups split a rank's cards (by colour or suit, where the bet reads them), and whether its shoes are counted by card. */
  readonly split: SuitSplit;
  readonly byCard: boolean;
}

/**
 * What a policy decides, as one text (''; without one): the probability of drawing of each of its
 * cells. Two files that decide alike are one policy, wherever they are (a count's caches and a
 * slice's hash, src/house/count-shard.ts, read it), and an edited file is another.
 */
export function policyDecisions(policy: Policy | undefined): string {
  if (!policy) return '';
  return [...policy.drawChance]
    .sort(([a], [b]) => a - b)
    .map(([cell, p]) => `${cell}:${p.num}/${p.den}`)
    .join('\n');
}

/** Effects once per profile, bet and policy in a process (a count's slices and its merge ask again). */
const EFFECTS = new PerProfile<string, Effects>();

/**
 * Each group's exact effect of removal on `bet` (a staking id of `exactOdds`): the change in its
 * expectation per unit when one card of the group leaves a fresh shoe, counted exactly on the profile
 * with the bet alone (kept once per profile, bet and policy in a process).
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { fractionText, toNumber } from 'baccarat-spec/odds';
 * import { effectsOfRemoval } from 'baccarat-spec/house';
 *
 * const { groups } = effectsOfRemoval(loadProfile('ez-baccarat'), 'panda-8');
 * groups.map((g) => `${g.name} ${(100 * toNumber(g.effect)).toFixed(4)} % (${fractionText(g.effect)})`);
 * ```
 */
export function effectsOfRemoval(profile: Profile, bet: string, opts: { policy?: Policy } = {}): Effects {
  return EFFECTS.get(profile, `${bet}|${policyDecisions(opts.policy)}`, () => computeEffects(profile, bet, opts));
}

/** A card of the group, by code (suit × 13 + rank): what its shoe is short of, where the bet reads suits. */
const cardOf = (g: GroupCards): Card => `${RANKS[g.ranks[0]!]!}${SUITS[g.suits?.[0] ?? 0]!}`;

function computeEffects(profile: Profile, bet: string, opts: { policy?: Policy }): Effects {
  if (!profile.bets.some((b) => b.id === bet)) throw new RangeError(`no bet ${bet}`); // the command checks the id first
  const alone = betAlone(profile, bet);
  const { groups, byCard, split } = cardGroupsOf(profile, bet);
  const shoe = prepareShoeOdds(alone, { policy: opts.policy });
  const decks = profile.shoe.decks;
  const fresh = shoe.exact(compositionOf(alone, {}));
  const ev = fresh.bets[0]!.ev;
  const counted = groups.map((g) => {
    // Where the bet reads values and ranks alone, a shoe a card short is counted by rank; else by card.
    let comp: Composition;
    if (byCard) comp = compositionOf(alone, { dealt: [cardOf(g)] });
    else {
      const byRank = Array<number>(13).fill(4 * decks);
      byRank[g.ranks[0]!]! -= 1;
      comp = { byRank };
    }
    const odds = shoe.exact(comp);
    const evWithout = odds.bets[0]!.ev;
    return {
      ...g,
      cards: decks * g.ranks.length * (g.suits?.length ?? 4),
      ev: evWithout,
      effect: add(evWithout, mul(fraction(-1n), ev)),
      odds,
    };
  });
  return { profile, bet, decks, fresh, ev, groups: counted, split, byCard };
}

/** The most a derived tag may be, in absolute value: counts a dealer's eye can keep. */
export const MOST_TAG = 4;

/**
 * The betting correlation of tags with the effects: their correlation over the cards of a fresh
 * shoe (each group weighed by its cards), as a counter's true count follows the bet's expectation.
 */
export function bettingCorrelation(groups: readonly CardGroup[], tags: readonly number[]): number {
  const w = groups.map((g) => g.cards);
  const e = groups.map((g) => toNumber(g.effect));
  const W = w.reduce((a, x) => a + x, 0);
  const mean = (xs: readonly number[]) => xs.reduce((a, x, i) => a + w[i]! * x, 0) / W;
  const mt = mean(tags);
  const me = mean(e);
  let st = 0;
  let se = 0;
  let cov = 0;
  groups.forEach((_, i) => {
    st += w[i]! * (tags[i]! - mt) ** 2;
    se += w[i]! * (e[i]! - me) ** 2;
    cov += w[i]! * (tags[i]! - mt) * (e[i]! - me);
  });
  return st === 0 || se === 0 ? 0 : cov / Math.sqrt(st * se);
}

/** Whether tags are balanced: their sum over a fresh shoe's cards is zero (a full shoe counts back to 0). */
export function imbalanceOf(groups: readonly CardGroup[], tags: readonly number[]): number {
  return groups.reduce((a, g, i) => a + (g.cards / groupDecks(groups)) * tags[i]!, 0);
}

/** The decks of a fresh shoe, from its groups (every rank has 4 cards a deck). */
const groupDecks = (groups: readonly CardGroup[]) => groups.reduce((a, g) => a + g.cards, 0) / 52;

/**
 * Integer tags from the effects, balanced: for a scale k from 1 to MOST_TAG, each group's target is
 * k × its effect over the largest in absolute value; the targets rounded, then, while the tags over
 * a fresh shoe do not add up to zero, the tag whose step towards balance strays least from its
 * target (per card it moves) takes that step. Of the k, the tags that correlate best with the effects
 * (the smallest k on a tie). A tag has the sign of its group's effect where it is not 0: a card whose
 * removal helps the bet counts up.
 */
export function deriveTags(groups: readonly CardGroup[]): { tags: number[]; scale: number; correlation: number } {
  const e = groups.map((g) => toNumber(g.effect));
  const top = Math.max(...e.map(Math.abs));
  let best = { tags: groups.map(() => 0), scale: 0, correlation: -Infinity };
  if (top === 0) return { ...best, correlation: 0 };
  // Cards of each group per deck's smallest group: the weights of the balance (A … 9: 1, ten-valued: 4).
  const least = Math.min(...groups.map((g) => g.cards));
  const w = groups.map((g) => g.cards / least);
  for (let k = 1; k <= MOST_TAG; k++) {
    const target = e.map((x) => (k * x) / top);
    const tags = target.map((x) => Math.sign(x) * Math.round(Math.abs(x)));
    for (let guard = 0; guard < 100; guard++) {
      const off = tags.reduce((a, t, i) => a + w[i]! * t, 0);
      if (Math.abs(off) < 1e-9) break;
      const step = off > 0 ? -1 : 1;
      // The step that costs least squared distance to the targets per unit of balance it buys.
      let at = -1;
      let cost = Infinity;
      tags.forEach((t, i) => {
        if (w[i]! > Math.abs(off) + 1e-9) return; // it would overshoot
        const c = ((t + step - target[i]!) ** 2 - (t - target[i]!) ** 2) / w[i]!;
        if (c < cost) [at, cost] = [i, c];
      });
      if (at < 0) break;
      tags[at] = tags[at]! + step;
    }
    const clean = tags.map((t) => (t === 0 ? 0 : t));
    if (imbalanceOf(groups, clean) !== 0) continue;
    const correlation = bettingCorrelation(groups, clean);
    if (correlation > best.correlation + 1e-12) best = { tags: clean, scale: k, correlation };
  }
  return best;
}

/**
 * What is wrong with tags, if anything: one whole number from -999 to 999 per group, in the groups'
 * order (`shown`: the tags as the user wrote them, to quote).
 */
export function tagsProblem(
  tags: readonly number[],
  groups: readonly { name: string }[],
  shown: readonly string[] = tags.map(String),
): string | undefined {
  // Names of one word ("A", "7♥") listed as written; "red 7" and its like, between commas.
  const names = groups.map((g) => g.name).join(groups.some((g) => g.name.includes(' ')) ? ', ' : ' ');
  if (tags.length !== groups.length) return `give ${groups.length} tags, one per ${names}; ${tags.length} given`;
  const bad = tags.findIndex((t) => !Number.isSafeInteger(t) || Math.abs(t) > 999);
  return bad < 0 ? undefined : `"${shown[bad]}" is not a whole number from -999 to 999`;
}

/** Tags as the user gives them (--tags): one whole number per group, in the groups' order. */
export function parseTags(text: string, groups: readonly { name: string }[]): number[] | string {
  const parts = text.split(',').map((x) => x.trim());
  const tags = parts.map((x) => (/^[+-]?[0-9]{1,3}$/.test(x) ? Number(x) : Number.NaN));
  return tagsProblem(tags, groups, parts) ?? tags.map((t) => (t === 0 ? 0 : t));
}
