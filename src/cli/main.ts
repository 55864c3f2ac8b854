/**
 * The `baccarat` command line: validate profiles, play a coup, run the conformance suite.
 */
import { parseArgs } from 'node:util';
import { ProfileError } from '../profile/errors.js';
import { ProfileNotFound } from '../profile/bundled.js';
import { conform } from './conform.js';
import { type Io, processIo, UsageError } from './io.js';
import { playCommand } from './play.js';
import { validate } from './validate.js';
import { showCommand } from './show.js';

const HELP = `baccarat: an executable specification of the baccarat family

usage:
  baccarat validate <profile.yaml…>          check profiles; every problem as file:line:col /pointer message
  baccarat show <profile>                    the profile resolved: parents (extends) merged in, defaults filled
  baccarat play <profile> --cards "<cards>"  play one coup from a card order (top of the shoe first)
        [--fund N --bet <side>=N[@<punter's side>]…  (a bank's table)]  [--punters N (one hand per punter)]
        [--decide <hand>=draw|stand]…  [--json]  [--batch (card orders on stdin, one per line)]
  baccarat conform [--json]                  run the conformance suite over every bundled profile
  baccarat conform <file.feature…>           run your own scenarios against the machines
  baccarat odds <profile> [--decks N]        exact odds of a coup from a fresh shoe: outcomes, house edges
        [--policy <file>]  [--json]  [--markdown (the README table; every bundled profile if none named)]
  baccarat simulate <profile> -n <coups>     seeded shoes on every core: frequencies, results, 95 % CIs
        [--seed S]  [--workers K]  [--policy <file>]  [--json]  [--statechart (play the chart, not the kernel)]
        [--punters N (a game where each punter has a hand: how many; 3 if not given)]
  baccarat inspect [profile] [--port N]      a local page on 127.0.0.1: the chart, the table, the log, the legal moves
        [--no-open (do not start a browser)]  [--stately (also relay to Stately's hosted inspector)]
  baccarat diagram <profile>                 the chart as a diagram on stdout
        [--format mermaid|dot|json]  [--docs (rewrite docs/variants/<id>.md for every bundled profile)]

<profile> is a bundled profile id (e.g. punto-banco) or a path to a YAML file.
Cards: rank A 2-9 T J Q K (or 10) and suit S H D C (or ♠ ♥ ♦ ♣), e.g. "4H 2S 9C AD 8D".`;

export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'validate':
        return validate(rest, io);
      case 'show':
        return showCommand(rest, io);
      case 'play':
        return await playCommand(rest, io);
      case 'conform': {
        const { values, positionals } = parseArgs({
          args: rest,
          allowPositionals: true,
          options: { json: { type: 'boolean', default: false }, quiet: { type: 'boolean', default: false } },
        });
        return await conform({ json: values.json, quiet: values.quiet, ...(positionals.length ? { features: positionals } : {}) }, io);
      }
      case 'odds':
        return await (await import('./odds.js')).oddsCommand(rest, io);
      case 'simulate':
        return await (await import('./simulate.js')).simulateCommand(rest, io);
      case 'inspect':
        return await (await import('./inspect.js')).inspectCommand(rest, io);
      case 'diagram':
        return await (await import('./diagram.js')).diagramCommand(rest, io);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        io.out(HELP);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command "${command}"\n\n${HELP}`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(e.message);
      return e.exitCode;
    }
    if (e instanceof ProfileError || e instanceof ProfileNotFound) {
      io.err(e.message);
      return 1;
    }
    if (e instanceof TypeError && (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`${e.message}\n\n${HELP}`);
      return 2;
    }
    throw e;
  }
}
