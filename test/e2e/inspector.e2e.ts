/**
 * The inspector in a real browser: Playwright (playwright-core) drives Debian's Chromium against
 * `baccarat inspect --no-open --port <free port>`, plays two worked examples by clicks, takes the
 * screenshot the README shows (into reports/inspector.png; `npm run docs:screenshot` writes
 * docs/inspector.png, so a test run leaves the checkout as it found it), and plays a coup of each profile whose
 * rules differ (every bundled profile in npm run test:deep) by clicking the moves the page offers, so that no
 * variant's page can break unseen.
 *
 * Where Chromium is missing these tests are skipped and say what installs it; under CI (CI=true) a
 * missing browser fails them: CI installs it (.ci/run).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../support/temp.js';

/** test:deep's browser run (BACCARAT_DEEP=1): the longer walks through the page. */
const DEEP = process.env.BACCARAT_DEEP === '1';
// The bundled profiles, read for test:deep's walks only (the loader is not loaded otherwise).
const { bundledIds, swept } = DEEP
  ? {
      bundledIds: (await import('../../src/loader/bundled.js')).bundledIds,
      swept: (await import('../support/sweep.js')).swept,
    }
  : { bundledIds: (): string[] => [], swept: (): string[] => [] };

/**
 * Debian's headless shell (Chromium's old headless mode, a build without the browser's windowing and
 * UI), which Playwright itself prefers for headless runs: the same Blink and V8, at two thirds of the
 * full browser's CPU for these tests (11.4 against 16.1 CPU-seconds). The full browser where only it
 * is installed; CHROMIUM_PATH names another.
 */
const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? CANDIDATES.find((c) => existsSync(c)) ?? CANDIDATES[0]!;
const INSTALL = 'apt-get install -y chromium-headless-shell';
/** toolchain.md: without the networking flags Chromium keeps calling hosts this machine cannot reach. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCREENSHOT = fileURLToPath(
  new URL(
    process.env.BACCARAT_SCREENSHOT === 'docs' ? '../../docs/inspector.png' : '../../reports/inspector.png',
    import.meta.url,
  ),
);
/** The roads panel alone (docs/roads.png with `npm run docs:screenshot`, else reports/roads.png). */
const ROADS_SHOT = fileURLToPath(
  new URL(
    process.env.BACCARAT_SCREENSHOT === 'docs' ? '../../docs/roads.png' : '../../reports/roads.png',
    import.meta.url,
  ),
);
const STEP = 10_000;

const present = existsSync(CHROMIUM);
const inCi = process.env.CI === 'true';
const skip = !present && !inCi;
if (skip) process.stderr.write(`e2e: skipped, no Chromium at ${CHROMIUM}. Install it with: ${INSTALL}\n`);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `baccarat inspect` and resolves with its address once it listens. */
async function startInspect(port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['bin/baccarat.js', 'inspect', '--no-open', '--port', String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`baccarat inspect did not listen within 30 s: ${err}`)), 30_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(out)?.[0];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    });
    child.once('exit', (code) => reject(new Error(`baccarat inspect exited (${code}): ${err}`)));
  });
  return { child, url };
}

const title = skip
  ? `the inspector in Chromium (skipped: no Chromium at ${CHROMIUM}; install it with: ${INSTALL})`
  : 'the inspector in Chromium';

describe.skipIf(skip)(title, () => {
  let inspect: { child: ChildProcess; url: string };
  let browser: Browser;

  beforeAll(async () => {
    // Under CI without a browser each test fails on its own (in open()): a failure, never a skip.
    if (!present) return;
    inspect = await startInspect(await freePort());
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, timeout: 30_000 });
  });

  afterAll(async () => {
    await browser?.close();
    if (inspect?.child.exitCode === null) {
      const exited = new Promise((resolve) => inspect.child.once('exit', resolve));
      inspect.child.kill('SIGTERM');
      await exited;
    }
  });

  async function open(width = 1280, height = 800, query = ''): Promise<Page> {
    if (!present)
      throw new Error(
        `CI=true and no Chromium at ${CHROMIUM}: the browser tests do not skip in CI. Install it with: ${INSTALL}`,
      );
    const page = await browser.newPage({ viewport: { width, height } });
    page.setDefaultTimeout(STEP);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    // An answer of 500 is the server failing, whatever the page makes of it.
    page.on('response', (r) => r.status() >= 500 && errors.push(`${r.status()} from ${r.url()}`));
    await page.goto(inspect.url + query);
    await page.waitForSelector('#profile option', { state: 'attached' });
    // The session the page opens on, drawn: startSession waits for a session other than this one.
    await page.waitForSelector('#where[data-session]', { state: 'attached' });
    (page as Page & { errors: string[] }).errors = errors;
    return page;
  }

  /**
   * Starts a session from the page's form and waits until the page shows it: a session other than the
   * one it showed before (the page may already show the same profile, whose moves the server refuses
   * once the new session has started: 409).
   */
  async function startSession(page: Page, profile: string, participants: string, cards: string) {
    const before = await page.getAttribute('#where', 'data-session');
    await page.selectOption('#profile', profile);
    await page.fill('#participants', participants);
    await page.fill('#cards', cards);
    await page.click('#start');
    await page.waitForFunction(
      ([p, old]) =>
        document.getElementById('where')!.dataset.session !== old &&
        document.querySelector('#state-name')?.textContent !== '' &&
        (document.querySelector('#profile') as HTMLSelectElement).value === p,
      [profile, before] as const,
    );
  }

  const pageErrors = (page: Page) => (page as Page & { errors: string[] }).errors;
  const move = (page: Page, label: string) => page.click(`#moves button[data-move="${label}"]`);
  const waitForState = (page: Page, name: string) => page.waitForSelector(`#state-name[data-state="${name}"]`);
  const cards = (page: Page, hand: string) =>
    page.$$eval(`[data-hand="${hand}"] .card`, (els) => els.map((e) => e.getAttribute('data-card')));
  const total = (page: Page, hand: string) => page.getAttribute(`[data-hand="${hand}"] .total`, 'data-total');
  /** The names of the states highlighted in the diagram. */
  const highlighted = (page: Page) =>
    page.$$eval('svg.chart .state[data-active="true"] > .name', (els) => els.map((e) => e.textContent));

  // npm test clicks through the worked examples, the views and the roads (live, and a recorded shoe
  // opened whole), on one page; test:deep (BACCARAT_DEEP=1) adds the odds, a coup by clicks of each
  // profile, a record saved and replayed, a record stepped through move by move, a record refused and
  // the phone layout, each on a page of its own.
  describe('the worked examples and the roads, on one page', () => {
    /**
     * The page npm test's browser tests share, opened by the first and closed after the last: a new
     * page costs the browser and the server seconds of CPU to load and draw, more than a test's clicks.
     * Each test starts its own session from the page's form, so none depends on what the one before it
     * left but the page itself (any error it logged fails them all).
     */
    let shared: Page | undefined;
    const onePage = async (): Promise<Page> => (shared ??= await open());
    afterAll(async () => {
      await shared?.close();
    });

    it('plays PB-06.1 by clicks: punto 1, banco 3, banco wins, the chart at "coup over"', async () => {
      const page = await onePage();
      await startSession(page, 'punto-banco', 'Ann, Boris', '4H 2S 9C AD 8D');
      expect(await highlighted(page)).toEqual(['taking bets']);
      // The shoe may run dry at any card of the coup: one arrow out of cards, from the coup, carries it.
      expect(
        await page.$$eval('#chart [data-edge$="->out of cards"]', (g) => g.map((x) => x.getAttribute('data-edge'))),
      ).toEqual(['showdown->out of cards']);
      // The rules the chart's guards read, folded away beside it: Banco on 3 stands against Punto's third 8 (PB-05).
      await page.click('#rules-panel summary');
      expect(await page.textContent('[data-turn="Banco"] tr[data-total="3"] [data-third="8"]')).toBe('S');
      expect(await page.textContent('#rules [data-bet="banco"]')).toBe(
        'Banco: Banco wins: pays 1:1 less 5 %; a tie: push',
      );
      await page.click('#rules-panel summary');
      // A button says the move in the table's words; the event the chart takes is its tooltip.
      expect(await page.textContent('#moves button[data-move="BET Boris banco"]')).toBe('Boris bets on Banco');
      expect(await page.getAttribute('#moves button[data-move="BET Boris banco"]', 'title')).toBe('BET Boris banco');
      await move(page, 'BET Boris banco');
      await move(page, 'DEAL');
      // The deal plays out microstep by microstep, and the move open at its end is offered meanwhile.
      await page.waitForFunction(
        () =>
          document.getElementById('where')!.dataset.live === 'false' &&
          document.querySelector('#moves button[data-move="NEXT_COUP"]') !== null,
      );
      expect(await page.textContent('#moves .playing-out')).toBe(
        'The last move is still playing out on the chart; the moves after it:',
      );
      // The chart comes to rest at the end of the coup.
      await waitForState(page, 'coup over');
      expect(await cards(page, 'punto')).toEqual(['4H', '9C', '8D']);
      expect(await cards(page, 'banco')).toEqual(['2S', 'AD']);
      expect(await total(page, 'punto')).toBe('1');
      expect(await total(page, 'banco')).toBe('3');
      expect(await page.getAttribute('#outcome', 'data-outcome')).toBe('banco');
      expect(await page.textContent('#outcome')).toBe('Banco wins');
      expect(await highlighted(page)).toEqual(['coup over']);
      expect(await page.textContent('[data-seat="Boris"] .num')).toBe('19');
      expect(await page.$$eval('#moves button', (b) => b.map((x) => x.getAttribute('data-move')))).toEqual([
        'NEXT_COUP',
      ]);
      // The log sets what the rules forced apart from what a person decided.
      expect(await page.$$eval('#log li.person', (li) => li.map((x) => x.textContent))).toEqual([
        'decidedcoup 1Boris bets 20 on banco',
      ]);
      expect(await page.$$eval('#log li.automatic', (li) => li.map((x) => x.textContent))).toContain(
        'rulescoup 1punto draws 8♦ (the table)',
      );

      // One microstep back: the record as it was at the showdown; no move is offered while replaying.
      await page.click('#prev');
      await waitForState(page, 'showdown');
      expect(await highlighted(page)).toEqual(['showdown']);
      expect(await page.$$('#moves button[data-move]')).toHaveLength(0);
      // Back to the start of the deal, then live again.
      await page.click('#prev-move');
      await waitForState(page, 'taking bets');
      expect(await cards(page, 'punto')).toEqual([]);
      await page.click('#live');
      await waitForState(page, 'coup over');
      expect(await page.$$eval('#moves button', (b) => b.map((x) => x.getAttribute('data-move')))).toEqual([
        'NEXT_COUP',
      ]);
      expect((page as Page & { errors: string[] }).errors).toEqual([]);
      // (The page stays open for the next test.)
    });

    it("plays BB-08.1: in the banker's view the sides' first two cards lie face down, their third cards show", async () => {
      // On the page PB-06.1 left, at its pace: each move plays out microstep by microstep.
      const page = await onePage();
      await startSession(page, 'baccarat-banque', 'Anna, Boris, Vera, Gleb', '9C 7H 2S 4C 6D 3C 4D 2H');
      await page.fill('#chips', '10');
      // A move that takes chips says so ("…": the number in the box).
      expect(await page.textContent('#moves button[data-move="BID Anna"]')).toBe('Anna announces a fund…');
      await move(page, 'BID Anna');
      await move(page, 'CLOSE_AUCTION');
      await move(page, 'SHUFFLE Anna');
      await move(page, 'CUT Boris');
      await move(page, 'CLOSE_BANCO');
      await page.fill('#chips', '5');
      await move(page, 'BET Boris side');
      await move(page, 'PASS Vera');
      await page.fill('#chips', '3');
      await move(page, 'BET Gleb side');
      await move(page, 'DEAL');
      await waitForState(page, 'turn of banker');
      await page.selectOption('#viewer', 'Anna');
      await page.waitForSelector('[data-hand="banker"].held');
      expect(await cards(page, 'right')).toEqual(['', '', '4D']);
      expect(await cards(page, 'left')).toEqual(['', '', '2H']);
      expect(await page.$$('[data-hand="right"] .card.face-down')).toHaveLength(2);
      expect(await page.$$('[data-hand="left"] .card.face-down')).toHaveLength(2);
      expect(await cards(page, 'banker')).toEqual(['2S', '3C']);
      expect(await total(page, 'banker')).toBe('5');
      expect(await total(page, 'right')).toBe('');
      expect(await highlighted(page)).toEqual(['turn of banker']);
      expect(await page.$$eval('#moves button', (b) => b.map((x) => x.getAttribute('data-move')))).toEqual([
        'DRAW Anna',
        'STAND Anna',
      ]);
      mkdirSync(dirname(SCREENSHOT), { recursive: true });
      await page.screenshot({ path: SCREENSHOT });

      // The banker stands on 5: the right side wins, the left is equal, the fund falls to 5.
      await move(page, 'STAND Anna');
      await waitForState(page, 'coup over');
      expect(await cards(page, 'right')).toEqual(['9C', '4C', '4D']);
      expect(await page.textContent('#outcome')).toBe('result: right win · left equal');
      expect(await page.getAttribute('[data-fund]', 'data-fund')).toBe('5');
      expect((page as Page & { errors: string[] }).errors).toEqual([]);
      // (The page stays open for the next test.)
    });

    it('draws the roads live as coups are played (ROAD-01 to ROAD-11), and a recorded shoe whole', async () => {
      const page = await onePage();
      const beads = () =>
        page.$$eval('#roads [data-road="bead-plate"]', (g) => g.map((x) => x.getAttribute('data-result')));
      // Punto Banco reshuffles after every coup: one stacked shuffle per coup. Coup 1 is PB-06.1 (banco
      // 3 beats punto 1); coup 2 gives Punto 9H 9C (a pair, natural 8) against Banco 2S 3D.
      await startSession(page, 'punto-banco', 'Ann, Boris', '4H 2S 9C AD 8D | 9H 2S 9C 3D');
      // The new session's first frame replaces the last one's roads (the page may still show those).
      await page.waitForFunction(() => document.getElementById('roads-coups')!.textContent === '0 coups');
      await move(page, 'BET Boris banco');
      await move(page, 'DEAL');
      await waitForState(page, 'coup over');
      await page.waitForSelector('#roads [data-road="big-road"][data-coup="1"]');
      expect(await beads()).toEqual(['B']);
      await move(page, 'NEXT_COUP');
      await move(page, 'BET Boris punto');
      await move(page, 'DEAL');
      await page.waitForSelector('#roads [data-road="big-road"][data-coup="2"]');
      expect(await beads()).toEqual(['B', 'P']);
      // A Punto after a Banco opens column 2 of the Big Road; its pair is a dot on the entry.
      expect(await page.$$('#roads [data-road="big-road"][data-coup="2"] [data-pair="punto"]')).toHaveLength(1);

      // A recorded Chemin de Fer shoe of 62 coups, the punter's hand as Punto: shown whole at its end.
      await page.setInputFiles('#open-record', join(ROOT, 'fixtures/records/chemin-de-fer-shoe.json'));
      await page.waitForFunction(() => document.getElementById('where')!.dataset.live === 'false');
      await page.click('#live');
      await page.waitForFunction(() => document.getElementById('roads-coups')!.textContent === '62 coups');
      expect(await page.$$('#roads [data-road="bead-plate"]')).toHaveLength(62);
      // 55 coups won and seven ties (the results read in specs/features/roads/profiles.feature).
      expect(await page.$$('#roads [data-road="big-road"]')).toHaveLength(55);
      // The board counts them under the Bead Plate, as a live table's does.
      expect(
        await page.$$eval('#roads [data-count]', (g) =>
          g.map((x) => `${x.getAttribute('data-count')} ${x.getAttribute('data-n')}`),
        ),
      ).toEqual(['banco 27', 'punto 28', 'tie 7', 'banco-pair 4', 'punto-pair 1']);
      mkdirSync(dirname(ROADS_SHOT), { recursive: true });
      await page.locator('#roads-panel').screenshot({ path: ROADS_SHOT });
      expect(pageErrors(page)).toEqual([]);
      // (The page stays open for the next test.)
    });

    it('edits Dragon 7 on the bench: at 45:1 the edge shown is 1 − 46 × 19129247848/848912750595, and the profile saved extends EZ Baccarat', async () => {
      const page = await onePage();
      await startSession(page, 'ez-baccarat', 'Ann, Boris', '4H 2S 9C AD 8D');
      await page.click('#bench-panel summary');
      await page.selectOption('#bench-bet', 'dragon-7');
      const edge = '#bench-figures [data-figure="edge"] td.num';
      await page.waitForSelector(edge);
      expect(await page.textContent(edge)).toBe('7.6113 %');
      expect(await page.textContent('#bench-figures [data-figure="hit"] td.num')).toBe('2.2534 %');
      await page.fill('#bench input[data-kind="ratio"]', '45:1');
      await page.waitForFunction((s) => document.querySelector(s)?.textContent === '-3.6556 %', edge);
      expect(await page.getAttribute(edge, 'title')).toBe('-31032650413/848912750595');
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#bench-save')]);
      expect(download.suggestedFilename()).toBe('ez-baccarat-bench.yaml');
      expect(await page.textContent('#bench-download')).toBe('Download ez-baccarat-bench.yaml');
      expect(pageErrors(page)).toEqual([]);
    });
  });

  it.runIf(DEEP)("shows the next coup's odds from the cards not yet seen: a shoe of tens ties every time", async () => {
    const page = await open(1280, 800, '?pace=0');
    await startSession(page, 'punto-banco', 'Ann, Boris', 'TS TH TD TC JS JH JD JC QS QH');
    expect(await page.textContent('#odds h3')).toBe('Next coup, from the 10 cards not yet seen');
    expect(await page.textContent('#odds [data-outcome="tie"] .num')).toBe('100.00 %');
    expect(await page.textContent('#odds [data-bet="tie"] .num')).toBe('+8.0000');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  describe.runIf(DEEP)('every bundled profile, one coup by clicks', () => {
    /** One page for every profile: each test starts its session from the page's own form. */
    let page: Page;
    const errors = () => (page as Page & { errors: string[] }).errors;
    /** Where the page is: the session, frame and viewer it shows, the moves offered, the result. */
    const where = () =>
      page.evaluate(() => {
        const w = document.getElementById('where')!.dataset;
        const outcome = document.getElementById('outcome')!;
        return {
          session: w.session,
          index: Number(w.index),
          viewer: w.viewer,
          moves: [...document.querySelectorAll<HTMLButtonElement>('#moves button[data-move]')].map((b) => ({
            label: b.dataset.move!,
            chips: b.classList.contains('chips'),
          })),
          viewers: [...document.querySelectorAll<HTMLOptionElement>('#viewer option')].map((o) => o.value),
          outcome: outcome.dataset.outcome,
          result: outcome.textContent ?? '',
          refusal: document.getElementById('refusal')!.textContent ?? '',
        };
      });
    /** Waits until the page shows the live frame, come to rest, newer than `after` (or as `viewer`). */
    const settled = (after: { session?: string; index?: number; viewer?: string }) =>
      page.waitForFunction((a) => {
        const w = document.getElementById('where')!.dataset;
        if (w.live !== 'true' || w.settled !== 'true') return false;
        if (a.session !== undefined && w.session === a.session) return false;
        if (a.index !== undefined && Number(w.index) <= a.index) return false;
        return a.viewer === undefined || w.viewer === a.viewer;
      }, after);

    beforeAll(async () => {
      if (!present) return;
      // ?pace=0: the page shows each move's last frame at once.
      page = await open(1280, 800, '?pace=0');
    });
    afterAll(async () => {
      await page?.close();
    });

    it('the page offers exactly the bundled profiles', async () => {
      if (!present) await open();
      const offered = await page.$$eval('#profile option', (os) => os.map((o) => (o as HTMLOptionElement).value));
      expect(offered.sort()).toEqual(bundledIds());
    });

    // The policy: the first move offered that has not been clicked yet in this coup, else the first;
    // a stake or a fund of 10 chips from the number box; where the onlooker is offered nothing (a
    // discard only its holder may see), the table as the next participant sees it.
    // The systems of the sources, the profiles written whole; every bundled one in npm run test:deep (test/support/sweep.ts).
    it.each(swept())("%s: from seed 1, the first fresh move each time, until the coup's result shows", async (id) => {
      if (!present) await open();
      const before = await where();
      if (before.viewer !== 'onlooker') {
        await page.selectOption('#viewer', 'onlooker');
        await settled({ viewer: 'onlooker' });
      }
      const previous = (await where()).session;
      await page.selectOption('#profile', id);
      await page.fill('#seed', '1');
      await page.click('#start');
      // The new session's first frame, or the problem the page shows instead (a server that fails).
      await Promise.race([settled({ session: previous }), page.waitForSelector('#problem:not([hidden])')]);
      expect(await page.isHidden('#problem'), (await page.textContent('#problem')) ?? '').toBe(true);
      expect(await page.inputValue('#profile')).toBe(id);

      const clicked: string[] = [];
      /** Viewers tried in a row who were offered no move. */
      let unseen = 0;
      for (let n = 0; n < 80; n++) {
        const now = await where();
        if (now.outcome !== undefined) break;
        if (now.moves.length === 0) {
          expect(++unseen, `no move offered to anyone after ${clicked.join(' | ')}`).toBeLessThan(now.viewers.length);
          const next = now.viewers[(now.viewers.indexOf(now.viewer ?? 'onlooker') + 1) % now.viewers.length]!;
          await page.selectOption('#viewer', next);
          await settled({ viewer: next });
          clicked.push(`(as ${next})`);
          continue;
        }
        unseen = 0;
        const move = now.moves.find((m) => !clicked.includes(m.label)) ?? now.moves[0]!;
        if (move.chips) await page.fill('#chips', '10');
        await page.$eval('#refusal', (e) => (e.textContent = ''));
        await page.click(`#moves button[data-move="${move.label}"]`);
        await page.waitForFunction(
          (i) =>
            document.getElementById('refusal')!.textContent !== '' ||
            (document.getElementById('where')!.dataset.settled === 'true' &&
              Number(document.getElementById('where')!.dataset.index) > i),
          now.index,
        );
        const refusal = (await where()).refusal;
        clicked.push(refusal ? `${move.label} (${refusal})` : move.label);
        // A refusal is the chart's reason, never the server's failure.
        expect(refusal, clicked.join(' | ')).not.toContain('internal error');
        if (refusal) clicked.push(move.label);
      }
      const end = await where();
      expect(end.outcome, `no result after ${clicked.join(' | ')}`).toBeDefined();
      expect(end.result).not.toBe('');
      expect(await page.isHidden('#problem')).toBe(true);
      expect(errors()).toEqual([]);
    });
  });

  it.runIf(DEEP)('saves the game it shows as a record, which replays through the chart with --check', async () => {
    const page = await open(1280, 800, '?pace=0');
    await startSession(page, 'punto-banco', 'Ann, Boris', '4H 2S 9C AD 8D');
    await move(page, 'BET Boris banco');
    await move(page, 'BET Ann punto');
    await move(page, 'DEAL');
    await waitForState(page, 'coup over');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-record')]);
    expect(download.suggestedFilename()).toMatch(/^punto-banco-\d+\.json$/);
    const path = join(scratchDir('baccarat-e2e-'), 'saved.json');
    await download.saveAs(path);
    const record = JSON.parse(readFileSync(path, 'utf8')) as {
      format: string;
      participants: string[];
      shoe: unknown;
      moves: { by: string }[];
      coups: { outcome: string; scores: Record<string, number> }[];
    };
    expect(record.format).toBe('baccarat-record');
    expect(record.participants).toEqual(['Ann', 'Boris']);
    expect(record.shoe).toEqual({ cards: ['4H 2S 9C AD 8D'] });
    expect(record.moves.map((m) => m.by)).toEqual(['Boris', 'Ann', 'table']);
    // PB-06.1: banco 3 beats punto 1; Boris's 20 on banco wins 19, Ann's on punto loses 20.
    expect(record.coups).toHaveLength(1);
    expect(record.coups[0]!.outcome).toBe('banco');
    expect(record.coups[0]!.scores).toEqual({ Ann: -20, Boris: 19 });
    const replay = spawnSync(process.execPath, ['bin/baccarat.js', 'replay', path, '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(replay.stderr).toBe('');
    expect(replay.status).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it.runIf(DEEP)('opens a record and steps through it from its first move', async () => {
    const page = await open(1280, 800, '?pace=0');
    const before = await page.getAttribute('#where', 'data-session');
    await page.setInputFiles('#open-record', join(ROOT, 'fixtures/records/baccarat-banque-exit.json'));
    // A new session that played the record's moves, shown from its start.
    await page.waitForFunction(
      (b) =>
        document.getElementById('where')!.dataset.session !== b &&
        document.getElementById('where')!.dataset.index === '0' &&
        document.getElementById('where')!.dataset.live === 'false',
      before,
    );
    expect(await page.$eval('#profile', (e) => (e as HTMLSelectElement).value)).toBe('baccarat-banque');
    expect(await page.$$eval('#seats tbody tr', (rows) => rows.map((r) => r.getAttribute('data-seat')))).toEqual([
      'Anna',
      'Boris',
      'Vera',
      'Gleb',
    ]);
    expect(await page.textContent('#where')).toMatch(/^frame 1 of \d+ · replay · the start/);
    // Move by move to the end: the banker's exit, Boris first with 104 (BB-07.4).
    // One move at a time: each click waits for the frame it brings before the next.
    for (let i = 0; i < 200 && !(await page.isDisabled('#next-move')); i++) {
      const at = await page.getAttribute('#where', 'data-index');
      await page.click('#next-move');
      await page.waitForFunction((a) => document.getElementById('where')!.dataset.index !== a, at);
    }
    await waitForState(page, 'session over');
    expect(await page.textContent('[data-seat="Boris"] .num')).toBe('104');
    expect(await page.textContent('[data-seat="Anna"] .num')).toBe('94');
    expect(await page.textContent('#stakes .winners')).toBe('session over: Boris wins');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it.runIf(DEEP)('refuses a record that cannot be replayed, and keeps the game it shows', async () => {
    const page = await open(1280, 800, '?pace=0');
    const before = await page.getAttribute('#where', 'data-session');
    const record = JSON.parse(readFileSync(join(ROOT, 'fixtures/records/baccarat-banque-exit.json'), 'utf8')) as {
      moves: { event: Record<string, unknown> }[];
    };
    record.moves[6]!.event.amount = 50;
    await page.setInputFiles('#open-record', {
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(record)),
    });
    await page.waitForSelector('#problem:not([hidden])');
    // Boris's 50 is cut to the fund's cover of 10 (BB-03.3), so Vera may no longer bet or pass.
    expect(await page.textContent('#problem')).toBe(
      'bad.json: move 7 (PASS Vera) is illegal: the fund is fully covered: no more bets (moves then: DEAL)',
    );
    expect(await page.getAttribute('#where', 'data-session')).toBe(before);
    await page.close();
  });

  it.runIf(DEEP)('is usable at phone width: no sideways scrolling, the table and the moves in reach', async () => {
    const page = await open(390, 844);
    await startSession(page, 'punto-banco', 'Ann, Boris', '4H 2S 9C AD 8D');
    await page.waitForSelector('#moves button[data-move="BET Boris banco"]');
    const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scroll).toBeLessThanOrEqual(width);
    expect(await page.isVisible('#moves button[data-move="BET Boris banco"]')).toBe(true);
    // The table comes before the chart in one column.
    const [table, chart] = await page.evaluate(() =>
      ['#table-panel', '#chart-panel'].map((s) => document.querySelector(s)!.getBoundingClientRect().top),
    );
    expect(table!).toBeLessThan(chart!);
    // The chart and the roads zoomed to their panels' width: nothing drawn beyond them.
    await page.waitForSelector('#roads svg');
    const overflow = await page.evaluate(() =>
      ['#chart-panel', '#roads-panel'].map((s) => {
        const panel = document.querySelector(s)!;
        return panel.querySelector('svg')!.getBoundingClientRect().right - panel.getBoundingClientRect().right;
      }),
    );
    for (const o of overflow) expect(o).toBeLessThanOrEqual(0);
    await page.close();
  });
});
