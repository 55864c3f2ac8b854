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
    expect(missing.err).toContain('punto on 5 is a choice for the largest stake on punto: say --decide punto=draw or --decide punto=stand');
    const decided = baccarat([...base, '--decide', 'punto=draw', '--json']);
    expect(decided.code).toBe(0);
    expect(JSON.parse(decided.out)).toMatchObject({ hands: { punto: { cards: ['3C', '2H', '2H'], total: 7 } }, winner: 'tie' });
  });
});

describe('baccarat play on a bank\'s table', () => {
  const example = ['play', 'baccarat-banque', '--cards', '9C 7H 2S 4C 6D 3C 4D 2H', '--fund', '10', '--bet', 'right=5', '--bet', 'left=3'];

  it('plays the worked example BB-08.1', () => {
    const r = baccarat([...example, '--decide', 'banker=stand', '--json']);
    expect(r.err).toBe('');
    expect(JSON.parse(r.out)).toMatchObject({
      hands: {
        right: { cards: ['9C', '4C', '4D'], total: 7 },
        left: { cards: ['7H', '6D', '2H'], total: 5 },
        banker: { cards: ['2S', '3C'], total: 5 },
      },
      sides: { right: { result: 'win' }, left: { result: 'push' } },
      fund: 5,
    });
  });

  it('names who must decide a choice the coup reaches without --decide', () => {
    const r = baccarat(example);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe('banker on 5 is a choice for the banker: say --decide banker=draw or --decide banker=stand\n');
  });

  it('refuses a --decide the rules forbid: standing on 3', () => {
    const r = baccarat([...example, '--decide', 'banker=stand', '--decide', 'right=stand']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('--decide right=stand is not allowed: right on 3 must draw');
  });

  it('splits an à cheval stake and asks the side\'s active player on 5', () => {
    const base = ['play', 'baccarat-banque', '--cards', '2S AS KD 3H 4H QC 7D 9C', '--fund', '10', '--bet', 'right=5', '--bet', 'cheval=4', '--decide', 'banker=stand'];
    expect(baccarat(base).err).toContain('right on 5 is a choice for right\'s active player');
    const r = baccarat([...base, '--decide', 'right=draw', '--decide', 'left=stand', '--json']);
    expect(JSON.parse(r.out)).toMatchObject({
      bets: [
        { bettor: 'right', bet: 'side', side: 'right', stake: 5 },
        { bettor: 'cheval', bet: 'cheval', side: 'right', stake: 2 },
        { bettor: 'cheval', bet: 'cheval', side: 'left', stake: 2 },
      ],
      sides: { right: { result: 'win' }, left: { result: 'win' } },
      fund: 1,
    });
  });

  it('cuts a stake to the cover and says so', () => {
    const r = baccarat(['play', 'baccarat-banque', '--cards', '9C 7H 2S 4C 6D 3C 4D 2H', '--fund', '10', '--bet', 'right=8', '--bet', 'left=3', '--decide', 'banker=stand']);
    expect(r.out).toContain('stake     left 2 on left (cut from 3 to the cover)');
  });

  it('asks for the fund, and keeps --bet to bank tables', () => {
    expect(baccarat(['play', 'baccarat-banque', '--cards', '9C 7H 2S 4C 6D 3C', '--bet', 'right=5']).err).toContain('give --fund <chips>');
    expect(baccarat(['play', 'punto-banco', '--cards', '9C 7H 2S 4C', '--bet', 'right=5']).err).toContain('--bet is for a bank\'s table');
  });
});

describe('baccarat play chemin-de-fer', () => {
  it('plays a coup with the punter\'s and the banker\'s choices', () => {
    const r = baccarat(['play', 'chemin-de-fer', '--cards', '3S 2S 2H AD 9C 2C', '--decide', 'punter=draw', '--decide', 'banker=stand', '--json']);
    expect(r.err).toBe('');
    expect(JSON.parse(r.out)).toMatchObject({
      hands: { punter: { cards: ['3S', '2H', '9C'], total: 4 }, banker: { cards: ['2S', 'AD'], total: 3 } },
      winner: 'punter',
    });
  });

  it('names the choice a coup reaches without --decide', () => {
    const r = baccarat(['play', 'chemin-de-fer', '--cards', '3S 2S 2H AD 9C 2C']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('punter on 5 is a choice for the largest stake on punter: say --decide punter=draw or --decide punter=stand');
  });

  it('refuses a --decide the banker\'s table forbids', () => {
    const r = baccarat(['play', 'chemin-de-fer', '--cards', 'AS 2S KH 2D 7H 2C', '--decide', 'banker=stand']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('--decide banker=stand is not allowed: banker on 4 must draw');
  });

  it('reports a tie as "tie"', () => {
    const r = baccarat(['play', 'chemin-de-fer', '--cards', '3S 4S 3H 2D', '--json']);
    expect(JSON.parse(r.out)).toMatchObject({ winner: 'tie', natural: false });
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
