/**
 * Stakes against a bank (BB-03.1 to BB-03.8, CF-03 to CF-05, RC-06, RC-09, RD-03): the banco calls and
 * who holds them, the bets of the table, the turn to bet, and a stake within the fund's cover.
 */
import type { Bet, Profile } from '../profile/types.js';
import { bank, chipsOf } from './bank.js';
import { chipsRefusal, largestChipSum } from './chips.js';
import type { GameContext, Wager } from './context.js';
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
  const notChips = betting.scheme === 'against-the-bank' ? chipsRefusal('a stake', amount, betting.chips) : null;
  if (notChips) return notChips;
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
