import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function baccarat(args: string[], input?: string) {
  const r = spawnSync(process.execPath, ['bin/baccarat.js', ...args], { encoding: 'utf8', input });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('baccarat play', () => {
  it('plays the worked example of 001 as JSON', () => {
    const r = baccarat(['play', 'punto-banco', '--cards', '4H 2S 9C AD 8D', '--json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      hands: { punto: { cards: ['4H', '9C', '8D'], total: 1 }, banco: { cards: ['2S', 'AD'], total: 3 } },
      winner: 'banco',
      natural: false,
      cardsUsed: 5,
    });
  });

  it('reads suit symbols and 10, and reports a natural', () => {
    const r = baccarat(['play', 'punto-banco', '--cards', '10♠ 4♣ 9♥ 5♦ 2♣', '--json']);
    expect(JSON.parse(r.out)).toMatchObject({
      hands: { punto: { cards: ['TS', '9H'], total: 9 }, banco: { cards: ['4C', '5D'], total: 9 } },
      winner: 'tie',
      natural: true,
      cardsUsed: 4,
    });
  });

  it('prints a readable trace without --json', () => {
    const r = baccarat(['play', 'punto-banco', '--cards', '4H 2S 9C AD 8D']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('punto     3: draws 8♦ (the table)');
    expect(r.out).toContain('banco     3: stands (the table)');
    expect(r.out).toContain('result    Banco wins 3 to 1');
  });

  it('plays one coup per line with --batch', () => {
    const r = baccarat(['play', 'punto-banco', '--batch'], '4H 2S 9C AD 8D\n\n8H 8S KD KC\n');
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n').map((l) => JSON.parse(l) as { winner: string });
    expect(lines.map((l) => l.winner)).toEqual(['banco', 'tie']);
  });

  it.each([
    [['4H 2S 9C AD'], 'too few cards: the 4 given run out before the coup is finished (punto must draw on 3 and there is no card left)'],
    [['4H 2S 9X AD 8D'], '"9X" is not a card'],
    [['9C 9C 9C 9C 9C 9C 9C 9C 9C'], '9C appears 9 times, but a shoe of 8 decks holds only 8'],
  ])('refuses %j with a message, a non-zero exit and nothing on stdout', ([cards], message) => {
    const r = baccarat(['play', 'punto-banco', '--cards', cards!, '--json']);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain(message);
  });

  it('gives no partial answer in --batch when one line is bad', () => {
    const r = baccarat(['play', 'punto-banco', '--batch'], '4H 2S 9C AD 8D\n8H 8S KD\n');
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain('line 2: too few cards');
  });

  it('refuses a --decide the table forbids', () => {
    const r = baccarat(['play', 'punto-banco', '--cards', '4H 2S 9C AD 8D', '--decide', 'punto=stand']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('--decide punto=stand is not allowed: punto on 3 must draw');
  });

  it('names the bundled profiles when the profile is unknown', () => {
    const r = baccarat(['play', 'no-such-variant', '--cards', '4H']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/unknown profile "no-such-variant": neither a bundled profile \(.*punto-banco.*\) nor a file/);
  });

  it('asks for a decision where a profile leaves a choice', () => {
    const base = ['play', 'fixtures/profiles/punto-choice-on-five.yaml', '--cards', '3C 7S 2H KD 2H 3D'];
    const missing = baccarat(base);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('punto on 5 is a choice for the largest-stake: say --decide punto=draw or --decide punto=stand');
    const decided = baccarat([...base, '--decide', 'punto=draw', '--json']);
    expect(decided.code).toBe(0);
    expect(JSON.parse(decided.out)).toMatchObject({ hands: { punto: { cards: ['3C', '2H', '2H'], total: 7 } }, winner: 'tie' });
  });
});

describe('baccarat validate', () => {
  it('accepts the bundled profile', () => {
    const r = baccarat(['validate', 'specs/profiles/punto-banco.yaml']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('valid (punto-banco: Punto Banco)');
  });

  it('prints every problem as file:line:col  pointer  message and exits 1', () => {
    const r = baccarat(['validate', 'specs/profiles/punto-banco.yaml', 'fixtures/invalid/missing-id.yaml']);
    expect(r.code).toBe(1);
    expect(r.err).toBe('fixtures/invalid/missing-id.yaml:4:1  /  missing required key "id"\n');
  });

  it('says a missing file cannot be read', () => {
    const r = baccarat(['validate', 'no/such.yaml']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^no\/such\.yaml:1:1 {2}\/ {2}cannot read the file/);
  });
});

describe('the command line', () => {
  it('rejects an unknown command with the usage', () => {
    const r = baccarat(['shuffle']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown command "shuffle"');
    expect(r.err).toContain('baccarat play <profile>');
  });
});
