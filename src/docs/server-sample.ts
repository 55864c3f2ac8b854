/**
 * The sample of a command that serves until it is stopped (`inspect`): what it prints once it
 * listens. It runs as a process of its own, the compiled command (bin/baccarat.js), because its stop
 * is a signal, which a run in this process could not take without stopping the process that runs
 * it. It listens on a free port, not the one the sample names (an inspector left open, or another
 * run of the tests, may hold that one), and opens no browser (a machine without one would add its
 * own line); the address it prints is then written with the port the sample's command line asks for.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { distIsFresh } from '../../scripts/dist-fresh.mjs';
import { ROOT } from '../loader/bundled.js';

/** The commands whose samples are run this way. */
export const SERVING_COMMANDS: readonly string[] = ['inspect'];

/** The port `inspect` listens on without --port: src/cli/inspect.ts DEFAULT_PORT. */
async function defaultPort(): Promise<string> {
  // Imported when a sample needs it: the module brings the inspector's server with it.
  return String((await import('../cli/inspect.js')).DEFAULT_PORT);
}

/** A command line without its --port and --no-open, and the port it asks for (undefined: the default). */
function withoutPort(args: readonly string[]): { rest: string[]; port: string | undefined } {
  const rest: string[] = [];
  let port: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--port') port = args[++i];
    else if (arg.startsWith('--port=')) port = arg.slice('--port='.length);
    else if (arg !== '--no-open') rest.push(arg);
  }
  return { rest, port };
}

/**
 * What the serving command `args` (after `node bin/baccarat.js`) prints once it listens, standard
 * output then standard error, as a sample shows it; or, where it stops by itself first (a profile
 * refused), all it printed.
 */
export async function servingOutput(args: readonly string[]): Promise<string> {
  // The compiled command runs: a dist/ older than a source is built first, as the tests do (test/setup/build.ts).
  if (!distIsFresh()) {
    const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed: a serving sample runs the compiled command');
  }
  const { rest, port } = withoutPort(args);
  const asked = port ?? (await defaultPort());
  const child = spawn(process.execPath, [join(ROOT, 'bin/baccarat.js'), ...rest, '--no-open', '--port', '0'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    out += d;
    // It announces its address in one write, ending in a line feed: then it has said all it says.
    if (/http:\/\/127\.0\.0\.1:\d+\/[^\n]*\n/.test(out)) child.kill('SIGTERM');
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
  let late = false;
  const timer = setTimeout(() => {
    late = true;
    child.kill('SIGKILL');
  }, 30_000);
  // Stopped by our SIGTERM it closes its server and exits 0 (it takes the signal before it prints
  // the address, src/cli/inspect.ts).
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => resolve(status));
  }).finally(() => clearTimeout(timer));
  if (late) throw new Error(`${args.join(' ')}: no address within 30 s: ${(out + err).trim()}`);
  if (code !== 0) throw new Error(`${args.join(' ')}: stopped by SIGTERM, it exited ${code}: ${(out + err).trim()}`);
  return (out + err).replace(/(http:\/\/127\.0\.0\.1:)\d+\//g, `$1${asked}/`);
}
