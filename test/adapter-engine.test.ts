/**
 * An engine behind an adapter (src/engine/adapter.ts), without cucumber: an adapter that cannot
 * start is tried again for each scenario, but not after three failures in a row — the rest of a run
 * fails at once instead of waiting on it; one that answers twice is caught, not read out of step.
 */
import { describe, expect, it } from 'vitest';
import { AdapterEngine } from '../src/engine/adapter.js';

describe('an adapter that cannot start', () => {
  it('is started again for the next scenario, three times in a row at most', async () => {
    const engine = new AdapterEngine({ command: 'echo "broken adapter" >&2; exit 4', timeout: 1000 });
    const tries: string[] = [];
    for (let i = 0; i < 4; i++)
      tries.push(
        await engine.capabilities().then(
          () => 'started',
          (e: Error) => e.message,
        ),
      );
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

describe('an adapter that answers a message twice', () => {
  it('is caught at the next message, or at the end of the scenario, and restarted', async () => {
    const twice = `node -e "require('readline').createInterface({input: process.stdin}).on('line', () => { const a = JSON.stringify({type: 'capabilities', protocol: 'baccarat-adapter/1', engine: {name: 'twice', version: '1'}, variants: [], features: []}); console.log(a); console.log(a); })"`;
    const engine = new AdapterEngine({ command: twice, timeout: 5000 });
    expect((await engine.capabilities()).engine).toEqual({ name: 'twice', version: '1' });
    await new Promise((r) => setTimeout(r, 200));
    await expect(
      engine.start({ profile: 'punto-banco', participants: [], shoe: { kind: 'seeded', seed: 1 } }, 'x'),
    ).rejects.toThrow(
      'before "start": the adapter printed a line nobody asked for: "{"type":"capabilities","protocol":"baccarat-adapter/1","engine":{"name":"twice",',
    );
    await engine.finish();
    expect((await engine.capabilities()).engine.name).toBe('twice');
    await new Promise((r) => setTimeout(r, 200));
    await expect(engine.finish()).rejects.toThrow('after the scenario: the adapter printed a line nobody asked for');
    expect(engine.starts).toBe(2);
    await engine.close();
  });
});
