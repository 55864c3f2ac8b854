/**
 * The inspector without a browser: the moves it offers (asked of the chart), the record it keeps
 * (frames replayed from recorded snapshots), what each role is sent, and its server's feed.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalMoves } from '../src/driver/moves.js';
import { frameView, logShown } from '../src/inspector/frame.js';
import { tableRules } from '../src/inspector/rules.js';
import { defaultParticipants, type Inspector, startInspector } from '../src/inspector/server.js';
import { InspectedSession, type SessionSetup } from '../src/inspector/session.js';
import { loadProfile } from '../src/loader/bundled.js';
import type { GameEvent } from '../src/machines/context.js';
import { swept } from './support/sweep.js';

const pb = loadProfile('punto-banco');
const bb = loadProfile('baccarat-banque');

const session = (setup: SessionSetup) => new InspectedSession(1, loadProfile(setup.profile), setup, () => {});
const labels = (s: InspectedSession) =>
  legalMoves(s.profile, s.game.snapshot).map((m) => (m.chips ? `${m.label} (${m.chips})` : m.label));
const play = (s: InspectedSession, events: GameEvent[]) => {
  for (const e of events) expect(s.send(e), JSON.stringify(e)).toEqual({ accepted: true });
};

/** PB-06.1: Ann deals, Boris predicts banco, from a stacked shoe. */
const pb061 = () =>
  session({ profile: 'punto-banco', participants: ['Ann', 'Boris'], shoe: { cards: '4H 2S 9C AD 8D' } });

/** BB-08.1 up to the banker's choice on 5: fund 10, Boris 5 on the right, Vera passes, Gleb 3 on the left. */
const BB081_MOVES: GameEvent[] = [
  { type: 'BID', participant: 'Anna', fund: 10 },
  { type: 'CLOSE_AUCTION' },
  { type: 'SHUFFLE', by: 'Anna' },
  { type: 'CUT', by: 'Boris' },
  { type: 'CLOSE_BANCO' },
  { type: 'BET', participant: 'Boris', bet: 'side', amount: 5 },
  { type: 'PASS', participant: 'Vera' },
  { type: 'BET', participant: 'Gleb', bet: 'side', amount: 3 },
  { type: 'DEAL' },
];

function bb081(): InspectedSession {
  const s = session({
    profile: 'baccarat-banque',
    participants: ['Anna', 'Boris', 'Vera', 'Gleb'],
    shoe: { cards: '9C 7H 2S 4C 6D 3C 4D 2H' },
  });
  play(s, BB081_MOVES);
  return s;
}

describe('the moves offered', () => {
  it('are the predictions before the deal, and the deal once every participant but the dealer has bet', () => {
    const s = pb061();
    expect(labels(s)).toEqual([
      'BET Ann punto',
      'BET Ann banco',
      'BET Ann tie',
      'BET Boris punto',
      'BET Boris banco',
      'BET Boris tie',
    ]);
    play(s, [{ type: 'BET', participant: 'Boris', bet: 'banco' }]);
    expect(labels(s)).toEqual(['BET Ann punto', 'BET Ann banco', 'BET Ann tie', 'DEAL']);
    play(s, [{ type: 'DEAL' }]);
    expect(labels(s)).toEqual(['NEXT_COUP']);
  });

  it("follow a bank from the auction to the banker's choice, with chips where a fund or a stake is asked", () => {
    const s = session({
      profile: 'baccarat-banque',
      participants: ['Anna', 'Boris', 'Vera', 'Gleb'],
      shoe: { cards: '9C 7H 2S 4C 6D 3C 4D 2H' },
    });
    const seen: string[][] = [labels(s)];
    for (const e of BB081_MOVES) {
      play(s, [e]);
      seen.push(labels(s));
    }
    expect(seen).toEqual([
      ['BID Anna (fund)', 'BID Boris (fund)', 'BID Vera (fund)', 'BID Gleb (fund)'],
      ['BID Boris (fund)', 'BID Vera (fund)', 'BID Gleb (fund)', 'CLOSE_AUCTION'],
      ['SHUFFLE Anna', 'SHUFFLE Boris', 'SHUFFLE Vera', 'SHUFFLE Gleb'],
      ['CUT Boris', 'CUT Vera', 'CUT Gleb'],
      ['BANCO Boris', 'BANCO Vera', 'BANCO Gleb', 'CLOSE_BANCO'],
      ['BET Boris side (amount)', 'BET Boris cheval (amount)', 'PASS Boris'],
      ['BET Vera side (amount)', 'BET Vera cheval (amount)', 'PASS Vera'],
      ['BET Gleb side (amount)', 'BET Gleb cheval (amount)', 'PASS Gleb'],
      ['DEAL'],
      ['DRAW Anna', 'STAND Anna'],
    ]);
  });

  it("are said in the table's words, a bet by its name, a card as printed; the event stays the label", () => {
    const words = (s: InspectedSession) => legalMoves(s.profile, s.game.snapshot).map((m) => m.says);
    const p = pb061();
    expect(words(p).slice(3)).toEqual(['Boris bets on Punto', 'Boris bets on Banco', 'Boris bets on Tie']);
    play(p, [{ type: 'BET', participant: 'Boris', bet: 'banco' }]);
    expect(words(p).at(-1)).toBe('Deal');
    play(p, [{ type: 'DEAL' }]);
    expect(words(p)).toEqual(['Next coup']);
    const b = session({
      profile: 'baccarat-banque',
      participants: ['Anna', 'Boris', 'Vera', 'Gleb'],
      shoe: { cards: '9C 7H 2S 4C 6D 3C 4D 2H' },
    });
    const seen: string[][] = [words(b)];
    for (const e of BB081_MOVES.slice(0, 5)) {
      play(b, [e]);
      seen.push(words(b));
    }
    play(b, BB081_MOVES.slice(5));
    seen.push(words(b));
    expect(seen).toEqual([
      ['Anna announces a fund', 'Boris announces a fund', 'Vera announces a fund', 'Gleb announces a fund'],
      ['Boris announces a fund', 'Vera announces a fund', 'Gleb announces a fund', 'Close the auction'],
      ['Anna shuffles', 'Boris shuffles', 'Vera shuffles', 'Gleb shuffles'],
      ['Boris cuts', 'Vera cuts', 'Gleb cuts'],
      ['Boris calls banco', 'Vera calls banco', 'Gleb calls banco', 'Close the banco calls'],
      ["Boris: Bet on one's own side", 'Boris: À cheval', 'Boris passes'],
      ['Anna draws', 'Anna stands'],
    ]);
  });

  it('are each taken by the chart as offered', () => {
    const s = bb081();
    for (const m of legalMoves(bb, s.game.snapshot)) expect(s.game.snapshot.can(m.event), m.label).toBe(true);
  });

  it('are none once the session is over', () => {
    const s = session({ profile: 'punto-banco', participants: ['Ann', 'Boris'], shoe: { cards: '4H 2S 9C AD' } });
    play(s, [{ type: 'BET', participant: 'Boris', bet: 'banco' }, { type: 'DEAL' }]);
    expect(s.game.state).toBe('out of cards');
    expect(labels(s)).toEqual([]);
  });
});

describe('the rules of the table (src/inspector/rules.ts)', () => {
  it("are each turn's draw table, by the other hand's third card where it reads one, and the bets", () => {
    const rules = tableRules(pb);
    expect(rules.turns.map((t) => [t.hand, t.decides, t.against, t.rows.length])).toEqual([
      ['Punto', '', undefined, 8],
      ['Banco', '', 'Punto', 8],
    ]);
    expect(rules.turns[0]!.rows[5]).toEqual({ total: 5, action: 'draw' });
    expect(rules.turns[0]!.rows[6]).toEqual({ total: 6, action: 'stand' });
    // PB-05: banco on 3 draws unless punto's third card is an 8; on 6, against a 6 or 7 only.
    expect(rules.turns[1]!.rows[3]).toEqual({
      total: 3,
      stood: 'draw',
      byThird: ['draw', 'draw', 'draw', 'draw', 'draw', 'draw', 'draw', 'draw', 'stand', 'draw'],
    });
    expect(rules.turns[1]!.rows[6]).toEqual({
      total: 6,
      stood: 'stand',
      byThird: ['stand', 'stand', 'stand', 'stand', 'stand', 'stand', 'draw', 'draw', 'stand', 'stand'],
    });
    expect(rules.bets).toEqual([
      { id: 'punto', name: 'Punto', settles: 'Punto wins: pays 1:1; a tie: push' },
      { id: 'banco', name: 'Banco', settles: 'Banco wins: pays 1:1 less 5 %; a tie: push' },
      { id: 'tie', name: 'Tie', settles: 'a tie: pays 8:1' },
    ]);
  });

  it('say who makes the choices a table leaves: a side on 5 its active player, the banker every total', () => {
    const rules = tableRules(bb);
    expect(rules.turns.map((t) => [t.hand, t.decides, t.rows.find((r) => r.total === 5)])).toEqual([
      ['Right', 'the active player of Right', { total: 5, action: 'choice' }],
      ['Left', 'the active player of Left', { total: 5, action: 'choice' }],
      ['Banker', 'the banker', { total: 5, action: 'choice' }],
    ]);
  });
});

describe('the record', () => {
  it('keeps one frame per microstep, each with the transitions taken, and the rests marked', () => {
    const s = pb061();
    play(s, [{ type: 'BET', participant: 'Boris', bet: 'banco' }, { type: 'DEAL' }]);
    const states = s.frames.map((f) => frameView(s, f.index, 'onlooker').state.name);
    expect(states).toEqual([
      'taking bets',
      'taking bets',
      'card 1 to punto',
      'card 2 to banco',
      'card 3 to punto',
      'card 4 to banco',
      'natural check',
      'turn of punto',
      'turn of banco',
      'showdown',
      'coup over',
    ]);
    expect(s.frames.map((f) => f.settled)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(s.frames[8]!.transitions).toEqual([
      {
        source: 'punto-banco.turn of punto',
        target: 'punto-banco.turn of banco',
        event: '',
        guard: 'the table says draw',
      },
    ]);
  });

  it('shows an earlier frame as it was recorded, and the live frame with the coup settled', () => {
    const s = pb061();
    play(s, [{ type: 'BET', participant: 'Boris', bet: 'banco' }, { type: 'DEAL' }]);
    const turnOfPunto = frameView(s, 7, 'onlooker');
    expect(turnOfPunto.live).toBe(false);
    expect(turnOfPunto.moves).toEqual([]);
    expect(turnOfPunto.table.hands.map((h) => [h.id, h.cards, h.total])).toEqual([
      ['punto', ['4H', '9C'], 3],
      ['banco', ['2S', 'AD'], 3],
    ]);
    const live = frameView(s, s.frames.length - 1, 'onlooker');
    expect(live.table.hands.map((h) => [h.id, h.cards, h.total])).toEqual([
      ['punto', ['4H', '9C', '8D'], 1],
      ['banco', ['2S', 'AD'], 3],
    ]);
    expect(live.table.outcome).toBe('banco');
    expect(live.table.seats).toEqual([
      { name: 'Ann', score: 0, role: 'dealer' },
      { name: 'Boris', score: 19, role: '' },
    ]);
    expect(live.log.filter((e) => !e.automatic).map((e) => e.text)).toEqual(['Boris bets 20 on banco']);
    // The log names a card as the table shows it.
    expect(live.log.filter((e) => e.automatic).map((e) => e.text)).toContain('punto draws 8♦ (the table)');
  });

  it("writes a log entry's cards as the table shows them, and a participant named like a card as he is named", () => {
    const entry = { coup: 1, automatic: false, text: 'AD draws for right: TS' };
    expect(logShown(entry, new Set(['AD'])).text).toBe('AD draws for right: T♠');
    expect(logShown(entry, new Set()).text).toBe('A♦ draws for right: T♠');
  });

  it('records nothing for a move the chart refuses', () => {
    const s = pb061();
    const before = s.frames.length;
    expect(s.send({ type: 'DEAL' })).toMatchObject({ accepted: false });
    expect(s.frames.length).toBe(before);
  });
});

describe('what each role is sent', () => {
  const hands = (s: InspectedSession, viewer: string) =>
    Object.fromEntries(frameView(s, s.frames.length - 1, viewer).table.hands.map((h) => [h.id, [h.cards, h.total]]));

  it('the banker: his own hand, and of the sides only their third cards', () => {
    expect(hands(bb081(), 'Anna')).toEqual({
      right: [[null, null, '4D'], null],
      left: [[null, null, '2H'], null],
      banker: [['2S', '3C'], 5],
    });
  });

  it("a side's active player: his side's hand, not the banker's", () => {
    expect(hands(bb081(), 'Boris')).toEqual({
      right: [['9C', '4C', '4D'], 7],
      left: [[null, null, '2H'], null],
      banker: [[null, null], null],
    });
  });

  it('an onlooker: only what lies face up, and no hidden card anywhere in what is sent', () => {
    const s = bb081();
    expect(hands(s, 'onlooker')).toEqual({
      right: [[null, null, '4D'], null],
      left: [[null, null, '2H'], null],
      banker: [[null, null], null],
    });
    const sent = JSON.stringify(frameView(s, s.frames.length - 1, 'onlooker'));
    for (const hidden of ['9C', '4C', '7H', '6D', '2S', '3C']) expect(sent).not.toContain(hidden);
  });

  it('everyone, once the showdown reveals the hands', () => {
    const s = bb081();
    play(s, [{ type: 'STAND', by: 'Anna' }]);
    const live = frameView(s, s.frames.length - 1, 'onlooker');
    expect(live.table.hands.map((h) => [h.id, h.cards, h.total])).toEqual([
      ['right', ['9C', '4C', '4D'], 7],
      ['left', ['7H', '6D', '2H'], 5],
      ['banker', ['2S', '3C'], 5],
    ]);
    expect(live.table.sides).toEqual({ right: 'win', left: 'equal' });
    expect(live.table.bank).toEqual({ banker: 'Anna', fund: 5, initialFund: 10 });
    expect(live.viewers.map((v) => `${v.name}: ${v.role}`)).toEqual([
      'onlooker: sees what lies face up',
      'Anna: banker',
      'Boris: plays right',
      'Vera: on right',
      'Gleb: plays left',
    ]);
  });
});

/**
 * Reads server-sent events from a response body until `done` says enough. No clock of its own: a
 * loaded machine may be slow, and the test's timeout bounds a feed that never comes.
 */
// biome-ignore lint/suspicious/noExplicitAny: an event's data is whatever JSON the server sent; the expectations read it
type Data = any;
async function readEvents(res: Response, done: (events: { event: string; data: Data }[]) => boolean) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: Data }[] = [];
  let buffer = '';
  while (!done(events)) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    buffer += decoder.decode(value, { stream: true });
    for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
    }
  }
  return { events, reader };
}

describe('the server', () => {
  let inspector: Inspector;
  const post = (path: string, body: unknown) =>
    fetch(new URL(path, inspector.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    inspector = await startInspector({ profile: pb, port: 0 });
  });
  afterAll(async () => {
    await inspector.close();
  });

  it('listens on 127.0.0.1 only, and serves the page', async () => {
    expect(inspector.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await fetch(inspector.url);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<script type="module" src="app.js">');
    const app = await fetch(new URL('app.js', inspector.url));
    expect(app.headers.get('content-type')).toContain('text/javascript');
    expect((await fetch(new URL('../package.json', inspector.url))).status).toBe(404);
  });

  it("opens a long record as one new session on the feed, its last frame carrying the log's newest 100 entries", async () => {
    const controller = new AbortController();
    const res = await fetch(new URL('/api/events?viewer=Ann', inspector.url), { signal: controller.signal });
    const first = await readEvents(res, (e) => e.length >= 2);
    expect(first.events.map((e) => e.event)).toEqual(['session', 'frame']);
    first.reader.releaseLock();
    // The 22 coups of a Baccarat Banque shoe: 149 moves, 365 frames, none of them sent one by
    // one. (The browser test opens the 62 coups of a Chemin de Fer shoe.)
    const opened = await fetch(new URL('/api/record', inspector.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: readFileSync('fixtures/records/baccarat-banque-shoe.json', 'utf8'),
    });
    expect(await opened.json()).toMatchObject({ accepted: true, moves: 149 });
    const next = await readEvents(res, (e) => e.length >= 2);
    controller.abort();
    expect(next.events.map((e) => e.event)).toEqual(['session', 'frame']);
    const last = next.events[1]!.data;
    expect(last).toMatchObject({ live: true, profile: { id: 'baccarat-banque' } });
    expect(last.index).toBe(last.count - 1);
    expect(last.count).toBe(365);
    expect(last.log).toHaveLength(100);
    expect(last.logBefore).toBeGreaterThan(0);
  });

  it('feeds the page the session, then every frame as the chosen viewer sees it', async () => {
    expect(
      await (
        await post('/api/session', {
          profile: 'punto-banco',
          participants: ['Ann', 'Boris'],
          shoe: { cards: '4H 2S 9C AD 8D' },
        })
      ).json(),
    ).toMatchObject({ accepted: true });
    const controller = new AbortController();
    const res = await fetch(new URL('/api/events?viewer=Boris', inspector.url), { signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const first = await readEvents(res, (e) => e.length >= 2);
    expect(first.events.map((e) => e.event)).toEqual(['session', 'frame']);
    expect(first.events[0]!.data.chart.id).toBe('punto-banco');
    // The rules the chart's guards read, for the page's panel "Rules of this table".
    expect(first.events[0]!.data.rules.bets.map((b: { settles: string }) => b.settles)).toEqual([
      'Punto wins: pays 1:1; a tie: push',
      'Banco wins: pays 1:1 less 5 %; a tie: push',
      'a tie: pays 8:1',
    ]);
    expect(first.events[1]!.data).toMatchObject({ viewer: 'Boris', live: true, state: { name: 'taking bets' } });

    expect(
      await (await post('/api/move', { event: { type: 'BET', participant: 'Boris', bet: 'banco' } })).json(),
    ).toEqual({ accepted: true });
    expect(await (await post('/api/move', { event: { type: 'DEAL' } })).json()).toEqual({ accepted: true });
    const frames: Data[] = [];
    const more = async () => {
      const r = await readEvents(res, (e) => e.some((x) => x.data.state?.name === 'coup over'));
      frames.push(...r.events.map((e) => e.data));
    };
    // The reader keeps its place in the stream: read on from where the first read stopped.
    first.reader.releaseLock();
    await more();
    controller.abort();
    expect(frames.map((f) => f.state.name)).toEqual([
      'taking bets',
      'card 1 to punto',
      'card 2 to banco',
      'card 3 to punto',
      'card 4 to banco',
      'natural check',
      'turn of punto',
      'turn of banco',
      'showdown',
      'coup over',
    ]);
    const live = frames.at(-1);
    expect(live).toMatchObject({ live: true, viewer: 'Boris', table: { outcome: 'banco' } });
    expect(live.moves.map((m: { label: string }) => m.label)).toEqual(['NEXT_COUP']);
    // A move's last frame offers the moves of the state the chart rests in; the deal's microsteps offer none.
    expect(frames[0].moves.map((m: { label: string }) => m.label)).toEqual([
      'BET Ann punto',
      'BET Ann banco',
      'BET Ann tie',
      'DEAL',
    ]);
    expect(frames.slice(1, -1).every((f) => f.moves.length === 0)).toBe(true);
  });

  it("answers a refused move with the chart's reason, and changes nothing", async () => {
    await post('/api/session', { profile: 'punto-banco', participants: ['Ann', 'Boris'], shoe: { seed: 7 } });
    const before = (await (await fetch(new URL('/api/timeline', inspector.url))).json()).length;
    const verdict = await (await post('/api/move', { event: { type: 'DEAL' } })).json();
    expect(verdict).toEqual({
      accepted: false,
      reason: 'the cards are dealt only once every participant has bet: still to bet: Boris',
      rule: 'PB-02.5',
      failed: 'condition',
      what: 'every participant has bet',
    });
    expect((await (await fetch(new URL('/api/timeline', inspector.url))).json()).length).toBe(before);
  });

  it('refuses a session the profile does not allow, and a shoe it cannot read', async () => {
    const one = await post('/api/session', { profile: 'punto-banco', participants: ['Ann'], shoe: { seed: 1 } });
    expect(one.status).toBe(400);
    expect((await one.json()).reason).toBe('Punto Banco takes 2 to 8 participants, not 1');
    const bad = await post('/api/session', {
      profile: 'punto-banco',
      participants: ['Ann', 'Boris'],
      shoe: { cards: '4H 2X' },
    });
    expect((await bad.json()).reason).toContain('"2X" is not a card');
    const unknown = await post('/api/session', {
      profile: '../etc/passwd',
      participants: ['Ann', 'Boris'],
      shoe: { seed: 1 },
    });
    expect(unknown.status).toBe(400);
  });

  it('refuses an event its chart does not know', async () => {
    await post('/api/session', { profile: 'punto-banco', participants: ['Ann', 'Boris'], shoe: { seed: 1 } });
    const res = await post('/api/move', { event: { type: 'xstate.stop' } });
    expect(res.status).toBe(400);
    expect((await res.json()).reason).toBe(
      'Punto Banco\'s chart takes no event "xstate.stop": its events are BET, DEAL, NEXT_COUP',
    );
  });

  it('takes moves only as JSON, and answers only to its own address', async () => {
    const form = await fetch(new URL('/api/move', inspector.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'event=DEAL',
    });
    expect(form.status).toBe(415);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: inspector.port, path: '/api/session', headers: { host: 'evil.example:80' } },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
  });

  it('serves a recorded frame by its index, and says so when there is none', async () => {
    await post('/api/session', {
      profile: 'baccarat-banque',
      participants: ['Anna', 'Boris', 'Vera'],
      shoe: { seed: 3 },
    });
    const frame = await (await fetch(new URL('/api/frame?index=0&viewer=Anna', inspector.url))).json();
    expect(frame).toMatchObject({ index: 0, viewer: 'Anna', state: { name: 'choosing the banker' } });
    const none = await fetch(new URL('/api/frame?index=99', inspector.url));
    expect(none.status).toBe(404);
  });
});

describe('the domestic table (one hand per punter)', () => {
  it.each(['baccarat-domestic', 'baccarat-domestic-tens'])(
    "%s: frames show each punter's hand and the banker's, with no total before the deal",
    (id) => {
      const s = session({ profile: id, participants: ['Ann', 'Boris', 'Vera'], shoe: { seed: 1 } });
      const start = frameView(s, 0, 'onlooker');
      expect(start.table.hands.map((h) => [h.id, h.cards, h.total])).toEqual([
        ['punter-1', [], null],
        ['punter-2', [], null],
        ['banker', [], null],
      ]);
      expect(start.moves.map((m) => m.label)).toEqual(['SHUFFLE Ann', 'SHUFFLE Boris', 'SHUFFLE Vera']);
    },
  );

  it('offers a punter who holds no chips yet a stake, and no pass: scores may go below zero, up to the largest stake of 10, and every punter stakes (RD-03)', () => {
    const s = session({ profile: 'baccarat-domestic', participants: ['Ann', 'Boris', 'Vera'], shoe: { seed: 1 } });
    play(s, [
      { type: 'SHUFFLE', by: 'Boris' },
      { type: 'SHUFFLE', by: 'Vera' },
      { type: 'SHUFFLE', by: 'Ann' },
      { type: 'CUT', by: 'Boris' },
    ]);
    expect(labels(s)).toEqual(['BET Boris stake (amount)']);
  });

  it('Boris stakes 5, Vera 1, the deal: every frame draws as every role sees it, Boris his own 7 only', () => {
    // Dealt punter-1 (Boris, the banker's right), punter-2 (Vera), the banker, twice: 5S 2S 6D, 2D KH 4H.
    const s = session({
      profile: 'baccarat-domestic',
      participants: ['Ann', 'Boris', 'Vera'],
      shoe: { cards: '5S 2S 6D 2D KH 4H 9D 9H 3C' },
    });
    play(s, [
      { type: 'SHUFFLE', by: 'Ann' },
      { type: 'CUT', by: 'Boris' },
      { type: 'BET', participant: 'Boris', bet: 'stake', amount: 5 },
      { type: 'BET', participant: 'Vera', bet: 'stake', amount: 1 },
      { type: 'DEAL' },
    ]);
    for (const f of s.frames)
      for (const viewer of ['onlooker', 'Ann', 'Boris', 'Vera'])
        expect(() => frameView(s, f.index, viewer)).not.toThrow();
    const boris = frameView(s, s.frames.length - 1, 'Boris');
    expect(boris.table.hands.map((h) => [h.id, h.cards, h.total, h.held])).toEqual([
      ['punter-1', ['5S', '2D'], 7, true],
      ['punter-2', [null, null], null, false],
      ['banker', [null, null], null, false],
    ]);
    expect(boris.moves.map((m) => m.label)).toEqual(['DRAW Boris', 'STAND Boris']);
  });
});

describe('the server, started on the domestic game', () => {
  let inspector: Inspector;
  const logged: string[] = [];
  const url = (path: string) => new URL(path, inspector.url);
  const postRaw = (path: string, body: string) =>
    fetch(url(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const answer = async (res: Response) => ({
    status: res.status,
    reason: ((await res.json()) as { reason?: string }).reason,
  });

  beforeAll(async () => {
    inspector = await startInspector({
      profile: loadProfile('baccarat-domestic'),
      port: 0,
      log: (m) => logged.push(m),
    });
  });
  afterAll(async () => {
    await inspector.close();
  });

  it('answers its frames and its feed: one hand per punter, no total before the deal', async () => {
    const frame = await fetch(url('/api/frame?index=0&viewer=onlooker'));
    expect(frame.status).toBe(200);
    expect(((await frame.json()) as { table: { hands: unknown[] } }).table.hands).toEqual([
      { id: 'punter-1', name: 'Punter 1', cards: [], total: null, held: false },
      { id: 'banker', name: 'Banker', cards: [], total: null, held: false },
    ]);
    const controller = new AbortController();
    const res = await fetch(url('/api/events?viewer=Ann'), { signal: controller.signal });
    expect(res.status).toBe(200);
    const { events } = await readEvents(res, (e) => e.length >= 2);
    controller.abort();
    expect(events[1]!.data).toMatchObject({ viewer: 'Ann', state: { name: 'shuffling' } });
    expect(events[1]!.data.moves.map((m: { label: string }) => m.label)).toEqual(['SHUFFLE Ann', 'SHUFFLE Boris']);
  });

  it('forbids framing and sniffing on every answer: the page, its files, the API, the feed and the errors', async () => {
    const controller = new AbortController();
    const answers = [
      await fetch(url('/')),
      await fetch(url('/app.js')),
      await fetch(url('/api/session')),
      await fetch(url('/nothing-here')),
      await postRaw('/api/move', 'null'),
      await fetch(url('/api/events'), { signal: controller.signal }),
    ];
    controller.abort();
    for (const res of answers) {
      expect(res.headers.get('x-frame-options'), res.url).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), res.url).toBe('nosniff');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, res.url).toContain("frame-ancestors 'none'");
      expect(csp, res.url).toContain("default-src 'self'");
    }
  });

  it('keeps the page free of inline scripts and styles, which its policy would block', async () => {
    const html = await (await fetch(url('/'))).text();
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/);
  });

  it('answers a body that is not a JSON object with a 400 and the reason', async () => {
    expect(await answer(await postRaw('/api/move', 'null'))).toEqual({
      status: 400,
      reason: 'the request is null, not a JSON object: send { "event": { "type": "DEAL" } }',
    });
    expect(await answer(await postRaw('/api/move', '7'))).toEqual({
      status: 400,
      reason: 'the request is a number, not a JSON object: send { "event": { "type": "DEAL" } }',
    });
    expect(await answer(await postRaw('/api/move', '"DEAL"'))).toEqual({
      status: 400,
      reason: 'the request is a string, not a JSON object: send { "event": { "type": "DEAL" } }',
    });
    expect(await answer(await postRaw('/api/move', '[{"type":"DEAL"}]'))).toEqual({
      status: 400,
      reason: 'the request is an array, not a JSON object: send { "event": { "type": "DEAL" } }',
    });
    const invalid = await answer(await postRaw('/api/move', '{"event": '));
    expect(invalid.status).toBe(400);
    expect(invalid.reason).toMatch(/^the request is not JSON \(.+\): send \{ "event": \{ "type": "DEAL" \} \}$/);
    expect(await answer(await postRaw('/api/session', 'null'))).toEqual({
      status: 400,
      reason:
        'the request is null, not a JSON object: send { "profile": "punto-banco", "participants": ["Ann", "Boris"], "shoe": { "seed": 1 } }',
    });
    expect(await answer(await postRaw('/api/move', '{}'))).toEqual({
      status: 400,
      reason: 'the request names no "event": send { "event": { "type": "DEAL" } }',
    });
    expect(await answer(await postRaw('/api/move', '{"event": null}'))).toEqual({
      status: 400,
      reason: '"event" is an object with a "type": send { "event": { "type": "DEAL" } }',
    });
    expect(await answer(await postRaw('/api/move', '{"event": {"by": "Ann"}}'))).toEqual({
      status: 400,
      reason: 'the event has no "type" (a string): send { "event": { "type": "DEAL" } }',
    });
  });

  it('answers a body that is too large with a 413 and the limit, declared or streamed', async () => {
    const declared = await postRaw(
      '/api/move',
      JSON.stringify({ event: { type: 'DEAL' }, padding: 'x'.repeat(70_000) }),
    );
    expect(await answer(declared)).toEqual({
      status: 413,
      reason: 'the request is too large: a body of at most 65536 bytes is taken',
    });
    // Chunked, with no length declared: the server stops reading at the limit and still answers.
    const streamed = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: inspector.port,
          path: '/api/move',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 10; i++) req.write('x'.repeat(10_000));
      req.end();
    });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body).reason).toBe('the request is too large: a body of at most 65536 bytes is taken');
  });

  it('names what is missing or mistyped in a move, before the chart sees it', async () => {
    const move = (event: unknown, extra: object = {}) => postRaw('/api/move', JSON.stringify({ event, ...extra }));
    expect(await answer(await move({ type: 'SHUFFLE' }))).toEqual({
      status: 400,
      reason: 'SHUFFLE needs "by": the participant who makes it',
    });
    expect(await answer(await move({ type: 'SHUFFLE', by: 1 }))).toEqual({
      status: 400,
      reason: 'SHUFFLE\'s "by" is the participant who makes it: a string, not a number',
    });
    expect(await answer(await move({ type: 'SHUFFLE', by: null }))).toEqual({
      status: 400,
      reason: 'SHUFFLE\'s "by" is the participant who makes it: a string, not null',
    });
    expect(await answer(await move({ type: 'BET', participant: ['Boris'], bet: 'stake', amount: 5 }))).toEqual({
      status: 400,
      reason: 'BET\'s "participant" is the participant who makes it: a string, not an array',
    });
    expect(await answer(await move({ type: 'BET', participant: 'Boris', bet: 'stake', amount: '5' }))).toEqual({
      status: 400,
      reason: 'BET\'s "amount" is the stake in chips: a number, not a string',
    });
    expect(await answer(await move({ type: 'SHUFFLE', by: 'Ann', who: 'me' }))).toEqual({
      status: 400,
      reason: 'SHUFFLE takes "by", not "who"',
    });
    expect(await answer(await move({ type: 'SHUFFLE', by: 'Ann' }, { session: 'one' }))).toEqual({
      status: 400,
      reason: '"session" is the number of the session the page shows',
    });
    // Well formed, but not a person at this table: the chart's own reason, and nothing changes.
    const before = inspector.session.frames.length;
    expect(await (await move({ type: 'SHUFFLE', by: 'Zed' })).json()).toEqual({
      accepted: false,
      reason: '"Zed" is not a participant of this session (Ann, Boris)',
      rule: 'RD-04',
      failed: 'role',
      what: 'the banker',
    });
    expect(inspector.session.frames.length).toBe(before);
  });

  it('answers a setup whose participants are not names with a 400 that says which', async () => {
    const setup = (participants: unknown) =>
      postRaw('/api/session', JSON.stringify({ profile: 'baccarat-domestic', participants, shoe: { seed: 1 } }));
    expect(await answer(await setup(['Ann', 2]))).toEqual({
      status: 400,
      reason: 'participant 2 is 2, not a name: name the participants, e.g. ["Ann", "Boris"]',
    });
    expect(await answer(await setup(['Ann', ' ']))).toEqual({
      status: 400,
      reason: 'participant 2 is an empty name: name the participants, e.g. ["Ann", "Boris"]',
    });
    expect(await answer(await setup('Ann, Boris'))).toEqual({
      status: 400,
      reason: 'name the participants, e.g. ["Ann", "Boris"]',
    });
    const noShoe = await postRaw(
      '/api/session',
      JSON.stringify({ profile: 'baccarat-domestic', participants: ['Ann', 'Boris'], shoe: null }),
    );
    expect(await answer(noShoe)).toEqual({
      status: 400,
      reason: 'give the shoe: { "seed": 1 } or { "cards": "4H 2S 9C AD 8D" }',
    });
  });

  it('answers an unknown path with 404, and a wrong method with 405 and the methods it takes', async () => {
    expect(await answer(await fetch(url('/api/nothing')))).toEqual({ status: 404, reason: 'nothing at /api/nothing' });
    const get = await fetch(url('/api/move'));
    expect(get.headers.get('allow')).toBe('POST');
    expect(await answer(get)).toEqual({ status: 405, reason: '/api/move takes POST, not GET' });
    const del = await fetch(url('/api/session'), { method: 'DELETE' });
    expect(del.headers.get('allow')).toBe('GET, POST');
    expect(await answer(del)).toEqual({ status: 405, reason: '/api/session takes GET or POST, not DELETE' });
    expect(await answer(await fetch(url('/app.js'), { method: 'PUT', body: 'x' }))).toEqual({
      status: 405,
      reason: '/app.js takes GET, not PUT',
    });
  });

  it('answers an error of its own with a 500 in one line, logs it in one line, and serves on', async () => {
    const s = inspector.session;
    const send = s.send;
    s.send = () => {
      throw new TypeError('a fault\nover two lines');
    };
    try {
      const res = await postRaw('/api/move', JSON.stringify({ event: { type: 'SHUFFLE', by: 'Ann' } }));
      expect(await answer(res)).toEqual({
        status: 500,
        reason:
          'internal error: TypeError: a fault over two lines (a bug in the inspector; BACCARAT_DEBUG=1 logs its trace)',
      });
      expect(logged.at(-1)).toBe(
        'inspector: POST /api/move: TypeError: a fault over two lines (a bug in the inspector)',
      );
    } finally {
      s.send = send;
    }
    expect((await fetch(url('/api/session'))).status).toBe(200);
    expect(
      await (await postRaw('/api/move', JSON.stringify({ event: { type: 'SHUFFLE', by: 'Ann' } }))).json(),
    ).toEqual({ accepted: true });
  });
});

describe('--stately', () => {
  it('relays the inspection events through @statelyai/inspect, without the network', async () => {
    const inspector = await startInspector({ profile: pb, port: 0, stately: true });
    try {
      expect(inspector.stately).toBeDefined();
      const bridge = await (await fetch(new URL('/stately', inspector.url))).text();
      expect(bridge).toContain('src="https://stately.ai/inspect"');
      // The bridge frames Stately's inspector, and is framed by no one.
      const csp = (await fetch(new URL('/stately', inspector.url))).headers.get('content-security-policy');
      expect(csp).toContain('frame-src https://stately.ai');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(bridge).not.toMatch(/<style|\sstyle=/);
      const controller = new AbortController();
      const res = await fetch(new URL('/stately/events', inspector.url), { signal: controller.signal });
      const { events } = await readEvents(res, (e) => e.some((x) => x.data.type === '@xstate.snapshot'));
      controller.abort();
      const actor = events.find((e) => e.data.type === '@xstate.actor')!.data;
      expect(actor).toMatchObject({ name: 'punto-banco', _version: '0.7.2' });
      expect(JSON.parse(actor.definition).states).toHaveProperty(['taking bets']);
    } finally {
      await inspector.close();
    }
  });

  it('is not there without the option', async () => {
    const inspector = await startInspector({ profile: pb, port: 0 });
    try {
      expect(inspector.stately).toBeUndefined();
      expect((await fetch(new URL('/stately', inspector.url))).status).toBe(404);
    } finally {
      await inspector.close();
    }
  });
});

describe('every bundled variant', () => {
  /** A small seeded generator, so that a failing walk can be replayed. */
  const lcg = (seed: number) => () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed / 2 ** 32;
  };

  // The systems of the sources, the profiles written whole; every bundled one in npm run test:deep (test/support/sweep.ts).
  it.each(swept())('%s: 200 moves chosen among those offered are each taken by the chart', (id) => {
    const profile = loadProfile(id);
    const random = lcg(7);
    let s = session({ profile: id, participants: defaultParticipants(profile), shoe: { seed: 11 } });
    let played = 0;
    const settled = new Set<string>();
    for (let step = 0; step < 200; step++) {
      const moves = legalMoves(profile, s.game.snapshot);
      if (moves.length === 0) {
        // The session is over (or the shoe ran out): the next one, from another shoe.
        expect(s.game.snapshot.status).not.toBe('active');
        s = new InspectedSession(
          s.id + 1,
          profile,
          { profile: id, participants: defaultParticipants(profile), shoe: { seed: 11 + step } },
          () => {},
        );
        continue;
      }
      const m = moves[Math.floor(random() * moves.length)]!;
      let event = m.event;
      if (m.chips) {
        // The fewest chips the move says the chart takes (test/driver.test.ts finds that number by
        // trying every amount): offered means that number is taken, as the send below shows.
        expect(m.least, m.label).toBeGreaterThan(0);
        event = { ...m.event, [m.chips]: m.least } as GameEvent;
      }
      expect(s.send(event), m.label).toEqual({ accepted: true });
      // The page is sent the frame as the onlooker and as the mover see it: it draws for every table.
      for (const viewer of ['onlooker', m.by ?? 'onlooker']) {
        expect(
          frameView(s, s.frames.length - 1, viewer).table.hands.map((h) => h.id),
          m.label,
        ).toEqual(s.game.profile.hands.map((h) => h.id));
      }
      played++;
      if (s.game.context.coup.outcome !== undefined) settled.add(`${s.id}:${s.game.context.coup.number}`);
    }
    expect(played).toBeGreaterThan(100);
    // The walk got as far as the showdown, more than once.
    expect(settled.size).toBeGreaterThan(1);
  });
});
