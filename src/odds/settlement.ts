/**
 * What a stake returns on each outcome, read from the profile's settle rules: the first rule whose
 * condition holds settles it, and none loses it. Nothing here knows a bet by name: a house variant
 * that pays Tie 9:1 or charges 4 % changes only its profile.
 *
 * highest-total: one line per bet, matched on the outcome by the chart's own ruleFor; a bet whose
 * rules read the coup's record beyond the outcome (house variants: the winning hand's cards and
 * total, a pair) is settled by the facts of the coup and its outcome (netByFacts).
 * each-against-banker: a stake backs a side, so a bet covering its own side has one line per side;
 * one covering both sides (à cheval) is split equally between them, each half settled on its side;
 * one covering both sides as one is settled once, on the result they share.
 */
import { readsOnlyTheOutcome, ruleFor } from '../machines/rules.js';
import type { Bet, Condition, SettleRule, SideResult } from '../profile/types.js';
import { conditionFactOf, SIDE_RESULTS, type CompiledProfile } from '../kernel/compile.js';
import { decimalFraction, type Fraction, add, fraction, mul } from './fraction.js';

/** The net result per unit staked under one rule: the profit less commission, 0, or -1. */
export function netOf(rule: SettleRule | undefined): Fraction {
  if (!rule || rule.result === 'lose') return fraction(-1n);
  if (rule.result === 'push') return fraction(0n);
  const [num, den] = rule.pays;
  const kept = decimalFraction(100 - rule.commission); // commission may be a decimal (2.5 %)
  return fraction(BigInt(num) * kept.num, BigInt(den) * 100n * kept.den);
}

/*
 * each-against-banker: the first rule whose condition holds, matched as the chart's settleAgainstBank
 * (src/machines/bank.ts) matches it — a stake on one side by the side's result, a stake on both
 * sides as one by the result every side shares (none when they differ).
 */
export function sideRuleFor(rules: readonly SettleRule[], result: SideResult): SettleRule | undefined {
  return rules.find((r) => r.when.side === undefined || r.when.side === result);
}

export function everyRuleFor(rules: readonly SettleRule[], every: SideResult | undefined): SettleRule | undefined {
  return rules.find((r) => r.when.every === undefined || r.when.every === every);
}

/** One way to stake: a bet, on a side where the bet backs one. */
export interface Staking {
  /** "banco", or "side on right" where the stake backs one side. */
  readonly id: string;
  readonly bet: Bet;
  readonly side: string | undefined;
  /**
   * The net per unit staked on each outcome, in the compiled outcome order. For a bet with
   * netByFacts, its net on a coup with none of the facts.
   */
  readonly net: readonly Fraction[];
  /**
   * A bet whose rules read the coup's record beyond its outcome: the net by the coup's facts
   * (CompiledProfile.facts bits) and outcome, at facts * outcomes + outcome. Exact odds and the
   * simulation both count coups by their facts and outcome (src/odds/exact.ts, src/kernel/stats.ts).
   */
  readonly netByFacts?: readonly Fraction[];
  /** highest-total: the rule that settles each outcome (for describing the bet). */
  readonly rules: readonly (SettleRule | undefined)[];
}

export function stakingsOf(c: CompiledProfile): Staking[] {
  const profile = c.profile;
  if (!c.againstBanker) {
    return profile.bets.map((bet) => {
      const factOf = bet.settle.map((r) => conditionFactOf(c, r.when));
      if (factOf.every((f) => f < 0)) {
        const rules = c.outcomes.map((o) => ruleFor(bet.settle, o));
        return { id: bet.id, bet, side: undefined, rules, net: rules.map(netOf) };
      }
      // The first rule whose outcome and condition on the record hold (rules.ts ruleForCoup).
      const O = c.outcomes.length;
      const netByFacts = Array.from({ length: O << c.facts.length }, (_, i) => {
        const facts = Math.floor(i / O);
        const outcome = c.outcomes[i % O]!;
        const rule = bet.settle.find((r, k) => (r.when.outcome === undefined || r.when.outcome === outcome) && (factOf[k]! < 0 || (facts >> factOf[k]!) & 1));
        return netOf(rule);
      });
      const rules = c.outcomes.map((o) => bet.settle.find((r, k) => factOf[k]! < 0 && (r.when.outcome === undefined || r.when.outcome === o)));
      return { id: bet.id, bet, side: undefined, rules, net: netByFacts.slice(0, O), netByFacts };
    });
  }
  const sides = profile.result.hands;
  // Outcome o gives side s the result SIDE_RESULTS[digit s of o in base 3], the first side slowest.
  const resultOf = (o: number, s: number) => SIDE_RESULTS[Math.floor(o / 3 ** (sides.length - 1 - s)) % 3]!;
  const sideNet = (bet: Bet, o: number, s: number) => netOf(sideRuleFor(bet.settle, resultOf(o, s)));
  const out: Staking[] = [];
  for (const bet of profile.bets) {
    if (bet.covers === 'both-sides-as-one') {
      const net = c.outcomes.map((_, o) => {
        const results = sides.map((_s, s) => resultOf(o, s));
        return netOf(everyRuleFor(bet.settle, results.every((r) => r === results[0]) ? results[0] : undefined));
      });
      out.push({ id: bet.id, bet, side: undefined, rules: [], net });
    } else if (bet.covers === 'both-sides') {
      const share = fraction(1n, BigInt(sides.length));
      const net = c.outcomes.map((_, o) => sides.reduce((a, _s, s) => add(a, mul(share, sideNet(bet, o, s))), fraction(0n)));
      out.push({ id: bet.id, bet, side: undefined, rules: [], net });
    } else {
      // With one side (Chemin de Fer's punters) the side goes without saying.
      sides.forEach((side, s) => {
        const id = sides.length > 1 ? `${bet.id} on ${side}` : bet.id;
        out.push({ id, bet, side, rules: [], net: c.outcomes.map((_, o) => sideNet(bet, o, s)) });
      });
    }
  }
  return out;
}

/**
 * A settle rule's condition in words: "banco", "banco with 3 cards and a total of 7", "punto pair",
 * "any other banco" after a rule on the same outcome that reads the coup's record.
 */
function conditionText(when: Condition, other: boolean): string {
  const winner = [
    when.winnerCards !== undefined ? `${when.winnerCards} card${when.winnerCards === 1 ? '' : 's'}` : '',
    when.winnerTotal !== undefined ? `a total of ${when.winnerTotal}` : '',
  ].filter(Boolean);
  const who = when.outcome ?? (winner.length > 0 ? 'a win' : '');
  if (when.pair !== undefined) winner.push(who ? `a ${when.pair} pair` : `${when.pair} pair`);
  const text = who ? [who, ...(winner.length > 0 ? [`with ${winner.join(' and ')}`] : [])].join(' ') : winner.join('') || 'any coup';
  return other ? `any other ${text.replace(/^any /, '')}` : text;
}

/**
 * A bet whose rules read the coup's record, in words, rule by rule in their order (the first that
 * holds settles): "push on banco with 3 cards and a total of 7; any other banco pays 1:1; push on tie".
 */
function describeByRecord(rules: readonly SettleRule[], pays: (rule: SettleRule) => string): string {
  const parts: string[] = [];
  rules.forEach((rule, i) => {
    // A rule that a rule before it, reading the record on the same outcome (or on any), narrows.
    const other = !readsOnlyTheOutcome(rule) ? false : rules.slice(0, i).some((r) => !readsOnlyTheOutcome(r) && (r.when.outcome === undefined || r.when.outcome === rule.when.outcome));
    const when = conditionText(rule.when, other);
    if (rule.result === 'push') parts.push(`push on ${when}`);
    else if (rule.result === 'lose') parts.push(`${when} loses`);
    else parts.push(`${when} ${pays(rule)}`);
  });
  return parts.join('; ') || 'never wins';
}

/** How a stake settles, in words: "banco pays 1:1 less 5 %; push on tie", "side win pays 1:1; push on equal". */
export function describeStaking(c: CompiledProfile, s: Staking): string {
  const parts: string[] = [];
  const pays = (rule: SettleRule) => `pays ${rule.pays.join(':')}${rule.commission ? ` less ${rule.commission} %` : ''}`;
  if (s.netByFacts) return describeByRecord(s.bet.settle, pays);
  if (!c.againstBanker) {
    c.outcomes.forEach((o, i) => {
      const rule = s.rules[i];
      if (!rule || rule.result === 'lose') return;
      parts.push(rule.result === 'push' ? `push on ${o}` : `${o} ${pays(rule)}`);
    });
  } else if (s.bet.covers === 'both-sides-as-one') {
    for (const result of [...SIDE_RESULTS, undefined]) {
      const rule = everyRuleFor(s.bet.settle, result);
      if (!rule || rule.result === 'lose') continue;
      const when = result ? `every side ${result}` : 'sides differ';
      parts.push(rule.result === 'push' ? `push when ${when}` : `${when} ${pays(rule)}`);
    }
  } else {
    const where = s.side ?? 'each half';
    for (const result of SIDE_RESULTS) {
      const rule = sideRuleFor(s.bet.settle, result);
      if (!rule || rule.result === 'lose') continue;
      parts.push(rule.result === 'push' ? `push when ${where} is ${result}` : `${where} ${result} ${pays(rule)}`);
    }
    if (!s.side) parts.unshift('half on each side');
  }
  return parts.join('; ') || 'never wins';
}
