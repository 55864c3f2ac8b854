/**
 * The progress line of a long count (src/cli/progress.ts) on a terminal of a test's own: its
 * writes kept, its clock set by hand (no test waits, none asserts a time).
 */
import { describe, expect, it } from 'vitest';
import { progressLine } from '../src/cli/progress.js';

/** A terminal (or, isTTY false, a pipe) that keeps what is written, and a clock moved by hand. */
function terminal(isTTY = true, columns = 60) {
  const writes: string[] = [];
  const clock = { t: 5_000 };
  return { stream: { isTTY, columns, write: (text: string) => writes.push(text) }, writes, clock, now: () => clock.t };
}

describe('a progress line', () => {
  it('is drawn on a terminal from the first step told after a second, then cleared at the end', () => {
    const { stream, writes, clock, now } = terminal();
    const line = progressLine(stream, { label: 'par', now });
    line.step(0, 3, 'counting 8 decks');
    clock.t += 999;
    line.step(1, 3, 'counting 1 deck');
    expect(writes).toEqual([]);
    clock.t += 1;
    line.step(2, 3, 'counting 2 decks');
    line.step(3, 3, 'done');
    line.end();
    expect(writes).toEqual(['\rpar: 2/3, counting 2 decks\x1b[K', '\r\x1b[K']);
  });

  it('shows nothing for work done within a second, and nothing where standard error is no terminal', () => {
    const quick = terminal();
    const line = progressLine(quick.stream, { label: 'par', now: quick.now });
    line.step(0, 2, 'counting 8 decks');
    quick.clock.t += 500;
    line.step(1, 2, 'counting 1 deck');
    line.end();
    expect(quick.writes).toEqual([]);
    const piped = terminal(false);
    const slow = progressLine(piped.stream, { label: 'par', now: piped.now });
    piped.clock.t += 60_000;
    slow.step(1, 2, 'counting 1 deck');
    slow.end();
    expect(piped.writes).toEqual([]);
    // No stream at all (a captured run): nothing to write to.
    expect(() => progressLine(undefined, { label: 'par' }).step(1, 2)).not.toThrow();
  });

  it("redraws a new step at once, the same step's count at most every 100 ms, and cuts a long line", () => {
    const { stream, writes, clock, now } = terminal(true, 30);
    const line = progressLine(stream, { label: 'count', now, after: 0 });
    line.step(1, 1000);
    clock.t += 50;
    line.step(2, 1000);
    clock.t += 50;
    line.step(3, 1000);
    line.step(4, 1000, 'a step whose words pass the terminal');
    expect(writes).toEqual([
      '\rcount: 1/1000\x1b[K',
      '\rcount: 3/1000\x1b[K',
      // 29 of the terminal's 30 columns: its last is left, where a cursor would wrap.
      '\rcount: 4/1000, a step whose …\x1b[K',
    ]);
  });
});
