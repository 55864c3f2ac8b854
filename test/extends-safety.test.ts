/**
 * What the loader reads, and what it refuses to: a profile, its parents (extends) and a policy are
 * each a regular YAML file of at most 1 MiB. A directory, a FIFO, a device, a 2 GB file or a chain
 * of 1,000 parents is refused with one located reason, at once — nothing is read that is not a
 * profile, nothing of such a file is quoted back, and nothing throws.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalog } from '../src/conformance/catalog.js';
import { compileProfile } from '../src/core/compile.js';
import { checkPolicyText, loadPolicyFile, PolicyError } from '../src/core/policy.js';
import { checkProfileText, loadProfileFile, loadProfileWithSource } from '../src/loader/load.js';
import { formatProblem, ProfileError } from '../src/profile/errors.js';
import { readStackedShoes } from '../src/profile/stacked.js';
import { readYamlFile } from '../src/profile/yaml.js';

let dir: string;
const at = (name: string) => join(dir, name);
const lines = (r: { problems: readonly Parameters<typeof formatProblem>[0][] }) => r.problems.map(formatProblem);
const variant = (parent: string, id = 'child') => `extends: ${JSON.stringify(parent)}\nid: ${id}\nname: A child\n`;
/** Nine lines whose aliases would expand to 10^9 values. */
const bomb = (key: string) =>
  `${[
    `${key}: &a0 [x, x, x, x, x, x, x, x, x, x]`,
    ...Array.from({ length: 9 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(10).fill(`*a${i}`).join(', ')}]`),
  ].join('\n')}\n`;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'baccarat-extends-'));
  mkdirSync(at('folder.yaml'));
  execFileSync('mkfifo', [at('pipe.yaml')]);
  // A 2 GB file that takes no room on disk: refused by its size, never read.
  writeFileSync(at('huge.yaml'), '');
  truncateSync(at('huge.yaml'), 2 * 1024 ** 3);
  writeFileSync(at('secret.yaml'), 'root: $6$hunter2\ndaemon: x\n');
  // A chain of 1,000 variants, each extending the next; the last extends punto-banco. The loader
  // stops at the 33rd: any chain well past the limit is refused the same way.
  for (let i = 0; i < 1000; i++)
    writeFileSync(at(`chain-${i}.yaml`), variant(i === 999 ? 'punto-banco' : `chain-${i + 1}.yaml`, `chain-${i}`));
  // A chain as deep as allowed: 32 profiles (the one loaded and 31 parents), the last a bundled one.
  for (let i = 0; i < 31; i++)
    writeFileSync(at(`ok-${i}.yaml`), variant(i === 30 ? 'punto-banco' : `ok-${i + 1}.yaml`, `ok-${i}`));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('extends reads only a bundled profile or a regular .yaml file', () => {
  it('refuses a directory, even one named like a YAML file', () => {
    writeFileSync(at('to-folder.yaml'), variant('folder.yaml'));
    expect(lines(loadProfileWithSource(at('to-folder.yaml'), 'to-folder.yaml'))).toEqual([
      'to-folder.yaml:1:10  /extends  the parent "folder.yaml" is a directory, not a YAML file',
    ]);
  });

  it('refuses a FIFO without opening it (opening would wait for a writer)', () => {
    writeFileSync(at('to-pipe.yaml'), variant('pipe.yaml'));
    expect(lines(loadProfileWithSource(at('to-pipe.yaml'), 'to-pipe.yaml'))).toEqual([
      'to-pipe.yaml:1:10  /extends  the parent "pipe.yaml" is not a regular file (a device, FIFO or socket is never read)',
    ]);
  });

  it('refuses a 2 GB file by its size', () => {
    writeFileSync(at('to-huge.yaml'), variant('huge.yaml'));
    expect(lines(loadProfileWithSource(at('to-huge.yaml'), 'to-huge.yaml'))).toEqual([
      'to-huge.yaml:1:10  /extends  the parent "huge.yaml" is larger than 1 MiB (2147483648 bytes)',
    ]);
  });

  it('refuses /dev/zero and /etc/shadow by their names, reading neither', () => {
    expect(lines(checkProfileText(variant('/dev/zero'), 'zero.yaml'))).toEqual([
      'zero.yaml:1:10  /extends  "/dev/zero" is not a bundled profile, and a file it extends must end in .yaml or .yml',
    ]);
    expect(lines(checkProfileText(variant('/etc/shadow'), 'shadow.yaml'))).toEqual([
      'shadow.yaml:1:10  /extends  "/etc/shadow" is not a bundled profile, and a file it extends must end in .yaml or .yml',
    ]);
  });

  it('never quotes a YAML file that is not a profile', () => {
    writeFileSync(at('to-secret.yaml'), variant('secret.yaml'));
    const problems = lines(loadProfileWithSource(at('to-secret.yaml'), 'to-secret.yaml'));
    expect(problems).toEqual([
      'to-secret.yaml:1:10  /extends  the parent "secret.yaml" is not a profile: a profile is a YAML map with id, name and the sections of a variant',
    ]);
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('refuses an empty extends and one that is not a name', () => {
    expect(lines(checkProfileText(variant(''), 'empty.yaml'))).toEqual([
      `empty.yaml:1:10  /extends  "" names no parent: extends is a bundled profile's id or a .yaml file next to this one`,
    ]);
    expect(lines(checkProfileText('extends: 7\nid: seven\nname: Seven\n', 'seven.yaml'))).toEqual([
      `seven.yaml:1:10  /extends  7 names no parent: extends is a bundled profile's id or a .yaml file next to this one`,
    ]);
    expect(lines(checkProfileText('extends: { a: 1 }\nid: map\nname: Map\n', 'map.yaml'))).toEqual([
      `map.yaml:1:10  /extends  {"a":1} names no parent: extends is a bundled profile's id or a .yaml file next to this one`,
    ]);
  });
});

describe('an extends chain is at most 32 profiles deep', () => {
  it('loads a chain of 32 profiles', () => {
    const r = loadProfileWithSource(at('ok-0.yaml'), 'ok-0.yaml');
    expect(lines(r)).toEqual([]);
    expect(r.profile?.id).toBe('ok-0');
    expect(r.profile?.shoe.decks).toBe(8);
  });

  it('refuses a chain of 1,000 at the 33rd, naming the limit, without a stack overflow', () => {
    const r = loadProfileWithSource(at('chain-0.yaml'), 'chain-0.yaml');
    expect(r.profile).toBeUndefined();
    // One problem, the reason, where the chain passes the limit: not a line per profile above it.
    expect(r.problems).toHaveLength(1);
    expect(r.problems.at(-1)!.message).toBe(
      'extends goes deeper than 32 profiles: a variant names its parent, not a chain of 32 others',
    );
    expect(r.problems.at(-1)!.file).toMatch(/chain-32\.yaml$/);
    expect(r.problems.at(-1)).toMatchObject({ line: 1, col: 10, pointer: '/extends' });
  });
});

describe('a profile holds at most 10,000 values, and with its parents 20,000', () => {
  it('refuses a file of more at the value past the limit, before the rest is read', () => {
    // Counted as the YAML reader meets them: id, x, name, X, sources, the [ — then the 9,995th 0,
    // at column 11 + 2 × 9,994 of line 3.
    // 30,000 of them: the lexer stops at the limit, whatever follows.
    const zeros = Array(30_000).fill('0').join(',');
    expect(lines(checkProfileText(`id: x\nname: X\nsources: [${zeros}]\n`, 'big.yaml'))).toEqual([
      'big.yaml:3:19999  /  YAML: too many values: a profile holds at most 10000',
    ]);
  });

  it('refuses a chain of files each under the limit at the value where their sum passes it, once', () => {
    // Two variants of 9,020 values each (the map, its four keys, three words, 99 zeros in a list
    // and 90 aliases of it, each 99 more), cheap to read; then a parent whose 8th value is its
    // list of zeros: 20,000 − 18,040 = 1,960 values are left, and the 1,953rd zero passes them.
    const aliased = (i: number) =>
      `extends: values-${i + 1}.yaml\nid: values-${i}\nname: V\nx: &a [${Array(99).fill('0').join(',')}]\ny: [${Array(90).fill('*a').join(',')}]\n`;
    writeFileSync(at('values-0.yaml'), aliased(0));
    writeFileSync(at('values-1.yaml'), aliased(1));
    writeFileSync(
      at('values-2.yaml'),
      `extends: punto-banco\nid: values-2\nname: V\nsources: [${Array(3000).fill('0').join(',')}]\n`,
    );
    expect(lines(loadProfileWithSource(at('values-0.yaml'), 'values-0.yaml'))).toEqual([
      `${at('values-2.yaml')}:4:3915  /  too many values: a profile and the parents it extends hold at most 20000 together`,
    ]);
  });
});

describe('the profile file itself', () => {
  it.each([
    ['a directory', () => dir, 'is a directory, not a YAML file'],
    ['a FIFO', () => at('pipe.yaml'), 'is not a regular file (a device, FIFO or socket is never read)'],
    ['/dev/zero', () => '/dev/zero', 'is not a regular file (a device, FIFO or socket is never read)'],
    ['a 2 GB file', () => at('huge.yaml'), 'is larger than 1 MiB (2147483648 bytes)'],
    ['a missing file', () => at('none.yaml'), 'no such file'],
  ])('refuses %s with one line', (_what, path, reason) => {
    expect(lines(loadProfileWithSource(path(), 'p.yaml'))).toEqual([`p.yaml:1:1  /  cannot read the file: ${reason}`]);
  });
});

describe('what a YAML file is read to', () => {
  it('is the whole file at the limit, 1 MiB, and a byte more is refused', () => {
    // A comment a byte short of 1 MiB and its line's end: the largest file read.
    writeFileSync(at('limit.yaml'), `#${'x'.repeat(1024 * 1024 - 2)}\n`);
    const read = readYamlFile(at('limit.yaml'));
    expect('text' in read && read.text.length).toBe(1024 * 1024);
    writeFileSync(at('over.yaml'), `#${'x'.repeat(1024 * 1024 - 1)}\n`);
    expect(readYamlFile(at('over.yaml'))).toEqual({ reason: 'is larger than 1 MiB (1048577 bytes)' });
  });

  // A file may hold more than its size said when it was opened (one written meanwhile, or one of
  // Linux's /proc, whose size reads 0): it is read to its end all the same, never past the limit.
  it.runIf(process.platform === 'linux')('is the whole file where its size says less than it holds', () => {
    const read = readYamlFile('/proc/self/status');
    expect('text' in read && read.text).toMatch(/^Name:.*\n[\s\S]*\nPid:\s+\d+\n/);
  });
});

describe('a policy file is read with the same limits', () => {
  const compiled = compileProfile(loadProfileFile('fixtures/profiles/punto-choice-on-five.yaml'));
  const refusal = (path: string): string[] => {
    try {
      loadPolicyFile(path, compiled);
    } catch (e) {
      expect(e).toBeInstanceOf(PolicyError);
      return (e as PolicyError).problems.map(formatProblem);
    }
    throw new Error(`${path} loaded as a policy`);
  };

  it.each([
    ['a directory', () => dir, 'is a directory, not a YAML file'],
    ['a FIFO', () => at('pipe.yaml'), 'is not a regular file (a device, FIFO or socket is never read)'],
    ['/dev/zero', () => '/dev/zero', 'is not a regular file (a device, FIFO or socket is never read)'],
    ['a 2 GB file', () => at('huge.yaml'), 'is larger than 1 MiB (2147483648 bytes)'],
  ])('refuses %s with one line', (_what, path, reason) => {
    expect(refusal(path())).toEqual([`${path()}:1:1  /  cannot read the policy: ${reason}`]);
  });

  it('refuses an alias bomb at the alias that passes the limit', () => {
    const { policy, problems } = checkPolicyText(
      `choices: { punto: { 5: draw } }\n${bomb('x')}`,
      'bomb.yaml',
      compiled,
    );
    expect(policy).toBeUndefined();
    expect(problems.map(formatProblem)).toEqual([
      'bomb.yaml:6:50  /  YAML: too many aliases: expanded, the document would hold more than 100000 values',
    ]);
  });

  it('refuses a range of totals counted in the billions, and .nan, at their place', () => {
    expect(
      checkPolicyText('choices: { punto: { 0-99999999999: draw } }\n', 'wide.yaml', compiled).problems.map(
        formatProblem,
      ),
    ).toEqual([
      'wide.yaml:1:21  /choices/punto/0-99999999999  key "0-99999999999" is not allowed here: A total (5) or a range of totals (4-5), lower first; at most two digits each.',
    ]);
    expect(
      checkPolicyText('choices: { punto: { 5: .nan } }\n', 'nan.yaml', compiled).problems.map(formatProblem),
    ).toEqual(['nan.yaml:1:24  /  YAML: .nan is not a number a profile can use: write a finite number']);
  });
});

describe('stacked shoes on file', () => {
  it('refuse an alias bomb with its location instead of expanding it', () => {
    writeFileSync(at('shoes.yaml'), `shuffles: ["4H 2S 9C AD 8D"]\n${bomb('x')}`);
    expect(() => readStackedShoes(at('shoes.yaml'))).toThrow(`${at('shoes.yaml')}:6:50  /  YAML: too many aliases`);
  });

  it('refuse a FIFO without waiting on it', () => {
    expect(() => readStackedShoes(at('pipe.yaml'))).toThrow('is not a regular file');
  });
});

describe('rule catalogs read by the conformance run', () => {
  it('refuse an alias bomb with its location instead of expanding it', () => {
    const catalogs = at('catalogs');
    mkdirSync(catalogs);
    writeFileSync(join(catalogs, 'bomb.yaml'), `variant: bomb\nrules: []\n${bomb('x')}`);
    let thrown: unknown;
    try {
      readCatalog(catalogs);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ProfileError);
    expect((thrown as ProfileError).problems.map((p) => `${p.line}:${p.col}  ${p.message}`)).toEqual([
      '7:50  YAML: too many aliases: expanded, the document would hold more than 100000 values',
    ]);
  });
});
