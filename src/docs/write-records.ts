/**
 * `npm run records:write`: writes the records under fixtures/records again, each by the session
 * command that made it (its command line, and its moves on standard input). A record is tied to its
 * profile's hash, so when a bundled profile's rules change its records are refused until they are
 * written again: run this, then `npm test` (test/records.test.ts replays each with --check, and
 * test/session.test.ts holds the standings the documents give).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { inputOf } from '../cli/io.js';
import { main } from '../cli/main.js';
import { ROOT } from '../loader/bundled.js';

const BANK = ['--players', 'Anna,Boris,Vera,Gleb', '--cards', '3S 4S 2S 4H 3H 3C 5S 5H 5D 5C 6S 6H 6D 6C 7S'];
const FOUR = ['--players', 'Ann,Boris,Vera,Gleb', '--seed', '7'];

/** Each record: the session's command line after `session`, and its moves, one a line. */
export const FIXTURE_SESSIONS: readonly {
  readonly file: string;
  readonly argv: readonly string[];
  readonly moves?: readonly string[];
}[] = [
  {
    // 001's series (specs/features/punto-banco/series.feature); the dealer Ann sits out coups 2 and 5.
    file: 'punto-banco-series.json',
    argv: ['punto-banco', '--players', 'Ann,Boris,Vera', '--shoe-file', 'fixtures/shoes/punto-banco-series.yaml'],
    moves: [
      'BET Ann banco',
      'BET Boris punto',
      'BET Vera banco',
      'BET Boris punto',
      'BET Vera banco',
      'DEAL',
      'BET Ann tie',
      'BET Boris banco',
      'BET Vera punto',
      'BET Ann punto',
      'BET Boris banco',
      'BET Vera banco',
      'BET Boris tie',
      'BET Vera punto',
      'DEAL',
      'BET Ann banco',
      'BET Boris banco',
      'BET Vera punto',
      'BET Ann tie',
      'BET Boris punto',
      'BET Vera banco',
      'BET Ann punto',
      'BET Boris punto',
      'BET Vera tie',
      'BET Ann banco',
      'BET Boris tie',
      'BET Vera tie',
      'BET Ann punto',
      'BET Boris punto',
      'BET Vera banco',
    ],
  },
  {
    // 000/003 (end_of_bank.feature): the banker leaves after a coup.
    file: 'baccarat-banque-exit.json',
    argv: ['baccarat-banque', ...BANK],
    moves: [
      'BID Anna 10',
      'CLOSE_AUCTION',
      'SHUFFLE Boris',
      'SHUFFLE Anna',
      'CUT Boris',
      'CLOSE_BANCO',
      'BET Boris side 4',
      'PASS Vera',
      'BET Gleb side 2',
      'STAND Anna',
      'EXIT',
    ],
  },
  {
    // 000/003: the fund falls to 0.
    file: 'baccarat-banque-broke.json',
    argv: ['baccarat-banque', ...BANK],
    moves: [
      'BID Anna 10',
      'CLOSE_AUCTION',
      'SHUFFLE Anna',
      'CUT Boris',
      'CLOSE_BANCO',
      'BET Boris side 6',
      'PASS Vera',
      'BET Gleb side 4',
      'STAND Anna',
    ],
  },
  { file: 'baccarat-banque-shoe.json', argv: ['baccarat-banque', ...FOUR, '--auto', 'plain'] },
  { file: 'chemin-de-fer-shoe.json', argv: ['chemin-de-fer', ...FOUR, '--auto', 'plain'] },
  {
    // 002's domestic game: ten coups in which every punter stakes (RD-03); the bank passes to a
    // punter who makes baccara (RD-15); Ann wins with 8.
    file: 'baccarat-domestic-series.json',
    argv: ['baccarat-domestic', '--players', 'Ann,Boris,Vera,Gleb', '--seed', '11'],
    moves: [
      'SHUFFLE Ann',
      'CUT Boris',
      'BET Boris stake 4',
      'BET Vera stake 2',
      'BET Gleb stake 6',
      'STAND Boris',
      'DRAW Gleb',
      'DRAW Vera',
      'DRAW Ann',
      'BET Boris stake 4',
      'BET Vera stake 2',
      'BET Gleb stake 6',
      'STAND Boris',
      'DRAW Ann',
      'BET Ann stake 1',
      'BET Boris stake 4',
      'BET Vera stake 2',
      'STAND Ann',
      'STAND Vera',
      'DRAW Gleb',
      'BET Ann stake 1',
      'BET Boris stake 4',
      'BET Vera stake 2',
      'DRAW Boris',
      'STAND Gleb',
      'BET Ann stake 1',
      'BET Boris stake 4',
      'BET Vera stake 2',
      'STAND Ann',
      'STAND Boris',
      'DRAW Gleb',
      'BET Ann stake 1',
      'BET Boris stake 4',
      'BET Vera stake 2',
      'DRAW Gleb',
      'BET Ann stake 1',
      'BET Boris stake 4',
      'BET Vera stake 2',
      'DRAW Gleb',
      'BET Ann stake 1',
      'BET Boris stake 4',
      'BET Vera stake 2',
      'DRAW Ann',
      'STAND Boris',
      'DRAW Gleb',
      'BET Ann stake 1',
      'BET Boris stake 4',
      'BET Vera stake 2',
      // RD-06 with RD-04: the cards gathered are shuffled anew, the banker (Gleb, since his baccara) last, then cut.
      'SHUFFLE Vera',
      'SHUFFLE Gleb',
      'CUT Ann',
      'BET Ann stake 1',
      'BET Boris stake 4',
      'BET Vera stake 2',
      'DRAW Gleb',
    ],
  },
  {
    file: 'baccarat-club-bank.json',
    argv: ['baccarat-club', ...FOUR],
    moves: [
      'BID Ann 100',
      'CLOSE_AUCTION',
      'BET Boris side 10',
      'BET Vera cheval 10',
      'BET Gleb side 5',
      'CUT Boris',
      'CONFIRM_DEAL',
      'SHOW_NATURAL Gleb',
      'NEXT_COUP',
      'BET Boris side 5',
      'PASS Vera',
      'BET Gleb side 29',
      'CUT Vera',
      'CONFIRM_DEAL',
      'KEEP_QUIET Gleb',
      'STAND Vera',
      'STAND Gleb',
      'DRAW Ann',
      'EXIT',
    ],
  },
  {
    file: 'baccarat-modern-bank.json',
    argv: ['baccarat-modern', ...FOUR],
    moves: [
      'BID Ann 100',
      'CLOSE_AUCTION',
      'SHUFFLE Boris',
      'SHUFFLE Ann',
      'CUT Boris',
      'CLOSE_BANCO',
      'BET Boris side 10',
      'BET Vera side 20 on left',
      'BET Gleb side 5',
      'CONFIRM_DEAL',
      'DRAW Ann',
      'NEXT_COUP',
      'BANCO Vera',
      'CLOSE_BANCO',
      'CONFIRM_DEAL',
      'EXIT',
    ],
  },
];

async function writeAll(): Promise<number> {
  process.chdir(ROOT);
  for (const s of FIXTURE_SESSIONS) {
    const file = join('fixtures', 'records', s.file);
    rmSync(file, { force: true });
    let err = '';
    const code = await main(['session', ...s.argv, '--record', file], {
      out: () => {},
      err: (t) => (err += `${t}\n`),
      stdin: () => inputOf((s.moves ?? []).join('\n')),
    });
    if (code !== 0) {
      process.stderr.write(`${file}: the session did not end (exit ${code}): ${err}`);
      return 1;
    }
    process.stdout.write(`${file}\n`);
  }
  return 0;
}

process.exitCode = await writeAll();
