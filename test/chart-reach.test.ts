/**
 * The chart keeps, of the coup's transitions, exactly those some coup of its profile takes: held for
 * the six systems against the exact enumeration's paths (src/core/coup-walk.ts, every two-card total
 * of every hand, every card value drawn, every choice both ways), which the builder does not read.
 */
import { describe, expect, it } from 'vitest';
import { compileProfile } from '../src/core/compile.js';
import { type ChanceSource, CoupWalk, NOT_REACHED, WENT_ON } from '../src/core/coup-walk.js';
import { type Chart, chartOf, statesOf } from '../src/diagram/chart.js';
import { transitionLabel } from '../src/diagram/mermaid.js';
import { loadProfile } from '../src/loader/bundled.js';
import { buildMachine } from '../src/machines/build.js';

const SYSTEMS = [
  'punto-banco',
  'chemin-de-fer',
  'baccarat-banque',
  'baccarat-club',
  'baccarat-domestic',
  'baccarat-modern',
];

/** The chart's transitions out of its coup's states (the deal, the natural check, the turns), as "from -> to: label". */
function coupTransitions(chart: Chart): string[] {
  const key = new Map(statesOf(chart).map((s) => [s.id, s.path.join(' › ')]));
  const coup = (id: string) => /^(dealing|natural check|turn of )/.test(key.get(id)!);
  return chart.transitions
    .filter((t) => coup(t.source))
    .map((t) => `${key.get(t.source)} -> ${t.target ? key.get(t.target) : '(stays)'}: ${transitionLabel(t)}`);
}

/**
 * The transitions of the natural check and the turns that the enumeration's coups take, in the
 * chart's words: a forced draw or stand by the table (a draw may find the shoe empty), a choice
 * drawn or stood (a draw from an empty shoe), a hand's natural.
 */
function enumeratedTransitions(id: string): Set<string> {
  const profile = loadProfile(id);
  const c = compileProfile(profile);
  const turns = profile.drawing.turns;
  const next = (t: number) => (t + 1 < turns.length ? `turn of ${turns[t + 1]!.hand}` : 'showdown');
  const first = `turn of ${turns[0]!.hand}`;
  const taken = new Set<string>();
  const values = [...new Set(c.cardValue)];
  // Every card value, one of each, as often as asked: only what a coup can reach matters here. A
  // hand's draw is tried with every value only where a later table reads its third card: nothing
  // else after its turn reads what it drew (a turn reads its own total and that third card).
  const read = new Set(turns.map((t) => c.hands.indexOf(t.against ?? '')));
  const source: ChanceSource & { value: number } = {
    kinds: values.length,
    branches: true,
    value: 0,
    ten: 0,
    take(k, h) {
      if (h >= 0 && k > 0 && !read.has(h)) return 0;
      this.value = values[k]!;
      return 1;
    },
    putBack() {},
    peek(k, h) {
      return this.take(k, h);
    },
  };
  // A coup's signature, counted as a number in the walk's hot loop and put in words once: what ended
  // it at the natural check (0 no natural, 1 a natural, 2 the banker's natural), then per turn
  // 0 not forced, 1 a stand, 2 a draw by the table, 3 a natural that keeps the hand from its turn.
  const signatures = new Set<number>();
  const banker = c.hands.indexOf(profile.result.banker ?? '');
  const onCoup = {
    coup(w: CoupWalk) {
      let sig = 0;
      for (let t = turns.length - 1; t >= 0; t--) {
        const h = c.turnHand[t]!;
        const forced = w.forced[t] === 1 && w.action[t] !== NOT_REACHED ? 1 + w.action[t]! : 0;
        sig = sig * 4 + (w.naturalOf[h] === 1 ? 3 : forced);
      }
      const ended = w.naturals === 0 ? 0 : banker >= 0 && w.naturalOf[banker] === 1 ? 2 : 1;
      signatures.add(sig * 3 + ended);
    },
  };
  const inWords = (signature: number) => {
    const ended = signature % 3;
    let sig = (signature - ended) / 3;
    if (ended === 2 && c.naturalStopsOwnHand) {
      taken.add('natural check -> showdown: always [the banker holds a natural]');
      return;
    }
    if (ended > 0 && !c.naturalStopsOwnHand) {
      taken.add('natural check -> showdown: always [a hand has a natural]');
      return;
    }
    taken.add(`natural check -> ${first}: always${ended > 0 ? ' [a hand has a natural]' : ''}`);
    turns.forEach((turn, t) => {
      const from = `turn of ${turn.hand}`;
      const did = sig % 4;
      sig = (sig - did) / 4;
      if (did === 3) taken.add(`${from} -> ${next(t)}: always [the hand holds a natural]`);
      if (did === 1) taken.add(`${from} -> ${next(t)}: always [the table says stand]`);
      if (did === 2) {
        taken.add(`${from} -> ${next(t)}: always [the table says draw]`);
        taken.add(`${from} -> out of cards: always [a card is due but the shoe is empty]`);
      }
    });
  };
  const onChoice = {
    choose(w: CoupWalk, t: number, h: number, _cell: number, _col: number, weight: number, used: number) {
      const from = `turn of ${turns[t]!.hand}`;
      taken.add(`${from} -> ${next(t)}: DRAW [the decider may choose]`);
      taken.add(`${from} -> ${next(t)}: STAND [the decider may choose]`);
      taken.add(`${from} -> out of cards: DRAW [the decider draws from an empty shoe]`);
      w.stand(t, weight, used);
      w.draw(t, h, weight, used);
      return WENT_ON;
    },
  };
  const walk = new CoupWalk(c, source, onCoup, onChoice, 1, true);
  // Every two-card total of every hand (the deal's cards matter to the turns by their total alone).
  const twoCards = [...new Set(values.flatMap((a) => values.map((b) => walk.totalWith(a, b))))];
  const deal = (h: number): void => {
    if (h === c.hands.length) {
      walk.play(1, c.deal.length);
      return;
    }
    for (const total of twoCards) {
      walk.setHand(h, total, 2, 0);
      deal(h + 1);
    }
  };
  walk.clear();
  deal(0);
  signatures.forEach(inWords);
  return taken;
}

/**
 * What the enumeration never plays: a natural kept quiet (RC-16), a misdeal (RC-17); the club's scenarios play both.
 * A natural kept quiet is drawn to or stood on by choice (RC-15, RC-16): the choices the tables leave on 5 to 7.
 */
const CHART_ONLY: Record<string, readonly string[]> = {
  'baccarat-club': [
    'natural check -> a natural to show: always [a natural eight waits to be shown]',
    // RC-17: a misdealt banker holds four cards: his table says stand, whatever his total.
    'turn of banker -> showdown: always [the table says stand]',
  ],
};

describe('the coup of a chart', () => {
  it.each(SYSTEMS)('of %s keeps exactly the transitions some coup takes', (id) => {
    const kept = coupTransitions(chartOf(buildMachine(loadProfile(id)))).filter((t) => !t.startsWith('dealing'));
    const taken = new Set([...enumeratedTransitions(id), ...(CHART_ONLY[id] ?? [])]);
    expect([...kept].sort()).toEqual([...taken].sort());
  });

  it('of Punto Banco has no choice: every turn is forced by its table', () => {
    expect(coupTransitions(chartOf(buildMachine(loadProfile('punto-banco'))))).toEqual([
      'dealing › card 1 to punto -> out of cards: always [the shoe is empty]',
      'dealing › card 1 to punto -> dealing › card 2 to banco: always',
      'dealing › card 2 to banco -> out of cards: always [the shoe is empty]',
      'dealing › card 2 to banco -> dealing › card 3 to punto: always',
      'dealing › card 3 to punto -> out of cards: always [the shoe is empty]',
      'dealing › card 3 to punto -> dealing › card 4 to banco: always',
      'dealing › card 4 to banco -> out of cards: always [the shoe is empty]',
      'dealing › card 4 to banco -> natural check: always',
      'natural check -> showdown: always [a hand has a natural]',
      'natural check -> turn of punto: always',
      'turn of punto -> out of cards: always [a card is due but the shoe is empty]',
      'turn of punto -> turn of banco: always [the table says draw]',
      'turn of punto -> turn of banco: always [the table says stand]',
      'turn of banco -> out of cards: always [a card is due but the shoe is empty]',
      'turn of banco -> showdown: always [the table says draw]',
      'turn of banco -> showdown: always [the table says stand]',
    ]);
  });

  it("of Chemin de Fer leaves the punter his 5 and the banker his table's two choices", () => {
    expect(
      coupTransitions(chartOf(buildMachine(loadProfile('chemin-de-fer')))).filter((t) => !t.startsWith('dealing')),
    ).toEqual([
      'natural check -> showdown: always [a hand has a natural]',
      'natural check -> turn of punter: always',
      'turn of punter -> out of cards: DRAW [the decider draws from an empty shoe]',
      'turn of punter -> turn of banker: DRAW [the decider may choose]',
      'turn of punter -> turn of banker: STAND [the decider may choose]',
      'turn of punter -> out of cards: always [a card is due but the shoe is empty]',
      'turn of punter -> turn of banker: always [the table says draw]',
      'turn of punter -> turn of banker: always [the table says stand]',
      'turn of banker -> out of cards: DRAW [the decider draws from an empty shoe]',
      'turn of banker -> showdown: DRAW [the decider may choose]',
      'turn of banker -> showdown: STAND [the decider may choose]',
      'turn of banker -> out of cards: always [a card is due but the shoe is empty]',
      'turn of banker -> showdown: always [the table says draw]',
      'turn of banker -> showdown: always [the table says stand]',
    ]);
  });

  it('of Baccarat Banque leaves the banker free: his turn takes no forced draw or stand', () => {
    expect(
      coupTransitions(chartOf(buildMachine(loadProfile('baccarat-banque')))).filter((t) =>
        t.startsWith('turn of banker'),
      ),
    ).toEqual([
      'turn of banker -> out of cards: DRAW [the decider draws from an empty shoe]',
      'turn of banker -> showdown: DRAW [the decider may choose]',
      'turn of banker -> showdown: STAND [the decider may choose]',
    ]);
  });
});
