/** Exact odds under a drawing policy, and the policy file checked like a profile. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileProfile } from '../src/core/compile.js';
import { loadPolicyFile, PolicyError } from '../src/core/policy.js';
import { loadProfileFile } from '../src/loader/load.js';
import { exactOdds } from '../src/odds/exact.js';
import { formatProblem } from '../src/profile/errors.js';
import { baccarat } from './support/cli.js';

const choice = loadProfileFile('fixtures/profiles/punto-choice-on-five.yaml');
const compiled = compileProfile(choice);
const odds = (policy: string) =>
  exactOdds(choice, { policy: loadPolicyFile(`fixtures/policies/${policy}.yaml`, compiled) });
const counts = (o: ReturnType<typeof odds>) => Object.fromEntries(o.outcomes.map((x) => [x.id, x.count]));

describe('exact odds under a policy', () => {
  it('always drawing on 5 is Punto Banco card for card: the published counts', () => {
    const o = odds('punto-draws-on-five');
    expect(o.total).toBe(4998398275503360n);
    expect(counts(o)).toEqual({
      punto: { num: 2230518282592256n, den: 1n },
      banco: { num: 2292252566437888n, den: 1n },
      tie: { num: 475627426473216n, den: 1n },
    });
  });

  it('drawing on 5 with probability 1/2 is, exactly, the mean of always drawing and always standing', () => {
    const draw = counts(odds('punto-draws-on-five'));
    const stand = counts(odds('punto-stands-on-five'));
    const half = counts(odds('punto-draws-half-on-five'));
    for (const id of ['punto', 'banco', 'tie']) {
      // a/b = (c/d + e/f) / 2, cross-multiplied
      const [h, d, s] = [half[id]!, draw[id]!, stand[id]!];
      expect(2n * h.num * d.den * s.den).toBe(h.den * (d.num * s.den + s.num * d.den));
    }
  });

  it('standing on 5 changes the odds: Punto loses more often', () => {
    const stand = counts(odds('punto-stands-on-five'));
    expect(stand.punto!.num).not.toBe(2230518282592256n);
  });

  it('refuses a policy written for another profile', () => {
    const pb = loadProfileFile('specs/profiles/punto-banco.yaml');
    // That one problem: its cells name the other profile's tables, and each would be one more line.
    expect(() => loadPolicyFile('fixtures/policies/punto-draws-on-five.yaml', compileProfile(pb))).toThrow(
      /^fixtures\/policies\/punto-draws-on-five\.yaml:5:10 {2}\/profile {2}this policy is for "punto-choice-on-five", not for punto-banco$/,
    );
  });

  it('takes --policy on the command line', async () => {
    const r = await baccarat([
      'odds',
      'fixtures/profiles/punto-choice-on-five.yaml',
      '--policy',
      'fixtures/policies/punto-draws-on-five.yaml',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      profile: 'punto-choice-on-five',
      outcomes: { punto: '2230518282592256', banco: '2292252566437888', tie: '475627426473216' },
      policy: 'fixtures/policies/punto-draws-on-five.yaml',
    });
  });
});

describe('an invalid policy', () => {
  const expected: Record<string, string[]> = {
    'decides-a-forced-cell.yaml': [
      "4:5  /choices/punto/4-5  the draw table says draw for punto on 4: a policy decides only the table's choices",
    ],
    'decision-not-a-probability.yaml': [
      '4:8  /choices/punto/5  1.5 is not a decision: write draw, stand, a probability of drawing from 0 to 1 (0.5) or a fraction "a/b"',
    ],
    'hand-without-a-turn.yaml': [
      '5:3  /choices/tie  "tie" has no draw turn in Punto Banco with a choice on five: turns are punto, banco',
    ],
    'leaves-a-choice-open.yaml': [
      '2:1  /choices  no decision for punto on 5 (a choice for the largest-stake): add choices: { punto: { 5: draw | stand | <probability of drawing> } }',
    ],
    'unknown-key.yaml': [
      '1:1  /  missing required key "choices"',
      '2:1  /choice  unknown key "choice": allowed keys here are profile, description, choices',
    ],
  };

  it('has an expectation for every fixture', () => {
    expect(readdirSync('fixtures/policies/invalid').sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s reports every problem as file:line:col /pointer message', (file, problems) => {
    const path = `fixtures/policies/invalid/${file}`;
    try {
      loadPolicyFile(path, compiled);
      expect.unreachable(`${file} loaded`);
    } catch (e) {
      expect(e).toBeInstanceOf(PolicyError);
      expect((e as PolicyError).problems.map(formatProblem)).toEqual(problems.map((p) => `${path}:${p}`));
    }
  });

  it('is refused by the command line with its location and exit 1', async () => {
    const r = await baccarat([
      'odds',
      'fixtures/profiles/punto-choice-on-five.yaml',
      '--policy',
      'fixtures/policies/invalid/decision-not-a-probability.yaml',
    ]);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain(
      'fixtures/policies/invalid/decision-not-a-probability.yaml:4:8  /choices/punto/5  1.5 is not a decision',
    );
  });
});

describe('the policy schema', () => {
  const schema = JSON.parse(readFileSync('schemas/policy.schema.json', 'utf8'));

  it('is draft 2020-12 and closed at the top', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.additionalProperties).toBe(false);
  });

  it('describes every key, every map and every alternative', () => {
    const undescribed: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      if (at !== '' && !('$ref' in n) && typeof n.description !== 'string') undescribed.push(at);
      for (const [k, v] of Object.entries((n.properties as object) ?? {})) walk(v, `${at}/properties/${k}`);
      for (const [k, v] of Object.entries((n.$defs as object) ?? {})) walk(v, `${at}/$defs/${k}`);
      if (n.additionalProperties && typeof n.additionalProperties === 'object')
        walk(n.additionalProperties, `${at}/additionalProperties`);
      if (n.propertyNames) walk(n.propertyNames, `${at}/propertyNames`);
      for (const [i, v] of ((n.oneOf as unknown[]) ?? []).entries()) walk(v, `${at}/oneOf/${i}`);
    };
    walk(schema, '');
    expect(undescribed).toEqual([]);
  });
});

describe('a policy for a hand each punter holds', () => {
  it("decides every seated punter's hand as the policy decides the template hand", async () => {
    const { loadProfile } = await import('../src/loader/bundled.js');
    const { seatedProfile } = await import('../src/profile/seating.js');
    const { cellIndex } = await import('../src/core/draw-tables.js');
    const { seatPolicy } = await import('../src/core/policy.js');
    const domestic = loadProfile('baccarat-domestic');
    const written = compileProfile(domestic);
    const seated = compileProfile(seatedProfile(domestic, 3));
    const plain = loadPolicyFile('fixtures/policies/baccarat-domestic.yaml', written);
    const policy = seatPolicy(plain, written, seated);
    // Seated turns: punter-1, punter-2, punter-3, banker. The punter draws on 5 half of the time,
    // stands on 6; the banker draws on 4.
    for (const t of [0, 1, 2]) {
      expect(policy.drawChance.get(cellIndex(seated, t, 5, 0))).toEqual({ num: 1n, den: 2n });
      expect(policy.drawChance.get(cellIndex(seated, t, 6, 0))).toEqual({ num: 0n, den: 1n });
    }
    expect(policy.drawChance.get(cellIndex(seated, 3, 4, 0))).toEqual({ num: 1n, den: 1n });
    // Every punter's turn has the template's decisions, the banker's turn his own: nothing else.
    const perTurn = written.totalSpan * written.columns;
    const punterCells = [...plain.drawChance.keys()].filter((cell) => Math.floor(cell / perTurn) === 0).length;
    expect(policy.drawChance.size).toBe(plain.drawChance.size + 2 * punterCells);
  });
});
