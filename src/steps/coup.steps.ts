/** Steps about one coup: the deal, the hands, naturals, third cards and the outcome. */
import assert from 'node:assert/strict';
import { type DataTable, Then, When } from '@cucumber/cucumber';
import { parseCards } from '../cards/card.js';
import { type BaccaratWorld, names } from './world.js';

When('a coup is dealt from {string}', async function (this: BaccaratWorld, cards: string) {
  await this.dealCoup(cards);
});

Then('the cards went only to {string}', function (this: BaccaratWorld, list: string) {
  assert.deepEqual([...new Set(this.lastCoup.cards.map((c) => c.hand))].sort(), names(list).sort());
  assert.deepEqual(Object.keys(this.lastCoup.hands).sort(), names(list).sort());
});

Then('{word} holds {string}', function (this: BaccaratWorld, hand: string, cards: string) {
  assert.deepEqual(this.handCards(hand), parseCards(cards));
});

Then('{word} holds {int} cards', function (this: BaccaratWorld, hand: string, n: number) {
  assert.equal(this.handCards(hand).length, n);
});

Then('the {word} total is {int}', function (this: BaccaratWorld, hand: string, total: number) {
  assert.equal(this.lastCoup.hands[hand]?.total, total);
});

Then('the {word} total after the deal is {int}', function (this: BaccaratWorld, hand: string, total: number) {
  const dealt = this.lastCoup.cards.filter((c) => c.phase === 'deal');
  assert.ok(dealt.length > 0, 'nothing was dealt');
  assert.equal(dealt.at(-1)!.totals[hand], total);
});

Then('the cards were dealt in this order:', function (this: BaccaratWorld, table: DataTable) {
  // | card | hand | face |
  const got = this.lastCoup.cards.map((c) => [c.card, c.hand, c.faceUp ? 'up' : 'down']);
  assert.deepEqual(
    got,
    table.rows().map(([card, hand, face]) => [parseCards(card!)[0], hand, face]),
  );
});

Then('{word} wins', function (this: BaccaratWorld, outcome: string) {
  assert.equal(this.lastCoup.outcome, outcome);
});

Then('the coup is a tie', function (this: BaccaratWorld) {
  assert.equal(this.lastCoup.outcome, this.currentProfile.result.equal);
});

Then('{word} has a natural', function (this: BaccaratWorld, hand: string) {
  assert.ok(this.lastCoup.naturals.includes(hand), `naturals: ${this.lastCoup.naturals.join(', ') || 'none'}`);
});

Then('no hand draws', function (this: BaccaratWorld) {
  assert.deepEqual(this.lastCoup.decisions, []);
  for (const [id, h] of Object.entries(this.lastCoup.hands)) assert.equal(h.cards.length, 2, id);
});

Then('no hand has a natural', function (this: BaccaratWorld) {
  assert.deepEqual(this.lastCoup.naturals, []);
});

Then('{word} must {word} on {int}', function (this: BaccaratWorld, hand: string, action: string, total: number) {
  const d = this.lastCoup.decisions.find((x) => x.hand === hand);
  assert.ok(d, `${hand} made no decision`);
  assert.deepEqual(
    { action: d.action, total: d.total, forced: d.forced, by: d.by },
    { action, total, forced: true, by: 'rules' },
  );
});

Then('{word} draws {string}', function (this: BaccaratWorld, hand: string, card: string) {
  const d = this.lastCoup.decisions.find((x) => x.hand === hand);
  assert.ok(d, `${hand} made no decision`);
  assert.equal(d.action, 'draw');
  assert.equal(d.card, parseCards(card)[0]);
});

Then('the decisions are:', function (this: BaccaratWorld, table: DataTable) {
  // | hand | action | on | forced |
  const got = this.lastCoup.decisions.map((d) => [d.hand, d.action, String(d.total), d.forced ? 'yes' : 'no']);
  assert.deepEqual(got, table.rows());
});

Then('{int} cards were used', function (this: BaccaratWorld, n: number) {
  assert.equal(this.lastCoup.cards.length, n);
});
