/**
 * A file named as a profile or a policy that is not one (/etc/shadow, /etc/passwd, any text) is one
 * problem at 1:1, "not a profile" ("not a policy"), and none of its content is quoted back: its
 * lines would otherwise be echoed as unknown keys.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkProfileText } from '../src/loader/load.js';
import { baccarat } from './support/cli.js';

const NOT_A_PROFILE =
  'not a profile: a profile is a YAML map of its keys (extends, id, name, description, sources, shoe, cards, hands, deal, naturals, drawing, result, bets, session)';
const NOT_A_POLICY =
  'not a policy: a policy is a YAML map with the key "choices" (hand -> total -> draw, stand or a probability)';
const SECRET = 'root:$6$s3cr3tHash:19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'baccarat-not-a-profile-'));
  writeFileSync(join(work, 'shadow'), SECRET);
  writeFileSync(join(work, 'list.yaml'), '- a\n- b\n');
  writeFileSync(join(work, 'text.yaml'), 'just some words\n');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a file that is not a profile', () => {
  // Files are named by absolute paths: validate, show, play and odds read them from the process's folder.
  const at = (f: string) => join(work, f);
  it.each([
    [['validate', 'shadow'], 'shadow', NOT_A_PROFILE],
    [['validate', 'list.yaml'], 'list.yaml', NOT_A_PROFILE],
    [['validate', 'text.yaml'], 'text.yaml', NOT_A_PROFILE],
    [['show', 'shadow'], 'shadow', NOT_A_PROFILE],
    [['play', 'shadow', '--cards', '4H 2S 9C AD'], 'shadow', NOT_A_PROFILE],
    [['odds', 'shadow'], 'shadow', NOT_A_PROFILE],
    [['odds', 'punto-banco', '--policy', 'shadow'], 'shadow', NOT_A_POLICY],
  ])('%j: one problem at 1:1, nothing of the file quoted', async (argv, file, message) => {
    const r = await baccarat(
      argv.map((a) => (a === file ? at(a) : a)),
      { cwd: work },
    );
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(`${at(file)}:1:1  /  ${message}\n`);
    expect(r.err).not.toMatch(/^ {4}at /m);
  });

  it("a map with none of a profile's keys is no profile; a map with one of them is checked key by key", () => {
    expect(checkProfileText('user: admin\npassword: hunter2\n', 'creds.yaml').problems).toEqual([
      { file: 'creds.yaml', line: 1, col: 1, pointer: '', message: NOT_A_PROFILE },
    ]);
    const some = checkProfileText('id: mine\npassword: hunter2\n', 'mine.yaml').problems;
    expect(some.map((p) => p.message)).toContain('missing required key "name"');
    expect(some.some((p) => p.message.startsWith('unknown key "password"'))).toBe(true);
  });
});
