/** Steps about the session: profile, participants, shoe, bets, the deal, refusals and scores. */
import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import { parseCards } from '../cards/card.js';
import { type BaccaratWorld, names } from './world.js';

Given('the {string} profile', function (this: BaccaratWorld, id: string) {
  return this.useProfile(id);
});

Given('a series of {string}', function (this: BaccaratWorld, list: string) {
  this.seat(list);
});

Given('a series of {string} dealt by {string}', function (this: BaccaratWorld, list: string, dealer: string) {
  this.seat(list, dealer);
});

Given('a single coup with bettors {string}', function (this: BaccaratWorld, list: string) {
  this.bettors(list);
});

Given('the shoe is stacked with {string}', function (this: BaccaratWorld, cards: string) {
  this.stack(cards);
});

Given('the shoes are stacked from {string}', function (this: BaccaratWorld, path: string) {
  this.stackFromFile(path);
});

Given('the shoe is shuffled with seed {int}', function (this: BaccaratWorld, seed: number) {
  this.seed(seed);
});

When('the series starts', async function (this: BaccaratWorld) {
  const error = await this.startSession();
  if (error) throw error;
});

Then('the series cannot start because {string}', async function (this: BaccaratWorld, because: string) {
  const error = await this.startSession();
  assert.ok(error, 'the series started');
  assert.ok(error.message.includes(because), `the reason "${error.message}" does not say "${because}"`);
});

When('{string} predicts {word}', async function (this: BaccaratWorld, participant: string, bet: string) {
  await this.send(this.prediction(participant, bet));
});

// A prediction of another amount than the fixed stake (PB-02.4): the engine must refuse it.
When(
  '{string} predicts {word} staking {int}',
  async function (this: BaccaratWorld, participant: string, bet: string, amount: number) {
    await this.send({ type: 'BET', participant, bet, amount });
  },
);

When('the dealer deals', async function (this: BaccaratWorld) {
  await this.send({ type: 'DEAL' });
});

When('{string} asks for a third card for {word}', async function (this: BaccaratWorld, by: string, _hand: string) {
  await this.send({ type: 'DRAW', by });
});

When('{string} asks {word} to stand', async function (this: BaccaratWorld, by: string, _hand: string) {
  await this.send({ type: 'STAND', by });
});

When('these predictions are played:', async function (this: BaccaratWorld, table: DataTable) {
  // | coup | Ann | Boris | ... |: each row's predictions, then the deal.
  for (const row of table.hashes()) {
    await this.bets(Object.entries(row).filter(([k, v]) => k !== 'coup' && v !== '-') as [string, string][]);
    await this.deal();
    if (this.table.status === 'active') await this.nextCoup();
  }
});

When('the dealer opens the next coup', async function (this: BaccaratWorld) {
  await this.send({ type: 'NEXT_COUP' });
});

Then('it is accepted', function (this: BaccaratWorld) {
  assert.equal(this.verdict?.accepted, true, JSON.stringify(this.verdict));
});

Then('it is refused because {string}', function (this: BaccaratWorld, because: string) {
  this.assertRefused(because);
});

Then('nothing has changed', function (this: BaccaratWorld) {
  this.assertNothingChanged();
});

// A score may be fractional where a commission makes it so (19.2 at 4 %).
Then(
  /^"([^"]+)" has a score of (-?\d+(?:\.\d+)?)$/,
  function (this: BaccaratWorld, participant: string, score: string) {
    assert.equal(this.score(participant), Number(score));
  },
);

Then('the scores are:', function (this: BaccaratWorld, table: DataTable) {
  for (const [participant, score] of table.raw()) assert.equal(this.score(participant!), Number(score), participant);
});

Then("{string}'s score changes by {int}", function (this: BaccaratWorld, participant: string, change: number) {
  const s = this.settlements().filter((x) => x.participant === participant);
  assert.ok(s.length > 0, `${participant} has no settlement in the last coup`);
  assert.equal(
    s.reduce((a, x) => a + x.change, 0),
    change,
  );
});

// A side bet's change may be fractional where its payout is (Big at 0.54:1 on 20 points: 10.8).
Then(
  /^"([^"]+)"'s (\S+) bet changes the score by (-?\d+(?:\.\d+)?)$/,
  function (this: BaccaratWorld, participant: string, bet: string, change: string) {
    const s = this.settlements().filter((x) => x.participant === participant && x.bet === bet);
    assert.equal(s.length, 1, `${participant} has ${s.length} ${bet} bets in the last coup`);
    assert.equal(s[0]!.change, Number(change));
  },
);

Then("{string}'s prediction is {word}", function (this: BaccaratWorld, participant: string, result: string) {
  const s = this.settlements().find((x) => x.participant === participant);
  assert.ok(s, `${participant} has no settlement in the last coup`);
  assert.equal(s.result, result);
});

Then('{string} has no prediction in the coup', function (this: BaccaratWorld, participant: string) {
  this.need('payouts');
  assert.equal(this.lastCoup.wagers.filter((w) => w.participant === participant).length, 0);
});

Then('every prediction stakes {int}', function (this: BaccaratWorld, stake: number) {
  this.need('payouts');
  const wagers = this.lastCoup.wagers;
  assert.ok(wagers.length > 0, 'no predictions');
  for (const w of wagers) assert.equal(w.stake, stake, w.participant);
});

Then('coup {int} is taking predictions', function (this: BaccaratWorld, n: number) {
  this.need('session');
  assert.equal(this.table.coup.number, n);
  assert.equal(this.phase, 'betting');
});

Then('the series is over after coup {int}', function (this: BaccaratWorld, n: number) {
  assert.equal(this.table.status, 'done');
  assert.equal(this.phase, 'session-over');
  assert.equal(this.history.length, n);
});

Then('the winners are {string}', function (this: BaccaratWorld, list: string) {
  this.need('payouts');
  assert.deepEqual([...(this.table.winners ?? [])].sort(), names(list).sort());
});

Then('the standings are:', function (this: BaccaratWorld, table: DataTable) {
  this.need('payouts');
  const got = (this.table.standings ?? []).map((s) => [String(s.place), s.participant, String(s.score)]);
  assert.deepEqual(got, table.raw());
});

Then('the participants are {string}', function (this: BaccaratWorld, list: string) {
  this.need('session');
  assert.deepEqual(
    (this.table.participants ?? []).map((p) => p.id),
    names(list),
  );
});

Then('{string} deals', function (this: BaccaratWorld, dealer: string) {
  this.need('session');
  assert.equal(this.table.dealer, dealer);
});

Then('the shoe holds {int} cards', function (this: BaccaratWorld, n: number) {
  assert.equal(this.shoeState.left, n);
});

Then('the shoe holds {int} copies of every card', function (this: BaccaratWorld, n: number) {
  const counts = Object.entries(this.shoeState.copies ?? {});
  assert.equal(counts.length, 52, `${counts.length} distinct cards`);
  for (const [card, k] of counts) assert.equal(k, n, card);
});

Then('the session has {int} coups', function (this: BaccaratWorld, n: number) {
  this.need('session');
  assert.equal(this.table.coupsToPlay, n);
});

Then('the bets on offer are {string}', function (this: BaccaratWorld, list: string) {
  this.need('profile-files');
  assert.deepEqual(
    this.currentProfile.bets.map((b) => b.id),
    names(list),
  );
});

Then('the log says {string}', function (this: BaccaratWorld, text: string) {
  const log = this.sessionLog.map((l) => l.text);
  assert.ok(log.includes(text), `the log does not say "${text}":\n${log.join('\n')}`);
});

Then('the series starts with {int} participants', async function (this: BaccaratWorld, n: number) {
  const error = await this.startSession();
  assert.equal(error, undefined, error?.message);
  this.need('session');
  assert.equal((this.table.participants ?? []).length, n);
});

Then('the log marks {string} as forced by the rules', function (this: BaccaratWorld, text: string) {
  const entry = this.sessionLog.find((l) => l.text === text);
  assert.ok(entry, `the log does not say "${text}"`);
  assert.equal(entry.automatic, true);
});

// One card order per shuffle, top card first (a table that reshuffles between coups): what the
// explorer's scenarios stack (docs/explore.md).
Given('the shuffles are stacked as:', function (this: BaccaratWorld, table: DataTable) {
  this.stackShuffles(table.raw().map(([cards]) => parseCards(cards!)));
});
