/**
 * Exact odds by enumeration: every way a fresh shoe can deal a coup, walked on card values with their
 * multiplicities (a value class stands for all its cards), following the compiled tables of the
 * profile: the deal order, the naturals, each draw turn in order, then the showdown.
 *
 * Every coup is counted as the cardsPerCoup ordered cards it could take (six in Punto Banco), the
 * unused ones included, so each coup weighs the same and the total is N (N-1) … (N-5).
 *
 * Ranks are merged into value classes: the draws and the showdown read values only. Where the settle
 * rules read more of a coup than its outcome, card orders are counted by the key of the facts they
 * read (the rules core's SettleKeys; each stake's result per unit is a function of that key):
 * - the hands' totals, cards, naturals and third cards: read at the showdown;
 * - the pairs (a hand's first two cards of one rank, or of one rank and suit): the deal's weight, a
 *   product of value counts, is split by rank at the end of the deal. Only the dealt cards' ranks
 *   matter (what follows reads values, and the cards left of each value are the same whatever ranks
 *   were dealt), so every rank order consistent with the dealt values is weighed by its copies left
 *   in the shoe; where suits are read, the positions of a paired rank are split again by suit, each
 *   suit order weighed by its copies (every card has one copy per deck before the deal).
 * A profile whose rules read only the outcome counts by outcome alone, as fast as before.
 *
 * Where a policy decides a choice with probability a/D, the weights are scaled by D per draw turn
 * so they stay integers; the counts are divided back at the end (and may then be fractions). Where
 * that scale would pass what doubles hold exactly (an equilibrium of a finite shoe, `solve --decks
 * N`), the mixed choices are walked both ways and their probabilities folded in at the end, in
 * BigInt: src/odds/path-labels.ts.
 *
 * A profile of more than two hands (a banker against two tableaux) is walked hand by hand instead,
 * each hand's two cards an unordered pair of value classes: src/odds/three-hands.ts.
 */
import type { Profile } from '../profile/types.js';
import { DREW_SPAN, NO_PAIR, RANK_PAIR, SUITED_PAIR } from '../core/settle.js';
import { CHOICE, DRAW, STAND, compileProfile, outcomeIndex, takesExtraCard, unsupportedReason, type CompiledProfile } from '../core/compile.js';
import { isTenValuedValue } from '../core/totals.js';
import { type Fraction, fallingFactorial, fraction, gcd, toNumber } from '../core/fraction.js';
import { type Policy, requirePolicy } from '../core/policy.js';
import { describeStaking, stakingsOf } from '../core/stakings.js';
import { exactOddsOfHands, handPairsReason } from './three-hands.js';
import { pathLabels } from './path-labels.js';
import { NotEnumerable, type ExactOdds } from './result.js';


export { NotEnumerable, type ExactOdds } from './result.js';

const EXACT_DOUBLE = 2 ** 53;

/** Why exact odds are out of reach for this profile, or null. */
export function notEnumerableReason(profile: Profile): string | null {
  // More hands (a banker against two tableaux), or a holder's penalty (RC-15, read at the showdown
  // hand by hand): walked hand by hand (three-hands.ts).
  if (profile.hands.length !== 2 || hasPenalties(profile)) return handPairsReason(profile);
  const reason = unsupportedReason(profile, 'exact odds');
  if (reason) return reason;
  // A pair is read off each hand's first two cards: the enumerator follows the ranks (and suits) of
  // the deal's cards, not of the drawn ones.
  const readsPairs = profile.bets.some((b) => b.settle.some((r) => JSON.stringify(r).includes('"fact":"pair"') || (r.pays?.kind === 'table' && r.pays.by === 'pair')));
  if (readsPairs) {
    const short = profile.hands.find((h) => profile.deal.order.filter((d) => d === h.id).length < 2);
    if (short) return `${profile.name}: a pair on ${short.id}, whose first two cards are not both dealt, is not compiled yet (no exact odds for it)`;
  }
  return null;
}

/** Whether a profile has a holder's penalty (drawing.penalties): the hand-by-hand walk counts it. */
function hasPenalties(profile: Profile): boolean {
  return ((profile.drawing as { penalties?: readonly unknown[] }).penalties?.length ?? 0) > 0;
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
  if (profile.hands.length !== 2 || hasPenalties(profile)) return exactOddsOfHands(profile, opts);
  const c = compileProfile(profile, opts.decks);
  requirePolicy(c, opts.policy);
  const decks = c.decks;
  const N = decks * 52;
  const M = c.cardsPerCoup;
  const H = c.hands.length;
  const T = c.turnHand.length;
  const dealLen = c.deal.length;
  // A policy too fine to scale by its common denominator: path labels (src/odds/path-labels.ts).
  const plain = policyWeights(c, opts.policy);
  const labelled = opts.policy && (N ** (c.fourthCard ? 2 : 1) * plain.scale) ** T >= EXACT_DOUBLE ? pathLabels(c, opts.policy, M + 1, c.keys.size) : undefined;
  if (labelled && 'reason' in labelled) throw new NotEnumerable(labelled.reason);
  const labels = labelled || undefined;
  const { scale: D, drawWeight } = labels ?? plain;

  // Value classes: each distinct card value, with how many cards of the shoe carry it.
  const valueCount = new Map<number, number>();
  for (const v of c.cardValue) valueCount.set(v, (valueCount.get(v) ?? 0) + decks);
  const classValue = Int32Array.from(valueCount.keys());
  // A value class is ten-valued or not as a whole (a card's value decides it: CompiledProfile.tenValued).
  const classTens = Int32Array.from(classValue, (v) => (isTenValuedValue(v) ? 1 : 0));
  const remaining = Float64Array.from(valueCount.values());
  const C = classValue.length;
  // The ranks of each value class (ranks 0-12 as card codes have them), for pair conditions.
  const classRanks = Array.from(classValue, (v) => [...Array(13).keys()].filter((r) => c.cardValue[r] === v));

  // Every partial weight below is a whole number; doubles hold them exactly up to 2^53. The deal's
  // weights and the draws' sums stay under it; only their products may not (then BigInt, below).
  if (N ** dealLen >= EXACT_DOUBLE) throw new NotEnumerable(`${decks} decks dealt ${dealLen} cards a coup are too many ways for exact odds`);
  if ((N * D) ** T >= EXACT_DOUBLE) throw new Error(`a policy scale of ${D} passes the walk in doubles`); // path labels take it (above): a bug
  const wideSums = Number(fallingFactorial(N, M)) * D ** T >= EXACT_DOUBLE;

  const total = new Int32Array(H);
  const held = new Int32Array(H);
  const third = new Int32Array(H).fill(-1);
  const tens = new Int32Array(H);
  const drewOn = new Int32Array(H).fill(-1);
  const slots = (M + 1) * (labels?.count ?? 1); // by cards used (the unused cards are counted in at the end), and path label
  // Counts are kept by the key of the coup's facts that the settle rules read (the rules core's
  // SettleKeys: the outcome alone for most profiles) and the cards used: slot key * slots + cardsUsed.
  // The key's pair part is known at the end of the deal, the rest at the showdown.
  const keys = c.keys;
  const readsMore = keys.readsMore;
  const showSize = keys.showSize;
  const pairStates = keys.pairStates;
  const inner = new Float64Array(showSize * slots);
  const outer = wideSums ? undefined : new Float64Array(keys.size * slots);
  const outerWide = wideSums ? new Map<number, bigint>() : undefined;
  const { unitsDigit, natural, cells, turnHand, turnAgainst, maxCards, ranking, totalSpan, columns } = c;
  const { weights, shapeIndex, thirdSpan } = keys;

  let naturals = 0; // bit h: hand h holds a natural after the deal
  const naturalOf = new Uint8Array(H); // the same, by hand, as outcomeIndex reads it
  // The slots a deal's coups reached, where the rules read more than the outcome.
  const touched = new Int32Array(readsMore ? showSize * slots : 0);
  let touchedCount = 0;
  const showdown = !readsMore
    ? (cardsUsed: number, w: number) => {
        const slot = outcomeIndex(c, total, naturalOf) * slots + cardsUsed;
        inner[slot] = inner[slot]! + w;
      }
    : (cardsUsed: number, w: number) => {
        // The key without pairs, as SettleKeys.showKey computes it from the same tables.
        let key = outcomeIndex(c, total, naturalOf);
        for (let h = 0; h < H; h++) {
          const drew = drewOn[h]! < 0 ? -1 : ranking[drewOn[h]!]!;
          const shape = shapeIndex[((held[h]! * 2 + ((naturals >> h) & 1)) * thirdSpan + third[h]! + 1) * DREW_SPAN + drew + 1]!;
          key += shape * weights[2 * h]! + ranking[total[h]!]! * weights[2 * h + 1]!;
        }
        const slot = key * slots + cardsUsed;
        if (inner[slot] === 0) touched[touchedCount++] = slot;
        inner[slot] = inner[slot]! + w;
      };

  // Pairs: the deal positions of each hand's first two cards, and the ranks (and suits) dealt there.
  const pairAt = keys.reads.pair === 0 ? [] : c.hands.map((_, h) => [...c.deal.keys()].filter((i) => c.deal[i] === h).slice(0, 2) as [number, number]);
  const suited = keys.reads.pair === 3;
  const dealClass = new Int32Array(dealLen);
  const rankAt = new Int32Array(dealLen);
  const rankLeft = new Float64Array(13);
  for (let code = 0; code < 52; code++) rankLeft[code % 13] = rankLeft[code % 13]! + decks;
  const pairWeight = new Float64Array(pairStates);
  const splitKey = new Int32Array(pairStates);
  const splitWeight = new Float64Array(pairStates);
  const pairState = new Int32Array(H);
  const suitAt = new Int32Array(dealLen);
  const suitLeft = new Float64Array(13 * 4);
  // The suits of the positions whose rank makes a pair: each suit order weighed by its copies left
  // (the deal is the shoe's first cards, so each card has `decks` copies before it).
  const splitBySuit = (positions: readonly number[], j: number, w: number): void => {
    if (j === positions.length) {
      for (let h = 0; h < H; h++) {
        const [a, b] = pairAt[h]!;
        pairState[h] = rankAt[a] !== rankAt[b] ? NO_PAIR : positions.includes(a) && suitAt[a] === suitAt[b] ? SUITED_PAIR : RANK_PAIR;
      }
      const k = keys.pairKey(pairState);
      pairWeight[k] = pairWeight[k]! + w;
      return;
    }
    const i = positions[j]!;
    for (let suit = 0; suit < 4; suit++) {
      const at = rankAt[i]! * 4 + suit;
      const n = suitLeft[at]!;
      if (n === 0) continue;
      suitLeft[at] = n - 1;
      suitAt[i] = suit;
      splitBySuit(positions, j + 1, w * n);
      suitLeft[at] = n;
    }
  };
  const suitSplits = new Map<number, { rankWeight: number; keys: Int32Array; weights: Float64Array }>();
  // For the ranks now at the deal's positions: the weight of their paired ranks' positions by rank,
  // and the weight of each pair key their suit orders make.
  const splitOfPattern = () => {
    const pairedRanks = new Set<number>();
    for (let h = 0; h < H; h++) if (pairState[h] === RANK_PAIR) pairedRanks.add(rankAt[pairAt[h]![0]]!);
    const positions = [...Array(dealLen).keys()].filter((p) => pairedRanks.has(rankAt[p]!));
    let rankWeight = 1;
    const seen = new Map<number, number>();
    for (const p of positions) {
      const r = rankAt[p]!;
      const k = seen.get(r) ?? 0;
      rankWeight *= 4 * decks - k;
      seen.set(r, k + 1);
    }
    for (const p of positions) for (let suit = 0; suit < 4; suit++) suitLeft[rankAt[p]! * 4 + suit] = decks;
    const saved = Float64Array.from(pairWeight);
    pairWeight.fill(0);
    splitBySuit(positions, 0, 1);
    const keys = [...pairWeight.keys()].filter((k) => pairWeight[k] !== 0);
    const out = { rankWeight, keys: Int32Array.from(keys), weights: Float64Array.from(keys, (k) => pairWeight[k]!) };
    pairWeight.set(saved);
    return out;
  };
  // The deal's weight (a product of value counts) split by the pairs its rank orders make.
  const splitByRank = (i: number, w: number): void => {
    if (i === dealLen) {
      let paired = false;
      for (let h = 0; h < H; h++) {
        const [a, b] = pairAt[h]!;
        pairState[h] = rankAt[a] === rankAt[b] ? RANK_PAIR : NO_PAIR;
        paired ||= pairState[h] === RANK_PAIR;
      }
      if (!suited || !paired) {
        const k = keys.pairKey(pairState);
        pairWeight[k] = pairWeight[k]! + w;
        return;
      }
      // Suits matter for the positions of the paired ranks: their rank weight is replaced by the
      // weight of each suit order (which adds up to it). Both depend only on which positions share a
      // rank, so each such pattern is split once.
      let pattern = 0;
      for (let p = 0; p < dealLen; p++) {
        let q = 0;
        while (rankAt[q] !== rankAt[p]) q++;
        pattern = pattern * dealLen + q;
      }
      let split = suitSplits.get(pattern);
      if (!split) {
        split = splitOfPattern();
        suitSplits.set(pattern, split);
      }
      const unit = w / split.rankWeight;
      for (let j = 0; j < split.keys.length; j++) pairWeight[split.keys[j]!] = pairWeight[split.keys[j]!]! + unit * split.weights[j]!;
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
    const cell = (t * totalSpan + total[h]!) * columns + col; // cellIndex, inline in the hot loop
    const action = cells[cell]!;
    if (action === STAND) return turn(t + 1, w * D, cardsUsed);
    if (action === DRAW) return drawTo(t, h, w * D, cardsUsed);
    if (action !== CHOICE) throw new Error(`${c.hands[h]} on ${total[h]} has no cell in its table`); // excluded by the loader
    if (labels && labels.standAt[cell]! >= 0) {
      // A mixed cell of a too-fine policy: both ways, the way taken in the path's label.
      turn(t + 1, w, cardsUsed + labels.standAt[cell]!);
      return drawTo(t, h, w, cardsUsed + labels.drawAt[cell]!);
    }
    const draws = drawWeight[cell]!;
    if (draws < D) turn(t + 1, w * (D - draws), cardsUsed);
    if (draws > 0) drawTo(t, h, w * draws, cardsUsed);
  };

  const drawTo = (t: number, h: number, w: number, cardsUsed: number) => {
    const t0 = total[h]!;
    const held0 = held[h]!;
    const third0 = third[h]!;
    const tens0 = tens[h]!;
    const drewOn0 = drewOn[h]!;
    held[h] = held0 + 1;
    if (held0 === 2) drewOn[h] = t0;
    for (let k = 0; k < C; k++) {
      const n = remaining[k]!;
      if (n === 0) continue;
      const v = classValue[k]!;
      remaining[k] = n - 1;
      total[h] = unitsDigit ? (t0 + v) % 10 : t0 + v;
      tens[h] = tens0 + classTens[k]!;
      if (held0 === 2) third[h] = v;
      // A draw rule keyed by the cards held (drawing.extraCards) gives one card more, in the same turn.
      if (c.fourthCard && takesExtraCard(c, held[h]!, tens[h]!, total[h]!)) drawTo(t, h, w * n, cardsUsed + 1);
      else turn(t + 1, w * n, cardsUsed + 1);
      remaining[k] = n;
    }
    total[h] = t0;
    held[h] = held0;
    third[h] = third0;
    tens[h] = tens0;
    drewOn[h] = drewOn0;
  };

  const afterDeal = () => {
    naturals = 0;
    for (let h = 0; h < H; h++) {
      naturalOf[h] = held[h] === 2 && natural[total[h]!] === 1 ? 1 : 0;
      naturals |= naturalOf[h]! << h;
    }
    // A natural ends the coup; where it stops only its own hand, only the banker's does.
    const coupEnds = c.naturalStopsOwnHand ? c.bankerHand >= 0 && (naturals >> c.bankerHand) & 1 : naturals !== 0;
    if (coupEnds) showdown(dealLen, D ** T);
    else turn(0, 1, dealLen);
  };

  const addOuter = (slot: number, w: number, n: number) => {
    if (outerWide) outerWide.set(slot, (outerWide.get(slot) ?? 0n) + BigInt(w) * BigInt(n));
    else outer![slot] = outer![slot]! + w * n;
  };

  const deal = (i: number, w: number): void => {
    if (i === dealLen) {
      if (!readsMore) {
        inner.fill(0);
        afterDeal();
        for (let s = 0; s < inner.length; s++) if (inner[s] !== 0) addOuter(s, w, inner[s]!);
        return;
      }
      touchedCount = 0;
      afterDeal();
      // The deal's weight by the pairs its ranks make (all of it on "no pair read" without pairs).
      let splits = 0;
      if (pairStates === 1) {
        splitKey[0] = 0;
        splitWeight[0] = w;
        splits = 1;
      } else {
        pairWeight.fill(0);
        splitByRank(0, 1);
        let sum = 0;
        for (let p = 0; p < pairStates; p++) {
          if (pairWeight[p] === 0) continue;
          splitKey[splits] = p;
          splitWeight[splits++] = pairWeight[p]!;
          sum += pairWeight[p]!;
        }
        if (sum !== w) throw new Error(`the deal's rank orders weigh ${sum}, not ${w}`); // a bug, never a profile's fault
      }
      const pairStride = showSize * slots;
      for (let j = 0; j < touchedCount; j++) {
        const s = touched[j]!;
        const n = inner[s]!;
        inner[s] = 0;
        if (outer) for (let k = 0; k < splits; k++) outer[s + splitKey[k]! * pairStride] = outer[s + splitKey[k]! * pairStride]! + splitWeight[k]! * n;
        else for (let k = 0; k < splits; k++) addOuter(s + splitKey[k]! * pairStride, splitWeight[k]!, n);
      }
      return;
    }
    const h = c.deal[i]!;
    const t0 = total[h]!;
    const held0 = held[h]!;
    const tens0 = tens[h]!;
    for (let k = 0; k < C; k++) {
      const n = remaining[k]!;
      if (n === 0) continue;
      const v = classValue[k]!;
      remaining[k] = n - 1;
      total[h] = unitsDigit ? (t0 + v) % 10 : t0 + v;
      held[h] = held0 + 1;
      tens[h] = tens0 + classTens[k]!;
      if (held0 === 2) third[h] = v;
      dealClass[i] = k;
      deal(i + 1, w * n);
      remaining[k] = n;
    }
    total[h] = t0;
    held[h] = held0;
    tens[h] = tens0;
    third[h] = -1;
  };

  deal(0, 1);

  const scaleT = (labels ? labels.den : BigInt(D)) ** BigInt(T);
  // Card orders (scaled by scaleT) by key, and by outcome: the unused cards of a slot counted in.
  const byKey = new Map<number, bigint>();
  const slotsReached: [number, bigint][] = outerWide ? [...outerWide] : [];
  if (outer) for (let s = 0; s < outer.length; s++) if (outer[s] !== 0) slotsReached.push([s, BigInt(outer[s]!)]);
  for (const [s, paths] of slotsReached) {
    const key = Math.floor(s / slots);
    const k = (s % slots) % (M + 1);
    // A path label's probability (× den^T), where the policy was too fine to scale.
    const labelWeight = labels ? labels.weight[Math.floor((s % slots) / (M + 1))]! : 1n;
    byKey.set(key, (byKey.get(key) ?? 0n) + paths * fallingFactorial(N - k, M - k) * labelWeight);
  }
  const O = c.outcomes.length;
  const byOutcome = c.outcomes.map(() => 0n);
  for (const [key, n] of byKey) byOutcome[key % O]! += n; // the outcome is the key's least significant part
  const counts = byOutcome.map((n) => fraction(n, scaleT));
  const totalOrders = fallingFactorial(N, M);
  const sum = byOutcome.reduce((a, n) => a + n, 0n);
  if (sum !== totalOrders * scaleT) throw new Error(`the outcomes add up to ${sum}/${scaleT}, not ${totalOrders}`); // a bug, never a profile's fault

  const bets = stakingsOf(c).map((s) => {
    // E[net] = sum over keys (or outcomes) of count x net / total, kept exact: the counts are added
    // by net first (a bet has few distinct nets), then each sum times its net.
    const byNet = new Map<string, [bigint, Fraction]>();
    const addTo = (n: bigint, net: Fraction) => {
      if (n === 0n || net.num === 0n) return;
      const id = `${net.num}/${net.den}`;
      const had = byNet.get(id);
      byNet.set(id, [(had?.[0] ?? 0n) + n, net]);
    };
    if (s.netByKey) for (const [key, n] of byKey) addTo(n, s.netByKey(key));
    else byOutcome.forEach((n, o) => addTo(n, s.net[o]!));
    let num = 0n;
    let den = 1n;
    for (const [n, net] of byNet.values()) {
      const term = fraction(n * net.num, scaleT * net.den);
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
