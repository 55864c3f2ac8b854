/**
 * A session's progress and results in words: each coup's hands, outcome and settlements, and the
 * standings with their shared places. `session` prints them as the game goes, `replay` for a record.
 */
import { cardGlyph } from '../cards/card.js';
import type { Profile } from '../profile/types.js';
import type { CoupResult, GameRecord, SessionEnd } from '../record/record.js';
import { moveWords } from '../replay/replay.js';
import { counted, printable } from './io.js';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** One coup in a few lines: the hands, the outcome, who won or lost what, the scores. */
export function coupText(profile: Profile, c: CoupResult): string {
  const lines: string[] = [];
  const hands = Object.entries(c.hands).filter(([, h]) => h.cards.length > 0);
  lines.push(
    `coup ${c.number}: ${hands.map(([h, x]) => `${h} ${x.cards.map(cardGlyph).join(' ')} = ${x.total}`).join('; ')}`,
  );
  if (c.sides)
    lines.push(
      `  sides     ${Object.entries(c.sides)
        .map(([s, r]) => `${s} ${r === 'equal' ? 'ties' : r === 'win' ? 'wins' : 'loses'}`)
        .join(', ')}`,
    );
  else if (c.outcome !== undefined) {
    const name = printable(profile.hands.find((h) => h.id === c.outcome)?.name ?? c.outcome);
    lines.push(`  result    ${c.outcome === profile.result.equal ? name : `${name} wins`}`);
  }
  if (c.settlements.length > 0)
    lines.push(
      `  settled   ${c.settlements.map((s) => `${s.participant} ${s.bet} ${s.result} ${signed(s.change)}`).join('; ')}`,
    );
  for (const p of c.penalties ?? []) lines.push(`  penalty   ${p.holder} pays ${p.to} ${p.amount} (${p.why})`);
  if (c.fund !== undefined) lines.push(`  fund      ${c.fund}${c.house ? ` (house ${c.house})` : ''}`);
  lines.push(
    `  scores    ${Object.entries(c.scores)
      .map(([p, s]) => `${p} ${s}`)
      .join(', ')}`,
  );
  return lines.join('\n');
}

const BANK_ENDED: Record<NonNullable<SessionEnd['bank']>, string> = {
  'banker-exits': 'the banker left the bank',
  'bank-broke': 'the bank is broke',
  'fewer-cards': 'too few cards remained',
};

/** The standings: "1. Ann 198", equal scores sharing a place, and why the session ended. */
export function endText(end: SessionEnd, coups: number): string {
  const why = end.bank
    ? `: ${BANK_ENDED[end.bank]}`
    : end.state === 'out of cards'
      ? ': the shoe ran out of cards'
      : '';
  const lines = [`session over after ${counted(coups, 'coup')}${why}`];
  // RC-05: the house's cagnotte came off the bank once, as it was formed.
  const c = end.cagnotte;
  if (c)
    lines.push(
      `cagnotte  ${c.amount} to the house, from the bank of ${c.bank} ${c.banker} put up (the fund was ${c.bank - c.amount})`,
    );
  lines.push('standings');
  const width = Math.max(...end.standings.map((s) => s.participant.length));
  for (const s of end.standings)
    lines.push(`  ${String(s.place).padStart(2)}. ${s.participant.padEnd(width)}  ${s.score}`);
  lines.push(`winner${end.winners.length === 1 ? '' : 's'}: ${end.winners.join(' and ') || 'none'}`);
  return lines.join('\n');
}

/** A whole record as a trace: every move, each coup's result after the move that finished it, the standings. */
export function traceText(profile: Profile, record: GameRecord): string {
  const lines = [
    `${printable(profile.name)}: ${record.participants.join(', ')}; ${'seed' in record.shoe ? `shoe seeded ${record.shoe.seed}` : `stacked shoe, ${counted(record.shoe.cards.length, 'shuffle')}`}`,
  ];
  const finished = new Map(record.coups.map((c) => [c.move, c]));
  record.moves.forEach((m, i) => {
    lines.push(`  ${String(i).padStart(4)}  ${m.by.padEnd(8)} ${moveWords(m.event)}`);
    const c = finished.get(i);
    if (c) lines.push(coupText(profile, c));
  });
  if (record.end) lines.push(endText(record.end, record.coups.length));
  else
    lines.push(`under way: ${counted(record.coups.length, 'coup')} finished, ${counted(record.moves.length, 'move')}`);
  return lines.join('\n');
}
