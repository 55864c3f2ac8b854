/**
 * A whole Chemin de Fer shoe played by `session --auto` (npm run test:deep): CF-01's count of coups
 * for seed 9 (specs/features/chemin-de-fer/bank_and_banco.feature: 58 coups deal 305 cards, and the
 * stop card ends the shoe), through the command and its record.
 */
import { describe, expect, it } from 'vitest';
import { baccarat } from '../support/cli.js';
import { scratchDir } from '../support/temp.js';

describe('session --auto', () => {
  it('a six-deck shoe (seed 9) played by a policy runs to the stop card in 58 coups', async () => {
    const r = await baccarat([
      'session',
      'chemin-de-fer',
      '--players',
      'Ann,Bob,Cid',
      '--seed',
      '9',
      '--auto',
      'plain',
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('session over after 58 coups: too few cards remained');
  });
});

describe('a session killed mid-way', () => {
  it('leaves a whole record of the coups played, which replays with --check', async () => {
    const { spawn } = await import('node:child_process');
    const { existsSync, readFileSync, readdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dir = scratchDir('baccarat-killed-');
    const record = join(dir, 'game.json');
    const bin = new URL('../../bin/baccarat.js', import.meta.url).pathname;
    const child = spawn(
      process.execPath,
      [
        bin,
        'session',
        'chemin-de-fer',
        '--players',
        'Ann,Bob,Cid',
        '--seed',
        '9',
        '--auto',
        'plain',
        '--record',
        record,
      ],
      { stdio: 'ignore' },
    );
    // Killed once a few coups are on file (SIGKILL: no handler runs, as in a crash).
    const coups = () =>
      existsSync(record) ? (JSON.parse(readFileSync(record, 'utf8')) as { coups: unknown[] }).coups.length : 0;
    for (let i = 0; i < 600 && coups() < 5 && child.exitCode === null; i++) await new Promise((r) => setTimeout(r, 10));
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const kept = JSON.parse(readFileSync(record, 'utf8')) as { coups: unknown[]; end?: unknown };
    expect(kept.coups.length).toBeGreaterThanOrEqual(5);
    expect(kept.end).toBeUndefined();
    const replay = await baccarat(['replay', record, '--check']);
    expect(replay.err).toBe('');
    expect(replay.code).toBe(0);
    expect(replay.out).toMatch(/\nunder way: \d+ coups finished, \d+ moves\n/);
    // The temporary file the record is written through: renamed each time, or left by the kill, never the record itself.
    expect(
      readdirSync(dir)
        .filter((f) => f !== 'game.json')
        .every((f) => f.startsWith('.game.json.')),
    ).toBe(true);
  });
});
