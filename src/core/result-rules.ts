/**
 * How a profile's coups are decided once drawing is over: the result rules compiled, and the one
 * reading of them that gives a side's result and a coup's outcome, for the chart as for the kernel
 * and the enumerator.
 */
import type { Profile } from '../profile/types.js';
import { rankingOf } from './totals.js';

/** How a profile's coups are decided once drawing is over, for the chart as for the kernel. */
export interface ResultRules {
  readonly againstBanker: boolean;
  readonly resultHands: Uint8Array;
  readonly bankerHand: number;
  /** By total: its rank in the showdown, the last digit (src/core/totals.ts rankingOf). */
  readonly ranking: Uint8Array;
  readonly naturalStopsOwnHand: boolean;
  readonly bankerTakesEqualTotals: boolean;
  readonly bankerTakesEqualNaturals: boolean;
  readonly returned: Uint8Array;
}

/** The profile's result rules, for totals up to `span`. */
export function compileResultRules(profile: Profile, span = 100): ResultRules {
  const hands = profile.hands.map((h) => h.id);
  const returned = new Uint8Array(10);
  for (const t of profile.result.equalReturned ?? []) returned[rankingOf(t)] = 1;
  return {
    againstBanker: profile.result.scheme === 'each-against-banker',
    resultHands: Uint8Array.from(profile.result.hands.map((h) => hands.indexOf(h))),
    bankerHand: profile.result.banker === undefined ? -1 : hands.indexOf(profile.result.banker),
    ranking: Uint8Array.from({ length: span }, (_, t) => rankingOf(t)),
    naturalStopsOwnHand: profile.naturals.effect === 'each-hand',
    bankerTakesEqualTotals: profile.result.equalTotals === 'banker-wins',
    bankerTakesEqualNaturals: profile.result.equalNaturals === 'banker-wins',
    returned,
  };
}

/**
 * A side's result against the banker, by their rankings (last digits) and whether each held a natural
 * after the deal: 0 the side wins, 1 it loses, 2 equal. Where a natural stops only its own hand (the
 * domestic game, RD-10), a natural beats any hand that is not one; equal naturals and equal totals
 * settle as the profile says (RD-14: the banker takes ties, but 6 against 6 is returned); a natural
 * kept quiet loses a tie (RC-16, only the chart plays it: a policy cannot keep a natural quiet). The
 * chart's sideResult (src/machines/bank.ts) and outcomeIndex below both read it.
 */
export function sideResultCode(
  r: ResultRules,
  side: number,
  banker: number,
  sideNatural: boolean,
  bankerNatural: boolean,
  keptQuiet = false,
): number {
  // RC-16: a natural kept quiet (naturals.mayKeepQuiet) loses where it ties the banker: the banker's
  // two-card natural would have ended the coup, so a tie is his three-card total.
  if (keptQuiet && side === banker) return 1;
  if (r.naturalStopsOwnHand && sideNatural !== bankerNatural) return sideNatural ? 0 : 1;
  if (r.naturalStopsOwnHand && sideNatural && side === banker && r.bankerTakesEqualNaturals) return 1;
  if (side !== banker) return side > banker ? 0 : 1;
  return r.bankerTakesEqualTotals && !r.returned[side] ? 1 : 2;
}

/**
 * The coup's outcome from the hands' final totals (and, where a natural stops only its own hand,
 * which hands hold one: naturalOf[h] is 1, an array rather than bits, since a full domestic table
 * has 34 hands), as an index into the outcomes. The chart's outcomeOf
 * (src/machines/rules.ts), the kernel and the enumerator all read it.
 * highest-total: the one leader by ranking, or the equal outcome when leaders tie.
 * each-against-banker: each side's result against the banker (0 win, 1 lose, 2 equal), the first
 * side the most significant digit in base 3.
 */
export function outcomeIndex(c: ResultRules, total: Int32Array, naturalOf: Uint8Array): number {
  const { resultHands, ranking } = c;
  if (c.againstBanker) {
    const banker = ranking[total[c.bankerHand]!]!;
    const bankerNatural = naturalOf[c.bankerHand] === 1;
    let outcome = 0;
    for (let r = 0; r < resultHands.length; r++) {
      const h = resultHands[r]!;
      outcome = outcome * 3 + sideResultCode(c, ranking[total[h]!]!, banker, naturalOf[h] === 1, bankerNatural);
    }
    return outcome;
  }
  let best = -1;
  let leader = 0;
  let leaders = 0;
  for (let r = 0; r < resultHands.length; r++) {
    const t = ranking[total[resultHands[r]!]!]!;
    if (t > best) {
      best = t;
      leader = r;
      leaders = 1;
    } else if (t === best) leaders++;
  }
  return leaders === 1 ? leader : resultHands.length;
}
