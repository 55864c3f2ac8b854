/**
 * Settlement against a bank (BB-06.1 to BB-06.4, RC-15, RC-16, RM-09, CF-12): each side against the
 * banker, the house's share, the fund paid or paid out, and a holder's penalties.
 */
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
import { isNatural, rankingOf } from '../core/totals.js';
import type { SideResult } from '../profile/types.js';
import { bank } from './bank.js';
import { houseShareOf } from './chips.js';
import type { CoupRecord, GameContext, Participant, Settlement, Wager } from './context.js';
import { deciderOf, factsOfCoup, staysQuiet } from './rules.js';

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
  // natural kept quiet, which only the chart plays). RC-16 loses the quiet 8 to a banker «имеющему
  // 8 на трех картах»: his 8 made by drawing, as the penalty reads it (drewOn). Against one made by
  // a misdeal (RC-17: his three count as baccara, and the fourth card that gives his total is no
  // draw) it is an 8 against an 8, and the stakes return (RC-02).
  const natural = profile.naturals.effect === 'each-hand';
  const bankerDrew = ctx.coup.decisions.some((d) => d.hand === profile.result.banker && d.action === 'draw');
  const quietLosesTies = staysQuiet(ctx.coup, side) && bankerDrew;
  const code = sideResultCode(
    rules.resultRules,
    rankingOf(sideCards.total),
    rankingOf(bankerCards.total),
    natural && isNatural(profile, sideCards.cards),
    natural && isNatural(profile, bankerCards.cards),
    quietLosesTies, // RC-16: on his two cards; drawn to, a natural kept quiet is an ordinary hand
  );
  return SIDE_RESULTS[code]!;
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
