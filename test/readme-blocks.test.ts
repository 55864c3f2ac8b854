/**
 * The conformance table (README.md) and the command samples (README.md and docs/, src/docs/pages.ts)
 * are generated (npm run docs:readme, from `baccarat conform --json` and the sample commands
 * themselves): they must be what the commands print today. The conformance table is checked against
 * the whole suite's one run of npm test (test/conformance-suite.test.ts). The samples whose command
 * takes a second or more are checked by test:deep (test/deep/readme-blocks.deep.ts). The figures the
 * protocol's pages state about the suite (src/docs/suite-figures.ts) are its tags' counts today: the
 * vectors' figures, which deal every vector, are test:deep's too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellWords } from '../src/docs/readme-blocks.js';
import { FIGURE_PAGES, figuresOf, tagFigures } from '../src/docs/suite-figures.js';
import { ROOT } from '../src/profile/paths.js';
import { commandSamples, itPrintsWhatThePageShows, SLOW_SAMPLES } from './support/samples.js';

describe('the command samples', () => {
  const samples = commandSamples();

  it("include the front page's tour, the worked examples of 001 and 000, a validation error, a stake on the other tableau, a replayed record, a shoe of tens, the walk-through of par and count, and the roads of a shoe", () => {
    expect(samples.map((s) => `${s.page}: ${s.command}`)).toEqual([
      'README.md: $ node bin/baccarat.js odds punto-banco',
      'README.md: $ node bin/baccarat.js play punto-banco --cards "4H 2S 9C AD 8D"',
      'README.md: $ node bin/baccarat.js inspect punto-banco',
      'docs/odds.md: $ node bin/baccarat.js odds punto-banco          # --decks N, --policy <file>, --json',
      'docs/odds.md: $ node bin/baccarat.js odds baccarat-banque --decks 6',
      'docs/odds.md: $ node bin/baccarat.js odds punto-banco --remaining 0,0,0,0,0,0,0,0,0,8,0,0,0',
      'docs/odds.md: $ node bin/baccarat.js solve chemin-de-fer-free-banker --decks infinite --commission 0',
      'docs/profile-language.md: $ node bin/baccarat.js validate fixtures/invalid/missing-id.yaml',
      'docs/command-line.md: $ node bin/baccarat.js play punto-banco --cards "4H 2S 9C AD 8D"',
      'docs/command-line.md: $ node bin/baccarat.js play baccarat-banque --cards "9C 7H 2S 4C 6D 3C 4D 2H" \\',
      'docs/command-line.md: $ node bin/baccarat.js play baccarat-modern --cards "A♠ 2♠ K♦ 3♥ 4♥ Q♣ 7♦ 9♣ 5♠" --fund 20 \\',
      'docs/command-line.md: $ node bin/baccarat.js show punto-banco --moves',
      'docs/command-line.md: $ node bin/baccarat.js replay fixtures/records/baccarat-banque-exit.json --check',
      'docs/house-math.md: $ node bin/baccarat.js validate examples/profiles/natural-9.yaml',
      'docs/house-math.md: $ node bin/baccarat.js par examples/profiles/natural-9.yaml --bet natural-9',
      'docs/house-math.md: $ node bin/baccarat.js count examples/profiles/natural-9.yaml --bet natural-9 --shoes 100 --at 2',
      'docs/roads.md: $ node bin/baccarat.js roads --results "B Pb P P T B B B B B B B B P Pp T T B"',
    ]);
  });

  // The samples whose command takes a second or more (an exact count of three hands, a simulation of
  // a hundred shoes) are test:deep's (test/deep/readme-blocks.deep.ts); the list names samples there are.
  it('names as slow only samples the pages show', () => {
    expect(SLOW_SAMPLES.filter((c) => !samples.some((s) => s.command === c))).toEqual([]);
  });

  itPrintsWhatThePageShows(samples.filter((s) => !SLOW_SAMPLES.includes(s.command)));

  it('reads a command line as a shell does: quotes group, a comment ends it', () => {
    expect(shellWords('node bin/baccarat.js play x --cards "4H 2S" --json  # a note')).toEqual([
      'node',
      'bin/baccarat.js',
      'play',
      'x',
      '--cards',
      '4H 2S',
      '--json',
    ]);
  });
});

describe('the figures of the suite the pages state', () => {
  const stated = FIGURE_PAGES.map((page) => ({ page, figures: figuresOf(readFileSync(join(ROOT, page), 'utf8')) }));

  it("are its tags' counts today: run `npm run docs:readme` when this fails", () => {
    const counted = tagFigures();
    const stale = stated.flatMap(({ page, figures }) =>
      Object.entries(figures)
        .filter(([name]) => name in counted || !name.startsWith('vector'))
        .filter(([name, value]) => String(counted[name]) !== value)
        .map(([name, value]) => `${page}: ${name} says ${value}, the suite gives ${counted[name]}`),
    );
    expect(stale).toEqual([]);
  });

  it("stand where the issue found them wrong or unchecked: the protocol, and the example adapters' READMEs", () => {
    expect(stated.map(({ page, figures }) => `${page}: ${Object.keys(figures).join(' ')}`)).toEqual([
      'docs/adapter-protocol.md: payouts-alone payouts-side-bets vectors vector-profiles vectors-with-bets',
      'examples/adapters/python/README.md: python-applicable python-not-applicable python-punto-banco-not-applicable roads-scenarios python-test-applicable python-test-not-applicable',
      'examples/adapters/baccarat-engine/README.md: reference-applicable punto-banco-scenarios reference-punto-banco-not-applicable',
    ]);
  });
});
