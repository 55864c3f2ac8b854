/**
 * `baccarat odds <profile> [--decks N] [--policy <file>] [--json]`: the exact odds of a coup from a
 * fresh shoe — each outcome's count of card orders and probability, each bet's house edge. With
 * `--remaining <13 counts>` or `--dealt <cards>` (out of a fresh shoe of --decks), the odds of the
 * next coup from the shoe those leave (src/odds/composition.ts), in any of the forms. A bundled
 * profile whose tables leave choices is counted under its plain policy (fixtures/policies/<id>.yaml,
 * as docs/odds.md's table is) unless --policy names another.
 * `baccarat odds --markdown [<profile>…]`: the house-edge table of docs/odds.md (every bundled variant
 * when no profile is named).
 */

import { CardError, parseCards, RANKS } from '../cards/card.js';
import { compileProfile } from '../core/compile.js';
import { type Fraction, fraction, fractionText, groupDigits, toNumber } from '../core/fraction.js';
import { PolicyError, PolicyMissing } from '../core/policy.js';
import { countableProfile as countable } from '../house/countable.js';
import { loadProfile } from '../loader/bundled.js';
import { type Composition, CompositionError, compositionOf, requireShoe } from '../odds/composition.js';
import { type ExactOdds, exactOdds, NotEnumerable, notEnumerableReason } from '../odds/exact.js';
import { favoursThePlayer } from '../odds/favourable.js';
import { decksRefusal } from '../odds/limits.js';
import type { Profile } from '../profile/types.js';
import { markdownCell as md, percent } from '../text/markdown.js';
import { COLUMNS, fitTable, wrap } from '../text/width.js';
import { parseCommandArgs, wholeNumber } from './args.js';
import { MOST_DECKS } from './decks.js';
import { excerpt, type Io, printable, UsageError } from './io.js';

/**
 * A whole number of decks the enumeration can count exactly: from 1 to MOST_DECKS, refused up
 * front beyond (the card orders of the deal would exceed 2^53). `option` names the flag.
 */
export function parseDecks(text: string | undefined, option = '--decks'): number | undefined {
  if (text === undefined) return undefined;
  if (/^[0-9]+$/.test(text) && Number(text) > MOST_DECKS) {
    throw new UsageError(
      `${option} ${text}: exact odds count at most ${MOST_DECKS} decks (beyond, the card orders of a four-card deal exceed 2^53, the most counted exactly); use baccarat simulate for a larger shoe`,
    );
  }
  return wholeNumber(option, text, 1, MOST_DECKS, 'decks');
}

/**
 * A shoe size the profile's own exact odds cannot count (club baccarat's beyond 8 decks: src/odds/
 * limits.ts, the limit the walks refuse it by), refused at the flag that gave it (exit 2), before
 * anything is counted. `shown` is the flag as given ("--decks 9", "--by-decks 1,9").
 */
export function checkDecks(shown: string, profile: Profile, decks: readonly (number | undefined)[]): void {
  for (const d of decks) {
    const why = d === undefined ? null : decksRefusal(profile, d);
    if (why) throw new UsageError(`${excerpt(shown)}: ${why}`);
  }
}

export { countableProfile } from '../house/countable.js';

/** Whether an error is a profile's or a policy's that the odds commands say in one line (exit 1). */
export const oddsRefusal = (e: unknown): e is Error =>
  e instanceof PolicyError || e instanceof PolicyMissing || e instanceof NotEnumerable;

/**
 * A warning line for each bet that favours the player at the house's cost (src/odds/favourable.ts):
 * "warning: Banco [banco] favours the player: house edge −1.2351 % (…)".
 */
export function favourableWarnings(
  profile: Profile,
  bets: readonly { readonly id: string; readonly name: string; readonly houseEdge: number; readonly ev: Fraction }[],
): string[] {
  return bets
    .filter((b) => favoursThePlayer(profile, b.houseEdge))
    .map(
      (b) =>
        `warning: ${printable(b.name)} [${b.id}] favours the player: house edge −${(-100 * b.houseEdge).toFixed(4)} % (the player's expected net is +${toNumber(b.ev).toFixed(6)} a unit staked, and the house pays it)`,
    );
}

export function oddsJson(o: ExactOdds): object {
  return {
    profile: o.profile.id,
    ...(o.composition ? { remaining: o.composition, cards: o.cards } : { decks: o.decks }),
    total: o.total.toString(),
    outcomes: Object.fromEntries(o.outcomes.map((x) => [x.id, fractionText(x.count)])),
    bets: Object.fromEntries(
      o.bets.map((b) => [
        b.id,
        {
          houseEdge: b.houseEdge,
          ev: fractionText(b.ev),
          // A fresh shoe's odds say a bet's design; a shoe part dealt favours bets by its cards.
          ...(!o.composition && favoursThePlayer(o.profile, b.houseEdge) ? { favoursThePlayer: true } : {}),
        },
      ]),
    ),
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
    ...(o.refused ? { refused: o.refused } : {}),
  };
}

function countText(f: { num: bigint; den: bigint }): string {
  return f.den === 1n
    ? groupDigits(f.num)
    : `${groupDigits(f.num / f.den)} + ${fractionText(fraction(f.num % f.den, f.den))}`;
}

/** The shoe the odds were counted from, in words. */
function shoeText(o: ExactOdds): string {
  return o.composition
    ? `exact odds of the next coup from a shoe of ${o.cards} card${o.cards === 1 ? '' : 's'} (by rank A..K: ${o.composition.join(',')})`
    : `exact odds from a fresh shoe of ${o.decks} deck${o.decks > 1 ? 's' : ''} (${o.cards} cards)`;
}

/** The odds from a composition as Markdown: the shoe, each outcome, each bet. */
export function oddsMarkdown(o: ExactOdds): string {
  const lines = [
    `${printable(md(o.profile.name))}: ${shoeText(o)}`,
    '',
    '| outcome | card orders | probability |',
    '|---|---:|---:|',
    ...o.outcomes.map(
      (x) =>
        `| ${md(x.id)} | ${countText(x.count)} | ${percent(toNumber({ num: x.count.num, den: x.count.den * o.total }), 4)} |`,
    ),
    '',
    '| bet | settles | house edge | expected net per unit |',
    '|---|---|---:|---:|',
    ...o.bets.map((b) => `| ${md(b.id)} | ${md(b.settles)} | ${percent(b.houseEdge)} | ${fractionText(b.ev)} |`),
  ];
  return lines.join('\n');
}

/**
 * The odds as text for a terminal, within COLUMNS: the head wrapped, and each table's text column
 * (a bet's settlement, what a penalty costs) wrapped or stacked where a row would pass it.
 */
export function oddsText(o: ExactOdds, ms: number): string {
  const p = o.profile;
  const lines = [
    ...wrap(`${printable(p.name)}: ${shoeText(o)}`, COLUMNS, '  '),
    ...wrap(
      `every coup counted as ${o.cardsPerCoup} ordered cards, the unused ones included: ${groupDigits(o.total)} card orders`,
      COLUMNS,
      '  ',
    ),
  ];
  if (o.policy) lines.push(...wrap(`choices decided by ${o.policy}`, COLUMNS, '  '));
  const probability = (count: { num: bigint; den: bigint }) =>
    percent(toNumber({ num: count.num, den: count.den * o.total }), 4);
  lines.push(
    '',
    ...fitTable(
      [
        ['outcome', 'card orders', 'probability'],
        ...o.outcomes.map((x) => [x.id, countText(x.count), probability(x.count)]),
      ],
      ['left', 'right', 'right'],
      0,
    ),
  );
  lines.push(
    '',
    ...fitTable(
      [
        ['bet', 'settles', 'house edge', 'expected net per unit'],
        ...o.bets.map((b) => [b.id, b.settles, percent(b.houseEdge), fractionText(b.ev)]),
      ],
      ['left', 'left', 'right', 'left'],
      1,
    ),
  );
  // A bet too fine to count exactly is said so beside the others (each bet is counted on its own).
  for (const r of o.refused ?? []) lines.push(...wrap(`${r.id}: not counted exactly: ${r.reason}`, COLUMNS, '  '));
  if (o.penalties) {
    // RC-15: how often each side's holder pays a penalty, and what it costs him per unit the other
    // punters stake on his side (their stakes' results are the bets "…, not the holder" above).
    const repays = (x: NonNullable<ExactOdds['penalties']>[number]) =>
      x.repays.map((r) => `${r.bet}: ${percent(toNumber(r.perUnit))} (${fractionText(r.perUnit)})`).join('; ') ||
      'no stake';
    lines.push(
      '',
      ...fitTable(
        [
          ['penalty', 'card orders', 'probability', 'the holder repays per unit another punter stakes'],
          ...o.penalties.map((x) => [x.id, countText(x.count), probability(x.count), repays(x)]),
        ],
        ['left', 'right', 'right', 'left'],
        3,
      ),
    );
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
    remaining: { type: 'string' },
    dealt: { type: 'string' },
  });
  const shoeFlag =
    values.remaining !== undefined
      ? `--remaining ${values.remaining}`
      : values.dealt !== undefined
        ? `--dealt ${values.dealt}`
        : undefined;
  try {
    if (shoeFlag !== undefined) return compositionOdds(positionals, values, shoeFlag, io);
    if (values.markdown) {
      if (values.decks !== undefined || values.policy !== undefined || values.json) {
        throw new UsageError(
          '--markdown prints the house-edge table of each profile as bundled (docs/odds.md): leave out --decks, --policy and --json',
        );
      }
      const profiles = positionals.length > 0 ? positionals.map((id) => loadProfile(id)) : undefined;
      // The table's module reads the published edges (YAML) and the par sheets: loaded for it alone.
      const { houseEdgeTable } = await import('../house/table.js');
      io.out(houseEdgeTable(profiles));
      return 0;
    }
    if (positionals.length !== 1)
      throw new UsageError(
        positionals.length === 0 ? 'odds needs a profile' : `odds takes one profile; ${positionals.length} were given`,
      );
    const decks = parseDecks(values.decks);
    const { profile, policy } = countable(positionals[0]!, values.policy, decks);
    checkDecks(`--decks ${values.decks}`, profile, [decks]);
    const start = performance.now();
    const odds = exactOdds(profile, { decks, policy });
    const ms = performance.now() - start;
    io.out(values.json ? JSON.stringify(oddsJson(odds), null, 2) : oddsText(odds, ms));
    for (const line of favourableWarnings(profile, odds.bets)) io.err(line);
    return 0;
  } catch (e) {
    if (oddsRefusal(e)) {
      io.err(e.message);
      return 1;
    }
    throw e;
  }
}

/**
 * `odds <profile> --remaining <counts>` or `--dealt <cards> [--decks N]`: the exact odds of the next
 * coup from the shoe they leave. What is wrong with the shoe is said at its flag (exit 1).
 */
function compositionOdds(
  positionals: readonly string[],
  values: { decks?: string; policy?: string; json: boolean; markdown: boolean; remaining?: string; dealt?: string },
  shoeFlag: string,
  io: Io,
): number {
  const at = (message: string) => new UsageError(`${excerpt(shoeFlag)}: ${message}`, 1);
  if (values.remaining !== undefined && values.dealt !== undefined)
    throw new UsageError('--remaining gives the whole shoe and --dealt what left a fresh one: give one of them');
  if (values.remaining !== undefined && values.decks !== undefined)
    throw new UsageError('--remaining gives the whole shoe, its decks included: leave out --decks');
  if (values.json && values.markdown) throw new UsageError('--json and --markdown are two forms: give one of them');
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0 ? 'odds needs a profile' : `odds takes one profile; ${positionals.length} were given`,
    );
  const decks = parseDecks(values.decks);
  const profile = loadProfile(positionals[0]!);
  const notEnumerable = notEnumerableReason(profile);
  if (notEnumerable) throw new NotEnumerable(notEnumerable);
  checkDecks(`--decks ${values.decks}`, profile, [decks]);
  let comp: Composition;
  try {
    if (values.remaining !== undefined)
      comp = compositionOf(profile, { remaining: shoeCounts(profile, values.remaining) });
    else comp = compositionOf(profile, { dealt: parseCards(values.dealt!), decks });
  } catch (e) {
    if (e instanceof CompositionError || e instanceof CardError) throw at(e.message);
    throw e;
  }
  const compiled = compileProfile(profile, decks);
  try {
    requireShoe(compiled, comp);
  } catch (e) {
    if (e instanceof CompositionError) throw at(e.message);
    throw e;
  }
  const { policy } = countable(positionals[0]!, values.policy, decks);
  const start = performance.now();
  let odds: ExactOdds;
  try {
    odds = exactOdds(profile, { decks, policy, composition: comp });
  } catch (e) {
    // The profile is countable (above): what the walk refuses now is this shoe (too short, too large).
    if (e instanceof NotEnumerable) throw at(e.message);
    throw e;
  }
  const ms = performance.now() - start;
  io.out(
    values.json ? JSON.stringify(oddsJson(odds), null, 2) : values.markdown ? oddsMarkdown(odds) : oddsText(odds, ms),
  );
  return 0;
}

/**
 * --remaining's counts, each at most what the profile's shoe holds of a rank (4 a deck): what is left
 * of a shoe never holds more, and counting 33 aces as if 8 decks could hold them would answer for a
 * shoe that cannot be.
 */
function shoeCounts(profile: Profile, text: string): number[] {
  const counts = parseCounts(text);
  const decks = profile.shoe.decks;
  const over = counts.findIndex((n) => n > 4 * decks);
  if (over >= 0)
    throw new CompositionError(
      `rank ${RANKS[over]} has ${counts[over]} cards: a shoe of ${decks} deck${decks === 1 ? '' : 's'} (the profile's) holds ${4 * decks} of a rank`,
    );
  return counts;
}

/** --remaining's text: 13 whole numbers, comma-separated (spaces allowed). */
function parseCounts(text: string): number[] {
  const parts = text.split(/[\s,]+/u).filter((t) => t.length > 0);
  return parts.map((t) => {
    if (!/^[0-9]+$/.test(t) || !Number.isSafeInteger(Number(t)))
      throw new CompositionError(
        `"${excerpt(t)}" is not a count: give 13 whole numbers, 0 or more, one per rank A 2 3 4 5 6 7 8 9 T J Q K`,
      );
    return Number(t);
  });
}
