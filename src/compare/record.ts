/**
 * One coup's record as a line of text, made alike from the chart's CoupRecord and from the kernel's
 * typed arrays, so the two engines can be compared coup by coup: the cards in order with the hand
 * each went to, the naturals, every turn's decision (forced or chosen) with the total it was made on,
 * the final totals and the outcome; then, where the profile has them, the coup's facts (a holder's
 * penalty, the bank passing; the key of the facts its settle rules read) and the stakes the chart took, each with its result per unit — the
 * chart's settlement on one line, the kernel's settlement model (src/core/stakings.ts, from which
 * the simulation's results per unit come) on the other.
 */

import { type CompiledProfile, cardOf } from '../core/compile.js';
import { ACTION_NAME } from '../core/draw-tables.js';
import { toNumber } from '../core/fraction.js';
import { outcomeIdOf, sideResultOf } from '../core/settle.js';
import { type Staking, stakingsOf } from '../core/stakings.js';
import { type CoupKernel, NOT_REACHED } from '../kernel/kernel.js';
import type { CoupRecord, Wager } from '../machines/context.js';
import { backsOneSide } from '../machines/stakes.js';

/** What the chart engine read off the coup beyond its record (src/compare/chart.ts). */
export interface ChartFacts {
  readonly facts: number;
  readonly bankTo: string | undefined;
  /** The key of the coup's facts (CompiledProfile.keys), where the settle rules read more than the outcome. */
  readonly key?: number;
}

export function chartRecordLine(c: CompiledProfile, r: CoupRecord, read?: ChartFacts): string {
  const cards = r.cards.map((d) => `${d.hand}:${d.card}`).join(' ');
  const decisions = r.decisions
    .map((d) => `${d.hand} ${d.action} on ${d.total}${d.forced ? '' : ' (chosen)'}`)
    .join(', ');
  const totals = c.hands.map((h) => `${h} ${r.hands[h]!.total}`).join(' ');
  const facts = c.facts.length > 0 ? ` | ${factsText(c, read?.facts ?? 0, read?.bankTo)}` : '';
  const key = c.keys.readsMore ? ` | key ${read?.key ?? 'none'}` : '';
  const stakes =
    r.settlements.length > 0
      ? ` | stakes ${r.settlements.map((s, i) => `${stakingIdOf(c, r.wagers[i]!)} ${perUnit(s.change / s.stake)}`).join(', ')}`
      : '';
  return `${cards} | naturals ${r.naturals.join(' ') || '-'} | ${decisions || '-'} | ${totals} | ${r.outcome}${facts}${key}${stakes}`;
}

/** `stakes`: the chart's wagers of the coup, settled here by the kernel's model on the kernel's outcome. */
export function kernelRecordLine(k: CoupKernel, outcome: number, stakes: readonly Wager[] = []): string {
  const c = k.c;
  const cards: string[] = [];
  for (let i = 0; i < k.cardsUsed; i++) cards.push(`${c.hands[k.dealtHand[i]!]}:${cardOf(k.dealtCard[i]!)}`);
  const naturals = c.hands.filter((_, h) => k.naturalOf[h] === 1);
  const decisions: string[] = [];
  for (let t = 0; t < c.turnHand.length; t++) {
    if (k.action[t] === NOT_REACHED) continue;
    decisions.push(
      `${c.hands[c.turnHand[t]!]} ${ACTION_NAME[k.action[t]!]} on ${k.totalAtTurn[t]}${k.forced[t] ? '' : ' (chosen)'}`,
    );
  }
  const totals = c.hands.map((h, i) => `${h} ${k.total[i]}`).join(' ');
  const facts = c.facts.length > 0 ? ` | ${factsText(c, k.facts, k.bankTo < 0 ? undefined : c.hands[k.bankTo])}` : '';
  const key = c.keys.readsMore ? ` | key ${k.key}` : '';
  let settled = '';
  if (stakes.length > 0) {
    // A table counted side by side settles a stake on its side's result alone (no joint outcome's list).
    const nets = c.jointCounts ? netsOf(c) : undefined;
    const sides = c.profile.result.hands;
    const bySide = (s: Staking) =>
      toNumber(s.netByResult![sideResultOf(sides.length, outcome, sides.indexOf(s.side!))]!);
    settled = ` | stakes ${stakes
      .map((w) => {
        const id = stakingIdOf(c, w);
        const staking = stakingsOf(c).find((s) => s.id === id);
        const net = staking?.netByKey
          ? toNumber(staking.netByKey(k.key))
          : nets
            ? nets.get(id)?.[k.facts * c.outcomes.length + outcome]
            : staking?.netByResult && bySide(staking);
        return `${id} ${net === undefined ? 'unknown' : perUnit(net)}`;
      })
      .join(', ')}`;
  }
  return `${cards.join(' ')} | naturals ${naturals.join(' ') || '-'} | ${decisions.join(', ') || '-'} | ${totals} | ${outcomeIdOf(c.profile, outcome)}${facts}${key}${settled}`;
}

declare module '../core/compile.js' {
  interface Kept {
    nets?: Map<string, readonly number[]>;
  }
}

/** Each staking's net per unit by facts and outcome (facts * outcomes + outcome), as numbers, once per compiled profile. */
function netsOf(c: CompiledProfile): Map<string, readonly number[]> {
  let nets = c.kept.nets;
  if (!nets) {
    const O = c.outcomes.length;
    // A net that reads the outcome only is the same whatever the facts.
    const spread = (net: readonly number[]) => Array.from({ length: O << c.facts.length }, (_, i) => net[i % O]!);
    nets = new Map(
      stakingsOf(c)
        .filter((s) => !s.netByKey)
        .map((s) => [s.id, spread(s.net.map(toNumber))]),
    );
    c.kept.nets = nets;
  }
  return nets;
}

/** The coup's facts in words, as both lines give them. */
function factsText(c: CompiledProfile, facts: number, bankTo: string | undefined): string {
  const words = c.facts.flatMap((name, f) =>
    (facts >> f) & 1 ? [f === c.bankPassFact ? `bank passes to ${bankTo}` : name] : [],
  );
  return words.join(', ') || 'no facts';
}

/** The staking of src/core/stakings.ts a wager is: its bet, on its side where the bet backs one. */
export function stakingIdOf(c: CompiledProfile, w: Wager): string {
  const bet = c.profile.bets.find((b) => b.id === w.bet);
  if (backsOneSide(bet) && w.hand !== undefined && c.profile.result.hands.length > 1) return `${w.bet} on ${w.hand}`;
  return w.bet;
}

/** A result per unit for reading and comparing: +1, -1, 0, +0.95. */
function perUnit(x: number): string {
  const rounded = Math.round(x * 1e9) / 1e9;
  return `${rounded > 0 ? '+' : ''}${rounded === 0 ? 0 : rounded}`;
}
