/**
 * An adapter's start-up and what the harness says of it, without cucumber (docs/adapter-protocol.md,
 * "When an adapter misbehaves"; hello answered twice, through conform, is test/harness-wire.test.ts's):
 * a scenario that starts two sessions sends a sync between them; an adapter that dies is quoted by
 * its error line, not by its runtime's version banner; one that says it speaks baccarat-adapter/2
 * without echoing ids is told so; and the document quotes the harness word for word.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AdapterEngine } from '../src/engine/adapter.js';
import { ROOT } from '../src/profile/paths.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-harness-wire-start-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const SELF = `node ${join(ROOT, 'dist/engine/self-adapter.js')}`;

const NO_ID =
  'the answer has no "id": a baccarat-adapter/2 adapter echoes each request\'s id in its answer (docs/adapter-protocol.md)';
describe('a scenario that starts two sessions', () => {
  it('sends a sync between the two starts, through a shell (a pipe in the command) from the current folder', async () => {
    // The self-adapter behind tee, which keeps every request: a relative path, from `cwd`.
    const engine = new AdapterEngine({ command: `tee -a requests.log | ${SELF}`, timeout: 5000, cwd: work });
    engine.begin('two-sessions');
    const seeded = { kind: 'seeded', seed: 6 } as const;
    const session = await engine.start({ profile: 'punto-banco', participants: ['Ann', 'Boris'], shoe: seeded }, 's');
    expect(session.accepted).toBe(true);
    const shoe = { kind: 'stacked', shuffles: [['4H', '2S', '9C', 'AD', '8D']] } as const;
    const coup = await engine.start({ profile: 'punto-banco', participants: [], shoe, singleCoup: true }, 's');
    expect(coup.accepted).toBe(true);
    await engine.finish();
    await engine.close();
    const sent = readFileSync(join(work, 'requests.log'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => {
        const { type, id } = JSON.parse(l) as { type: string; id: number };
        return `${type} ${id}`;
      });
    expect(sent).toEqual(['hello 1', 'sync 2', 'start 3', 'sync 4', 'start 5', 'sync 6']);
  });
});

describe('the last words of an adapter that dies', () => {
  it('are its error line: Node\'s "Error: …", not the version banner after its stack', async () => {
    const engine = new AdapterEngine({ command: 'node does-not-exist.js', timeout: 5000, cwd: work });
    await expect(engine.capabilities()).rejects.toThrow(
      `to "hello" (id 1): the adapter exited (exit code 1) (its last words: "Error: Cannot find module '${join(work, 'does-not-exist.js')}'")`,
    );
    await engine.close();
  });

  it("are Python's last line, the exception after its traceback", async () => {
    const engine = new AdapterEngine({ command: `python3 -c "raise ValueError('no such shoe')"`, timeout: 5000 });
    await expect(engine.capabilities()).rejects.toThrow(
      'to "hello" (id 1): the adapter exited (exit code 1) (its last words: "ValueError: no such shoe")',
    );
    await engine.close();
  });
});

describe('docs/adapter-protocol.md', () => {
  // The lines the tests above get from the harness, as the document quotes them for an author.
  it('quotes the harness word for word', () => {
    const doc = readFileSync(join(ROOT, 'docs/adapter-protocol.md'), 'utf8');
    for (const quoted of [
      `: to "hello" (id 1): ${NO_ID}: nothing ran\n`,
      `: to the start-up's "sync" (id 2): the adapter answered "hello" (id 1) twice: "{"type":"capabilities","id":1,`,
      '`the adapter was started again for this\nscenario (a failure had stopped it), and its start-up failed: …`',
    ])
      expect(doc).toContain(quoted);
  });
});

describe('an adapter that says it speaks baccarat-adapter/2 but echoes no id', () => {
  it('is told what its answer lacks, not that it speaks another version', async () => {
    const noId = `node -e "require('readline').createInterface({input: process.stdin}).on('line', () => console.log(JSON.stringify({type: 'capabilities', protocol: 'baccarat-adapter/2', engine: {name: 'new', version: '1'}, variants: [], features: []})))"`;
    const engine = new AdapterEngine({ command: noId, timeout: 5000 });
    await expect(engine.capabilities()).rejects.toThrow(`to "hello" (id 1): ${NO_ID}`);
    await engine.close();
  });
});
