/**
 * A bet whose house edge is negative, where the house pays it, is warned of by `odds` and `par`
 * (standard error, one line a bet) and marked in their --json (src/odds/favourable.ts); a stake
 * settled against a banker player is not (each-against-banker: he, not the house, pays it).
 * test/fixtures/profiles/favourable-banco.yaml leaves Banco's 5 % commission out: Banco wins
 * 45.8597 % of coups and Punto 44.6247 % (8 decks), so it pays the player 1.2351 % of his stake.
 */
import { describe, expect, it } from 'vitest';
import { loadProfile } from '../src/loader/bundled.js';
import { favoursThePlayer } from '../src/odds/favourable.js';
import { baccarat } from './support/cli.js';

const FAVOURABLE = 'test/fixtures/profiles/favourable-banco.yaml';
const WARNING =
  "warning: Banco without commission [banco] favours the player: house edge −1.2351 % (the player's expected net is +0.012351 a unit staked, and the house pays it)\n";

describe('a bet that favours the player', () => {
  it('odds warns of it on standard error, one line, and marks it in --json', async () => {
    const text = await baccarat(['odds', FAVOURABLE]);
    expect([text.code, text.err]).toEqual([0, WARNING]);
    const json = await baccarat(['odds', FAVOURABLE, '--json']);
    expect([json.code, json.err]).toEqual([0, WARNING]);
    const bets = JSON.parse(json.out).bets;
    expect(bets.banco.favoursThePlayer).toBe(true);
    expect(bets.punto.favoursThePlayer).toBeUndefined();
  });

  it('par warns of it, of the bets it sheets, and marks it in --json', async () => {
    const r = await baccarat(['par', FAVOURABLE, '--by-decks', '8', '--json', '--shoes', '0', '--count-shoes', '0']);
    expect([r.code, r.err]).toEqual([0, WARNING]);
    const bets = JSON.parse(r.out).bets;
    expect(bets.map((b: { id: string; favoursThePlayer?: boolean }) => [b.id, b.favoursThePlayer])).toEqual([
      ['punto', undefined],
      ['banco', true],
      ['tie', undefined],
    ]);
    const tie = await baccarat(['par', FAVOURABLE, '--bet', 'tie', '--by-decks', '8']);
    expect([tie.code, tie.err]).toEqual([0, '']);
  });

  it('is not a stake a banker player settles: Chemin de Fer whose bank pays 11:10 (−3.0829 %)', async () => {
    const argv = ['test/fixtures/profiles/generous-bank.yaml', '--policy', 'test/fixtures/policies/generous-bank.yaml'];
    const odds = await baccarat(['odds', ...argv, '--json']);
    expect([odds.code, odds.err]).toEqual([0, '']);
    const stake = JSON.parse(odds.out).bets.stake;
    expect([(100 * stake.houseEdge).toFixed(4), stake.favoursThePlayer]).toEqual(['-3.0829', undefined]);
    // Its own 6 decks alone: one count.
    const par = await baccarat(['par', ...argv, '--by-decks', '6']);
    expect([par.code, par.err]).toEqual([0, '']);
  });

  it("nor club baccarat's stakes beside a tableau's holder (−0.13 %: RC-15 has him repay them)", () => {
    // Counted in test/deep/favourable.deep.ts (seconds): the edge alone decides it here.
    expect(favoursThePlayer(loadProfile('baccarat-club'), -0.001256)).toBe(false);
    expect(favoursThePlayer(loadProfile('punto-banco'), -0.001256)).toBe(true);
    expect(favoursThePlayer(loadProfile('punto-banco'), 0)).toBe(false);
  });

  it('validate counts nothing, and says nothing of it', async () => {
    const r = await baccarat(['validate', FAVOURABLE]);
    expect([r.code, r.err]).toEqual([0, '']);
  });
});
