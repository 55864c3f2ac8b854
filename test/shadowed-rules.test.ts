/**
 * A bet's rule, or a rung of its pay table, whose every coup the rules before it take first can
 * never settle a coup (src/core/reach.ts shadowedRules, reported by src/loader/load.ts): the ways a
 * rule is written in its usual order stay valid, and a rule no coup reaches is named with the rules
 * that take its coups. The fixtures under fixtures/invalid (rule-after-*, rung-after-*) hold the
 * other cases, each with its message.
 */
import { describe, expect, it } from 'vitest';
import { shadowedRules } from '../src/core/reach.js';
import { checkProfileText } from '../src/loader/load.js';
import { formatProblem } from '../src/profile/errors.js';
import { normalize } from '../src/profile/normalize.js';
import type { SettleRule } from '../src/profile/types.js';
import { baccarat } from './support/cli.js';

/** Punto Banco with one side bet whose rules are `rules` (its first rule on line 12). */
const withSide = (rules: readonly string[]) =>
  [
    'extends: punto-banco',
    'id: side-bet',
    'name: Punto Banco with a side bet',
    'sources: [{ document: the house rules of the table reproduced }]',
    'bets:',
    '  - { id: punto, name: Punto, settle: [{ when: { outcome: punto }, pays: "1:1" }, { when: { outcome: tie }, result: push }] }',
    '  - { id: banco, name: Banco, settle: [{ when: { outcome: banco }, pays: "0.95:1" }, { when: { outcome: tie }, result: push }] }',
    '  - { id: tie, name: Tie, settle: [{ when: { outcome: tie }, pays: "8:1" }] }',
    '  - id: side',
    '    name: Side bet',
    '    settle:',
    ...rules.map((r) => `      - ${r}`),
    'session: { betting: { sideBets: [side] } }',
    '',
  ].join('\n');

const problemsOf = (rules: readonly string[]) =>
  checkProfileText(withSide(rules), 'side.yaml').problems.map(formatProblem);

describe('rules in their usual order stay valid', () => {
  it('a narrow rule before a broad one, and two that overlap with neither covering the other (the Dragon Bonus)', () => {
    expect(
      problemsOf([
        '{ when: { outcome: punto, hand: punto, natural: true }, pays: "1:1" }',
        '{ when: { outcome: tie, hand: both, natural: true }, result: push }',
        // A natural win by 4 to 9 is the first rule's; a win by 4 to 9 without a natural, the ladder's.
        '{ when: { outcome: punto }, pays: { by: margin, table: { 9: "30:1", 8: "10:1", 7: "6:1", 6: "4:1", 5: "2:1", 4: "1:1" } } }',
      ]),
    ).toEqual([]);
  });

  it('two rules on different hands, and a broad rule after a narrow one of another fact', () => {
    expect(
      problemsOf([
        '{ when: { hand: punto, pair: rank }, pays: "11:1" }',
        '{ when: { hand: banco, pair: rank }, pays: "11:1" }',
        '{ when: { outcome: punto, hand: punto, cards: 3 }, pays: "2:1" }',
        '{ when: { outcome: punto, hand: punto, total: 9 }, pays: "3:1" }',
        '{ when: { hand: punto, first: { suit: hearts } }, pays: "1:1" }',
        '{ when: { hand: punto, first: { colour: red } }, pays: "1:1" }',
      ]),
    ).toEqual([]);
  });

  it("a pay table's rungs, one of them a range; a rung no coup meets is not said to be taken", () => {
    // A Punto win has a margin of 1 at least: the 0 rung is met by no coup, and no rule takes it.
    expect(
      problemsOf(['{ when: { outcome: punto }, pays: { by: margin, table: { 0: "1:1", 1-3: "2:1", 4-9: "5:1" } } }']),
    ).toEqual([]);
  });
});

describe('a rule no coup reaches is named with the rules that take its coups', () => {
  it('the last rule, without "when", after rules that settle every coup: pointed at as a whole', () => {
    expect(
      problemsOf([
        '{ when: { outcome: punto }, pays: "1:1" }',
        '{ when: { outcome: [banco, tie] }, result: push }',
        '{ result: lose }',
      ]),
    ).toEqual([
      'side.yaml:14:9  /bets/3/settle/2  this rule can never settle a coup: every coup it meets is taken first by settle[0] (line 12: Punto wins) and settle[1] (line 13: Banco wins or a tie)',
    ]);
  });

  it('the fewest rules that take them all: one, where another before it takes some first', () => {
    expect(
      problemsOf([
        '{ when: { outcome: banco, hand: banco, natural: true }, pays: "1:1" }',
        '{ when: { outcome: banco }, result: push }',
        '{ when: { outcome: banco, hand: banco, total: 8 }, pays: "4:1" }',
      ]),
    ).toEqual([
      'side.yaml:14:17  /bets/3/settle/2/when  this rule can never settle a coup: every coup it meets is taken first by settle[1] (line 13: Banco wins)',
    ]);
  });

  it('a rung written as a range, at its key, once all its values are taken', () => {
    // A margin of 8 is a Punto 8 against a 0 or a 9 against a 1; a margin of 9, a 9 against a 0.
    expect(
      problemsOf([
        '{ when: { outcome: punto, hand: punto, total: [8, 9] }, pays: "5:1" }',
        '{ when: { outcome: punto }, pays: { by: margin, table: { 8-9: "30:1", 7: "6:1" } } }',
      ]),
    ).toEqual([
      'side.yaml:13:66  /bets/3/settle/1/pays/table/8-9  this rung can never pay: every coup it meets is taken first by settle[0] (line 12: Punto wins with a total of 8 or 9)',
    ]);
  });

  it('is refused by validate: one located line, exit 1', async () => {
    const fixture = 'fixtures/invalid/rule-after-rule-of-its-colour.yaml';
    const r = await baccarat(['validate', fixture]);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(
      `${fixture}:28:17  /bets/3/settle/1/when  this rule can never settle a coup: every coup it meets is taken first by settle[0] (line 27: Banco wins with three cards totalling 7)\n`,
    );
  });
});

describe('what is left unsaid', () => {
  it('a rule whose keys are too many to try with the rules before it', () => {
    // The third rule is the first's with a total, but the three read the pairs, the totals and the
    // totals drawn on of both hands: 326,700 keys, past the 200,000 tried.
    expect(
      problemsOf([
        '{ when: { hand: punto, pair: suited }, pays: "25:1" }',
        '{ when: { hand: banco, drewOn: 5 }, pays: "2:1" }',
        '{ when: { hand: punto, pair: suited, total: 9 }, pays: "50:1" }',
      ]),
    ).toEqual([]);
  });
});

describe('shadowedRules', () => {
  const text = withSide(['{ when: { outcome: punto }, pays: "1:1" }']);
  const { profile, rulesToTry } = normalize(structuredClone(checkProfileText(text, 'side.yaml').resolved), 'side.yaml');
  const scope = rulesToTry![0]!.scope;
  /** A Punto win whose hand passes one test, paying 1:1. */
  const puntoWith = (fact: 'total' | 'natural' | 'cards', is: number[]): SettleRule => ({
    when: {
      kind: 'all',
      of: [
        { kind: 'outcome', is: ['punto'] },
        { kind: 'hand', hand: { who: 'hand', id: 'punto' }, tests: [{ fact, is }] },
      ],
    },
    result: 'win',
    pays: { kind: 'ratio', ratio: '1:1' },
    commission: 0,
  });

  it('names the fewest rules that take every coup, or every one that overlaps where they are too many to choose among', () => {
    const rules = [
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => puntoWith('total', [t])),
      puntoWith('natural', [1]),
      puntoWith('cards', [3]),
      puntoWith('total', [1, 2]),
      puntoWith('total', [3, 4]),
      { ...puntoWith('total', [1]), when: { kind: 'outcome', is: ['punto'] } } satisfies SettleRule,
    ];
    expect(shadowedRules(rules, scope, profile!)).toEqual([
      // A natural is an 8 or a 9; three cards make a total of 1 to 9 (a winner's is never 0).
      { rule: 9, by: [7, 8] },
      { rule: 10, by: [0, 1, 2, 3, 4, 5, 6, 7, 8] },
      { rule: 11, by: [0, 1] },
      { rule: 12, by: [2, 3] },
      // Any Punto win: thirteen rules overlap it, more than the twelve the fewest are sought among.
      { rule: 13, by: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
    ]);
  });
});
