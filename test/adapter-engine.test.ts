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

describe('an adapter of baccarat-adapter/1', () => {
  it('is refused at hello, with a message naming both versions', async () => {
    const v1 = `node -e "require('readline').createInterface({input: process.stdin}).on('line', () => console.log(JSON.stringify({type: 'capabilities', protocol: 'baccarat-adapter/1', engine: {name: 'old', version: '1'}, variants: [], features: []})))"`;
    const engine = new AdapterEngine({ command: v1, timeout: 5000 });
    await expect(engine.capabilities()).rejects.toThrow(
      'to "hello": the adapter speaks baccarat-adapter/1, and this harness speaks baccarat-adapter/2 only: every request carries an id its answer echoes, and every scenario ends with sync (docs/adapter-protocol.md)',
    );
    await engine.close();
  });
});

describe('an adapter that answers a message twice', () => {
  // Answers every line twice, echoing the id (hello, start, sync alike): the second answer to hello
  // is read before the answer to start, whatever the timing, and fails the scenario in play.
  it('fails the request in play, by the id it echoes, and is restarted for the next scenario', async () => {
    const twice = `node -e "require('readline').createInterface({input: process.stdin}).on('line', (l) => { const a = JSON.stringify({type: 'capabilities', id: JSON.parse(l).id, protocol: 'baccarat-adapter/2', engine: {name: 'twice', version: '1'}, variants: [], features: []}); console.log(a); console.log(a); })"`;
    const engine = new AdapterEngine({ command: twice, timeout: 5000 });
    engine.begin('scenario-1');
    expect((await engine.capabilities()).engine).toEqual({ name: 'twice', version: '1' });
    await expect(
      engine.start({ profile: 'punto-banco', participants: [], shoe: { kind: 'seeded', seed: 1 } }, 'x'),
    ).rejects.toThrow('to "start" (id 2): the adapter answered "hello" (id 1) again: "{"type":"capabilities","id":1,');
    await engine.finish();
    expect(engine.starts).toBe(1);
    engine.begin('scenario-2');
    expect((await engine.capabilities()).engine.name).toBe('twice');
    expect(engine.starts).toBe(2);
    await engine.close();
  });
});
