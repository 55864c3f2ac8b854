/**
 * `baccarat explore <profile> [--participants N] [--coups K] [--max-states S] [--json]`: every state
 * a small table of the profile can reach, walked breadth first through the table users play, its
 * invariants checked in each (src/explore/, docs/explore.md); a violation printed as the shortest
 * Gherkin scenario that reaches it. Exit 0 when nothing is violated, 1 when something is.
 */
import { coveredCells, featureFolderOf } from '../explore/coverage.js';
import { violationScenario } from '../explore/gherkin.js';
import { INVARIANTS } from '../explore/invariants.js';
import { EXPLORE_NAMES, type Exploration, explore } from '../explore/walk.js';
import { bundledIds, loadProfile } from '../loader/bundled.js';
import { SessionError } from '../machines/game.js';
import { printable } from '../text/printable.js';
import { COLUMNS, wrap } from '../text/width.js';
import { parseCommandArgs, wholeNumber } from './args.js';
import { counted, type Io, UsageError } from './io.js';

export const EXPLORE_DEFAULTS = { participants: 3, coups: 1, maxStates: 20_000 } as const;
const MOST_STATES = 10_000_000;

/** The cells the walk matched, and each it did not: why, and the scenario that covers it. */
function cellsText(x: Exploration): string[] {
  const unreached = x.cells.filter((c) => c.unreached);
  const matched = `cells matched: ${x.cells.length - unreached.length} of ${x.cells.length}`;
  if (unreached.length === 0) return [`${matched}: every cell of the procedure`];
  return [
    `${matched}; not reached:`,
    ...unreached.flatMap((c) => {
      const covered = c.covered ? `; covered by ${c.covered}` : '';
      return wrap(
        printable(`  ${c.id} (${c.move} at "${c.phase}", ${c.rule}): ${c.unreached}${covered}`),
        COLUMNS,
        '    ',
      );
    }),
  ];
}

/** The report as text: the counts, the bound, the time, then each violation and its scenario. */
export function explorationText(x: Exploration, scenarios: readonly string[]): string {
  const lines = [
    `${x.profile}: ${counted(x.participants.length, 'participant')} (${x.participants.join(', ')}), ${counted(x.coups, 'coup')}, ${counted(x.walks.length, 'shoe')}`,
    ...x.walks.map(
      (w) =>
        `  shoe ${w.shoe.name}: ${counted(w.states, 'state')}, ${counted(w.moves, 'move')}, ${w.refused} refused, ${counted(w.terminals, 'terminal state')}, ${counted(w.replayed, 'record')} replayed, ${counted(Object.keys(w.cells).length, 'cell')} matched`,
    ),
    `explored ${counted(x.states, 'state')} and ${counted(x.moves, 'move')} (${x.refused} refused moves tried) in ${(x.ms / 1000).toFixed(1)} s`,
    x.bounded
      ? '--max-states stopped the walk: some reachable states were not walked'
      : 'every reachable state within the coups was walked',
    `seen: ${x.seen.join(', ') || 'nothing'}`,
    ...cellsText(x),
  ];
  if (x.violations.length === 0) lines.push('no invariant is violated');
  x.violations.forEach((v, i) => {
    lines.push('', `violated: ${INVARIANTS[v.invariant]}: ${v.message}`, '', scenarios[i]!.trimEnd());
  });
  return lines.join('\n');
}

export async function exploreCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    participants: { type: 'string' },
    coups: { type: 'string' },
    'max-states': { type: 'string' },
    json: { type: 'boolean', default: false },
  });
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0
        ? 'explore needs a profile'
        : `explore takes one profile; ${positionals.length} were given`,
    );
  const n = (option: string, text: string | undefined, min: number, max: number, fallback: number) =>
    text === undefined ? fallback : wholeNumber(`--${option}`, text, min, max);
  const options = {
    participants: n('participants', values.participants, 2, EXPLORE_NAMES.length, EXPLORE_DEFAULTS.participants),
    coups: n('coups', values.coups, 1, 3, EXPLORE_DEFAULTS.coups),
    maxStates: n('max-states', values['max-states'], 1, MOST_STATES, EXPLORE_DEFAULTS.maxStates),
  };
  const profile = loadProfile(positionals[0]!);
  let x: Exploration;
  try {
    x = explore(profile, options);
  } catch (e) {
    // A seating the profile does not take: the command line asked for it.
    if (e instanceof SessionError) throw new UsageError(`--participants ${options.participants}: ${e.message}`);
    throw e;
  }
  // A bundled profile's own scenarios (specs/features/<id>/) say which cells the suite covers.
  const own = bundledIds().includes(positionals[0]!);
  if (own) x = { ...x, cells: coveredCells(x.cells, profile, featureFolderOf(profile.id)) };
  const scenarios = x.violations.map((v) => violationScenario(v, profile, positionals[0]!, x.participants));
  if (values.json) {
    const violations = x.violations.map((v, i) => ({ ...v, shoe: v.shoe.name, scenario: scenarios[i] }));
    io.out(JSON.stringify({ ...x, walks: x.walks.map((w) => ({ ...w, shoe: w.shoe.name })), violations }, null, 2));
  } else io.out(explorationText(x, scenarios));
  return x.violations.length === 0 ? 0 : 1;
}
