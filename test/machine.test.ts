import { describe, expect, it } from 'vitest';
import { parseCards } from '../src/cards/card.js';
import { loadProfile } from '../src/loader/bundled.js';
import { loadProfileFile } from '../src/loader/load.js';
import { buildMachine } from '../src/machines/build.js';
import { Game } from '../src/machines/game.js';

const pb = loadProfile('punto-banco');
const choice = loadProfileFile('fixtures/profiles/punto-choice-on-five.yaml');
const stacked = (cards: string) => ({ kind: 'stacked' as const, shuffles: [parseCards(cards)] });

describe('the built chart', () => {
  it('has one state per card of the deal and one per draw turn, from the profile', () => {
    const m = buildMachine(pb);
    expect(Object.keys(m.root.states)).toEqual([
      'taking bets',
      'dealing',
      'natural check',
      'turn of punto',
      'turn of banco',
      'showdown',
      'coup over',
      'session over',
      'out of cards',
    ]);
    expect(Object.keys(m.root.states.dealing!.states)).toEqual([
      'card 1 to punto',
      'card 2 to banco',
      'card 3 to punto',
      'card 4 to banco',
    ]);
  });

  it('names every guard it uses as the rules say them, and supplies each one', () => {
    const m = buildMachine(pb);
    const used = new Set<string>();
    const walk = (node: (typeof m)['root']) => {
      for (const t of [...node.transitions.values()].flat().concat(node.always ?? [])) {
        const g = t.guard as { type?: string } | string | undefined;
        if (g) used.add(typeof g === 'string' ? g : g.type!);
      }
      Object.values(node.states).forEach(walk);
    };
    walk(m.root);
    expect([...used].sort()).toEqual([
      'a card is due but the shoe is empty',
      'a hand has a natural',
      'every participant has bet',
      'the bet is allowed',
      'the last coup is played',
      'the shoe is empty',
      'the table says draw',
      'the table says stand',
    ]);
    for (const g of used) expect(m.implementations.guards).toHaveProperty([g]);
  });
});

describe('a choice left to a participant', () => {
  const start = () => {
    const g = new Game(choice, { participants: ['Ann', 'Boris', 'Vera'], shoe: stacked('3C 7S 2H KD 2H 3D') });
    g.send({ type: 'BET', participant: 'Boris', bet: 'punto' });
    g.send({ type: 'BET', participant: 'Vera', bet: 'banco' });
    g.send({ type: 'DEAL' });
    return g;
  };

  it('waits at the turn until the largest stake on the hand decides', () => {
    const g = start();
    expect(g.state).toBe('turn of punto');
    expect(g.send({ type: 'DRAW', by: 'Vera' })).toEqual({
      accepted: false,
      reason: 'Boris, not Vera, decides for punto (the largest stake on punto)',
      rule: 'PB-01.1',
      failed: 'role',
      what: 'the decider',
    });
    expect(g.state).toBe('turn of punto');
    expect(g.send({ type: 'STAND', by: 'Boris' })).toEqual({ accepted: true });
    const coup = g.context.coup;
    expect(coup.decisions[0]).toEqual({ hand: 'punto', action: 'stand', forced: false, by: 'Boris', total: 5 });
    expect(coup.hands.punto!.cards).toEqual(['3C', '2H']);
    // Banco 7 stands whatever Punto did: the coup is over, 7 beats 5.
    expect(coup.outcome).toBe('banco');
  });

  it("records a chosen draw as a person's decision, not the rules'", () => {
    const g = start();
    expect(g.send({ type: 'DRAW', by: 'Boris' })).toEqual({ accepted: true });
    expect(g.context.coup.decisions[0]).toEqual({
      hand: 'punto',
      action: 'draw',
      forced: false,
      by: 'Boris',
      total: 5,
      card: '2H',
    });
    expect(g.context.log.find((l) => l.text.startsWith('Boris draws'))?.automatic).toBe(false);
  });
});

describe('refusals', () => {
  it('refuse a draw request in Punto Banco and change nothing', () => {
    const g = new Game(pb, { participants: ['Ann', 'Boris'], shoe: stacked('4H 2S 9C AD 8D') });
    const before = JSON.stringify(g.snapshot.context);
    expect(g.send({ type: 'DRAW', by: 'Ann' })).toEqual({
      accepted: false,
      reason: "Punto Banco leaves no draw to anyone's choice: the draw table decides every third card",
    });
    expect(JSON.stringify(g.snapshot.context)).toBe(before);
  });

  it("refuse a prediction of another sum than the table's 20 points (PB-02.4) and change nothing", () => {
    const g = new Game(pb, { participants: ['Ann', 'Boris'], shoe: stacked('4H 2S 9C AD 8D') });
    const before = JSON.stringify(g.snapshot.context);
    expect(g.send({ type: 'BET', participant: 'Boris', bet: 'banco', amount: 5 })).toEqual({
      accepted: false,
      reason: 'every bet of Punto Banco is worth 20 points: a bet of 5 is not taken',
      rule: 'PB-02.4',
      failed: 'condition',
      what: 'the bet is allowed',
    });
    expect(JSON.stringify(g.snapshot.context)).toBe(before);
    expect(g.send({ type: 'BET', participant: 'Boris', bet: 'banco', amount: 20 })).toEqual({ accepted: true });
    expect(g.context.coup.wagers).toEqual([{ participant: 'Boris', bet: 'banco', stake: 20 }]);
  });

  it('end a coup whose stacked shoe runs dry in "out of cards", with no result', () => {
    const g = new Game(pb, { participants: [], singleCoup: true, shoe: stacked('4H 2S 9C AD') });
    g.send({ type: 'DEAL' });
    expect(g.state).toBe('out of cards');
    expect(g.context.coup.outcome).toBeUndefined();
    expect(g.send({ type: 'DEAL' })).toEqual({
      accepted: false,
      reason: 'the shoe ran out of cards: this session has no more coups',
    });
  });

  it('refuse a session with a participant named twice', () => {
    expect(() => new Game(pb, { participants: ['Ann', 'Ann'], shoe: { kind: 'seeded', seed: 1 } })).toThrow(
      'participant "Ann" is named twice',
    );
  });
});

describe("the banker's own bank (RC-17, BB-03.6)", () => {
  // The moves that open a coup's bets at any bank's table; each table refuses those it does not take.
  const toTheBets = [
    { type: 'BID', participant: 'Anna', fund: 40 },
    { type: 'CLOSE_AUCTION' },
    { type: 'SHUFFLE', by: 'Anna' },
    { type: 'CUT', by: 'Boris' },
    { type: 'CLOSE_BANCO' },
  ] as const;

  // The refusal names the rule of the procedure's cell and what of it failed: the role.
  it.each([
    ['baccarat-banque', 'side, cheval', 'BB-03.2'],
    ['baccarat-club', 'side, cheval', 'RC-06'],
    ['baccarat-domestic', 'stake', 'RD-03'],
    ['baccarat-modern', 'side, cheval', 'BB-03.2'],
    ['chemin-de-fer', 'stake', 'CF-05'],
  ])('%s: the banker stakes on none of its bets (%s) in the bets, and nothing changes', (id, bets, rule) => {
    const g = new Game(loadProfile(id), {
      participants: ['Anna', 'Boris', 'Vera', 'Gleb'],
      shoe: { kind: 'seeded', seed: 1 },
    });
    for (const event of toTheBets) g.send(event);
    expect([g.state, g.context.bank?.banker]).toEqual(['taking bets', 'Anna']);
    const before = JSON.stringify(g.snapshot.context);
    const chosen = g.profile.bets.filter((b) => b.stake === 'chosen').map((b) => b.id);
    expect(chosen.join(', ')).toBe(bets);
    for (const bet of chosen) {
      expect(g.send({ type: 'BET', participant: 'Anna', bet, amount: 10 })).toEqual({
        accepted: false,
        reason: 'the banker cannot stake against his own bank',
        rule,
        failed: 'role',
        what: 'the player in turn',
      });
    }
    expect(JSON.stringify(g.snapshot.context)).toBe(before);
  });
});
