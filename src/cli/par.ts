/**
 * `baccarat par <profile> [--bet <id>] [--decks N] [--by-decks N,…] [--policy <file>] [--json |
 * --markdown | --html] [--out <file>]`: the par sheet of each bet (src/house/par.ts), exact, at the
 * profile's shoe or --decks N, as text, JSON, Markdown or a self-contained HTML page; printed, or
 * written whole to --out (src/files/safe-write.ts).
 */

import { checkTarget, writeWhole } from '../files/safe-write.js';
import { type ParSheet, parSheet } from '../house/par.js';
import { parHtml, parJson, parMarkdown, parText } from '../house/par-text.js';
import { parseCommandArgs } from './args.js';
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

export async function parCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    bet: { type: 'string' },
    decks: { type: 'string' },
    'by-decks': { type: 'string' },
    policy: { type: 'string' },
    json: { type: 'boolean', default: false },
    markdown: { type: 'boolean', default: false },
    html: { type: 'boolean', default: false },
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
    try {
      sheet = parSheet(profile, { bet: values.bet, decks, byDecks, policy, progress: progress.step });
    } finally {
      progress.end();
    }
    const text = values.json
      ? JSON.stringify(parJson(sheet), null, 2)
      : values.markdown
        ? parMarkdown(sheet)
        : values.html
          ? parHtml(sheet)
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
