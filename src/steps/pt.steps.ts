/**
 * Passos em português: o exemplo da secção 08 do documento 003 nas palavras do documento. Each
 * step is one line into the same World as the English steps.
 */
import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { BaccaratWorld } from './world.js';

const cards = (plus: string) => plus.split('+').join(' ');

Given('o perfil {string}', function (this: BaccaratWorld, id: string) {
  return this.useProfile(id);
});

Given('à mesa, no sentido anti-horário, sentam-se {string}', function (this: BaccaratWorld, list: string) {
  this.seat(list);
});

Given('o baralho começa por {string}', function (this: BaccaratWorld, shoe: string) {
  this.stack(shoe);
});

Given('o banco é de {string}, fundo {int}', async function (this: BaccaratWorld, banker: string, fund: number) {
  await this.openBank(banker, fund);
});

When('direita aposta {int}, esquerda {int}', async function (this: BaccaratWorld, right: number, left: number) {
  await this.sideBets({ right, left });
});

Then('total {int} coberto', function (this: BaccaratWorld, total: number) {
  this.assertCovered(total);
});

When('o banqueiro dá as cartas', async function (this: BaccaratWorld) {
  await this.must({ type: 'DEAL' });
});

Then(
  /^direita (\S+)=(\d+), esquerda (\S+)=(\d+), banco (\S+)=(\d+)$/,
  function (this: BaccaratWorld, r: string, rt: string, l: string, lt: string, b: string, bt: string) {
    this.assertDealt('right', cards(r), Number(rt));
    this.assertDealt('left', cards(l), Number(lt));
    this.assertDealt('banker', cards(b), Number(bt));
  },
);

Then('sem naturais', function (this: BaccaratWorld) {
  assert.deepEqual(this.lastCoup.naturals, []);
});

Then(
  /^direita compra (\S+), chega a (\d+); esquerda (\S+), chega a (\d+)$/,
  function (this: BaccaratWorld, r: string, rt: string, l: string, lt: string) {
    this.assertDrew('right', r, Number(rt));
    this.assertDrew('left', l, Number(lt));
  },
);

When('o banqueiro escolhe ficar em {int}', async function (this: BaccaratWorld, total: number) {
  await this.bankerDecides('stand', total);
});

Then(
  'direita lucra {int}, esquerda recupera {int} sem lucro',
  function (this: BaccaratWorld, win: number, back: number) {
    this.assertSideSettled('right', 'win', win);
    this.assertSideSettled('left', 'push', 0);
    this.need('payouts');
    assert.equal(this.lastCoup.wagers.find((w) => w.hand === 'left')!.stake, back);
  },
);

Then('fundo cai a {int}', function (this: BaccaratWorld, fund: number) {
  assert.equal(this.bank.fund, fund);
});
