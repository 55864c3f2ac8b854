/**
 * Properties of random legal sessions of every bundled profile, driven through the session facade
 * (Game.send) with the moves the driver offers (legalMoves, the chart's own answer), fast-check
 * choosing among them:
 *
 * - at a bank's table, chips are neither made nor lost: every participant's chips, the bank's fund
 *   and the house's take (the cagnotte and its share of each coup) add up to the same sum after
 *   every move, and the banker holds no stake against his own bank (RC-17, BB-03.6);
 * - in the home series, a score changes only when a coup is settled, and then by the settlement the
 *   coup's record holds, which for Punto Banco is the payout its profile states (document 001);
 * - any other event, at any moment, is refused with a reason and changes nothing.
 *
 * A fixed seed makes every run the same; a failure prints the seed and path that replays it.
 *
 * `describeProperties(runs, profiles)` declares the tests with `runs` sessions a profile: npm test runs
 * a few on the systems of the sources (test/properties.test.ts, test/support/sweep.ts's `swept`),
 * npm run test:deep many more on every bundled profile (test/deep/properties.deep.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../src/driver/moves.js';
import { bundledIds, loadProfile } from '../../src/loader/bundled.js';
import type { GameContext, GameEvent } from '../../src/machines/context.js';
import { Game } from '../../src/machines/game.js';
import type { Profile } from '../../src/profile/types.js';
import { swept } from './sweep.js';

const SEED = 20_261_130;
/** Moves per session: enough for a few coups, few enough for a quick file. */
const STEPS = 20;
const NAMES = ['Ann', 'Boris', 'Vera', 'Gleb', 'Dana'];

/** Where chips change hands: a banker against punters (Banque, club, modern, Chemin de Fer, domestic). */
const BANK_GAMES = [
  'baccarat-banque',
  'baccarat-banque-first-right',
  'baccarat-club',
  'baccarat-club-25',
  'baccarat-club-cagnotte-5',
  'baccarat-club-croupier-cut',
  'baccarat-domestic',
  'baccarat-domestic-tens',
  'baccarat-modern',
  'chemin-de-fer',
  'chemin-de-fer-bank-limit-3',
  'chemin-de-fer-free-banker',
];
/** The home series of 20-point predictions: Punto Banco and its house variants, the side-bet catalog's included. */
const HOME_SERIES = [
  'big-small',
  'both-hands',
  'card-colours',
  'card-words',
  'dai-bacc',
  'dragon-bonus',
  'dragon-bonus-2',
  'egalite',
  'ez-baccarat',
  'five-treasures',
  'four-five-six',
  'golden-frog',
  'lucky-6',
  'majestic-match',
  'majestic-match-banker',
  'natural-bets',
  'pair-bets',
  'pair-colours',
  'perfect-pairs',
  'punto-banco',
  'punto-banco-6-decks',
  'punto-banco-pairs',
  'punto-banco-tie-9',
  'super-6',
  'three-card-win',
  'tiger',
];

/**
 * Punto Banco's payouts on a prediction of 20 (document 001; specs/profiles/punto-banco.yaml):
 * Punto 1:1, Banco 1:1 less 5 % commission, Tie 8:1; Punto and Banco push on a tie; a lost
 * prediction costs its 20 points. Six decks change none of them; the Tie 9 variant pays 9:1.
 */
const PB_PAYOUTS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  punto: { punto: 20, banco: -20, tie: 0 },
  banco: { punto: -20, banco: 19, tie: 0 },
  tie: { punto: -20, banco: -20, tie: 160 },
};
const PAYOUTS: Readonly<Record<string, typeof PB_PAYOUTS>> = {
  'punto-banco': PB_PAYOUTS,
  'punto-banco-6-decks': PB_PAYOUTS,
  'punto-banco-tie-9': { ...PB_PAYOUTS, tie: { punto: -20, banco: -20, tie: 180 } },
};

type Gen = fc.GeneratorValue;

/** A session of 2 to 5 participants (as the profile allows) from a seeded shoe, all chosen by `g`. */
function newGame(profile: Profile, g: Gen): Game {
  const { min, max } = profile.session.participants;
  const n = g(fc.integer, { min: Math.max(min, 2), max: Math.min(max, NAMES.length) });
  return new Game(profile, {
    participants: NAMES.slice(0, n),
    shoe: { kind: 'seeded', seed: g(fc.nat, { max: 1_000_000 }) },
  });
}

/** One of the moves the chart takes now, with a number of chips it takes where it asks for some. */
function chooseMove(game: Game, g: Gen): GameEvent | undefined {
  const moves = legalMoves(game.profile, game.snapshot);
  if (moves.length === 0) return undefined;
  const m = moves[g(fc.nat, { max: moves.length - 1 })]!;
  if (!m.chips) return m.event;
  const holds = game.context.participants.find((p) => p.id === m.by)?.score ?? 0;
  const betting = game.profile.session.betting;
  // Up to what the person holds, or the largest stake where scores may go below zero (the domestic game).
  const limit = Math.max(Math.floor(holds), betting.scheme === 'against-the-bank' ? (betting.maxStake ?? 0) : 0);
  const withChips = (n: number) => ({ ...m.event, [m.chips!]: n }) as GameEvent;
  const tried = withChips(g(fc.integer, { min: 1, max: Math.max(1, limit) }));
  if (game.snapshot.can(tried)) return tried;
  // That number is not taken: the fewest chips that are, as the move says (offered means some number is).
  return withChips(m.least!);
}

const TYPES = [
  'BET',
  'DEAL',
  'NEXT_COUP',
  'DRAW',
  'STAND',
  'BID',
  'CLOSE_AUCTION',
  'SHUFFLE',
  'CUT',
  'BANCO',
  'PASS_BANK',
  'CLOSE_BANCO',
  'PASS',
  'EXIT',
  'SHOW_NATURAL',
  'KEEP_QUIET',
  'MISDEAL',
  'KEEP',
  'WITHDRAW',
  'CONFIRM_DEAL',
  'FOLD',
  'bet',
  '',
] as const;
const AMOUNTS = fc.oneof(
  fc.integer({ min: -5, max: 150 }),
  fc.double(),
  fc.constantFrom(0, Number.NaN, Number.POSITIVE_INFINITY),
);

/** Any event: any type, with names, bets, hands, cards and amounts right or wrong for this table. */
function anyEvent(game: Game, g: Gen): GameEvent {
  const ctx = game.context;
  const name = () => g(fc.constantFrom, ...ctx.participants.map((p) => p.id), 'Zed', '', 'ann');
  const cards = [...new Set(ctx.coup.cards.map((c) => c.card))];
  const e: Record<string, unknown> = { type: g(fc.constantFrom, ...TYPES) };
  if (g(fc.boolean)) e.participant = name();
  if (g(fc.boolean)) e.by = name();
  if (g(fc.boolean)) e.bet = g(fc.constantFrom, ...game.profile.bets.map((b) => b.id), 'nope');
  if (g(fc.boolean)) e.amount = g(() => AMOUNTS);
  if (g(fc.boolean)) e.fund = g(() => AMOUNTS);
  if (g(fc.boolean)) e.half = g(fc.boolean);
  if (g(fc.boolean)) e.hand = g(fc.constantFrom, ...game.profile.hands.map((h) => h.id), 'nowhere');
  if (g(fc.boolean)) e.discard = g(fc.constantFrom, ...cards, 'AS', 'ZZ');
  return e as unknown as GameEvent;
}

interface Tally {
  moves: number;
  settled: number;
  refused: number;
}

/**
 * A random session: up to STEPS legal moves chosen by `g`, each preceded by one or two events of
 * any kind. An event the chart refuses must say why and leave the snapshot as it was; every event
 * it takes (a legal move, or a random event that happens to be one) is handed to `check` with the
 * contexts before and after it.
 */
function session(
  profile: Profile,
  g: Gen,
  tally: Tally,
  check: (before: GameContext, after: GameContext, event: GameEvent) => void,
): void {
  const game = newGame(profile, g);
  // Each side bet is one more legal move before the deal (Egalité offers 17): more steps, so that a
  // session still reaches its settlements.
  const betting = profile.session.betting;
  const steps = STEPS + 8 * ('sideBets' in betting ? betting.sideBets.length : 0);
  for (let step = 0; step < steps; step++) {
    for (let k = g(fc.integer, { min: 1, max: 2 }); k > 0 && game.snapshot.status === 'active'; k--) {
      const event = anyEvent(game, g);
      const before = game.snapshot;
      const frozen = JSON.stringify([before.value, before.context]);
      const verdict = game.send(event);
      if (verdict.accepted) {
        check(before.context, game.context, event);
        continue;
      }
      tally.refused++;
      expect(verdict.reason.trim(), JSON.stringify(event)).not.toBe('');
      // Deep-equal, cheaply: the same value and context, to the last card of the shoe.
      if (JSON.stringify([game.snapshot.value, game.snapshot.context]) !== frozen) {
        expect(
          [game.snapshot.value, game.snapshot.context],
          `refused ${JSON.stringify(event)} changed the snapshot`,
        ).toEqual(JSON.parse(frozen));
      }
    }
    const move = chooseMove(game, g);
    if (!move) break;
    const before = game.context;
    expect(game.send(move), JSON.stringify(move)).toEqual({ accepted: true });
    tally.moves++;
    if (before.coup.outcome === undefined && game.context.coup.outcome !== undefined) tally.settled++;
    check(before, game.context, move);
  }
}

const params = (id: string, runs: number): fc.Parameters<[Gen]> => ({
  seed: SEED + [...id].reduce((a, c) => a + c.charCodeAt(0), 0),
  numRuns: runs,
  endOnFailure: true,
});

/** The properties, each held over `RUNS` random sessions of every bundled profile. */
export function describeProperties(RUNS: number, profiles: 'swept' | 'every'): void {
  const walked = new Set(profiles === 'every' ? bundledIds() : swept());
  describe('the bundled profiles', () => {
    it('are each a bank game or a home series', () => {
      const ids = bundledIds();
      expect(ids.filter((id) => loadProfile(id).session.bank !== undefined)).toEqual(BANK_GAMES);
      expect(ids.filter((id) => loadProfile(id).session.bank === undefined)).toEqual(HOME_SERIES);
    });
  });

  /** Everything the chips can be: in hand, in the fund, or taken by the house (the cagnotte, its share of each coup). */
  function chipsInPlay(ctx: GameContext): number {
    const held = ctx.participants.reduce((a, p) => a + p.score, 0);
    const fund = ctx.bank?.unlimited ? 0 : (ctx.bank?.fund ?? 0);
    // The session's end files the last coup in the history too: count it once.
    const coups = ctx.history.at(-1)?.number === ctx.coup.number ? ctx.history : [...ctx.history, ctx.coup];
    return held + fund + coups.reduce((a, c) => a + (c.house ?? 0), 0) + (ctx.bank?.cagnotte ?? 0);
  }

  describe("at a bank's table, in random sessions with random events between the moves", () => {
    it.each(BANK_GAMES.filter((id) => walked.has(id)))(
      "%s: chips in hand, the fund and the house's take add up to the same after every move; the banker holds no stake; other events are refused and change nothing",
      (id) => {
        const profile = loadProfile(id);
        const tally: Tally = { moves: 0, settled: 0, refused: 0 };
        fc.assert(
          fc.property(fc.gen(), (g) => {
            let total: number | undefined;
            session(profile, g, tally, (before, after, event) => {
              total ??= chipsInPlay(before);
              // A commission is a percentage of a stake: fractions of a chip are kept as numbers.
              expect(chipsInPlay(after), `${JSON.stringify(event)} in coup ${after.coup.number}`).toBeCloseTo(total, 9);
              // The banker never holds a stake against his own bank (RC-17, BB-03.6), whatever the phase.
              const banker = after.bank?.banker;
              expect(
                after.coup.wagers.filter((w) => w.participant === banker),
                JSON.stringify(event),
              ).toEqual([]);
            });
          }),
          params(id, RUNS),
        );
        // The sessions reached settlements, where chips move, and random events were refused.
        expect(tally.settled).toBeGreaterThan(RUNS / 2);
        expect(tally.refused).toBeGreaterThan(tally.moves);
      },
    );
  });

  describe('in the home series, in random sessions with random events between the moves', () => {
    it.each(HOME_SERIES.filter((id) => walked.has(id)))(
      "%s: a score changes only at a settlement, by the coup's settlement of the prediction; other events are refused and change nothing",
      (id) => {
        const profile = loadProfile(id);
        const payouts = PAYOUTS[id];
        const tally: Tally = { moves: 0, settled: 0, refused: 0 };
        fc.assert(
          fc.property(fc.gen(), (g) => {
            session(profile, g, tally, (before, after, event) => {
              const delta = (p: string) =>
                after.participants.find((x) => x.id === p)!.score - before.participants.find((x) => x.id === p)!.score;
              const coup = after.coup;
              if (before.coup.outcome !== undefined || coup.outcome === undefined) {
                for (const p of after.participants)
                  expect(delta(p.id), `${p.id}'s score after ${JSON.stringify(event)}`).toBe(0);
                return;
              }
              expect(coup.settlements.length).toBe(coup.wagers.length);
              for (const p of after.participants) {
                const own = coup.settlements.filter((s) => s.participant === p.id);
                expect(delta(p.id), `${p.id} in coup ${coup.number}`).toBeCloseTo(
                  own.reduce((a, s) => a + s.change, 0),
                  9,
                );
                expect(coup.scores[p.id]).toBe(p.score);
                if (!payouts) continue;
                // The profile's stated payout for this prediction and outcome.
                for (const s of own)
                  expect(s.change, `${s.bet} when ${coup.outcome} wins`).toBe(payouts[s.bet]![coup.outcome]);
              }
            });
          }),
          params(id, RUNS),
        );
        expect(tally.settled).toBeGreaterThan(RUNS / 2);
        expect(tally.refused).toBeGreaterThan(tally.moves);
      },
    );
  });
}
