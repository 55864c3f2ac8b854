/**
 * `baccarat solve <profile> [--decks N|infinite] [--sees totals|cards|banker-cards] [--commission P]
 * [--json] [--out <policy.yaml>]`: the equilibrium of a two-hand profile's choices (src/solve/).
 */
import { renameSync, writeFileSync } from 'node:fs';
import { dirname, basename, join, resolve } from 'node:path';
import { resolveProfile } from '../loader/bundled.js';
import { type Fraction, decimalFraction, fraction } from '../core/fraction.js';
import { NotSolvable, solutionJson, solutionText, solveProfile, TooLarge } from '../solve/solve.js';
import type { Decks, Sees } from '../solve/game.js';
import { UnsupportedProfile } from '../core/compile.js';
import { parseCommandArgs } from './args.js';
import { parseDecks } from './odds.js';
import { cwdOf, excerpt, type Io, UsageError } from './io.js';
import { MOST_DECKS } from './usage.js';

const SEES: readonly Sees[] = ['totals', 'cards', 'banker-cards'];

function parseSolveDecks(text: string | undefined): Decks | undefined {
  if (text === 'infinite') return 'infinite';
  if (text !== undefined && /^[0-9]+$/.test(text) && Number(text) > MOST_DECKS) {
    // The deal's weights are counted in doubles, as the exact odds count them (src/solve/game.ts).
    throw new UsageError(`--decks ${excerpt(text)}: solve counts at most ${MOST_DECKS} decks exactly; --decks infinite is the limit of a large shoe (cards drawn with replacement)`);
  }
  return parseDecks(text);
}

function parseCommission(text: string | undefined): Fraction | undefined {
  if (text === undefined) return undefined;
  if (!/^[0-9]{1,3}(\.[0-9]{1,2})?$/.test(text) || Number(text) > 100) {
    throw new UsageError(`--commission ${excerpt(text)}: give the house's percentage of the banker's winnings, from 0 to 100 with at most two decimals (5, 2.5)`);
  }
  const p = decimalFraction(Number(text));
  return fraction(p.num, p.den * 100n);
}

export async function solveCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    decks: { type: 'string' },
    sees: { type: 'string' },
    commission: { type: 'string' },
    json: { type: 'boolean', default: false },
    out: { type: 'string' },
  });
  if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'solve needs a profile' : `solve takes one profile; ${positionals.length} were given`);
  const decks = parseSolveDecks(values.decks);
  if (values.sees !== undefined && !SEES.includes(values.sees as Sees)) {
    throw new UsageError(`--sees ${excerpt(values.sees)}: give totals, cards or banker-cards`);
  }
  const sees = values.sees as Sees | undefined;
  const commission = parseCommission(values.commission);
  if (values.out === '') throw new UsageError('--out needs a file name');
  const profile = resolveProfile(positionals[0]!);
  try {
    const start = performance.now();
    const solution = solveProfile(profile, { decks, sees, commission });
    const ms = performance.now() - start;
    if (values.out !== undefined) {
      if ('refused' in solution.policy) {
        io.err(`${values.out}: not written: ${solution.policy.refused}`);
        return 1;
      }
      // Written whole or not at all: a sibling temporary file, renamed over the target.
      const target = resolve(cwdOf(io), values.out);
      const temporary = join(dirname(target), `.${basename(target)}.${process.pid}.tmp`);
      try {
        writeFileSync(temporary, solution.policy.text);
        renameSync(temporary, target);
      } catch (e) {
        io.err(`${values.out}: cannot write the policy: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
        return 1;
      }
    }
    io.out(values.json ? JSON.stringify(solutionJson(solution), null, 2) : solutionText(solution, ms));
    return 0;
  } catch (e) {
    if (e instanceof NotSolvable || e instanceof TooLarge || e instanceof UnsupportedProfile) {
      io.err(e.message);
      return 1;
    }
    throw e;
  }
}
