/**
 * Шаги на русском: пример из раздела 08 документа 000 словами документа. Each step is one line
 * into the same World as the English steps.
 */
import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { BaccaratWorld } from './world.js';

const cards = (plus: string) => plus.split('+').join(' ');

Given('профиль {string}', function (this: BaccaratWorld, id: string) {
  return this.useProfile(id);
});

Given('за столом против часовой стрелки сидят {string}', function (this: BaccaratWorld, list: string) {
  this.seat(list);
});

Given('сверху башмака лежат {string}', function (this: BaccaratWorld, shoe: string) {
  this.stack(shoe);
});

Given('банк держит {string}, фонд банка {int}', async function (this: BaccaratWorld, banker: string, fund: number) {
  await this.openBank(banker, fund);
});

When('справа ставка {int}, слева {int}', async function (this: BaccaratWorld, right: number, left: number) {
  await this.sideBets({ right, left });
});

Then('всего {int}, покрытие достаточно', function (this: BaccaratWorld, total: number) {
  this.assertCovered(total);
});

When('банкир сдаёт', async function (this: BaccaratWorld) {
  await this.must({ type: 'DEAL' });
});

Then(
  /^справа (\S+)=(\d+), слева (\S+)=(\d+), банк (\S+)=(\d+)$/,
  function (this: BaccaratWorld, r: string, rt: string, l: string, lt: string, b: string, bt: string) {
    this.assertDealt('right', cards(r), Number(rt));
    this.assertDealt('left', cards(l), Number(lt));
    this.assertDealt('banker', cards(b), Number(bt));
  },
);

Then('натуральных нет', function (this: BaccaratWorld) {
  assert.deepEqual(this.lastCoup.naturals, []);
});

Then(
  /^справа добирают (\S+) и получают (\d+), слева (\S+) и получают (\d+)$/,
  function (this: BaccaratWorld, r: string, rt: string, l: string, lt: string) {
    this.assertDrew('right', r, Number(rt));
    this.assertDrew('left', l, Number(lt));
  },
);

When('банкир выбирает стоять на {int}', async function (this: BaccaratWorld, total: number) {
  await this.bankerDecides('stand', total);
});

Then(
  'справа выигрыш {int}, слева возврат {int} без прибыли',
  function (this: BaccaratWorld, win: number, back: number) {
    this.assertSideSettled('right', 'win', win);
    this.assertSideSettled('left', 'push', 0);
    this.need('payouts');
    assert.equal(this.lastCoup.wagers.find((w) => w.hand === 'left')!.stake, back);
  },
);

Then('фонд банка уменьшается до {int}', function (this: BaccaratWorld, fund: number) {
  assert.equal(this.bank.fund, fund);
});
