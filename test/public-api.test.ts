/**
 * What the entry points add over the internal layers (src/entry): the one Table keeping its record
 * as an option, a refused move leaving the record as it was; autoplay answering choices from a
 * policy; loadPolicy taking a profile (its bundled policy by default); replayRecord finding the
 * record's own profile and refusing one whose rules differ; simulate refusing a profile with choices
 * and no policy.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadProfile, parseCards, RecordError, readRecord, replayRecord, Table } from '../src/entry/index.js';
import { loadPolicy, PolicyError, PolicyMissing } from '../src/entry/odds.js';
import { simulate } from '../src/entry/simulate.js';

const SERIES = 'fixtures/records/punto-banco-series.json';

describe('Table', () => {
  it('keeps no record unless asked', () => {
    const t = new Table(loadProfile('punto-banco'), {
      participants: ['ann', 'bob'],
      shoe: { kind: 'seeded', seed: 1 },
    });
    expect(t.record).toBeUndefined();
  });

  it('keeps its record with record: true, every move the chart takes and the coup it settled', () => {
    // The coup of the documents' worked example: punto 4H 9C (3), banco 2S AD (3), punto draws 8D:
    // 1, banco stands on 3 against an 8 and wins.
    const t = new Table(loadProfile('punto-banco'), {
      participants: ['ann', 'bob'],
      shoe: { kind: 'stacked', shuffles: [parseCards('4H 2S 9C AD 8D')] },
      record: true,
    });
    t.apply({ type: 'BET', participant: 'ann', bet: 'banco' });
    t.apply({ type: 'BET', participant: 'bob', bet: 'tie' });
    t.advance();
    expect(t.record!.moves).toEqual([
      { by: 'ann', event: { type: 'BET', participant: 'ann', bet: 'banco' }, coup: 1 },
      { by: 'bob', event: { type: 'BET', participant: 'bob', bet: 'tie' }, coup: 1 },
      { by: 'table', event: { type: 'DEAL' }, coup: 1 },
    ]);
    expect(t.record!.coups.map((c) => [c.number, c.move, c.outcome])).toEqual([[1, 2, 'banco']]);
  });

  it('leaves the record as it was after a refused move, and says why', () => {
    const t = new Table(loadProfile('punto-banco'), {
      participants: ['ann', 'bob'],
      shoe: { kind: 'seeded', seed: 7 },
      record: true,
    });
    t.apply({ type: 'BET', participant: 'ann', bet: 'banco' });
    const before = JSON.stringify(t.record);
    const told: boolean[] = [];
    t.onRecord = (_r, finished) => told.push(finished);
    const verdict = t.apply({ type: 'DEAL' });
    expect(verdict.accepted).toBe(false);
    expect(JSON.stringify(t.record)).toBe(before);
    expect(told).toEqual([]);
  });

  it("answers a profile's choices from a policy: Chemin de Fer under its bundled one", () => {
    const cdf = loadProfile('chemin-de-fer');
    const t = new Table(cdf, { participants: ['ann', 'bob', 'cy'], shoe: { kind: 'seeded', seed: 1 } });
    t.autoplay({ until: 'coup', choices: loadPolicy(cdf) });
    expect(t.phase).toBe('coup-over');
  });
});

describe('loadPolicy', () => {
  it("reads the profile's bundled policy when given no file", () => {
    expect(loadPolicy(loadProfile('chemin-de-fer')).file).toMatch(/fixtures\/policies\/chemin-de-fer\.yaml$/);
  });

  it('refuses a profile without choices, saying it needs none', () => {
    expect(() => loadPolicy(loadProfile('punto-banco'))).toThrow(PolicyError);
    expect(() => loadPolicy(loadProfile('punto-banco'))).toThrow(
      'Punto Banco leaves no draw to a choice: it needs no policy',
    );
  });
});

describe('replayRecord', () => {
  it("replays a record against the profile it names, each coup's result as recorded", () => {
    const record = readRecord(SERIES);
    const replayed = replayRecord(record).record!;
    expect(replayed.coups).toEqual(record.coups);
    expect(replayed.end).toEqual(record.end);
  });

  it('refuses a record whose profile hash differs from the profile of that id', () => {
    const record = JSON.parse(readFileSync(SERIES, 'utf8'));
    record.profile.hash = `sha256:${'0'.repeat(64)}`;
    expect(() => replayRecord(record)).toThrow(RecordError);
    expect(() => replayRecord(record)).toThrow(/the rules differ/);
  });
});

describe('simulate', () => {
  it('refuses a profile whose tables leave choices, given no policy', async () => {
    await expect(simulate({ profile: loadProfile('chemin-de-fer'), seed: 1, coups: 10 })).rejects.toThrow(
      PolicyMissing,
    );
  });

  it('needs only the profile, a seed and the coups', async () => {
    const tally = await simulate({ profile: loadProfile('punto-banco'), seed: 1, coups: 1000 });
    expect(tally.coups).toBe(1000);
    expect(tally.outcomes.reduce((a, b) => a + b, 0)).toBe(1000);
  });
});
