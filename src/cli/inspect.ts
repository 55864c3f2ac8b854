/**
 * `baccarat inspect [profile] [--port N] [--no-open] [--stately]`: the inspector's page on
 * 127.0.0.1, until Ctrl-C (or SIGTERM). Without --no-open it asks the desktop to open the page and
 * carries on if it cannot.
 */
import { spawn } from 'node:child_process';
import { platform } from 'node:os';
import { startInspector } from '../inspector/server.js';
import { resolveProfile } from '../loader/bundled.js';
import { parseCommandArgs } from './args.js';
import { type Io, UsageError } from './io.js';

export const DEFAULT_PORT = 7370;

/** Asks the desktop to open `url`; a machine without one (a server, CI) is no error. */
function openBrowser(url: string): void {
  try {
    const child = spawn(platform() === 'darwin' ? 'open' : 'xdg-open', [url], { stdio: 'ignore', detached: true });
    child.on('error', () => {});
    child.unref();
  } catch {
    // No opener at all: the URL is printed anyway.
  }
}

export async function inspectCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    port: { type: 'string', default: String(DEFAULT_PORT) },
    'no-open': { type: 'boolean', default: false },
    stately: { type: 'boolean', default: false },
  });
  if (positionals.length > 1) throw new UsageError(`inspect takes at most one profile; ${positionals.length} were given`);
  if (!/^[0-9]+$/.test(values.port!) || Number(values.port) > 65535) throw new UsageError(`--port ${values.port}: a port is a number from 0 (any free port) to 65535`);
  const profile = resolveProfile(positionals[0] ?? 'punto-banco');
  let inspector;
  try {
    inspector = await startInspector({ profile, port: Number(values.port), stately: values.stately, log: io.err });
  } catch (e) {
    if ((e as { code?: string }).code === 'EADDRINUSE') throw new UsageError(`port ${values.port} is in use: choose another with --port N (0 for any free port)`, 1);
    throw e;
  }
  // One write, so that a script reading the address reads the whole announcement with it.
  io.out(
    `baccarat inspector: ${inspector.url} (${profile.name}); Ctrl-C stops it` +
      (inspector.stately ? `\nStately's hosted inspector (online): ${inspector.url}stately` : ''),
  );
  if (!values['no-open']) openBrowser(inspector.url);
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await inspector.close();
  return 0;
}
