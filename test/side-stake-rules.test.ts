/**
 * A side bet's stake rules (session.betting.sideBetRules): taken only beside a main bet, a stake that
 * may not exceed the main stake (Dragon 7's house rule). One check (src/machines/rules.ts
 * sideStakeRefusal, through the chart's BET guard) serves play, session, the inspector and the kit;
 * a refused bet says the rule's words and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { Table } from '../src/driver/table.js';
import { checkProfileText } from '../src/loader/load.js';
import type { Profile } from '../src/profile/types.js';

function ez(rules: string): { profile?: Profile; problems: string[] } {
  const text = `extends: ez-baccarat
id: ez-rules
name: EZ with stake rules
description: Dragon 7 beside a main bet only.
session:
  betting:
    scheme: predictions
    stake: 1
    on: [punto, banco, tie]
    sideBets: [dragon-7, panda-8]
    sideBetRules:
${rules}
`;
  const r = checkProfileText(text, 'ez-rules.yaml', 'specs/profiles/house/ez-rules.yaml');
  return { profile: r.profile, problems: r.problems.map((p) => `${p.pointer} ${p.message}`) };
}

describe('side bet stake rules', () => {
  const { profile, problems } = ez(
    '      - { bet: dragon-7, needs: [banco], atMostMain: true }\n      - { bet: panda-8, atMostMain: true }',
  );

  it('loads', () => expect(problems).toEqual([]));

  it("refuses a side bet before its main bet, in the rule's words, changing nothing", () => {
    const t = new Table(profile!, { participants: ['ann', 'bob'], shoe: { kind: 'seeded', seed: 1 } });
    const before = JSON.stringify(t.context);
    const v = t.apply({ type: 'BET', participant: 'ann', bet: 'dragon-7' });
    expect(v).toEqual({
      accepted: false,
      reason: 'the dragon-7 side bet is taken only beside a main bet on banco: ann has made none yet this coup',
      rule: 'PB-02.4',
      failed: 'condition',
      what: 'the bet is allowed',
    });
    expect(JSON.stringify(t.context)).toBe(before);
    const p = t.apply({ type: 'BET', participant: 'ann', bet: 'panda-8' });
    expect(p.accepted === false && p.reason).toBe(
      'the panda-8 side bet may not exceed the main stake: ann has made no main bet yet this coup',
    );
  });

  it('refuses it beside another main bet, takes it beside the one it needs', () => {
    const t = new Table(profile!, { participants: ['ann', 'bob'], shoe: { kind: 'seeded', seed: 1 } });
    expect(t.apply({ type: 'BET', participant: 'ann', bet: 'punto' }).accepted).toBe(true);
    const v = t.apply({ type: 'BET', participant: 'ann', bet: 'dragon-7' });
    expect(v.accepted === false && v.reason).toBe(
      'the dragon-7 side bet is taken only beside a main bet on banco: ann bet on punto',
    );
    expect(t.apply({ type: 'BET', participant: 'ann', bet: 'panda-8' }).accepted).toBe(true);
    expect(t.apply({ type: 'BET', participant: 'bob', bet: 'banco' }).accepted).toBe(true);
    expect(t.apply({ type: 'BET', participant: 'bob', bet: 'dragon-7' }).accepted).toBe(true);
  });

  it.each([
    [
      '      - { bet: nope, atMostMain: true }',
      '/session/betting/sideBetRules/0/bet "nope" is not a side bet of this profile',
    ],
    [
      '      - { bet: dragon-7, needs: [dragon] }',
      '/session/betting/sideBetRules/0/needs/0 "dragon" is not a main prediction',
    ],
  ])('located errors: %s', (rules, message) => {
    expect(ez(rules).problems.join('\n')).toContain(message);
  });
});
