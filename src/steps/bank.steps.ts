/** Steps about a bank's table: the auction, shuffle and cut, banco, bets within the cover, sides. */
import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import { parseCards } from '../cards/card.js';
import { type BaccaratWorld, names } from './world.js';

Given('the players {string} are seated counter-clockwise', function (this: BaccaratWorld, list: string) {
  this.seat(list);
});

Given(
  '{string} and {int} punters P1, P2, … are seated counter-clockwise',
  function (this: BaccaratWorld, banker: string, n: number) {
    this.seat([banker, ...Array.from({ length: n }, (_, i) => `P${i + 1}`)].join(', '));
  },
);

Given('lots are drawn with seed {int}', function (this: BaccaratWorld, seed: number) {
  this.lotSeed = seed;
});

Given('a bank of {int} held by {string}', async function (this: BaccaratWorld, fund: number, banker: string) {
  await this.openBank(banker, fund);
});

When('{string} announces a fund of {int}', async function (this: BaccaratWorld, participant: string, fund: number) {
  await this.send({ type: 'BID', participant, fund });
});

When('the croupier closes the auction', async function (this: BaccaratWorld) {
  await this.send({ type: 'CLOSE_AUCTION' });
});

When('the auction closes', async function (this: BaccaratWorld) {
  await this.send({ type: 'CLOSE_AUCTION' });
});

When('{string} shuffles', async function (this: BaccaratWorld, by: string) {
  await this.send({ type: 'SHUFFLE', by });
});

When('{string} cuts', async function (this: BaccaratWorld, by: string) {
  await this.send({ type: 'CUT', by });
});

When('{string} calls banco', async function (this: BaccaratWorld, participant: string) {
  await this.send({ type: 'BANCO', participant });
});

When('the banker closes the banco calls', async function (this: BaccaratWorld) {
  await this.send({ type: 'CLOSE_BANCO' });
});

When(
  /^"([^"]+)" bets (\d+) on (?:his|her|their) side$/,
  async function (this: BaccaratWorld, participant: string, amount: string) {
    await this.send({ type: 'BET', participant, bet: this.ordinaryBet, amount: Number(amount) });
  },
);

When(
  '{string} bets {int} on the {word} tableau',
  async function (this: BaccaratWorld, participant: string, amount: number, hand: string) {
    await this.send({ type: 'BET', participant, bet: this.ordinaryBet, amount, hand });
  },
);

When('{string} bets {int} à cheval', async function (this: BaccaratWorld, participant: string, amount: number) {
  await this.send({ type: 'BET', participant, bet: 'cheval', amount });
});

When('{string} passes', async function (this: BaccaratWorld, participant: string) {
  await this.send({ type: 'PASS', participant });
});

When('coups are played without stakes until the session is over', async function (this: BaccaratWorld) {
  await this.playWithoutStakesToTheEnd();
});

Then('{int} coups were played', function (this: BaccaratWorld, n: number) {
  assert.equal(this.history.length, n);
});

Then(
  'the last coup began with {int} cards in the shoe and used {int}',
  function (this: BaccaratWorld, before: number, used: number) {
    assert.deepEqual([this.shoeState.left + this.lastCoup.cards.length, this.lastCoup.cards.length], [before, used]);
  },
);

When('the banker deals', async function (this: BaccaratWorld) {
  await this.send({ type: 'DEAL' });
});

When('{string} draws', async function (this: BaccaratWorld, by: string) {
  await this.send({ type: 'DRAW', by });
});

When('{string} stands', async function (this: BaccaratWorld, by: string) {
  await this.send({ type: 'STAND', by });
});

When('the banker goes on', async function (this: BaccaratWorld) {
  await this.send({ type: 'NEXT_COUP' });
});

When('the banker leaves the bank', async function (this: BaccaratWorld) {
  await this.send({ type: 'EXIT' });
});

Then('{string} holds the bank with a fund of {int}', function (this: BaccaratWorld, banker: string, fund: number) {
  assert.equal(this.bank.banker, banker);
  assert.equal(this.bank.fund, fund);
});

Then('the {word} side is {string}', function (this: BaccaratWorld, side: string, list: string) {
  assert.deepEqual(this.bank.sides[side], names(list));
});

Then('bets are taken in the order {string}', function (this: BaccaratWorld, list: string) {
  assert.deepEqual(this.bank.order, names(list));
});

Then('the active player of the {word} side is {string}', function (this: BaccaratWorld, side: string, player: string) {
  assert.equal(this.bank.active[side], player);
});

Then('the bets are:', function (this: BaccaratWorld, table: DataTable) {
  // | participant | bet | side | stake |
  const got = this.wagers.map((w) => [w.participant, w.bet, w.hand ?? '', String(w.stake)]);
  assert.deepEqual(got, table.rows());
});

Then('there are no bets', function (this: BaccaratWorld) {
  assert.deepEqual(this.wagers, []);
});

Then(/^the ([\w-]+) side (wins|loses|is equal)$/, function (this: BaccaratWorld, side: string, result: string) {
  const expected = { wins: 'win', loses: 'lose', 'is equal': 'equal' }[result];
  this.need('bank');
  assert.equal(this.lastCoup.sides?.[side], expected);
});

Then('the fund is {int}', function (this: BaccaratWorld, fund: number) {
  assert.equal(this.bank.fund, fund);
});

Then('{string} has {int} chips', function (this: BaccaratWorld, participant: string, chips: number) {
  assert.equal(this.score(participant), chips);
});

Then('{string} wins {int}', function (this: BaccaratWorld, participant: string, amount: number) {
  const s = this.settlements().filter((x) => x.participant === participant);
  assert.ok(s.length > 0, `${participant} has no settlement`);
  assert.deepEqual(
    { result: s.every((x) => x.result === 'win') ? 'win' : 'mixed', change: s.reduce((a, x) => a + x.change, 0) },
    { result: 'win', change: amount },
  );
});

Then('{string} loses {int}', function (this: BaccaratWorld, participant: string, amount: number) {
  const s = this.settlements().filter((x) => x.participant === participant);
  assert.ok(s.length > 0, `${participant} has no settlement`);
  assert.deepEqual(
    { result: s.every((x) => x.result === 'lose') ? 'lose' : 'mixed', change: s.reduce((a, x) => a + x.change, 0) },
    { result: 'lose', change: -amount },
  );
});

Then('{string} gets {int} back without profit', function (this: BaccaratWorld, participant: string, amount: number) {
  const s = this.settlements().filter((x) => x.participant === participant);
  assert.deepEqual(
    s.map((x) => [x.result, x.stake, x.change]),
    [['push', amount, 0]],
  );
});

Then("{string}'s à cheval halves settle as:", function (this: BaccaratWorld, participant: string, table: DataTable) {
  // | side | stake | result | change |
  const coup = this.lastCoup;
  const settlements = this.settlements(coup);
  const got = coup.wagers
    .map((w, i) => ({ w, s: settlements[i]! }))
    .filter(({ w }) => w.participant === participant)
    .map(({ w, s }) => [w.hand!, String(w.stake), s.result, String(s.change)]);
  assert.deepEqual(got, table.rows());
});

Then(
  '{string} sees the {word} hand as {string}',
  async function (this: BaccaratWorld, viewer: string, hand: string, cards: string) {
    const seen = (await this.view(viewer)).hands[hand]!.cards;
    const expected = cards.split(/\s+/).map((c) => (c === '??' ? null : parseCards(c)[0]));
    assert.deepEqual(seen, expected);
  },
);

Then(
  '{string} sees the {word} total as {int}',
  async function (this: BaccaratWorld, viewer: string, hand: string, total: number) {
    assert.equal((await this.view(viewer)).hands[hand]!.total, total);
  },
);

Then('{string} cannot see the {word} total', async function (this: BaccaratWorld, viewer: string, hand: string) {
  assert.equal((await this.view(viewer)).hands[hand]!.total, undefined);
});

Then(
  '{string} sees that {word} {word}',
  async function (this: BaccaratWorld, viewer: string, hand: string, action: string) {
    const d = (await this.view(viewer)).decisions.find((x) => x.hand === hand);
    assert.ok(d, `${viewer} sees no decision for ${hand}`);
    assert.equal(`${d.action === 'draw' ? 'drew' : 'stood'}`, action);
  },
);

Then('the bank is over because {string}', function (this: BaccaratWorld, why: string) {
  assert.equal(this.phase, 'session-over');
  const words = {
    'banker-exits': 'the banker left',
    'bank-broke': 'the bank is broke',
    'fewer-cards': 'too few cards remain',
  };
  assert.equal(words[this.bank.ended!], why);
});

Then('the coup waits for {string} to decide for {word}', function (this: BaccaratWorld, who: string, hand: string) {
  this.need('choices');
  assert.equal(this.table.turn, hand, `the coup is at "${this.table.state}"`);
  assert.equal(this.table.decider, who);
});

Then('{string} shuffled and {string} cut', function (this: BaccaratWorld, shufflers: string, cutter: string) {
  assert.deepEqual(this.bank.shuffledBy, names(shufflers), JSON.stringify(this.bank.shuffledBy));
  assert.equal(this.bank.cutBy, cutter);
});

Then('the coup is at {string}', function (this: BaccaratWorld, state: string) {
  this.need('states');
  assert.equal(this.table.state, state);
});

When(
  'the right side bets {int} and the left side bets {int}',
  async function (this: BaccaratWorld, right: number, left: number) {
    await this.sideBets({ right, left });
  },
);

When('nobody bets', async function (this: BaccaratWorld) {
  await this.sideBets({});
});

When('every punter stakes {int}', async function (this: BaccaratWorld, amount: number) {
  await this.everyPunterStakes(amount);
});

When(
  '{string} bets {int} on {word}',
  async function (this: BaccaratWorld, participant: string, amount: number, bet: string) {
    await this.send({ type: 'BET', participant, bet, amount });
  },
);

Given('a bank of {int} put up by {string}', async function (this: BaccaratWorld, fund: number, banker: string) {
  await this.must({ type: 'BID', participant: banker, fund });
});

When('{string} puts up a bank of {int}', async function (this: BaccaratWorld, banker: string, fund: number) {
  await this.send({ type: 'BID', participant: banker, fund });
});

When('{string} calls avec la table', async function (this: BaccaratWorld, participant: string) {
  await this.send({ type: 'BANCO', participant, half: true });
});

When('the banker passes the bank', async function (this: BaccaratWorld) {
  await this.send({ type: 'PASS_BANK' });
});

Then('{string} holds the bank', function (this: BaccaratWorld, banker: string) {
  assert.equal(this.bank.banker, banker);
});

Then('the house takes {int}', function (this: BaccaratWorld, amount: number) {
  this.need('payouts');
  assert.equal(this.lastCoup.house ?? 0, amount);
});

Given('{string} shuffles last and {string} cuts', async function (this: BaccaratWorld, banker: string, cutter: string) {
  await this.must({ type: 'SHUFFLE', by: banker });
  await this.must({ type: 'CUT', by: cutter });
});

When(
  /^"([^"]+)" bets (\d+) on (?:his|her) hand$/,
  async function (this: BaccaratWorld, participant: string, amount: string) {
    await this.send({ type: 'BET', participant, bet: this.ordinaryBet, amount: Number(amount) });
  },
);

// A whole table staking at once (RD-01: any number of punters), each in his turn (RD-03).
When('every punter bets {int} on his hand', async function (this: BaccaratWorld, amount: number) {
  for (const participant of this.bank.order)
    await this.must({ type: 'BET', participant, bet: this.ordinaryBet, amount });
});

Then('{int} cards lie under the pack', function (this: BaccaratWorld, n: number) {
  assert.equal(this.shoeState.underThePack, n);
});

Then('the shoe has been shuffled {int} times', function (this: BaccaratWorld, n: number) {
  assert.equal(this.shoeState.shuffles, n);
});

Then('{string} plays {word}', function (this: BaccaratWorld, participant: string, hand: string) {
  assert.deepEqual(this.bank.sides[hand], [participant]);
});

When('the deal is confirmed', async function (this: BaccaratWorld) {
  await this.send({ type: 'CONFIRM_DEAL' });
});

When('a misdeal gives {word} an extra card', async function (this: BaccaratWorld, hand: string) {
  await this.send({ type: 'MISDEAL', hand });
});

When('{string} keeps two and discards {string}', async function (this: BaccaratWorld, by: string, card: string) {
  await this.send({ type: 'KEEP', by, discard: parseCards(card)[0]! });
});

When('{string} declines the cards', async function (this: BaccaratWorld, participant: string) {
  await this.send({ type: 'DECLINE_CARDS', participant });
});

When('{string} withdraws his stakes', async function (this: BaccaratWorld, participant: string) {
  await this.send({ type: 'WITHDRAW', participant });
});

When('{string} shows his natural', async function (this: BaccaratWorld, by: string) {
  await this.send({ type: 'SHOW_NATURAL', by });
});

When('{string} keeps his natural quiet', async function (this: BaccaratWorld, by: string) {
  await this.send({ type: 'KEEP_QUIET', by });
});

Then(
  '{string} pays {string} a penalty of {int}',
  function (this: BaccaratWorld, holder: string, to: string, amount: number) {
    this.need('payouts');
    const p = (this.lastCoup.penalties ?? []).filter((x) => x.holder === holder && x.to === to);
    assert.deepEqual(
      p.map((x) => x.amount),
      [amount],
      JSON.stringify(this.lastCoup.penalties),
    );
  },
);

Then('nobody pays a penalty', function (this: BaccaratWorld) {
  this.need('payouts');
  assert.deepEqual(this.lastCoup.penalties ?? [], []);
});

Then('the house took a cagnotte of {int}', function (this: BaccaratWorld, amount: number) {
  assert.equal(this.bank.cagnotte, amount);
});
