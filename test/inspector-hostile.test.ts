/**
 * The inspector under hostile or unusual use: a machine with no browser, names a participant may
 * not have, JSON that is not JSON, clients that never read and sessions without end.
 */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openBrowser } from '../src/cli/inspect.js';
import { startInspector } from '../src/inspector/server.js';
import { loadProfile } from '../src/loader/bundled.js';
import { scratchDir } from './support/temp.js';

describe('inspect without --no-open on a machine with no browser', () => {
  it('says that no browser was found, with the address, and keeps serving', async () => {
    const empty = scratchDir('no-browser-');
    const child = spawn(process.execPath, ['bin/baccarat.js', 'inspect', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PATH: empty, BROWSER: '' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const said = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`nothing said within 30 s; stdout: ${out} stderr: ${err}`)),
        30_000,
      );
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

describe('a page that never reads its feed', () => {
  it('is dropped once 1 MB waits for it, and the server goes on serving the pages that read', async () => {
    const logged: string[] = [];
    const inspector = await startInspector({
      profile: loadProfile('punto-banco'),
      port: 0,
      log: (m) => logged.push(m),
    });
    // A client that asks for the feed and never reads a byte of it.
    const idle = connect(inspector.port, '127.0.0.1');
    idle.on('error', () => {});
    await new Promise<void>((resolve) => idle.once('connect', () => resolve()));
    idle.write(`GET /api/events?viewer=idle HTTP/1.1\r\nhost: 127.0.0.1:${inspector.port}\r\n\r\n`);
    idle.pause();
    try {
      const body = JSON.stringify({ profile: 'punto-banco', participants: ['Ann', 'Boris'], shoe: { seed: 1 } });
      // Each new session sends the session (some 8 KB) and a frame to every page: the socket's
      // buffers fill first, then 1 MB waits in the server.
      for (let i = 0; i < 3000 && logged.length === 0; i++) {
        const res = await fetch(new URL('/api/session', inspector.url), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        expect(res.status).toBe(200);
      }
      expect(logged).toEqual([
        'inspector: a page (viewer "idle") that does not read its feed was dropped: over 1 MB waiting for it',
      ]);
      expect((await fetch(new URL('/api/session', inspector.url))).status).toBe(200);
    } finally {
      idle.destroy();
      await inspector.close();
    }
  }, 60_000);
});
