/**
 * `conform --report r.html` ended by SIGINT (Ctrl-C), SIGTERM or SIGHUP while it runs leaves no
 * .r.html.<hex>.tmp behind (cucumber's report is 2.6 MB of it for the whole suite), writes no r.html,
 * and exits 130, 143 or 129 (npm run test:deep; each writer of src/files/safe-write.ts sent a signal
 * midway, in npm test: test/safe-write-signals.test.ts). The run cannot end by itself: its one
 * scenario waits on an adapter that answers hello and nothing after it
 * (test/fixtures/adapters/stalled.mjs); the signal is sent once the report's temporary is there.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/profile/paths.js';
import { scratchDir } from '../support/temp.js';

const BIN = join(ROOT, 'bin/baccarat.js');
const STALLED = `node ${join(ROOT, 'test/fixtures/adapters/stalled.mjs')}`;
const FEATURE = join(ROOT, 'test/fixtures/signals/one.feature');

describe('conform --report, when a signal ends it', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const)('%s while it runs: no .r.html.*.tmp, no r.html, exit %i', async (signal, status) => {
    const work = scratchDir('baccarat-signal-conform-');
    const argv = ['conform', '--report', 'r.html', '--engine', STALLED, '--engine-timeout', '600000', FEATURE];
    const child = spawn(process.execPath, [BIN, ...argv], {
      cwd: work,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, BACCARAT_DEBUG: '' },
    });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    let ended: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    const end = new Promise<typeof ended>((resolve) =>
      child.once('close', (code, s) => {
        ended = { code, signal: s };
        resolve(ended);
      }),
    );
    const temporaries = () => readdirSync(work).filter((n) => /^\.r\.html\.[0-9a-f]+\.tmp$/.test(n));
    while (temporaries().length === 0 && ended === undefined) await sleep(10);
    expect(ended, `conform ended before its temporary was seen: ${err}`).toBeUndefined();
    child.kill(signal);
    expect(await end).toEqual({ code: status, signal: null });
    expect(readdirSync(work)).toEqual([]);
    expect({ out, err }).toEqual({ out: '', err: '' });
  });
});
