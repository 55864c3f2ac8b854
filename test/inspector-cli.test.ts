/** `baccarat inspect` as a command: it starts, prints where, takes --stately, and stops on SIGTERM. */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { baccarat } from './support/cli.js';

function startInspect(args: string[]) {
  const child = spawn(process.execPath, ['bin/baccarat.js', 'inspect', '--no-open', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no address within 30 s; stdout: ${out} stderr: ${err}`)), 30_000);
    child.stdout.on('data', () => {
      const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(out)?.[0];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.on('exit', () => reject(new Error(`exited before listening: ${err}`)));
  });
  return { child, ready, exited, output: () => out };
}

describe('baccarat inspect', () => {
  it('serves the chosen profile on 127.0.0.1, relays with --stately, and stops on SIGTERM', async () => {
    const run = startInspect(['baccarat-banque', '--port', '0', '--stately']);
    try {
      const url = await run.ready;
      expect(run.output()).toContain('(Baccarat Banque)');
      expect(run.output()).toContain(`Stately's hosted inspector (online): ${url}stately`);
      const session = await (await fetch(new URL('/api/session', url))).json();
      expect(session.profile).toEqual({ id: 'baccarat-banque', name: 'Baccarat Banque' });
      expect((await fetch(new URL('/stately', url))).status).toBe(200);
    } finally {
      run.child.kill('SIGTERM');
    }
    expect(await run.exited).toBe(0);
  });

  it('refuses a port that is not a number', async () => {
    const r = await baccarat(['inspect', '--no-open', '--port', 'abc']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--port abc: a port is a number from 0 (any free port) to 65535');
  });
});
