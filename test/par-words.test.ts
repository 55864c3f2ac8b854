/**
 * A par sheet's words say exactly what each row counts. For every bet of every bundled profile (all
 * of them: `par` refuses none), each row's event and pays are written out here by hand from the
 * profile's YAML, each with a predicate over a coup's facts written independently of the rules core
 * (its own totals, naturals, pairs, colours and margins, read off the cards; for a table against a
 * bank, each side's result and penalty read off the outcome's name). Then, coup by coup, the row the
 * rules core counts the coup under (settlingOf and the net by key: what src/odds/result.ts
 * settleRows groups the exact walk's keys by) must be said as the first row whose predicate holds.
 *
 * The coups: against a bank, every key of the counts (each combination of the sides' results, and of
 * the holders' penalties where the profile has them: every key the walk can reach, and more); with
 * two hands, coups the kernel plays from a seeded shoe and a few dealt in an order chosen so that
 * every row is met at least once (a perfect pair in both hands, a twin pair, a suited king and
 * queen, …). Writing a predicate by calling the rules' own evaluator would test nothing: none does.
 */
import { describe, expect, it } from 'vitest';
import { type CompiledProfile, compileProfile } from '../src/core/compile.js';
import type { Fraction } from '../src/core/fraction.js';
import { eventText, ruleNamesOf } from '../src/core/rule-words.js';
import { repaidStakingsOf, type Staking, settlingOf, stakingsOf } from '../src/core/stakings.js';
import { rowWords } from '../src/house/par.js';
import { ChoiceDecider } from '../src/kernel/choices.js';
import { CoupKernel } from '../src/kernel/kernel.js';
import { SeededShoe } from '../src/kernel/shoe.js';
import { bundledIds, loadProfile } from '../src/loader/bundled.js';
import { withBets } from './support/card-bets.js';

/* ---------- a coup of two hands, as the cards say ---------- */

interface Hand {
  /** Card codes in the order the hand took them: suit * 13 + rank, suits S H D C, ranks A 2 … 9 T J Q K. */
  readonly cards: readonly number[];
  readonly total: number;
  readonly natural: boolean;
}

interface Coup {
  readonly outcome: 'punto' | 'banco' | 'tie';
  readonly p: Hand;
  readonly b: Hand;
  readonly dealt: number;
  /** The winner's total less the loser's; 0 on a tie. */
  readonly margin: number;
}

const rank = (code: number) => code % 13;
const suit = (code: number) => Math.floor(code / 13);
const red = (code: number) => suit(code) === 1 || suit(code) === 2;
const value = (code: number) => (rank(code) >= 9 ? 0 : rank(code) + 1);
const code = (card: string) => 'SHDC'.indexOf(card[1]!) * 13 + 'A23456789TJQK'.indexOf(card[0]!);

function handOf(cards: readonly number[]): Hand {
  const two = (value(cards[0]!) + value(cards[1]!)) % 10;
  return { cards, total: cards.reduce((t, c) => t + value(c), 0) % 10, natural: two >= 8 };
}

function coupOf(punto: readonly number[], banco: readonly number[]): Coup {
  const p = handOf(punto);
  const b = handOf(banco);
  const outcome = p.total > b.total ? 'punto' : b.total > p.total ? 'banco' : 'tie';
  return { outcome, p, b, dealt: punto.length + banco.length, margin: Math.abs(p.total - b.total) };
}

/** The first two cards' pair: none, or of one rank and suit, one rank and colour, or one rank. */
function pair(h: Hand): 'none' | 'suited' | 'coloured' | 'mixed' {
  const [x, y] = h.cards as [number, number];
  if (rank(x) !== rank(y)) return 'none';
  return x === y ? 'suited' : red(x) === red(y) ? 'coloured' : 'mixed';
}

const three = (h: Hand, total: number) => h.cards.length === 3 && h.total === total;
const winner = (x: Coup) => (x.outcome === 'punto' ? x.p : x.outcome === 'banco' ? x.b : undefined);
const loser = (x: Coup) => (x.outcome === 'punto' ? x.b : x.outcome === 'banco' ? x.p : undefined);

/** A row as the sheet must say it: its event, what it pays, and the coups it counts. */
type Row<F> = readonly [event: string, pays: string, holds: (x: F) => boolean];
const ELSE: Row<unknown> = ['anything else', 'loses', () => true];

const PUNTO: Row<Coup>[] = [
  ['Punto wins', '1:1', (x) => x.outcome === 'punto'],
  ['a tie', 'push', (x) => x.outcome === 'tie'],
  ELSE,
];
const BANCO: Row<Coup>[] = [
  ['Banco wins', '1:1 less 5 %', (x) => x.outcome === 'banco'],
  ['a tie', 'push', (x) => x.outcome === 'tie'],
  ELSE,
];
const TIE: Row<Coup>[] = [['a tie', '8:1', (x) => x.outcome === 'tie'], ELSE];
const MAIN = { punto: PUNTO, banco: BANCO, tie: TIE };
/** EZ Baccarat's and Dai Bacc's Banco: a three-card 7 pushes, no commission. */
const BANCO_PUSH_7: Row<Coup>[] = [
  ['Banco wins with three cards totalling 7', 'push', (x) => x.outcome === 'banco' && three(x.b, 7)],
  ['otherwise, Banco wins', '1:1', (x) => x.outcome === 'banco'],
  ['a tie', 'push', (x) => x.outcome === 'tie'],
  ELSE,
];
/** Super 6's Banco: a winning 6 pays half, no commission. */
const BANCO_HALF_6: Row<Coup>[] = [
  ['Banco wins with a total of 6', '1:2', (x) => x.outcome === 'banco' && x.b.total === 6],
  ['otherwise, Banco wins', '1:1', (x) => x.outcome === 'banco'],
  ['a tie', 'push', (x) => x.outcome === 'tie'],
  ELSE,
];
const one = (event: string, pays: string, holds: (x: Coup) => boolean): Row<Coup>[] => [[event, pays, holds], ELSE];
const DRAGON_7 = one('Banco wins with three cards totalling 7', '40:1', (x) => x.outcome === 'banco' && three(x.b, 7));
const PANDA_8 = one('Punto wins with three cards totalling 8', '25:1', (x) => x.outcome === 'punto' && three(x.p, 8));
const TIGER_PAIR: Row<Coup>[] = [
  [
    "each hand's first two cards a pair, and both hands' first cards of the same rank",
    '100:1',
    (x) => pair(x.p) !== 'none' && pair(x.b) !== 'none' && rank(x.p.cards[0]!) === rank(x.b.cards[0]!),
  ],
  ["otherwise, each hand's first two cards a pair", '20:1', (x) => pair(x.p) !== 'none' && pair(x.b) !== 'none'],
  ["otherwise, either hand's first two cards a pair", '4:1', (x) => pair(x.p) !== 'none' || pair(x.b) !== 'none'],
  ELSE,
];

/** Dragon Bonus on a hand: its natural win, a tie of naturals, then a win by each margin of the ladder. */
function dragon(hand: 'Punto' | 'Banco', ladder: readonly [number, string][]): Row<Coup>[] {
  const won = (x: Coup) => x.outcome === hand.toLowerCase();
  const mine = (x: Coup) => (hand === 'Punto' ? x.p : x.b);
  return [
    [`${hand} wins with a natural`, '1:1', (x) => won(x) && mine(x).natural],
    ['a tie of naturals in both hands', 'push', (x) => x.outcome === 'tie' && x.p.natural && x.b.natural],
    ...ladder.map(([m, pays]): Row<Coup> => [`otherwise, ${hand} wins by ${m}`, pays, (x) => won(x) && x.margin === m]),
    ELSE,
  ];
}
const DRAGON_LADDER: [number, string][] = [
  [9, '30:1'],
  [8, '10:1'],
  [7, '6:1'],
  [6, '4:1'],
  [5, '2:1'],
  [4, '1:1'],
];
const DRAGON_LADDER_2: [number, string][] = [
  [9, '30:1'],
  [8, '10:1'],
  [7, '4:1'],
  [6, '4:1'],
  [5, '2:1'],
  [4, '2:1'],
];

const tieOn = (event: string, pays: string, totals: readonly number[]) =>
  one(event, pays, (x) => x.outcome === 'tie' && totals.includes(x.p.total));
const natural = (h: 'Punto' | 'Banco', total: number, pays: string) =>
  one(
    `${h} with a natural ${total}`,
    pays,
    (x) => (h === 'Punto' ? x.p : x.b).natural && (h === 'Punto' ? x.p : x.b).total === total,
  );
const frog = (event: string, pays: string, cards: number | undefined, w: number, l: number) =>
  one(event, pays, (x) => {
    const [a, b] = [winner(x), loser(x)];
    return (
      !!a &&
      !!b &&
      a.total === w &&
      b.total === l &&
      (cards === undefined || (a.cards.length === cards && b.cards.length === cards))
    );
  });
const suited = (h: Hand) => suit(h.cards[0]!) === suit(h.cards[1]!);
const queenKing = (h: Hand) => [11, 12].includes(rank(h.cards[0]!)) && [11, 12].includes(rank(h.cards[1]!));
const majestic = (name: 'Punto' | 'Banco', of: (x: Coup) => Hand): Row<Coup>[] => [
  [
    `${name}'s first two cards of one suit, each a queen or king, and not a pair`,
    '25:1',
    (x) => suited(of(x)) && queenKing(of(x)) && pair(of(x)) === 'none',
  ],
  [`otherwise, ${name}'s first two cards of one suit`, '5:2', (x) => suited(of(x))],
  ELSE,
];
const bothTotal = (x: Coup, cards: number, total: number) =>
  [x.p, x.b].every((h) => h.cards.length === cards && h.total === total);
const eitherTotal = (x: Coup, cards: number, total: number) =>
  [x.p, x.b].some((h) => h.cards.length === cards && h.total === total);

/** Each two-hand bundled profile's bets, row by row, from its YAML. */
const TWO_HANDS: Record<string, Record<string, Row<Coup>[]>> = {
  'punto-banco': MAIN,
  'punto-banco-6-decks': MAIN,
  'punto-banco-tie-9': { ...MAIN, tie: [['a tie', '9:1', (x) => x.outcome === 'tie'], ELSE] },
  'big-small': {
    ...MAIN,
    big: one('five or six cards dealt', '0.54:1', (x) => x.dealt === 5 || x.dealt === 6),
    small: one('four cards dealt', '1.5:1', (x) => x.dealt === 4),
  },
  'both-hands': {
    ...MAIN,
    'three-giving-eight': one(
      'Punto with a third card worth 8, and Banco with two cards totalling 3',
      '200:1',
      (x) => x.p.cards.length === 3 && value(x.p.cards[2]!) === 8 && x.b.cards.length === 2 && x.b.total === 3,
    ),
    'three-giving-eight-180': one(
      'Punto with a third card worth 8, and Banco with two cards totalling 3',
      '180:1',
      (x) => x.p.cards.length === 3 && value(x.p.cards[2]!) === 8 && x.b.cards.length === 2 && x.b.total === 3,
    ),
    'eights-and-nines': one('both hands with a total of 8 or 9', '20:1', (x) => x.p.total >= 8 && x.b.total >= 8),
    'nine-over-seven': one(
      'the winning hand with a natural 9, and the losing hand with a total of 7',
      '50:1',
      (x) => !!winner(x)?.natural && winner(x)?.total === 9 && loser(x)?.total === 7,
    ),
    'bad-beat': one(
      'both hands with a natural, and a win by 1',
      '50:1',
      (x) => x.p.natural && x.b.natural && x.margin === 1,
    ),
  },
  'card-colours': {
    ...MAIN,
    'red-first': one("Punto's first card red", '1:1', (x) => red(x.p.cards[0]!)),
    'all-black': one('no red card dealt', '20:1', (x) => [...x.p.cards, ...x.b.cards].every((c) => !red(c))),
  },
  'card-words': { ...MAIN, 'tiger-pair': TIGER_PAIR },
  'dai-bacc': {
    ...MAIN,
    banco: BANCO_PUSH_7,
    'tiger-7': DRAGON_7,
    'ox-6': one('Punto wins with three cards totalling 6', '40:1', (x) => x.outcome === 'punto' && three(x.p, 6)),
    kill: one(
      'either Banco with three cards totalling 7 does not win, or Punto with three cards totalling 6 does not win',
      '30:1',
      (x) => (x.outcome !== 'banco' && three(x.b, 7)) || (x.outcome !== 'punto' && three(x.p, 6)),
    ),
  },
  'dragon-bonus': {
    ...MAIN,
    'dragon-punto': dragon('Punto', DRAGON_LADDER),
    'dragon-banco': dragon('Banco', DRAGON_LADDER),
  },
  'dragon-bonus-2': {
    ...MAIN,
    'dragon-punto': dragon('Punto', DRAGON_LADDER_2),
    'dragon-banco': dragon('Banco', DRAGON_LADDER_2),
  },
  egalite: {
    ...MAIN,
    ...Object.fromEntries(
      ['150:1', '215:1', '225:1', '200:1', '120:1', '110:1', '45:1', '45:1', '80:1', '80:1'].map((pays, t) => [
        `egalite-${t}`,
        tieOn(`a tie on ${t}`, pays, [t]),
      ]),
    ),
    'egalite-0-group': tieOn('a tie on 0', '160:1', [0]),
    'egalite-1-3': tieOn('a tie on 1 to 3', '70:1', [1, 2, 3]),
    'egalite-4-5': tieOn('a tie on 4 or 5', '60:1', [4, 5]),
    'egalite-6-7': tieOn('a tie on 6 or 7', '22:1', [6, 7]),
    'egalite-8-9': tieOn('a tie on 8 or 9', '40:1', [8, 9]),
    'low-tie': tieOn('a tie on 0 to 5', '55:1', [0, 1, 2, 3, 4, 5]),
    'high-tie': tieOn('a tie on 6 to 9', '10:1', [6, 7, 8, 9]),
  },
  'ez-baccarat': { ...MAIN, banco: BANCO_PUSH_7, 'dragon-7': DRAGON_7, 'panda-8': PANDA_8 },
  'five-treasures': {
    ...MAIN,
    'fortune-7': DRAGON_7,
    'golden-8': PANDA_8,
    'heavenly-9': [
      ['both hands with three cards totalling 9', '75:1', (x) => bothTotal(x, 3, 9)],
      ['otherwise, either hand with three cards totalling 9', '10:1', (x) => eitherTotal(x, 3, 9)],
      ELSE,
    ],
    'blazing-7s': [
      ['both hands with three cards totalling 7', '200:1', (x) => bothTotal(x, 3, 7)],
      ['both hands with two cards totalling 7', '50:1', (x) => bothTotal(x, 2, 7)],
      ELSE,
    ],
    'cover-all': one(
      'either Banco wins with three cards totalling 7, or Punto wins with three cards totalling 8, or either hand with three cards totalling 9, or both hands with three cards totalling 7, or both hands with two cards totalling 7',
      '6:1',
      (x) =>
        (x.outcome === 'banco' && three(x.b, 7)) ||
        (x.outcome === 'punto' && three(x.p, 8)) ||
        eitherTotal(x, 3, 9) ||
        bothTotal(x, 3, 7) ||
        bothTotal(x, 2, 7),
    ),
  },
  'four-five-six': {
    ...MAIN,
    'four-cards': one('four cards dealt', '1.5:1', (x) => x.dealt === 4),
    'five-cards': one('five cards dealt', '2:1', (x) => x.dealt === 5),
    'six-cards': one('six cards dealt', '2:1', (x) => x.dealt === 6),
  },
  'golden-frog': {
    ...MAIN,
    'frog-8-beats-6': frog(
      'the winning hand with a total of 8, and the losing hand with a total of 6',
      '25:1',
      undefined,
      8,
      6,
    ),
    'frog-9-beats-7': frog(
      'the winning hand with two cards totalling 9, and the losing hand with two cards totalling 7',
      '50:1',
      2,
      9,
      7,
    ),
    'frog-9-beats-1': frog(
      'the winning hand with three cards totalling 9, and the losing hand with three cards totalling 1',
      '150:1',
      3,
      9,
      1,
    ),
    'frog-9-beats-7-three': frog(
      'the winning hand with three cards totalling 9, and the losing hand with three cards totalling 7',
      '200:1',
      3,
      9,
      7,
    ),
  },
  'lucky-6': {
    ...MAIN,
    banco: BANCO_HALF_6,
    'lucky-6': [
      ['Banco wins with three cards totalling 6', '23:1', (x) => x.outcome === 'banco' && three(x.b, 6)],
      ['Banco wins with two cards totalling 6', '12:1', (x) => x.outcome === 'banco' && x.b.total === 6],
      ELSE,
    ],
    'lucky-6-macau': [
      ['Banco wins with three cards totalling 6', '20:1', (x) => x.outcome === 'banco' && three(x.b, 6)],
      ['Banco wins with two cards totalling 6', '12:1', (x) => x.outcome === 'banco' && x.b.total === 6],
      ELSE,
    ],
  },
  'majestic-match': { ...MAIN, 'majestic-match-punto': majestic('Punto', (x) => x.p) },
  'majestic-match-banker': { ...MAIN, 'majestic-match-banco': majestic('Banco', (x) => x.b) },
  'natural-bets': {
    ...MAIN,
    'natural-8-punto': natural('Punto', 8, '9:1'),
    'natural-8-banco': natural('Banco', 8, '9:1'),
    'natural-9-punto': natural('Punto', 9, '9:1'),
    'natural-9-banco': natural('Banco', 9, '9:1'),
    'natural-8-punto-8': natural('Punto', 8, '8:1'),
    'natural-9-punto-8': natural('Punto', 9, '8:1'),
  },
  'pair-bets': {
    ...MAIN,
    'either-pair': one(
      "either hand's first two cards a pair",
      '5:1',
      (x) => pair(x.p) !== 'none' || pair(x.b) !== 'none',
    ),
    'perfect-pair': one(
      "either hand's first two cards a suited pair",
      '25:1',
      (x) => pair(x.p) === 'suited' || pair(x.b) === 'suited',
    ),
    'perfect-pair-26': one(
      "either hand's first two cards a suited pair",
      '26:1',
      (x) => pair(x.p) === 'suited' || pair(x.b) === 'suited',
    ),
  },
  'pair-colours': {
    ...MAIN,
    'pair-tiers': [
      ["Punto's first two cards a suited pair", '25:1', (x) => pair(x.p) === 'suited'],
      ["Punto's first two cards a coloured pair", '12:1', (x) => pair(x.p) === 'coloured'],
      ["Punto's first two cards a mixed pair", '6:1', (x) => pair(x.p) === 'mixed'],
      ELSE,
    ],
  },
  'perfect-pairs': {
    ...MAIN,
    'perfect-pair': [
      ["each hand's first two cards a suited pair", '250:1', (x) => pair(x.p) === 'suited' && pair(x.b) === 'suited'],
      [
        "otherwise, either hand's first two cards a suited pair",
        '25:1',
        (x) => pair(x.p) === 'suited' || pair(x.b) === 'suited',
      ],
      ELSE,
    ],
  },
  'punto-banco-pairs': {
    ...MAIN,
    'punto-pair': one("Punto's first two cards a pair", '11:1', (x) => pair(x.p) !== 'none'),
    'banco-pair': one("Banco's first two cards a pair", '11:1', (x) => pair(x.b) !== 'none'),
  },
  'super-6': { ...MAIN, banco: BANCO_HALF_6 },
  'three-card-win': {
    ...MAIN,
    'punto-3-card-win': one(
      'Punto wins with three cards',
      '4:1',
      (x) => x.outcome === 'punto' && x.p.cards.length === 3,
    ),
    'banco-3-card-win': one(
      'Banco wins with three cards',
      '5:1',
      (x) => x.outcome === 'banco' && x.b.cards.length === 3,
    ),
  },
  tiger: {
    ...MAIN,
    banco: BANCO_HALF_6,
    tiger: [
      ['Banco wins with three cards totalling 6', '20:1', (x) => x.outcome === 'banco' && three(x.b, 6)],
      ['Banco wins with two cards totalling 6', '12:1', (x) => x.outcome === 'banco' && x.b.total === 6],
      ELSE,
    ],
    'big-tiger': one('Banco wins with three cards totalling 6', '50:1', (x) => x.outcome === 'banco' && three(x.b, 6)),
    'tiger-pair': TIGER_PAIR,
  },
};

/**
 * Coups dealt in a chosen order (Punto, Banco, Punto, Banco, then the third cards as the tables ask
 * for them; a card not needed is not dealt), for rows a few thousand shuffled coups may miss.
 */
const DEALT = [
  'QS 5H QS 5H 9C 9D', // a perfect pair in both hands
  '7S 7D 7H 7C 2S 2H', // a twin pair: both hands paired, in one rank
  '7H 2C 7D 3C 4S 5S', // Punto's coloured pair
  'QS 2C KS 3C 4S 5S', // Punto's suited queen and king
  '2C QH 3C KH 4S 5S', // Banco's
  '2S 2C 3S 2D 4S 3H', // Punto's three-card 9 over Banco's three-card 7
  '2S 2C 3S AD 4S 8H', // Punto's three-card 9 over Banco's three-card 1
  '2S 2C 3S 2D 2H 3H', // a tie of three-card 7s
  '2S 2C 3S 2D 4H 5H', // a tie of three-card 9s
  '3S 4C 4S 3D 9H 9H', // a tie of two-card 7s
  '2S KC 3S QD 4S KH', // Punto by 9, on three cards against three
  'KS 2C QS AD KH 6H', // Banco by 9, the same
  '9S 8C KS KD 2H 2H', // a natural 9 over a natural 8
  '9S 7C KS KD 2H 2H', // a natural 9 over a two-card 7
  '2S 2C 3S AD 8H 5H', // Punto's third card an 8, Banco standing on a two-card 3
  '4S 4C 4H 4D 2H 2H', // a tie of naturals
].map((order) => order.split(' ').map(code));

/** The coups of a two-hand profile: from a seeded shoe, then those dealt in order. */
function* coupsOf(id: string) {
  const c = compileProfile(loadProfile(id));
  const kernel = new CoupKernel(c, new ChoiceDecider(c, undefined, 1));
  const shoe = new SeededShoe(c, 7);
  const play = (cards: Uint8Array, top: number) => {
    const outcome = kernel.play(cards, top);
    const hands: number[][] = [[], []];
    for (let i = 0; i < kernel.cardsUsed; i++) hands[kernel.dealtHand[i]!]!.push(kernel.dealtCard[i]!);
    const h = (name: string) => hands[c.hands.indexOf(name)]!;
    return {
      key: c.keys.readsMore ? kernel.key : outcome,
      coup: coupOf(h('punto'), h('banco')),
      used: kernel.cardsUsed,
    };
  };
  for (let n = 0; n < 1000; n++) {
    shoe.nextCoup();
    const played = play(shoe.cards, shoe.top);
    shoe.dealt(played.used);
    yield played;
  }
  for (const order of DEALT) yield play(Uint8Array.from(order), 0);
}

/* ---------- a coup against a bank, as its outcome says ---------- */

/** Each side's result against the banker, and whether its holder incurred a penalty (RC-15). */
interface Sides {
  readonly result: Readonly<Record<string, 'win' | 'lose' | 'equal'>>;
  readonly penalty: Readonly<Record<string, boolean>>;
}

const is = (side: string, result: 'win' | 'lose' | 'equal') => (x: Sides) => x.result[side] === result;
/** A stake on one side, even money (less a commission), a tie returned. */
const onSide = (name: string, side: string, pays = '1:1'): Row<Sides>[] => [
  [`${name} beats the Banker`, pays, is(side, 'win')],
  [`${name} ties with the Banker`, 'push', is(side, 'equal')],
  ELSE,
];
/** Club baccarat's stake on a side by a punter who does not hold its cards: the holder repays it on his penalty. */
const notTheHolder = (name: string, side: string): Row<Sides>[] => [
  ...onSide(name, side).slice(0, 2),
  [
    `${name} loses to the Banker when it drew on 6 to 9 (its holder's penalty)`,
    'repaid',
    (x) => x.result[side] === 'lose' && x.penalty[side]!,
  ],
  ELSE,
];
/** À cheval on both sides as one (club baccarat): paid where both win, lost where both lose, else returned. */
const asOne = (a: string, b: string, pays = '1:1'): Row<Sides>[] => [
  [`${a} and ${b} both beat the Banker`, pays, (x) => x.result.right === 'win' && x.result.left === 'win'],
  [`${a} and ${b} both lose to the Banker`, 'loses', (x) => x.result.right === 'lose' && x.result.left === 'lose'],
  ['any other coup', 'push', () => true],
];
const results = (x: Sides) => [x.result.right, x.result.left].sort().join(' ');
/** Baccarat Banque's à cheval: half on each side, each half settled on it; its rows are what the halves net. */
const BANQUE_CHEVAL: Row<Sides>[] = [
  ['Right and Left both beat the Banker', '+1', (x) => results(x) === 'win win'],
  ['one of Right and Left beats the Banker and the other ties with it', '+0.5', (x) => results(x) === 'equal win'],
  [
    'one of Right and Left beats the Banker and the other loses to it, or Right and Left both tie with the Banker',
    'push',
    (x) => results(x) === 'lose win' || results(x) === 'equal equal',
  ],
  ['one of Right and Left loses to the Banker and the other ties with it', '−0.5', (x) => results(x) === 'equal lose'],
  ELSE,
];
const BANQUE = {
  'side on right': onSide('Right', 'right'),
  'side on left': onSide('Left', 'left'),
  cheval: BANQUE_CHEVAL,
  'banco on right': onSide('Right', 'right'),
  'banco on left': onSide('Left', 'left'),
};
const CLUB = {
  'side on right': onSide('First tableau', 'right'),
  'side on left': onSide('Second tableau', 'left'),
  cheval: asOne('First tableau', 'Second tableau'),
  'side on right, not the holder': notTheHolder('First tableau', 'right'),
  'side on left, not the holder': notTheHolder('Second tableau', 'left'),
};
const PUNTER = onSide('Punter', 'punter');
const CHEMIN = { stake: PUNTER, banco: PUNTER, 'avec-la-table': PUNTER };

/** Each bundled profile against a bank, its stakings row by row, from its YAML. */
const AGAINST_A_BANK: Record<string, Record<string, Row<Sides>[]>> = {
  'baccarat-banque': BANQUE,
  'baccarat-banque-first-right': BANQUE,
  'baccarat-club': CLUB,
  'baccarat-club-25': CLUB,
  'baccarat-club-cagnotte-5': CLUB,
  'baccarat-club-croupier-cut': CLUB,
  'baccarat-domestic': { stake: PUNTER },
  'baccarat-domestic-tens': { stake: PUNTER },
  'baccarat-modern': {
    'side on right': onSide('Right tableau', 'right', '1:1 less 5 %'),
    'side on left': onSide('Left tableau', 'left', '1:1 less 5 %'),
    cheval: asOne('Right tableau', 'Left tableau', '1:1 less 5 %'),
    'banco on right': onSide('Right tableau', 'right', '1:1 less 5 %'),
    'banco on left': onSide('Left tableau', 'left', '1:1 less 5 %'),
  },
  'chemin-de-fer': CHEMIN,
  'chemin-de-fer-bank-limit-3': CHEMIN,
  'chemin-de-fer-free-banker': CHEMIN,
};

/** The row a coup is counted under, by its key, in the sheet's words: the rules core's settling and the net of the key. */
function counted(
  c: CompiledProfile,
  s: Staking,
  side: string | undefined,
  netOf: (key: number) => Fraction | undefined,
): (key: number) => { event: string; pays: string } {
  const names = ruleNamesOf(c.profile);
  const settling = settlingOf(c, s);
  const said = new Map<number, { event: string; pays: string }>();
  return (key) => {
    let words = said.get(key);
    if (words === undefined) {
      const { rule, rung } = settling(key);
      words = rowWords(names, s.bet, side, { rule, rung, net: netOf(key)!, count: { num: 1n, den: 1n } });
      said.set(key, words);
    }
    return words;
  };
}

describe("a par sheet's rows say exactly the coups they count", () => {
  it('every bundled profile is checked here, bet by bet', () => {
    expect(Object.keys({ ...TWO_HANDS, ...AGAINST_A_BANK }).sort()).toEqual([...bundledIds()].sort());
  });

  it.each(Object.keys(TWO_HANDS))('%s: each coup under the first row that holds for it', (id) => {
    const c = compileProfile(loadProfile(id));
    const O = c.outcomes.length;
    const bets = stakingsOf(c);
    expect(bets.map((s) => s.id)).toEqual(Object.keys(TWO_HANDS[id]!));
    const checks = bets.map((s) => ({
      s,
      rows: TWO_HANDS[id]![s.id]!,
      words: counted(c, s, undefined, s.netByKey ?? ((key) => s.net[key % O])),
      met: new Set<string>(),
    }));
    const wrong: string[] = [];
    for (const { key, coup } of coupsOf(id)) {
      for (const x of checks) {
        const row = x.rows.find(([, , holds]) => holds(coup))!;
        const got = x.words(key);
        x.met.add(row[0]);
        if (got.event !== row[0] || got.pays !== row[1])
          wrong.push(
            `${x.s.id}: ${JSON.stringify(coup)} counted as "${got.event}" (${got.pays}), not "${row[0]}" (${row[1]})`,
          );
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    // Every row is met: no row's words go unchecked.
    for (const x of checks) expect([...x.met].sort(), x.s.id).toEqual(x.rows.map(([event]) => event).sort());
  });

  it.each(Object.keys(AGAINST_A_BANK))('%s: each key of its counts under the first row that holds for it', (id) => {
    const c = compileProfile(loadProfile(id));
    const O = c.outcomeCount;
    const sides = c.profile.result.hands;
    // The walk counts by key = outcome + O × the holders' penalty bits, where the profile has penalties.
    const P = c.penaltyFact >= 0 ? 2 ** sides.length : 1;
    const stakes = [
      ...stakingsOf(c).map((s) => ({ id: s.id, words: counted(c, s, s.side, (key) => s.net[key % O]) })),
      ...repaidStakingsOf(c).map((r) => ({
        id: r.id,
        words: counted(
          c,
          r.staking,
          r.staking.side,
          (key) => ((Math.floor(key / O) >> r.side) & 1 ? r.netPenalised : r.net)[key % O],
        ),
      })),
    ];
    expect(stakes.map((x) => x.id)).toEqual(Object.keys(AGAINST_A_BANK[id]!));
    const wrong: string[] = [];
    const met = new Map(stakes.map((x) => [x.id, new Set<string>()]));
    for (let key = 0; key < O * P; key++) {
      // The outcome's name says each side's result: "right win, left lose".
      const named = Object.fromEntries(c.outcomes[key % O]!.split(', ').map((part) => part.split(' ')));
      const facts: Sides = {
        result: named,
        penalty: Object.fromEntries(sides.map((side, r) => [side, ((Math.floor(key / O) >> r) & 1) === 1])),
      };
      for (const x of stakes) {
        const rows = AGAINST_A_BANK[id]![x.id]!;
        const row = rows.find(([, , holds]) => holds(facts))!;
        const got = x.words(key);
        met.get(x.id)!.add(row[0]);
        if (got.event !== row[0] || got.pays !== row[1])
          wrong.push(
            `${x.id}: ${JSON.stringify(facts)} counted as "${got.event}" (${got.pays}), not "${row[0]}" (${row[1]})`,
          );
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    for (const x of stakes)
      expect([...met.get(x.id)!].sort(), x.id).toEqual(AGAINST_A_BANK[id]![x.id]!.map(([event]) => event).sort());
  });
});

describe('every key of the condition language is said', () => {
  // One bet per condition, beside Punto Banco's own (test/support/card-bets.ts), each with the words it must read as.
  const SAID: [when: string, words: string][] = [
    [
      '{ outcome: banco, hand: banco, cards: 3, total: 7, colour: red }',
      'Banco wins with three cards totalling 7, all red',
    ],
    ['{ outcome: [punto, banco] }', 'Punto or Banco wins'],
    ['{ outcome: [punto, tie] }', 'Punto wins or a tie'],
    ['{ outcome: tie, hand: both, natural: true }', 'a tie of naturals in both hands'],
    ['{ outcome: tie, hand: both, cards: 3 }', 'a tie, and both hands with three cards'],
    ['{ outcome: punto, hand: banco, cards: 3 }', 'Banco loses with three cards'],
    ['{ hand: loser, natural: false }', 'the losing hand with no natural'],
    ['{ hand: winner, natural: true, total: [8, 9] }', 'the winning hand with a natural 8 or 9'],
    ['{ hand: banco, thirdCard: [none, 5] }', 'Banco with no third card or a third card worth 5'],
    ['{ outcome: punto, hand: punto, drewOn: 5 }', 'Punto wins with a third card drawn on 5'],
    ['{ hand: punto, drewOn: none }', 'Punto with no third card'],
    ['{ outcome: banco, margin: 9 }', 'Banco wins by 9'],
    ['{ margin: "1-3" }', 'a win by 1 to 3'],
    ['{ cardsDealt: "5-6" }', 'five or six cards dealt'],
    ['{ tieTotal: [0, 1, 2] }', 'a tie on 0 to 2'],
    ['{ hand: either, pair: coloured }', "either hand's first two cards a coloured pair"],
    ['{ hand: punto, pair: mixed }', "Punto's first two cards a mixed pair"],
    ['{ hand: both, pair: perfect }', "each hand's first two cards a suited pair"],
    ['{ hand: punto, pair: none }', "Punto's first two cards not a pair"],
    ['{ not: { hand: banco, natural: true } }', 'Banco with no natural'],
    ['{ not: { hand: winner, natural: true } }', 'not (the winning hand with a natural)'],
    [
      '{ hand: punto, first: { rank: A }, second: { value: 0 } }',
      "Punto's first card an ace, its second card a 10, jack, queen or king",
    ],
    ['{ hand: banco, third: { suit: [H, D] } }', "Banco's third card a heart or diamond"],
    ['{ hand: punto, first: { colour: black, rank: K } }', "Punto's first card a black king"],
    ['{ hand: punto, first: { colour: red }, second: { colour: red } }', "Punto's first two cards each red"],
    ['{ hand: punto, colour: mixed }', "Punto's cards of both colours"],
    ['{ hand: both, colour: black }', "each hand's cards all black"],
    ['{ redCards: 1 }', 'one red card dealt'],
    ['{ blackCards: "2-3" }', 'two or three black cards dealt'],
    ['{ same: total }', 'the same total in both hands'],
    ['{ same: cards }', 'the same number of cards in both hands'],
    [
      '{ same: { suit: second, value: third } }',
      "both hands' second cards of the same suit, and both hands' third cards of the same value",
    ],
    [
      '{ any: [{ hand: punto, natural: true }, { hand: banco, total: 0 }] }',
      'either Punto with a natural, or Banco with a total of 0',
    ],
    [
      '{ all: [{ hand: punto, thirdCard: 8 }, { hand: banco, cards: 2, total: 3 }] }',
      'Punto with a third card worth 8, and Banco with two cards totalling 3',
    ],
  ];

  it('each in its own words, none of its parts dropped', () => {
    const bets = SAID.map(([when], i) => `  - { id: b${i}, name: B${i}, settle: [{ when: ${when}, pays: "1:1" }] }`);
    const { profile, problems } = withBets(bets.join('\n'));
    expect(problems).toEqual([]);
    const names = ruleNamesOf(profile!);
    expect(profile!.bets.slice(3).map((b) => eventText(names, b.settle, 0))).toEqual(SAID.map(([, words]) => words));
  });

  it('a later rule reads "otherwise" only where an earlier one may take some of its coups', () => {
    const { profile } = withBets(
      [
        '  - { id: tiers, name: Tiers, settle: [{ when: { hand: punto, pair: perfect }, pays: "25:1" }, { when: { hand: punto, pair: coloured }, pays: "12:1" }] }',
        '  - { id: nested, name: Nested, settle: [{ when: { hand: both, cards: 3 }, pays: "9:1" }, { when: { hand: either, cards: 3 }, pays: "1:1" }] }',
        '  - { id: rest, name: Rest, settle: [{ when: { outcome: tie }, result: push }, { pays: "1:2" }] }',
      ].join('\n'),
    );
    const names = ruleNamesOf(profile!);
    const [tiers, nested, rest] = profile!.bets.slice(3).map((b) => b.settle);
    expect(eventText(names, tiers!, 1)).toBe("Punto's first two cards a coloured pair");
    expect(eventText(names, nested!, 1)).toBe('otherwise, either hand with three cards');
    expect(eventText(names, rest!, 1)).toBe('any other coup');
  });
});
