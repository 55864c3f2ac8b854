/**
 * The inspector's server reads a client's request strictly: a seed is a whole number the seeded
 * shuffle takes (0 to 2^32 - 1), and a frame is asked for by its index, which the page always names;
 * a request names its host once; a par sheet being counted holds no other request.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Inspector, startInspector } from '../src/inspector/server.js';
import { loadProfile } from '../src/loader/bundled.js';
import { parAnswer } from './support/inspector.js';

let inspector: Inspector;
const url = (path: string) => new URL(path, inspector.url);
const answer = async (res: Response) => ({
  status: res.status,
  reason: ((await res.json()) as { reason?: string }).reason,
});
const setup = (seed: unknown) =>
  fetch(url('/api/session'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: `{ "profile": "punto-banco", "participants": ["Ann", "Boris"], "shoe": { "seed": ${String(seed)} } }`,
  });

beforeAll(async () => {
  inspector = await startInspector({ profile: loadProfile('punto-banco'), port: 0, log: () => {} });
});
afterAll(async () => {
  await inspector.close();
});

describe('a seed', () => {
  it.each([
    ['1e300', 'the seed 1e+300 is not one: a seed is a whole number from 0 to 4294967295'],
    ['4294967296', 'the seed 4294967296 is not one: a seed is a whole number from 0 to 4294967295'],
    ['-1', 'the seed -1 is not one: a seed is a whole number from 0 to 4294967295'],
    ['1.5', 'the seed 1.5 is not one: a seed is a whole number from 0 to 4294967295'],
  ])('%s is refused with the range, and the session is unchanged', async (seed, reason) => {
    const before = inspector.session;
    expect(await answer(await setup(seed))).toEqual({ status: 400, reason });
    expect(inspector.session).toBe(before);
  });

  it.each(['0', '4294967295'])('%s, at the bounds, starts a session', async (seed) => {
    const res = await setup(seed);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ accepted: true });
    expect(inspector.session.setup.shoe).toEqual({ seed: Number(seed) });
  });
});

describe('/api/frame', () => {
  it('without an index is a 400 naming the missing index, not frame 0', async () => {
    const last = inspector.session.frames.length - 1;
    expect(await answer(await fetch(url('/api/frame')))).toEqual({
      status: 400,
      reason: `name the frame: /api/frame?index=N, N from 0 to ${last}`,
    });
    expect(await answer(await fetch(url('/api/frame?index=&viewer=Ann')))).toEqual({
      status: 400,
      reason: `name the frame: /api/frame?index=N, N from 0 to ${last}`,
    });
  });

  it('with an index that is not a frame is a 404 with the range', async () => {
    const last = inspector.session.frames.length - 1;
    for (const index of ['x', '-1', '1.5', '0x1', String(last + 1)]) {
      expect(await answer(await fetch(url(`/api/frame?index=${index}`)))).toEqual({
        status: 404,
        reason: `no frame ${index}: frames 0 to ${last}`,
      });
    }
  });

  it('with an index is that frame', async () => {
    const res = await fetch(url('/api/frame?index=0&viewer=Ann'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ index: 0, viewer: 'Ann' });
  });
});

describe('/api/roads', () => {
  it('draws the roads at a frame as SVG: none at the start of a session', async () => {
    const res = await fetch(url('/api/roads?index=0'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await res.text();
    expect(svg).toContain('aria-label="Roads of 0 coups"');
    expect(svg).not.toContain('data-road=');
  });

  it('names its frame as /api/frame does', async () => {
    expect((await fetch(url('/api/roads'))).status).toBe(400);
  });

  it('says why a profile has no roads (ROAD-12)', async () => {
    const body = '{ "profile": "baccarat-banque", "participants": ["Ann", "Boris", "Vera"], "shoe": { "seed": 1 } }';
    const started = await fetch(url('/api/session'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(started.status).toBe(200);
    expect(await answer(await fetch(url('/api/roads?index=0')))).toEqual({
      status: 404,
      reason:
        'baccarat-banque: 3 hands (right, left, banker), each side against the banker, so a coup has no one result; roads are drawn for a two-hand game',
    });
  });
});

describe('the Host header', () => {
  it('named twice: refused (400) with the reason, not answered for the first', async () => {
    const socket = connect(inspector.port, '127.0.0.1');
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString()));
    const ended = new Promise<void>((resolve, reject) => {
      socket.on('end', () => resolve());
      socket.on('error', reject);
    });
    socket.write(`GET /api/session HTTP/1.0\r\nhost: 127.0.0.1:${inspector.port}\r\nhost: evil.example\r\n\r\n`);
    await ended;
    expect(text.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      accepted: false,
      reason: 'the request names 2 hosts (Host headers): a request names one',
    });
  });
});

describe('GET /par', () => {
  it("is counted on a worker: a profile without a policy is refused (404) with its reason; while club baccarat's sheet is counted, /par answers how far it is (202) and other requests are answered", async () => {
    // One server for both: a profile whose choices no policy decides, then club baccarat, whose
    // sheet takes some fifteen seconds: the server is closed long before, which ends its worker.
    const mine = { ...loadProfile('chemin-de-fer'), id: 'my-chemin' };
    // parWait 0: /par answers at once, the sheet or how far its counting is (202).
    const served = await startInspector({ profile: mine, port: 0, log: () => {}, parWait: 0 });
    const at = (path: string) => new URL(path, served.url);
    try {
      expect(await answer(await parAnswer(at('/par').href))).toEqual({
        status: 404,
        reason:
          "no par sheet for my-chemin: Chemin de Fer leaves draws to a choice (punter on 5; banker on 3 against punter's third card 9; banker on 5 against punter's third card 4): give --policy <file> saying how each is decided (schemas/policy.schema.json)",
      });
      const club = await fetch(at('/api/session'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{ "profile": "baccarat-club", "participants": ["Ann", "Boris", "Vera"], "shoe": { "seed": 1 } }',
      });
      expect(club.status).toBe(200);
      const par = await fetch(at('/par'));
      expect(par.status).toBe(202);
      expect(await par.text()).toContain('<h1>Club baccarat: par sheet</h1>');
      // Time for its worker to start counting.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await fetch(at('/'))).status).toBe(200);
      const session = (await (await fetch(at('/api/session'))).json()) as { profile: { id: string } };
      expect(session.profile.id).toBe('baccarat-club');
      // Still counting, and asked again: the same count, not another.
      expect((await fetch(at('/par'))).status).toBe(202);
    } finally {
      await served.close();
    }
  });
});
