/**
 * The `baccarat` command line: validate profiles, play a coup, run the conformance suite, …
 *
 * `main` is the whole command in-process: it returns the exit status and never throws. Each
 * command's module is imported only when that command runs, so `--help`, `--version`, `validate`
 * and `play` never load the conformance runner (cucumber); the usage texts only where one is printed. Exit status: 0 ok, 1 a rule or
 * validation failure, 2 a wrong command line, 70 an internal error — one line saying it is a bug,
 * the trace only under `--debug` (anywhere on the line) or BACCARAT_DEBUG=1.
 */
import { readFileSync } from 'node:fs';
import { closest } from './args.js';
import {
  excerpt,
  guardOutput,
  type Io,
  inputOf,
  internalError,
  ioReason,
  printable,
  processIo,
  UsageError,
} from './io.js';

type Command = (argv: string[], io: Io) => number | Promise<number>;

/** The commands' usage and help, loaded where they are printed or named: a command that runs needs none of it. */
const usage = () => import('./usage.js');

const LOAD: Readonly<Record<string, () => Promise<Command>>> = {
  validate: async () => (await import('./validate.js')).validate,
  show: async () => (await import('./show.js')).showCommand,
  play: async () => (await import('./play.js')).playCommand,
  conform: async () => (await import('./conform.js')).conformCommand,
  odds: async () => (await import('./odds.js')).oddsCommand,
  par: async () => (await import('./par.js')).parCommand,
  count: async () => (await import('./count.js')).countCommand,
  merge: async () => (await import('./merge.js')).mergeCommand,
  simulate: async () => (await import('./simulate.js')).simulateCommand,
  solve: async () => (await import('./solve.js')).solveCommand,
  inspect: async () => (await import('./inspect.js')).inspectCommand,
  diagram: async () => (await import('./diagram.js')).diagramCommand,
  session: async () => (await import('./session.js')).sessionCommand,
  replay: async () => (await import('./replay.js')).replayCommand,
  roads: async () => (await import('./roads.js')).roadsCommand,
  vectors: async () => (await import('./vectors.js')).vectorsCommand,
  explore: async () => (await import('./explore.js')).exploreCommand,
  shuffles: async () => (await import('./shuffles.js')).shufflesCommand,
};

export const EXIT = { ok: 0, failure: 1, usage: 2, internal: 70 } as const;

/** The version of package.json, read next to the sources (src/cli or a compiled copy of it). */
export function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

/** The arguments before a `--`, where global flags are read. */
const beforeEnd = (argv: readonly string[]) => (argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv);

export async function main(argv: string[], io: Io = processIo): Promise<number> {
  if (io === processIo) guardOutput();
  const env = io.env ?? process.env;
  const flags = beforeEnd(argv);
  const debug = flags.includes('--debug') || env.BACCARAT_DEBUG === '1';
  const args = argv.filter((a, i) => !(a === '--debug' && i < flags.length));
  // Everything printed is printable: a profile's name or a user's argument never drives the terminal.
  const safe: Io = {
    ...io,
    debug,
    out: (t) => io.out(printable(t, { lines: true })),
    err: (t) => io.err(printable(t, { lines: true })),
  };
  const [command, ...rest] = args;
  try {
    return await run(command, rest, safe);
  } catch (e) {
    try {
      return await report(e, command, safe, debug);
    } catch {
      return EXIT.internal;
    }
  }
}

async function run(command: string | undefined, rest: string[], io: Io): Promise<number> {
  switch (command) {
    case undefined:
      io.err((await usage()).OVERVIEW);
      return EXIT.usage;
    case 'help':
    case '--help':
    case '-h': {
      const about = rest[0];
      const { COMMANDS, commandHelp, OVERVIEW } = await usage();
      if (about !== undefined && !Object.hasOwn(COMMANDS, about)) throw await unknownCommand(about);
      io.out(about === undefined ? OVERVIEW : commandHelp(about));
      return EXIT.ok;
    }
    case '--version':
    case '-V':
    case 'version':
      io.out(`baccarat ${version()}`);
      return EXIT.ok;
  }
  const load = Object.hasOwn(LOAD, command) ? LOAD[command] : undefined;
  if (!load) throw await unknownCommand(command);
  const own = beforeEnd(rest);
  if (own.includes('--help') || own.includes('-h')) {
    io.out((await usage()).commandHelp(command));
    return EXIT.ok;
  }
  return await (await load())(rest, io);
}

class UnknownCommand extends UsageError {}

async function unknownCommand(command: string): Promise<UnknownCommand> {
  const { COMMAND_NAMES } = await usage();
  const near = closest(command, COMMAND_NAMES);
  const what = command.startsWith('-') ? `unknown option ${excerpt(command)}` : `unknown command "${excerpt(command)}"`;
  return new UnknownCommand(
    `${what}${near ? ` (did you mean "${near}"?)` : ''}; the commands are ${COMMAND_NAMES.join(', ')}\nsee 'baccarat --help'`,
  );
}

/** The one message an error ends the command with, and its exit status. */
async function report(e: unknown, command: string | undefined, io: Io, debug: boolean): Promise<number> {
  // The refusal to write a file, loaded with the error (the module that writes files loads node:crypto).
  const { WriteRefused } = await import('../files/safe-write.js');
  if (e instanceof UsageError || e instanceof WriteRefused) {
    io.err(e.message);
    const { COMMANDS, usageHint } = await usage();
    if (
      e.exitCode === EXIT.usage &&
      !(e instanceof UnknownCommand) &&
      command !== undefined &&
      Object.hasOwn(COMMANDS, command)
    )
      io.err(usageHint(command));
    return e.exitCode;
  }
  // The machine's trouble reading or writing (an I/O error, a full disk): said as such, not as a bug.
  const failed = e as NodeJS.ErrnoException;
  if (
    typeof failed?.code === 'string' &&
    (failed.syscall === 'read' || failed.syscall === 'write') &&
    ioReason(e) !== failed.code
  ) {
    io.err(`baccarat: cannot ${failed.syscall === 'read' ? 'read the input' : 'write'}: ${ioReason(e)}`);
    return EXIT.failure;
  }
  // A profile that cannot be found or loaded: its problems, located (loaded only when one occurs).
  const [{ ProfileError }, { ProfileNotFound }] = await Promise.all([
    import('../profile/errors.js'),
    import('../loader/argument.js'),
  ]);
  if (e instanceof ProfileError || e instanceof ProfileNotFound) {
    io.err(e.message);
    return EXIT.failure;
  }
  io.err(internalError(e, debug));
  return EXIT.internal;
}

/**
 * `main` with what it writes kept: the exit status and the text of standard output and standard
 * error, as `node bin/baccarat.js <argv>` prints them to a pipe, without a process to start (the
 * docs' command samples, and the tests). `stdin` is the whole input; `io` overrides any part.
 */
export async function mainCaptured(
  argv: readonly string[],
  opts: { stdin?: string; cwd?: string; env?: Record<string, string>; io?: Partial<Io> } = {},
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const line = (t: string) => (t.endsWith('\n') ? t : `${t}\n`);
  const code = await main([...argv], {
    out: (t) => (out += line(t)),
    err: (t) => (err += line(t)),
    stdin: () => inputOf(opts.stdin ?? ''),
    env: opts.env ?? {},
    ...(opts.cwd ? { cwd: opts.cwd } : {}),
    ...opts.io,
  });
  return { code, out, err };
}
