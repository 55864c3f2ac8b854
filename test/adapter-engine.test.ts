/**
 * An engine behind an adapter (src/engine/adapter.ts), without cucumber: an adapter that cannot
 * start is tried again for each scenario, but not after three failures in a row — the rest of a run
 * fails at once instead of waiting on it.
 */
import { describe, expect, it } from 'vitest';
import { AdapterEngine } from '../src/engine/adapter.js';

describe('an adapter that cannot start', () => {
  it('is started again for the next scenario, three times in a row at most', async () => {
    const engine = new AdapterEngine({ command: 'echo "broken adapter" >&2; exit 4', timeout: 1000 });
    const tries: string[] = [];
    for (let i = 0; i < 4; i++) tries.push(await engine.capabilities().then(() => 'started', (e: Error) => e.message));
    expect(tries).toEqual([
      'to "hello": the adapter exited (exit code 4) (its last words: "broken adapter")',
      'to "hello": the adapter exited (exit code 4) (its last words: "broken adapter")',
      'to "hello": the adapter exited (exit code 4) (its last words: "broken adapter")',
      'to "hello": the adapter exited (exit code 4) (its last words: "broken adapter") (not started again: it failed to start 3 times in a row)',
    ]);
    expect(engine.starts).toBe(3);
    await engine.close();
  });
});
