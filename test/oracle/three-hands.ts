/**
 * The test oracle: a banker against two tableaux (Baccarat Banque, club baccarat) counted by brute
 * force over every order of the actual cards of a small shoe, with the rules written out again
 * here. It imports nothing from src/: it is the independent count the exact odds
 * (src/odds/three-hands.ts) and the best responses (src/solve/best-response.ts) are held to, and
 * must not share a line with them. Slow on purpose (a shoe of 9 to 12 cards); plain on purpose.
 *
 * The rules, as both documents state them:
 * - Dealt right, left, banker, right, left, banker (BB-04.3, RC-08).
 * - A two-card 8 or 9 is a natural and ends the coup; naturals are shown, never kept quiet
 *   (BB-04.6, RC-11).
 * - Right draws, then left, then the banker (BB-05.2, RC-12): each `drawsOutOf2` times in 2 on its
 *   total (2: always, 1: half the time, 0: never), the caller's reading of the drawing rules or of a
 *   policy. The banker's rule also sees both sides' third cards: his situation (BB-05.5), so that a
 *   caller can play him differently in each (the best response's situations).
 * - Club baccarat only (`fourthOnThreeTens`): a hand whose three cards are all ten-valued (worth 0)
 *   takes a fourth (RC-13).
 * - Each side against the banker by the last digit of the total; equal totals returned (BB-06, RC-02).
 * - Club baccarat only (`penalty`): a side that drew its third card on 6 or more and lost is
 *   penalised, its holder repaying the other punters' losing stakes on it (RC-15).
 *
 * Every coup is counted as the whole shoe's cards in order (the unused ones included), times 8 (2
 * for each of three turns, so that a half-time draw stays whole): `weight` is card orders x 8.
 */

/** A side's third card: its value, or 'stood'. */
export type Third = number | 'stood';

export interface OracleRules {
  /**
   * Right, left, banker: how many times out of 2 the hand draws on its two-card total. `thirds` are
   * the sides' third cards so far (right's and left's; 'stood' for a side that stood or has not played).
   */
  readonly drawsOutOf2: readonly [
    (total: number, thirds: readonly Third[]) => number,
    (total: number, thirds: readonly Third[]) => number,
    (total: number, thirds: readonly Third[]) => number,
  ];
  /** RC-13: a hand of three ten-valued cards takes a fourth. */
  readonly fourthOnThreeTens?: boolean;
  /** RC-15: a side that drew on 6 or more and lost is penalised. */
  readonly penalty?: boolean;
  /**
   * The cards of one value taken together, weighed by how many are left: the same count as every
   * order of the distinct cards, in far fewer steps (for npm test); without it each card is taken
   * one by one (for the long runs, test/deep).
   */
  readonly byValue?: boolean;
}

/** One way a coup ends, with how many card orders (x 8) end it that way. */
export interface OracleCoup {
  /** The final totals: right, left, banker. */
  readonly totals: readonly number[];
  /** Whether the coup ended on the deal's naturals. */
  readonly natural: boolean;
  /** The banker's two-card total, the total he played his turn on (the deal's where a natural ended it). */
  readonly bankerTotal: number;
  /** Right's and left's third cards ('stood' where a side stood, or a natural ended the coup). */
  readonly thirds: readonly Third[];
  /** Penalised sides (RC-15): bit 0 right, bit 1 left. */
  readonly penalties: number;
  /** Card orders x 8. */
  readonly weight: number;
}

const RESULTS = ['win', 'lose', 'equal'] as const;
/** A side against the banker (BB-06, RC-02): 0 win, 1 lose, 2 equal. */
const against = (side: number, bank: number) => (side > bank ? 0 : side < bank ? 1 : 2);

/** The outcome as the profiles name it: "right win, left lose". */
export function outcomeOf(totals: readonly number[]): string {
  return `right ${RESULTS[against(totals[0]!, totals[2]!)]}, left ${RESULTS[against(totals[1]!, totals[2]!)]}`;
}

/** Every way a coup of this shoe ends, handed to `tally` one at a time. */
export function eachCoup(cards: readonly number[], rules: OracleRules, tally: (coup: OracleCoup) => void): void {
  const N = cards.length;
  const used = new Array<boolean>(N).fill(false);
  // The orders of the unused cards after k used ones: (N-k)!.
  const unused = (k: number) => {
    let n = 1;
    for (let i = k; i < N; i++) n *= N - i;
    return n;
  };
  // Each card left (or each value left, weighed by its count: its first card left stands for it), in turn.
  const each = (then: (v: number, n: number) => void) => {
    if (!rules.byValue) {
      for (let i = 0; i < N; i++) {
        if (used[i]) continue;
        used[i] = true;
        then(cards[i]!, 1);
        used[i] = false;
      }
      return;
    }
    const first = new Map<number, number>(); // value -> the index of its first card left
    const left = new Map<number, number>(); // value -> its cards left
    for (let i = 0; i < N; i++) {
      if (used[i]) continue;
      if (!first.has(cards[i]!)) first.set(cards[i]!, i);
      left.set(cards[i]!, (left.get(cards[i]!) ?? 0) + 1);
    }
    for (const [v, i] of first) {
      used[i] = true;
      then(v, left.get(v)!);
      used[i] = false;
    }
  };
  // drewOn: by hand, the total it drew its third card on, or -1.
  const settle = (
    t: readonly number[],
    natural: boolean,
    bankerTotal: number,
    thirds: readonly Third[],
    drewOn: readonly number[],
    k: number,
    w: number,
  ) => {
    let penalties = 0;
    if (rules.penalty)
      for (let side = 0; side < 2; side++)
        if (against(t[side]!, t[2]!) === 1 && drewOn[side]! >= 6) penalties |= 1 << side; // RC-15
    tally({ totals: t, natural, bankerTotal, thirds, penalties, weight: w * unused(k) });
  };
  // tens: by hand, whether its two dealt cards are both ten-valued (RC-13 needs a third one);
  // bankerTotal: his two-card total, which no side's turn changes.
  const turn = (
    t: readonly number[],
    tens: readonly boolean[],
    thirds: readonly Third[],
    drewOn: readonly number[],
    bankerTotal: number,
    who: number,
    k: number,
    w: number,
  ): void => {
    if (who === 3) {
      settle(t, false, bankerTotal, thirds, drewOn, k, w);
      return;
    }
    const draws = rules.drawsOutOf2[who]!(t[who]!, thirds);
    if (draws < 2) turn(t, tens, thirds, drewOn, bankerTotal, who + 1, k, w * (2 - draws));
    if (draws === 0) return;
    const drew = drewOn.map((x, h) => (h === who ? t[who]! : x));
    each((v, n) => {
      const t3 = t.map((x, h) => (h === who ? (x + v) % 10 : x));
      const th = who === 2 ? thirds : thirds.map((x, h) => (h === who ? v : x));
      if (!(rules.fourthOnThreeTens && tens[who] && v === 0)) {
        turn(t3, tens, th, drew, bankerTotal, who + 1, k + 1, w * draws * n);
        return;
      }
      each((v4, n4) => {
        const t4 = t3.map((x, h) => (h === who ? (x + v4) % 10 : x));
        turn(t4, tens, th, drew, bankerTotal, who + 1, k + 2, w * draws * n * n4);
      });
    });
  };
  const dealt: number[][] = [[], [], []];
  const deal = (k: number, w: number): void => {
    if (k === 6) {
      const t = dealt.map((h) => (h[0]! + h[1]!) % 10);
      const none = [-1, -1, -1];
      if (t.some((x) => x >= 8)) settle(t, true, t[2]!, ['stood', 'stood'], none, 6, 8 * w);
      else
        turn(
          t,
          dealt.map((h) => h[0] === 0 && h[1] === 0),
          ['stood', 'stood'],
          none,
          t[2]!,
          0,
          6,
          w,
        );
      return;
    }
    each((v, n) => {
      dealt[k % 3]!.push(v);
      deal(k + 1, w * n);
      dealt[k % 3]!.pop();
    });
  };
  deal(0, 1);
}

/** Card orders x 8 by "<outcome>|<penalty bits>" (bit 0 right's penalty, bit 1 left's). */
export function countByOutcome(cards: readonly number[], rules: OracleRules): Map<string, number> {
  const out = new Map<string, number>();
  eachCoup(cards, rules, (c) => {
    const key = `${outcomeOf(c.totals)}|${c.penalties}`;
    out.set(key, (out.get(key) ?? 0) + c.weight);
  });
  return out;
}

/** The same rule for the three hands: a function of the total alone. */
export function sameForAll(outOf2: (total: number) => number): OracleRules['drawsOutOf2'] {
  return [outOf2, outOf2, outOf2];
}
