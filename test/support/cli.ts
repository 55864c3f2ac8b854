/**
 * The command line called in-process, through `main(argv, io)` with an Io that keeps what is
 * written: no process to start, the same exit status and output as `node bin/baccarat.js`.
 */
import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';
import { mainCaptured } from '../../src/cli/main.js';
import { listing } from './files.js';

export interface Ran {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

/** The command in this process (src/cli/main.ts's mainCaptured). */
export const baccarat = (argv: string[], opts?: Parameters<typeof mainCaptured>[1]): Promise<Ran> =>
  mainCaptured(argv, opts);

/** The real binary, where the process boundary itself is under test (exit code, a preload). */
export function spawnBaccarat(
  argv: string[],
  opts: { cwd?: string; env?: Record<string, string>; node?: string[] } = {},
): Ran {
  const bin = new URL('../../bin/baccarat.js', import.meta.url).pathname;
  const r = spawnSync(process.execPath, [...(opts.node ?? []), bin, ...argv], {
    encoding: 'utf8',
    cwd: opts.cwd,
    env: { ...process.env, BACCARAT_DEBUG: '', ...opts.env },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/**
 * A command that must be refused, run in `work`: nothing there changes, nothing goes to standard
 * output, and no stack trace to standard error. The caller checks the exit code and the message.
 */
export async function refusedIn(work: string, argv: string[]): Promise<Ran> {
  const before = listing(work);
  const r = await baccarat(argv, { cwd: work });
  expect(listing(work)).toEqual(before);
  expect(r.out).toBe('');
  expect(r.err).not.toMatch(/^ {4}at /m);
  return r;
}
