/**
 * The inspector's server: node:http on 127.0.0.1 only. It runs one session at a time (the real
 * machine built from the profile), serves the page (src/inspector/public/, plain files, no build),
 * feeds it the recorded frames over server-sent events as the actor's `inspect` events arrive, and
 * passes the page's moves to the chart, which takes them or says why not.
 *
 *   GET  /                            the page
 *   GET  /api/events?viewer=V         the live feed (SSE): the session, then every new frame as V sees it
 *   GET  /api/frame?index=N&viewer=V  a recorded frame         GET /api/timeline  every frame in brief
 *   GET  /api/roads?index=N           the roads of the coups finished at a frame, as SVG (src/roads/svg.ts)
 *   GET  /api/session, /api/chart     the session, its chart's states and transitions
 *   POST /api/session                 start a session          POST /api/move     send a move
 *   GET  /api/record                  the session's game record (schemas/record.schema.json), to save
 *   POST /api/record                  open a record: a new session that plays its moves, to step through
 *   GET  /par                         the par sheet of the session's profile (baccarat par --html), to hand over,
 *                                     counted on a worker thread (src/inspector/par-worker.ts); meanwhile
 *                                     (202) a page of its progress that asks again each second
 *   GET  /api/bench?bet=B             the designer's bench of bet B: its payouts, its rows (card orders by
 *                                     rule and rung, counted once on a worker: src/inspector/bench.ts)
 *   POST /api/bench                   its pays edited: the figures from the rows kept, and the child profile
 *   GET  /stately                     with --stately: the bridge to Stately's hosted inspector
 *
 * Every answer forbids framing (a page of another site could otherwise overlay it and steer the
 * clicks) and content sniffing. A request the server cannot take is a 4xx with the reason; an error
 * of the server's own is a 500 with one line, and the server serves on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { InspectionEvent } from 'xstate';
import { SEED_MAX } from '../cards/shoe.js';
import { type Chart, chartOf, coupOf } from '../diagram/chart.js';
import { workerScript } from '../kernel/worker-script.js';
import { bundledIds, loadProfile } from '../loader/bundled.js';
import type { GameEvent } from '../machines/context.js';
import { SessionError, stateName } from '../machines/game.js';
import { namesProblem } from '../machines/participants.js';
import type { Profile } from '../profile/types.js';
import { jsonSyntaxError, lineColOf } from '../record/json-syntax.js';
import { type GameRecord, recordText } from '../record/record.js';
import { checkProfile, checkRecordText, RecordError, replayRecord } from '../replay/replay.js';
import { roadsOf } from '../roads/roads.js';
import { roadsSvg } from '../roads/svg.js';
import { type BenchEdit, BenchError, benchFigures, benchOf, benchProfile } from './bench.js';
import { BenchRefused, benchCounts, resolvedBetsOf } from './bench-counts.js';
import { eventShapeProblem } from './events.js';
import { frameView, ONLOOKER, roadsCoupsAt } from './frame.js';
import type { ParMessage, ParProgress } from './par-worker.js';
import { tableRules } from './rules.js';
import { InspectedSession, type SessionSetup, SetupError } from './session.js';
import { MAX_UNREAD, SseChannel } from './sse.js';
import { createStatelyRelay, type StatelyRelay } from './stately.js';

export const HOST = '127.0.0.1';
const PUBLIC = fileURLToPath(new URL('./public/', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};
/** The largest request body taken: a session's setup or a move is a few hundred bytes. */
export const MAX_BODY = 64 * 1024;
/**
 * The page's own files and nothing else: scripts and styles from this server (the page has no
 * inline script or style), never framed. The Stately bridge page also frames Stately's inspector.
 */
const CSP = "default-src 'self'; base-uri 'none'; form-action 'self'; object-src 'none'; frame-ancestors 'none'";
const STATELY_CSP = `${CSP}; frame-src https://stately.ai`;
/** Each path the server answers, and the methods it takes there (the page's files are GET). */
const ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/': ['GET'],
  '/api/events': ['GET'],
  '/api/session': ['GET', 'POST'],
  '/api/chart': ['GET'],
  '/api/timeline': ['GET'],
  '/api/frame': ['GET'],
  '/api/roads': ['GET'],
  '/api/move': ['POST'],
  '/api/record': ['GET', 'POST'],
  '/stately': ['GET'],
  '/stately/events': ['GET'],
  '/par': ['GET'],
  '/api/bench': ['GET', 'POST'],
};
/** The par sheet's page carries its own style inline (it stands alone when saved) and no script. */
const PAR_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/** Names for the seats of a session started without any: the worked examples' players first. */
const NAMES = ['Ann', 'Boris', 'Vera', 'Gleb', 'Dana', 'Egor', 'Fira', 'Ilya', 'Kira', 'Lev', 'Mila', 'Nina'];

export interface InspectorOptions {
  /** The profile shown first: a bundled one, or one read from a file by the command line. */
  readonly profile: Profile;
  /** 0 for any free port. */
  readonly port: number;
  /** Also relay every inspection event to Stately's hosted inspector. */
  readonly stately?: boolean;
  /** Where a request that failed is reported. */
  readonly log?: (message: string) => void;
  /**
   * How long GET /par waits for a par sheet being counted before it answers a page of the
   * counting's progress instead (202), in ms: 1,000 unless given.
   */
  readonly parWait?: number;
}

export interface Inspector {
  readonly url: string;
  readonly port: number;
  readonly session: InspectedSession;
  readonly stately: StatelyRelay | undefined;
  /** Starts a new session, as the page's form does. */
  start(setup: SessionSetup): InspectedSession;
  close(): Promise<void>;
}

/** Seats for a profile's session: as few as it takes, at least two. */
export function defaultParticipants(profile: Profile): string[] {
  const { min, max } = profile.session.participants;
  return NAMES.slice(0, Math.min(max, Math.max(min, 2)));
}

/** Every frame in brief, for stepping from move to move: where the chart rested, and on what. */
export function timelineOf(
  session: InspectedSession,
): { index: number; settled: boolean; event: string; state: string }[] {
  return session.frames.map((f) => ({
    index: f.index,
    settled: f.settled,
    event: f.event.type,
    state: stateName(f.snapshot),
  }));
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The largest game record the page may open: a long shoe's record is some 100 KB. */
export const MAX_RECORD_BODY = 4 * 1024 * 1024;

const tooLarge = (max: number) =>
  new HttpError(413, `the request is too large: a body of at most ${max} bytes is taken`);

/** The request's text, of at most `max` bytes, sent as JSON. */
async function jsonText(req: IncomingMessage, max: number): Promise<string> {
  // A page from another site may post forms here; only a same-origin script can send JSON.
  if (!(req.headers['content-type'] ?? '').startsWith('application/json'))
    throw new HttpError(415, 'send JSON (content-type: application/json)');
  if (Number(req.headers['content-length'] ?? 0) > max) throw tooLarge(max);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > max) throw tooLarge(max);
    chunks.push(c as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The request's body: a JSON object, or an HttpError that says what is wrong with it. */
async function jsonBody(req: IncomingMessage, example: string): Promise<Record<string, unknown>> {
  const text = await jsonText(req, MAX_BODY);
  const syntax = jsonSyntaxError(text);
  if (syntax) {
    const { line, col } = lineColOf(text, syntax.offset);
    throw new HttpError(
      400,
      `the request is not JSON (line ${line}, column ${col}: ${syntax.message}): send ${example}`,
    );
  }
  const body: unknown = JSON.parse(text);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(
      400,
      `the request is ${body === null ? 'null' : Array.isArray(body) ? 'an array' : `a ${typeof body}`}, not a JSON object: send ${example}`,
    );
  }
  return body as Record<string, unknown>;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** A thrown value in one line: the message of an error of the server's own, for its 500. */
const oneLine = (e: unknown): string =>
  (e instanceof Error ? `${e.name}: ${e.message}` : String(e)).replace(/\s*\n\s*/g, ' ');

const SETUP_EXAMPLE = '{ "profile": "punto-banco", "participants": ["Ann", "Boris"], "shoe": { "seed": 1 } }';
const MOVE_EXAMPLE = '{ "event": { "type": "DEAL" } }';
const BENCH_EXAMPLE = '{ "bet": "dragon-7", "edits": [{ "rule": 0, "rung": -1, "ratio": "45:1" }] }';

function readSetup(b: Record<string, unknown>, known: ReadonlyMap<string, Profile | undefined>): SessionSetup {
  if (typeof b.profile !== 'string' || !known.has(b.profile)) {
    throw new HttpError(400, `choose a profile: ${[...known.keys()].join(', ')}`);
  }
  const participants = b.participants;
  if (!Array.isArray(participants)) throw new HttpError(400, 'name the participants, e.g. ["Ann", "Boris"]');
  const unnamed = participants.findIndex((p) => typeof p !== 'string' || p.trim() === '');
  if (unnamed >= 0) {
    const p: unknown = participants[unnamed];
    throw new HttpError(
      400,
      `participant ${unnamed + 1} is ${typeof p === 'string' ? 'an empty name' : `${JSON.stringify(p)}, not a name`}: name the participants, e.g. ["Ann", "Boris"]`,
    );
  }
  const named = namesProblem(participants.map((p: string) => p.trim()));
  if (named) throw new HttpError(400, `participant ${named.index + 1}: ${named.problem}`);
  const shoe = (typeof b.shoe === 'object' && b.shoe !== null ? b.shoe : {}) as Record<string, unknown>;
  if (typeof shoe.cards === 'string')
    return {
      profile: b.profile,
      participants: participants.map((p: string) => p.trim()),
      shoe: { cards: shoe.cards },
    };
  if (typeof shoe.seed === 'number') {
    // seedRng reads 32 bits: 1e300 or 2^32 would wrap onto another seed's shuffle, not be its own.
    const seed = shoe.seed;
    if (!Number.isInteger(seed) || seed < 0 || seed > SEED_MAX)
      throw new HttpError(400, `the seed ${seed} is not one: a seed is a whole number from 0 to ${SEED_MAX}`);
    return { profile: b.profile, participants: participants.map((p: string) => p.trim()), shoe: { seed } };
  }
  throw new HttpError(400, 'give the shoe: { "seed": 1 } or { "cards": "4H 2S 9C AD 8D" }');
}

/** The frame a page steps to (GET /api/frame?index=N): always named, and one of the session's. */
function frameIndexOf(url: URL, session: InspectedSession): number {
  // A request without one is a client's mistake, not a silent frame 0 (Number(null) is 0).
  const text = url.searchParams.get('index');
  if (text === null || text === '')
    throw new HttpError(400, `name the frame: /api/frame?index=N, N from 0 to ${session.frames.length - 1}`);
  const index = /^[0-9]+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(index) || index < 0 || index >= session.frames.length) {
    throw new HttpError(404, `no frame ${text}: frames 0 to ${session.frames.length - 1}`);
  }
  return index;
}

/**
 * The move of a POST /api/move body: an event of the chart's, of the right shape, and the number of
 * the session the page shows; undefined where that session is no longer the one in play.
 */
/** The chart as the page draws it: the machine's, with the coup's states and where its shoe runs dry. */
type PageChart = Chart & {
  readonly coup: { readonly states: readonly string[]; readonly outOfCards: string | undefined };
};

function moveOf(body: Record<string, unknown>, chart: Chart, session: InspectedSession): GameEvent | undefined {
  const event = body.event as ({ type?: unknown } & Record<string, unknown>) | null | undefined;
  if (event === undefined) throw new HttpError(400, `the request names no "event": send ${MOVE_EXAMPLE}`);
  if (event === null || typeof event !== 'object' || Array.isArray(event))
    throw new HttpError(400, `"event" is an object with a "type": send ${MOVE_EXAMPLE}`);
  if (typeof event.type !== 'string')
    throw new HttpError(400, `the event has no "type" (a string): send ${MOVE_EXAMPLE}`);
  const events = [...new Set(chart.transitions.map((t) => t.event).filter((e) => e !== ''))];
  if (!events.includes(event.type))
    throw new HttpError(
      400,
      `${session.profile.name}'s chart takes no event "${event.type}": its events are ${events.join(', ')}`,
    );
  const shape = eventShapeProblem(event as { type: string } & Record<string, unknown>);
  if (shape) throw new HttpError(400, shape);
  const extra = Object.keys(body).filter((k) => k !== 'event' && k !== 'session');
  if (extra.length > 0)
    throw new HttpError(400, `a move takes "event" and "session", not ${extra.map((k) => `"${k}"`).join(', ')}`);
  if (body.session !== undefined && !Number.isInteger(body.session))
    throw new HttpError(400, '"session" is the number of the session the page shows');
  return body.session !== undefined && body.session !== session.id ? undefined : (event as GameEvent);
}

/** A request that failed: its HTTP error, or a 500 for the server's own (logged by `report`). */
function answerError(
  req: IncomingMessage,
  res: ServerResponse,
  e: unknown,
  report: (where: string, e: unknown) => void,
): void {
  if (res.headersSent) {
    // The feed's stream is open: it can only be ended.
    report(`${req.method} ${req.url}`, e);
    res.end();
    return;
  }
  if (e instanceof HttpError) {
    // The rest of a refused body is not read: the connection closes after the answer.
    if (!req.complete) res.setHeader('connection', 'close');
    send(res, e.status, { accepted: false, reason: e.message });
    return;
  }
  report(`${req.method} ${req.url}`, e);
  send(res, 500, {
    accepted: false,
    reason: `internal error: ${oneLine(e)} (a bug in the inspector; BACCARAT_DEBUG=1 logs its trace)`,
  });
}

/** A file of the page, from the public folder the build copies. */
function serveFile(res: ServerResponse, name: string): void {
  res.writeHead(200, {
    'content-type': TYPES[extname(name)] ?? 'application/octet-stream',
    'cache-control': 'no-store',
  });
  res.end(readFileSync(join(PUBLIC, name)));
}

/** Listens on HOST at `port` (0: any free one); the port it got. */
async function listen(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

/** What the routes answer from: the session in play and its chart, the feed, a new session or a record opened. */
interface Served {
  readonly session: InspectedSession;
  readonly chart: PageChart;
  readonly known: ReadonlyMap<string, Profile | undefined>;
  readonly feed: SseChannel<{ viewer: string }>;
  readonly stately: StatelyRelay | undefined;
  sessionMessage(): unknown;
  start(setup: SessionSetup): InspectedSession;
  openRecord(text: string): InspectedSession;
  /**
   * The session's profile's par sheet as a page, or a page of its counting's progress while it is
   * counted; a 404 with the reason where it cannot be counted exactly.
   */
  parPage(): Promise<{ page: string } | { counting: string }>;
  /** The bench's count of a bet of the session's profile: kept, or counted once on a worker. */
  benchCount(bet: string): ReturnType<ReturnType<typeof benchCounts>['countOf']>;
}

const viewerOf = (url: URL) => url.searchParams.get('viewer') || ONLOOKER;

/** The methods a request's path takes; refused where the host is not this server or nothing is there. */
function methodsAt(req: IncomingMessage, url: URL, port: number, files: ReadonlySet<string>): readonly string[] {
  // Node keeps the first of two Host headers and drops the other: a request that names two hosts
  // is refused rather than answered for one of them.
  const hosts = req.headersDistinct.host ?? [];
  if (hosts.length > 1)
    throw new HttpError(400, `the request names ${hosts.length} hosts (Host headers): a request names one`);
  const host = hosts[0] ?? '';
  // Only pages of this server talk to it (a rebinding DNS name would give another host).
  if (host !== `${HOST}:${port}` && host !== `localhost:${port}`)
    throw new HttpError(403, `this inspector answers only at http://${HOST}:${port}/`);
  const methods = ROUTES[url.pathname] ?? (files.has(url.pathname.slice(1)) ? ['GET'] : undefined);
  if (!methods) throw new HttpError(404, `nothing at ${url.pathname}`);
  return methods;
}

/**
 * A record opened by the page: checked and replayed apart first (its schema, its profile and
 * hash, every move legal), so a record that cannot be replayed changes nothing.
 */
function replayApart(
  text: string,
  known: ReadonlyMap<string, Profile | undefined>,
  profileOf: (id: string) => Profile,
): GameRecord {
  try {
    const record = checkRecordText(text, 'the record');
    if (!known.has(record.profile.id))
      throw new RecordError(
        `the record names the profile "${record.profile.id}", which this inspector does not know (${[...known.keys()].join(', ')})`,
      );
    const profile = profileOf(record.profile.id);
    checkProfile(record, profile, false);
    replayRecord(record, profile);
    return record;
  } catch (e) {
    if (e instanceof RecordError)
      throw new HttpError(400, e.message.replace(/ Replay against another profile with --profile <id\|file>$/, ''));
    throw e;
  }
}

/** A request's answer, by its route (its method and path). */
async function answer(
  route: string,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  served: Served,
): Promise<void> {
  const { stately } = served;
  switch (route) {
    case 'GET /api/events': {
      const client = served.feed.open(req, res, { viewer: viewerOf(url) });
      // The page asks for earlier frames when it steps back (GET /api/frame); it starts live.
      client.send('session', served.sessionMessage());
      client.send('frame', frameView(served.session, served.session.frames.length - 1, client.data.viewer));
      return;
    }
    case 'GET /api/session':
      return send(res, 200, served.sessionMessage());
    case 'GET /api/chart':
      return send(res, 200, served.chart);
    case 'GET /api/timeline':
      return send(res, 200, timelineOf(served.session));
    case 'GET /api/frame':
      return send(res, 200, frameView(served.session, frameIndexOf(url, served.session), viewerOf(url)));
    case 'GET /api/roads': {
      // The roads at a frame, drawn (src/roads/svg.ts): the page fetches them when a coup is added.
      const coups = roadsCoupsAt(served.session, frameIndexOf(url, served.session));
      if ('refused' in coups) throw new HttpError(404, coups.refused);
      res.writeHead(200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'no-store' });
      res.end(roadsSvg(roadsOf(coups)));
      return;
    }
    case 'POST /api/session': {
      const s = served.start(readSetup(await jsonBody(req, SETUP_EXAMPLE), served.known));
      return send(res, 200, { accepted: true, session: s.id });
    }
    case 'POST /api/move': {
      const event = moveOf(await jsonBody(req, MOVE_EXAMPLE), served.chart, served.session);
      // A move made on a page still showing an older session is not played on the new one.
      if (!event)
        return send(res, 409, { accepted: false, reason: 'a new session has started since: the page is updated' });
      return send(res, 200, served.session.send(event));
    }
    case 'GET /api/record': {
      const name = `${served.session.profile.id}-${served.session.id}.json`;
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'content-disposition': `attachment; filename="${name}"`,
      });
      res.end(recordText(served.session.table.record!));
      return;
    }
    case 'POST /api/record': {
      const opened = served.openRecord(await jsonText(req, MAX_RECORD_BODY));
      return send(res, 200, {
        accepted: true,
        session: opened.id,
        moves: opened.table.record!.moves.length,
        frames: opened.frames.length,
      });
    }
    case 'GET /stately':
      if (!stately) throw new HttpError(404, "start the inspector with --stately to relay to Stately's inspector");
      res.setHeader('content-security-policy', STATELY_CSP);
      return serveFile(res, 'stately.html');
    case 'GET /stately/events': {
      if (!stately) throw new HttpError(404, 'start the inspector with --stately');
      const client = stately.channel.open(req, res, null);
      for (const e of stately.kept) client.send('stately', e);
      return;
    }
    case 'GET /par': {
      // The sheet, or (202) how far its counting is, on a page that asks again.
      const answer = await served.parPage();
      res.setHeader('content-security-policy', PAR_CSP);
      res.writeHead('page' in answer ? 200 : 202, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end('page' in answer ? answer.page : answer.counting);
      return;
    }
    case 'GET /api/bench':
    case 'POST /api/bench':
      return send(res, 200, await benchAnswer(req, url, served));
    case 'GET /':
      return serveFile(res, 'index.html');
    default:
      // A file of the page (ROUTES lets only those through, and only GET).
      return serveFile(res, url.pathname.slice(1));
  }
}

/** The bet a bench request names, and (POST) its edits, each of the shape BenchEdit takes. */
function benchRequest(body: Record<string, unknown>): { bet: string; edits: BenchEdit[]; save: boolean } {
  if (typeof body.bet !== 'string' || body.bet === '') throw new HttpError(400, `name the bet: send ${BENCH_EXAMPLE}`);
  if (!Array.isArray(body.edits)) throw new HttpError(400, `"edits" is a list of payouts: send ${BENCH_EXAMPLE}`);
  const edits = body.edits.map((e: unknown, i): BenchEdit => {
    const x = (typeof e === 'object' && e !== null ? e : {}) as Record<string, unknown>;
    if (Number.isInteger(x.rule) && typeof x.commission === 'number')
      return { rule: x.rule as number, commission: x.commission };
    if (Number.isInteger(x.rule) && Number.isInteger(x.rung) && typeof x.ratio === 'string')
      return { rule: x.rule as number, rung: x.rung as number, ratio: x.ratio };
    throw new HttpError(
      400,
      `edit ${i + 1} is neither a ratio ({ rule, rung, ratio }) nor a commission ({ rule, commission })`,
    );
  });
  return { bet: body.bet, edits, save: body.save === true };
}

/**
 * GET: the bench of the bet named (?bet=), or a 404 where its profile's par sheet is refused. POST: the
 * figures of its edits from the rows kept, and ("save": true) the child profile the loader took, or why it cannot be
 * saved (a profile of a file: the page may extend it only by its path); an edit refused is a 400.
 */
async function benchAnswer(req: IncomingMessage, url: URL, served: Served): Promise<unknown> {
  const profile = served.session.profile;
  const { bet, edits, save } =
    req.method === 'GET'
      ? { bet: url.searchParams.get('bet') ?? '', edits: [], save: false }
      : benchRequest(await jsonBody(req, BENCH_EXAMPLE));
  if (bet === '') throw new HttpError(400, 'name the bet: /api/bench?bet=<id>');
  // A bet the profile has not is said at once, not after a worker is started to find it out.
  if (!profile.bets.some((b) => b.id === bet || bet.startsWith(`${b.id} `)))
    throw new HttpError(
      404,
      `no bench for ${bet}: ${profile.name} has no bet "${bet}": its bets are ${profile.bets.map((b) => b.id).join(', ')}`,
    );
  try {
    const count = await served.benchCount(bet);
    if (req.method === 'GET') return benchOf(profile, count);
    const figures = benchFigures(profile, count, edits);
    // The profile is written and checked by the loader only when it is to be saved, not at each edit.
    if (!save) return { accepted: true, figures };
    const bets = resolvedBetsOf(profile);
    if (!bets)
      return {
        accepted: true,
        figures,
        saveRefused: `${profile.name} was read from a file: a child profile extends it by that file's path; edit its pays there`,
      };
    return { accepted: true, figures, saved: benchProfile(profile, bets, bet, edits) };
  } catch (e) {
    if (e instanceof BenchRefused) throw new HttpError(404, e.message);
    if (e instanceof BenchError) throw new HttpError(400, e.message);
    throw e;
  }
}

/** A par sheet being counted or counted: the page to come, and what is known of it so far. */
interface ParCount {
  readonly page: Promise<string>;
  ready?: string;
  failed?: unknown;
  progress?: ParProgress;
}

/**
 * Par sheets by profile, counted once a server, each on a worker thread (src/inspector/par-worker.ts):
 * a second for Punto Banco's five shoe sizes, some fifteen for club baccarat's, during which the
 * server answers every other request. A request waits up to `wait` ms for the sheet; one still
 * being counted answers a page of its progress instead, which asks again a second later. A sheet
 * that fails is said once, to the request that asks next, and not kept: it is counted again when
 * asked for again. `close` ends the workers still counting.
 */
function parPages(wait: number): {
  answerOf(profile: Profile): Promise<{ page: string } | { counting: string }>;
  close(): Promise<void>;
} {
  const counts = new Map<Profile, ParCount>();
  const workers = new Set<Worker>();
  let closed = false;
  const count = (profile: Profile, onProgress: (p: ParProgress) => void) =>
    new Promise<string>((resolve, reject) => {
      const { file, options } = workerScript('inspector/par-worker', { profile });
      const worker = new Worker(file, options);
      workers.add(worker);
      worker.on('message', (m: ParMessage) => {
        if ('progress' in m) onProgress(m.progress);
        else if ('page' in m) resolve(m.page);
        else reject(new HttpError(404, `no par sheet for ${profile.id}: ${m.refused}`));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => {
        workers.delete(worker);
        // After its answer, a worker's end changes nothing; before it, the sheet is not coming.
        reject(
          closed
            ? new HttpError(503, 'the inspector is closing')
            : new Error(`the par sheet's worker ended without an answer (exit code ${code})`),
        );
      });
    });
  const countOf = (profile: Profile): ParCount => {
    const known = counts.get(profile);
    if (known) return known;
    // The worker's messages come on later turns of the loop, once c is there to take them.
    const c: ParCount = {
      page: count(profile, (p) => {
        c.progress = p;
      }),
    };
    c.page.then(
      (p) => (c.ready = p),
      (e) => (c.failed = e),
    );
    counts.set(profile, c);
    return c;
  };
  return {
    async answerOf(profile) {
      const c = countOf(profile);
      try {
        if (c.failed !== undefined) throw c.failed;
        const page = c.ready ?? (wait > 0 ? await within(c.page, wait) : undefined);
        return page === undefined ? { counting: countingPage(profile, c.progress) } : { page };
      } catch (e) {
        counts.delete(profile);
        throw e;
      }
    },
    async close() {
      closed = true;
      await Promise.all([...workers].map((w) => w.terminate()));
    },
  };
}

/** What `promise` gives within `ms` milliseconds, or undefined; its failure, if it fails first. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise<T | undefined>((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    promise.then(
      (x) => {
        clearTimeout(timer);
        resolve(x);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/**
 * The page GET /par answers while the sheet is counted (202): how far the counts are, and a reload
 * a second later (a meta refresh: the par pages carry no script, PAR_CSP), until the sheet is there.
 */
function countingPage(profile: Profile, p: ParProgress | undefined): string {
  const name = escapeHtml(profile.name);
  const where = p ? `${p.done} of ${p.total} exact counts done, ${escapeHtml(p.what)}` : 'starting';
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="1">',
    `<title>${name}: par sheet, counting</title>`,
    '<style>body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#222}progress{width:20rem}</style>',
    `</head><body><h1>${name}: par sheet</h1>`,
    `<p>Counting every card order: ${where}.</p>`,
    p ? `<progress max="${p.total}" value="${p.done}">${p.done} of ${p.total}</progress>` : '<progress></progress>',
    '<p>This page asks again every second, until the sheet is ready.</p>',
    '</body></html>',
    '',
  ].join('\n');
}

/** Text in HTML: the five characters that could open markup or end an attribute. */
const escapeHtml = (t: string) => t.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export async function startInspector(options: InspectorOptions): Promise<Inspector> {
  // The profiles the page may pick: every bundled one, and the one named on the command line
  // (loadProfile reads each once a process).
  const known = new Map<string, Profile | undefined>(bundledIds().map((id) => [id, undefined]));
  known.set(options.profile.id, options.profile);
  const profileOf = (id: string): Profile => known.get(id) ?? loadProfile(id);
  const files = new Set(readdirSync(PUBLIC));
  const log = options.log ?? (() => {});
  const feed = new SseChannel<{ viewer: string }>((c) =>
    log(
      `inspector: a page (viewer ${JSON.stringify(c.viewer)}) that does not read its feed was dropped: over ${MAX_UNREAD / 1024 / 1024} MB waiting for it`,
    ),
  );
  const stately = options.stately ? createStatelyRelay() : undefined;
  /** An error of the server's own: one line in the log, the trace only when debugging. */
  const report = (where: string, e: unknown) =>
    log(
      `inspector: ${where}: ${oneLine(e)} (a bug in the inspector)${process.env.BACCARAT_DEBUG === '1' && e instanceof Error ? `\n${e.stack}` : ''}`,
    );
  const live = liveSessions({ first: options.profile, known, profileOf, feed, stately, report });

  const pars = parPages(options.parWait ?? 1000);
  const benches = benchCounts();
  let port = options.port;
  const served: Served = {
    get session() {
      return live.session;
    },
    get chart() {
      return live.chart;
    },
    known,
    feed,
    stately,
    sessionMessage: live.sessionMessage,
    start: live.start,
    openRecord: live.openRecord,
    parPage: () => pars.answerOf(live.session.profile),
    benchCount: (bet) => benches.countOf(live.session.profile, bet),
  };

  const server = createServer(requestHandler(served, files, () => port, report));
  // An error on a connection (a client gone mid-answer) is that connection's, never the server's.
  server.on('clientError', (_e, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
    else socket.destroy();
  });

  port = await listen(server, options.port);

  return {
    url: `http://${HOST}:${port}/`,
    port,
    get session() {
      return live.session;
    },
    stately,
    start: live.start,
    close: async () => {
      feed.close();
      stately?.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await Promise.all([closed, pars.close(), benches.close()]);
    },
  };
}

/** The session in play and its chart, and how a new one starts or a record opens (what Served takes from it). */
type LiveSessions = Pick<Served, 'session' | 'chart' | 'sessionMessage' | 'start' | 'openRecord'>;

/** What the sessions are started from and sent to: the first profile, the profiles known, the feed, Stately's relay, the log. */
interface SessionsAt {
  readonly first: Profile;
  readonly known: ReadonlyMap<string, Profile | undefined>;
  readonly profileOf: (id: string) => Profile;
  readonly feed: SseChannel<{ viewer: string }>;
  readonly stately: StatelyRelay | undefined;
  readonly report: (where: string, e: unknown) => void;
}

/**
 * The inspector's sessions, one in play at a time, the first of them started on `first` (a seeded
 * shoe): each new session and each move's frames sent to every page on the feed, and to Stately's
 * inspector the actor's inspection events.
 */
function liveSessions(at: SessionsAt): LiveSessions {
  const { known, profileOf, feed, stately, report } = at;
  let session: InspectedSession;
  let chart: PageChart;
  let sessions = 0;
  /** Frames already sent to the pages. */
  let sent = 0;
  let flushing = false;
  // A record opened plays every move at once: its frames are not sent one by one (a long shoe's
  // thousands of them would flood every page's feed); the pages get the last one, and step back
  // through the others with GET /api/frame.
  let replaying = false;

  const sessionMessage = () => ({
    id: session.id,
    profile: { id: session.profile.id, name: session.profile.name },
    setup: session.setup,
    profiles: [...known.keys()].map((id) => ({
      id,
      name: profileOf(id).name,
      participants: defaultParticipants(profileOf(id)),
    })),
    chart,
    rules: tableRules(session.game.profile),
  });
  /** A new session to every page: the session, then its last frame. */
  const announceSession = (s: InspectedSession) =>
    feed.each((c) => {
      c.send('session', sessionMessage());
      c.send('frame', frameView(s, s.frames.length - 1, c.data.viewer));
    });
  const sendFrames = (from: number) => {
    const s = session;
    sent = s.frames.length;
    // This runs after a move's request has been answered: a frame that cannot be drawn is logged,
    // and the feed, the other pages and the server carry on.
    feed.each((c) => {
      try {
        for (let i = from; i < s.frames.length; i++) c.send('frame', frameView(s, i, c.data.viewer));
      } catch (e) {
        report(`the feed for ${c.data.viewer}`, e);
      }
    });
  };
  // The actor reports every microstep while a move is being taken; the frames go out once it is
  // taken, so that the last of them can offer the moves of the snapshot the chart rests in.
  const onInspection = (owner: () => InspectedSession | undefined) => (e: InspectionEvent) => {
    stately?.inspect.next?.(e);
    if (owner() !== session || flushing || replaying) return;
    if (e.type !== '@xstate.microstep' && e.type !== '@xstate.snapshot') return;
    flushing = true;
    queueMicrotask(() => {
      flushing = false;
      if (owner() === session) sendFrames(sent);
    });
  };

  const start = (setup: SessionSetup, { announce = true } = {}): InspectedSession => {
    const profile = profileOf(setup.profile);
    let created: InspectedSession | undefined;
    try {
      created = new InspectedSession(
        ++sessions,
        profile,
        setup,
        onInspection(() => created),
      );
    } catch (e) {
      if (e instanceof SessionError || e instanceof SetupError) throw new HttpError(400, e.message);
      throw e;
    }
    session = created;
    const drawn = chartOf(created.game.machine);
    // The coup's states and where its shoe runs dry, for the page's one arrow out of cards.
    const { inCoup, dry } = coupOf(drawn);
    chart = { ...drawn, coup: { states: inCoup.map((st) => st.id), outOfCards: dry?.id } };
    sent = created.frames.length;
    if (announce) announceSession(created);
    return created;
  };
  start({ profile: at.first.id, participants: defaultParticipants(at.first), shoe: { seed: 1 } });

  const openRecord = (text: string): InspectedSession => {
    const record = replayApart(text, known, profileOf);
    const shoe = 'seed' in record.shoe ? { seed: record.shoe.seed } : { cards: record.shoe.cards.join(' | ') };
    const opened = start({ profile: record.profile.id, participants: record.participants, shoe }, { announce: false });
    replaying = true;
    try {
      for (const m of record.moves) {
        const verdict = opened.send(m.event);
        if (!verdict.accepted)
          throw new Error(`a record replayed apart was refused in the inspector: ${verdict.reason}`);
      }
    } finally {
      replaying = false;
    }
    sent = opened.frames.length;
    announceSession(opened);
    return opened;
  };

  return {
    get session() {
      return session;
    },
    get chart() {
      return chart;
    },
    sessionMessage,
    start,
    openRecord,
  };
}

/** Every request's answer: the headers every answer carries, the route's methods checked, then the route's answer. */
function requestHandler(
  served: Served,
  files: ReadonlySet<string>,
  port: () => number,
  report: (where: string, e: unknown) => void,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    // On every answer, the feed's and the errors' alike.
    res.setHeader('x-frame-options', 'DENY');
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'no-referrer');
    res.setHeader('content-security-policy', CSP);
    try {
      const url = new URL(req.url ?? '/', `http://${HOST}`);
      const methods = methodsAt(req, url, port(), files);
      if (!methods.includes(req.method ?? '')) {
        return send(
          res,
          405,
          { accepted: false, reason: `${url.pathname} takes ${methods.join(' or ')}, not ${req.method}` },
          { allow: methods.join(', ') },
        );
      }
      await answer(`${req.method} ${url.pathname}`, req, res, url, served);
    } catch (e) {
      answerError(req, res, e, report);
    }
  };
}
