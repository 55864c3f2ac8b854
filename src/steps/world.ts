/**
 * The World of the conformance suite: it owns the profile, the session's actor and what the last
 * move answered. Steps are one line into it; every rule is applied by the machine built from the
 * profile, never here. Expected values stay in the feature files as literals.
 */
import assert from 'node:assert/strict';
import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { parseCards, type Card } from '../cards/card.js';
import { cardsLeft, type ShoeSource } from '../cards/shoe.js';
import { resolveProfile } from '../profile/bundled.js';
import { ProfileError } from '../profile/errors.js';
import { loadProfileFile } from '../profile/load.js';
import { packageFile } from '../profile/paths.js';
import type { Profile } from '../profile/types.js';
import type { CoupRecord, GameEvent } from '../machines/context.js';
import { ordinaryBet } from '../machines/bank.js';
import type { Game, Verdict } from '../machines/game.js';
import { Table, type Phase } from '../driver/table.js';
import { readStackedShoes } from '../cards/stacked.js';

/** "Ann, Boris and Vera" or "Ann, Boris, Vera" -> ["Ann", "Boris", "Vera"] */
export function names(list: string): string[] {
  return list
    .split(/,|\band\b/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

export class BaccaratWorld extends World {
  profile: Profile | undefined;
  /** The session, driven as every caller drives a table (src/driver/table.ts). */
  driver: Table | undefined;
  shoe: ShoeSource | undefined;
  participants: string[] = [];
  dealer: string | undefined;
  verdict: Verdict | undefined;
  /** Seeds the session's lots (a tie at the auction). */
  lotSeed: number | undefined;
  /** The snapshot before the last refused move, to show that nothing changed. */
  private before: string | undefined;
  loadError: Error | undefined;
  loaded: Profile | undefined;

  constructor(options: IWorldOptions) {
    super(options);
  }

  useProfile(id: string): void {
    this.profile = resolveProfile(id);
  }

  /** The profile in play: seated for the table once a session has started (one hand per punter). */
  get currentProfile(): Profile {
    assert.ok(this.profile, 'no profile chosen: start with Given the "<id>" profile');
    return this.driver?.profile ?? this.profile;
  }

  stack(cards: string): void {
    assert.equal(this.driver, undefined, 'the shoe is stacked before the session starts');
    this.shoe = { kind: 'stacked', shuffles: [parseCards(cards)] };
  }

  stackFromFile(path: string): void {
    assert.equal(this.driver, undefined, 'the shoe is stacked before the session starts');
    this.shoe = { kind: 'stacked', shuffles: readStackedShoes(packageFile(path)) };
  }

  seed(seed: number): void {
    assert.equal(this.driver, undefined, 'the shoe is shuffled before the session starts');
    this.shoe = { kind: 'seeded', seed };
  }

  seat(list: string, dealer?: string): void {
    this.participants = names(list);
    this.dealer = dealer;
  }

  /** Starts the session: participants and shoe as given so far. Returns the error if refused. */
  startSession(): Error | undefined {
    try {
      this.driver = new Table(this.profile!, {
        participants: this.participants,
        ...(this.dealer ? { dealer: this.dealer } : {}),
        ...(this.lotSeed !== undefined ? { seed: this.lotSeed } : {}),
        shoe: this.shoe ?? { kind: 'seeded', seed: 1 },
      });
      return undefined;
    } catch (e) {
      return e as Error;
    }
  }

  /** The table, its session started on first use. */
  get table(): Table {
    if (!this.driver) {
      const error = this.startSession();
      if (error) throw error;
    }
    return this.driver!;
  }

  get session(): Game {
    return this.table.game;
  }

  /** The phase the table is in, as the chart says it. */
  get phase(): Phase {
    return this.table.phase;
  }

  /** One coup and nothing else, from a stacked card order (top of the shoe first). */
  dealCoup(cards: string): void {
    this.driver = undefined;
    this.stack(cards);
    this.driver = new Table(this.profile!, { participants: [], singleCoup: true, shoe: this.shoe! });
    this.send({ type: 'DEAL' });
    assert.equal(this.verdict?.accepted, true, `the deal was refused: ${JSON.stringify(this.verdict)}`);
  }

  /**
   * Sends a move. A refused move must be looked at by the next Then ("it is refused because …"):
   * a scenario that makes another move, or ends, over an unchecked refusal fails, so a typo in a
   * When step can never pass silently.
   */
  send(event: GameEvent): Verdict {
    this.assertNoUncheckedRefusal();
    const state = (g: Game) => JSON.stringify({ value: g.snapshot.value, context: g.context });
    this.before = state(this.session);
    this.verdict = this.table.apply(event);
    if (this.verdict.accepted) this.before = undefined;
    else this.unchecked = { event, reason: this.verdict.reason };
    return this.verdict;
  }

  private unchecked: { event: GameEvent; reason: string } | undefined;

  assertNoUncheckedRefusal(): void {
    const u = this.unchecked;
    if (u) {
      this.unchecked = undefined;
      assert.fail(`${JSON.stringify(u.event)} was refused (${u.reason}) and no step checked the refusal`);
    }
  }

  /** Every participant bets, in the order given: [[participant, bet], ...]. */
  bets(pairs: [string, string][]): void {
    for (const [participant, bet] of pairs) {
      this.send({ type: 'BET', participant, bet });
      assert.equal(this.verdict?.accepted, true, `${participant}'s bet on ${bet} was refused: ${JSON.stringify(this.verdict)}`);
    }
  }

  deal(): void {
    this.send({ type: 'DEAL' });
    assert.equal(this.verdict?.accepted, true, `the deal was refused: ${JSON.stringify(this.verdict)}`);
  }

  /** Sends a move that must be accepted (a step that sets the table up, not one under test). */
  must(event: GameEvent): void {
    this.send(event);
    assert.equal(this.verdict?.accepted, true, `${event.type} was refused: ${JSON.stringify(this.verdict)}`);
  }

  /**
   * A bank formed the plain way: the banker alone announces the fund, shuffles last (nobody else
   * does), and the first punter in betting order cuts. The coup then waits for banco calls.
   */
  openBank(banker: string, fund: number): void {
    this.must({ type: 'BID', participant: banker, fund });
    this.must({ type: 'CLOSE_AUCTION' });
    // Where the shuffle comes with the bank (Baccarat Banque), not after every coup's stakes (club).
    if (this.phase === 'shuffling') {
      this.must({ type: 'SHUFFLE', by: banker });
      this.must({ type: 'CUT', by: this.bank.order[0]! });
    }
  }

  /**
   * Each side's stake made by its active player; every other punter passes in turn. Where the coup
   * opens with banco calls, they are closed first, with none made.
   */
  sideBets(stakes: Record<string, number>): void {
    // The table's own way on (CLOSE_BANCO): no banco is called.
    if (this.phase === 'calling-banco') this.must(this.table.onward!);
    const bettors = new Map(Object.entries(stakes).map(([side, amount]) => [this.bank.active[side]!, amount]));
    for (const p of this.bank.order) {
      if (this.phase !== 'betting') break;
      const amount = bettors.get(p);
      this.must(amount === undefined ? { type: 'PASS', participant: p } : { type: 'BET', participant: p, bet: this.ordinaryBet, amount });
    }
    // Club baccarat shuffles after the stakes: the first punter cuts.
    if (this.phase === 'shuffling') this.must({ type: 'CUT', by: this.bank.order[0]! });
  }

  /**
   * Plays coup after coup without stakes until the session is over (the driver's autoplay): banco
   * calls closed, every punter passing, every choice a draw by whoever the chart says decides, and
   * a banker who takes the bank over announcing all his chips. The chart alone decides when the
   * session ends.
   */
  playWithoutStakesToTheEnd(): void {
    this.assertNoUncheckedRefusal();
    this.table.autoplay({ until: 'session', choices: 'draw', limit: 10_000 });
  }

  /** The stakes of the coup in play, all sides together, within the fund. */
  assertCovered(total: number): void {
    const staked = this.session.context.coup.wagers.reduce((a, w) => a + w.stake, 0);
    assert.equal(staked, total);
    assert.ok(staked <= this.bank.fund, `${staked} staked against a fund of ${this.bank.fund}`);
  }

  /** The hand's first two cards and their total. */
  assertDealt(hand: string, cards: string, total: number): void {
    const dealt = this.lastCoup.cards.filter((c) => c.hand === hand && c.phase === 'deal').map((c) => c.card);
    assert.deepEqual(dealt, parseCards(cards));
    assert.equal(this.lastCoup.cards.filter((c) => c.phase === 'deal').at(-1)!.totals[hand], total);
  }

  /** The hand drew `card` (forced or chosen) and ended on `total`. */
  assertDrew(hand: string, card: string, total: number): void {
    const d = this.lastCoup.decisions.find((x) => x.hand === hand);
    assert.ok(d, `${hand} made no decision`);
    assert.deepEqual([d.action, d.card], ['draw', parseCards(card)[0]]);
    assert.equal(this.lastCoup.hands[hand]!.total, total);
  }

  /** The banker decides for his hand, on the total he holds. */
  bankerDecides(action: 'draw' | 'stand', total: number): void {
    assert.equal(this.session.context.coup.hands[this.currentProfile.result.banker!]!.total, total);
    this.must({ type: action === 'draw' ? 'DRAW' : 'STAND', by: this.bank.banker! });
  }

  /** What the side's bettors got: `result` for each stake, and `change` in all. */
  assertSideSettled(side: string, result: 'win' | 'push' | 'lose', change: number): void {
    const coup = this.lastCoup;
    const mine = coup.settlements.filter((_, i) => coup.wagers[i]!.hand === side);
    assert.ok(mine.length > 0, `no stake on ${side}`);
    assert.deepEqual(mine.map((x) => x.result), mine.map(() => result));
    assert.equal(mine.reduce((a, x) => a + x.change, 0), change);
  }

  /** The profile's ordinary stake on one's own side (Banque's "side", Chemin de Fer's "stake"). */
  get ordinaryBet(): string {
    const bet = ordinaryBet(this.currentProfile);
    assert.ok(bet, `${this.currentProfile.name} has no ordinary stake on one's own side`);
    return bet.id;
  }

  get bank() {
    const bank = this.session.context.bank;
    assert.ok(bank, `${this.currentProfile.name} has no bank`);
    return bank;
  }

  nextCoup(): void {
    this.send({ type: 'NEXT_COUP' });
    assert.equal(this.verdict?.accepted, true, `the next coup was refused: ${JSON.stringify(this.verdict)}`);
  }

  assertRefused(because: string): void {
    this.unchecked = undefined;
    assert.ok(this.verdict, 'no move was made');
    assert.equal(this.verdict.accepted, false, 'the move was accepted, not refused');
    assert.ok(
      this.verdict.reason.includes(because),
      `the reason "${this.verdict.reason}" does not say "${because}"`,
    );
  }

  assertNothingChanged(): void {
    this.unchecked = undefined;
    assert.ok(this.before, 'no refused move to compare with');
    const now = JSON.stringify({ value: this.session.snapshot.value, context: this.session.context });
    assert.equal(now, this.before, 'the refused move changed the session');
  }

  /** The coup most recently played to its end (or the one in play, if none has ended). */
  get lastCoup(): CoupRecord {
    const g = this.session;
    const history = g.context.history;
    const done = g.context.coup.outcome !== undefined ? g.context.coup : history.at(-1);
    return done ?? g.context.coup;
  }

  coupNumber(n: number): CoupRecord {
    const g = this.session;
    const all = [...g.context.history];
    if (!all.some((c) => c.number === g.context.coup.number)) all.push(g.context.coup);
    const coup = all.find((c) => c.number === n);
    assert.ok(coup, `coup ${n} has not been played`);
    return coup;
  }

  handCards(hand: string): Card[] {
    const h = this.lastCoup.hands[hand];
    assert.ok(h, `"${hand}" is not a hand of ${this.currentProfile.name}`);
    return [...h.cards];
  }

  score(participant: string): number {
    const p = this.session.context.participants.find((x) => x.id === participant);
    assert.ok(p, `"${participant}" is not a participant`);
    return p.score;
  }

  cardsLeft(): number {
    return cardsLeft(this.session.context.shoe);
  }

  loadFile(path: string): void {
    try {
      this.loaded = loadProfileFile(packageFile(path), path);
      this.loadError = undefined;
    } catch (e) {
      if (!(e instanceof ProfileError)) throw e;
      this.loadError = e;
    }
  }
}

setWorldConstructor(BaccaratWorld);
