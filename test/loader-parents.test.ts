/**
 * A parent is checked once a process (src/loader/load.ts, checkedParent), and what a child finds
 * is still what checking it afresh finds: a parent or a grandparent edited on disk is read anew, the
 * files a problem names are relative to the working folder of the load, a chain made too deep or a
 * cycle by the child being checked is refused as before.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkProfileText, loadProfileWithSource } from '../src/loader/load.js';
import { formatProblem } from '../src/profile/errors.js';
import { ROOT } from '../src/profile/paths.js';

let dir: string;
const at = (name: string) => join(dir, name);
const lines = (r: { problems: readonly Parameters<typeof formatProblem>[0][] }) => r.problems.map(formatProblem);
const variant = (parent: string, id: string, more = '') =>
  `extends: ${JSON.stringify(parent)}\nid: ${id}\nname: ${id}\n${more}`;
const decksOf = (file: string) => loadProfileWithSource(at(file), file).profile?.shoe.decks;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'baccarat-parents-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a parent checked once a process', () => {
  it('is read anew when it changes on disk, and so is its own parent', () => {
    writeFileSync(at('grand.yaml'), variant('punto-banco', 'grand', 'shoe:\n  decks: 6\n'));
    writeFileSync(at('parent.yaml'), variant('grand.yaml', 'parent'));
    writeFileSync(at('child-a.yaml'), variant('parent.yaml', 'child-a'));
    writeFileSync(at('child-b.yaml'), variant('parent.yaml', 'child-b'));
    expect(decksOf('child-a.yaml')).toBe(6);
    expect(decksOf('child-b.yaml')).toBe(6);
    // The parent now says 4 decks: both children read it.
    writeFileSync(at('parent.yaml'), variant('grand.yaml', 'parent', 'shoe:\n  decks: 4\n'));
    expect(decksOf('child-a.yaml')).toBe(4);
    // The parent no longer says; the grandparent now says 2.
    writeFileSync(at('parent.yaml'), variant('grand.yaml', 'parent'));
    writeFileSync(at('grand.yaml'), variant('punto-banco', 'grand', 'shoe:\n  decks: 2\n'));
    expect(decksOf('child-b.yaml')).toBe(2);
    // A grandparent that became invalid makes the child invalid, naming it.
    writeFileSync(at('grand.yaml'), variant('punto-banco', 'grand', 'shoe:\n  decks: many\n'));
    expect(lines(loadProfileWithSource(at('child-a.yaml'), 'child-a.yaml'))).toEqual([
      'child-a.yaml:1:10  /extends  the parent "parent.yaml" is not a valid profile',
      expect.stringMatching(/parent\.yaml:1:10 {2}\/extends {2}the parent "grand\.yaml" is not a valid profile$/),
      expect.stringMatching(/grand\.yaml:5:10 {2}\/shoe\/decks {2}/),
    ]);
  });

  it('names the files of its problems from the working folder of each load', () => {
    const fixture = 'fixtures/invalid/bank-announced-without-chips.yaml';
    const inherited = (from: string, parent: string) =>
      `${parent}:73:18  /session/startingScore  an announced bank is put up from the banker's chips: startingScore must be more than 0 (or the bank's fund unlimited) (inherited from ${parent}: override it in ${from})`;
    const cwd = process.cwd();
    try {
      process.chdir(ROOT);
      expect(lines(loadProfileWithSource(fixture, fixture))).toEqual([
        inherited(fixture, 'specs/profiles/baccarat-domestic.yaml'),
      ]);
      process.chdir(join(ROOT, 'specs'));
      const from = join(ROOT, fixture);
      expect(lines(loadProfileWithSource(from, fixture))).toEqual([
        inherited(fixture, 'profiles/baccarat-domestic.yaml'),
      ]);
    } finally {
      process.chdir(cwd);
    }
  });

  it("names a grandparent's file from the working folder of each load too, the parent's name unchanged", () => {
    // The parent lies outside both working folders (named by its absolute path from either); the
    // grandparent, a copy of the domestic game, inside both (named relative to each).
    const home = mkdtempSync(join(tmpdir(), 'baccarat-parents-home-'));
    const cwd = process.cwd();
    try {
      mkdirSync(join(home, 'sub'));
      const grand = join(home, 'sub', 'grand.yaml');
      writeFileSync(grand, readFileSync(join(ROOT, 'specs/profiles/baccarat-domestic.yaml'), 'utf8'));
      writeFileSync(at('domestic-parent.yaml'), variant(grand, 'domestic-parent'));
      const fixture = readFileSync(join(ROOT, 'fixtures/invalid/bank-announced-without-chips.yaml'), 'utf8');
      writeFileSync(
        at('announced.yaml'),
        fixture.replace('extends: baccarat-domestic', 'extends: domestic-parent.yaml'),
      );
      const inherited = (shown: string) =>
        `${shown}:73:18  /session/startingScore  an announced bank is put up from the banker's chips: startingScore must be more than 0 (or the bank's fund unlimited) (inherited from ${shown}: override it in announced.yaml)`;
      process.chdir(home);
      expect(lines(loadProfileWithSource(at('announced.yaml'), 'announced.yaml'))).toEqual([
        inherited('sub/grand.yaml'),
      ]);
      process.chdir(join(home, 'sub'));
      expect(lines(loadProfileWithSource(at('announced.yaml'), 'announced.yaml'))).toEqual([inherited('grand.yaml')]);
    } finally {
      process.chdir(cwd);
      rmSync(home, { recursive: true, force: true });
    }
  });

  it('still refuses a chain made too deep by the child: 32 profiles above the one loaded, not 33', () => {
    // 31 files above ok-0's own parent chain: ok-0 extends ok-1 … ok-30 extends punto-banco.
    for (let i = 0; i <= 30; i++)
      writeFileSync(at(`ok-${i}.yaml`), variant(i === 30 ? 'punto-banco' : `ok-${i + 1}.yaml`, `ok-${i}`));
    expect(lines(loadProfileWithSource(at('ok-0.yaml'), 'ok-0.yaml'))).toEqual([]);
    // 32 above: allowed, as checked afresh.
    writeFileSync(at('over-1.yaml'), variant('ok-0.yaml', 'over-1'));
    expect(lines(loadProfileWithSource(at('over-1.yaml'), 'over-1.yaml'))).toEqual([]);
    // 33 above: refused where the chain passes the limit, ok-30.yaml, whose parent would be the 33rd.
    writeFileSync(at('over-2.yaml'), variant('over-1.yaml', 'over-2'));
    const r = loadProfileWithSource(at('over-2.yaml'), 'over-2.yaml');
    expect(r.profile).toBeUndefined();
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]!.message).toBe(
      'extends goes deeper than 32 profiles: a variant names its parent, not a chain of 32 others',
    );
    expect(r.problems[0]!.file).toMatch(/ok-30\.yaml$/);
  });

  it('still refuses a cycle through the text being checked, which its file on disk does not make', () => {
    // On disk: loop.yaml extends punto-banco, and hub.yaml extends loop.yaml; hub is checked (and kept).
    writeFileSync(at('loop.yaml'), variant('punto-banco', 'loop'));
    writeFileSync(at('hub.yaml'), variant('loop.yaml', 'hub'));
    writeFileSync(at('spoke.yaml'), variant('hub.yaml', 'spoke'));
    expect(lines(loadProfileWithSource(at('spoke.yaml'), 'spoke.yaml'))).toEqual([]);
    // loop.yaml as an editor holds it, unsaved: extending hub.yaml, which extends loop.yaml.
    const r = checkProfileText(variant('hub.yaml', 'loop'), 'loop.yaml', at('loop.yaml'));
    expect(r.profile).toBeUndefined();
    expect(r.problems.map((p) => p.message)).toEqual([
      'the parent "hub.yaml" is not a valid profile',
      expect.stringMatching(/^extends forms a cycle: .*loop\.yaml -> .*hub\.yaml -> .*loop\.yaml$/),
    ]);
  });
});
