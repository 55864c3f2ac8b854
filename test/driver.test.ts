/**
 * The table driver (src/driver): the phase read from the chart, the legal moves with the fewest
 * chips the chart takes (held to a count from 1 over random sessions), refusals that change
 * nothing, the rules moving on, autoplay, and the README's example run as written.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../src/docs/pages.js';
import { legalMoves, type Phase, Table } from '../src/driver/table.js';
import * as lib from '../src/entry/index.js';
import * as odds from '../src/entry/odds.js';
import { bundledIds, loadProfile } from '../src/loader/bundled.js';
import type { GameEvent } from '../src/machines/context.js';
import { acceptedEvents, type GameSnapshot } from '../src/machines/game.js';
import type { Profile } from '../src/profile/types.js';
import { swept } from './support/sweep.js';

describe('the phase', () => {
  it('follows a coup of Punto Banco from the bets to the next coup', () => {
    const t = new Table(loadProfile('punto-banco'), {
      participants: ['ann', 'bob'],
      shoe: { kind: 'stacked', shuffles: [lib.parseCards('4H 2S 9C AD 8D')] },
    });
    const seen: Phase[] = [t.phase];
    t.apply({ type: 'BET', participant: 'ann', bet: 'banco' });
    t.apply({ type: 'BET', participant: 'bob', bet: 'tie' });
    seen.push(t.phase);
    expect(t.advance()).toEqual([{ type: 'DEAL' }]);
    seen.push(t.phase);
    expect(seen).toEqual(['betting', 'betting', 'coup-over']);
    expect(t.context.coup.outcome).toBe('banco');
    expect(t.advance({ nextCoup: true })).toEqual([{ type: 'NEXT_COUP' }]);
    expect([t.phase, t.context.coup.number]).toEqual(['betting', 2]);
  });

  it('names the hand in its turn and who decides it, where the chart waits for a choice (Chemin de Fer)', () => {
    const t = new Table(loadProfile('chemin-de-fer'), {
      participants: ['Ann', 'Boris'],
      shoe: { kind: 'stacked', shuffles: [lib.parseCards('3S 2S 2H AD 9C KD KH')] },
    });
    expect(t.phase).toBe('forming-the-bank');
    t.autoplay({ until: 'choice' });
    // CF: the punters' hand on 5 (2S + 3S) is the punter's choice; Boris holds it against Ann's bank.
    expect([t.phase, t.turn, t.decider, t.state]).toEqual(['drawing', 'punter', 'Boris', 'turn of punter']);
    expect(t.moves().map((m) => m.label)).toEqual(['DRAW Boris', 'STAND Boris']);
  });

  it("offers a raising auction's bids from just above the standing one, and its passes (club baccarat, RC-04)", () => {
    const t = new Table(loadProfile('baccarat-club'), {
      participants: ['Ann', 'Boris', 'Vera'],
      shoe: { kind: 'seeded', seed: 1 },
    });
    const bids = () =>
      t
        .moves()
        .filter((m) => m.event.type === 'BID')
        .map((m) => `${m.by} ${m.least}`);
    // RC-09: a bid is made of the table's chips (5, 29, 100): the least is 5, and above 40 it is 44.
    expect(bids()).toEqual(['Ann 5', 'Boris 5', 'Vera 5']);
    expect(t.apply({ type: 'BID', participant: 'Boris', fund: 40 }).accepted).toBe(true);
    expect(bids()).toEqual(['Ann 44', 'Vera 44']);
    expect(
      t
        .moves()
        .filter((m) => m.event.type === 'PASS')
        .map((m) => m.by),
    ).toEqual(['Ann', 'Vera']);
    expect(t.apply({ type: 'PASS', participant: 'Ann' }).accepted).toBe(true);
    expect(t.apply({ type: 'PASS', participant: 'Vera' }).accepted).toBe(true);
    expect([t.phase, t.context.bank?.banker, t.context.bank?.fund]).toEqual(['betting', 'Boris', 36]);
  });

  it('is said by every state of every bundled chart', () => {
    for (const id of bundledIds()) {
      const machine = lib.buildMachine(loadProfile(id));
      for (const node of Object.values(machine.root.states))
        expect(node.meta?.phase, `${id}: ${node.key}`).toBeTypeOf('string');
    }
  });
});

/** The fewest chips from 1 up to `limit` the chart takes for the event, by asking it each number. */
function counted(snapshot: GameSnapshot, event: GameEvent, key: 'fund' | 'amount', limit: number): number | undefined {
  for (let n = 1; n <= limit; n++) if (snapshot.can({ ...event, [key]: n } as GameEvent)) return n;
  return undefined;
}

/** A small seeded generator for the random sessions below. */
function rng(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s % n;
  };
}

describe('the legal moves', () => {
  const BANKS = [
    'baccarat-banque',
    'baccarat-club',
    'baccarat-club-25',
    'baccarat-modern',
    'chemin-de-fer',
    'baccarat-domestic',
  ];
  it.each(BANKS)(
    '%s: a stake or a fund is offered exactly where some number of chips is taken, with the fewest taken',
    (id) => {
      const profile: Profile = loadProfile(id);
      let checked = 0;
      for (let session = 0; session < 3; session++) {
        const pick = rng(session + 1);
        const t = new Table(profile, {
          participants: ['Ann', 'Boris', 'Vera', 'Gleb'],
          shoe: { kind: 'seeded', seed: session },
        });
        for (let step = 0; step < 60 && !t.over; step++) {
          const snap = t.snapshot;
          const moves = legalMoves(t.profile, snap);
          const types = acceptedEvents(snap);
          const people = snap.context.participants.map((p) => p.id);
          const betting = t.profile.session.betting;
          // Up to what the person holds, or the largest stake where scores may go below zero.
          const limitOf = (who: string) =>
            Math.max(
              snap.context.participants.find((p) => p.id === who)!.score,
              betting.scheme === 'against-the-bank' ? (betting.maxStake ?? 0) : 0,
            );
          const asked: [GameEvent, 'fund' | 'amount', string][] = [
            ...(types.includes('BID')
              ? people.map(
                  (p) =>
                    [{ type: 'BID', participant: p } as GameEvent, 'fund' as const, `BID ${p}`] as [
                      GameEvent,
                      'fund',
                      string,
                    ],
                )
              : []),
            ...(types.includes('BET') && betting.scheme === 'against-the-bank'
              ? people.flatMap((p) =>
                  t.profile.bets.map(
                    (b) =>
                      [
                        { type: 'BET', participant: p, bet: b.id } as GameEvent,
                        'amount' as const,
                        `BET ${p} ${b.id}`,
                      ] as [GameEvent, 'amount', string],
                  ),
                )
              : []),
          ];
          for (const [event, key, label] of asked) {
            const move = moves.find((m) => m.label === label);
            const expected = counted(snap, event, key, limitOf('participant' in event ? event.participant : ''));
            expect(move?.least, `${label} in coup ${snap.context.coup.number}`).toBe(expected);
            checked++;
          }
          if (moves.length === 0) break;
          const m = moves[pick(moves.length)]!;
          const amount = m.chips ? m.least! + pick(3) : undefined;
          const event = m.chips ? ({ ...m.event, [m.chips]: amount } as GameEvent) : m.event;
          if (!t.apply(event).accepted) t.apply({ ...m.event, [m.chips!]: m.least } as GameEvent);
        }
      }
      expect(checked).toBeGreaterThan(20);
    },
  );
});

describe('a move', () => {
  it('refused says why and changes nothing', () => {
    const t = new Table(loadProfile('baccarat-banque'), {
      participants: ['Ann', 'Boris', 'Vera'],
      shoe: { kind: 'seeded', seed: 3 },
    });
    const before = JSON.stringify([t.snapshot.value, t.context]);
    const verdict = t.apply({ type: 'DEAL' });
    expect(verdict.accepted).toBe(false);
    expect(verdict.accepted === false && verdict.reason).toContain('the cards are dealt once the bets are made');
    expect(JSON.stringify([t.snapshot.value, t.context])).toBe(before);
    expect(t.onward).toBeUndefined();
    expect(t.advance()).toEqual([]);
  });
});

describe('autoplay', () => {
  // The systems of the sources, the profiles written whole; every bundled one in npm run test:deep (test/support/sweep.ts).
  it.each(swept())('%s: plays three coups, nobody staking, each to its end', (id) => {
    const profile = loadProfile(id);
    const t = new Table(profile, { participants: ['Ann', 'Boris', 'Vera'], shoe: { kind: 'seeded', seed: 11 } });
    for (let coup = 1; coup <= 3; coup++) {
      t.autoplay({ until: 'coup', choices: 'draw' });
      expect(t.phase).toBe('coup-over');
      expect(t.context.coup.outcome, `coup ${coup}`).toBeTypeOf('string');
      expect(t.context.coup.number).toBe(coup);
      t.advance({ nextCoup: true });
    }
  });

  it.each(['punto-banco', 'baccarat-banque', 'baccarat-domestic'])('%s: plays a whole session to its end', (id) => {
    const t = new Table(loadProfile(id), {
      participants: ['Ann', 'Boris', 'Vera'],
      shoe: { kind: 'seeded', seed: 5 },
    });
    t.autoplay({ until: 'session', choices: 'stand' });
    expect(t.over).toBe(true);
    expect(t.phase).toBe('session-over');
  });

  it('answers the choices by the policy: Chemin de Fer under its bundled policy', () => {
    const cdf = loadProfile('chemin-de-fer');
    const policy = odds.loadPolicy(cdf);
    const t = new Table(cdf, { participants: ['Ann', 'Boris', 'Vera'], shoe: { kind: 'seeded', seed: 2 } });
    for (let coup = 0; coup < 20; coup++) {
      t.autoplay({ until: 'coup', choices: policy, seed: coup });
      for (const d of t.context.coup.decisions.filter((x) => !x.forced))
        expect(['punter', 'banker', 'Ann', 'Boris', 'Vera']).toContain(d.by);
      t.advance({ nextCoup: true });
      if (t.over) break;
    }
  });

  it('stops at a choice no policy answers, saying which', () => {
    const t = new Table(loadProfile('chemin-de-fer'), {
      participants: ['Ann', 'Boris'],
      shoe: { kind: 'stacked', shuffles: [lib.parseCards('3S 2S 2H AD 9C KD KH')] },
    });
    expect(() => t.autoplay({ until: 'coup' })).toThrow(/is a choice, and no policy answers it/);
  });
});

describe("the library page's example (docs/library.md)", () => {
  it('runs as written and shows what its comments say', () => {
    const readme = readFileSync(new URL(`../${PAGES.driverExample}`, import.meta.url), 'utf8');
    const block = /<!-- driver-example:start -->\n```ts\n([\s\S]*?)```\n<!-- driver-example:end -->/.exec(readme)?.[1];
    expect(block).toBeDefined();
    const checks: string[] = [];
    const code = block!
      .split('\n')
      .map((line) => {
        // An import from an entry point: its names taken from that entry's module.
        const from = /^import \{([^}]*)\} from '([^']+)';/.exec(line);
        if (from) return `const {${from[1]!.replace(/\btype \w+,?/g, '')}} = entries[${JSON.stringify(from[2])}];`;
        // TypeScript's non-null assertion: the only type syntax the example uses.
        const js = line.replace(/\)!/g, ')');
        const m = /^(.*?);\s*\/\/ ('[^']*'|\d+|true|false)(?=$|[:\s])/.exec(js);
        if (!m) return js;
        checks.push(m[2]!);
        return `__seen.push(${m[1]});`;
      })
      .join('\n');
    const seen: unknown[] = [];
    const entries = { 'baccarat-spec': lib, 'baccarat-spec/odds': odds };
    new Function('entries', '__seen', code)(entries, seen);
    expect(seen).toEqual(checks.map((c) => (c.startsWith("'") ? c.slice(1, -1) : JSON.parse(c))));
    expect(seen.length).toBeGreaterThanOrEqual(6);
  });
});
