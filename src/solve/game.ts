/**
 * The game a two-hand profile leaves to its deciders, as a bilinear form: every way a shoe can deal a
 * coup is walked once (card values with their multiplicities, as the exact enumerator walks them, on
 * the same compiled tables and the same showdown, src/core/compile.ts), and each coup's weight is
 * added to the information sets its deciders pass through and the action each takes there.
 *
 * A coup passes through at most one information set of each party (the punter's turn, then the
 * banker's), so both parties' expected payoffs are bilinear in their behaviour strategies: with x_i
 * the punter's probability of drawing at his information set i and y_j the banker's at his set j,
 *   U(x, y) = a + sum_i b_i x_i + sum_j c_j y_j + sum_ij D_ij x_i y_j,
 * and the whole strategy space (2^k x 2^m pure strategies) never needs to be listed.
 *
 * What a decider can tell apart (an information set): what the turn's table reads of the other hand
 * (its third card's value, or that it stood) and, of his own hand, either its total ("totals") or the
 * values of its two cards ("cards"; the ranks of a value tell nothing more: the shoe's values left
 * are the same whichever ten-valued card was dealt). The deal is face down: neither sees the other's
 * first cards.
 */
import type { Profile } from '../profile/types.js';
import { CHOICE, DRAW, STAND, compileProfile, outcomeIndex, unsupportedReason, type CompiledProfile } from '../core/compile.js';
import { type Fraction, fallingFactorial, fraction } from '../core/fraction.js';
import { stakingsOf } from '../core/stakings.js';

/** A profile the solver does not model, said in a sentence (exit 1). */
export class NotSolvable extends Error {
  override name = 'NotSolvable';
}

export type Party = 'punter' | 'banker';
/** What each party tells apart of his own hand: its total, or the values of its cards. */
export type Sees = 'totals' | 'cards' | 'banker-cards';
export type Decks = number | 'infinite';

export interface InfoSet {
  readonly party: Party;
  /** The draw turn, and the hand drawing. */
  readonly turn: number;
  readonly hand: string;
  readonly total: number;
  /** The values of the hand's two cards, lowest first, where the party sees them. */
  readonly cards: readonly number[] | undefined;
  /** The other hand's third card, 'stood', or undefined where the table reads no other hand. */
  readonly third: number | 'stood' | undefined;
  /** The cell of the compiled tables this set falls in. */
  readonly cell: number;
}

/** A party's expected payoff as a bilinear form in the draw probabilities (see the header). */
export interface Bilinear {
  readonly a: Fraction;
  readonly b: Fraction[];
  readonly c: Fraction[];
  /** D[i][j], as a sparse map per i (j -> coefficient). */
  readonly D: Map<number, Fraction>[];
}

export interface Game {
  readonly profile: Profile;
  readonly compiled: CompiledProfile;
  readonly decks: Decks;
  readonly sees: Sees;
  /** The house's percentage of the banker's winnings, as a fraction of 1 (5 % -> 1/20). */
  readonly commission: Fraction;
  /** The punter's decider, as the profile names him (largest-stake, side-player, ...). */
  readonly punterDecider: string;
  readonly punter: InfoSet[];
  readonly banker: InfoSet[];
  /** Expected net per unit the punter stakes, for the punter and for the banker. */
  readonly punterPayoff: Bilinear;
  readonly bankerPayoff: Bilinear;
  /** Each outcome of the coup (in the compiled order) and its probability, as a form. */
  readonly outcomes: readonly { readonly id: string; readonly probability: Bilinear }[];
  readonly zeroSum: boolean;
  /** Coups counted: ordered card sequences (finite shoe) or 13^cards (with replacement). */
  readonly total: bigint;
}

const ZERO = fraction(0n);
/** More groups of a party (1 + 2 x its information sets) than any profile reaches; checked as they are found. */
const GROUPS = 1 << 13;
const addF = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
const mulF = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.num, a.den * b.den);

/** Why the solver does not model this profile, or null. */
export function notSolvableReason(profile: Profile): string | null {
  const choices = profile.drawing.turns.some((turn) =>
    turn.rows.some((row) => row && (row.kind === 'fixed' ? row.action === 'choice' : row.stood === 'choice' || row.byValue.includes('choice'))),
  );
  if (!choices) return `${profile.name}: nothing to solve: every draw is decided by the table (no choice in it)`;
  if (profile.hands.length !== 2) {
    return `${profile.name} has ${profile.hands.length} hands: solve finds the equilibrium of a punter against the banker (two hands); for three hands, baccarat solve gives best responses (bestResponseOfBanker, bestResponseOfSides; docs/solving.md, "Baccarat Banque: best responses")`;
  }
  if (profile.result.scheme !== 'each-against-banker') {
    return `${profile.name}: solve plays a punter's hand against the banker's (result scheme each-against-banker); in ${profile.id} the participants only predict, so no decider has a stake in a choice`;
  }
  const reason = unsupportedReason(profile, 'exact odds');
  if (reason) return reason;
  if (profile.deal.face === 'up') return `${profile.name}: the deal is face up, so each decider sees the other's first cards too; solve models hidden hands (deal face down)`;
  const turns = profile.drawing.turns;
  const partyOf = (t: number) => (turns[t]!.decidedBy === 'banker' ? 'banker' : 'punter');
  if (turns.length > 2) return `${profile.name} has ${turns.length} draw turns: solve models one turn for the punter and one for the banker`;
  if (turns.length === 2 && partyOf(0) === partyOf(1)) return `${profile.name}: both draw turns are the ${partyOf(0)}'s; solve models one turn for the punter and one for the banker`;
  return null;
}

/** The payoffs of each outcome (per unit the punter stakes): the punter's, and the banker's after the house's share. */
function payoffsOf(c: CompiledProfile, commission: Fraction): { punter: Fraction[]; banker: Fraction[] } {
  // The punter's stake on his own side: the first staking of the profile's bets (they settle alike in
  // the bundled profiles: a stake, a banco, a banco avec la table differ in size, not in result).
  const staking = stakingsOf(c)[0];
  if (!staking) throw new NotSolvable(`${c.profile.name} has no bet: no decider has a stake in a choice`);
  const keep = fraction(commission.den - commission.num, commission.den);
  const punter = staking.net.slice();
  const banker = punter.map((n) => (n.num < 0n ? mulF(fraction(-n.num, n.den), keep) : fraction(-n.num, n.den)));
  return { punter, banker };
}

export function buildGame(profile: Profile, opts: { decks?: Decks; sees?: Sees; commission?: Fraction } = {}): Game {
  const reason = notSolvableReason(profile);
  if (reason) throw new NotSolvable(reason);
  const decks = opts.decks ?? profile.shoe.decks;
  const sees = opts.sees ?? 'totals';
  const commission = opts.commission ?? fraction(BigInt(profile.session.bank?.houseShare ?? 0), 100n);
  const c = compileProfile(profile, decks === 'infinite' ? profile.shoe.decks : decks);
  const turns = profile.drawing.turns;
  const partyOf = (t: number): Party => (turns[t]!.decidedBy === 'banker' ? 'banker' : 'punter');
  const seesCards = (t: number) => sees === 'cards' || (sees === 'banker-cards' && partyOf(t) === 'banker');
  const H = c.hands.length;
  const T = c.turnHand.length;
  const M = c.cardsPerCoup;
  const dealLen = c.deal.length;

  // Value classes and their weights: card copies left (finite shoe) or ranks of the value out of 13.
  const classValue: number[] = [];
  const ranksOf: number[] = [];
  for (let r = 0; r < 13; r++) {
    const v = c.cardValue[r]!;
    const k = classValue.indexOf(v);
    if (k < 0) {
      classValue.push(v);
      ranksOf.push(1);
    } else ranksOf[k]!++;
  }
  const C = classValue.length;
  const infinite = decks === 'infinite';
  const N = infinite ? 13 : decks * 52;
  const remaining = Float64Array.from(ranksOf, (n) => (infinite ? n : n * 4 * decks));
  // A coup that used k cards stands for all the sequences of M: the unused ones counted in.
  const tail = Array.from({ length: M + 1 }, (_, k) => (infinite ? BigInt(N) ** BigInt(M - k) : fallingFactorial(N - k, M - k)));
  const total = infinite ? BigInt(N) ** BigInt(M) : fallingFactorial(N, M);

  // Information sets, found as the walk reaches them.
  const sets: InfoSet[][] = [[], []];
  const setIndex: Map<number, number>[] = [new Map(), new Map()];
  const partyTurn: number[] = [];
  for (let t = 0; t < T; t++) partyTurn.push(partyOf(t) === 'punter' ? 0 : 1);

  const totalOf = new Int32Array(H);
  const held = new Int32Array(H);
  const third = new Int32Array(H).fill(-1);
  const classAt = new Int32Array(dealLen);
  const dealPositions = c.hands.map((_, h) => [...c.deal.keys()].filter((i) => c.deal[i] === h));
  let naturals = 0;
  const naturalOf = new Uint8Array(H); // the same, by hand, as outcomeIndex reads it

  const infoOf = (t: number, h: number, col: number, cell: number): number => {
    let own: number;
    let cards: number[] | undefined;
    if (seesCards(t)) {
      cards = dealPositions[h]!.map((i) => classValue[classAt[i]!]!).sort((x, y) => x - y);
      own = 0;
      for (const v of cards) own = own * 100 + v + 1;
    } else own = totalOf[h]!;
    const key = (own * 100 + totalOf[h]!) * c.columns + col;
    const p = partyTurn[t]!;
    let i = setIndex[p]!.get(key);
    if (i === undefined) {
      i = sets[p]!.length;
      if (1 + 2 * (i + 1) >= GROUPS) throw new NotSolvable(`${profile.name}: the ${p === 0 ? 'punter' : 'banker'} has more than ${GROUPS / 2 - 1} information sets: too large to solve; see them by totals (--sees totals)`);
      setIndex[p]!.set(key, i);
      const against = turns[t]!.against;
      sets[p]!.push({
        party: p === 0 ? 'punter' : 'banker',
        turn: t,
        hand: c.hands[h]!,
        total: totalOf[h]!,
        cards,
        third: against === undefined ? undefined : col === 0 ? 'stood' : col - 1,
        cell,
      });
    }
    return i;
  };

  // Weights of one deal's coups, by (punter group, banker group, outcome, cards used); a group is 0
  // where the party decided nothing, else 1 + 2 set + action (0 stand, 1 draw).
  const inner = new Map<number, number>();
  const group = [0, 0];
  const O = c.outcomes.length;
  const slots = M + 1;
  const leaf = (cardsUsed: number, w: number) => {
    const o = outcomeIndex(c, totalOf, naturalOf);
    const key = ((group[0]! * GROUPS + group[1]!) * O + o) * slots + cardsUsed;
    inner.set(key, (inner.get(key) ?? 0) + w);
  };

  const turn = (t: number, w: number, cardsUsed: number): void => {
    if (t === T) return leaf(cardsUsed, w);
    const h = c.turnHand[t]!;
    if ((naturals >> h) & 1 || held[h]! >= c.maxCards) return turn(t + 1, w, cardsUsed);
    const a = c.turnAgainst[t]!;
    const col = a < 0 || third[a]! < 0 ? 0 : third[a]! + 1;
    const cell = (t * c.totalSpan + totalOf[h]!) * c.columns + col;
    const action = c.cells[cell]!;
    if (action === STAND) return turn(t + 1, w, cardsUsed);
    if (action === DRAW) return drawTo(t, h, w, cardsUsed);
    if (action !== CHOICE) throw new Error(`${c.hands[h]} on ${totalOf[h]} has no cell in its table`); // excluded by the loader
    const p = partyTurn[t]!;
    const i = infoOf(t, h, col, cell);
    const before = group[p]!;
    group[p] = 1 + 2 * i;
    turn(t + 1, w, cardsUsed);
    group[p] = 2 + 2 * i;
    drawTo(t, h, w, cardsUsed);
    group[p] = before;
  };

  const drawTo = (t: number, h: number, w: number, cardsUsed: number) => {
    const t0 = totalOf[h]!;
    const held0 = held[h]!;
    const third0 = third[h]!;
    held[h] = held0 + 1;
    for (let k = 0; k < C; k++) {
      const n = remaining[k]!;
      if (n === 0) continue;
      const v = classValue[k]!;
      if (!infinite) remaining[k] = n - 1;
      totalOf[h] = c.unitsDigit ? (t0 + v) % 10 : t0 + v;
      if (held0 === 2) third[h] = v;
      turn(t + 1, w * n, cardsUsed + 1);
      remaining[k] = n;
    }
    totalOf[h] = t0;
    held[h] = held0;
    third[h] = third0;
  };

  // Sums by (group, group, outcome) over every deal, in whole numbers.
  const counts = new Map<number, bigint>();
  const deal = (i: number, w: number): void => {
    if (i === dealLen) {
      naturals = 0;
      for (let h = 0; h < H; h++) {
        naturalOf[h] = held[h] === 2 && c.natural[totalOf[h]!] === 1 ? 1 : 0;
        naturals |= naturalOf[h]! << h;
      }
      // A natural ends the coup; where it stops only its own hand, only the banker's does.
      const coupEnds = c.naturalStopsOwnHand ? c.bankerHand >= 0 && (naturals >> c.bankerHand) & 1 : naturals !== 0;
      inner.clear();
      if (coupEnds) leaf(dealLen, 1);
      else turn(0, 1, dealLen);
      const bw = BigInt(w);
      for (const [key, n] of inner) {
        const k = Math.floor(key / slots);
        counts.set(k, (counts.get(k) ?? 0n) + bw * BigInt(n) * tail[key % slots]!);
      }
      return;
    }
    const h = c.deal[i]!;
    const t0 = totalOf[h]!;
    const held0 = held[h]!;
    for (let k = 0; k < C; k++) {
      const n = remaining[k]!;
      if (n === 0) continue;
      if (!infinite) remaining[k] = n - 1;
      totalOf[h] = c.unitsDigit ? (t0 + classValue[k]!) % 10 : t0 + classValue[k]!;
      held[h] = held0 + 1;
      classAt[i] = k;
      deal(i + 1, w * n);
      remaining[k] = n;
    }
    totalOf[h] = t0;
    held[h] = held0;
  };
  deal(0, 1);

  // Every coup is counted once under any pure strategy: here, standing at every choice.
  let sum = 0n;
  for (const [key, n] of counts) {
    const g1 = Math.floor(key / O) % GROUPS;
    const g0 = Math.floor(key / O / GROUPS);
    if ((g0 === 0 || g0 % 2 === 1) && (g1 === 0 || g1 % 2 === 1)) sum += n;
  }
  if (sum !== total) throw new Error(`the coups add up to ${sum}, not ${total}`); // a bug, never a profile's fault

  const nets = payoffsOf(c, commission);
  const formOf = (net: Fraction[]): Bilinear => {
    const k = sets[0]!.length;
    const m = sets[1]!.length;
    let a = ZERO;
    const b = Array.from({ length: k }, () => ZERO);
    const cc = Array.from({ length: m }, () => ZERO);
    const D = Array.from({ length: k }, () => new Map<number, Fraction>());
    for (const [key, n] of counts) {
      const o = key % O;
      const g1 = Math.floor(key / O) % GROUPS;
      const g0 = Math.floor(key / O / GROUPS);
      const v = mulF(fraction(n, total), net[o]!);
      if (v.num === 0n) continue;
      // The weight of a group: 1 (no decision), x (drew), 1 - x (stood); expanded into the form.
      const terms0: [number, Fraction][] = g0 === 0 ? [[-1, v]] : g0 % 2 === 0 ? [[(g0 - 2) / 2, v]] : [[-1, v], [(g0 - 1) / 2, fraction(-v.num, v.den)]];
      for (const [i, vi] of terms0) {
        const terms1: [number, Fraction][] = g1 === 0 ? [[-1, vi]] : g1 % 2 === 0 ? [[(g1 - 2) / 2, vi]] : [[-1, vi], [(g1 - 1) / 2, fraction(-vi.num, vi.den)]];
        for (const [j, vij] of terms1) {
          if (i < 0 && j < 0) a = addF(a, vij);
          else if (j < 0) b[i] = addF(b[i]!, vij);
          else if (i < 0) cc[j] = addF(cc[j]!, vij);
          else D[i]!.set(j, addF(D[i]!.get(j) ?? ZERO, vij));
        }
      }
    }
    return { a, b, c: cc, D };
  };
  // Each outcome's probability, as a form of the same kind (a payoff of 1 on that outcome).
  const outcomes = c.outcomes.map((id, o) => ({ id, probability: formOf(c.outcomes.map((_, k) => fraction(k === o ? 1n : 0n))) }));
  const punterPayoff = formOf(nets.punter);
  const bankerPayoff = formOf(nets.banker);
  const zeroSum = nets.punter.every((n, o) => n.num * nets.banker[o]!.den === -nets.banker[o]!.num * n.den);
  return {
    profile,
    compiled: c,
    decks,
    sees,
    commission,
    punterDecider: turns.find((t) => t.decidedBy !== 'banker')?.decidedBy ?? 'punter',
    punter: sets[0]!,
    banker: sets[1]!,
    punterPayoff,
    bankerPayoff,
    outcomes,
    zeroSum,
    total,
  };
}
