/**
 * The rules of a bank's table (Baccarat Banque, documents 000 and 003), as pure functions of the
 * profile and the context: the auction, the shuffle and cut, banco calls, bets within the cover,
 * the active player of each side, settlement of each side against the banker, and the end of the
 * bank. As in rules.ts, a refusal function's reason is also its guard.
 */
import { cardsLeft, nextRng, seedRng } from '../cards/shoe.js';
import { decimalFraction, fraction } from '../core/fraction.js';
import { sideResultCode } from '../core/result-rules.js';
import type { Rules } from '../core/rules.js';
import {
  conditionText,
  emptyFacts,
  floorOf,
  grossOf,
  holds,
  ruleOf,
  SIDE_RESULTS,
  timesStake,
} from '../core/settle.js';
import { isNatural, rankingOf, sideTakingTheBank } from '../core/totals.js';
import type { Bet, Profile, SideResult } from '../profile/types.js';
import type { BankState, CoupRecord, GameContext, GameInput, Participant, Settlement, Wager } from './context.js';
import { dealTo, deciderOf, factsOfCoup, handsWithNatural, handTotal } from './rules.js';

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

function bank(ctx: GameContext): BankState {
  if (!ctx.bank) throw new Error('this session has no bank');
  return ctx.bank;
}

const chipsOf = (ctx: GameContext, id: string) => ctx.participants.find((p) => p.id === id)?.score ?? 0;
const isParticipant = (ctx: GameContext, id: string) => ctx.participants.some((p) => p.id === id);
const notParticipant = (ctx: GameContext, id: string) =>
  `"${id}" is not a participant of this session (${ctx.participants.map((p) => p.id).join(', ')})`;

/**
 * The banker never stakes against his own bank, whatever the stake and whenever it is made: a banco
 * (BB-03.6), a stake in turn, or one made anew after a misdeal to him (RC-17: «понтеры … имеют право
 * изменить ставки», the punters, not the banker). He would be paid from his own fund.
 */
function ownBankRefusal(ctx: GameContext, participant: string, move: string): string | null {
  return participant === bank(ctx).banker ? `the banker cannot ${move} against his own bank` : null;
}

/* ---------- the auction (BB-02.5, BB-02.6; RC-04) ---------- */

/** RC-04: the players bid against each other (session.bank.bidding raising), not one fund each. */
const raising = (profile: Profile) => profile.session.bank?.bidding === 'raising';

/** The standing highest bid of a raising auction: the last, since each must exceed the one before. */
const standingBid = (ctx: GameContext) => bank(ctx).bids.at(-1);

/** A fund its announcer owns: a positive whole number of chips, no more than he holds (BB-02.5). */
function fundRefusal(ctx: GameContext, participant: string, fund: number): string | null {
  if (!isParticipant(ctx, participant)) return notParticipant(ctx, participant);
  if (!Number.isInteger(fund) || fund <= 0) return `a fund is a positive whole number of chips, not ${fund}`;
  const chips = chipsOf(ctx, participant);
  return fund > chips ? `${participant} cannot cover a fund of ${fund} with ${chips} chips` : null;
}

export function bidRefusal(profile: Profile, ctx: GameContext, participant: string, fund: number): string | null {
  const uncovered = fundRefusal(ctx, participant, fund);
  if (uncovered) return uncovered;
  if (raising(profile)) {
    // RC-04: «Игроки торгуются»: each bid raises the standing one; a pass is final.
    if (bank(ctx).auctionPasses?.includes(participant)) return `${participant} has passed and is out of the auction`;
    const top = standingBid(ctx);
    if (top?.participant === participant)
      return `${participant} already holds the highest bid (${top.fund}): another player must raise it first`;
    if (top && fund <= top.fund)
      return `a bid must exceed the highest, ${top.participant}'s ${top.fund}: ${fund} does not`;
    return null;
  }
  if (bank(ctx).bids.some((b) => b.participant === participant)) return `${participant} has already announced a fund`;
  return null;
}

/** Why a player may not pass at a raising auction now (RC-04), or null. */
export function auctionPassRefusal(profile: Profile, ctx: GameContext, participant: string): string | null {
  if (!isParticipant(ctx, participant)) return notParticipant(ctx, participant);
  if (!raising(profile)) return 'at this auction one who does not bid simply announces no fund';
  const passes = bank(ctx).auctionPasses ?? [];
  if (passes.includes(participant)) return `${participant} has already passed`;
  const top = standingBid(ctx);
  if (top?.participant === participant)
    return `${participant} holds the highest bid (${top.fund}): the others raise it or pass`;
  if (!top && ctx.participants.every((p) => p.id === participant || passes.includes(p.id))) {
    return `${participant} is the last who may bid: with no bid standing, someone must bank`;
  }
  return null;
}

/** RC-04: a raising auction is over once every player but the highest bidder has passed. */
export function everyOtherBidderPassed(profile: Profile, ctx: GameContext): boolean {
  const top = standingBid(ctx);
  if (!raising(profile) || !top) return false;
  const passes = bank(ctx).auctionPasses ?? [];
  return ctx.participants.every((p) => p.id === top.participant || passes.includes(p.id));
}

/**
 * RM-06: «имеет право, если желает, оперировать картами»: the punter who lost a banco may hold his
 * tableau's cards this coup, if he wishes; he declines before the deal, and the largest stake
 * holds them (RM-05). Why he may not decline now, or null.
 */
export function declineRefusal(profile: Profile, ctx: GameContext, participant: string): string | null {
  if (!isParticipant(ctx, participant)) return notParticipant(ctx, participant);
  const betting = profile.session.betting;
  if (betting.scheme !== 'against-the-bank' || betting.banco.suivi !== 'holds-the-cards')
    return `in ${profile.name} nobody holds the cards by right of a banco lost`;
  const suivi = bank(ctx).bancoSuivi;
  return suivi === participant
    ? null
    : `only the punter who lost a banco last coup may decline the cards${suivi ? ` (${suivi})` : ': nobody did'}`;
}

export function closeAuctionRefusal(ctx: GameContext): string | null {
  return bank(ctx).bids.length === 0 ? 'nobody has announced a fund yet: the highest announced fund banks' : null;
}

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

/** The first seat banks first (Chemin de Fer); he then announces his bank. */
export function firstSeatBanks(profile: Profile, ctx: GameContext): Partial<GameContext> {
  return { bank: { ...bank(ctx), ...seatTheTable(profile, ctx, ctx.participants[0]!.id) } };
}

export function announceRefusal(ctx: GameContext, participant: string, fund: number): string | null {
  const b = bank(ctx);
  if (participant !== b.banker) return `${b.banker} holds the bank: only he announces it`;
  return fundRefusal(ctx, participant, fund);
}

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
  return { participants, bank: { ...b, ...seatTheTable(profile, moved, next), fund: 0, initialFund: 0 } };
}

/* ---------- shuffle and cut (BB-02.7) ---------- */

export function shuffleRefusal(ctx: GameContext, by: string): string | null {
  return isParticipant(ctx, by) ? null : notParticipant(ctx, by);
}

export function cutRefusal(ctx: GameContext, by: string): string | null {
  if (!isParticipant(ctx, by)) return notParticipant(ctx, by);
  if (by === bank(ctx).banker) return 'the banker does not cut: he chooses another participant to cut';
  return null;
}

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

export function bancoRefusal(profile: Profile, ctx: GameContext, participant: string, half = false): string | null {
  const b = bank(ctx);
  if (!bancoBet(profile, half ? 'half-fund' : 'whole-fund'))
    return `${profile.name} has no ${half ? 'avec la table' : 'banco'}`;
  if (!isParticipant(ctx, participant)) return notParticipant(ctx, participant);
  const own = ownBankRefusal(ctx, participant, 'call banco');
  if (own) return own;
  if (b.bancoCalls.includes(participant) || b.bancoCalls.includes(`${participant}/half`))
    return `${participant} has already called`;
  const chips = chipsOf(ctx, participant);
  const stake = half ? Math.ceil(b.fund / 2) : b.fund;
  if (chips < stake)
    return `${half ? 'avec la table stakes half' : 'banco stakes the whole'} fund: ${stake} chips, and ${participant} has only ${chips}`;
  return null;
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

interface ChipSums {
  readonly unit: number;
  readonly bound: number;
  readonly made: (units: number) => boolean;
}
/** Per chips list (the profile's own array): its table, made once, as every guard on a stake reads it. */
const sumsOf = new WeakMap<readonly number[], ChipSums>();

/**
 * Which sums up to `limit` a table's chips make: one table, read both by madeOfChips and by the cut
 * to the cover. Past Schur's bound on the Frobenius number ((a - 1)(b - 1) for the smallest and the
 * largest chip, counted in units of their greatest common divisor) every multiple of that divisor is
 * made, so the table never grows past the bound whatever the sum (a fund may be any whole number).
 */
function chipSums(chips: readonly number[]): ChipSums {
  let sums = sumsOf.get(chips);
  if (!sums) {
    sums = chipSumsOf(chips);
    sumsOf.set(chips, sums);
  }
  return sums;
}

function chipSumsOf(chips: readonly number[]): ChipSums {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const unit = chips.reduce(gcd);
  const units = chips.map((c) => c / unit);
  const bound = (Math.min(...units) - 1) * (Math.max(...units) - 1);
  const can = new Array<boolean>(bound + 1).fill(false);
  can[0] = true;
  for (let a = 1; a <= bound; a++) can[a] = units.some((c) => c <= a && can[a - c]);
  return { unit, bound, made: (n) => n > bound || can[n]! };
}

/** Whether `amount` can be made of chips of these values (RC-09). */
export function madeOfChips(amount: number, chips: readonly number[]): boolean {
  const { unit, made } = chipSums(chips);
  return amount % unit === 0 && made(amount / unit);
}

/** The largest sum of the table's chips no greater than `limit` (0 where none is). */
export function largestChipSum(limit: number, chips: readonly number[]): number {
  const { unit, made } = chipSums(chips);
  for (let n = Math.floor(limit / unit); n > 0; n--) if (made(n)) return n * unit;
  return 0;
}

export function stakeRefusal(
  profile: Profile,
  ctx: GameContext,
  participant: string,
  betId: string,
  amount: number | undefined,
  inTurn = true,
  hand?: string,
): string | null {
  if (!isParticipant(ctx, participant)) return notParticipant(ctx, participant);
  // Before the turn: the banker has no turn to wait for, in the bets or after a misdeal (RC-17).
  const own = ownBankRefusal(ctx, participant, 'stake');
  if (own) return own;
  const turn = whoseTurn(ctx);
  if (inTurn && participant !== turn) {
    return `it is ${turn}'s turn to bet: bets are taken counter-clockwise from the banker's right (${bank(ctx).order.join(', ')})`;
  }
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

export function passRefusal(profile: Profile, ctx: GameContext, participant: string): string | null {
  if (!isParticipant(ctx, participant)) return notParticipant(ctx, participant);
  const turn = whoseTurn(ctx);
  if (participant !== turn) return `it is ${turn}'s turn to bet`;
  // RD-03: «каждый из них делает какую-л. ставку»: the deal waits for every punter's stake.
  const betting = profile.session.betting;
  if (betting.scheme === 'against-the-bank' && betting.everyPunterStakes)
    return `${participant} must stake: every punter stakes before the deal (the smallest stake is ${smallestStake(profile)})`;
  return null;
}

/** The smallest stake the table takes: its smallest chip, else 1. */
export function smallestStake(profile: Profile): number {
  const betting = profile.session.betting;
  return betting.scheme === 'against-the-bank' && betting.chips ? Math.min(...betting.chips) : 1;
}

/* ---------- settlement, each side against the banker (BB-06.1 to BB-06.4) ---------- */

/**
 * A side against the banker. Totals rank by their last digit. Where a natural stops only its own
 * hand (the domestic game, RD-10), a natural beats any hand that is not one; equal naturals and
 * equal totals settle as the profile says (RD-14: the banker takes ties, but 6 against 6 is
 * returned).
 */
export function sideResult(rules: Rules, ctx: GameContext, side: string): SideResult {
  const { profile } = rules;
  const sideCards = ctx.coup.hands[side]!;
  const bankerCards = ctx.coup.hands[profile.result.banker!]!;
  // The rules core's sideResultCode, which the kernel and the enumerator read too (with RC-16's
  // natural kept quiet, which only the chart plays).
  const natural = profile.naturals.effect === 'each-hand';
  const code = sideResultCode(
    rules.resultRules,
    rankingOf(sideCards.total),
    rankingOf(bankerCards.total),
    natural && isNatural(profile, sideCards.cards),
    natural && isNatural(profile, bankerCards.cards),
    ctx.coup.keptQuiet?.includes(side) ?? false,
  );
  return SIDE_RESULTS[code]!;
}

/**
 * The house's share of an amount, in whole chips: rounded down, in the payer's favour. The stakes,
 * the funds and the scores are counted in whole chips, and the house cannot take part of one. The
 * documents set the percentage as a ceiling ("процент (до пяти)", RM-09; "процент (10 или 5)",
 * RC-05), and only rounding down never takes more than it: 5 % of a win of 30 is 1, not 1.5 or 2.
 * The odds (src/odds) stay exact per unit staked: the rounding is the table's, in chips.
 */
export function houseShareOf(amount: number, percent: number): number {
  const pct = decimalFraction(percent); // a decimal percentage (2.5) is read exactly
  return floorOf(fraction(BigInt(amount) * pct.num, 100n * pct.den));
}

export function settleAgainstBank(rules: Rules, ctx: GameContext): Partial<GameContext> {
  const { profile } = rules;
  const sides = Object.fromEntries(profile.result.hands.map((h) => [h, sideResult(rules, ctx, h)]));
  const results = Object.values(sides);
  const every = results.every((r) => r === results[0]) ? results[0] : undefined;
  // A punter's win is paid in full by the bank; the house's commission comes out of the punter's
  // profit (RM-09), so the fund pays the gross profit and the punter gets the net.
  let commission = 0;
  const { shape } = rules;
  const facts = emptyFacts(shape.hands.length); // a bank's stakes read the sides' results alone
  const settlements: Settlement[] = ctx.coup.wagers.map((w) => {
    const bet = profile.bets.find((b) => b.id === w.bet)!;
    const result = w.hand ? sides[w.hand]! : undefined;
    // The rules core's ruleOf: a stake on one side by the side's result, on both as one by "every".
    const rule = w.hand ? ruleOf(shape, bet.settle, facts, result) : ruleOf(shape, bet.settle, facts, undefined, every);
    if (rule?.result !== 'win') {
      return {
        participant: w.participant,
        bet: w.bet,
        stake: w.stake,
        result: rule?.result ?? 'lose',
        change: rule?.result === 'push' ? 0 : -w.stake,
      };
    }
    // The fund pays whole chips, rounded down (the payer's favour); RM-09: the commission on a
    // winning stake, in whole chips, rounded down (houseShareOf).
    const gross = floorOf(timesStake(grossOf(shape, rule, facts), w.stake));
    const cut = houseShareOf(gross, rule.commission);
    commission += cut;
    return { participant: w.participant, bet: w.bet, stake: w.stake, result: rule.result, change: gross - cut };
  });
  const b = bank(ctx);
  const paid = settlements.reduce((a, s) => a + s.change, 0) + commission;
  // CF-12, RM-09: the house also keeps a share of what the banker wins in the coup.
  const house = commission + (paid < 0 ? houseShareOf(-paid, profile.session.bank?.houseShare ?? 0) : 0);
  const bankerTakes = b.unlimited ? -paid - (house - commission) : 0;
  const participants = ctx.participants.map((p) => ({
    ...p,
    score:
      p.score +
      settlements.filter((s) => s.participant === p.id).reduce((a, s) => a + s.change, 0) +
      (p.id === b.banker ? bankerTakes : 0),
  }));
  const fund = b.unlimited ? 0 : b.fund - paid - (house - commission);
  const penalised = applyPenalties(rules, ctx, sides, settlements, participants);
  const scores = Object.fromEntries(penalised.participants.map((p) => [p.id, p.score]));
  const outcome = profile.result.hands.map((h) => `${h} ${sides[h]}`).join(', ');
  return {
    participants: penalised.participants,
    bank: { ...b, fund },
    coup: {
      ...ctx.coup,
      sides,
      settlements,
      scores,
      fund,
      house,
      outcome,
      ...(penalised.penalties.length ? { penalties: penalised.penalties } : {}),
    },
  };
}

/**
 * A holder's penalties (drawing.penalties): where a penalty's condition holds for a side (its result
 * and its own hand's facts, read by the rules core's one evaluator, as the kernel reads them through
 * penaltiesOn), the side's holder — who decides for its hand — repays losing stakes: those on his
 * side (RC-15: he drew on 6 or more and his side lost) or every losing stake of the coup (RC-16: he
 * kept a natural 8 quiet and lost), his own excepted. The bank keeps what it won either way.
 */
function applyPenalties(
  rules: Rules,
  ctx: GameContext,
  sides: Record<string, SideResult>,
  settlements: readonly Settlement[],
  participants: readonly Participant[],
): { participants: Participant[]; penalties: NonNullable<CoupRecord['penalties']> } {
  const { profile, shape } = rules;
  const penalties: { holder: string; to: string; amount: number; why: string }[] = [];
  if (profile.drawing.penalties.length === 0) return { participants: [...participants], penalties };
  const losers = (filter: (w: Wager) => boolean) =>
    ctx.coup.wagers.map((w, i) => ({ w, s: settlements[i]! })).filter(({ w, s }) => s.result === 'lose' && filter(w));
  const facts = factsOfCoup(rules, ctx.coup, '');
  for (const side of profile.result.hands) {
    const own = shape.hands.indexOf(side);
    for (const penalty of profile.drawing.penalties) {
      if (!holds(shape, penalty.when, facts, sides[side], undefined, own)) continue;
      const holder = deciderOf(profile, ctx, side) ?? bank(ctx).active[side]!;
      const repaid =
        penalty.repays === 'stakes-on-his-side'
          ? (w: Wager) => w.hand === side && w.participant !== holder
          : (w: Wager) => w.participant !== holder;
      for (const { w } of losers(repaid)) {
        penalties.push({ holder, to: w.participant, amount: w.stake, why: conditionText(penalty.when, side) });
      }
    }
  }
  const delta = new Map<string, number>();
  for (const p of penalties) {
    delta.set(p.holder, (delta.get(p.holder) ?? 0) - p.amount);
    delta.set(p.to, (delta.get(p.to) ?? 0) + p.amount);
  }
  return { participants: participants.map((p) => ({ ...p, score: p.score + (delta.get(p.id) ?? 0) })), penalties };
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

export function holderRefusal(
  _profile: Profile,
  ctx: GameContext,
  by: string,
  hand: string | undefined,
): string | null {
  if (!hand) return 'no natural 8 waits to be shown';
  const holder = bank(ctx).active[hand];
  return by === holder ? null : `${holder}, not ${by}, holds the cards of ${hand}`;
}

export function misdealRefusal(profile: Profile, ctx: GameContext, hand: string): string | null {
  if (!profile.hands.some((h) => h.id === hand)) return `"${hand}" is not a hand of ${profile.name}`;
  if (ctx.coup.misdeals?.includes(hand)) return `a misdeal to ${hand} has already been declared`;
  return cardsLeft(ctx.shoe) === 0 ? 'the shoe is empty' : null;
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

export function keepRefusal(ctx: GameContext, hand: string | undefined, by: string, discard: string): string | null {
  if (!hand) return 'no hand holds an extra card';
  const holder = bank(ctx).active[hand];
  if (by !== holder) return `${holder}, not ${by}, keeps two of the cards of ${hand}`;
  if (!ctx.coup.hands[hand]!.cards.includes(discard as never)) return `${discard} is not one of ${hand}'s cards`;
  return null;
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

export function withdrawRefusal(ctx: GameContext, participant: string): string | null {
  return ctx.coup.wagers.some((w) => w.participant === participant) ? null : `${participant} has no stake to withdraw`;
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
  // Where the cards are shuffled after every coup's stakes (RC-07), the ritual starts afresh.
  const ritual = profile.session.bank?.shuffle === 'after-the-stakes' ? { shuffledBy: [], cutBy: undefined } : {};
  return { bank: { ...b, active, bancoSuivi: lostBanco?.participant, bancoCalls: [], turn: 0, ...ritual } };
}

/* ---------- the end of the bank (BB-06.6, BB-07.1 to BB-07.5) ---------- */

export function exitRefusal(ctx: GameContext): string | null {
  return ctx.history.length === 0 && ctx.coup.outcome === undefined
    ? 'the banker may leave only after at least one coup'
    : null;
}

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
