/**
 * `baccarat solve <profile> [--decks N|infinite] [--sees totals|cards|banker-cards] [--commission P]
 * [--json] [--out <policy.yaml>]`: the equilibrium of a two-hand profile's choices (src/solve/).
 *
 * `baccarat solve <three-hand profile> [--policy <file>] [--responder banker|sides] [--stakes
 * side=N,…] [--bet <id>] [--decks N] [--json] [--out <policy.yaml>]`: a best response in a banker
 * against two tableaux (Baccarat Banque), to the policy the others play (src/solve/best-response.ts;
 * the equilibrium of that three-person game is not computed: docs/solving.md).
 */

import { compileProfile, UnsupportedProfile } from '../core/compile.js';
import { decimalFraction, type Fraction, fraction } from '../core/fraction.js';
import { bundledPolicyFile, loadPolicyFile, PolicyError, PolicyMissing } from '../core/policy.js';
import { checkTarget, type Input, WriteRefused, writeWhole } from '../files/safe-write.js';
import { loadProfile } from '../loader/bundled.js';
import { NotEnumerable } from '../odds/exact.js';
import type { Profile } from '../profile/types.js';
import {
  bestResponseJson,
  bestResponseOfBanker,
  bestResponseOfSides,
  bestResponseText,
  NoBestResponse,
} from '../solve/best-response.js';
import type { Decks, Sees } from '../solve/game.js';
import { NotSolvable, solutionJson, solutionText, solveProfile, TooLarge } from '../solve/solve.js';
import { wrapText } from '../text/width.js';
import { parseCommandArgs } from './args.js';
import { MOST_DECKS } from './decks.js';
import { inputsOf } from './inputs.js';
import { cwdOf, excerpt, type Io, UsageError } from './io.js';
import { parseDecks } from './odds.js';

const SEES: readonly Sees[] = ['totals', 'cards', 'banker-cards'];

function parseSolveDecks(text: string | undefined): Decks | undefined {
  if (text === 'infinite') return 'infinite';
  if (text !== undefined && /^[0-9]+$/.test(text) && Number(text) > MOST_DECKS) {
    // The deal's weights are counted in doubles, as the exact odds count them (src/solve/game.ts).
    throw new UsageError(
      `--decks ${excerpt(text)}: solve counts at most ${MOST_DECKS} decks exactly; --decks infinite is the limit of a large shoe (cards drawn with replacement)`,
    );
  }
  return parseDecks(text);
}

function parseCommission(text: string | undefined): Fraction | undefined {
  if (text === undefined) return undefined;
  if (!/^[0-9]{1,3}(\.[0-9]{1,2})?$/.test(text) || Number(text) > 100) {
    throw new UsageError(
      `--commission ${excerpt(text)}: give the house's percentage of the banker's winnings, from 0 to 100 with at most two decimals (5, 2.5)`,
    );
  }
  const p = decimalFraction(Number(text));
  return fraction(p.num, p.den * 100n);
}

/** Writes a policy file whole or not at all (src/files/safe-write.ts); never over the profile or the policy read. */
function writePolicy(io: Io, out: string, text: string, inputs: readonly Input[]): boolean {
  try {
    writeWhole(out, text, { shown: `--out ${out}`, inputs, cwd: cwdOf(io) });
    return true;
  } catch (e) {
    if (!(e instanceof WriteRefused)) throw e;
    io.err(e.message);
    return false;
  }
}

const MOST_CHIPS = Number.MAX_SAFE_INTEGER;

/** `--stakes right=5,left=3`: the chips on each side, by side id. */
function parseStakes(text: string | undefined): Record<string, number> | undefined {
  if (text === undefined) return undefined;
  const stakes: Record<string, number> = {};
  for (const part of text.split(',')) {
    const m = /^([^=\s]+)=([0-9]{1,16})$/.exec(part.trim());
    if (!m || Number(m[2]) > MOST_CHIPS) {
      throw new UsageError(
        `--stakes ${excerpt(text)}: give each side's chips as <side>=<whole number>, separated by commas (right=5,left=3), each from 0 to ${MOST_CHIPS}`,
      );
    }
    if (Object.hasOwn(stakes, m[1]!))
      throw new UsageError(`--stakes ${excerpt(text)}: ${excerpt(m[1]!)} is staked twice; give each side once`);
    stakes[m[1]!] = Number(m[2]);
  }
  if (Object.values(stakes).every((n) => n === 0))
    throw new UsageError(
      `--stakes ${excerpt(text)}: nothing is staked; the banker answers stakes of at least one chip`,
    );
  return stakes;
}

const RESPONDERS = ['banker', 'sides'] as const;

/** A three-hand profile: the best response of the banker or of the sides to the policy the others play. */
function bestResponseCommand(
  profile: Profile,
  profileArg: string,
  values: {
    decks?: number | 'infinite';
    policy?: string;
    responder?: string;
    stakes?: string;
    bet?: string;
    json: boolean;
    out?: string;
  },
  io: Io,
  inputs: readonly Input[],
): number {
  if (values.decks === 'infinite') {
    throw new UsageError(
      `--decks infinite: ${profile.name}'s best responses are counted from a finite shoe, cards drawn without replacement; give a number of decks`,
    );
  }
  if (values.responder !== undefined && !(RESPONDERS as readonly string[]).includes(values.responder)) {
    throw new UsageError(`--responder ${excerpt(values.responder)}: give banker or sides`);
  }
  const responder = (values.responder ?? 'banker') as (typeof RESPONDERS)[number];
  if (values.stakes !== undefined && responder === 'sides')
    throw new UsageError(
      "--stakes weighs the sides for the banker's response; each side answers per unit of its own bet: leave it out with --responder sides",
    );
  const stakes = parseStakes(values.stakes);
  const decks = values.decks;
  try {
    const compiled = compileProfile(profile, decks);
    // The others' decisions: the policy given, else the profile's plain policy, said so.
    const file = values.policy ?? bundledPolicyFile(profileArg, compiled);
    if (file === undefined) {
      io.err(
        `${profile.name}: a best response answers the others' policy: give --policy <file> saying how each choice is decided (schemas/policy.schema.json)`,
      );
      return 1;
    }
    const policy = loadPolicyFile(file, compiled);
    const given = values.policy === undefined ? `${file} (the profile's plain policy; --policy names another)` : file;
    const start = performance.now();
    const opts = {
      decks,
      policy,
      ...(stakes ? { stakes } : {}),
      ...(values.bet !== undefined ? { bet: values.bet } : {}),
    };
    const r = responder === 'banker' ? bestResponseOfBanker(profile, opts) : bestResponseOfSides(profile, opts);
    const ms = performance.now() - start;
    if (values.out !== undefined && !writePolicy(io, values.out, r.policyYaml, [...inputs, file])) return 1;
    if (values.json)
      io.out(
        JSON.stringify(
          { ...bestResponseJson(r), given: { policy: file, bundled: values.policy === undefined } },
          null,
          2,
        ),
      );
    // Within a terminal's 100 columns: the model's long lines wrap, indented (src/text/width.ts).
    else {
      // The policy it prints is the file --out writes, byte for byte: only the text above it wraps.
      const text = bestResponseText(r);
      const yaml = text.lastIndexOf(r.policyYaml.trimEnd());
      io.out(
        `${wrapText(`the others play: ${given}\n${text.slice(0, yaml)}`)}${text.slice(yaml)}\n\ncomputed in ${ms.toFixed(0)} ms`,
      );
    }
    return 0;
  } catch (e) {
    if (
      e instanceof NoBestResponse ||
      e instanceof NotEnumerable ||
      e instanceof UnsupportedProfile ||
      e instanceof PolicyError ||
      e instanceof PolicyMissing
    ) {
      io.err(e.message);
      return 1;
    }
    throw e;
  }
}

export async function solveCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    decks: { type: 'string' },
    sees: { type: 'string' },
    commission: { type: 'string' },
    policy: { type: 'string' },
    responder: { type: 'string' },
    stakes: { type: 'string' },
    bet: { type: 'string' },
    json: { type: 'boolean', default: false },
    out: { type: 'string' },
  });
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0 ? 'solve needs a profile' : `solve takes one profile; ${positionals.length} were given`,
    );
  const decks = parseSolveDecks(values.decks);
  if (values.sees !== undefined && !SEES.includes(values.sees as Sees)) {
    throw new UsageError(`--sees ${excerpt(values.sees)}: give totals, cards or banker-cards`);
  }
  const sees = values.sees as Sees | undefined;
  const commission = parseCommission(values.commission);
  const profile = loadProfile(positionals[0]!);
  // The policy file is checked before anything is computed, and is never one of the files read.
  const inputs = values.out === undefined ? [] : inputsOf(positionals[0]!, cwdOf(io), values.policy);
  if (values.out !== undefined) checkTarget(values.out, { shown: `--out ${values.out}`, inputs, cwd: cwdOf(io) });
  if (profile.hands.length > 2) {
    // A banker against two tableaux: best responses, not an equilibrium (docs/solving.md).
    for (const k of ['sees', 'commission'] as const) {
      if (values[k] !== undefined)
        throw new UsageError(
          `--${k}: ${profile.name} has ${profile.hands.length} hands: solve gives a best response there (--policy, --responder, --stakes, --bet); --${k} is for the equilibrium of a two-hand profile`,
        );
    }
    return bestResponseCommand(profile, positionals[0]!, { ...values, decks }, io, inputs);
  }
  for (const k of ['policy', 'responder', 'stakes', 'bet'] as const) {
    if (values[k] !== undefined)
      throw new UsageError(
        `--${k}: ${profile.name} has two hands: solve finds the equilibrium of its choices; --${k} is for a best response in a banker against two tableaux (baccarat-banque)`,
      );
  }
  try {
    const start = performance.now();
    const solution = solveProfile(profile, { decks, sees, commission });
    const ms = performance.now() - start;
    if (values.out !== undefined) {
      if ('refused' in solution.policy) {
        io.err(`${values.out}: not written: ${solution.policy.refused}`);
        return 1;
      }
      if (!writePolicy(io, values.out, solution.policy.text, inputs)) return 1;
    }
    io.out(values.json ? JSON.stringify(solutionJson(solution), null, 2) : wrapText(solutionText(solution, ms)));
    return 0;
  } catch (e) {
    if (e instanceof NotSolvable || e instanceof TooLarge || e instanceof UnsupportedProfile) {
      io.err(e.message);
      return 1;
    }
    throw e;
  }
}
