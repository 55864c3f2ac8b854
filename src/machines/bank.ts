/**
 * The effects on a bank's table, as pure functions of the profile and the context: the vocabulary
 * its procedure's cells name (session.procedure), not where its rules live. The bank formed (the
 * highest bid, the first seat), the sides seated, the bank passed or closed, the active players
 * after a coup. Stakes against it are in stakes.ts, its settlement in bank-settle.ts, club
 * baccarat's checked deal in misdeals.ts; who may make each move, and when, is the procedure's.
 */
import { cardsLeft, nextRng, seedRng } from '../cards/shoe.js';
import { sideTakingTheBank } from '../core/totals.js';
import type { Profile } from '../profile/types.js';
import { houseShareOf } from './chips.js';
import type { BankState, GameContext, GameInput } from './context.js';

export function newBank(profile: Profile, input: GameInput): BankState {
  const seed = input.seed ?? (input.shoe.kind === 'seeded' ? input.shoe.seed : 0);
  return {
    bids: [],
    banker: undefined,
    fund: 0,
    initialFund: 0,
    unlimited: profile.session.bank?.fund === 'unlimited',
    order: [],
    sides: {},
    active: {},
    shuffledBy: [],
    cutBy: undefined,
    bancoCalls: [],
    bancoSuivi: undefined,
    turn: 0,
    ended: undefined,
    lot: seedRng(seed ^ 0x5bd1e995),
  };
}

export function bank(ctx: GameContext): BankState {
  if (!ctx.bank) throw new Error('this session has no bank');
  return ctx.bank;
}

/** A participant's chips. */
export const chipsOf = (ctx: GameContext, id: string) => ctx.participants.find((p) => p.id === id)?.score ?? 0;

/* ---------- the bank formed (BB-02.5, BB-02.6; RC-04; CF-02) ---------- */

/** The highest bid banks; equal highest bids are drawn by lot. The others form the sides. */
export function chooseBanker(profile: Profile, ctx: GameContext): Partial<GameContext> & { tied: string[] } {
  const b = bank(ctx);
  const best = Math.max(...b.bids.map((x) => x.fund));
  const tied = b.bids.filter((x) => x.fund === best).map((x) => x.participant);
  let lot = b.lot;
  let banker = tied[0]!;
  if (tied.length > 1) {
    let r: number;
    [r, lot] = nextRng(lot);
    banker = tied[Math.floor(r * tied.length)]!;
  }
  // RC-05: the cagnotte, the house's share of the bank put up, leaves the fund at once.
  const cagnotte = houseShareOf(best, profile.session.bank?.cagnotte ?? 0);
  return {
    tied,
    participants: ctx.participants.map((p) => (p.id === banker ? { ...p, score: p.score - best } : p)),
    bank: { ...b, ...seatTheTable(profile, ctx, banker), fund: best - cagnotte, initialFund: best, cagnotte, lot },
  };
}

/**
 * The table around a banker: everyone else in betting order, counter-clockwise from his right, and
 * the sides they form (two halves, or one side that plays the banker) with their first active
 * players.
 */
export function seatTheTable(
  profile: Profile,
  ctx: GameContext,
  banker: string,
): Pick<BankState, 'banker' | 'order' | 'sides' | 'active'> {
  const seats = ctx.participants.map((p) => p.id);
  const at = seats.indexOf(banker);
  const order = [...seats.slice(at + 1), ...seats.slice(0, at)];
  const hands = profile.result.hands;
  let sides: Record<string, string[]>;
  if (profile.session.bank?.sides === 'one-side') sides = { [hands[0]!]: order };
  else if (profile.session.bank?.sides === 'each-punter') {
    // RD-05: the deal alternates right and left, nearest first: punter-1 is the banker's right-hand
    // neighbour (first in order), punter-2 his left-hand one (last in order), and so on inwards.
    const alternating: string[] = [];
    for (let lo = 0, hi = order.length - 1; lo <= hi; lo++, hi--) {
      alternating.push(order[lo]!);
      if (hi !== lo) alternating.push(order[hi]!);
    }
    sides = Object.fromEntries(hands.map((h, i) => [h, [alternating[i]!]]));
  } else {
    const half = Math.ceil(order.length / 2);
    sides = { [hands[0]!]: order.slice(0, half), [hands[1]!]: order.slice(half) };
  }
  const active = Object.fromEntries(Object.entries(sides).map(([side, players]) => [side, players[0]!]));
  return { banker, order, sides, active };
}

/* ---------- a bank that passes round the table (CF-02, CF-13) ---------- */

/** The first seat banks first (Chemin de Fer, the domestic game); he then announces his bank. */
export function firstSeatBanks(profile: Profile, ctx: GameContext): Partial<GameContext> {
  return { bank: { ...bank(ctx), ...seatTheTable(profile, ctx, ctx.participants[0]!.id) } };
}

/** What a procedure may do as a session opens (session.procedure starts.does), by name. */
export const OPENINGS: Readonly<Record<string, (profile: Profile, ctx: GameContext) => Partial<GameContext>>> = {
  'the first seat banks': firstSeatBanks,
};

/** The banker puts up his bank: the fund leaves his chips. */
export function putUpTheBank(ctx: GameContext, fund: number): Partial<GameContext> {
  const b = bank(ctx);
  return {
    participants: ctx.participants.map((p) => (p.id === b.banker ? { ...p, score: p.score - fund } : p)),
    bank: { ...b, fund, initialFund: fund },
  };
}

export function bankerLostTheCoup(ctx: GameContext): boolean {
  return Object.values(ctx.coup.sides ?? {}).some((r) => r === 'win');
}

/**
 * The bank passes to the banker's right; what remains of his fund returns to his chips. A seat with
 * no chips cannot put up a bank (CF-02's decision): the bank passes over it to the next seat that has
 * some, and to his right as before where no seat has any.
 */
export function passTheBank(profile: Profile, ctx: GameContext): Partial<GameContext> {
  const b = bank(ctx);
  const chips = (id: string) => ctx.participants.find((p) => p.id === id)?.score ?? 0;
  const next = b.order.find((id) => chips(id) > 0) ?? b.order[0]!;
  const participants = ctx.participants.map((p) => (p.id === b.banker ? { ...p, score: p.score + b.fund } : p));
  const moved = { ...ctx, participants };
  // A new banker's run of wins starts at none (kept only where a house counts it).
  const run = b.winsInARow === undefined ? {} : { winsInARow: 0 };
  return { participants, bank: { ...b, ...seatTheTable(profile, moved, next), fund: 0, initialFund: 0, ...run } };
}

/** After a coup: a side that lost passes its decisions to its next player; a lost banco earns suivi. */
export function afterCoup(profile: Profile, ctx: GameContext): Partial<GameContext> {
  const b = bank(ctx);
  const sides = ctx.coup.sides ?? {};
  const active = { ...b.active };
  for (const [side, result] of Object.entries(sides)) {
    if (result !== 'lose') continue; // BB-04.2: stays after a win or a tie
    const players = b.sides[side]!;
    active[side] = players[(players.indexOf(active[side]!) + 1) % players.length]!;
  }
  const banco = profile.bets.find((b) => b.stake === 'whole-fund');
  const lostBanco = ctx.coup.settlements.find((s) => s.bet === banco?.id && s.result === 'lose');
  // BB-04.2 keeps a side's decider after a win or tie; where the largest stake decides, suivi may override it (RM-06).
  return { bank: { ...b, active, bancoSuivi: lostBanco?.participant, bancoCalls: [], turn: 0 } };
}

/** RC-07: where the cards are shuffled after every coup's stakes, the next coup's shuffle and cut are made anew. */
export function shuffleAfresh(ctx: GameContext): Partial<GameContext> {
  return { bank: { ...bank(ctx), shuffledBy: [], cutBy: undefined } };
}

/**
 * The coups the banker has won in a row (a house's limit on a run of wins): one more after a win,
 * none after a loss, as it was after a tie, where nobody won or lost against him.
 */
export function countWinsInARow(ctx: GameContext): Partial<GameContext> {
  const b = bank(ctx);
  const results = Object.values(ctx.coup.sides ?? {});
  const won = results.length > 0 && results.every((r) => r === 'lose');
  const lost = results.some((r) => r === 'win');
  return { bank: { ...b, winsInARow: lost ? 0 : (b.winsInARow ?? 0) + (won ? 1 : 0) } };
}

/** The banker's wins in a row, this coup's counted (it is not yet filed): for a house's limit. */
export function winsInARow(ctx: GameContext): number {
  return countWinsInARow(ctx).bank!.winsInARow!;
}

/* ---------- the end of the bank (BB-06.6, BB-07.1 to BB-07.5) ---------- */

export function bankIsBroke(profile: Profile, ctx: GameContext): boolean {
  return profile.session.end.bankBroke && !bank(ctx).unlimited && bank(ctx).fund <= 0;
}

/* ---------- the bank passes to a punter who makes baccara (RD-15) ---------- */

/** The first punter, in deal order, whose hand ends on baccara, unless the banker's does too. */
export function punterWithBaccara(profile: Profile, ctx: GameContext): string | undefined {
  const hands = ctx.coup.hands;
  const sides = profile.result.hands;
  const r = sideTakingTheBank(hands[profile.result.banker!]!.total, sides.length, (s) => hands[sides[s]!]!.total);
  return r < 0 ? undefined : bank(ctx).active[sides[r]!];
}

export function passTheBankTo(profile: Profile, ctx: GameContext, to: string): Partial<GameContext> {
  const b = bank(ctx);
  return { bank: { ...b, ...seatTheTable(profile, ctx, to) } };
}

/** Fewer cards than a new coup may start with, or the stop card reached (CF-01, BB-07.1). */
export function tooFewCards(profile: Profile, ctx: GameContext): boolean {
  const min = profile.session.end.fewerCardsThan;
  const stop = profile.shoe.stopCard;
  return (min !== undefined && cardsLeft(ctx.shoe) < min) || (stop !== undefined && cardsLeft(ctx.shoe) <= stop);
}

/**
 * RD-06: fewer cards before the indicator than a coup could need (three per hand): every card is
 * gathered and shuffled anew. The chart's reshuffle between coups and the procedure's check that
 * it happens both read this.
 */
export function tooFewForEveryHand(profile: Profile, ctx: GameContext): boolean {
  return cardsLeft(ctx.shoe) < profile.hands.length * profile.drawing.maxCards;
}

/** Whether gathering this coup's cards reshuffles the shoe (shoe.reshuffle), so the next coup is cut anew. */
export function gatheringReshuffles(profile: Profile, ctx: GameContext): boolean {
  const { reshuffle } = profile.shoe;
  return (
    reshuffle === 'after-every-coup' || (reshuffle === 'when-too-few-for-a-coup' && tooFewForEveryHand(profile, ctx))
  );
}

/** The unplayed fund returns to the banker. */
export function closeBank(ctx: GameContext, why: NonNullable<BankState['ended']>): Partial<GameContext> {
  const b = bank(ctx);
  return {
    participants: ctx.participants.map((p) => (p.id === b.banker ? { ...p, score: p.score + b.fund } : p)),
    bank: { ...b, fund: 0, ended: why },
  };
}
