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

import { type CompiledProfile, compileProfile, unsupportedReason } from '../core/compile.js';
import { unusedOrders } from '../core/coup-count.js';
import { type ChoiceHook, type CoupHook, CoupWalk, dealCardByCard, ValueClasses, WENT_ON } from '../core/coup-walk.js';
import { type Fraction, fraction } from '../core/fraction.js';
import { stakingsOf } from '../core/stakings.js';
import type { Profile } from '../profile/types.js';

/**
 * A profile the solver does not model, said in a sentence (exit 1).
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { NotSolvable, solveProfile } from 'baccarat-spec/solve';
 *
 * try {
 *   solveProfile(loadProfile('punto-banco'));
 * } catch (e) {
 *   if (e instanceof NotSolvable) console.error(e.message); // Punto Banco: nothing to solve: …
 * }
 * ```
 */
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
    turn.rows.some(
      (row) =>
        row &&
        (row.kind === 'fixed' ? row.action === 'choice' : row.stood === 'choice' || row.byValue.includes('choice')),
    ),
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
  if (profile.deal.face === 'up')
    return `${profile.name}: the deal is face up, so each decider sees the other's first cards too; solve models hidden hands (deal face down)`;
  const turns = profile.drawing.turns;
  const partyOf = (t: number) => (turns[t]!.decidedBy === 'banker' ? 'banker' : 'punter');
  if (turns.length > 2)
    return `${profile.name} has ${turns.length} draw turns: solve models one turn for the punter and one for the banker`;
  if (turns.length === 2 && partyOf(0) === partyOf(1))
    return `${profile.name}: both draw turns are the ${partyOf(0)}'s; solve models one turn for the punter and one for the banker`;
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
  const walk = new GameWalk(c, decks, seesCards, partyOf);
  const { counts, total, sets } = walk;
  const O = c.outcomes.length;

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
      const terms0: [number, Fraction][] =
        g0 === 0
          ? [[-1, v]]
          : g0 % 2 === 0
            ? [[(g0 - 2) / 2, v]]
            : [
                [-1, v],
                [(g0 - 1) / 2, fraction(-v.num, v.den)],
              ];
      for (const [i, vi] of terms0) {
        const terms1: [number, Fraction][] =
          g1 === 0
            ? [[-1, vi]]
            : g1 % 2 === 0
              ? [[(g1 - 2) / 2, vi]]
              : [
                  [-1, vi],
                  [(g1 - 1) / 2, fraction(-vi.num, vi.den)],
                ];
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
  const outcomes = c.outcomes.map((id, o) => ({
    id,
    probability: formOf(c.outcomes.map((_, k) => fraction(k === o ? 1n : 0n))),
  }));
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

/**
 * Every coup of a shoe walked once: the deal card by card over the value classes (the values each
 * hand was dealt kept for a decider who sees his cards), the rest of the coup the core's one walk
 * (src/core/coup-walk.ts), both ways at every choice, each coup's weight added under the groups of
 * its deciders (a group is 0 where the party decided nothing, else 1 + 2 set + action: 0 stand, 1
 * draw) and its outcome.
 */
class GameWalk implements CoupHook, ChoiceHook {
  /** Information sets of each party (punter 0, banker 1), found as the walk reaches them. */
  readonly sets: InfoSet[][] = [[], []];
  /** Card orders by (punter group, banker group, outcome): ((g0 * GROUPS + g1) * O + o). */
  readonly counts = new Map<number, bigint>();
  /** Coups counted: ordered card sequences (finite shoe) or 13^cards (with replacement). */
  readonly total: bigint;
  private readonly setIndex: Map<number, number>[] = [new Map(), new Map()];
  private readonly partyTurn: number[] = [];
  private readonly walk: CoupWalk;
  private readonly source: ValueClasses;
  /** A coup that used k cards stands for all the sequences of M: the unused ones counted in. */
  private readonly tail: bigint[];
  private readonly slots: number;
  private readonly classAt: Int32Array;
  private readonly dealPositions: number[][];
  /** One deal's weights by (group, group, outcome, cards used), and the groups of the path walked. */
  private readonly inner = new Map<number, number>();
  private readonly group = [0, 0];

  constructor(
    private readonly c: CompiledProfile,
    decks: Decks,
    private readonly seesCards: (t: number) => boolean,
    partyOf: (t: number) => Party,
  ) {
    const infinite = decks === 'infinite';
    // Value classes and their weights: card copies left (finite shoe) or ranks of the value out of 13.
    const classes = new Map<number, number>();
    for (let r = 0; r < 13; r++)
      classes.set(c.cardValue[r]!, (classes.get(c.cardValue[r]!) ?? 0) + (infinite ? 1 : 4 * decks));
    this.source = new ValueClasses(classes, infinite);
    const N = infinite ? 13 : decks * 52;
    const M = c.cardsPerCoup;
    this.tail = unusedOrders(N, M, infinite);
    this.total = this.tail[0]!;
    this.slots = M + 1;
    for (let t = 0; t < c.turnHand.length; t++) this.partyTurn.push(partyOf(t) === 'punter' ? 0 : 1);
    this.classAt = new Int32Array(c.deal.length);
    this.dealPositions = c.hands.map((_, h) => [...c.deal.keys()].filter((i) => c.deal[i] === h));
    this.walk = new CoupWalk(c, this.source, this, this);
    dealCardByCard(this.walk, this.source, this.classAt, (w) => this.endDeal(w));
  }

  /** The information set of turn t's decider, hand h, in column col (its index, found anew if need be). */
  private infoOf(t: number, h: number, col: number, cell: number): number {
    const c = this.c;
    const totalOf = this.walk.total;
    let own: number;
    let cards: number[] | undefined;
    if (this.seesCards(t)) {
      cards = this.dealPositions[h]!.map((i) => this.source.classValue[this.classAt[i]!]!).sort((x, y) => x - y);
      own = 0;
      for (const v of cards) own = own * 100 + v + 1;
    } else own = totalOf[h]!;
    const key = (own * 100 + totalOf[h]!) * c.columns + col;
    const p = this.partyTurn[t]!;
    let i = this.setIndex[p]!.get(key);
    if (i === undefined) {
      i = this.sets[p]!.length;
      if (1 + 2 * (i + 1) >= GROUPS)
        throw new NotSolvable(
          `${c.profile.name}: the ${p === 0 ? 'punter' : 'banker'} has more than ${GROUPS / 2 - 1} information sets: too large to solve; see them by totals (--sees totals)`,
        );
      this.setIndex[p]!.set(key, i);
      const against = c.profile.drawing.turns[t]!.against;
      this.sets[p]!.push({
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
  }

  /** A choice: both ways, each under the decider's group for his set and what he does there. */
  choose(walk: CoupWalk, t: number, h: number, cell: number, col: number, w: number, used: number): number {
    const p = this.partyTurn[t]!;
    const i = this.infoOf(t, h, col, cell);
    const before = this.group[p]!;
    this.group[p] = 1 + 2 * i;
    walk.stand(t, w, used);
    this.group[p] = 2 + 2 * i;
    walk.draw(t, h, w, used);
    this.group[p] = before;
    return WENT_ON;
  }

  coup(_walk: CoupWalk, o: number, used: number, w: number): void {
    const key = ((this.group[0]! * GROUPS + this.group[1]!) * this.c.outcomes.length + o) * this.slots + used;
    this.inner.set(key, (this.inner.get(key) ?? 0) + w);
  }

  /** A whole deal of weight w: its coups summed by (group, group, outcome), in whole numbers. */
  private endDeal(w: number): void {
    const { inner, slots } = this;
    inner.clear();
    this.walk.play(1, this.c.deal.length);
    const bw = BigInt(w);
    for (const [key, n] of inner) {
      const k = Math.floor(key / slots);
      this.counts.set(k, (this.counts.get(k) ?? 0n) + bw * BigInt(n) * this.tail[key % slots]!);
    }
  }
}
