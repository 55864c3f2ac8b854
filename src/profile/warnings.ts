/**
 * What a profile may say and still be valid, but almost never means: a warning, printed by
 * `validate` beside "valid" (the exit status stays 0), never a reason to refuse the profile.
 * docs/profile-language.md says what each one means.
 */
import { pointerOf } from './errors.js';
import { bundledFile } from './paths.js';
import type { Profile } from './types.js';

/** A warning before it is located: the value it is about, and what it says. */
export interface Warning {
  readonly pointer: string;
  /** True when the warning is about a key (located at the key, not its value). */
  readonly atKey: boolean;
  readonly message: string;
}

/**
 * The warnings of a loaded profile read from `path` (absolute; undefined for a text of no file):
 * - a bet of `bets` that no participant can make: under predictions, a participant stakes on one of
 *   `session.betting.on` and on the side bets `session.betting.sideBets` lists; a bet named by
 *   neither is settled by no stake (a side bet added to `bets` and forgotten in `sideBets`). The
 *   reverse, `sideBets` naming a bet that `bets` does not hold, is a problem, refused.
 * - an `id` that is a bundled profile's, in a file that is not that profile: a command given the
 *   id, an `extends` of it and a record of it all mean the bundled one.
 */
export function profileWarnings(profile: Profile, path: string | undefined): Warning[] {
  const warnings: Warning[] = [];
  const { betting } = profile.session;
  if (betting.scheme === 'predictions') {
    profile.bets.forEach((bet, i) => {
      if (betting.on.includes(bet.id) || betting.sideBets.includes(bet.id)) return;
      warnings.push({
        pointer: pointerOf(['bets', i, 'id']),
        atKey: false,
        message: `the bet "${bet.id}" can never be made: neither session.betting.on nor session.betting.sideBets names it (a side bet is offered where sideBets lists it)`,
      });
    });
  }
  const bundled = bundledFile(profile.id);
  if (path !== undefined && bundled !== undefined && bundled !== path) {
    warnings.push({
      pointer: '/id',
      atKey: false,
      message: `"${profile.id}" is the id of a bundled profile: a command, an extends or a record naming it means the bundled one; give this profile an id of its own`,
    });
  }
  return warnings;
}
