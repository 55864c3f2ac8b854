/**
 * Exact odds by enumeration: every way a fresh shoe can deal a coup, walked on card values with their
 * multiplicities (a value class stands for all its cards), following the compiled tables of the
 * profile: the deal order, the naturals, each draw turn in order, then the showdown.
 *
 * Every coup is counted as the cardsPerCoup ordered cards it could take (six in Punto Banco), the
 * unused ones included, so each coup weighs the same and the total is N (N-1) … (N-5).
 *
 * Ranks are merged into value classes: the draws and the showdown read values only. A settle condition
 * on the coup's record (rules.ts conditionHolds; compiled as CompiledProfile.conditionFacts) is counted
 * beside the outcome, as a mask of the facts that hold:
 * - on the winning hand (winnerCards, winnerTotal): read at the showdown, from the hands' cards held
 *   and totals;
 * - on a pair (a hand's first two cards share a rank): the deal's weight, a product of value counts,
 *   is split by rank at the end of the deal. Only the dealt cards' ranks matter (what follows reads
 *   values, and the cards left of each value are the same whatever ranks were dealt), so every rank
 *   order consistent with the dealt values is weighed by its copies left in the shoe, and its weight
 *   goes to the facts its ranks make hold.
 * A profile without such conditions counts by outcome alone, as fast as before.
 *
 * Where a policy decides a choice with probability a/D, the weights are scaled by D per draw turn
 * so they stay integers; the counts are divided back at the end (and may then be fractions).
 */
import type { Condition, Profile } from '../profile/types.js';
import { CHOICE, DRAW, STAND, cellIndex, compileProfile, outcomeIndex, unsupportedReason, type CompiledProfile } from '../kernel/compile.js';
import { type Fraction, fallingFactorial, fraction, gcd, toNumber } from './fraction.js';
import { type Policy, requirePolicy } from './policy.js';
import { describeStaking, stakingsOf } from './settlement.js';

/** The keys of a settle condition that read the coup's record beyond its outcome (rules.ts conditionHolds). */
const RECORD_KEYS = ['winnerCards', 'winnerTotal', 'pair'] as const;

export class NotEnumerable extends Error {
  override name = 'NotEnumerable';
}

export interface ExactOdds {
  readonly profile: Profile;
  readonly decks: number;
  readonly cards: number;
  readonly cardsPerCoup: number;
  /** N (N-1) … (N - cardsPerCoup + 1): every coup counted as that many ordered cards. */
  readonly total: bigint;
  /** In outcomeIds order; whole numbers unless a policy draws with a probability. */
  readonly outcomes: readonly { readonly id: string; readonly count: Fraction }[];
  readonly bets: readonly {
    readonly id: string;
    readonly name: string;
    /** How it settles, in words. */
    readonly settles: string;
    /** The expected net result per unit staked. */
    readonly ev: Fraction;
    /** -ev, as a number. */
    readonly houseEdge: number;
  }[];
  readonly policy: string | undefined;
}

const EXACT_DOUBLE = 2 ** 53;

/** Why exact odds are out of reach for this profile, or null. */
export function notEnumerableReason(profile: Profile): string | null {
  if (profile.hands.length !== 2) {
    return `${profile.name} has ${profile.hands.length} hands: exact odds are enumerated for two-hand profiles only; use baccarat simulate ${profile.id}`;
  }
  return recordConditionReason(profile) ?? unsupportedReason(withoutRecordConditions(profile), 'exact odds');
}

/**
 * Why a settle condition on the coup's record is beyond the enumerator, or null. It counts them on
 * the highest-total scheme only (the winning hand is the outcome's), and a pair only on a hand whose
 * first two cards are both dealt (a drawn card's rank is not followed).
 */
function recordConditionReason(profile: Profile): string | null {
  const beyond = (what: string) => `${profile.name}: ${what} is not compiled yet (no exact odds for it)`;
  for (const bet of profile.bets) {
    for (const { when } of bet.settle) {
      const keys = RECORD_KEYS.filter((k) => when[k] !== undefined);
      if (keys.length === 0) continue;
      if (profile.result.scheme !== 'highest-total') {
        return beyond(`a settle condition on "${keys.join('", "')}" with the result scheme "${profile.result.scheme}"`);
      }
      if (when.pair !== undefined && profile.deal.order.filter((h) => h === when.pair).length < 2) {
        return beyond(`a pair on ${when.pair}, whose first two cards are not both dealt`);
      }
    }
  }
  return null;
}

/**
 * The profile with its settle conditions' record keys left out, for the compiled coup's checks of
 * everything else (an unknown key in a condition is still refused there).
 */
function withoutRecordConditions(profile: Profile): Profile {
  const strip = (when: Condition): Condition => Object.fromEntries(Object.entries(when).filter(([k]) => !(RECORD_KEYS as readonly string[]).includes(k)));
  return { ...profile, bets: profile.bets.map((b) => ({ ...b, settle: b.settle.map((r) => ({ ...r, when: strip(r.when) })) })) };
}

/** The common denominator of the policy's probabilities on the profile's cells, and each cell's numerator over it. */
function policyWeights(c: CompiledProfile, policy: Policy | undefined): { scale: number; drawWeight: Float64Array } {
  const drawWeight = new Float64Array(c.cells.length);
  let den = 1n;
  for (const p of policy?.drawChance.values() ?? []) den = (den * p.den) / gcd(den, p.den);
  for (const [cell, p] of policy?.drawChance ?? []) drawWeight[cell] = Number((p.num * den) / p.den);
  return { scale: Number(den), drawWeight };
}

export function exactOdds(profile: Profile, opts: { decks?: number; policy?: Policy } = {}): ExactOdds {
  const reason = notEnumerableReason(profile);
  if (reason) throw new NotEnumerable(reason);
  const c = compileProfile(profile, opts.decks);
  requirePolicy(c, opts.policy);
  const decks = c.decks;
  const N = decks * 52;
  const M = c.cardsPerCoup;
  const H = c.hands.length;
  const T = c.turnHand.length;
  const dealLen = c.deal.length;
  const { scale: D, drawWeight } = policyWeights(c, opts.policy);

  // Value classes: each distinct card value, with how many cards of the shoe carry it.
  const valueCount = new Map<number, number>();
  for (const v of c.cardValue) valueCount.set(v, (valueCount.get(v) ?? 0) + decks);
  const classValue = Int32Array.from(valueCount.keys());
  const remaining = Float64Array.from(valueCount.values());
  const C = classValue.length;
  // The ranks of each value class (ranks 0-12 as card codes have them), for pair conditions.
  const classRanks = Array.from(classValue, (v) => [...Array(13).keys()].filter((r) => c.cardValue[r] === v));

  // Every partial weight below is a whole number; doubles hold them exactly up to 2^53. The deal's
  // weights and the draws' sums stay under it; only their products may not (then BigInt, below).
  if (N ** dealLen >= EXACT_DOUBLE) throw new NotEnumerable(`${decks} decks dealt ${dealLen} cards a coup are too many ways for exact odds`);
  if ((N * D) ** T >= EXACT_DOUBLE) {
    throw new NotEnumerable(`the policy's probabilities need a common denominator of ${D}: too fine for exact odds with ${decks} decks; round them`);
  }
  const wideSums = Number(fallingFactorial(N, M)) * D ** T >= EXACT_DOUBLE;

  const total = new Int32Array(H);
  const held = new Int32Array(H);
  const third = new Int32Array(H).fill(-1);
  const outcomesN = c.outcomes.length;
  const slots = M + 1; // by cards used: the unused cards are counted in at the end
  // Counts are kept by the mask of conditions that hold (bit k: c.conditionFacts[k]), the outcome and
  // the cards used: slot ((mask * outcomes) + outcome) * slots + cardsUsed. Without conditions the
  // mask is always 0, and the slots are the outcomes' alone.
  const facts = c.conditionFacts;
  const F = facts.length;
  const masks = 1 << F;
  const perMask = outcomesN * slots;
  const inner = new Float64Array(masks * perMask);
  const outer = new Float64Array(masks * perMask);
  const outerWide = Array.from({ length: masks * perMask }, () => 0n);
  const { unitsDigit, natural, cells, turnHand, turnAgainst, maxCards, ranking, resultHands } = c;

  // The winning hand's part of each condition (-1: none), read at the showdown.
  const winnerCards = Int32Array.from(facts, (f) => f.when.winnerCards ?? -1);
  const winnerTotal = Int32Array.from(facts, (f) => f.when.winnerTotal ?? -1);
  const winnerMask = (o: number): number => {
    const winner = o < resultHands.length ? resultHands[o]! : -1; // the equal outcome: no hand won
    let mask = 0;
    for (let k = 0; k < F; k++) {
      const cards = winnerCards[k]!;
      const sum = winnerTotal[k]!;
      if (cards >= 0 && (winner < 0 || held[winner] !== cards)) continue;
      if (sum >= 0 && (winner < 0 || ranking[total[winner]!] !== sum)) continue;
      mask |= 1 << k;
    }
    return mask;
  };

  let naturals = 0; // bit h: hand h holds a natural after the deal
  const showdown =
    F === 0
      ? (cardsUsed: number, w: number) => {
          const slot = outcomeIndex(c, total, naturals) * slots + cardsUsed;
          inner[slot] = inner[slot]! + w;
        }
      : (cardsUsed: number, w: number) => {
          const o = outcomeIndex(c, total, naturals);
          const slot = winnerMask(o) * perMask + o * slots + cardsUsed;
          if (inner[slot] === 0) touched.push(slot);
          inner[slot] = inner[slot]! + w;
        };
  // With conditions, the slots a deal's coups reached (there are 2^conditions times as many slots).
  const touched: number[] = [];

  // Pairs: the deal positions of each pair condition's first two cards, and the ranks of each value.
  const pairs = facts.flatMap((f, k) => {
    if (f.pairHand < 0) return [];
    const at = [...c.deal.keys()].filter((i) => c.deal[i] === f.pairHand);
    return [{ k, a: at[0]!, b: at[1]! }]; // both dealt: recordConditionReason
  });
  // Bits of the conditions without a pair: their pair part always holds.
  const noPairBits = facts.reduce((m, f, k) => (f.pairHand < 0 ? m | (1 << k) : m), 0);
  const dealClass = new Int32Array(dealLen);
  const rankAt = new Int32Array(dealLen);
  const rankLeft = new Float64Array(13);
  for (let code = 0; code < 52; code++) rankLeft[code % 13] = rankLeft[code % 13]! + decks;
  const pairWeight = new Float64Array(masks);
  // The deal's weight (a product of value counts) split by the pair masks its rank orders make hold.
  const splitByRank = (i: number, w: number): void => {
    if (i === dealLen) {
      let mask = noPairBits;
      for (const { k, a, b } of pairs) if (rankAt[a] === rankAt[b]) mask |= 1 << k;
      pairWeight[mask] = pairWeight[mask]! + w;
      return;
    }
    for (const r of classRanks[dealClass[i]!]!) {
      const n = rankLeft[r]!;
      if (n === 0) continue;
      rankLeft[r] = n - 1;
      rankAt[i] = r;
      splitByRank(i + 1, w * n);
      rankLeft[r] = n;
    }
  };

  const turn = (t: number, w: number, cardsUsed: number): void => {
    if (t === T) return showdown(cardsUsed, w);
    const h = turnHand[t]!;
    if ((naturals >> h) & 1 || held[h]! >= maxCards) return turn(t + 1, w * D, cardsUsed);
    const a = turnAgainst[t]!;
    const col = a < 0 || third[a]! < 0 ? 0 : third[a]! + 1;
    const cell = cellIndex(c, t, total[h]!, col);
    const action = cells[cell]!;
    if (action === STAND) return turn(t + 1, w * D, cardsUsed);
    if (action === DRAW) return drawTo(t, h, w * D, cardsUsed);
    if (action !== CHOICE) throw new Error(`${c.hands[h]} on ${total[h]} has no cell in its table`); // excluded by the loader
    const draws = drawWeight[cell]!;
    if (draws < D) turn(t + 1, w * (D - draws), cardsUsed);
    if (draws > 0) drawTo(t, h, w * draws, cardsUsed);
  };

  const drawTo = (t: number, h: number, w: number, cardsUsed: number) => {
    const t0 = total[h]!;
    const held0 = held[h]!;
    const third0 = third[h]!;
    held[h] = held0 + 1;
    for (let k = 0; k < C; k++) {
      const n = remaining[k]!;
      if (n === 0) continue;
      const v = classValue[k]!;
      remaining[k] = n - 1;
      total[h] = unitsDigit ? (t0 + v) % 10 : t0 + v;
      if (held0 === 2) third[h] = v;
      turn(t + 1, w * n, cardsUsed + 1);
      remaining[k] = n;
    }
    total[h] = t0;
    held[h] = held0;
    third[h] = third0;
  };

  const afterDeal = () => {
    naturals = 0;
    for (let h = 0; h < H; h++) if (held[h] === 2 && natural[total[h]!] === 1) naturals |= 1 << h;
    // A natural ends the coup; where it stops only its own hand, only the banker's does.
    const coupEnds = c.naturalStopsOwnHand ? c.bankerHand >= 0 && (naturals >> c.bankerHand) & 1 : naturals !== 0;
    if (coupEnds) showdown(dealLen, D ** T);
    else turn(0, 1, dealLen);
  };

  const deal = (i: number, w: number): void => {
    if (i === dealLen) {
      if (F === 0) {
        inner.fill(0);
        afterDeal();
        for (let s = 0; s < inner.length; s++) {
          if (inner[s] === 0) continue;
          if (wideSums) outerWide[s]! += BigInt(w) * BigInt(inner[s]!);
          else outer[s] = outer[s]! + w * inner[s]!;
        }
        return;
      }
      touched.length = 0;
      afterDeal();
      // The deal's weight by the pair masks its ranks make hold (all of them at once without pairs).
      const split: number[] = [];
      if (pairs.length === 0) split.push(masks - 1, w);
      else {
        pairWeight.fill(0);
        splitByRank(0, 1);
        let sum = 0;
        for (let p = 0; p < masks; p++) {
          if (pairWeight[p] === 0) continue;
          split.push(p, pairWeight[p]!);
          sum += pairWeight[p]!;
        }
        if (sum !== w) throw new Error(`the deal's rank orders weigh ${sum}, not ${w}`); // a bug, never a profile's fault
      }
      for (const s of touched) {
        const won = Math.floor(s / perMask);
        const rest = s - won * perMask;
        for (let j = 0; j < split.length; j += 2) {
          const t = (won & split[j]!) * perMask + rest;
          const wp = split[j + 1]!;
          if (wideSums) outerWide[t]! += BigInt(wp) * BigInt(inner[s]!);
          else outer[t] = outer[t]! + wp * inner[s]!;
        }
        inner[s] = 0;
      }
      return;
    }
    const h = c.deal[i]!;
    const t0 = total[h]!;
    const held0 = held[h]!;
    for (let k = 0; k < C; k++) {
      const n = remaining[k]!;
      if (n === 0) continue;
      const v = classValue[k]!;
      remaining[k] = n - 1;
      total[h] = unitsDigit ? (t0 + v) % 10 : t0 + v;
      held[h] = held0 + 1;
      if (held0 === 2) third[h] = v;
      dealClass[i] = k;
      deal(i + 1, w * n);
      remaining[k] = n;
    }
    total[h] = t0;
    held[h] = held0;
    third[h] = -1;
  };

  deal(0, 1);

  const scaleT = BigInt(D) ** BigInt(T);
  // Card orders by mask of conditions and outcome (scaled by scaleT), then by outcome.
  const byMask = Array.from({ length: masks }, (_, mask) =>
    c.outcomes.map((_o, o) => {
      let sum = 0n;
      for (let k = 0; k <= M; k++) {
        const s = mask * perMask + o * slots + k;
        const paths = wideSums ? outerWide[s]! : BigInt(outer[s]!);
        if (paths !== 0n) sum += paths * fallingFactorial(N - k, M - k);
      }
      return sum;
    }),
  );
  const counts = c.outcomes.map((_, o) => fraction(byMask.reduce((a, m) => a + m[o]!, 0n), scaleT));
  const totalOrders = fallingFactorial(N, M);
  const sum = counts.reduce((a, f) => a + f.num * (scaleT / f.den), 0n);
  if (sum !== totalOrders * scaleT) throw new Error(`the outcomes add up to ${sum}/${scaleT}, not ${totalOrders}`); // a bug, never a profile's fault

  // A mask over conditionFacts as the compiled facts' bits (Staking.netByFacts reads those).
  const factBits = (mask: number) => facts.reduce((b, f, k) => ((mask >> k) & 1 ? b | (1 << f.bit) : b), 0);
  const bets = stakingsOf(c).map((s) => {
    // E[net] = sum over outcomes (and masks of conditions) of count x net / total, kept exact.
    const terms: [Fraction, Fraction][] = s.netByFacts
      ? byMask.flatMap((m, mask) => m.map((n, o): [Fraction, Fraction] => [fraction(n, scaleT), s.netByFacts![factBits(mask) * outcomesN + o]!]))
      : s.net.map((net, o) => [counts[o]!, net]);
    let num = 0n;
    let den = 1n;
    for (const [count, net] of terms) {
      if (count.num === 0n || net.num === 0n) continue;
      const term = fraction(count.num * net.num, count.den * net.den);
      const l = (den * term.den) / gcd(den, term.den);
      num = num * (l / den) + term.num * (l / term.den);
      den = l;
    }
    const ev = fraction(num, den * totalOrders);
    return { id: s.id, name: s.bet.name, settles: describeStaking(c, s), ev, houseEdge: -toNumber(ev) };
  });

  return {
    profile,
    decks,
    cards: N,
    cardsPerCoup: M,
    total: totalOrders,
    outcomes: c.outcomes.map((id, o) => ({ id, count: counts[o]! })),
    bets,
    policy: opts.policy?.file,
  };
}
