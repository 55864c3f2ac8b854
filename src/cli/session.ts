/**
 * `baccarat session <profile> [--players "Ann,Boris,Vera"] [--seed N | --cards "…" | --shoe-file f]
 * [--auto <policy>] [--record game.json] [--json] [--roads]`: a whole session in the terminal, on the one
 * table driver (src/driver/table.ts) every caller uses.
 *
 * Whoever's turn it is is asked for a move among exactly those the chart takes now (src/driver/
 * moves.ts), numbered on a terminal, and shown the table as he may see it (src/machines/view.ts);
 * the table's own move, where it is the only one (the next coup of a series), is made without
 * asking. A refused move shows the chart's reason and is asked again. Piped input is read one move
 * per line, in the words the moves are offered with, so a whole series can be scripted; there a
 * refused move ends the session (exit 1), naming its line. `--auto` lets a policy make every
 * choice, nobody staking, to the end. `--record` writes the record as the game goes
 * (src/record/record.ts); `--json` prints it at the end instead of the progress; `--roads` draws the
 * shoe's roads at the end, as text (src/roads/, a two-hand profile's).
 */

import { createInterface } from 'node:readline/promises';
import { type CardError, cardGlyph, parseCard, parseCards } from '../cards/card.js';
import { SEED_MAX, type ShoeSource } from '../cards/shoe.js';
import { compileProfile } from '../core/compile.js';
import { bundledPolicyFile, loadPolicyFile, type Policy, PolicyError, PolicyMissing } from '../core/policy.js';
import { ruleOfMove } from '../driver/moves.js';
import { type Move, policyChoices, Table } from '../driver/table.js';
import type { Input } from '../files/safe-write.js';
import { loadProfile } from '../loader/bundled.js';
import type { GameEvent } from '../machines/context.js';
import { refusalLine, SessionError } from '../machines/game.js';
import { namesProblem } from '../machines/participants.js';
import { NAMED_BY, NAMED_PARTICIPANT, NAMELESS } from '../machines/procedure/roles.js';
import { readStackedShoes } from '../profile/stacked.js';
import type { Profile } from '../profile/types.js';
import { type GameRecord, recordText, TABLE, writeRecord } from '../record/record.js';
import { coupMarkOf, roadsRefusal } from '../roads/results.js';
import { roadsOf } from '../roads/roads.js';
import { roadsText } from '../roads/text.js';
import { COLUMNS, wrap, wrapText } from '../text/width.js';
import { parseCommandArgs, wholeNumber } from './args.js';
import { inputsOf } from './inputs.js';
import {
  counted,
  cwdOf,
  excerpt,
  type Io,
  inputLines,
  printable,
  processIo,
  UsageError,
  whenOutputCloses,
} from './io.js';
import { coupText, endText } from './record-text.js';

/** Names for the seats when --players is not given: the worked examples' players first. */
const NAMES = ['Ann', 'Boris', 'Vera', 'Gleb', 'Dana', 'Egor', 'Fira', 'Ilya', 'Kira', 'Lev', 'Mila', 'Nina', 'Oleg'];

/** --auto without --coups: the coups a bank plays at most before its banker leaves. */
export const DEFAULT_AUTO_COUPS = 100;

/** A session that cannot go on: a refused scripted move, input that ended, a table that cannot be seated. */
export class SessionStop extends Error {
  override name = 'SessionStop';
}

/** Asks for the next move; undefined when the input has ended. */
export type Ask = (prompt: string) => Promise<string | undefined>;

/** What a piped session expects next, one line on stdout: a program feeding moves waits for it. */
function pipedPrompt(table: Table, moves: readonly Move[]): string {
  const offered = moves.map((m) => (m.chips !== undefined ? `${m.label} <chips, at least ${m.least}>` : m.label));
  return `> coup ${table.context.coup.number} · ${table.state} · ${whoseTurn(table, moves).join(' or ')} to move: ${offered.join(' | ')}`;
}

export interface SessionOptions {
  readonly profile: Profile;
  readonly participants: readonly string[];
  readonly shoe: ShoeSource;
  /** Where the record is written as the game goes. */
  readonly record?: string;
  /** The files the session reads (the profile, the shoe, the policy, standard input): never its record. */
  readonly inputs?: readonly Input[];
  /** The record at the end instead of the progress. */
  readonly json: boolean;
  /** A terminal: prompts with the table and numbered moves, a refused move asked again. */
  readonly interactive: boolean;
  /** Every choice by this policy file ('plain': the bundled profile's own), nobody staking. */
  readonly auto?: string;
  /** --auto: the coups played at most before the banker leaves (a bank nobody stakes against never breaks). */
  readonly coups?: number;
  /** The profile as named on the command line, to find its plain policy. */
  readonly profileArg: string;
  /** --roads: the shoe's roads in their terminal form at the end (src/roads/text.ts). */
  readonly roads?: boolean;
}

// Which field names a move's maker is the procedure's vocabulary (src/machines/procedure/roles.ts);
// of the moves that name nobody, MISDEAL names a hand, read apart.
const TYPES_BY: ReadonlySet<string> = NAMED_BY;
const TYPES_PARTICIPANT: ReadonlySet<string> = NAMED_PARTICIPANT;
const TYPES_BARE: ReadonlySet<string> = new Set([...NAMELESS].filter((t) => t !== 'MISDEAL'));

/**
 * A typed move as an event: the words a move is offered with ("BET Ann punto", "DRAW Boris"), a
 * number of chips after a move that takes them ("BID Ann 100", "BET Boris side 20"), "on <tableau>"
 * for a stake on the other tableau (RC-06), or the number of an offered move. The chart, not this
 * reading, says whether the move is legal.
 */
export function readMove(line: string, offered: readonly Move[]): { event: GameEvent } | { problem: string } {
  const text = line.trim();
  if (/^[0-9]+$/.test(text)) {
    const m = offered[Number(text) - 1];
    if (!m) return { problem: `there is no move ${text}: choose 1 to ${offered.length}` };
    if (m.chips !== undefined)
      return { problem: `${m.label} takes chips: write ${m.label} <chips> (at least ${m.least})` };
    return { event: m.event };
  }
  const words = text.split(/\s+/);
  const type = words[0]!.toUpperCase();
  const rest = words.slice(1);
  let on: string | undefined;
  if (rest.length >= 2 && rest.at(-2) === 'on') {
    on = rest.pop();
    rest.pop();
  }
  const chips = rest.length > 0 && /^[0-9]+$/.test(rest.at(-1)!) ? Number(rest.pop()) : undefined;
  if (TYPES_BARE.has(type)) {
    if (rest.length > 0 || chips !== undefined) return { problem: `${type} takes no more words` };
    return { event: { type } as GameEvent };
  }
  if (type === 'MISDEAL') {
    if (rest.length !== 1) return { problem: 'write MISDEAL <hand>, the hand that got an extra card' };
    return { event: { type: 'MISDEAL', hand: rest[0]! } };
  }
  if (!TYPES_BY.has(type) && !TYPES_PARTICIPANT.has(type)) return { problem: `"${excerpt(words[0]!)}" is not a move` };
  const who = rest.shift();
  if (who === undefined)
    return {
      problem: `${type} needs who makes it, e.g. ${offered.find((m) => m.label.startsWith(type))?.label ?? `${type} Ann`}`,
    };
  switch (type) {
    case 'BET': {
      const bet = rest.shift();
      if (bet === undefined || rest.length > 0)
        return { problem: 'write BET <participant> <bet> [<chips>] [on <tableau>]' };
      return {
        event: {
          type: 'BET',
          participant: who,
          bet,
          ...(chips !== undefined ? { amount: chips } : {}),
          ...(on ? { hand: on } : {}),
        },
      };
    }
    case 'BID':
      if (chips === undefined || rest.length > 0)
        return { problem: 'write BID <participant> <chips>, the fund announced' };
      return { event: { type: 'BID', participant: who, fund: chips } };
    case 'BANCO':
      if (rest.length > 1 || (rest.length === 1 && rest[0] !== 'half'))
        return { problem: 'write BANCO <participant>, or BANCO <participant> half (avec la table)' };
      return { event: { type: 'BANCO', participant: who, ...(rest[0] === 'half' ? { half: true } : {}) } };
    case 'KEEP': {
      if (rest.length !== 2 || rest[0] !== 'discard') return { problem: 'write KEEP <participant> discard <card>' };
      try {
        return { event: { type: 'KEEP', by: who, discard: parseCard(rest[1]!) } };
      } catch (e) {
        return { problem: (e as CardError).message };
      }
    }
  }
  if (rest.length > 0 || chips !== undefined) return { problem: `write ${type} <participant>` };
  return { event: (TYPES_BY.has(type) ? { type, by: who } : { type, participant: who }) as GameEvent };
}

/** The table's own move, where it is the only one the chart takes: nobody's turn, so nobody is asked. */
function tableMove(table: Table, moves: readonly Move[]): GameEvent | undefined {
  if (moves.length !== 1) return undefined;
  const m = moves[0]!;
  return m.by === undefined &&
    !['EXIT', 'PASS_BANK', 'CLOSE_BANCO'].includes(m.event.type) &&
    table.onward?.type === m.event.type
    ? m.event
    : undefined;
}

/** Whose turn it is: the people the moves are offered to ('the table' for its own, the banker for his). */
function whoseTurn(table: Table, moves: readonly Move[]): string[] {
  const banker = table.context.bank?.banker;
  return [
    ...new Set(
      moves.map(
        (m) => m.by ?? (['EXIT', 'PASS_BANK', 'CLOSE_BANCO'].includes(m.event.type) && banker ? banker : TABLE),
      ),
    ),
  ];
}

/** The prompt on a terminal: the coup, the table as the person asked sees it, the scores, the numbered moves. */
function promptText(table: Table, moves: readonly Move[]): string {
  const people = whoseTurn(table, moves);
  const viewer = people.length === 1 && people[0] !== TABLE ? people[0]! : 'onlooker';
  const view = table.view(viewer);
  const ctx = table.context;
  const lines = [
    `coup ${ctx.coup.number} · ${table.state} · ${people.join(' or ')} to move${viewer === 'onlooker' ? '' : ` (the table as ${viewer} sees it)`}`,
  ];
  const hands = Object.entries(view.hands).filter(([, h]) => h.cards.length > 0);
  if (hands.length > 0)
    lines.push(
      `  ${hands.map(([h, x]) => `${h} ${x.cards.map((c) => (c === null ? '▒▒' : cardGlyph(c))).join(' ')}${x.total !== undefined ? ` = ${x.total}` : ''}`).join('; ')}`,
    );
  const hand = table.turn;
  if (hand !== undefined)
    lines.push(
      `  ${hand} on ${ctx.coup.hands[hand]!.total}: the draw table leaves it to ${table.decider} to draw or stand`,
    );
  if (ctx.bank?.banker)
    lines.push(`  bank      ${ctx.bank.banker}${ctx.bank.unlimited ? '' : `, fund ${ctx.bank.fund}`}`);
  lines.push(`  scores    ${ctx.participants.map((p) => `${p.id} ${p.score}`).join(', ')}`);
  moves.forEach((m, i) => {
    const words = m.chips !== undefined ? `${m.label} <chips, at least ${m.least}>` : m.label;
    // The rule that allows the move now: the guard of the chart's transition, named as the rules say it.
    const rule = ruleOfMove(
      table.snapshot,
      table.game.rules,
      m.chips !== undefined ? ({ ...m.event, [m.chips]: m.least } as GameEvent) : m.event,
    );
    // Within 100 columns: what the move says and its rule wrap under themselves, 35 columns in.
    lines.push(
      ...wrap(
        `  ${String(i + 1).padStart(2)}. ${words.padEnd(28)} ${m.says}${rule ? ` — ${rule}` : ''}`,
        COLUMNS,
        ' '.repeat(35),
      ),
    );
  });
  // The other lines (the table, the hands, a profile's long names) wrap two past their own indent.
  return `${wrapText(lines.join('\n'))}\n> `;
}

/**
 * The policy `--auto` names ('plain': the bundled profile's own, none where it has no choices), read
 * and checked (PolicyError) before anything is played or printed.
 */
export function autoPolicy(profile: Profile, profileArg: string, auto: string): Policy | undefined {
  const base = compileProfile(profile);
  const file = auto === 'plain' ? bundledPolicyFile(profileArg, base) : auto;
  return file === undefined ? undefined : loadPolicyFile(file, base);
}

/**
 * Plays a table out under a policy (autoPolicy), nobody staking: `session --auto` and `roads
 * --profile` share it. Nobody stakes, so a bank that refills its shoe never breaks: after `coups`
 * coups the banker leaves where the rules let him; a series of fixed length ends by itself.
 */
export function playOut(
  table: Table,
  o: { readonly profile: Profile; readonly policy: Policy | undefined; readonly coups?: number },
  warn: (text: string) => void,
): void {
  const record = table.record!;
  const written = o.policy;
  const choices = policyChoices(
    o.profile,
    table.profile,
    written,
    Math.max(1, table.context.participants.length - 1),
    'seed' in record.shoe ? record.shoe.seed : 1,
  );
  while (!table.over) {
    table.autoplay({ until: 'coup', choices });
    if (table.over || record.coups.length < (o.coups ?? DEFAULT_AUTO_COUPS)) {
      if (!table.over && table.advance({ nextCoup: true }).length === 0)
        throw new Error(`the chart does not go on from "${table.state}"`);
      continue;
    }
    if (table.can({ type: 'EXIT' })) table.apply({ type: 'EXIT' });
    else {
      warn(
        `after ${counted(record.coups.length, 'coup')} (--coups) the session is not over, and the rules let nobody end it here: the record stays under way`,
      );
      break;
    }
  }
}

/** Plays the session to its end or to the end of the input; returns the exit status. */
export async function runSession(o: SessionOptions, io: Io, ask: Ask): Promise<number> {
  let table: Table;
  try {
    table = new Table(o.profile, { participants: o.participants, shoe: o.shoe, record: true });
  } catch (e) {
    if (e instanceof SessionError) throw new UsageError(e.message, 1);
    throw e;
  }
  // The table keeps its record (record: true above).
  const record = table.record!;
  const progress = (t: string) => {
    if (!o.json) io.out(t);
  };
  // A refused or failed write stops the session rather than play on unrecorded: the record on file
  // is the last one written whole (src/files/safe-write.ts). The first write, before any move, is
  // where a wrong --record (a device, a folder, one of the inputs) is refused.
  let saved = 0;
  const save = (record: GameRecord) => {
    if (o.record === undefined) return;
    writeRecord(o.record, record, { inputs: o.inputs ?? [], shown: `--record ${o.record}`, cwd: cwdOf(io) });
    saved = record.moves.length;
  };
  // What the record on file holds, where the session stops early (its last whole write).
  const kept = () => (o.record !== undefined ? `; ${o.record} holds the ${counted(saved, 'move')} played` : '');
  const policy = o.auto === undefined ? undefined : autoPolicy(o.profile, o.profileArg, o.auto);
  save(record);
  // A person or a policy is told the table first; a script's output is its coups and standings.
  // Printed once the policy is read and the record's first write taken: a refusal prints nothing.
  if (!o.json && (o.interactive || o.auto !== undefined)) {
    io.out(
      `${printable(o.profile.name)}: ${o.participants.join(', ')}; ${o.shoe.kind === 'seeded' ? `shoe seeded ${o.shoe.seed}` : 'stacked shoe'}`,
    );
  }
  table.onRecord = (record, finished) => {
    // A policy plays hundreds of moves a second: its record is written once a coup. Written before
    // the coup is printed, so the record holds every coup shown, however the output ends.
    if (o.auto === undefined || finished || table.over) save(record);
    if (finished) progress(coupText(o.profile, record.coups.at(-1)!));
  };
  const finish = (): number => {
    if (o.json) io.out(recordText(record).trimEnd());
    else if (record.end) io.out(endText(record.end, record.coups.length));
    if (o.roads) io.out(roadsText(roadsOf(record.coups.map((c) => coupMarkOf(o.profile, c)))));
    return 0;
  };

  // Standard output closed under the session (piped into head): it stops where it is, said on
  // standard error, exit 1: the rest of its input is not played, which exit 0 would hide.
  const at: Place = { line: 0 };
  whenOutputCloses(() => {
    io.err(
      `the output closed: the session stopped ${o.auto === undefined ? `after line ${at.line} of its input, ` : ''}at coup ${table.context.coup.number} ("${table.state}")${kept()}`,
    );
    return 1;
  });
  try {
    if (o.auto !== undefined) {
      playOut(table, { profile: o.profile, policy, ...(o.coups !== undefined ? { coups: o.coups } : {}) }, (t) =>
        io.err(t),
      );
      return finish();
    }
    return await playMoves(table, o, io, ask, { at, finish, kept });
  } finally {
    whenOutputCloses(undefined);
  }
}

/** Where a piped session is in its input: the lines read so far. */
interface Place {
  line: number;
}

/** The moves asked for and played to the session's end, the input's end or a refused line. */
async function playMoves(
  table: Table,
  o: SessionOptions,
  io: Io,
  ask: Ask,
  p: { readonly at: Place; readonly finish: () => number; readonly kept: () => string },
): Promise<number> {
  const { at, finish, kept } = p;
  const record = table.record!;
  while (!table.over) {
    const moves = table.moves();
    const own = tableMove(table, moves);
    if (own) {
      // Nobody's turn: the table moves on by itself; a person at the terminal is told what it did.
      if (o.interactive) io.out(`· ${moves[0]!.says}`);
      table.apply(own);
      continue;
    }
    if (moves.length === 0) throw new Error(`the chart offers no move at "${table.state}"`);
    const answer = await ask(o.interactive ? promptText(table, moves) : o.json ? '' : pipedPrompt(table, moves));
    if (answer === undefined) {
      io.err(
        `the input ended at coup ${table.context.coup.number} ("${table.state}"), before the session's end${kept()}`,
      );
      if (o.json) io.out(recordText(record).trimEnd());
      return 1;
    }
    at.line++;
    if (answer.trim() === '' || answer.trim().startsWith('#')) continue;
    const read = readMove(answer, moves);
    const refusal =
      'problem' in read
        ? read.problem
        : (() => {
            const v = table.apply(read.event);
            // The reason, then the rule of the procedure that refuses it and what of its cell failed.
            return v.accepted ? undefined : refusalLine(v);
          })();
    if (refusal === undefined) continue;
    if (o.interactive) {
      io.err(`refused: ${refusal}`);
      continue;
    }
    io.err(
      `line ${at.line}: ${printable(excerpt(answer.trim()))}: refused: ${refusal} (moves now: ${moves.map((m) => m.label).join(', ')})`,
    );
    if (o.json) io.out(recordText(record).trimEnd());
    return 1;
  }
  const status = finish();
  if (o.interactive) return status;
  // Piped moves left over once the session is over (its end, or the shoe run out) were not played:
  // said, exit 1, rather than silently dropped. Read after the end is printed, so a program feeding
  // moves one at a time sees the end before it closes its side.
  for (let answer = await ask(''); answer !== undefined; answer = await ask('')) {
    at.line++;
    if (answer.trim() === '' || answer.trim().startsWith('#')) continue;
    io.err(
      `line ${at.line}: ${printable(excerpt(answer.trim()))}: not played: the session was over (${counted(record.coups.length, 'coup')}); this line and any after it are ignored`,
    );
    return 1;
  }
  return status;
}

/** The shoe from --seed, --cards (shuffles separated by "|") or --shoe-file; a seed from the clock if none. */
export function shoeFromOptions(values: { seed?: string; cards?: string; 'shoe-file'?: string }): ShoeSource {
  const given = (['seed', 'cards', 'shoe-file'] as const).filter((k) => values[k] !== undefined);
  if (given.length > 1) throw new UsageError(`give one shoe: --${given[0]} or --${given[1]}, not both`);
  if (values.cards !== undefined) {
    const shuffles = values.cards
      .split('|')
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
    if (shuffles.length === 0)
      throw new UsageError(
        '--cards: give the cards, top of the shoe first, e.g. "4H 2S 9C AD 8D" (shuffles separated by |)',
      );
    try {
      return { kind: 'stacked', shuffles: shuffles.map(parseCards) };
    } catch (e) {
      throw new UsageError(`--cards: ${(e as Error).message}`, 1);
    }
  }
  if (values['shoe-file'] !== undefined) {
    try {
      return { kind: 'stacked', shuffles: readStackedShoes(values['shoe-file']) };
    } catch (e) {
      throw new UsageError((e as Error).message, 1);
    }
  }
  if (values.seed !== undefined) return { kind: 'seeded', seed: wholeNumber('--seed', values.seed, 0, SEED_MAX) };
  return { kind: 'seeded', seed: Math.floor(Math.random() * SEED_MAX) };
}

/** --players "Ann,Boris,Vera", or as few of the usual names as the profile seats (at least two). */
export function playersFromOption(profile: Profile, players: string | undefined): string[] {
  if (players === undefined) {
    const { min, max } = profile.session.participants;
    return NAMES.slice(0, Math.min(max, Math.max(min, 2)));
  }
  const names = players.split(',').map((p) => p.trim());
  const empty = names.indexOf('');
  if (empty >= 0)
    throw new UsageError(
      `--players: name ${empty + 1} is empty; write the names separated by commas, e.g. --players "Ann,Boris,Vera"`,
    );
  const bad = namesProblem(names);
  if (bad !== undefined) throw new UsageError(`--players: ${printable(bad.problem)}`);
  return names;
}

/** Lines of piped input, each read as it arrives; a prompt, where given, is printed first. */
function pipedAsk(io: Io, lines: AsyncIterator<string>): Ask {
  return async (prompt) => {
    if (prompt !== '') io.out(prompt);
    const next = await lines.next();
    return next.done ? undefined : next.value;
  };
}

export async function sessionCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    players: { type: 'string' },
    seed: { type: 'string' },
    cards: { type: 'string' },
    'shoe-file': { type: 'string' },
    auto: { type: 'string' },
    record: { type: 'string' },
    json: { type: 'boolean', default: false },
    coups: { type: 'string' },
    roads: { type: 'boolean', default: false },
  });
  if (values.roads && values.json)
    throw new UsageError('--roads draws the roads at the end, as text; --json prints the record: give one of them');
  if (values.coups !== undefined && values.auto === undefined)
    throw new UsageError('--coups bounds a session played by --auto: give --auto <policy> too');
  const coups = values.coups === undefined ? undefined : wholeNumber('--coups', values.coups, 1, 100_000, 'coups');
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0
        ? 'session needs a profile'
        : `session takes one profile; ${positionals.length} were given`,
    );
  const profile = loadProfile(positionals[0]!);
  // ROAD-12: roads are drawn for a two-hand result only; said before anything is played.
  const noRoads = values.roads ? roadsRefusal(profile) : undefined;
  if (noRoads !== undefined) throw new UsageError(`--roads: ${noRoads}`, 1);
  const participants = playersFromOption(profile, values.players);
  const shoe = shoeFromOptions(values);
  const interactive = io.stdin === processIo.stdin && process.stdin.isTTY === true && values.auto === undefined;
  const lines = inputLines({ [Symbol.asyncIterator]: () => io.stdin()[Symbol.asyncIterator]() });
  let ask: Ask = pipedAsk(io, lines);
  let close: () => void = () => void lines.return();
  // Killed or interrupted (Ctrl-C on a pipe): the record already holds every move played, written
  // whole after each one; the session ends saying so, with the signal's conventional status.
  // (--auto plays without waiting: a handler would only run at its end, so the default stands.)
  const stops: [NodeJS.Signals, number][] =
    io.stdin === processIo.stdin && values.auto === undefined
      ? [['SIGTERM', 143], ...(interactive ? [] : [['SIGINT', 130] as [NodeJS.Signals, number]])]
      : [];
  const onSignal = (signal: NodeJS.Signals) => {
    io.err(
      `${signal === 'SIGINT' ? 'interrupted' : 'stopped'} (${signal})${values.record !== undefined ? `: ${values.record} holds every move played` : ''}`,
    );
    process.exit(stops.find(([s]) => s === signal)![1]);
  };
  for (const [signal] of stops) process.on(signal, onSignal);
  if (interactive) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    let ended = false;
    let pending: ((answer: string | undefined) => void) | undefined;
    // Ctrl-C or Ctrl-D at the prompt ends the session: the question pending is answered with the
    // end of the input, and the record holds every move made so far.
    rl.on('close', () => {
      ended = true;
      pending?.(undefined);
    });
    rl.on('SIGINT', () => rl.close());
    ask = (prompt) =>
      ended
        ? Promise.resolve(undefined)
        : new Promise((resolve) => {
            pending = resolve;
            rl.question(prompt).then(resolve, () => resolve(undefined));
          });
    close = () => rl.close();
  }
  try {
    const inputs =
      values.record === undefined
        ? []
        : inputsOf(
            positionals[0]!,
            cwdOf(io),
            values['shoe-file'],
            values.auto === 'plain' ? undefined : values.auto,
            io.stdin === processIo.stdin ? 0 : undefined,
          );
    return await runSession(
      {
        profile,
        participants,
        shoe,
        record: values.record,
        inputs,
        json: values.json,
        interactive,
        auto: values.auto,
        ...(coups !== undefined ? { coups } : {}),
        profileArg: positionals[0]!,
        roads: values.roads,
      },
      io,
      ask,
    );
  } catch (e) {
    if (e instanceof PolicyError || e instanceof PolicyMissing) {
      io.err(e.message);
      return 1;
    }
    throw e;
  } finally {
    close();
    for (const [signal] of stops) process.off(signal, onSignal);
  }
}
