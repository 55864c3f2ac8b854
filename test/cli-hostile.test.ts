/**
 * Issue 20, items 2–4: a file a command writes (a session's --record, solve --out) is written only
 * to a regular file or a new name in an existing folder, through a temporary that nobody can plant,
 * and never over one of the command's inputs (src/files/safe-write.ts). Issue 34: every file of a
 * profile's extends chain, and every shoe or policy file read, is one of them.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeWhole } from '../src/files/safe-write.js';
import { baccarat, refusedIn } from './support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'hostile-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const BIN = new URL('../bin/baccarat.js', import.meta.url).pathname;
const MOVES = 'BET Ann punto\nBET Boris banco\n';
const SESSION = ['session', 'punto-banco', '--players', 'Ann,Boris', '--seed', '7'];

/** The commands that write a file, each writing to `target`. */
const writers: [string, (target: string) => string[]][] = [
  ['session --record', (t) => [...SESSION, '--record', t]],
  ['solve --out', (t) => ['solve', 'chemin-de-fer-free-banker', '--decks', 'infinite', '--out', t]],
];
const option = (name: string) => (name.startsWith('session') ? '--record' : '--out');

describe.each(writers)('%s', (name, argv) => {
  it.each([
    ['/dev/null', 'is a device, not a regular file: name a file'],
    ['/dev/full', 'is a device, not a regular file: name a file'],
  ])('refuses the device %s', async (device, reason) => {
    const r = await baccarat(argv(device), { cwd: work, stdin: MOVES });
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(`${option(name)} ${device}: ${reason}\n`);
    expect(statSync(device).isCharacterDevice()).toBe(true);
  });

  it('refuses a FIFO, a folder, a symbolic link and a read-only file, and leaves each as it was', async () => {
    const dir = mkdtempSync(join(work, 'kinds-'));
    const fifo = join(dir, 'fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const folder = join(dir, 'folder');
    mkdirSync(folder);
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'keep me\n');
    const link = join(dir, 'link');
    symlinkSync(victim, link);
    const readOnly = join(dir, 'read-only.json');
    writeFileSync(readOnly, 'keep me too\n');
    chmodSync(readOnly, 0o444);
    const cases: [string, string][] = [
      [fifo, 'is a pipe (FIFO), not a regular file: name a file'],
      [folder, 'is a folder: name a file'],
      [link, 'is a symbolic link: name the file itself'],
      [readOnly, 'is read-only: it is not replaced'],
    ];
    for (const [target, reason] of cases) {
      const r = await baccarat(argv(target), { cwd: work, stdin: MOVES });
      expect(r.code).toBe(1);
      expect(r.out).toBe('');
      expect(r.err).toBe(`${option(name)} ${target}: ${reason}\n`);
    }
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(victim, 'utf8')).toBe('keep me\n');
    expect(readFileSync(readOnly, 'utf8')).toBe('keep me too\n');
    expect(statSync(readOnly).mode & 0o777).toBe(0o444);
    expect(readdirSync(folder)).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual(['fifo', 'folder', 'link', 'read-only.json', 'victim.txt']);
  });

  it('writes a new file, and replaces a regular one keeping its permissions', async () => {
    const dir = mkdtempSync(join(work, 'regular-'));
    const target = join(dir, 'out.txt');
    writeFileSync(target, 'old\n');
    chmodSync(target, 0o600);
    const r = await baccarat(argv(target), { cwd: work, stdin: MOVES });
    expect(r.err).toBe(
      name.startsWith('session')
        ? `the input ended at coup 2 ("taking bets"), before the session's end; ${target} holds the 4 moves played\n`
        : '',
    );
    expect(readFileSync(target, 'utf8')).toMatch(
      name.startsWith('session') ? /^\{\n {2}"format": / : /^# Written by baccarat solve/,
    );
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['out.txt']);
  });
});

describe('the temporary file', () => {
  it('is not the predictable .<name>.<pid>.tmp, and a link planted there is neither followed nor removed', async () => {
    const dir = mkdtempSync(join(work, 'planted-'));
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'keep me\n');
    const planted = join(dir, `.game.json.${process.pid}.tmp`);
    symlinkSync(victim, planted);
    const r = await baccarat([...SESSION, '--record', 'game.json'], { cwd: dir, stdin: MOVES });
    expect(r.err).toBe(
      'the input ended at coup 2 ("taking bets"), before the session\'s end; game.json holds the 4 moves played\n',
    );
    expect(readFileSync(victim, 'utf8')).toBe('keep me\n');
    expect(lstatSync(planted).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'game.json'), 'utf8')).moves).toHaveLength(4);
    expect(readdirSync(dir).sort()).toEqual([`.game.json.${process.pid}.tmp`, 'game.json', 'victim.txt']);
  });

  it('is named at random each time: two writes leave no temporary behind', () => {
    const dir = mkdtempSync(join(work, 'random-'));
    writeWhole(join(dir, 'a.txt'), 'one\n', { shown: 'a.txt' });
    writeWhole(join(dir, 'a.txt'), 'two\n', { shown: 'a.txt' });
    expect(readdirSync(dir)).toEqual(['a.txt']);
    expect(readFileSync(join(dir, 'a.txt'), 'utf8')).toBe('two\n');
  });
});

describe('a record or a policy is never written over an input', () => {
  it('session <profile file> --record <the same file>', async () => {
    const dir = mkdtempSync(join(work, 'profile-'));
    const game = join(dir, 'game.yaml');
    const text = 'extends: punto-banco\nid: my-game\nname: My game\n';
    writeFileSync(game, text);
    const r = await baccarat(['session', game, '--players', 'Ann,Boris', '--seed', '7', '--record', game], {
      cwd: dir,
      stdin: MOVES,
    });
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(`--record ${game}: is the input ${game} of this command: name another file\n`);
    expect(readFileSync(game, 'utf8')).toBe(text);
  });

  it('session --record moves.txt < moves.txt (another path to the same file)', () => {
    const dir = mkdtempSync(join(work, 'stdin-'));
    const moves = join(dir, 'moves.txt');
    writeFileSync(moves, MOVES);
    const fd = openSync(moves, 'r');
    try {
      const r = spawnSync(process.execPath, [BIN, ...SESSION, '--record', './moves.txt'], {
        cwd: dir,
        stdio: [fd, 'pipe', 'pipe'],
        encoding: 'utf8',
        env: { ...process.env, BACCARAT_DEBUG: '' },
      });
      expect(r.status).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe('--record ./moves.txt: is the standard input of this command: name another file\n');
    } finally {
      closeSync(fd);
    }
    expect(readFileSync(moves, 'utf8')).toBe(MOVES);
  });

  it('solve --out <the policy read>', async () => {
    const dir = mkdtempSync(join(work, 'policy-'));
    const policy = join(dir, 'p.yaml');
    const text = readFileSync('fixtures/policies/baccarat-banque.yaml', 'utf8');
    writeFileSync(policy, text);
    const r = await baccarat(['solve', 'baccarat-banque', '--policy', policy, '--out', policy], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(`--out ${policy}: is the input ${policy} of this command: name another file\n`);
    expect(readFileSync(policy, 'utf8')).toBe(text);
  });
});

describe('conform --report', () => {
  const FEATURE =
    'Feature: One coup\n\n  Background:\n    Given the "punto-banco" profile\n\n  Scenario: Nine beats eight\n    When a coup is dealt from "4♣ 5♠ 4♥ 4♦ 5♥"\n    Then banco wins\n';

  it('is filled beside the report and put in its place: a read-only report and a link are refused, a regular one replaced whole', async () => {
    const dir = mkdtempSync(join(work, 'conform-'));
    writeFileSync(join(dir, 'one.feature'), FEATURE);
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'keep me\n');
    symlinkSync(victim, join(dir, 'link.html'));
    writeFileSync(join(dir, 'read-only.html'), 'old\n');
    chmodSync(join(dir, 'read-only.html'), 0o444);
    const link = await baccarat(['conform', 'one.feature', '--report', 'link.html'], { cwd: dir });
    expect([link.code, link.err]).toEqual([
      1,
      '--report link.html: is a symbolic link: name the file itself: nothing ran\n',
    ]);
    const readOnly = await baccarat(['conform', 'one.feature', '--report', 'read-only.html'], { cwd: dir });
    expect([readOnly.code, readOnly.err]).toEqual([
      1,
      '--report read-only.html: is read-only: it is not replaced: nothing ran\n',
    ]);
    expect(readFileSync(victim, 'utf8')).toBe('keep me\n');
    writeFileSync(join(dir, 'report.html'), 'old\n');
    const r = await baccarat(['conform', 'one.feature', '--report', 'report.html'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toMatch(/^<!DOCTYPE html>/i);
    expect(readdirSync(dir).sort()).toEqual([
      'link.html',
      'one.feature',
      'read-only.html',
      'report.html',
      'victim.txt',
    ]);
  });
});

describe('every profile of the extends chain, a shoe file and a policy file are inputs too', () => {
  /** A folder with child.yaml extending ./parent.yaml, which extends ./grand.yaml, which extends `base`. */
  function family(base: string): { dir: string; child: string; texts: Record<string, string> } {
    const dir = mkdtempSync(join(work, 'family-'));
    const texts = {
      'grand.yaml': `extends: ${base}\nid: grand\nname: Grand\n`,
      'parent.yaml': 'extends: ./grand.yaml\nid: parent\nname: Parent\n',
      'child.yaml': 'extends: ./parent.yaml\nid: child\nname: Child\n',
    };
    for (const [name, text] of Object.entries(texts)) writeFileSync(join(dir, name), text);
    return { dir, child: join(dir, 'child.yaml'), texts };
  }

  it.each<[string, string, (child: string, target: string) => string[]]>([
    ['par --out', 'punto-banco', (c, t) => ['par', c, '--bet', 'tie', '--out', t]],
    ['solve --out', 'chemin-de-fer-free-banker', (c, t) => ['solve', c, '--decks', 'infinite', '--out', t]],
    [
      'count --shard --out',
      'punto-banco',
      (c, t) => ['count', c, '--bet', 'tie', '--shoes', '2', '--shard', '1/1', '--out', t],
    ],
    ['session --record', 'punto-banco', (c, t) => ['session', c, '--seed', '7', '--record', t]],
    ['roads --profile --out', 'punto-banco', (c, t) => ['roads', '--profile', c, '--seed', '7', '--out', t]],
  ])("%s refuses the parent and the parent's parent of the profile read", async (name, base, argv) => {
    const { dir, child, texts } = family(base);
    const option = name.startsWith('session') ? '--record' : '--out';
    const parent = await refusedIn(dir, argv(child, 'parent.yaml'));
    expect([parent.code, parent.err]).toEqual([
      1,
      `${option} parent.yaml: is the input parent.yaml (the profile ${child} extends) of this command: name another file\n`,
    ]);
    const grand = await refusedIn(dir, argv(child, './grand.yaml'));
    expect([grand.code, grand.err]).toEqual([
      1,
      `${option} ./grand.yaml: is the input grand.yaml (the profile parent.yaml extends) of this command: name another file\n`,
    ]);
    for (const [file, text] of Object.entries(texts)) expect(readFileSync(join(dir, file), 'utf8')).toBe(text);
  });

  // The file read is named by its whole path, the target by another (the same file, compared by inode).
  const POLICY = readFileSync('fixtures/policies/chemin-de-fer.yaml', 'utf8');
  it.each<[string, (policy: string) => string[]]>([
    ['par --out', (p) => ['par', 'chemin-de-fer', '--bet', 'punto', '--policy', p, '--out', 'p.yaml']],
    [
      'count --out',
      (p) => ['count', 'chemin-de-fer', '--bet', 'punto', '--shoes', '2', '--policy', p, '--out', 'p.yaml'],
    ],
    ['session --auto --record', (p) => ['session', 'chemin-de-fer', '--seed', '7', '--auto', p, '--record', 'p.yaml']],
  ])('%s refuses the policy file read', async (name, argv) => {
    const dir = mkdtempSync(join(work, 'policy-read-'));
    const policy = join(dir, 'p.yaml');
    writeFileSync(policy, POLICY);
    const r = await refusedIn(dir, argv(policy));
    const option = name.startsWith('session') ? '--record' : '--out';
    expect([r.code, r.err]).toEqual([
      1,
      `${option} p.yaml: is the input ${policy} of this command: name another file\n`,
    ]);
    expect(readFileSync(policy, 'utf8')).toBe(POLICY);
  });

  it('session --shoe-file s.yaml --record s.yaml is refused before the session prints its first line', async () => {
    const dir = mkdtempSync(join(work, 'shoe-read-'));
    const shoe = join(dir, 's.yaml');
    const text = readFileSync('fixtures/shoes/punto-banco-series.yaml', 'utf8');
    writeFileSync(shoe, text);
    const argv = ['session', 'punto-banco', '--shoe-file', shoe, '--auto', 'plain', '--record', 's.yaml'];
    const r = await refusedIn(dir, argv);
    expect([r.code, r.err]).toEqual([1, `--record s.yaml: is the input ${shoe} of this command: name another file\n`]);
    expect(readFileSync(shoe, 'utf8')).toBe(text);
  });
});

describe('an empty path to write', () => {
  it.each<[string[]]>([
    [['par', 'punto-banco', '--out', '']],
    [['count', 'punto-banco', '--bet', 'tie', '--shard', '1/2', '--out', '']],
    [['solve', 'chemin-de-fer-free-banker', '--out', '']],
    [['session', 'punto-banco', '--record', '']],
    [['roads', '--results', 'PBT', '--out', '']],
    [['vectors', '--out', '']],
    [['conform', 'punto-banco', '--report', '']],
    [['conform', 'punto-banco', '--junit', '']],
  ])('%j is refused as empty, not as the working folder', async (argv) => {
    const r = await refusedIn(work, argv);
    expect([r.code, r.err.split('\n')[0]]).toEqual([2, `${argv.at(-2)} needs a path: an empty one names nothing`]);
  });
});

/**
 * A small tmpfs of the test's own, in a mount namespace of its own (unshare -m: gone with the
 * process): a real full disk where this machine allows it (root on Linux). `script` runs there in
 * sh, $DISK the mounted folder, with `env`; its output is returned.
 */
function onFullDisk(script: string, env: Record<string, string> = {}): string | undefined {
  const disk = mkdtempSync(join(work, 'disk-'));
  const r = spawnSync('unshare', ['-m', 'sh', '-c', `mount -t tmpfs -o size=64k tmpfs "$DISK" && ${script}`], {
    encoding: 'utf8',
    env: { ...process.env, ...env, DISK: disk, BACCARAT_DEBUG: '' },
  });
  return r.status === 0 ? r.stdout : undefined;
}
const FULL_DISKS = onFullDisk('true') !== undefined;

describe('vectors --out: a folder written whole or not at all', () => {
  it('a link to an empty folder is refused as every --out refuses a link, and the folder left empty', async () => {
    const dir = mkdtempSync(join(work, 'vectors-link-'));
    mkdirSync(join(dir, 'empty'));
    symlinkSync('empty', join(dir, 'link'));
    const r = await refusedIn(dir, ['vectors', '--out', 'link']);
    expect([r.code, r.err]).toEqual([1, '--out link: is a symbolic link: name the folder itself\n']);
    expect(readdirSync(join(dir, 'empty'))).toEqual([]);
  });

  // The writing of vectors --out (src/files/safe-write.ts, writeFolderWhole) on a disk of 64 KiB, where
  // ten files of 20,000 bytes do not fit. The whole command there: test/deep/vectors.deep.ts.
  it.runIf(FULL_DISKS)(
    'on a full disk: refused naming the file that did not fit, nothing left, and a rerun finds the target as it was',
    () => {
      const program = `
        import { readdirSync } from 'node:fs';
        import { writeFolderWhole } from ${JSON.stringify(new URL('../dist/files/safe-write.js', import.meta.url).href)};
        const v = process.env.DISK + '/v';
        const files = Array.from({ length: 10 }, (_, i) => ['f' + i + '.json', 'x'.repeat(20000)]);
        try { writeFolderWhole(v, files, { shown: '--out v' }); } catch (e) { console.log(e.message); }
        console.log(JSON.stringify(readdirSync(process.env.DISK)));
        writeFolderWhole(v, [['a.json', '{}']], { shown: '--out v' });
        console.log(JSON.stringify(readdirSync(v)));`;
      const out = onFullDisk(`"${process.execPath}" --input-type=module -e "$PROGRAM"`, { PROGRAM: program });
      expect(out).toBe('--out v: f3.json: cannot write it (no space left on the device)\n[]\n["a.json"]\n');
    },
  );
});
