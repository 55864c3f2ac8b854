/**
 * A record read back and played again through the chart: the file checked against its schema
 * (every problem located as file:line:col), its profile found and its hash compared, every move sent
 * to a fresh table in order (an illegal one refused with its index and the chart's reason), and, with
 * a check, each coup's result compared with what the rules give.
 */
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ErrorObject } from 'ajv/dist/2020.js';
import { legalMoves } from '../driver/moves.js';
import { Table } from '../driver/table.js';
import { ioReason } from '../files/reasons.js';
import { loadProfile } from '../loader/bundled.js';
import type { GameEvent } from '../machines/context.js';
import { SessionError } from '../machines/game.js';
import { namesProblem } from '../machines/participants.js';
import { formatProblem, type ProfileProblem } from '../profile/errors.js';
import { canonicalJson, isHashOf, profileHash } from '../profile/hash.js';
import type { Profile } from '../profile/types.js';
import { MAX_EXPANDED_VALUES } from '../profile/yaml.js';
import { jsonPositions, lineColOf, scanJson } from '../record/json-syntax.js';
import { type GameRecord, makerOf, shoeOfRecord } from '../record/record.js';
import { schemaValidator } from '../schemas/validator.js';

export const RECORD_SCHEMA_PATH = fileURLToPath(new URL('../../schemas/record.schema.json', import.meta.url));
/** The largest record file read at all; its values are bounded first (MAX_RECORD_VALUES). */
export const MAX_RECORD_BYTES = 16 * 1024 * 1024;
/**
 * The most values a record holds (each object, array, key and scalar counts one), a document's
 * limit (src/profile/yaml.ts): some fourteen shoes of Chemin de Fer (fixtures/records/chemin-de-fer-shoe.json
 * holds 7,079 values in 64 KB), about a megabyte as written.
 */
export const MAX_RECORD_VALUES = MAX_EXPANDED_VALUES;

const schemaText = readFileSync(RECORD_SCHEMA_PATH, 'utf8');
const validate = schemaValidator('record', schemaText, { allErrors: true, strict: true, verbose: true });

/**
 * A record that cannot be replayed: every problem located, or the one reason.
 *
 * @example
 * ```ts
 * import { readRecord, RecordError, replayRecord } from 'baccarat-spec';
 *
 * try {
 *   replayRecord(readRecord('game.json'));
 * } catch (e) {
 *   if (e instanceof RecordError) console.error(e.message); // e.g. move 4 (DEAL) is illegal: …
 * }
 * ```
 */
export class RecordError extends Error {
  override name = 'RecordError';
}

function schemaMessage(e: ErrorObject): string {
  switch (e.keyword) {
    case 'additionalProperties':
      return `unknown key "${(e.params as { additionalProperty: string }).additionalProperty}"`;
    case 'required':
      return `missing "${(e.params as { missingProperty: string }).missingProperty}"`;
    case 'const':
      return `must be ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}`;
    case 'enum':
      return `must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'oneOf':
      return 'fits none of its shapes: { "seed": N } or { "cards": ["<cards>", …] }';
    default:
      return e.message ?? e.keyword;
  }
}

/**
 * Reads and checks a record file: a RecordError lists every problem as `file:line:col  /pointer  message`.
 *
 * @example
 * ```ts
 * import { readRecord } from 'baccarat-spec';
 *
 * const record = readRecord('node_modules/baccarat-spec/fixtures/records/punto-banco-series.json');
 * record.profile.id; // 'punto-banco'
 * ```
 */
export function readRecord(file: string): GameRecord {
  if (file === '') throw new RecordError('the name of the record is empty (""): name a record file');
  let text: string;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new RecordError(`${file}: not a file`);
    if (stat.size > MAX_RECORD_BYTES)
      throw new RecordError(`${file}: ${stat.size} bytes; a record is read up to ${MAX_RECORD_BYTES} bytes`);
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if (e instanceof RecordError) throw e;
    throw new RecordError(`${file}: cannot read the record: ${ioReason(e)}`);
  }
  return checkRecordText(text, file);
}

/**
 * A record's text checked and read: its JSON (every problem at its line and column, the count of
 * values bounded as the text is scanned), then its shape, its schema and its names.
 */
export function checkRecordText(text: string, file: string): GameRecord {
  // A record is JSON: its syntax errors are JSON's, at the line and column of the bad token. The
  // scan also refuses what JSON.parse would take silently (a key an object repeats, a number not
  // held as written) and stops at the value past the limit, before anything is built: a record
  // of millions of values under the size limit would otherwise fill the memory.
  const scanned = scanJson(text, { maxValues: MAX_RECORD_VALUES });
  if (scanned.error) {
    const at = lineColOf(text, scanned.error.offset);
    throw new RecordError(formatProblem({ file, ...at, pointer: '', message: `JSON: ${scanned.error.message}` }));
  }
  const data: unknown = JSON.parse(text);
  // Problems are placed by a scan of the text (jsonPositions), never by a tree built beside the data.
  const positionOf = (pointer: string, opts?: { key?: boolean }) => jsonPositions(text, [{ pointer, ...opts }])[0]!;
  if (
    data === null ||
    typeof data !== 'object' ||
    Array.isArray(data) ||
    (data as { format?: unknown }).format !== 'baccarat-record'
  ) {
    throw new RecordError(
      `${file}:1:1  /  not a game record: a record is a JSON object with "format": "baccarat-record" (schemas/record.schema.json)`,
    );
  }
  const version = (data as { version?: unknown }).version;
  if (version !== 1) {
    throw new RecordError(
      formatProblem({
        file,
        ...positionOf('/version'),
        pointer: '/version',
        message: `version ${JSON.stringify(version)} of the record format is not known here: this baccarat reads version 1`,
      }),
    );
  }
  if (!validate(data)) {
    const seen = new Set<string>();
    const found: { pointer: string; key: boolean; message: string }[] = [];
    for (const e of validate.errors ?? []) {
      // oneOf reports each alternative's errors too: keep the sentence of the oneOf itself.
      if (e.schemaPath.includes('/oneOf/')) continue;
      const atKey = e.keyword === 'additionalProperties';
      const pointer = atKey
        ? `${e.instancePath}/${(e.params as { additionalProperty: string }).additionalProperty}`
        : e.instancePath;
      if (seen.has(pointer)) continue;
      seen.add(pointer);
      found.push({ pointer, key: atKey, message: schemaMessage(e) });
    }
    // Every problem placed in one scan of the text.
    const places = jsonPositions(text, found);
    const problems = found.map(
      (p, k): ProfileProblem => ({ file, ...places[k]!, pointer: p.pointer, message: p.message }),
    );
    throw new RecordError(problems.map(formatProblem).join('\n'));
  }
  // The names a session may be set up with, and no other: the record's too (src/machines/participants.ts).
  const named = namesProblem((data as GameRecord).participants);
  if (named) {
    const pointer = `/participants/${named.index}`;
    throw new RecordError(formatProblem({ file, ...positionOf(pointer), pointer, message: named.problem }));
  }
  return data as GameRecord;
}

/**
 * The profile a record is replayed against: the one it names unless `chosen` (from --profile); a
 * hash that differs is refused unless the profile was chosen, then only noted.
 */
export function checkProfile(record: GameRecord, profile: Profile, chosen: boolean): { note?: string } {
  const hash = profileHash(profile);
  if (isHashOf(profile, record.profile.hash)) return {};
  const what = `the record was made from ${record.profile.id} ${short(record.profile.hash)}; ${profile.id} is ${short(hash)} here`;
  if (!chosen)
    throw new RecordError(`${what}: the rules differ. Replay against another profile with --profile <id|file>`);
  return { note: `note: ${what}: replayed against it as --profile asks` };
}

const short = (hash: string) => `${hash.slice(0, 'sha256:'.length + 12)}…`;

/** The words a move is offered with ("BET Ann punto"), for messages. */
export function moveWords(event: GameEvent): string {
  const e = event as Record<string, unknown>;
  return [
    e.type,
    e.participant ?? e.by,
    e.bet,
    e.hand && e.type === 'MISDEAL' ? e.hand : undefined,
    e.half ? 'half' : undefined,
    e.discard ? `discard ${String(e.discard)}` : undefined,
    e.fund ?? e.amount,
    e.hand && e.type === 'BET' ? `on ${String(e.hand)}` : undefined,
  ]
    .filter((x) => x !== undefined && x !== '')
    .map(String)
    .join(' ');
}

/**
 * Plays a record's moves again on a fresh table of its profile, keeping a new record of what the
 * rules give (compare it with the one read: the command's `replay --check`). The profile is the
 * one the record names (a bundled id), its hash compared with the record's, unless one is given:
 * then it is played against that one as it is. An illegal move is refused (RecordError) with its
 * index and the chart's reason.
 *
 * @example
 * ```ts
 * import { readRecord, replayRecord } from 'baccarat-spec';
 *
 * const record = readRecord('node_modules/baccarat-spec/fixtures/records/punto-banco-series.json');
 * const table = replayRecord(record);
 * table.record?.coups.length === record.coups.length; // true
 * ```
 */
export function replayRecord(record: GameRecord, profile?: Profile): Table {
  if (profile === undefined) {
    profile = loadProfile(record.profile.id);
    checkProfile(record, profile, false);
  }
  let table: Table;
  try {
    table = new Table(profile, { participants: record.participants, shoe: shoeOfRecord(record.shoe), record: true });
  } catch (e) {
    if (e instanceof SessionError) throw new RecordError(`the record's table cannot be seated: ${e.message}`);
    throw e;
  }
  record.moves.forEach((m, i) => {
    const maker = makerOf(m.event, table.context);
    if (m.by !== maker)
      throw new RecordError(`move ${i} (${moveWords(m.event)}): made by ${maker}, but the record says by ${m.by}`);
    if (m.coup !== table.context.coup.number)
      throw new RecordError(
        `move ${i} (${moveWords(m.event)}): the record says coup ${m.coup}, but the table is at coup ${table.context.coup.number}`,
      );
    const verdict = table.apply(m.event);
    if (!verdict.accepted) {
      const legal = legalMoves(table.profile, table.snapshot).map((x) => x.label);
      throw new RecordError(
        `move ${i} (${moveWords(m.event)}) is illegal: ${verdict.reason}${legal.length ? ` (moves then: ${legal.slice(0, 6).join(', ')}${legal.length > 6 ? ', …' : ''})` : ''}`,
      );
    }
  });
  return table;
}

/** The first place two JSON values differ, as a path ("/hands/punto/total"), or undefined if equal. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | undefined {
  if (canonicalJson(a) === canonicalJson(b)) return undefined;
  if (
    a === null ||
    b === null ||
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return path || '/';
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  for (const k of keys) {
    const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}/${k}`);
    if (d !== undefined) return d;
  }
  return path || '/';
}

const at = (v: unknown, path: string) =>
  path
    .split('/')
    .slice(1)
    .reduce<unknown>((x, k) => (x as Record<string, unknown> | undefined)?.[k], v);

/**
 * Compares the record's results with the replay's: the first coup (or the end) that differs, named
 * by the move that finished it and the value that differs; undefined when every result agrees.
 */
export function checkResults(recorded: GameRecord, replayed: GameRecord): string | undefined {
  const n = Math.max(recorded.coups.length, replayed.coups.length);
  for (let i = 0; i < n; i++) {
    const r = recorded.coups[i];
    const p = replayed.coups[i];
    if (!r) return `move ${p!.move} finishes coup ${p!.number}, which the record does not hold`;
    if (!p)
      return `the record holds a result for coup ${r.number} (move ${r.move}), but its moves do not finish that coup`;
    const d = firstDifference(r, p);
    if (d !== undefined) {
      return `move ${p.move} (${moveWords(replayed.moves[p.move]!.event)}), coup ${p.number}: ${d} is ${JSON.stringify(at(r, d)) ?? 'absent'} in the record, but the rules give ${JSON.stringify(at(p, d)) ?? 'nothing'}`;
    }
  }
  if (recorded.end || replayed.end) {
    if (!replayed.end)
      return `the record says the session ended (move ${recorded.end!.move}), but its moves leave it under way`;
    if (!recorded.end) return `move ${replayed.end.move} ends the session, but the record has no end`;
    const d = firstDifference(recorded.end, replayed.end);
    if (d !== undefined)
      return `move ${replayed.end.move}, the session's end: ${d} is ${JSON.stringify(at(recorded.end, d)) ?? 'absent'} in the record, but the rules give ${JSON.stringify(at(replayed.end, d)) ?? 'nothing'}`;
  }
  return undefined;
}
