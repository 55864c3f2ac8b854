/**
 * Club baccarat over the actual cards of a small shoe, every order of the cards a coup uses, with
 * its rules written out again here, apart from the rules core: an independent count to hold the exact
 * odds to (src/odds/three-hands.ts).
 *
 * - RC-08: dealt right, left, banker, right, left, banker; RC-11: a natural 8 or 9 ends the coup,
 *   equal naturals returned (the holder always shows his natural: a policy never keeps one quiet).
 * - RC-12: right draws, then left, then the banker, each by `drawsOutOf2` (how many times out of 2
 *   the hand draws on its total: 2 on 0-4 for a side, RC-14).
 * - RC-13: a hand whose three cards are all ten-valued (worth 0) takes a fourth.
 * - RC-02: each side against the banker by the last digit, ties returned.
 * - RC-15: a side that drew its third card on 6 or more and lost is penalised: its holder repays
 *   the other punters' losing stakes on it.
 *
 * Returns card orders × 8 (2 for each of three turns, so that a half stays whole), each coup counted
 * as the whole shoe's cards in order (the unused ones included), by "<outcome>|<penalty bits>" (bit 0
 * right's penalty, bit 1 left's), the outcome as the profile names it ("right win, left lose").
 *
 * `byValue`: the cards of one value are taken together, weighed by how many are left — the same
 * count as every order of the distinct cards, in far fewer steps (for npm test); without it, each
 * card is taken one by one (for the long runs).
 */
export function clubBruteForce(
  cards: readonly number[],
  drawsOutOf2: readonly ((total: number) => number)[],
  byValue = false,
): Map<string, number> {
  const N = cards.length;
  const used = new Array<boolean>(N).fill(false);
  const out = new Map<string, number>();
  const results = ['win', 'lose', 'equal'];
  const vs = (side: number, bank: number) => (side > bank ? 0 : side < bank ? 1 : 2);
  // The orders of the unused cards after k used ones: (N-k)!.
  const unused = (k: number) => {
    let n = 1;
    for (let i = k; i < N; i++) n *= N - i;
    return n;
  };
  // drewOn: by hand, the total it drew its third card on, or -1.
  const settle = (t: readonly number[], drewOn: readonly number[], k: number, w: number) => {
    const r = [vs(t[0]!, t[2]!), vs(t[1]!, t[2]!)];
    let bits = 0;
    for (let side = 0; side < 2; side++) if (r[side] === 1 && drewOn[side]! >= 6) bits |= 1 << side;
    const key = `right ${results[r[0]!]}, left ${results[r[1]!]}|${bits}`;
    out.set(key, (out.get(key) ?? 0) + w * unused(k));
  };
  const each = (then: (v: number, w: number) => void) => {
    const seen = new Set<number>();
    for (let i = 0; i < N; i++) {
      if (used[i]) continue;
      let w = 1;
      if (byValue) {
        if (seen.has(cards[i]!)) continue;
        seen.add(cards[i]!);
        w = cards.filter((v, j) => v === cards[i] && !used[j]).length;
      }
      used[i] = true;
      then(cards[i]!, w);
      used[i] = false;
    }
  };
  // tens: by hand, whether its two dealt cards are both ten-valued.
  const turn = (
    t: readonly number[],
    tens: readonly boolean[],
    drewOn: readonly number[],
    who: number,
    k: number,
    w: number,
  ): void => {
    if (who === 3) return settle(t, drewOn, k, w);
    const draws = drawsOutOf2[who]!(t[who]!);
    if (draws < 2) turn(t, tens, drewOn, who + 1, k, w * (2 - draws));
    if (draws === 0) return;
    const drew = drewOn.map((x, h) => (h === who ? t[who]! : x));
    each((v, n) => {
      const t3 = t.map((x, h) => (h === who ? (x + v) % 10 : x));
      if (!(tens[who] && v === 0)) return turn(t3, tens, drew, who + 1, k + 1, w * draws * n);
      each((v4, n4) =>
        turn(
          t3.map((x, h) => (h === who ? (x + v4) % 10 : x)),
          tens,
          drew,
          who + 1,
          k + 2,
          w * draws * n * n4,
        ),
      );
    });
  };
  const dealt: number[][] = [[], [], []];
  const deal = (k: number, w: number): void => {
    if (k === 6) {
      const t = dealt.map((h) => (h[0]! + h[1]!) % 10);
      if (t.some((x) => x >= 8)) return settle(t, [-1, -1, -1], 6, 8 * w);
      return turn(
        t,
        dealt.map((h) => h[0] === 0 && h[1] === 0),
        [-1, -1, -1],
        0,
        6,
        w,
      );
    }
    each((v, n) => {
      dealt[k % 3]!.push(v);
      deal(k + 1, w * n);
      dealt[k % 3]!.pop();
    });
  };
  deal(0, 1);
  return out;
}
