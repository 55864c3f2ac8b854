#!/usr/bin/env node
/**
 * A reference adapter: the npm package baccarat-engine (1.1.5) under the baccarat-spec conformance
 * kit, speaking the adapter protocol (docs/adapter-protocol.md) on stdin/stdout, one JSON message a
 * line. Run it with
 *
 *   baccarat conform --engine "node examples/adapters/baccarat-engine/adapter.mjs"
 *
 * What the engine does, read from its source: BaccaratGameEngine.dealGame() deals one Punto Banco
 * coup (player, banker, player, banker, then third cards by the tableau) from its Shoe, and
 * BaccaratResultsEngine values hands and names the outcome. It has no bets, payouts, sessions,
 * participants or choices, so this adapter offers the variant punto-banco and no feature: only the
 * scenarios of a coup dealt from a stacked shoe apply.
 *
 * How the stacked shoe is fed: the engine has no API for a given card order, but its Shoe keeps the
 * cards in a public array, `shoe.cards`, and draw() pops its last element (refilling with 8 fresh
 * shuffled decks when it is empty). The adapter puts the scenario's cards there in reverse order,
 * so that the first card of the stack is drawn first; a coup that needs more cards than the stack
 * holds would draw from a fresh shoe, so the adapter refuses the deal instead.
 *
 * Everything the kit checks is read from the engine: the cards in each hand and their order (its
 * Hand), totals (calculateHandValue), the outcome (calculateOutcome). What the engine does not
 * report as such is read from what it did, with its own valuation: a natural is a two-card total
 * above 7 (the engine's own test in dealGame), a hand drew if it holds a third card, and every
 * decision is forced by the rules (the engine asks nobody).
 */
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

const require = createRequire(import.meta.url);
const { BaccaratGameEngine, BaccaratResultsEngine, Card } = require('baccarat-engine');
const { version } = require('baccarat-engine/package.json');

const PROTOCOL = 'baccarat-adapter/2';
const HANDS = { player: 'punto', banker: 'banco' };
const OUTCOMES = { player: 'punto', banker: 'banco', tie: 'tie' };
const RANKS = { A: 'A', T: '10', J: 'J', Q: 'Q', K: 'K' };
const SUITS = { S: 'spade', H: 'heart', D: 'diamond', C: 'club' };
const RANK_BACK = { 10: 'T' };
const SUIT_BACK = { spade: 'S', heart: 'H', diamond: 'D', club: 'C' };

/** "4H" -> the engine's Card('heart', '4'); and back. */
const toEngine = (code) => new Card(SUITS[code[1]], RANKS[code[0]] ?? code[0]);
const fromEngine = (card) => `${RANK_BACK[card.value] ?? card.value}${SUIT_BACK[card.suit]}`;

const results = new BaccaratResultsEngine();
const total = (cards) => results.calculateHandValue(cards);

let scenario; // { stack, coup, status }

const emptyCoup = () => ({
  number: 1,
  wagers: [],
  cards: [],
  decisions: [],
  naturals: [],
  hands: { punto: { cards: [], total: 0 }, banco: { cards: [], total: 0 } },
  settlements: [],
  scores: {},
});
const state = () => ({
  status: scenario.status,
  phase: scenario.status === 'done' ? 'session-over' : 'betting',
  coup: scenario.coup,
});

function start(message) {
  if (message.profile !== 'punto-banco')
    return { type: 'error', message: `baccarat-engine plays punto-banco, not ${message.profile}` };
  if (!message.singleCoup || message.participants.length > 0)
    return {
      type: 'verdict',
      accepted: false,
      reason: 'baccarat-engine deals single coups only: it has no participants',
    };
  if (message.shoe.kind !== 'stacked')
    return {
      type: 'verdict',
      accepted: false,
      reason: 'baccarat-engine shuffles with Math.random: a seeded shoe cannot be reproduced',
    };
  scenario = { stack: message.shoe.shuffles[0], coup: emptyCoup(), status: 'active' };
  return { type: 'verdict', accepted: true, state: state() };
}

function deal() {
  if (scenario.status === 'done')
    return { type: 'verdict', accepted: false, reason: 'the coup has been dealt', state: state() };
  const engine = new BaccaratGameEngine();
  engine.shoe.cards = [...scenario.stack].reverse().map(toEngine);
  const hand = engine.dealGame();
  const used = hand.playerCards.length + hand.bankerCards.length;
  if (used > scenario.stack.length)
    return {
      type: 'verdict',
      accepted: false,
      reason: `the coup needs ${used} cards and the stacked shoe holds ${scenario.stack.length}`,
      state: state(),
    };

  // The order the engine drew in: player, banker, player, banker, then the player's third card, then the banker's.
  const order = [
    ['player', 0],
    ['banker', 0],
    ['player', 1],
    ['banker', 1],
    ...(hand.playerCards[2] ? [['player', 2]] : []),
    ...(hand.bankerCards[2] ? [['banker', 2]] : []),
  ];
  const held = { player: [], banker: [] };
  const cards = order.map(([who, i]) => {
    const card = (who === 'player' ? hand.playerCards : hand.bankerCards)[i];
    held[who].push(card);
    return {
      hand: HANDS[who],
      card: fromEngine(card),
      phase: i < 2 ? 'deal' : 'draw',
      faceUp: true,
      totals: { punto: total(held.player), banco: total(held.banker) },
    };
  });
  const two = { player: total(hand.playerCards.slice(0, 2)), banker: total(hand.bankerCards.slice(0, 2)) };
  const naturals = ['player', 'banker'].filter((who) => two[who] > 7).map((who) => HANDS[who]);
  const decisions = [];
  if (naturals.length === 0) {
    for (const who of ['player', 'banker']) {
      const cardsOf = who === 'player' ? hand.playerCards : hand.bankerCards;
      const third = cardsOf[2];
      decisions.push({
        hand: HANDS[who],
        action: third ? 'draw' : 'stand',
        forced: true,
        by: 'rules',
        total: two[who],
        ...(third ? { card: fromEngine(third) } : {}),
      });
    }
  }
  scenario.coup = {
    ...emptyCoup(),
    cards,
    decisions,
    naturals,
    hands: {
      punto: { cards: hand.playerCards.map(fromEngine), total: total(hand.playerCards) },
      banco: { cards: hand.bankerCards.map(fromEngine), total: total(hand.bankerCards) },
    },
    outcome: OUTCOMES[results.calculateOutcome(hand)],
  };
  scenario.status = 'done';
  return { type: 'verdict', accepted: true, state: state() };
}

function answer(message) {
  switch (message.type) {
    case 'hello':
      return {
        type: 'capabilities',
        protocol: PROTOCOL,
        engine: { name: 'baccarat-engine', version },
        variants: ['punto-banco'],
        features: [],
      };
    case 'start':
      return start(message);
    case 'move':
      if (!scenario) return { type: 'error', message: 'no scenario started' };
      if (message.move.type === 'DEAL') return deal();
      return {
        type: 'verdict',
        accepted: false,
        reason: `baccarat-engine has no ${message.move.type} move: it deals a coup and nothing else`,
        state: state(),
      };
    case 'sync':
      // The end of a scenario: this loop answers each request before reading the next, so all is answered.
      return { type: 'synced' };
    default:
      return { type: 'error', message: `baccarat-engine's adapter does not answer "${message.type}"` };
  }
}

for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (line.trim() === '') continue;
  let request;
  let reply;
  try {
    request = JSON.parse(line);
    reply = answer(request);
  } catch (e) {
    reply = { type: 'error', message: String(e?.message ?? e).split('\n')[0] };
  }
  // Every answer echoes its request's id (baccarat-adapter/2): null where the request was not JSON.
  const { type, ...body } = reply;
  process.stdout.write(`${JSON.stringify({ type, id: request?.id ?? null, ...body })}\n`);
}
