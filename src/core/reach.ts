/**
 * Whether a bet's settle rule can ever settle a coup the profile deals: a question of the coup's
 * semantics (the one condition evaluator, src/core/settle.ts), asked by the loader of every rule it
 * has read (src/loader/load.ts), so a designer hears of a rule that could never pay at load time:
 * one whose condition no coup meets, and one whose every coup an earlier rule of its bet takes first
 * (the first rule that applies settles a stake: ruleOf).
 */
import type { ConditionScope } from '../profile/conditions.js';
import type { Profile, SettleRule } from '../profile/types.js';
import {
  applies,
  CARD_STRIDE,
  type CoupFacts,
  cardTestHolds,
  emptyFacts,
  factValue,
  holds,
  SettleKeys,
  type SettleShape,
} from './settle.js';

/** The most keys tried: past it, whether a rule can be reached is left unsaid. */
const MOST_KEYS = 200_000;

/** The shape the condition reader's scope describes (a table of predictions: highest-total). */
function shapeOf(scope: ConditionScope): SettleShape {
  return {
    hands: scope.handIds,
    outcomeCount: scope.outcomes.length,
    outcomes: scope.outcomes,
    resultHands: scope.resultHands.map((h) => scope.handIds.indexOf(h)),
    againstBanker: false,
  };
}

/** The keys of the facts these rules read, as one bet's rules, or undefined where there are too many to try. */
function keysOf(rules: readonly SettleRule[], shape: SettleShape, scope: ConditionScope, profile: Profile) {
  const keys = new SettleKeys(
    shape,
    { ...profile, bets: [{ id: 'x', name: 'x', settle: rules, covers: undefined, stake: 'chosen' }] },
    scope.mostCards,
    scope.maxValue,
  );
  return keys.size > MOST_KEYS ? undefined : keys;
}

/**
 * The card tests a key tells apart as bits that read one card (a hand's first, second or third):
 * for each card, the bits of its tests and the combinations of them a card (or, from the third, no
 * card) can make. A key whose first card is the ace of hearts and not a heart is none a coup can have.
 */
function oneCardTests(keys: SettleKeys): { readonly mask: number; readonly can: ReadonlySet<number> }[] {
  const shape = keys.shape;
  const byCard = new Map<number, number[]>();
  keys.reads.atoms.forEach((a, i) => {
    // Where a leaf reads one card of a hand (-1: more, as a hand's colours or the coup's red cards).
    const placeOf = (l: (typeof a.leaves)[number]) =>
      l.hand >= 0 && l.test.of === 'card' ? l.hand * CARD_STRIDE + l.test.at : -1;
    const place = a.leaves.length > 0 ? placeOf(a.leaves[0]!) : -1;
    if (place < 0 || !a.leaves.every((l) => placeOf(l) === place)) return;
    byCard.set(place, [...(byCard.get(place) ?? []), i]);
  });
  const f = emptyFacts(shape.hands.length);
  return [...byCard].map(([place, bits]) => {
    const can = new Set<number>();
    // 52 cards by code (suit * 13 + rank); a third card may be missing.
    for (let code = place % CARD_STRIDE >= 2 ? -1 : 0; code < 52; code++) {
      f.card[place] = code;
      let pattern = 0;
      for (const i of bits) {
        const a = keys.reads.atoms[i]!;
        if (a.cond ? holds(shape, a.cond, f) : cardTestHolds(shape, a.test!, f, a.hand)) pattern |= 1 << i;
      }
      can.add(pattern);
    }
    f.card[place] = -1;
    return { mask: bits.reduce((m, i) => m | (1 << i), 0), can };
  });
}

/**
 * Calls `visit` with the facts of every key a coup can have (of the facts the keys read), until it
 * returns true.
 */
function eachPossible(keys: SettleKeys, scope: ConditionScope, visit: (f: CoupFacts) => boolean | undefined): void {
  const shape = keys.shape;
  const f = emptyFacts(shape.hands.length);
  const r = keys.reads;
  const cards = oneCardTests(keys);
  const winner = (o: number) => (o < shape.resultHands.length ? shape.resultHands[o]! : -1);
  for (let key = 0; key < keys.size; key++) {
    keys.factsOf(key, f);
    // Only facts a coup can have: the outcome follows the totals, a natural holds two cards of a
    // natural total, a third card comes with the third card held.
    let possible = true;
    for (let h = 0; h < shape.hands.length && possible; h++) {
      if (r.cards && f.cards[h]! < 2) possible = false;
      if (
        r.natural &&
        f.natural[h] === 1 &&
        ((r.cards && f.cards[h] !== 2) ||
          (r.total && !scope.naturalTotals.some((t) => t % 10 === f.total[h])) ||
          (r.third && f.third[h]! >= 0))
      )
        possible = false;
      if (r.cards && r.third && f.third[h]! >= 0 !== f.cards[h]! >= 3) possible = false;
    }
    if (possible && r.total) {
      const w = winner(f.outcome);
      const totals = shape.resultHands.map((h) => f.total[h]!);
      const best = Math.max(...totals);
      if (
        w < 0 ? totals.some((t) => t !== totals[0]) : f.total[w] !== best || totals.filter((t) => t === best).length > 1
      )
        possible = false;
    }
    if (possible && cards.some((c) => !c.can.has(f.atoms & c.mask))) possible = false;
    if (possible && visit(f)) return;
  }
}

/**
 * Whether a rule can ever settle a coup: its condition (and its pay table's rungs) tried on every
 * combination of the facts it reads that a coup can have. undefined where there are too many to try.
 */
export function canEverApply(rule: SettleRule, scope: ConditionScope, profile: Profile): boolean | undefined {
  const shape = shapeOf(scope);
  const keys = keysOf([rule], shape, scope, profile);
  if (!keys) return undefined;
  let met = false;
  eachPossible(keys, scope, (f) => {
    met = applies(shape, rule, f);
    return met;
  });
  return met;
}

/** A rule, or one rung of its pay table, whose every coup earlier rules of its bet take first. */
export interface Shadowed {
  /** The rule's index in its bet's settle. */
  readonly rule: number;
  /** The rung's value, where only some rungs of the rule's pay table are taken; undefined: the whole rule. */
  readonly rung?: number;
  /**
   * The earlier rules that take its coups, by index, in order: the fewest that take them all, or,
   * where too many overlap it to choose among, every one that does.
   */
  readonly by: readonly number[];
}

/** The most rules of one bet whose coups are told apart (a bit each); the rules after them are not tried. */
const MOST_RULES = 31;

/**
 * Each rule of a bet (or rung of a rule's pay table) that no coup reaches because the rules before it
 * take every coup it meets: tried on every combination of the facts the rules read that a coup can
 * have, as canEverApply tries one rule. A rule that meets no coup at all is canEverApply's to report;
 * the rules whose keys are too many to try are left unsaid. Rungs of one table never overlap (the
 * language refuses two rungs of one value), so only earlier rules take a rung's coups.
 */
export function shadowedRules(rules: readonly SettleRule[], scope: ConditionScope, profile: Profile): Shadowed[] {
  const shape = shapeOf(scope);
  // The longest run of rules from the first whose keys are few enough: the rules read more facts as
  // the run grows, and its keys tell every rule of it apart at least as finely as a shorter run's.
  let last = Math.min(rules.length, MOST_RULES) - 1;
  let keys = last > 0 ? keysOf(rules.slice(0, last + 1), shape, scope, profile) : undefined;
  while (!keys && last > 1) keys = keysOf(rules.slice(0, --last + 1), shape, scope, profile);
  if (!keys) return [];
  const tried = rules.slice(0, last + 1);
  // By rule, and by rung of a pay table (its value): whether a coup reaches it, and else the sets of
  // earlier rules (bit masks) that take one of its coups first.
  const rungs = tried.map((r) => (r.pays?.kind === 'table' ? r.pays.rungs.length : 0));
  const reached = tried.map(() => false);
  const rungReached = tried.map(() => new Set<number>());
  const taken = tried.map(() => new Set<number>());
  const rungTaken = tried.map(() => new Map<number, Set<number>>());
  let waiting = tried.length + rungs.reduce((a, b) => a + b, 0);
  eachPossible(keys, scope, (f) => {
    let before = 0;
    for (let i = 0; i < tried.length; i++) {
      const rule = tried[i]!;
      if (!applies(shape, rule, f)) continue;
      // A pay table's rung: the value of the fact it reads (the rule applies, so a rung lists it).
      const rung = rule.pays?.kind === 'table' ? factValue(shape, f, rule.pays.by, rule.pays.hand) : undefined;
      if (before === 0) {
        if (!reached[i]) waiting--;
        reached[i] = true;
        if (rung !== undefined && !rungReached[i]!.has(rung)) {
          waiting--;
          rungReached[i]!.add(rung);
        }
      } else {
        taken[i]!.add(before);
        if (rung !== undefined) rungTaken[i]!.set(rung, (rungTaken[i]!.get(rung) ?? new Set()).add(before));
      }
      before |= 1 << i;
    }
    // Every rule and rung has a coup of its own: nothing is left to find.
    return waiting === 0;
  });
  const shadowed: Shadowed[] = [];
  tried.forEach((_rule, i) => {
    if (!reached[i]) {
      if (taken[i]!.size > 0) shadowed.push({ rule: i, by: fewestTaking(taken[i]!) });
      return;
    }
    for (const [rung, sets] of rungTaken[i]!)
      if (!rungReached[i]!.has(rung)) shadowed.push({ rule: i, rung, by: fewestTaking(sets) });
  });
  return shadowed;
}

/** The most earlier rules among which the fewest that take a rule's coups are sought (2^12 sets). */
const MOST_CHOSEN_AMONG = 12;

/**
 * The fewest rules that take every coup: one of each set of rules (a bit mask) that takes a coup
 * first; the earliest such where several are as few. Among more than MOST_CHOSEN_AMONG rules, all.
 */
function fewestTaking(sets: ReadonlySet<number>): number[] {
  let all = 0;
  for (const s of sets) all |= s;
  const among: number[] = [];
  for (let i = 0; 1 << i <= all && i < MOST_RULES; i++) if ((all >> i) & 1) among.push(i);
  if (among.length > MOST_CHOSEN_AMONG) return among;
  let best: number[] = among;
  for (let pick = 1; pick < 1 << among.length; pick++) {
    const chosen = among.filter((_r, b) => (pick >> b) & 1);
    if (chosen.length >= best.length) continue;
    const mask = chosen.reduce((m, r) => m | (1 << r), 0);
    if ([...sets].every((s) => (s & mask) !== 0)) best = chosen;
  }
  return best;
}
