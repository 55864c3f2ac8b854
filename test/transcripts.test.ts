/**
 * Golden coup transcripts (OpenSpiel's playthroughs): one coup of every bundled profile, played by
 * `baccarat play`, with its readable trace kept in fixtures/transcripts/<id>.txt. A change in how any
 * variant plays shows up here as a diff to read. UPDATE_TRANSCRIPTS=1 rewrites them after a change
 * that was meant.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledIds } from '../src/loader/bundled.js';
import { baccarat } from './support/cli.js';

const DIR = 'fixtures/transcripts';

describe('golden coup transcripts', () => {
  it('exist for every bundled profile', () => {
    const missing = bundledIds().filter((id) => !existsSync(`${DIR}/${id}.txt`));
    expect(missing).toEqual([]);
  });

  for (const file of readdirSync(DIR)
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    it(file, async () => {
      const [head, ...expected] = readFileSync(`${DIR}/${file}`, 'utf8').split('\n');
      expect(head).toMatch(/^# args: \[/);
      const args = JSON.parse(head!.slice('# args: '.length)) as string[];
      const r = await baccarat(args);
      expect(r.err).toBe('');
      if (process.env.UPDATE_TRANSCRIPTS) writeFileSync(`${DIR}/${file}`, `${head}\n${r.out.trimEnd()}\n`);
      else expect(r.out.trimEnd()).toBe(expected.join('\n').trimEnd());
    });
  }
});
