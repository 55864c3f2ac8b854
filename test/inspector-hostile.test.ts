/**
 * The inspector under hostile or unusual use: a machine with no browser, names a participant may
 * not have, JSON that is not JSON, clients that never read and sessions without end. (The server
 * dropping a page that holds 1 MB unread: test/deep/inspector-hostile.deep.ts.)
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openBrowser } from '../src/cli/inspect.js';
import { SseChannel } from '../src/inspector/sse.js';
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
  // The inspector's own feed, 1 MB, filled by new sessions until it drops the page:
  // test/deep/inspector-hostile.deep.ts. Here the channel itself, with a smaller limit: the same
  // code path, without the hundreds of sessions it takes to fill a megabyte behind the socket's buffers.
  it('is dropped once more than its limit waits for it, told once, and the pages that read keep their feed', async () => {
    const dropped: string[] = [];
    const feed = new SseChannel<{ viewer: string }>((c) => dropped.push(c.viewer), 64 * 1024);
    const server = createServer((req, res) =>
      feed.open(req, res, { viewer: new URL(req.url!, 'http://x').searchParams.get('viewer')! }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const open = async (viewer: string) => {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(`GET /?viewer=${viewer} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n\r\n`);
      return socket;
    };
    const idle = await open('idle');
    idle.pause();
    let read = 0;
    const reader = await open('reader');
    reader.on('data', (d: Buffer) => (read += d.length));
    try {
      await new Promise<void>((resolve) => {
        const waitOpen = () => (feed.size === 2 ? resolve() : setTimeout(waitOpen, 5));
        waitOpen();
      });
      const payload = 'x'.repeat(8 * 1024);
      // The socket's buffers fill first, then the limit waits in the server.
      let sent = 0;
      for (; sent < 10_000 && dropped.length === 0; sent++) {
        feed.each((c) => c.send('frame', payload));
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(dropped).toEqual(['idle']);
      expect(feed.size).toBe(1);
      feed.each((c) => c.send('frame', 'after'));
      await new Promise<void>((resolve) => {
        const waitRead = () => (read > sent * 8 * 1024 ? resolve() : setTimeout(waitRead, 5));
        waitRead();
      });
    } finally {
      idle.destroy();
      reader.destroy();
      feed.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
