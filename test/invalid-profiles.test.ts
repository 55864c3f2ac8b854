/**
 * Every fixture under fixtures/invalid is a profile wrong in one way; its `# expect:` lines are exactly
 * the problems loading must report (`line:col  /pointer  message`, in order, without the file name).
 * Every bundled profile under specs/profiles must load with no problem at all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkProfileText } from '../src/loader/load.js';
import { formatProblem } from '../src/profile/errors.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const INVALID_DIR = join(ROOT, 'fixtures', 'invalid');
const PROFILES_DIR = join(ROOT, 'specs', 'profiles');

const yamlFiles = (dir: string): string[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();

const EXPECT = '# expect: ';

/** The `# expect:` lines of a fixture, without their prefix. */
function expectations(text: string): string[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.startsWith(EXPECT))
    .map((line) => line.slice(EXPECT.length).trimEnd());
}

describe('invalid profiles report exactly their expected problems', () => {
  const fixtures = yamlFiles(INVALID_DIR);

  it('has fixtures to check', () => {
    expect(fixtures.length).toBeGreaterThan(0);
  });

  for (const name of fixtures) {
    it(name, () => {
      const display = `fixtures/invalid/${name}`;
      const text = readFileSync(join(INVALID_DIR, name), 'utf8');
      const expected = expectations(text);
      expect(expected, `${display} has no "${EXPECT.trim()}" line`).not.toHaveLength(0);

      const { profile, problems } = checkProfileText(text, display, display);
      // A problem in the fixture itself is written without its file name; one in a parent it
      // extends keeps the parent's file name.
      const prefix = `${display}:`;
      const reported = problems.map((p) => {
        const line = formatProblem(p);
        return line.startsWith(prefix) ? line.slice(prefix.length) : line;
      });
      expect(reported).toEqual(expected);
      expect(profile, `${display} loaded as a profile`).toBeUndefined();
    });
  }
});

describe('bundled profiles load without problems or warnings', () => {
  const profiles = yamlFiles(PROFILES_DIR);

  it('has bundled profiles', () => {
    expect(profiles.length).toBeGreaterThan(0);
  });

  for (const name of profiles) {
    it(name, () => {
      const display = `specs/profiles/${name}`;
      const { profile, problems, warnings } = checkProfileText(readFileSync(join(PROFILES_DIR, name), 'utf8'), display);
      expect(problems.map(formatProblem)).toEqual([]);
      // Nor a warning: every bet of a bundled profile can be made.
      expect(warnings?.map(formatProblem)).toEqual([]);
      expect(profile?.id).toBe(name.slice(0, -'.yaml'.length));
    });
  }
});
