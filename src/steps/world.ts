/**
 * The World of the conformance suite: it speaks the kit's vocabulary (src/engine/types.ts) to an
 * engine — this project's own charts in-process (the built-in engine), or any other engine through
 * an adapter (`baccarat conform --engine "<command>"`, docs/adapter-protocol.md). It sets a scenario
 * up, sends its moves, and keeps the state the engine answered; steps are one line into it and
 * check that state. No rule is applied here. Expected values stay in the feature files as literals.
 *
 * A scenario declares what it needs beyond dealing a coup (`@needs:<feature>`, src/engine/types.ts
 * FEATURES): against an engine without it the scenario is not applicable (skipped, reported apart),
 * and a step that reads or drives a feature the scenario does not declare fails, so the tags stay
 * true (the direct run, whose engine offers every feature, checks them).
 */
import assert from 'node:assert/strict';
import { AfterAll, type IWorldOptions, setWorldConstructor, World } from '@cucumber/cucumber';
import { type Card, parseCards } from '../cards/card.js';
import { AdapterEngine, takeHandedAdapter } from '../engine/adapter.js';
import { BuiltinEngine } from '../engine/builtin.js';
import {
  type Capabilities,
  DIFFERENCE,
  type Engine,
  type EngineVerdict,
  type Feature,
  NOT_APPLICABLE,
  type ShoeSetup,
  type TableState,
  type View,
} from '../engine/types.js';
import { loadProfile } from '../loader/bundled.js';
import { loadProfileFile } from '../loader/load.js';
import type { CoupRecord, GameEvent } from '../machines/context.js';
import { names } from '../machines/participants.js';
import { ordinaryBet } from '../machines/stakes.js';
import { ProfileError } from '../profile/errors.js';
import { packageFile } from '../profile/paths.js';
import { readStackedShoes } from '../profile/stacked.js';
import type { Profile } from '../profile/types.js';
import { readRecord } from '../replay/replay.js';
import { coupMarkOf, parseResults, roadsRefusal } from '../roads/results.js';
import { type CoupMark, type Roads, roadsOf } from '../roads/roads.js';
import { undecided } from './decided.js';

export { names };

/** What `baccarat conform` passes the World (cucumber's world parameters). */
export interface EngineParameters {
  /** `--engine`: the adapter to drive; the built-in engine if not given. */
  readonly engine?: { readonly command: string; readonly timeout: number; readonly cwd?: string };
  /**
   * The bundled suite: a step that uses a feature its scenario does not declare (@needs) fails.
   * A designer's own scenarios are not held to it (tagged, they are judged fairly by other engines).
   */
  readonly strictNeeds?: boolean;
}

export { DIFFERENCE, NOT_APPLICABLE };

// One engine per process and command: an adapter is started once and kept for the next scenario.
const engines = new Map<string, Engine>();
function engineFor(parameters: EngineParameters): Engine {
  const key = parameters.engine?.command ?? '';
  let e = engines.get(key);
  if (!e) {
    // The adapter conform --engine started to check its hello, if it waits: not started again.
    e = parameters.engine
      ? (takeHandedAdapter(parameters.engine) ?? new AdapterEngine(parameters.engine))
      : new BuiltinEngine();
    engines.set(key, e);
  }
  return e;
}
AfterAll(async () => {
  await Promise.all([...engines.values()].map((e) => e.close()));
  engines.clear();
});

export class BaccaratWorld extends World<EngineParameters> {
  profile: Profile | undefined;
  engine: Engine;
  capabilities: Capabilities | undefined;
  /** The scenario's tags and its name (file:line), set by the Before hook. */
  tags = new Set<string>();
  scenario = '';
  shoe: ShoeSetup | undefined;
  participants: string[] = [];
  dealer: string | undefined;
  singleCoup = false;
  /** The engine's last answer. */
  verdict: EngineVerdict | undefined;
  state: TableState | undefined;
  /** Whether the session was started (`startError` if the engine refused it). */
  private attempted = false;
  private startError: Error | undefined;
  /** Seeds the session's lots (a tie at the auction). */
  lotSeed: number | undefined;
  /** The state before the last refused move, to show that nothing changed. */
  private before: TableState | undefined;
  loadError: Error | undefined;
  loaded: Profile | undefined;

  constructor(options: IWorldOptions<EngineParameters>) {
    super(options);
    this.engine = engineFor(options.parameters ?? {});
  }

  /** Fails a step of the bundled suite that uses a feature its scenario does not declare with @needs. */
  need(feature: Feature): void {
    if (this.parameters.strictNeeds && !this.tags.has(`@needs:${feature}`))
      assert.fail(`this step uses the engine's "${feature}" feature: tag the scenario @needs:${feature}`);
  }

  /** The profile as the scenario names it: a bundled id, or a designer's profile file. */
  private profileRef: string | undefined;

  /**
   * 'skipped' where the engine does not play the profile (the scenario is not applicable). The
   * built-in engine plays any profile, a designer's file too; another engine, the ids it lists.
   */
  useProfile(ref: string): 'skipped' | undefined {
    this.profile = loadProfile(ref);
    this.profileRef = ref;
    const id = this.profile.id;
    if (this.capabilities && !(this.engine instanceof BuiltinEngine) && !this.capabilities.variants.includes(id)) {
      this.attach(`${this.capabilities.engine.name} does not play ${id}`, NOT_APPLICABLE);
      return 'skipped';
    }
    return undefined;
  }

  /** The profile in play: the rules the scenario's expectations come from. */
  get currentProfile(): Profile {
    assert.ok(this.profile, 'no profile chosen: start with Given the "<id>" profile');
    return this.profile;
  }

  stack(cards: string): void {
    this.resetup();
    assert.equal(this.attempted, false, 'the shoe is stacked before the session starts');
    this.shoe = { kind: 'stacked', shuffles: [parseCards(cards)] };
  }

  /** Stacked shoes, one card order per shuffle (a game record's shoe, fixtures/records/). */
  stackShuffles(shuffles: readonly (readonly Card[])[]): void {
    this.resetup();
    assert.equal(this.attempted, false, 'the shoe is stacked before the session starts');
    this.shoe = { kind: 'stacked', shuffles };
  }

  stackFromFile(path: string): void {
    this.resetup();
    assert.equal(this.attempted, false, 'the shoe is stacked before the session starts');
    this.shoe = { kind: 'stacked', shuffles: readStackedShoes(packageFile(path)) };
  }

  seed(seed: number): void {
    this.resetup();
    assert.equal(this.attempted, false, 'the shoe is shuffled before the session starts');
    this.shoe = { kind: 'seeded', seed };
  }

  seat(list: string, dealer?: string): void {
    this.need('session');
    this.resetup();
    this.participants = names(list);
    this.dealer = dealer;
    // A series seated after a Background's single coup of bettors is a series.
    this.singleCoup = false;
  }

  /**
   * One coup and its bets, nothing of a session (feature payouts alone): the names only say whose
   * bet is whose; no dealer, no coup after it (docs/adapter-protocol.md, start).
   */
  bettors(list: string): void {
    this.need('payouts');
    this.resetup();
    this.participants = names(list);
    this.dealer = undefined;
    this.singleCoup = true;
  }

  /**
   * A Given after a Then that started the session (to read it) sets the session up anew, as long
   * as no move has been made: a Then step does not fix the setup.
   */
  private resetup(): void {
    if (this.attempted && !this.moved) {
      this.attempted = false;
      this.startError = undefined;
      this.state = undefined;
    }
  }

  /** Whether a move has been sent in this session. */
  private moved = false;

  /** Starts the session: participants and shoe as given so far (once). Returns the error if refused. */
  async startSession(): Promise<Error | undefined> {
    if (this.attempted) return this.startError;
    this.attempted = true;
    this.moved = false;
    // A shoe this project's generator shuffles (a scenario that stacks nothing starts on seed 1).
    const shoe = this.shoe ?? { kind: 'seeded', seed: 1 };
    if (shoe.kind === 'seeded') this.need('seeded-shoes');
    const verdict = await this.engine.start(
      {
        profile: this.engine instanceof BuiltinEngine ? this.profileRef! : this.currentProfile.id,
        participants: this.participants,
        ...(this.dealer ? { dealer: this.dealer } : {}),
        ...(this.lotSeed !== undefined ? { lotSeed: this.lotSeed } : {}),
        ...(this.singleCoup ? { singleCoup: true } : {}),
        shoe,
      },
      this.scenario,
    );
    this.verdict = verdict;
    if (verdict.accepted) {
      this.state = verdict.state;
      this.checkDecided('start', verdict);
    } else this.startError = new Error(verdict.reason);
    return this.startError;
  }

  /**
   * Every verdict is held to the cases the protocol decides (src/steps/decided.ts), whatever the
   * scenario's steps read: a violation fails the step in play, with its place in the state.
   */
  private checkDecided(after: string, verdict: EngineVerdict, before?: TableState): void {
    if (!verdict.state) return;
    const problem = undecided({
      profile: this.currentProfile,
      seated: this.participants.length,
      after,
      singleCoup: this.singleCoup,
      accepted: verdict.accepted,
      state: verdict.state,
      before,
    });
    if (problem !== undefined) assert.fail(problem);
  }

  /** The session, started on first use (a refused start fails the step). */
  async started(): Promise<void> {
    const error = await this.startSession();
    if (error) throw error;
  }

  /** The table's state as the engine last answered it. */
  get table(): TableState {
    assert.ok(this.state, 'the session has not started');
    return this.state;
  }

  /** The phase the table is in, as the engine says it. */
  get phase(): string | undefined {
    return this.table.phase;
  }

  /** One coup and nothing else, from a stacked card order (top of the shoe first). */
  async dealCoup(cards: string): Promise<void> {
    this.attempted = false;
    this.moved = false;
    this.stack(cards);
    this.singleCoup = true;
    this.participants = [];
    this.dealer = undefined;
    await this.started();
    await this.deal();
  }

  /**
   * Sends a move. A refused move must be looked at by the next Then ("it is refused because …"):
   * a scenario that makes another move, or ends, over an unchecked refusal fails, so a typo in a
   * When step can never pass silently.
   */
  async send(event: GameEvent): Promise<EngineVerdict> {
    this.assertNoUncheckedRefusal();
    this.needsOf(event);
    await this.started();
    this.before = this.state;
    this.moved = true;
    this.verdict = await this.engine.move(event);
    this.checkDecided(event.type, this.verdict, this.verdict.accepted ? undefined : this.before);
    if (this.verdict.state) this.state = this.verdict.state;
    if (this.verdict.accepted) this.before = undefined;
    else this.unchecked = { event, reason: this.verdict.reason };
    return this.verdict;
  }

  /** The features a move drives. */
  private needsOf(event: GameEvent): void {
    switch (event.type) {
      case 'DEAL':
        return;
      case 'BET': {
        this.need('payouts');
        const p = this.currentProfile;
        // A bet of the profile's beyond the compared hands and the tie (an unknown bet is refused by any engine).
        if (
          !p.session.bank &&
          p.bets.some((b) => b.id === event.bet) &&
          ![...p.result.hands, p.result.equal].includes(event.bet)
        )
          this.need('side-bets');
        return;
      }
      case 'NEXT_COUP':
        this.need('session');
        return;
      case 'DRAW':
      case 'STAND':
        this.need('choices');
        return;
      default:
        this.need('bank');
    }
  }

  private unchecked: { event: GameEvent; reason: string } | undefined;

  assertNoUncheckedRefusal(): void {
    const u = this.unchecked;
    if (u) {
      this.unchecked = undefined;
      assert.fail(`${JSON.stringify(u.event)} was refused (${u.reason}) and no step checked the refusal`);
    }
  }

  /**
   * A prediction as the kit sends it: with its amount, the profile's fixed stake
   * (session.betting.stake) where the betting scheme is 'predictions', so that an engine is told the
   * stake it must settle rather than left to find it (docs/adapter-protocol.md, move and verdict).
   */
  prediction(participant: string, bet: string): GameEvent {
    const betting = this.currentProfile.session.betting;
    assert.ok(
      betting.scheme === 'predictions',
      `${participant} predicts ${bet}: a prediction is staked at the profile's fixed stake, and ${this.currentProfile.id} takes bets against a bank`,
    );
    return { type: 'BET', participant, bet, amount: betting.stake };
  }

  /** Every participant bets, in the order given: [[participant, bet], ...]. */
  async bets(pairs: [string, string][]): Promise<void> {
    for (const [participant, bet] of pairs) {
      await this.send(this.prediction(participant, bet));
      assert.equal(
        this.verdict?.accepted,
        true,
        `${participant}'s bet on ${bet} was refused: ${JSON.stringify(this.verdict && { ...this.verdict, state: undefined })}`,
      );
    }
  }

  async deal(): Promise<void> {
    await this.must({ type: 'DEAL' });
  }

  /** Sends a move that must be accepted (a step that sets the table up, not one under test). */
  async must(event: GameEvent): Promise<void> {
    await this.send(event);
    const v = this.verdict!;
    assert.equal(v.accepted, true, `${event.type} was refused: ${v.accepted ? '' : v.reason}`);
  }

  /**
   * A bank formed the plain way: the banker alone announces the fund, shuffles last (nobody else
   * does), and the first punter in betting order cuts. The coup then waits for banco calls.
   */
  async openBank(banker: string, fund: number): Promise<void> {
    await this.must({ type: 'BID', participant: banker, fund });
    await this.must({ type: 'CLOSE_AUCTION' });
    // Where the shuffle comes with the bank (Baccarat Banque), not after every coup's stakes (club).
    if (this.phase === 'shuffling') {
      await this.must({ type: 'SHUFFLE', by: banker });
      await this.must({ type: 'CUT', by: this.bank.order[0]! });
    }
  }

  /**
   * Each side's stake made by its active player; every other punter passes in turn. Where the coup
   * opens with banco calls, they are closed first, with none made.
   */
  async sideBets(stakes: Record<string, number>): Promise<void> {
    // The table's own way on: no banco is called.
    if (this.phase === 'calling-banco') await this.must({ type: 'CLOSE_BANCO' });
    const bettors = new Map(Object.entries(stakes).map(([side, amount]) => [this.bank.active[side]!, amount]));
    for (const p of this.bank.order) {
      if (this.phase !== 'betting') break;
      const amount = bettors.get(p);
      await this.must(
        amount === undefined
          ? { type: 'PASS', participant: p }
          : { type: 'BET', participant: p, bet: this.ordinaryBet, amount },
      );
    }
    // Club baccarat shuffles after the stakes: the first punter cuts.
    if (this.phase === 'shuffling') await this.must({ type: 'CUT', by: this.bank.order[0]! });
  }

  /** Every punter in betting order stakes the same amount (RD-03: each punter stakes). */
  async everyPunterStakes(amount: number): Promise<void> {
    for (const p of this.bank.order) {
      if (this.phase !== 'betting') break;
      await this.must({ type: 'BET', participant: p, bet: this.ordinaryBet, amount });
    }
  }

  /**
   * Plays coup after coup without stakes until the session is over: the engine's own play-out
   * (banco calls closed, every punter passing, every choice a draw, a banker who takes the bank over
   * announcing all his chips). The rules alone decide when the session ends.
   */
  async playWithoutStakesToTheEnd(): Promise<void> {
    this.assertNoUncheckedRefusal();
    this.need('play-out');
    await this.started();
    this.verdict = await this.engine.playOut();
    this.checkDecided('play-out', this.verdict);
    if (this.verdict.state) this.state = this.verdict.state;
    assert.equal(this.verdict.accepted, true, this.verdict.accepted ? '' : this.verdict.reason);
  }

  /** The stakes of the coup in play, all sides together, within the fund. */
  assertCovered(total: number): void {
    const staked = this.wagers.reduce((a, w) => a + w.stake, 0);
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
  async bankerDecides(action: 'draw' | 'stand', total: number): Promise<void> {
    assert.equal(this.table.coup.hands[this.currentProfile.result.banker!]!.total, total);
    await this.must({ type: action === 'draw' ? 'DRAW' : 'STAND', by: this.bank.banker! });
  }

  /** What the side's bettors got: `result` for each stake, and `change` in all. */
  assertSideSettled(side: string, result: 'win' | 'push' | 'lose', change: number): void {
    const coup = this.lastCoup;
    const mine = this.settlements(coup).filter((_, i) => coup.wagers[i]!.hand === side);
    assert.ok(mine.length > 0, `no stake on ${side}`);
    assert.deepEqual(
      mine.map((x) => x.result),
      mine.map(() => result),
    );
    assert.equal(
      mine.reduce((a, x) => a + x.change, 0),
      change,
    );
  }

  /** The profile's ordinary stake on one's own side (Banque's "side", Chemin de Fer's "stake"). */
  get ordinaryBet(): string {
    const bet = ordinaryBet(this.currentProfile);
    assert.ok(bet, `${this.currentProfile.name} has no ordinary stake on one's own side`);
    return bet.id;
  }

  get bank() {
    this.need('bank');
    const bank = this.table.bank;
    assert.ok(bank, `${this.currentProfile.name} has no bank`);
    return bank;
  }

  /** The stakes of the coup in play. */
  get wagers(): CoupRecord['wagers'] {
    this.need('payouts');
    return this.table.coup.wagers;
  }

  settlements(coup: CoupRecord = this.lastCoup): CoupRecord['settlements'] {
    this.need('payouts');
    return coup.settlements;
  }

  get history(): readonly CoupRecord[] {
    this.need('session');
    return this.table.history ?? [];
  }

  async nextCoup(): Promise<void> {
    await this.must({ type: 'NEXT_COUP' });
  }

  assertRefused(because: string): void {
    this.unchecked = undefined;
    assert.ok(this.verdict, 'no move was made');
    assert.equal(this.verdict.accepted, false, 'the move was accepted, not refused');
    assert.ok(
      !this.verdict.accepted && this.verdict.reason.includes(because),
      `the reason "${this.verdict.accepted ? '' : this.verdict.reason}" does not say "${because}"`,
    );
  }

  assertNothingChanged(): void {
    this.unchecked = undefined;
    assert.ok(this.before, 'no refused move to compare with');
    assert.ok(
      this.verdict && !this.verdict.accepted && this.verdict.state,
      'the engine sent no state with its refusal',
    );
    assert.equal(JSON.stringify(this.state), JSON.stringify(this.before), 'the refused move changed the table');
  }

  /** The coup most recently played to its end (or the one in play, if none has ended). */
  get lastCoup(): CoupRecord {
    const { coup, history } = this.table;
    const done = coup.outcome !== undefined ? coup : history?.at(-1);
    return done ?? coup;
  }

  handCards(hand: string): Card[] {
    const h = this.lastCoup.hands[hand];
    assert.ok(h, `"${hand}" is not a hand of ${this.currentProfile.name}`);
    return [...h.cards];
  }

  /**
   * A participant's score: a single coup of bettors (payouts without session) says it in its coup's
   * `scores`, as the feature payouts has it; a session, in its `participants` (docs/adapter-protocol.md).
   */
  score(participant: string): number {
    this.need('payouts');
    if (this.singleCoup) {
      const s = this.lastCoup.scores?.[participant];
      assert.ok(s !== undefined, `"${participant}" has no score in the coup (state.coup.scores)`);
      return s;
    }
    const p = (this.table.participants ?? []).find((x) => x.id === participant);
    assert.ok(p, `"${participant}" is not a participant (state.participants)`);
    return p.score;
  }

  get shoeState(): NonNullable<TableState['shoe']> {
    this.need('session');
    assert.ok(this.table.shoe, 'the engine says nothing of its shoe');
    return this.table.shoe;
  }

  get sessionLog(): NonNullable<TableState['log']> {
    this.need('session');
    return this.table.log ?? [];
  }

  async view(viewer: string): Promise<View> {
    this.need('views');
    await this.started();
    return this.engine.view(viewer);
  }

  loadFile(path: string): void {
    this.need('profile-files');
    try {
      this.loaded = loadProfileFile(packageFile(path), path);
      this.loadError = undefined;
    } catch (e) {
      if (!(e instanceof ProfileError)) throw e;
      this.loadError = e;
    }
  }

  /**
   * The roads' scenarios (specs/features/roads/): the results they start from, typed or read off a
   * game record's coups, and the roads src/roads/ draws from them. The roads are the spec's, drawn
   * from results alone: no engine is asked.
   */
  coupMarks: CoupMark[] | undefined;

  useResults(text: string): void {
    this.need('roads');
    this.coupMarks = parseResults(text);
  }

  /** The results of a recorded game of a two-hand profile, as its chart settled each coup (ROAD-12). */
  useRecordedResults(path: string): void {
    this.need('roads');
    const record = readRecord(packageFile(path));
    const profile = loadProfile(record.profile.id);
    this.coupMarks = record.coups.map((c) => coupMarkOf(profile, c));
  }

  /** Why a bundled profile has no roads (ROAD-12), or undefined where it has. */
  roadsRefusalOf(id: string): string | undefined {
    this.need('roads');
    return roadsRefusal(loadProfile(id));
  }

  get roads(): Roads {
    assert.ok(this.coupMarks, 'no results: start with Given the results "<B, P, T with pair marks>"');
    return roadsOf(this.coupMarks);
  }
}

setWorldConstructor(BaccaratWorld);
