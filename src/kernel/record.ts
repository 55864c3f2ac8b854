/**
 * One coup's record as a line of text, made alike from the chart's CoupRecord and from the kernel's
 * typed arrays, so the two engines can be compared coup by coup: the cards in order with the hand
 * each went to, the naturals, every turn's decision (forced or chosen) with the total it was made on,
 * the final totals and the outcome.
 */
import type { CoupRecord } from '../machines/context.js';
import { ACTION_NAME, cardOf, type CompiledProfile } from './compile.js';
import { NOT_REACHED, type CoupKernel } from './kernel.js';

export function chartRecordLine(c: CompiledProfile, r: CoupRecord): string {
  const cards = r.cards.map((d) => `${d.hand}:${d.card}`).join(' ');
  const decisions = r.decisions.map((d) => `${d.hand} ${d.action} on ${d.total}${d.forced ? '' : ' (chosen)'}`).join(', ');
  const totals = c.hands.map((h) => `${h} ${r.hands[h]!.total}`).join(' ');
  return `${cards} | naturals ${r.naturals.join(' ') || '-'} | ${decisions || '-'} | ${totals} | ${r.outcome}`;
}

export function kernelRecordLine(k: CoupKernel, outcome: number): string {
  const c = k.c;
  const cards: string[] = [];
  for (let i = 0; i < k.cardsUsed; i++) cards.push(`${c.hands[k.dealtHand[i]!]}:${cardOf(k.dealtCard[i]!)}`);
  const naturals = c.hands.filter((_, h) => (k.naturals >> h) & 1);
  const decisions: string[] = [];
  for (let t = 0; t < c.turnHand.length; t++) {
    if (k.action[t] === NOT_REACHED) continue;
    decisions.push(`${c.hands[c.turnHand[t]!]} ${ACTION_NAME[k.action[t]!]} on ${k.totalAtTurn[t]}${k.forced[t] ? '' : ' (chosen)'}`);
  }
  const totals = c.hands.map((h, i) => `${h} ${k.total[i]}`).join(' ');
  return `${cards.join(' ')} | naturals ${naturals.join(' ') || '-'} | ${decisions.join(', ') || '-'} | ${totals} | ${c.outcomes[outcome]}`;
}
