/**
 * The inspector under hostile or unusual use: a machine with no browser, names a participant may
 * not have, JSON that is not JSON, clients that never read and sessions without end.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openBrowser } from '../src/cli/inspect.js';

describe('inspect without --no-open on a machine with no browser', () => {
  it('says that no browser was found, with the address, and keeps serving', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-browser-'));
    const child = spawn(process.execPath, ['bin/baccarat.js', 'inspect', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PATH: empty, BROWSER: '' } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const said = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`nothing said within 30 s; stdout: ${out} stderr: ${err}`)), 30_000);
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
        if (err.includes('\n')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await said;
      const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(out)![0];
      expect(err).toBe(`no browser found (no xdg-open on this machine): open ${url} in one\n`);
      expect((await fetch(url)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 40_000);

  it('says so too when the opener is there but fails (xdg-open with no browser behind it)', async () => {
    const said: string[] = [];
    expect(await openBrowser('http://127.0.0.1:1/', (t) => said.push(t), ['false', []])).toBe(false);
    expect(said).toEqual(['no browser found (false exited with 1): open http://127.0.0.1:1/ in one']);
  });

  it('says nothing when the opener succeeds', async () => {
    const said: string[] = [];
    expect(await openBrowser('http://127.0.0.1:1/', (t) => said.push(t), ['true', []])).toBe(true);
    expect(said).toEqual([]);
  });
});
