/**
 * `baccarat odds <profile> [--decks N] [--policy <file>] [--json]`: the exact odds of a coup from a
 * fresh shoe — each outcome's count of card orders and probability, each bet's house edge. A bundled
 * profile whose tables leave choices is counted under its plain policy (fixtures/policies/<id>.yaml,
 * as docs/odds.md's table is) unless --policy names another.
 * `baccarat odds --markdown [<profile>…]`: the house-edge table of docs/odds.md (every bundled variant
 * when no profile is named).
 */

import { compileProfile } from '../core/compile.js';
import { fraction, fractionText, groupDigits, toNumber } from '../core/fraction.js';
import { bundledPolicyFile, loadPolicyFile, PolicyError, PolicyMissing } from '../core/policy.js';
import { loadProfile } from '../loader/bundled.js';
import { type ExactOdds, exactOdds, NotEnumerable, notEnumerableReason } from '../odds/exact.js';
import { houseEdgeTable, percent } from '../odds/table.js';
import { parseCommandArgs, wholeNumber } from './args.js';
import { type Io, printable, UsageError } from './io.js';
import { MOST_DECKS } from './usage.js';

/**
 * A whole number of decks the enumeration can count exactly: from 1 to MOST_DECKS, refused up
 * front beyond (the card orders of the deal would exceed 2^53).
 */
export function parseDecks(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (/^[0-9]+$/.test(text) && Number(text) > MOST_DECKS) {
    throw new UsageError(
      `--decks ${text}: exact odds count at most ${MOST_DECKS} decks (beyond, the card orders of a four-card deal exceed 2^53, the most counted exactly); use baccarat simulate for a larger shoe`,
    );
  }
  return wholeNumber('--decks', text, 1, MOST_DECKS, 'decks');
}

export function oddsJson(o: ExactOdds): object {
  return {
    profile: o.profile.id,
    decks: o.decks,
    total: o.total.toString(),
    outcomes: Object.fromEntries(o.outcomes.map((x) => [x.id, fractionText(x.count)])),
    bets: Object.fromEntries(o.bets.map((b) => [b.id, { houseEdge: b.houseEdge, ev: fractionText(b.ev) }])),
    // RC-15: each side's penalty, its card orders and what its holder repays per unit staked by others.
    ...(o.penalties
      ? {
          penalties: Object.fromEntries(
            o.penalties.map((x) => [
              x.id,
              {
                count: fractionText(x.count),
                repays: Object.fromEntries(x.repays.map((r) => [r.bet, fractionText(r.perUnit)])),
              },
            ]),
          ),
        }
      : {}),
    ...(o.policy ? { policy: o.policy } : {}),
  };
}

function countText(f: { num: bigint; den: bigint }): string {
  return f.den === 1n
    ? groupDigits(f.num)
    : `${groupDigits(f.num / f.den)} + ${fractionText(fraction(f.num % f.den, f.den))}`;
}

export function oddsText(o: ExactOdds, ms: number): string {
  const p = o.profile;
  const lines = [
    `${printable(p.name)}: exact odds from a fresh shoe of ${o.decks} deck${o.decks > 1 ? 's' : ''} (${o.cards} cards)`,
    `every coup counted as ${o.cardsPerCoup} ordered cards, the unused ones included: ${groupDigits(o.total)} card orders`,
  ];
  if (o.policy) lines.push(`choices decided by ${o.policy}`);
  const counts = o.outcomes.map((x) => countText(x.count));
  const w = Math.max(...o.outcomes.map((x) => x.id.length), 'outcome'.length);
  const cw = Math.max(...counts.map((x) => x.length), 'card orders'.length);
  lines.push('', `${'outcome'.padEnd(w)}  ${'card orders'.padStart(cw)}  probability`);
  o.outcomes.forEach((x, i) => {
    const prob = toNumber({ num: x.count.num, den: x.count.den * o.total });
    lines.push(`${x.id.padEnd(w)}  ${counts[i]!.padStart(cw)}  ${percent(prob, 4).padStart(11)}`);
  });
  const settles = o.bets.map((b) => b.settles);
  const bw = Math.max(...o.bets.map((b) => b.id.length), 'bet'.length);
  const sw = Math.max(...settles.map((s) => s.length), 'settles'.length);
  lines.push('', `${'bet'.padEnd(bw)}  ${'settles'.padEnd(sw)}  house edge  expected net per unit`);
  o.bets.forEach((b, i) => {
    lines.push(
      `${b.id.padEnd(bw)}  ${settles[i]!.padEnd(sw)}  ${percent(b.houseEdge).padStart(10)}  ${fractionText(b.ev)}`,
    );
  });
  if (o.penalties) {
    // RC-15: how often each side's holder pays a penalty, and what it costs him per unit the other
    // punters stake on his side (their stakes' results are the bets "…, not the holder" above).
    const pc = o.penalties.map((x) => countText(x.count));
    const pw = Math.max(...o.penalties.map((x) => x.id.length), 'penalty'.length);
    const pcw = Math.max(...pc.map((x) => x.length), 'card orders'.length);
    lines.push(
      '',
      `${'penalty'.padEnd(pw)}  ${'card orders'.padStart(pcw)}  probability  the holder repays per unit another punter stakes`,
    );
    o.penalties.forEach((x, i) => {
      const prob = toNumber({ num: x.count.num, den: x.count.den * o.total });
      const repays =
        x.repays.map((r) => `${r.bet}: ${percent(toNumber(r.perUnit))} (${fractionText(r.perUnit)})`).join('; ') ||
        'no stake';
      lines.push(`${x.id.padEnd(pw)}  ${pc[i]!.padStart(pcw)}  ${percent(prob, 4).padStart(11)}  ${repays}`);
    });
  }
  lines.push('', `computed in ${ms.toFixed(1)} ms`);
  return lines.join('\n');
}

export async function oddsCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    decks: { type: 'string' },
    policy: { type: 'string' },
    json: { type: 'boolean', default: false },
    markdown: { type: 'boolean', default: false },
  });
  try {
    if (values.markdown) {
      if (values.decks !== undefined || values.policy !== undefined || values.json) {
        throw new UsageError(
          '--markdown prints the house-edge table of each profile as bundled (docs/odds.md): leave out --decks, --policy and --json',
        );
      }
      io.out(houseEdgeTable(positionals.length > 0 ? positionals.map((id) => loadProfile(id)) : undefined));
      return 0;
    }
    if (positionals.length !== 1)
      throw new UsageError(
        positionals.length === 0 ? 'odds needs a profile' : `odds takes one profile; ${positionals.length} were given`,
      );
    const decks = parseDecks(values.decks);
    const profile = loadProfile(positionals[0]!);
    const notEnumerable = notEnumerableReason(profile);
    if (notEnumerable) throw new NotEnumerable(notEnumerable);
    const compiled = compileProfile(profile, decks);
    const policyFile = values.policy ?? bundledPolicyFile(positionals[0]!, compiled);
    const policy = policyFile === undefined ? undefined : loadPolicyFile(policyFile, compiled);
    const start = performance.now();
    const odds = exactOdds(profile, { decks, policy });
    const ms = performance.now() - start;
    io.out(values.json ? JSON.stringify(oddsJson(odds), null, 2) : oddsText(odds, ms));
    return 0;
  } catch (e) {
    if (e instanceof PolicyError || e instanceof PolicyMissing || e instanceof NotEnumerable) {
      io.err(e.message);
      return 1;
    }
    throw e;
  }
}
