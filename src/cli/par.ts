/**
 * `baccarat par <profile> [--bet <id>] [--decks N] [--by-decks N,…] [--policy <file>] [--json |
 * --markdown | --html] [--shoes N] [--count-shoes N] [--seed S] [--date YYYY-MM-DD] [--out <file>]`:
 * the par sheet of each bet (src/house/par.ts), exact, at the profile's shoe or --decks N, as text,
 * JSON, Markdown or a self-contained HTML page; printed, or written whole to --out
 * (src/files/safe-write.ts). The JSON and the page are the math report (src/house/par-report.ts):
 * the sheet with each bet's cut-card edge, its countability verdict and the provenance.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkTarget, writeWhole } from '../files/safe-write.js';
import { type ParSheet, parSheet } from '../house/par.js';
import { type ParReport, parReport } from '../house/par-report.js';
import { parHtml, parJson, parMarkdown, parText } from '../house/par-text.js';
import { ROOT } from '../loader/bundled.js';
import { parseCommandArgs, wholeNumber } from './args.js';
import { inputsOf } from './inputs.js';
import { cwdOf, excerpt, type Io, UsageError } from './io.js';
import { checkDecks, countableProfile, favourableWarnings, oddsRefusal, parseDecks } from './odds.js';
import { progressLine } from './progress.js';

/** "1,2,4,6,8": each a whole number of decks exact odds can count, none twice, none left empty. */
export function parseDeckList(text: string | undefined, option = '--by-decks'): readonly number[] | undefined {
  if (text === undefined) return undefined;
  const parts = text.split(',').map((x) => x.trim());
  // An empty item ("1,,2", "8,") would be quoted as an empty number ("--by-decks : give …"): say which it is.
  const empty = parts.indexOf('');
  if (empty >= 0)
    throw new UsageError(
      text.trim() === ''
        ? `${option} "": give whole numbers of decks, comma-separated ("1,2,8")`
        : `${option} ${excerpt(text)}: item ${empty + 1} of the list is empty: give whole numbers of decks, comma-separated ("1,2,8")`,
    );
  const decks = parts.map((x) => parseDecks(x, option)!);
  const twice = decks.find((d, i) => decks.indexOf(d) !== i);
  if (twice !== undefined) throw new UsageError(`${option} ${excerpt(text)}: ${twice} is given twice`);
  return decks;
}

/** --decks: the one shoe the sheet is counted at; a list is the edge-by-decks line's, said so. */
function parseSheetDecks(text: string | undefined): number | undefined {
  if (text?.includes(','))
    throw new UsageError(
      `--decks ${excerpt(text)}: a par sheet is counted at one shoe: give one whole number of decks; the shoe sizes of its edge-by-decks line are --by-decks ${excerpt(text)}`,
    );
  return parseDecks(text);
}

/** The bet asked for, as a staking's id or its bet's; refused with the profile's bets where none is. */
export function checkBet(option: string, bet: string | undefined, ids: readonly string[]): void {
  if (bet === undefined || ids.includes(bet)) return;
  throw new UsageError(`${option} ${excerpt(bet)}: no such bet; the bets are ${ids.join(', ')}`);
}

/**
 * The report's date: --date YYYY-MM-DD, else SOURCE_DATE_EPOCH's day (reproducible builds' variable,
 * seconds since 1970), else today's, in UTC.
 */
export function reportDate(given: string | undefined, env: Io['env']): string {
  if (given !== undefined) {
    const d = new Date(`${given}T00:00:00Z`);
    if (
      !/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(given) ||
      Number.isNaN(d.getTime()) ||
      d.toISOString().slice(0, 10) !== given
    )
      throw new UsageError(`--date ${excerpt(given)}: give a day as YYYY-MM-DD, such as 2025-01-31`);
    return given;
  }
  const epoch = (env ?? process.env).SOURCE_DATE_EPOCH;
  if (epoch !== undefined && epoch !== '') {
    if (!/^[0-9]{1,12}$/.test(epoch))
      throw new UsageError(`SOURCE_DATE_EPOCH ${excerpt(epoch)}: give whole seconds since 1970-01-01`);
    return new Date(Number(epoch) * 1000).toISOString().slice(0, 10);
  }
  return new Date().toISOString().slice(0, 10);
}

export async function parCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    bet: { type: 'string' },
    decks: { type: 'string' },
    'by-decks': { type: 'string' },
    policy: { type: 'string' },
    json: { type: 'boolean', default: false },
    markdown: { type: 'boolean', default: false },
    html: { type: 'boolean', default: false },
    shoes: { type: 'string' },
    'count-shoes': { type: 'string' },
    seed: { type: 'string' },
    date: { type: 'string' },
    out: { type: 'string' },
  });
  const forms = (['json', 'markdown', 'html'] as const).filter((f) => values[f]);
  if (forms.length > 1) throw new UsageError(`--${forms[0]} and --${forms[1]}: give one form`);
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0 ? 'par needs a profile' : `par takes one profile; ${positionals.length} were given`,
    );
  const decks = parseSheetDecks(values.decks);
  const byDecks = parseDeckList(values['by-decks']);
  // The report's simulations and date: read whatever the form, refused before the counting.
  const shoes = values.shoes === undefined ? undefined : wholeNumber('--shoes', values.shoes, 0, 100_000_000, 'shoes');
  const countShoes =
    values['count-shoes'] === undefined
      ? undefined
      : wholeNumber('--count-shoes', values['count-shoes'], 0, 100_000_000, 'shoes');
  const seed = values.seed === undefined ? undefined : wholeNumber('--seed', values.seed, 0, 0xffffffff);
  const date = reportDate(values.date, io.env);
  // Never written over the profile or the policy read; refused before the counting, not after it.
  const cwd = cwdOf(io);
  const inputs = values.out === undefined ? [] : inputsOf(positionals[0]!, cwd, values.policy);
  if (values.out !== undefined) checkTarget(values.out, { shown: `--out ${values.out}`, inputs, cwd });
  try {
    const { profile, policy } = countableProfile(positionals[0]!, values.policy, decks);
    checkBet(
      '--bet',
      values.bet,
      profile.bets.map((b) => b.id),
    );
    // Each shoe asked for, against the profile's own limit, before the first is counted.
    checkDecks(`--decks ${values.decks}`, profile, [decks]);
    checkDecks(`--by-decks ${values['by-decks']}`, profile, byDecks ?? []);
    // On a terminal, a sheet that takes over a second says how far its counts are (club baccarat's: 15 s).
    const progress = progressLine(io.stderr, { label: 'par' });
    let sheet: ParSheet;
    let report: ParReport | undefined;
    try {
      sheet = parSheet(profile, { bet: values.bet, decks, byDecks, policy, progress: progress.step });
      // The JSON and the page are the report: the sheet with its simulations and provenance.
      if (values.json || values.html) {
        const given = { profile: positionals[0]!, policy: values.policy, decks, byDecks };
        const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
        const o = { version, date, given, shoes, countShoes, seed, policy, progress: progress.step };
        report = parReport(profile, sheet, o);
      }
    } finally {
      progress.end();
    }
    const text = values.json
      ? JSON.stringify(parJson(sheet, report), null, 2)
      : values.markdown
        ? parMarkdown(sheet)
        : values.html
          ? parHtml(sheet, report)
          : parText(sheet);
    if (values.out === undefined) io.out(text.replace(/\n$/, ''));
    else
      writeWhole(values.out, text.endsWith('\n') ? text : `${text}\n`, { shown: `--out ${values.out}`, inputs, cwd });
    for (const line of favourableWarnings(profile, sheet.bets)) io.err(line);
    return 0;
  } catch (e) {
    if (oddsRefusal(e)) {
      io.err(e.message);
      return 1;
    }
    throw e;
  }
}
