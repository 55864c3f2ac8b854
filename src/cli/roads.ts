/**
 * `baccarat roads <record.json> [--profile <id|file>] | --results "<results>" | --profile <id>
 * [--seed N] [--coups N] [--text | --json | --svg] [--out <file>]`: the roads of a shoe (src/roads/,
 * specs/rules/roads.yaml): the Bead Plate, the Big Road, Big Eye Boy, Small Road and Cockroach Pig,
 * and the predictions.
 *
 * The results come from a game record (its coups replayed through the profile's chart and held to the
 * record's, as `replay --check` holds them: an edited coup is refused, not drawn; `--profile <file>`
 * names the profile of a record made from a file of one's own), from a results string ("BPpTb…": B,
 * P or T a coup, each followed by its pair marks, b and p; `--results -` reads it from standard input,
 * line by line as it arrives), or from a shoe played here under the profile's plain policy, nobody
 * staking, as `session --auto plain` plays it. A profile without one two-hand result a coup is
 * refused with the reason (ROAD-12). Text by default; `--out` writes the output to a file
 * (src/files/safe-write.ts), never over an input.
 */
import { statSync } from 'node:fs';
import { checkTarget, type Input, writeWhole } from '../files/safe-write.js';
import { loadProfile, ProfileNotFound } from '../loader/bundled.js';
import { isHashOf } from '../profile/hash.js';
import type { Profile } from '../profile/types.js';
import { checkProfile, checkResults, RecordError, readRecord, replayRecord } from '../replay/replay.js';
import { coupMarkOf, MOST_RESULTS, parseResults, ResultsError, roadsRefusal } from '../roads/results.js';
import { type CoupMark, roadsOf } from '../roads/roads.js';
import { roadsSvg } from '../roads/svg.js';
import { roadsText } from '../roads/text.js';
import { parseCommandArgs, wholeNumber } from './args.js';
import { inputsOf } from './inputs.js';
import { cwdOf, excerpt, type Io, inputLines, ioReason, MOST_LINE, UsageError } from './io.js';

/** A located refusal of what the user gave: one line, exit 1. */
const refused = (message: string) => new UsageError(message, 1);

/** The results typed on standard input, line by line: a bad mark names its line and character. */
async function resultsFromInput(io: Io): Promise<CoupMark[]> {
  const coups: CoupMark[] = [];
  let line = 0;
  const lines = inputLines(
    { [Symbol.asyncIterator]: () => io.stdin()[Symbol.asyncIterator]() },
    MOST_LINE,
    (n, quoted) =>
      `--results - (line ${n}): longer than ${MOST_LINE} characters: ${quoted}; a long shoe goes on several lines, split anywhere between coups`,
  );
  for await (const text of lines) {
    line++;
    try {
      coups.push(...parseResults(text));
    } catch (e) {
      if (e instanceof ResultsError) throw refused(`--results - (line ${line}): ${e.message}`);
      throw e;
    }
    if (coups.length > MOST_RESULTS) throw refused(`--results - (line ${line}): more than ${MOST_RESULTS} coups`);
  }
  return coups;
}

/**
 * The profile a record is drawn under: the one it names (a bundled id), or `--profile`'s, which must
 * be that profile (its id the record's). A hash that differs is refused for the bundled one, and
 * noted for the one given, as replay notes it: the coups are held to its rules below either way.
 */
function profileOfRecord(file: string, record: ReturnType<typeof readRecord>, given: string | undefined, io: Io) {
  const named = record.profile.id;
  let profile: Profile;
  try {
    profile = loadProfile(given ?? named);
  } catch (e) {
    if (e instanceof ProfileNotFound && given === undefined)
      throw refused(
        `${file}: the record names the profile "${named}", which is not a bundled profile: give its file with --profile <file>`,
      );
    throw e;
  }
  if (given !== undefined && profile.id !== named)
    throw refused(`--profile ${excerpt(given)}: its id is "${profile.id}", but ${file} was made from "${named}"`);
  if (given === undefined && !isHashOf(profile, record.profile.hash))
    throw refused(
      `${file}: the record was made from another ${named} than the bundled one (its hash differs): give the profile it was made from with --profile <file>`,
    );
  const { note } = checkProfile(record, profile, given !== undefined);
  if (note) io.err(note);
  return profile;
}

/**
 * A record's coups as the roads read them, each checked against its cards: the moves replayed
 * through the profile's chart and every result held to the record's (what `replay --check` does),
 * so an edited outcome, or a record relabelled to another profile, is refused rather than drawn.
 */
function resultsOfRecord(file: string, given: string | undefined, io: Io): CoupMark[] {
  if (file === '') throw refused('roads "": the name of the record is empty');
  try {
    statSync(file);
  } catch (e) {
    throw refused(`${file}: cannot read the record: ${ioReason(e)}`);
  }
  try {
    const record = readRecord(file);
    const profile = profileOfRecord(file, record, given, io);
    const why = roadsRefusal(profile);
    if (why) throw refused(`${file}: ${why}`);
    const replayed = replayRecord(record, profile).record!;
    const differs = checkResults(record, replayed);
    if (differs) throw refused(`${file}: ${differs}`);
    return replayed.coups.map((c) => coupMarkOf(profile, c));
  } catch (e) {
    if (e instanceof RecordError) throw refused(e.message.startsWith(file) ? e.message : `${file}: ${e.message}`);
    throw e;
  }
}

export async function roadsCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    results: { type: 'string' },
    profile: { type: 'string' },
    seed: { type: 'string' },
    coups: { type: 'string' },
    players: { type: 'string' },
    text: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    svg: { type: 'boolean', default: false },
    out: { type: 'string' },
  });
  const formats = (['text', 'json', 'svg'] as const).filter((f) => values[f]);
  if (formats.length > 1) throw new UsageError(`--${formats.join(', --')}: give one output form`);
  const record = positionals.length > 0;
  // Beside a record, --profile is the record's own profile; alone, it plays a shoe here.
  const played = !record && values.profile !== undefined;
  const sources = [
    record ? 'a record' : undefined,
    values.results !== undefined ? '--results' : undefined,
    played ? '--profile' : undefined,
  ].filter((s) => s !== undefined);
  if (sources.length !== 1 || positionals.length > 1)
    throw new UsageError(
      sources.length === 0
        ? 'roads needs a game record, --results "<results>" or --profile <id>'
        : positionals.length > 1
          ? `roads takes one record; ${positionals.length} were given`
          : `${sources.join(' and ')}: give one source of results`,
    );
  if (played && values.seed === undefined) throw new UsageError('--profile plays a seeded shoe: give --seed N too');
  if (!played)
    for (const o of ['seed', 'coups', 'players'] as const)
      if (values[o] !== undefined)
        throw new UsageError(
          record
            ? `--${o} is for a shoe played here: a record's coups are drawn as it holds them`
            : `--${o} is for a shoe played here: give --profile <id> too`,
        );

  // The target is checked before anything is read or played; never one of the inputs.
  const cwd = cwdOf(io);
  const inputs: Input[] =
    values.out === undefined
      ? []
      : values.results === '-'
        ? [0]
        : [...positionals.slice(0, 1), ...(values.profile !== undefined ? inputsOf(values.profile, cwd) : [])];
  if (values.out !== undefined) checkTarget(values.out, { shown: `--out ${values.out}`, inputs, cwd });
  let coups: CoupMark[];
  if (values.results !== undefined) {
    if (values.results === '-') {
      coups = await resultsFromInput(io);
    } else {
      try {
        coups = parseResults(values.results);
      } catch (e) {
        if (e instanceof ResultsError) throw refused(`--results ${excerpt(values.results)}: ${e.message}`);
        throw e;
      }
    }
  } else if (played) {
    const profile = loadProfile(values.profile!);
    const why = roadsRefusal(profile);
    if (why) throw refused(`--profile ${values.profile}: ${why}`);
    const most = values.coups === undefined ? undefined : wholeNumber('--coups', values.coups, 1, 100_000, 'coups');
    // The chart and the session's player are loaded only for a shoe played here.
    const [{ Table }, { SessionError }, { autoPolicy, playersFromOption, playOut, shoeFromOptions }] =
      await Promise.all([import('../driver/table.js'), import('../machines/game.js'), import('./session.js')]);
    const participants = playersFromOption(profile, values.players);
    let table: InstanceType<typeof Table>;
    try {
      table = new Table(profile, { participants, shoe: shoeFromOptions({ seed: values.seed }), record: true });
    } catch (e) {
      // A table that cannot be seated (too few players for the rules): said as session says it.
      if (e instanceof SessionError) throw refused(`--players: ${e.message}`);
      throw e;
    }
    // A bank that cannot end where --coups stops it leaves its record under way: the roads are of the coups played.
    playOut(
      table,
      { profile, policy: autoPolicy(profile, values.profile!, 'plain'), ...(most ? { coups: most } : {}) },
      () => {},
    );
    coups = table.record!.coups.map((c) => coupMarkOf(profile, c));
  } else {
    coups = resultsOfRecord(positionals[0]!, values.profile, io);
  }

  const roads = roadsOf(coups);
  const text = values.json
    ? `${JSON.stringify(roads, null, 2)}\n`
    : values.svg
      ? roadsSvg(roads)
      : `${roadsText(roads)}\n`;
  if (values.out !== undefined) writeWhole(values.out, text, { shown: `--out ${values.out}`, inputs, cwd });
  else io.out(text.trimEnd());
  return 0;
}
