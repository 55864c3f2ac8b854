/**
 * A write ended by SIGINT, SIGTERM or SIGHUP while its temporary exists (src/files/safe-write.ts)
 * leaves no temporary behind, and the process exits as the signal would have ended it (128 + its
 * number). In processes of their own, since a signal is under test: each writer sent a signal
 * midway (test/fixtures/signals/write.mjs), each with another signal. The whole command, conform
 * --report stopped while it runs, with each of the three: test/deep/safe-write-signals.deep.ts.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../src/profile/paths.js';
import { scratchDir } from './support/temp.js';

const WRITE = join(ROOT, 'test/fixtures/signals/write.mjs');

describe('a write, when a signal ends the process', () => {
  it.each([
    ['whole', 'SIGTERM', 143],
    ['folder', 'SIGHUP', 129],
    ['through', 'SIGINT', 130],
  ] as const)('%s: sent %s while its temporary exists, leaves none and exits %i', (writer, signal, status) => {
    const work = scratchDir('baccarat-signal-write-');
    const r = spawnSync(process.execPath, [WRITE, writer, signal, join(work, 't')], { encoding: 'utf8' });
    expect({ status: r.status, signal: r.signal, err: r.stderr }).toEqual({ status, signal: null, err: '' });
    // A synchronous write is over before the signal is heard: its target is whole. writeThrough's
    // fill never ended: no target.
    if (writer === 'whole') expect(readFileSync(join(work, 't'), 'utf8')).toBe('whole\n');
    if (writer === 'folder') expect(readdirSync(join(work, 't'))).toEqual(['a.txt', 'b.txt']);
    expect(readdirSync(work)).toEqual(writer === 'through' ? [] : ['t']);
  });
});
