/**
 * `baccarat replay <game.json> [--json] [--check] [--profile <id|file>]`: a game record played
 * again through the profile's chart (src/replay/replay.ts). It prints the trace (every move, each
 * coup's result, the standings) or, with --json, every coup's result and the final standings as the
 * rules give them; --check fails, naming the first move whose result differs from the record's.
 * A record that fails its schema, names an unknown profile, was made from a profile with another
 * hash, or holds an illegal move is refused (exit 1) and nothing is printed on stdout.
 */

import { loadProfile, ProfileNotFound } from '../loader/bundled.js';
import { checkProfile, checkResults, RecordError, readRecord, replayRecord } from '../replay/replay.js';
import { wrapText } from '../text/width.js';
import { parseCommandArgs } from './args.js';
import { type Io, printable, UsageError } from './io.js';
import { traceText } from './record-text.js';

export async function replayCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    json: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    profile: { type: 'string' },
  });
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0
        ? 'replay needs a record (a JSON file written by baccarat session --record)'
        : `replay takes one record; ${positionals.length} were given`,
    );
  const file = positionals[0]!;
  try {
    const record = readRecord(file);
    let profile: ReturnType<typeof loadProfile>;
    try {
      profile = loadProfile(values.profile ?? record.profile.id);
    } catch (e) {
      if (e instanceof ProfileNotFound && values.profile === undefined) {
        throw new RecordError(
          `${file}: the record names the profile "${record.profile.id}", which is not a bundled profile: replay it against its file with --profile <file>`,
        );
      }
      throw e;
    }
    const { note } = checkProfile(record, profile, values.profile !== undefined);
    if (note) io.err(note);
    const replayed = replayRecord(record, profile).record!;
    if (values.check) {
      const differs = checkResults(record, replayed);
      if (differs) throw new RecordError(`${file}: ${differs}`);
    }
    if (values.json) {
      io.out(
        JSON.stringify(
          { profile: replayed.profile, coups: replayed.coups, ...(replayed.end ? { end: replayed.end } : {}) },
          null,
          2,
        ),
      );
    } else {
      io.out(traceText(profile, replayed));
      if (values.check)
        io.out(
          wrapText(
            `check: ${replayed.coups.length === 1 ? 'the result of the 1 coup' : `the results of the ${replayed.coups.length} coups`}${replayed.end ? ' and the standings' : ''} of ${file} ${replayed.coups.length === 1 && !replayed.end ? 'is' : 'are'} the rules' own`,
          ),
        );
    }
    return 0;
  } catch (e) {
    if (e instanceof RecordError) {
      // A record's text is quoted in the message: shown, not obeyed, and each problem on its own line.
      io.err(printable(e.message.startsWith(file) ? e.message : `${file}: ${e.message}`, { lines: true }));
      return 1;
    }
    throw e;
  }
}
