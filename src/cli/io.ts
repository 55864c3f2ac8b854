/** What every command shares: where it writes, and the error that ends it with a message. */
export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly stdin: () => Promise<string>;
  /** Where a run writes its own files (conform's HTML report); the process's directory if not given. */
  readonly cwd?: string;
  /** The environment read for BACCARAT_DEBUG; the process's if not given. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** --debug or BACCARAT_DEBUG=1: an internal error prints its trace (set by main). */
  readonly debug?: boolean;
}

export const processIo: Io = {
  out: (t) => process.stdout.write(t.endsWith('\n') ? t : t + '\n'),
  err: (t) => process.stderr.write(t.endsWith('\n') ? t : t + '\n'),
  stdin: async () => {
    const chunks: Buffer[] = [];
    for await (const c of process.stdin) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};

/** The directory a command works in. */
export const cwdOf = (io: Io): string => io.cwd ?? process.cwd();

/** A user error: printed as it is, exit code 2 (a wrong command line) unless told otherwise. */
export class UsageError extends Error {
  override name = 'UsageError';
  constructor(message: string, readonly exitCode = 2) {
    super(message);
  }
}

/**
 * Control characters, DEL, the C1 block and the bidirectional overrides, which a terminal would
 * obey rather than show: a profile's name is text from a file, and must not recolour, clear or
 * reorder the user's screen.
 */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const CONTROL_OR_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * `\x1b` for a C0 control, `\u009b` for the others: JSON.stringify has already escaped every C0
 * control of a JSON answer, and `\uXXXX` is JSON's own escape, so JSON stays valid and means the same.
 */
function escape(ch: string): string {
  const code = ch.codePointAt(0)!;
  return code < 0x20 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * Text as the terminal should show it: every control character written as its escape (`\x1b`,
 * `\x00`, `\u202e`). `lines: true` keeps line feeds and tabs (whole messages); otherwise they are escaped too
 * (a single name or id, which must stay on its line).
 */
export function printable(text: string, opts: { lines?: boolean } = {}): string {
  return text.replace(opts.lines ? CONTROL : CONTROL_OR_LINE, escape);
}

// Quoting a user's text is the card parser's and the profile resolver's too: it lives below them.
export { excerpt, EXCERPT_LENGTH } from '../cards/excerpt.js';

/** An error of the file system said in words, without its code, syscall and path. */
export function ioReason(e: unknown): string {
  switch ((e as { code?: string }).code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EROFS':
      return 'read-only file system';
    case 'EDQUOT':
      return 'disk quota exceeded';
    case 'EIO':
      return 'input/output error';
    case 'EFBIG':
      return 'file too large';
    case 'ELOOP':
      return 'a symbolic link where none may be';
    case 'ENOENT':
      return 'no such file or folder';
    case 'ENOTDIR':
      return 'a part of the path is not a folder';
    case 'EISDIR':
      return 'is a folder';
    case 'EEXIST':
      return 'a file of that name is in the way';
    default:
      return (e as { code?: string }).code ?? 'cannot write';
  }
}

/** An error nobody foresaw: a bug, said in one line; the trace only when asked for. */
export function internalError(e: unknown, debug: boolean): string {
  const message = (e instanceof Error ? e.message : String(e)).split('\n')[0]!.trim() || (e instanceof Error ? e.name : 'unknown error');
  const line = `baccarat: internal error (a bug; please report it): ${printable(message)}`;
  if (!debug) return `${line}; run with --debug for the trace`;
  return `${line}\n${e instanceof Error && e.stack ? e.stack : String(e)}`;
}
