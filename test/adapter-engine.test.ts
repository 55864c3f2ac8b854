/**
 * An engine behind an adapter (src/engine/adapter.ts), without cucumber: an adapter that cannot
 * start is tried again for each scenario, but not after three failures in a row — the rest of a run
 * fails at once instead of waiting on it; one that answers hello twice is caught at its start-up,
 * not read out of step (the run's figures of both: test/harness-wire-start.test.ts).
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
      'to "hello" (id 1): the adapter exited (exit code 4) (its last words: "broken adapter")',
      'to "hello" (id 2): the adapter exited (exit code 4) (its last words: "broken adapter")',
      'to "hello" (id 3): the adapter exited (exit code 4) (its last words: "broken adapter")',
      'to "hello" (id 3): the adapter exited (exit code 4) (its last words: "broken adapter") (not started again: it failed to start 3 times in a row)',
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
      'to "hello" (id 1): the adapter speaks baccarat-adapter/1, and this harness speaks baccarat-adapter/2 only: every request carries an id its answer echoes, and every scenario ends with sync (docs/adapter-protocol.md)',
    );
    await engine.close();
  });
});

describe('an answer of the wrong shape', () => {
  it('is told by the key the schema does not know, not only that there is one', async () => {
    const extra = `node -e "require('readline').createInterface({input: process.stdin}).on('line', (l) => console.log(JSON.stringify({type: 'capabilities', id: JSON.parse(l).id, protocol: 'baccarat-adapter/2', engine: {name: 'x', version: '1'}, variants: [], features: [], colour: 'red'})))"`;
    const engine = new AdapterEngine({ command: extra, timeout: 5000 });
    await expect(engine.capabilities()).rejects.toThrow(
      'to "hello" (id 1): the "capabilities" message has the wrong shape: / must NOT have additional properties ("colour")',
    );
    await engine.close();
  });
});

describe('an adapter that answers a message twice', () => {
  // Answers every line twice, echoing the id (hello, sync alike): the second answer to hello is read
  // before the answer to the start-up's sync, whatever the timing, and fails the start-up, not a scenario.
  it('is caught at its start-up, by the id it echoes, and its capabilities are not kept', async () => {
    const twice = `node -e "require('readline').createInterface({input: process.stdin}).on('line', (l) => { const a = JSON.stringify({type: 'capabilities', id: JSON.parse(l).id, protocol: 'baccarat-adapter/2', engine: {name: 'twice', version: '1'}, variants: [], features: []}); console.log(a); console.log(a); })"`;
    const engine = new AdapterEngine({ command: twice, timeout: 5000 });
    engine.begin('scenario-1');
    await expect(engine.capabilities()).rejects.toThrow(
      `to the start-up's "sync" (id 2): the adapter answered "hello" (id 1) twice: "{"type":"capabilities","id":1,`,
    );
    expect(engine.starts).toBe(1);
    // Nothing kept: asked again, it is started again (and fails again).
    await expect(engine.capabilities()).rejects.toThrow(
      `to the start-up's "sync" (id 4): the adapter answered "hello" (id 3) twice`,
    );
    expect(engine.starts).toBe(2);
    await engine.close();
  });
});
