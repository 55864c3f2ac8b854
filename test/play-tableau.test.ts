/** `baccarat play`: a stake on the other tableau (club and modern baccarat, RC-06, RM-05). */
import { describe, expect, it } from 'vitest';
import { baccarat } from './support/cli.js';

const modern = [
  'play',
  'baccarat-modern',
  '--cards',
  'A♠ 2♠ K♦ 3♥ 4♥ Q♣ 7♦ 9♣ 5♠',
  '--fund',
  '20',
  '--decide',
  'right=stand',
  '--decide',
  'left=stand',
  '--decide',
  'banker=draw',
];

describe('baccarat play --bet <tableau>=N@<punter>', () => {
  it("places the left punter's stake on the right tableau, where the largest stake holds the cards", async () => {
    const r = await baccarat([...modern, '--bet', 'right=3', '--bet', 'right=5@left', '--json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const coup = JSON.parse(r.out);
    expect(coup.bets).toEqual([
      { bettor: 'right', bet: 'side', side: 'right', stake: 3 },
      { bettor: 'left', bet: 'side', side: 'right', stake: 5 },
    ]);
    expect(
      coup.decisions
        .filter((d: { forced: boolean }) => !d.forced)
        .map((d: { hand: string; by: string }) => [d.hand, d.by]),
    ).toEqual([
      ['right', 'left'],
      ['left', 'left'],
      ['banker', 'banker'],
    ]);
  });

  it('keeps --bet right=5 as the right punter on his own tableau', async () => {
    const r = await baccarat([...modern, '--bet', 'right=5', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).bets).toEqual([{ bettor: 'right', bet: 'side', side: 'right', stake: 5 }]);
  });

  it('refuses two stakes for one punter, a punter staking on his own side by @, and a game whose stakes back the own side', async () => {
    const twice = await baccarat([...modern, '--bet', 'left=5@right', '--bet', 'right=3']);
    expect([twice.code, twice.out, twice.err.split('\n')[0]]).toEqual([
      2,
      '',
      '--bet left=5@right and --bet right=3: right stakes once a coup (bets are taken in turn, one each); give one --bet right=<chips>',
    ]);
    const self = await baccarat([...modern, '--bet', 'right=5@right']);
    expect(self.code).toBe(2);
    expect(self.err).toContain("names a side to stake on and another side's punter (right, left)");
    const banque = await baccarat([
      'play',
      'baccarat-banque',
      '--cards',
      '9C 7H 2S 4C 6D 3C 4D 2H',
      '--fund',
      '10',
      '--bet',
      'right=5@left',
      '--decide',
      'banker=stand',
    ]);
    expect([banque.code, banque.out, banque.err.split('\n')[0]]).toEqual([
      2,
      '',
      '--bet right=5@left: in Baccarat Banque a punter stakes on his own side or à cheval: <tableau>=<chips>@<side> is for a table where a stake may lie on either tableau (club and modern baccarat)',
    ]);
    const hint = await baccarat(['play', 'baccarat-banque', '--cards', '4H', '--fund', '10', '--bet', 'xx=5']);
    expect(hint.err.split('\n')[0]).toBe('--bet xx=5: write right=<chips>, left=<chips>, cheval=<chips>');
  });
});

describe("baccarat play shows the holder's penalties (RC-15)", () => {
  const club = [
    'play',
    'baccarat-club',
    '--cards',
    '3S AS 4S 3H AD 3C 9H 4D 9C',
    '--fund',
    '50',
    '--bet',
    'right=5',
    '--bet',
    'right=10@left',
    '--decide',
    'right=draw',
    '--decide',
    'banker=stand',
  ];
  it("in the trace and in the JSON: the right holder drew on 6 and lost, and repays the left punter's 10 on his tableau", async () => {
    const text = await baccarat(club);
    expect(text.out).toContain(
      '  result    right: lose\n  result    left: lose\n  penalty   right pays left 10 (right lost and right drew on 6 to 9)\n  fund      60\n',
    );
    const json = await baccarat([...club, '--json']);
    expect(JSON.parse(json.out).penalties).toEqual([
      { holder: 'right', to: 'left', amount: 10, why: 'right lost and right drew on 6 to 9' },
    ]);
  });
});

describe('baccarat play --decide <tableau>=quiet|quiet-draw: a natural 8 kept quiet, then stood on or drawn to (RC-15, RC-16)', () => {
  const quiet = (decision: string, cards: string) => [
    'play',
    'baccarat-club',
    '--cards',
    cards,
    '--fund',
    '50',
    '--bet',
    'right=5',
    '--bet',
    'right=10@left',
    '--decide',
    `right=${decision}`,
    '--decide',
    'banker=draw',
  ];
  it("kept quiet and stood on, it loses to the banker's three-card 8 and its holder repays every loser (RC-16)", async () => {
    const json = JSON.parse((await baccarat([...quiet('quiet', '4S AS 3S 4H AD 2C 4D 3H 9C'), '--json'])).out);
    expect(json.penalties.map((p: { to: string; amount: number }) => `${p.to} ${p.amount}`)).toEqual(['left 10']);
  });
  it('kept quiet and drawn to, it is a hand of three cards: 8 and a ten tie the banker and nobody pays', async () => {
    const text = await baccarat(quiet('quiet-draw', '4S AS 3S 4H AD 2C KD 2H 3H'));
    expect(text.out).toContain('  right     8: draws K♦ (chosen by right)\n');
    expect(text.out).toContain('  right     4♠ 4♥ K♦     = 8\n');
    expect(text.out).toContain('  result    right: push\n');
    expect(text.out).not.toContain('penalty');
  });
});
