/**
 * The inspector's feed, whole: a page that never reads it is dropped once 1 MB waits for it
 * (src/inspector/sse.ts), with the server's own message, and the server goes on serving. Hundreds of
 * new sessions fill the socket's buffers first; npm test checks the channel itself with a smaller
 * limit (test/inspector-hostile.test.ts).
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startInspector } from '../../src/inspector/server.js';
import { loadProfile } from '../../src/loader/bundled.js';

describe("a page that never reads the inspector's feed", () => {
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
