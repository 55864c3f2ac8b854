import { StringDecoder } from 'node:string_decoder';
import { ioReason } from '../files/reasons.js';
import { EXCERPT_LENGTH } from '../text/excerpt.js';
import { printable } from '../text/printable.js';
import type { ProgressStream } from './progress.js';

/** What every command shares: where it writes, and the error that ends it with a message. */
export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Standard input as it arrives, in chunks: read line by line (inputLines), never whole. */
  readonly stdin: () => AsyncIterable<string | Uint8Array>;
  /** Where a run writes its own files (conform's HTML report); the process's directory if not given. */
  readonly cwd?: string;
  /** The environment read for BACCARAT_DEBUG; the process's if not given. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** --debug or BACCARAT_DEBUG=1: an internal error prints its trace (set by main). */
  readonly debug?: boolean;
  /**
   * A terminal's status line, rewritten in place (conform's progress bar); absent when standard
   * output is not a terminal (a pipe, a file), which must not fill with it.
   */
  readonly status?: (line: string) => void;
  /**
   * Standard error as a stream, where a long count draws its progress line (src/cli/progress.ts:
   * only where it is a terminal); absent in a captured run (mainCaptured), which shows none.
   */
  readonly stderr?: ProgressStream;
}

export const processIo: Io = {
  out: (t) => written('stdout', t),
  err: (t) => written('stderr', t),
  stdin: () => process.stdin,
  // `\r` back to the line's start, the text, then erase what a longer line left (ESC [ K).
  ...(process.stdout.isTTY ? { status: (line: string) => process.stdout.write(`\r${line}\x1b[K`) } : {}),
  stderr: process.stderr,
};

/** A number and its noun, agreed: "1 coup", "2 coups", "1 move". */
export function counted(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

/** A text given whole as an input (a script's moves, a test's): its chunks, as a stream would give them. */
export async function* inputOf(...chunks: string[]): AsyncGenerator<string, void, undefined> {
  yield* chunks;
}

/** The most characters of one line of input (a move, a card order): a longer one is refused, not held. */
export const MOST_LINE = 64 * 1024;

/**
 * The lines of an input as they arrive (a line feed ends each; a carriage return before it is
 * dropped), each as soon as it is whole, holding at most one line of MOST_LINE characters: a longer
 * line is refused (exit 1) quoting its first 80 characters, before the rest of it is read. `said`
 * words the refusal from the line's number and that quotation, for an input that is not moves.
 */
export async function* inputLines(
  chunks: AsyncIterable<string | Uint8Array>,
  most = MOST_LINE,
  said = (line: number, quoted: string) =>
    `line ${line}: longer than ${most} characters: ${quoted}; a line is one move or one card order`,
): AsyncGenerator<string, void, undefined> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let number = 0;
  // Quoted by its first characters only: its length is not known, since the rest is never read.
  const tooLong = (text: string) =>
    new UsageError(
      said(
        number + 1,
        `"${Array.from(text.slice(0, 2 * EXCERPT_LENGTH))
          .slice(0, EXCERPT_LENGTH)
          .join('')}…"`,
      ),
      1,
    );
  for await (const chunk of chunks) {
    pending += typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer);
    let start = 0;
    for (let end = pending.indexOf('\n', start); end >= 0; end = pending.indexOf('\n', start)) {
      if (end - start > most) throw tooLong(pending.slice(start, end));
      const line = pending.slice(start, end);
      start = end + 1;
      number++;
      yield line.endsWith('\r') ? line.slice(0, -1) : line;
    }
    pending = pending.slice(start);
    if (pending.length > most) throw tooLong(pending);
  }
  pending += decoder.end();
  if (pending.length > most) throw tooLong(pending);
  if (pending !== '') yield pending.endsWith('\r') ? pending.slice(0, -1) : pending;
}

/** The directory a command works in. */
export const cwdOf = (io: Io): string => io.cwd ?? process.cwd();

/** A user error: printed as it is, exit code 2 (a wrong command line) unless told otherwise. */
export class UsageError extends Error {
  override name = 'UsageError';
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

export { ioReason } from '../files/reasons.js';
// Quoting and showing a user's text is the card parser's and the profile resolver's too, and naming a
// file system's error the writes': they live below them.
export { EXCERPT_LENGTH, excerpt } from '../text/excerpt.js';
export { printable } from '../text/printable.js';

/**
 * The process's own output failing: a closed pipe (output into `head`) ends the command quietly
 * (exit 0: the reader has what it wanted), unless the command said otherwise (whenOutputCloses);
 * any other failure to write (a full disk, an I/O error) is said as such, exit 1 — the machine's
 * trouble, not a bug. Installed once, by main.
 */
export function guardOutput(): void {
  if (guarded) return;
  guarded = true;
  process.stdout.on('error', (e) => outputFailed('stdout', e));
  process.stderr.on('error', (e) => outputFailed('stderr', e));
}
let guarded = false;

/** What the command in progress says when its standard output closes under it; none: exit 0, quietly. */
let outputClosed: (() => number) | undefined;

/**
 * While a command cannot stop quietly where a reader stops reading (a session, whose input would be
 * left unplayed): `said` tells on standard error where it stopped and gives the exit status; undefined
 * takes it back.
 */
export function whenOutputCloses(said: (() => number) | undefined): void {
  outputClosed = said;
}

function outputFailed(stream: 'stdout' | 'stderr', e: NodeJS.ErrnoException): never {
  if (e.code === 'EPIPE') process.exit(stream === 'stdout' && outputClosed ? outputClosed() : 0);
  if (stream === 'stdout') {
    try {
      process.stderr.write(`baccarat: cannot write the output: ${ioReason(e)}\n`);
    } catch {
      // standard error is failing too: the exit status says it
    }
  }
  process.exit(1);
}

/** Writes to the process's stream, ending at once if the write failed (a closed pipe): not a line later. */
function written(stream: 'stdout' | 'stderr', text: string): void {
  const s = process[stream];
  s.write(text.endsWith('\n') ? text : `${text}\n`);
  if (s.errored && guarded) outputFailed(stream, s.errored as NodeJS.ErrnoException);
}

/** An error nobody foresaw: a bug, said in one line; the trace only when asked for. */
export function internalError(e: unknown, debug: boolean): string {
  const message =
    (e instanceof Error ? e.message : String(e)).split('\n')[0]!.trim() ||
    (e instanceof Error ? e.name : 'unknown error');
  const line = `baccarat: internal error (a bug; please report it): ${printable(message)}`;
  if (!debug) return `${line}; run with --debug for the trace`;
  return `${line}\n${e instanceof Error && e.stack ? e.stack : String(e)}`;
}
