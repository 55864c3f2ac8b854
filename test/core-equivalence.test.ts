/**
 * The chart, the kernel and the enumerator hold the same rules, checked by exhaustion rather than by
 * sampling coups:
 * - every cell of every draw table: the profile's rows as the loader read them, the compiled cells
 *   the kernel and the enumerator read, and the chart's tableAction (which finds its cell from the
 *   hand's total and the other hand's third card) agree;
 * - every tuple of final totals, with and without naturals: the chart's outcome (outcomeOf,
 *   sideResult) against the compiled outcomeIndex;
 * - every combination of the facts a profile's settle rules read (every key of its SettleKeys): the
 *   chart's settlement of a coup with those facts against the net per unit the kernel and the
 *   enumerator count by key, and the chart's key of that coup against the key itself;
 * - every coup a one-deck shoe can deal, rank by rank: the kernel's key of each, weighed by its card
 *   orders, against the enumerator's exact expected value of every bet.
 * - every cell of an extra card's rule (RC-13) and every condition of a holder's penalty (RC-15, RC-16):
 *   the chart's draw and charges against the compiled rule the kernel and the enumerator read.
 * The bundled profiles are checked, and profiles whose bets use every word of the settlement language.
 */

import { describe, expect, it } from 'vitest';
import { type Card, RANKS, SUITS } from '../src/cards/card.js';
import { type CompiledProfile, compileProfile, penaltiesOn } from '../src/core/compile.js';
import { ACTION_NAME, cellIndex, NO_CELL, takesExtraCard } from '../src/core/draw-tables.js';
import { type Fraction, fraction, fractionText, toNumber } from '../src/core/fraction.js';
import { outcomeIndex } from '../src/core/result-rules.js';
import { compileRules } from '../src/core/rules.js';
import { COLOURED_PAIR, emptyFacts, factsOfRecord, NO_PAIR, SUITED_PAIR } from '../src/core/settle.js';
import { stakingsOf } from '../src/core/stakings.js';
import { ChoiceDecider } from '../src/kernel/choices.js';
import { CoupKernel } from '../src/kernel/kernel.js';
import { loadProfile } from '../src/loader/bundled.js';
import { checkProfileText } from '../src/loader/load.js';
import { settleAgainstBank, sideResult } from '../src/machines/bank-settle.js';
import type { CoupRecord, GameContext } from '../src/machines/context.js';
import { outcomeOf, settle, tableAction, takesExtraCardNow } from '../src/machines/rules.js';
import { exactOdds } from '../src/odds/exact.js';
import type { Profile } from '../src/profile/types.js';
import { swept } from './support/sweep.js';

/** Every word of the settlement language, on Punto Banco, in groups (so that each group's keys stay few). */
const MAIN = `  - { id: punto, name: Punto, settle: [{ when: { outcome: punto }, pays: "1:1" }, { when: { outcome: tie }, result: push }] }
  - { id: banco, name: Banco, settle: [{ when: { outcome: banco }, pays: "19:20" }, { when: { outcome: tie }, result: push }] }
  - { id: tie, name: Tie, settle: [{ when: { outcome: tie }, pays: "8:1" }] }
`;
const GROUPS: Record<string, string> = {
  'totals-and-naturals': `  - id: dragon
    name: Dragon Bonus Punto
    settle:
      - { when: { outcome: punto, hand: punto, natural: true }, pays: "1:1" }
      - { when: { outcome: tie, hand: both, natural: true }, result: push }
      - { when: { outcome: punto }, pays: { by: margin, table: { 9: "30:1", 8: "10:1", 7: "6:1", 6: "4:1", 5: "2:1", 4: "1:1" } } }
  - { id: tie-low, name: Tie on 0-2, settle: [{ when: { tieTotal: [0, 1, 2] }, pays: "25:1" }, { when: { tieTotal: 9 }, pays: "0.5:1", commission: 2.5 }] }
  - id: any-nine
    name: A nine beats an eight
    settle:
      - when: { any: [{ all: [{ outcome: punto }, { hand: punto, total: 9 }, { hand: banco, total: 8 }] }, { all: [{ outcome: banco }, { hand: banco, total: 9 }, { hand: punto, total: 8 }] }] }
        pays: "20:1"
  - { id: tie-by, name: Tie by total, settle: [{ when: { outcome: tie }, pays: { by: tieTotal, table: { 0-4: "15:1", 9: "50:1" } } }] }
`,
  'cards-and-third-cards': `  - { id: big, name: Big, settle: [{ when: { cardsDealt: "5-6" }, pays: "0.54:1" }] }
  - { id: small, name: Small, settle: [{ when: { cardsDealt: 4 }, pays: "1.5:1" }] }
  - { id: loser-third, name: Loser drew a 9, settle: [{ when: { hand: loser, thirdCard: 9 }, pays: "12:1" }] }
  - { id: no-draw, name: Punto stands, settle: [{ when: { hand: punto, thirdCard: none, not: { hand: punto, natural: true } }, pays: "1.25:1" }] }
  - { id: both-three, name: Both draw, settle: [{ when: { hand: both, cards: 3 }, pays: { by: cardsDealt, table: { 6: "3:1" } } }] }
  - { id: third-by, name: Punto's third card, settle: [{ when: { outcome: punto }, pays: { by: thirdCard, hand: punto, table: { 0-3: "2:1", 9: "10:1" } } }] }
`,
  'winners-by-cards': `  - id: three-card-win
    name: Winner of three cards by total
    settle:
      - { when: { hand: winner, cards: 3 }, pays: { by: total, table: { 7: "40:1", 8: "25:1", 9: "5:1" } } }
  - { id: loser-total, name: Loser on 0, settle: [{ when: { hand: loser, total: 0, cards: 2 }, pays: "7:1" }, { when: { hand: loser, total: 0 }, result: push }] }
`,
  'drawn-on': `  - { id: drew-on-five, name: Punto drew on 5 and won, settle: [{ when: { outcome: punto, hand: punto, drewOn: 5 }, pays: "3:1" }] }
  - { id: stood, name: Banco took no card, settle: [{ when: { hand: banco, drewOn: none }, pays: "1:2" }] }
  - { id: drew-on-by, name: Banco's draw by its total, settle: [{ when: { outcome: banco }, pays: { by: drewOn, hand: banco, table: { 0-2: "1:1", 3-6: "2:1" } } }] }
`,
  pairs: `  - { id: either-pair, name: Either Pair, settle: [{ when: { hand: either, pair: rank }, pays: "5:1" }] }
  - { id: both-pairs, name: Both pairs, settle: [{ when: { hand: both, pair: rank }, pays: "200:1" }, { when: { hand: punto, pair: none, not: { hand: banco, pair: none } }, pays: "1:3" }] }
  - { id: suited, name: Suited pair on Banco, settle: [{ when: { hand: banco, pair: suited }, pays: "25:1" }, { when: { hand: banco, pair: rank }, result: push }] }
`,
};

const groupProfile = (group: string): Profile => {
  const bets = [...GROUPS[group]!.matchAll(/^ {2}- (?:\{ )?id: ([a-z0-9-]+)/gm)].map((m) => m[1]);
  const text = `extends: punto-banco\nid: every-word-${group}\nname: Every word, ${group}\nbets:\n${MAIN}${GROUPS[group]}session:\n  betting:\n    sideBets: [${bets.join(', ')}]\n`;
  const { profile, problems } = checkProfileText(text, `every-word-${group}.yaml`);
  expect(problems).toEqual([]);
  return profile!;
};

const compiledProfiles = (): [string, Profile][] => [
  // The systems of the sources (test/support/sweep.ts; every bundled one in npm run test:deep) and
  // card-words, whose Tiger Pair reads the cards themselves (same: { rank: first }); every other word
  // of the bet language is in the word groups below.
  ...[...new Set([...swept(), 'card-words'])]
    .map((id) => [id, loadProfile(id)] as [string, Profile])
    .filter(([, p]) => {
      try {
        compileProfile(p);
        return true;
      } catch {
        return false;
      }
    }),
  ...Object.keys(GROUPS).map((g) => [`every-word-${g}`, groupProfile(g)] as [string, Profile]),
];
const profileOf = (id: string): Profile =>
  id.startsWith('every-word-') ? groupProfile(id.slice('every-word-'.length)) : loadProfile(id);

/** A card of the profile worth `value` points (the first rank that is), in a given suit. */
function cardWorth(profile: Profile, value: number, suit = 0): Card {
  const rank = RANKS.find((r) => profile.cards.values[r] === value);
  if (rank === undefined && value === 0)
    return cardWorth(profile, Math.min(...RANKS.map((r) => profile.cards.values[r])), suit);
  if (rank === undefined) throw new Error(`no card is worth ${value}`);
  return `${rank}${SUITS[suit]!}` as Card;
}

/** Just what the chart's rules read of a context: the coup's hands, its wagers, the participants. */
function contextOf(coup: Partial<CoupRecord>, participants: { id: string; score: number }[] = []): GameContext {
  return {
    participants,
    coup: { wagers: [], naturals: [], settlements: [], scores: {}, cards: [], decisions: [], number: 1, ...coup },
  } as unknown as GameContext;
}

describe('every draw-table cell: the chart reads the cell the kernel and the enumerator compiled', () => {
  it.each(compiledProfiles().map(([id]) => id))('%s', (id) => {
    const profile = profileOf(id);
    const c = compileProfile(profile);
    const rules = compileRules(profile);
    let cells = 0;
    profile.drawing.turns.forEach((turn, t) => {
      for (let total = 0; total < c.totalSpan; total++) {
        for (let col = 0; col < c.columns; col++) {
          const code = c.cells[cellIndex(c, t, total, col)]!;
          const hands: Record<string, { cards: Card[]; total: number }> = {};
          for (const h of profile.hands)
            hands[h.id] = { cards: [cardWorth(profile, 0), cardWorth(profile, 0)], total: 0 };
          hands[turn.hand] = { cards: [cardWorth(profile, 0), cardWorth(profile, 0)], total };
          if (turn.against !== undefined && col > 0) {
            if (!profile.cards.values || !RANKS.some((r) => profile.cards.values[r] === col - 1)) continue; // no card has that value
            hands[turn.against] = {
              cards: [cardWorth(profile, 0), cardWorth(profile, 0), cardWorth(profile, col - 1)],
              total: 0,
            };
          }
          const ctx = contextOf({ hands });
          // The profile's own row, as the loader read it: the compiled cell says the same.
          const row = turn.rows[total];
          const action = !row
            ? undefined
            : row.kind === 'fixed'
              ? row.action
              : col === 0
                ? row.stood
                : row.byValue[col - 1];
          // (Each check calls expect only where the two differ: its message, built for every cell,
          // cost more than the comparison.)
          if (code === NO_CELL) {
            // A cell no coup reaches: the profile's table says nothing there.
            if (action !== undefined) expect(action, `${id} turn ${t} total ${total} column ${col}`).toBeUndefined();
            continue;
          }
          if (ACTION_NAME[code] !== action)
            expect(ACTION_NAME[code], `${id} turn ${t} total ${total} column ${col}`).toBe(action);
          if (turn.against === undefined && col > 0) continue;
          const chart = tableAction(rules, ctx, turn.hand);
          if (chart !== ACTION_NAME[code])
            expect(chart, `${id}: ${turn.hand} on ${total}, column ${col}`).toBe(ACTION_NAME[code]);
          cells++;
        }
      }
    });
    expect(cells).toBeGreaterThan(0);
  });
});

/** Two or three cards of the profile that count `total` (two make a natural if its total is one). */
function cardsTotalling(profile: Profile, total: number, n: number): Card[] | undefined {
  const values = [...new Set(RANKS.map((r) => profile.cards.values[r]))];
  const count = (vs: number[]) =>
    profile.cards.counting === 'units-digit' ? vs.reduce((a, b) => a + b, 0) % 10 : vs.reduce((a, b) => a + b, 0);
  const search = (vs: number[]): number[] | undefined => {
    if (vs.length === n) return count(vs) === total ? vs : undefined;
    for (const v of values) {
      const found = search([...vs, v]);
      if (found) return found;
    }
    return undefined;
  };
  return search([])?.map((v, i) => cardWorth(profile, v, i % 4));
}

describe("every tuple of final totals: the chart's result is the compiled outcome", () => {
  it.each(compiledProfiles().map(([id]) => id))('%s', (id) => {
    const profile = profileOf(id);
    const c = compileProfile(profile);
    const rules = compileRules(profile);
    const H = c.hands.length;
    const naturalTotals = new Set(profile.naturals.totals);
    let tuples = 0;
    // Each hand: a total and whether it holds two cards (a natural where the total is one) or three.
    const spans = c.hands.map(() => c.totalSpan * 2);
    const size = spans.reduce((a, b) => a * b, 1);
    if (size > 200_000) return; // a seated table of many hands: its sides read as one side's are
    for (let k = 0; k < size; k++) {
      let rest = k;
      const total = new Int32Array(H);
      const hands: Record<string, { cards: Card[]; total: number }> = {};
      const naturalOf = new Uint8Array(H);
      let possible = true;
      c.hands.forEach((h, i) => {
        const t = rest % c.totalSpan;
        const two = Math.floor(rest / c.totalSpan) % 2 === 0;
        rest = Math.floor(rest / (c.totalSpan * 2));
        const cards = cardsTotalling(profile, t, two ? 2 : 3);
        if (!cards) possible = false;
        total[i] = t;
        hands[h] = { cards: cards ?? [], total: t };
        if (two && naturalTotals.has(t)) naturalOf[i] = 1;
      });
      if (!possible) continue;
      const o = outcomeIndex(c, total, naturalOf);
      const ctx = contextOf({ hands });
      const chart = c.againstBanker
        ? profile.result.hands.map((side) => `${side} ${sideResult(rules, ctx, side)}`).join(', ')
        : outcomeOf(rules, ctx.coup);
      // expect only where they differ: its message, built for every tuple, cost more than the comparison.
      if (chart !== c.outcomes[o]) expect(chart, `${id}: ${JSON.stringify(hands)}`).toBe(c.outcomes[o]);
      tuples++;
    }
    expect(tuples).toBeGreaterThan(0);
  });
});

/**
 * Cards for one hand with the given facts: its total, its number of cards, a natural or not, its
 * pair (none, by rank, suited), its third card's value and the total it drew on (-1: any);
 * undefined where no cards have them.
 */
type HandFacts = { total: number; cards: number; natural: number; pair: number; third: number; drewOn: number };
const HANDS = new Map<string, Card[] | undefined>();
function handWith(profile: Profile, f: HandFacts): Card[] | undefined {
  const id = `${profile.id} ${f.total} ${f.cards} ${f.natural} ${f.pair} ${f.third} ${f.drewOn}`;
  if (!HANDS.has(id)) HANDS.set(id, findHand(profile, f));
  return HANDS.get(id);
}

function findHand(profile: Profile, f: HandFacts): Card[] | undefined {
  const values = [...new Set(RANKS.map((r) => profile.cards.values[r]))].sort((a, b) => a - b);
  const natural = (a: number, b: number) => profile.naturals.totals.includes((a + b) % 10);
  for (const a of values) {
    for (const b of values) {
      if (f.pair !== NO_PAIR && a !== b) continue;
      if ((f.cards === 2) !== f.third < 0) return undefined;
      if (f.cards === 2 ? (a + b) % 10 !== f.total : (a + b + f.third) % 10 !== f.total) continue;
      if (f.cards === 3 && f.drewOn >= 0 && (a + b) % 10 !== f.drewOn) continue;
      if (natural(a, b) !== (f.natural === 1)) continue;
      // The second card's suit: the first's (a perfect pair), clubs (a coloured pair: black as spades), else hearts.
      const second = f.pair === SUITED_PAIR ? 0 : f.pair === COLOURED_PAIR ? 3 : 1;
      const cards = [cardWorth(profile, a, 0), cardWorth(profile, b, second)];
      if (f.pair === NO_PAIR && cards[0]![0] === cards[1]![0]) {
        // Two cards of one value are one rank unless the value has several (the ten-valued ranks).
        const other = RANKS.filter((r) => profile.cards.values[r] === b).find((r) => r !== cards[0]![0]);
        if (!other) continue;
        cards[1] = `${other}H` as Card;
      }
      if (f.cards === 3) cards.push(cardWorth(profile, f.third, 2));
      if (f.cards > 3) return undefined;
      return cards;
    }
  }
  return undefined;
}

describe('every combination of the facts the settle rules read: the chart settles as the kernel and the enumerator count', () => {
  const highestTotal = compiledProfiles().filter(([, p]) => p.result.scheme === 'highest-total');
  it.each(highestTotal.map(([id]) => id))('%s', (id) => {
    const profile = profileOf(id);
    const c = compileProfile(profile);
    const rules = compileRules(profile);
    const keys = c.keys;
    const stakings = stakingsOf(c);
    const participants = profile.bets.map((b) => ({ id: `p-${b.id}`, score: 1000 }));
    const wagers = profile.bets.map((b) => ({ participant: `p-${b.id}`, bet: b.id, stake: 20 }));
    let settled = 0;
    for (let key = 0; key < keys.size; key++) {
      const f = keys.factsOf(key);
      // The facts the rules do not read: any that fit the ones they do and the key's outcome.
      const want = c.hands.map((_, i) => {
        const third = keys.reads.third ? f.third[i]! : -1;
        const cards = keys.reads.cards ? f.cards[i]! : third >= 0 || f.drewOn[i]! >= 0 ? 3 : 2;
        // drewOn read: the third card is the one that takes the hand from it to its total.
        const drewOn = keys.reads.drewOn ? f.drewOn[i]! : -1;
        const t3 = drewOn >= 0 && keys.reads.total && !keys.reads.third ? (f.total[i]! - drewOn + 10) % 10 : third;
        return { cards, natural: f.natural[i]!, pair: f.pair[i]!, third: cards === 3 && t3 < 0 ? 0 : t3, drewOn };
      });
      const totals = keys.reads.total
        ? [Array.from(f.total)]
        : Array.from({ length: 100 }, (_, t) => [Math.floor(t / 10), t % 10]);
      let found: { hands: Record<string, { cards: Card[]; total: number }>; naturals: string[] } | undefined;
      for (const tuple of totals) {
        const hands: Record<string, { cards: Card[]; total: number }> = {};
        const naturals: string[] = [];
        const ok = c.hands.every((h, i) => {
          const cards = handWith(profile, { ...want[i]!, total: tuple[i]! });
          if (!cards) return false;
          hands[h] = { cards, total: tuple[i]! };
          if (want[i]!.natural === 1) naturals.push(h);
          return true;
        });
        // A natural ends the coup: no hand then holds a third card.
        if (!ok || (naturals.length > 0 && c.hands.some((h) => hands[h]!.cards.length > 2))) continue;
        if (outcomeOf(rules, contextOf({ hands }).coup) !== c.outcomes[f.outcome]) continue;
        found = { hands, naturals };
        break;
      }
      if (!found) continue;
      const { hands, naturals } = found;
      // Each hand of three cards drew on its first two cards' total: the chart's decisions say so.
      const value = (card: Card) => profile.cards.values[card[0] as (typeof RANKS)[number]];
      const decisions = c.hands
        .filter((h) => hands[h]!.cards.length === 3)
        .map((h) => ({
          hand: h,
          action: 'draw',
          forced: true,
          by: 'rules',
          total: (value(hands[h]!.cards[0]!) + value(hands[h]!.cards[1]!)) % 10,
        }));
      const ctx = contextOf({ hands, naturals, wagers, decisions } as Partial<CoupRecord>, participants);
      const drewOn = Object.fromEntries(decisions.map((d) => [d.hand, d.total]));
      const facts = factsOfRecord(rules, hands, naturals, c.outcomes[f.outcome]!, value, { drewOn });
      // The hands are found by their totals, pairs and third cards alone: where the rules also read the
      // cards themselves (Tiger Pair's twin pair, `same: { rank: first }`), the hands found may meet a
      // card test the key does not (both first cards ten-valued of one rank), and that key is left to
      // test/card-facts.test.ts (worked by hand) rather than settled here on cards it does not describe
      // (tiger: 576 keys settled here, 576 left).
      if (keys.reads.atoms.length > 0 && keys.keyOf(facts) !== key) continue;
      const chartKey = keys.keyOf(facts);
      if (chartKey !== key) expect(chartKey, `${id}: the chart's key of ${JSON.stringify(hands)}`).toBe(key);
      const after = settle(rules, ctx);
      after.coup!.settlements.forEach((s, i) => {
        const staking = stakings.find((x) => x.id === wagers[i]!.bet)!;
        const net: Fraction = staking.netByKey ? staking.netByKey(key) : staking.net[f.outcome]!;
        // change / 20 = net: the chart counts points as numbers (a third of a point is a double).
        if (Math.abs(s.change / 20 - toNumber(net)) > 1e-12)
          expect(`${s.change} / 20`, `${id} ${s.bet} on ${JSON.stringify(hands)}`).toBe(fractionText(net));
      });
      settled++;
    }
    expect(settled).toBeGreaterThan(0);
  });
});

/**
 * The kernel plays every coup a one-deck shoe can deal, rank by rank (a rank's copies in distinct
 * suits, so no pair is suited); each weighs its card orders, the unused of the six cards included.
 */
function kernelByKey(c: CompiledProfile): Map<number, bigint> {
  const kernel = new CoupKernel(c, new ChoiceDecider(c, undefined, 1));
  const M = c.cardsPerCoup;
  const shoe = new Uint8Array(M + 4);
  // Where no rule reads a pair, a value stands for its ranks (one card code, all their copies):
  // the walk is by value, 10 classes instead of 13 ranks.
  const byValue = c.keys.reads.pair === 0;
  const classes = byValue
    ? [...new Set(Array.from({ length: 13 }, (_, r) => c.cardValue[r]!))].map((v) =>
        Array.from({ length: 13 }, (_, r) => r).filter((r) => c.cardValue[r] === v),
      )
    : Array.from({ length: 13 }, (_, r) => [r]);
  const left = Int32Array.from(classes, (ranks) => 4 * ranks.length);
  // Card orders by key, as doubles: at most 52 × 51 × … × 47, well within 2^53.
  const out = new Map<number, number>();
  const ff = (n: number, k: number) => {
    let x = 1;
    for (let i = 0; i < k; i++) x *= n - i;
    return x;
  };
  const walk = (k: number, w: number) => {
    if (k >= c.deal.length) {
      const o = kernel.play(shoe, 0);
      if (kernel.cardsUsed <= k) {
        const key = c.keys.readsMore ? kernel.key : o;
        out.set(key, (out.get(key) ?? 0) + w * ff(52 - k, M - k));
        return;
      }
    }
    for (let r = 0; r < classes.length; r++) {
      const n = left[r]!;
      if (n === 0) continue;
      // By rank: the n-th copy of a rank in the n-th suit; by value: its first rank stands for all.
      shoe[k] = byValue ? classes[r]![0]! : (4 - n) * 13 + r;
      left[r] = n - 1;
      walk(k + 1, w * n);
      left[r] = n;
    }
  };
  walk(0, 1);
  return new Map([...out].map(([key, n]) => [key, BigInt(n)]));
}

describe("every one-deck coup: the kernel's count by key gives the enumerator's exact expected values", () => {
  // Punto Banco's draw tables, which every house variant keeps, and every word of the settlement
  // language (the bundled house variants' bets are words of it).
  const rankLevel = compiledProfiles().filter(([id]) => id === 'punto-banco' || id.startsWith('every-word-'));
  it.each([...rankLevel.map(([id]) => id), EXTRA_CARDS])('%s', (id) => {
    const profile =
      id === EXTRA_CARDS
        ? extraCardsProfile()
        : id.startsWith('every-word-')
          ? withoutSuited(profileOf(id))
          : loadProfile(id);
    const c = compileProfile(profile, 1);
    const counts = kernelByKey(c);
    const all = [...counts.values()].reduce((a, b) => a + b, 0n);
    // Six cards a coup; with an extra card for each hand, eight.
    expect(all).toBe(
      id === EXTRA_CARDS ? 52n * 51n * 50n * 49n * 48n * 47n * 46n * 45n : 52n * 51n * 50n * 49n * 48n * 47n,
    );
    const odds = exactOdds(profile, { decks: 1 });
    for (const s of stakingsOf(c)) {
      // The counts summed by net first, then each sum times its net.
      const byNet = new Map<string, [bigint, Fraction]>();
      for (const [key, n] of counts) {
        const net = s.netByKey ? s.netByKey(key) : s.net[key]!;
        const id = fractionText(net);
        byNet.set(id, [(byNet.get(id)?.[0] ?? 0n) + n, net]);
      }
      let num = 0n;
      let den = 1n;
      for (const [n, net] of byNet.values()) {
        const g = fraction(num * net.den + n * net.num * den, den * net.den);
        num = g.num;
        den = g.den;
      }
      const ev = fraction(num, den * all);
      expect(fractionText(ev), `${id} ${s.id}`).toBe(fractionText(odds.bets.find((b) => b.id === s.id)!.ev));
    }
  });
});

/**
 * Punto Banco where a hand that draws to three ten-valued cards takes a fourth (club baccarat's
 * RC-13 as a draw rule, on a two-hand table the enumerator counts), with its bets read by the cards:
 * the kernel and the enumerator play the same compiled rule.
 */
const EXTRA_CARDS = 'punto-banco-with-baccara-of-three';
function extraCardsProfile(): Profile {
  const text = `extends: punto-banco\nid: ${EXTRA_CARDS}\nname: Punto Banco, baccara of three takes a fourth\ndrawing:\n  extraCards:\n    - when: { cards: 3, tenValued: 3 }\nbets:\n${MAIN}  - { id: four, name: A hand of four cards, settle: [{ when: { hand: either, cards: 4 }, pays: "100:1" }] }\n  - { id: total, name: Winner's total, settle: [{ when: { outcome: punto }, pays: { by: total, table: { 0-3: "3:1" } } }] }\nsession:\n  betting:\n    sideBets: [four, total]\n`;
  const { profile, problems } = checkProfileText(text, `${EXTRA_CARDS}.yaml`);
  expect(problems).toEqual([]);
  return profile!;
}

/** Every word but the suited pair, which a rank-by-rank walk does not follow. */
function withoutSuited(p: Profile): Profile {
  return { ...p, bets: p.bets.filter((b) => !JSON.stringify(b).includes('"is":[2]')) };
}

// A suited pair's exactness: Perfect Pairs at 8 decks is the published count (test/support/house-odds.ts).

describe('every extra-card cell: the chart, the kernel and the enumerator read one compiled rule (club baccarat, RC-13)', () => {
  it('a hand takes a fourth card exactly where its three cards are all ten-valued, for every count of cards, tens and total', () => {
    const profile = loadProfile('baccarat-club');
    const c = compileProfile(profile);
    let cells = 0;
    for (let held = 2; held <= c.mostCards; held++) {
      for (let tens = 0; tens <= held; tens++) {
        for (let total = 0; total < c.totalSpan; total++) {
          // RC-13: "three cards making 30 points", every one of them ten-valued.
          expect(takesExtraCard(c, held, tens, total), `${held} cards, ${tens} ten-valued, total ${total}`).toBe(
            held === 3 && tens === 3,
          );
          cells++;
        }
      }
    }
    expect(cells).toBe(120); // 2 to 4 cards, 0 to all of them ten-valued, 10 totals
  });

  it('the chart asks the same of every hand of three cards the shoe can hold', () => {
    const profile = loadProfile('baccarat-club');
    const rules = compileRules(profile);
    const values = [...new Set(RANKS.map((r) => profile.cards.values[r]))];
    let hands = 0;
    for (const a of values) {
      for (const b of values) {
        for (const v of values) {
          const cards = [cardWorth(profile, a, 0), cardWorth(profile, b, 1), cardWorth(profile, v, 2)];
          const coup = { hands: { right: { cards, total: (a + b + v) % 10 } } } as unknown as CoupRecord;
          expect(takesExtraCardNow(rules, coup, 'right'), cards.join(' ')).toBe(a === 0 && b === 0 && v === 0);
          hands++;
        }
      }
    }
    expect(hands).toBe(1000);
  });
});

describe("every condition of a holder's penalty: the chart charges what the kernel counts (club baccarat, RC-15, RC-16)", () => {
  const profile = loadProfile('baccarat-club');
  const c = compileProfile(profile);
  const rules = compileRules(profile);
  const value = (card: Card) => profile.cards.values[card[0] as (typeof RANKS)[number]];
  /** Two cards of a total, no pair; with a third card, the total it reaches. */
  const cardsOf = (two: number, third?: number): Card[] => [
    ...cardsTotalling(profile, two, 2)!,
    ...(third === undefined ? [] : [cardWorth(profile, third, 3)]),
  ];

  it('for every total the right tableau drew on (or none), every final total of it and of the banker, a natural 8 kept quiet or not', () => {
    let coups = 0;
    for (let drewOn = -1; drewOn <= 7; drewOn++) {
      for (let right = 0; right < 10; right++) {
        for (const quiet of drewOn < 0 && right === 8 ? [false, true] : [false]) {
          // Against a quiet 8, a banker's three cards not drawn to (a misdeal's, RC-17) too.
          for (const bankerDrew of quiet ? [true, false] : [true])
            for (let banker = 0; banker < 10; banker++) {
              const rightCards = drewOn < 0 ? cardsOf(right) : cardsOf(drewOn, (right - drewOn + 10) % 10);
              const hands = {
                right: { cards: rightCards, total: right },
                left: { cards: cardsOf(5), total: 5 },
                banker: { cards: cardsOf(3, (banker + 7) % 10), total: banker },
              };
              const decisions = [
                ...(drewOn < 0
                  ? []
                  : [
                      {
                        hand: 'right',
                        action: 'draw',
                        forced: drewOn <= 4,
                        by: drewOn <= 4 ? 'rules' : 'r1',
                        total: drewOn,
                      },
                    ]),
                ...(bankerDrew ? [{ hand: 'banker', action: 'draw', forced: false, by: 'banker', total: 3 }] : []),
              ];
              const wagers = [
                { participant: 'r2', bet: 'side', stake: 10, hand: 'right' },
                { participant: 'l2', bet: 'side', stake: 20, hand: 'left' },
                { participant: 'c1', bet: 'cheval', stake: 30 },
              ];
              const participants = ['banker', 'r1', 'r2', 'l1', 'l2', 'c1'].map((id) => ({ id, score: 100 }));
              const ctx = {
                ...contextOf(
                  {
                    hands,
                    decisions,
                    wagers,
                    ...(quiet ? { keptQuiet: ['right'] } : {}),
                  } as unknown as Partial<CoupRecord>,
                  participants,
                ),
                bank: {
                  banker: 'banker',
                  fund: 1000,
                  unlimited: false,
                  active: { right: 'r1', left: 'l1' },
                  sides: { right: ['r1', 'r2'], left: ['l1', 'l2'] },
                },
              } as unknown as GameContext;
              const after = settleAgainstBank(rules, ctx);
              const sides = after.coup!.sides!;
              // RC-15: he drew on six or more and his tableau lost: he pays the stakes on it (r2's 10).
              // RC-16: he kept his natural 8 quiet and lost to the banker's 8 on three cards: he pays
              // every punter who lost. A loss to the banker's 9 is a plain loss; an 8 not drawn to ties.
              const rc15 = sides.right === 'lose' && drewOn >= 6;
              const rc16 = quiet && banker === 8 && bankerDrew;
              const quietResult = banker === 9 || rc16 ? 'lose' : banker === 8 ? 'equal' : 'win';
              if (quiet) expect(sides.right, JSON.stringify({ banker, bankerDrew })).toBe(quietResult);
              const lost = after
                .coup!.settlements.filter((s) => s.result === 'lose')
                .map((s) => `${s.participant} ${s.stake}`);
              const expected = [...(rc15 ? ['r2 10'] : []), ...(rc16 ? lost : [])];
              expect(
                (after.coup!.penalties ?? []).map((p) => `${p.to} ${p.amount}`),
                JSON.stringify({ drewOn, right, banker, quiet }),
              ).toEqual(expected);
              expect((after.coup!.penalties ?? []).every((p) => p.holder === 'r1')).toBe(true);
              // The kernel's count: the same facts, read by the rules core's penaltiesOn.
              const f = emptyFacts(3);
              const facts = factsOfRecord(rules, hands, [], '', value, {
                drewOn: { ...(drewOn < 0 ? {} : { right: drewOn }), ...(bankerDrew ? { banker: 3 } : {}) },
                keptQuiet: quiet ? ['right'] : [],
              });
              Object.assign(f, {
                ...facts,
                outcome: c.outcomes.indexOf(profile.result.hands.map((h) => `${h} ${sides[h]}`).join(', ')),
              });
              // RC-16 repays every losing stake: a chart's penalty only (a policy never keeps a natural quiet).
              expect(penaltiesOn(c, f, f.outcome), JSON.stringify({ drewOn, right, banker, quiet })).toBe(rc15 ? 1 : 0);
              coups++;
            }
        }
      }
    }
    expect(coups).toBe(920);
  });

  it("a penalty that reads the banker's hand is answered by the banker's total and cards, not by the first coup met", () => {
    // A side that loses to the banker's three-card 9 repays the stakes on it: the kernel's memo must
    // key the banker's hand too, or the answer for one banker's total would stand for every other.
    const when = {
      kind: 'all',
      of: [
        { kind: 'side', is: ['lose'] },
        {
          kind: 'hand',
          hand: { who: 'hand', id: 'banker' },
          tests: [
            { fact: 'total', is: [9] },
            { fact: 'cards', is: [3] },
          ],
        },
      ],
    };
    const reading = {
      ...profile,
      drawing: { ...profile.drawing, penalties: [{ when, repays: 'stakes-on-his-side' }] },
    } as unknown as typeof profile;
    const k = compileProfile(reading);
    const answers: string[] = [];
    for (const [banker, cards] of [
      [9, 3],
      [9, 2],
      [8, 3],
      [9, 3],
    ] as const) {
      const hands = {
        right: { cards: cardsOf(4), total: 4 },
        left: { cards: cardsOf(5), total: 5 },
        banker: { cards: cards === 3 ? cardsOf(3, (banker + 7) % 10) : cardsOf(banker), total: banker },
      };
      const f = factsOfRecord(compileRules(reading), hands, [], '', value);
      f.outcome = k.outcomes.indexOf('right lose, left lose');
      answers.push(`${banker}/${cards}: ${penaltiesOn(k, f, f.outcome)}`);
    }
    expect(answers).toEqual(['9/3: 3', '9/2: 0', '8/3: 0', '9/3: 3']);
  });
});
