/**
 * Issue 20, items 5–7, 14 and 17: `session` and `play --batch` read their input line by line as it
 * arrives and answer each line at once (a program feeding one move at a time and waiting for the
 * answer goes on, where reading the whole input first deadlocked it), hold at most one bounded line,
 * keep every move played in the record however the process ends, and say what they did not play.
 */
import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baccarat } from './support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'session-stream-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const BIN = new URL('../bin/baccarat.js', import.meta.url).pathname;
const SESSION = ['session', 'punto-banco', '--players', 'Ann,Boris', '--seed', '7'];
const FIRST_PROMPT =
  '> coup 1 · taking bets · Ann or Boris to move: BET Ann punto | BET Ann banco | BET Ann tie | BET Boris punto | BET Boris banco | BET Boris tie';

/** The command as its own process, its output read line by line: `next()` waits for the next line. */
function started(argv: string[]) {
  const child = spawn(process.execPath, [BIN, ...argv], {
    cwd: work,
    env: { ...process.env, BACCARAT_DEBUG: '' },
  }) as ChildProcessWithoutNullStreams;
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let partial = '';
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  child.stdout.on('data', (d: Buffer) => {
    const parts = (partial + d.toString()).split('\n');
    partial = parts.pop()!;
    for (const line of parts) {
      const w = waiting.shift();
      if (w) w(line);
      else lines.push(line);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return {
    child,
    exited,
    err: () => err,
    next: () =>
      lines.length > 0 ? Promise.resolve(lines.shift()!) : new Promise<string>((resolve) => waiting.push(resolve)),
    send: (line: string) => child.stdin.write(`${line}\n`),
  };
}

describe('session, fed one move at a time', () => {
  it('answers each move before the next is sent, and on SIGINT keeps every move played in the record', async () => {
    const s = started([...SESSION, '--record', 'fed.json']);
    expect(await s.next()).toBe(FIRST_PROMPT);
    s.send('BET Ann punto');
    expect(await s.next()).toBe(
      '> coup 1 · taking bets · Boris to move: BET Boris punto | BET Boris banco | BET Boris tie',
    );
    s.send('BET Boris banco');
    expect(await s.next()).toBe('coup 1: punto J♠ 6♦ = 6; banco 5♣ 7♠ 5♥ = 7');
    expect([await s.next(), await s.next(), await s.next()]).toEqual([
      '  result    Banco wins',
      '  settled   Ann punto lose -20; Boris banco win +19',
      '  scores    Ann -20, Boris 19',
    ]);
    expect(await s.next()).toBe(FIRST_PROMPT.replace('coup 1', 'coup 2'));
    s.send('BET Ann tie');
    expect(await s.next()).toBe(
      '> coup 2 · taking bets · Boris to move: BET Boris punto | BET Boris banco | BET Boris tie',
    );
    // Interrupted while the session waits for Boris: the three bets are in the record.
    s.child.kill('SIGINT');
    expect(await s.exited).toBe(130);
    expect(s.err()).toBe('interrupted (SIGINT): fed.json holds every move played\n');
    const record = JSON.parse(readFileSync(join(work, 'fed.json'), 'utf8')) as {
      moves: { event: { type: string; participant?: string; bet?: string } }[];
    };
    expect(
      record.moves.filter((m) => m.event.type === 'BET').map((m) => `${m.event.participant} ${m.event.bet}`),
    ).toEqual(['Ann punto', 'Boris banco', 'Ann tie']);
  }, 30_000);

  it('on SIGTERM too', async () => {
    const s = started([...SESSION, '--record', 'term.json']);
    expect(await s.next()).toBe(FIRST_PROMPT);
    s.send('BET Ann banco');
    await s.next();
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(143);
    expect(s.err()).toBe('stopped (SIGTERM): term.json holds every move played\n');
    const record = JSON.parse(readFileSync(join(work, 'term.json'), 'utf8')) as {
      moves: { event: { type: string } }[];
    };
    expect(record.moves.map((m) => m.event.type)).toEqual(['BET']);
  }, 30_000);

  it('its output closed (piped into head): stops, says where on stderr, exit 1, the record of what was played', async () => {
    const s = started([...SESSION, '--record', 'closed.json']);
    expect(await s.next()).toBe(FIRST_PROMPT);
    // The reader goes away after the first line, as head -1 does; the moves arrive after it.
    s.child.stdout.destroy();
    s.child.stdin.end('BET Ann punto\nBET Boris banco\nBET Ann tie\n');
    expect(await s.exited).toBe(1);
    expect(s.err()).toBe(
      'the output closed: the session stopped after line 1 of its input, at coup 1 ("taking bets"); closed.json holds the 1 move played\n',
    );
    const record = JSON.parse(readFileSync(join(work, 'closed.json'), 'utf8')) as { moves: unknown[] };
    expect(record.moves).toHaveLength(1);
  }, 30_000);

  it('plays an endless input in bounded time: the second bet of the same person is refused at once', () => {
    const r = spawnSync(
      'bash',
      ['-c', `yes 'BET Ann punto' | ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} ${SESSION.join(' ')}`],
      { encoding: 'utf8', timeout: 20_000 },
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^line 2: BET Ann punto: refused: /);
  });
});

describe('a line too long', () => {
  it('is refused, quoted by its first 80 characters, in session and play --batch', async () => {
    const long = 'B'.repeat(1_000_000);
    const message = `line 1: longer than 65536 characters: "${'B'.repeat(80)}…"; a line is one move or one card order\n`;
    const session = await baccarat(SESSION, { stdin: `${long}\n` });
    expect(session.code).toBe(1);
    expect(session.err).toBe(message);
    const play = await baccarat(['play', 'punto-banco', '--batch'], { stdin: long });
    expect(play.code).toBe(1);
    expect(play.err).toBe(message);
  });
});

describe('play --batch streams', () => {
  it('answers each card order as soon as it is read', async () => {
    const s = started(['play', 'punto-banco', '--batch']);
    s.send('4H 2S 9C AD 8D');
    expect((JSON.parse(await s.next()) as { winner: string }).winner).toBe('banco');
    s.send('8H 8S KD KC');
    expect((JSON.parse(await s.next()) as { winner: string }).winner).toBe('tie');
    s.send('8H 8S KD');
    expect(await s.exited).toBe(1);
    expect(s.err()).toBe(
      'line 3: too few cards: the 3 given run out before the coup is finished (the deal alone needs 4)\n',
    );
  }, 30_000);

  it('an endless input read into head: the first answers, then a quiet end', () => {
    const r = spawnSync(
      'bash',
      [
        '-c',
        `set -o pipefail; yes '4H 2S 9C AD 8D' | ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} play punto-banco --batch | head -2; echo "status \${PIPESTATUS[1]}"`,
      ],
      { encoding: 'utf8', timeout: 20_000 },
    );
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect((JSON.parse(lines[0]!) as { winner: string }).winner).toBe('banco');
    expect(lines[2]).toBe('status 0');
    expect(r.stderr).toBe('');
  });
});

describe('an output that cannot be written, an input that cannot be read (issue 20, item 14)', () => {
  it('an input failing with EIO is said as such, exit 1, not a bug', async () => {
    const failing = (async function* () {
      yield '4H 2S 9C AD 8D\n';
      throw Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO', syscall: 'read', errno: -5 });
    })();
    const r = await baccarat(['play', 'punto-banco', '--batch'], { io: { stdin: () => failing } });
    expect(r.code).toBe(1);
    expect(r.out.split('\n')).toHaveLength(2);
    expect(r.err).toBe('baccarat: cannot read the input: input/output error\n');
  });

  it('is an I/O error, exit 1, not a bug', () => {
    const r = spawnSync(
      'bash',
      ['-c', `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} odds punto-banco >/dev/full`],
      { encoding: 'utf8', timeout: 20_000 },
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('baccarat: cannot write the output: no space left on the device\n');
  });
});

describe('what a session leaves unplayed, and how it words it (issue 20, item 17)', () => {
  // Punto Banco's home series is ten coups (PB-02.3): the session is over after the twentieth bet.
  const TEN_COUPS = 'BET Ann punto\nBET Boris banco\n'.repeat(10);

  it('lines after the session is over: said, exit 1', async () => {
    const r = await baccarat(SESSION, { stdin: `${TEN_COUPS}\n# done\nBET Ann tie\n` });
    expect(r.code).toBe(1);
    expect(r.out).toContain('session over after 10 coups');
    expect(r.err).toBe(
      'line 23: BET Ann tie: not played: the session was over (10 coups); this line and any after it are ignored\n',
    );
  });

  it('blank lines and comments after the end are no moves: exit 0', async () => {
    const r = await baccarat(SESSION, { stdin: `${TEN_COUPS}\n# done\n` });
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
  });

  it('a word that is no move lists the moves once', async () => {
    const r = await baccarat(SESSION, { stdin: 'HELLO Ann\n' });
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      'line 1: HELLO Ann: refused: "HELLO" is not a move (moves now: BET Ann punto, BET Ann banco, BET Ann tie, BET Boris punto, BET Boris banco, BET Boris tie)\n',
    );
  });

  it('one move, one coup: in the singular', async () => {
    const one = await baccarat([...SESSION, '--record', join(work, 'one.json')], { stdin: 'BET Ann punto\n' });
    expect(one.err).toBe(
      `the input ended at coup 1 ("taking bets"), before the session's end; ${join(work, 'one.json')} holds the 1 move played\n`,
    );
    const done = join(work, 'done.json');
    await baccarat([...SESSION, '--record', done], { stdin: 'BET Ann punto\nBET Boris banco\n' });
    const replay = await baccarat(['replay', done, '--check']);
    expect(replay.out).toContain('under way: 1 coup finished, 4 moves');
    expect(replay.out).toContain(`check: the result of the 1 coup of ${done} is the rules' own`);
  });

  it('a --shoe-file entry that is not a string: its line and column', async () => {
    const shoes = join(work, 'shoes.yaml');
    writeFileSync(shoes, 'shuffles:\n  - 4H 2S 9C AD 8D\n  - 12\n');
    const r = await baccarat([...SESSION.slice(0, 4), '--shoe-file', shoes]);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `${shoes}:3:5  /shuffles/1  shuffle 2 is not a card sequence: write it as one string, top of the shoe first, e.g. "4H 2S 9C AD 8D"\n`,
    );
  });
});

describe("a piped session says what it expects (a newcomer's first hour)", () => {
  it('a side-bet profile offers the DEAL that closes the bets, and --help explains it', async () => {
    const r = await baccarat(['session', 'punto-banco-pairs', '--players', 'Ann,Boris', '--seed', '3'], {
      stdin: 'BET Ann punto\nBET Boris banco\n',
    });
    expect(r.out.split('\n')[2]).toBe(
      '> coup 1 · taking bets · Ann or Boris or table to move: BET Ann punto-pair | BET Ann banco-pair | BET Boris punto-pair | BET Boris banco-pair | DEAL',
    );
    const help = await baccarat(['session', '--help']);
    expect(help.out).toContain('the line "DEAL" closes the bets\nand deals the coup');
    expect(help.out).toContain('before\neach, one line on stdout says what is expected');
  });

  it('--json keeps stdout for the record alone', async () => {
    const r = await baccarat([...SESSION, '--json'], { stdin: 'BET Ann punto\n' });
    expect(r.code).toBe(1);
    expect((JSON.parse(r.out) as { moves: unknown[] }).moves).toHaveLength(1);
  });
});
