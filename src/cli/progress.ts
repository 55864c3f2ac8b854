/**
 * A progress line for a long count (par's exact counts, one a shoe size; count's shoes): how far it
 * is, rewritten in place on standard error. Only where standard error is a terminal, never into a
 * pipe or a file, which must not fill with it; only once the work has taken a second, so a quick
 * one shows nothing; and cleared when the work ends, so what the command prints next starts on a
 * clean line. The work tells it each step (a callback of the library's, as parSheet's `progress`);
 * a step is drawn as it is told, the work being synchronous: no timer could fire meanwhile.
 */

/** Where the line is drawn: standard error (process.stderr), or a test's terminal. */
export interface ProgressStream {
  readonly isTTY?: boolean;
  /** The terminal's width: a longer line is cut, as a wrapped one could not be rewritten. */
  readonly columns?: number;
  write(text: string): unknown;
}

/** A progress line's words and clock. */
export interface ProgressOptions {
  /** What the line starts with: the command ("par"). */
  readonly label: string;
  /** The clock in milliseconds (performance.now unless given: a test's own). */
  readonly now?: () => number;
  /** How long the work runs before the line is drawn: 1,000 ms unless given. */
  readonly after?: number;
}

/** What the work tells, and how it ends. */
export interface ProgressLine {
  /** `done` of `total` steps are done, and the next is `what` ("counting 4 decks"). */
  readonly step: (done: number, total: number, what?: string) => void;
  /** The work is over (done, refused or failed): the line, if drawn, is cleared. */
  readonly end: () => void;
}

/** The same step's count is drawn at most this often (count's shoes are thousands a second). */
const REDRAW_MS = 100;

/**
 * A progress line on `stream` where it is a terminal (nothing at all otherwise), drawn from the
 * first step told once `after` ms have passed: "par: 2/6, counting 4 decks".
 */
export function progressLine(stream: ProgressStream | undefined, opts: ProgressOptions): ProgressLine {
  if (!stream?.isTTY) return { step: () => {}, end: () => {} };
  const now = opts.now ?? (() => performance.now());
  const start = now();
  const after = opts.after ?? 1000;
  let drawn = false;
  let drawnAt = Number.NEGATIVE_INFINITY;
  let drawnWhat: string | undefined;
  return {
    step(done, total, what) {
      const t = now();
      // The last step (all done) is not drawn: end clears the line next.
      if (t - start < after || done >= total) return;
      // A new step is drawn at once; the same step's count, at most every REDRAW_MS.
      if (drawn && what === drawnWhat && t - drawnAt < REDRAW_MS) return;
      const line = [...`${opts.label}: ${done}/${total}${what ? `, ${what}` : ''}`];
      const width = Math.max(10, (stream.columns || 80) - 1);
      const shown = line.length > width ? `${line.slice(0, width - 1).join('')}…` : line.join('');
      // `\r` back to the line's start, the text, then erase what a longer line left (ESC [ K).
      stream.write(`\r${shown}\x1b[K`);
      drawn = true;
      drawnAt = t;
      drawnWhat = what;
    },
    end() {
      if (drawn) stream.write('\r\x1b[K');
      drawn = false;
    },
  };
}
