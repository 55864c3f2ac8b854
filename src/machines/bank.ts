/**
 * The rules of a bank's table (Baccarat Banque, documents 000 and 003), as pure functions of the
 * profile and the context: the auction, the shuffle and cut, banco calls, bets within the cover,
 * the active player of each side, settlement of each side against the banker, and the end of the
 * bank. As in rules.ts, a refusal function's reason is also its guard.
 */
import { cardsLeft, nextRng, seedRng } from '../cards/shoe.js';
import { sideTakingTheBank } from '../core/totals.js';
import type { Bet, Profile } from '../profile/types.js';
import { houseShareOf, largestChipSum, madeOfChips } from './chips.js';
import type { BankState, GameContext, GameInput, Wager } from './context.js';
import { dealTo, handsWithNatural, handTotal } from './rules.js';

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

/* ---------- shuffle and cut (BB-02.7) ---------- */

/* ---------- banco (BB-03.6 to BB-03.8) ---------- */

export function bancoBet(profile: Profile, which: 'whole-fund' | 'half-fund' = 'whole-fund'): Bet | undefined {
  return profile.bets.find((b) => b.stake === which);
}

/** A stake on one side: the bettor's own, or the one he names (RC-06). */
export function backsOneSide(bet: Bet | undefined): boolean {
  return bet?.covers === 'own-side' || bet?.covers === 'either-side';
}

/** The ordinary stake on one side (Banque's "side", Chemin de Fer's "stake"), if any. */
export function ordinaryBet(profile: Profile): Bet | undefined {
  return profile.bets.find((b) => backsOneSide(b) && b.stake === 'chosen');
}

/** The à cheval bet (split in halves or one stake on both sides), if any. */
export function chevalBet(profile: Profile): Bet | undefined {
  return profile.bets.find((b) => b.covers?.startsWith('both-sides'));
}

export function sideOf(ctx: GameContext, participant: string): string | undefined {
  return Object.entries(bank(ctx).sides).find(([, players]) => players.includes(participant))?.[0];
}

/**
 * Who holds the banco among the callers: a banco suivi caller first; two callers from opposite
 * sides half each (the odd chip to the earlier in order); otherwise the earliest in order alone.
 */
export function bancoStakes(profile: Profile, ctx: GameContext): Wager[] {
  const b = bank(ctx);
  const whole = bancoBet(profile, 'whole-fund');
  const byOrder = (x: string, y: string) => b.order.indexOf(x) - b.order.indexOf(y);
  const callers = b.bancoCalls.filter((c) => !c.endsWith('/half')).sort(byOrder);
  const halfCallers = b.bancoCalls
    .filter((c) => c.endsWith('/half'))
    .map((c) => c.slice(0, -'/half'.length))
    .sort(byOrder);
  const betting = profile.session.betting.scheme === 'against-the-bank' ? profile.session.betting : undefined;
  if (whole && callers.length > 0) {
    const alone = (p: string): Wager[] => [{ participant: p, bet: whole.id, stake: b.fund, hand: sideOf(ctx, p)! }];
    if (betting?.banco.suivi === 'priority' && b.bancoSuivi && callers.includes(b.bancoSuivi))
      return alone(b.bancoSuivi);
    if (
      betting?.banco.oppositeCallers === 'half-each' &&
      callers.length === 2 &&
      sideOf(ctx, callers[0]!) !== sideOf(ctx, callers[1]!)
    ) {
      const second = Math.floor(b.fund / 2);
      return [
        { participant: callers[0]!, bet: whole.id, stake: b.fund - second, hand: sideOf(ctx, callers[0]!)! },
        { participant: callers[1]!, bet: whole.id, stake: second, hand: sideOf(ctx, callers[1]!)! },
      ];
    }
    return alone(callers[0]!);
  }
  const half = bancoBet(profile, 'half-fund');
  if (half && halfCallers.length > 0) {
    const p = halfCallers[0]!;
    return [{ participant: p, bet: half.id, stake: Math.ceil(b.fund / 2), hand: sideOf(ctx, p)! }];
  }
  return [];
}

/** A whole banco takes the fund: no ordinary bets follow it. Avec la table leaves half to cover. */
export function bancoHoldsTheFund(ctx: GameContext): boolean {
  return coverLeft(ctx) <= 0 && ctx.coup.wagers.length > 0;
}

/* ---------- bets within the cover (BB-03.1 to BB-03.5, BB-06.5) ---------- */

export function coverLeft(ctx: GameContext): number {
  if (ctx.bank?.unlimited) return Number.POSITIVE_INFINITY; // the domestic banker pays from his own score
  return bank(ctx).fund - ctx.coup.wagers.reduce((a, w) => a + w.stake, 0);
}

export function whoseTurn(ctx: GameContext): string | undefined {
  const b = bank(ctx);
  return b.order[b.turn];
}

export function bettingIsOver(ctx: GameContext): boolean {
  return whoseTurn(ctx) === undefined || coverLeft(ctx) <= 0;
}

/**
 * Why a stake is not one this table takes now, whoever makes it (the role is the procedure's): a bet
 * of the table's, a side it may name, a whole number of chips he holds, within the table's limits
 * and the fund's cover (BB-03.1 to BB-03.5, RC-06, RC-09, RD-03).
 */
export function stakeTerms(
  profile: Profile,
  ctx: GameContext,
  participant: string,
  betId: string,
  amount: number | undefined,
  hand?: string,
): string | null {
  const bet = profile.bets.find((x) => x.id === betId);
  const chosen = profile.bets.filter((x) => x.stake === 'chosen').map((x) => x.id);
  if (bet?.stake !== 'chosen') return `"${betId}" is not a bet to stake here: bet on ${chosen.join(' or ')}`;
  if (hand !== undefined) {
    // RC-06: "либо на левое табло, либо на правое": where the bet lets him, a punter names the tableau.
    if (bet.covers !== 'either-side') {
      return bet.covers === 'own-side'
        ? `a stake on ${bet.id} backs the bettor's own side (${sideOf(ctx, participant)}): it names no other`
        : `a stake on ${bet.id} backs both sides: it names no side`;
    }
    if (!profile.result.hands.includes(hand))
      return `"${hand}" is not a side of ${profile.name}: stake on ${profile.result.hands.join(' or ')}`;
  }
  if (amount === undefined || !Number.isInteger(amount) || amount <= 0)
    return `a stake is a positive whole number of chips`;
  const betting = profile.session.betting;
  if (betting.scheme === 'against-the-bank' && betting.maxStake !== undefined && amount > betting.maxStake) {
    return `the largest stake is ${betting.maxStake}`;
  }
  if (betting.scheme === 'against-the-bank' && betting.chips && !madeOfChips(amount, betting.chips)) {
    return `a stake is made of chips of ${betting.chips.join(', ')}: no set of them makes ${amount}`;
  }
  const chips = chipsOf(ctx, participant);
  if (!profile.session.negativeScores && amount > chips) return `${participant} has only ${chips} chips`;
  if (bet.covers === 'both-sides' && amount % 2 !== 0)
    return `an à cheval stake is split equally between the sides: ${amount} is odd`;
  const left = coverLeft(ctx);
  if (left <= 0) return 'the fund is fully covered: no more bets';
  if (amount > left && betting.scheme === 'against-the-bank' && betting.excess === 'refused') {
    return `the fund covers only ${left} more`;
  }
  if (bet.covers === 'both-sides' && Math.floor(left / 2) * 2 === 0)
    return `the fund covers only ${left} more: too little to split`;
  // RC-09: a stake cut to the cover is still made of chips, so a cover no chip fits takes no stake.
  if (
    amount > left &&
    betting.scheme === 'against-the-bank' &&
    betting.chips &&
    largestChipSum(left, betting.chips) === 0
  ) {
    return `the fund covers only ${left} more: less than the smallest chip (${Math.min(...betting.chips)})`;
  }
  return null;
}

/** The accepted stake: cut to the cover that remains (an à cheval stake to an even amount). */
export function placeStake(
  profile: Profile,
  ctx: GameContext,
  participant: string,
  betId: string,
  amount: number,
  hand?: string,
): Wager[] {
  const bet = profile.bets.find((x) => x.id === betId)!;
  const left = coverLeft(ctx);
  const [right, leftSide] = profile.result.hands as [string, string];
  if (bet.covers === 'both-sides') {
    const accepted = Math.min(amount, Math.floor(left / 2) * 2);
    const requested = accepted < amount ? { requested: amount / 2 } : {};
    return [
      { participant, bet: bet.id, stake: accepted / 2, hand: right, ...requested },
      { participant, bet: bet.id, stake: accepted / 2, hand: leftSide, ...requested },
    ];
  }
  // RC-09: at a table of chips the cut leaves a sum of chips, the largest within the cover.
  const chips = profile.session.betting.scheme === 'against-the-bank' ? profile.session.betting.chips : undefined;
  const accepted = amount <= left ? amount : chips ? largestChipSum(left, chips) : left;
  const cut = accepted < amount ? { requested: amount } : {};
  // À cheval as one stake (club baccarat): it backs both sides at once, so it names no single side.
  if (bet.covers === 'both-sides-as-one') return [{ participant, bet: bet.id, stake: accepted, ...cut }];
  // RC-06: a stake on either tableau lies where the punter put it; by default on his own side.
  const on = bet.covers === 'either-side' && hand !== undefined ? hand : sideOf(ctx, participant)!;
  return [{ participant, bet: bet.id, stake: accepted, hand: on, ...cut }];
}

/** Whether a punter may pass rather than stake (RD-03: not where every punter stakes). */
export function stakeIsOptional(profile: Profile): boolean {
  const betting = profile.session.betting;
  return !(betting.scheme === 'against-the-bank' && betting.everyPunterStakes);
}

/** The smallest stake the table takes: its smallest chip, else 1. */
export function smallestStake(profile: Profile): number {
  const betting = profile.session.betting;
  return betting.scheme === 'against-the-bank' && betting.chips ? Math.min(...betting.chips) : 1;
}

/* ---------- misdeals and a natural eight kept quiet (RC-16, RC-17) ---------- */

/**
 * A natural on a side that its holder may keep quiet (naturals.mayKeepQuiet, RC-16: an 8) and has
 * not yet shown or kept quiet, with nothing else to settle the coup.
 */
export function naturalEightToShow(profile: Profile, ctx: GameContext): string | undefined {
  const quiet = profile.naturals.mayKeepQuiet;
  if (quiet.length === 0) return undefined;
  const naturals = handsWithNatural(profile, ctx);
  if (naturals.includes(profile.result.banker!)) return undefined;
  if (naturals.some((h) => !quiet.includes(ctx.coup.hands[h]!.total))) return undefined;
  return naturals.find((h) => profile.result.hands.includes(h));
}

/** An extra card to a hand. For the banker, his three cards count as baccara and he takes a fourth. */
export function misdealTo(profile: Profile, ctx: GameContext, hand: string): Partial<GameContext> {
  let next: Partial<GameContext> = dealTo(profile, ctx, hand, 'misdeal');
  const coup = next.coup!;
  next = { ...next, coup: { ...coup, misdeals: [...(coup.misdeals ?? []), hand] } };
  if (hand === profile.result.banker) {
    const counted = { ...next.coup!, countsAsZero: { ...(next.coup!.countsAsZero ?? {}), [hand]: 3 } };
    next = { ...next, ...dealTo(profile, { ...ctx, ...next, coup: counted } as GameContext, hand, 'baccara') };
  }
  return next;
}

/** The hand that holds three cards after a misdeal, waiting for its holder to keep two. */
export function handToTrim(profile: Profile, ctx: GameContext): string | undefined {
  return profile.result.hands.find(
    (h) =>
      ctx.coup.hands[h]!.cards.length > 2 &&
      ctx.coup.misdeals?.includes(h) &&
      !ctx.coup.decisions.some((d) => d.hand === h),
  );
}

export function keepTwo(profile: Profile, ctx: GameContext, hand: string, discard: string): Partial<GameContext> {
  const cards = ctx.coup.hands[hand]!.cards.filter((_c, i, all) => i !== all.indexOf(discard as never));
  return {
    coup: {
      ...ctx.coup,
      hands: { ...ctx.coup.hands, [hand]: { cards, total: handTotal(profile, ctx.coup, hand, cards) } },
    },
  };
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
  const banco = bancoBet(profile);
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

/** The unplayed fund returns to the banker. */
export function closeBank(ctx: GameContext, why: NonNullable<BankState['ended']>): Partial<GameContext> {
  const b = bank(ctx);
  return {
    participants: ctx.participants.map((p) => (p.id === b.banker ? { ...p, score: p.score + b.fund } : p)),
    bank: { ...b, fund: 0, ended: why },
  };
}
