/**
 * `baccarat inspect [profile] [--port N] [--no-open] [--stately]`: the inspector's page on
 * 127.0.0.1, until Ctrl-C (or SIGTERM). Without --no-open it asks the desktop to open the page and
 * carries on if it cannot.
 */
import { spawn } from 'node:child_process';
import { platform } from 'node:os';
import { startInspector } from '../inspector/server.js';
import { loadProfile } from '../loader/bundled.js';
import { parseCommandArgs } from './args.js';
import { type Io, UsageError } from './io.js';

export const DEFAULT_PORT = 7370;

/** The desktop's opener of a web address on this platform. */
function opener(url: string): [string, string[]] {
  if (platform() === 'darwin') return ['open', [url]];
  if (platform() === 'win32') return ['cmd', ['/c', 'start', '""', url]];
  return ['xdg-open', [url]];
}

/**
 * Asks the desktop to open `url`. A machine without one (a server, CI, a container) is no error,
 * but it is said, once, with the address to open by hand: the opener missing, or failing (xdg-open
 * with no browser behind it exits non-zero).
 */
export function openBrowser(
  url: string,
  say: (text: string) => void,
  command: [string, string[]] = opener(url),
): Promise<boolean> {
  return new Promise((resolve) => {
    const [program, args] = command;
    const missing = (why: string) => {
      say(`no browser found (${why}): open ${url} in one`);
      resolve(false);
    };
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(program, args, { stdio: 'ignore', detached: true });
    } catch (e) {
      missing(`${program}: ${(e as Error).message}`);
      return;
    }
    child.on('error', (e: NodeJS.ErrnoException) =>
      missing(e.code === 'ENOENT' ? `no ${program} on this machine` : `${program}: ${e.message}`),
    );
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(true) : missing(`${program} ${signal ? `ended by ${signal}` : `exited with ${code}`}`),
    );
    child.unref();
  });
}

export async function inspectCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    port: { type: 'string', default: String(DEFAULT_PORT) },
    'no-open': { type: 'boolean', default: false },
    stately: { type: 'boolean', default: false },
  });
  if (positionals.length > 1)
    throw new UsageError(`inspect takes at most one profile; ${positionals.length} were given`);
  if (!/^[0-9]+$/.test(values.port!) || Number(values.port) > 65535)
    throw new UsageError(`--port ${values.port}: a port is a number from 0 (any free port) to 65535`);
  const profile = loadProfile(positionals[0] ?? 'punto-banco');
  let inspector: Awaited<ReturnType<typeof startInspector>>;
  try {
    inspector = await startInspector({ profile, port: Number(values.port), stately: values.stately, log: io.err });
  } catch (e) {
    if ((e as { code?: string }).code === 'EADDRINUSE')
      throw new UsageError(`port ${values.port} is in use: choose another with --port N (0 for any free port)`, 1);
    throw e;
  }
  // Ctrl-C and SIGTERM are taken before the address is printed: a script that stops the inspector as
  // soon as it reads the address would otherwise meet the signal's default, ending the process with
  // the server open.
  const stopped = new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  // One write, so that a script reading the address reads the whole announcement with it.
  io.out(
    `baccarat inspector: ${inspector.url} (${profile.name}); Ctrl-C stops it` +
      (inspector.stately ? `\nStately's hosted inspector (online): ${inspector.url}stately` : ''),
  );
  if (!values['no-open']) void openBrowser(inspector.url, io.err);
  await stopped;
  await inspector.close();
  return 0;
}
