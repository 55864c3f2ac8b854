/** The chart's exports: Mermaid, DOT and JSON, with the eventless transitions XState's JSON leaves out. */
import { describe, expect, it } from 'vitest';
import { chartOf } from '../src/diagram/chart.js';
import { FORMATS, variantDoc } from '../src/diagram/export.js';
import { tablesOf } from '../src/diagram/tables.js';
import { bundledIds, loadProfile } from '../src/loader/bundled.js';
import { buildMachine } from '../src/machines/build.js';
import { baccarat } from './support/cli.js';

const pb = loadProfile('punto-banco');

/** Counted straight off the machine, apart from the chart reading under test. */
function alwaysCount(profileId: string): number {
  const m = buildMachine(loadProfile(profileId));
  const walk = (n: typeof m.root): number =>
    (n.always?.length ?? 0) + Object.values(n.states).reduce((a, c) => a + walk(c), 0);
  return walk(m.root);
}

describe('Mermaid', () => {
  const mermaid = FORMATS.mermaid(pb);

  it('is a stateDiagram-v2 with a title, state names kept in quotes and ids without spaces', () => {
    expect(mermaid.startsWith('---\ntitle: Punto Banco\n---\nstateDiagram-v2\n')).toBe(true);
    expect(mermaid).toContain('  state "taking bets" as taking_bets\n');
    expect(mermaid).toContain('    state dealing {\n      state "card 1 to punto" as dealing__card_1_to_punto\n');
    expect(mermaid).toContain('  [*] --> taking_bets\n');
    expect(mermaid).toContain('      [*] --> dealing__card_1_to_punto\n');
    expect(mermaid).toContain('  session_over --> [*]\n');
  });

  it('labels each transition with its event or `always`, and its guard by name', () => {
    expect(mermaid).toContain('  taking_bets --> dealing : DEAL [every participant has bet]\n');
    expect(mermaid).toContain('  taking_bets --> taking_bets : BET [the bet is allowed]\n');
    expect(mermaid).toContain('    dealing__card_1_to_punto --> dealing__card_2_to_banco : always\n');
    expect(mermaid).toContain('  natural_check --> showdown : always [a hand has a natural]\n');
    expect(mermaid).toContain('  turn_of_punto --> turn_of_banco : always [the table says draw]\n');
    expect(mermaid).toContain('  coup_over --> taking_bets : NEXT_COUP\n');
  });

  it.each(bundledIds())(
    'has every transition of %s, the always transitions included, and one way out of cards',
    (id) => {
      const text = FORMATS.mermaid(loadProfile(id));
      const chart = chartOf(buildMachine(loadProfile(id)));
      const arrows = text.split('\n').filter((l) => l.includes(' --> ') && !l.includes('[*]'));
      const dry = chart.transitions.filter((t) => t.target === 'out of cards');
      // The ways the shoe runs dry are drawn as one edge from the coup's box.
      expect(arrows.filter((l) => l.includes(' --> out_of_cards : '))).toEqual([
        expect.stringMatching(/^ {2}the_coup --> out_of_cards : always/),
      ]);
      expect(arrows.length).toBe(chart.transitions.length - dry.length + 1);
      expect(chart.transitions.filter((t) => t.event === '').length).toBe(alwaysCount(id));
      // That edge is labelled `always` where the shoe runs dry only by itself, `always or DRAW` where a decider may draw too.
      const choices = dry.some((t) => t.event === 'DRAW');
      expect(arrows.filter((l) => / : always( \[|$)/.test(l)).length).toBe(
        alwaysCount(id) - dry.filter((t) => t.event === '').length + (choices ? 0 : 1),
      );
      expect(alwaysCount(id)).toBeGreaterThan(0);
    },
  );

  it("draws Punto Banco's coup in one box, and one edge from it for every way its shoe runs dry", () => {
    expect(mermaid).toContain('  state the_coup {\n    state dealing {\n');
    expect(mermaid).toContain('  the_coup : the coup\n');
    expect(mermaid).toContain(
      '  the_coup --> out_of_cards : always [the shoe is empty or a card is due but the shoe is empty]\n',
    );
    expect(mermaid).toContain('    turn_of_banco --> showdown : always [the table says stand]\n');
    expect(mermaid).not.toContain('DRAW');
  });
});

describe('DOT', () => {
  const dot = FORMATS.dot(pb);

  it('is a digraph with a cluster per composite state and an edge per transition', () => {
    expect(dot.startsWith('digraph "punto-banco" {\n')).toBe(true);
    expect(dot.trimEnd().endsWith('}')).toBe(true);
    expect(dot).toContain('subgraph "cluster_dealing" {');
    expect(dot).toContain('"natural check" -> "showdown" [label="always [a hand has a natural]", style=dashed];');
    // The edge back up to the next coup does not rank the first state below the last.
    expect(dot).toContain('"coup over" -> "taking bets" [label="NEXT_COUP", constraint=false];');
    expect(dot).toContain('"session over" [label="session over", peripheries=2');
  });

  it("leaves the coup's box from its first state for the one edge out of cards, clipped at the box", () => {
    expect(dot).toContain('subgraph "cluster_the coup" {\n    label="the coup"; style=rounded;\n');
    expect(dot).toContain(
      '"dealing#initial" -> "out of cards" [label="always [the shoe is empty or a card is due but the shoe is empty]", style=dashed, ltail="cluster_the coup"];',
    );
    expect(dot.match(/-> "out of cards"/g)).toHaveLength(1);
    const cdf = FORMATS.dot(loadProfile('chemin-de-fer'));
    expect(cdf).toContain(
      '"dealing#initial" -> "out of cards" [label="always or DRAW [the shoe is empty or the decider draws from an empty shoe or a card is due but the shoe is empty]", ltail="cluster_the coup"];',
    );
  });

  it('ends an edge into a composite state at its initial point, clipped at the cluster', () => {
    expect(dot).toContain(
      '"taking bets" -> "dealing#initial" [label="DEAL [every participant has bet]", lhead="cluster_dealing"];',
    );
    expect(dot).toContain('"dealing#initial" -> "punto-banco.dealing.card 1 to punto";');
  });
});

describe('JSON', () => {
  it("is the machine's definition, with each state's always transitions added", () => {
    const json = JSON.parse(FORMATS.json(pb));
    expect(json.id).toBe('punto-banco');
    expect(json.states['taking bets'].on.DEAL[0]).toMatchObject({
      guard: 'every participant has bet',
      target: ['#dealing'],
    });
    expect(json.states['natural check'].always).toEqual([
      expect.objectContaining({
        guard: 'a hand has a natural',
        target: ['#showdown'],
        actions: ['declare the natural'],
      }),
      expect.objectContaining({ target: ['#punto-banco.turn of punto'], actions: [] }),
    ]);
    expect(json.states.dealing.states['card 4 to banco'].always).toHaveLength(2);
  });
});

describe('baccarat diagram', () => {
  it('prints the chart in the format asked for', async () => {
    const r = await baccarat(['diagram', 'punto-banco', '--format', 'dot']);
    expect(r.code).toBe(0);
    expect(r.out).toBe(FORMATS.dot(pb));
  });

  it('prints Mermaid by default', async () => {
    expect((await baccarat(['diagram', 'baccarat-banque'])).out).toContain('stateDiagram-v2');
  });

  it('refuses a format it does not know, and a profile that does not exist', async () => {
    const svg = await baccarat(['diagram', 'punto-banco', '--format', 'svg']);
    expect(svg.code).toBe(2);
    expect(svg.err).toContain('--format svg: choose mermaid, dot, json');
    const none = await baccarat(['diagram', 'no-such-variant']);
    expect(none.code).toBe(1);
    expect(none.err).toContain('unknown profile "no-such-variant"');
  });
});

describe("the data a chart's guards read", () => {
  it("gives Punto Banco's tables by total and, for banco, by punto's third card, and its bets' rules in words", () => {
    const { turns, bets } = tablesOf(pb);
    expect(turns[0]).toEqual({
      hand: 'punto',
      decidedBy: 'nobody',
      against: undefined,
      rows: [0, 1, 2, 3, 4, 5]
        .map((total) => ({ total, action: 'draw' }))
        .concat([
          { total: 6, action: 'stand' },
          { total: 7, action: 'stand' },
        ]),
    });
    expect(turns[1]!.against).toBe('punto');
    expect(turns[1]!.rows[4]).toEqual({
      total: 4,
      stood: 'draw',
      byThirdCard: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((value) => ({
        value,
        action: value >= 2 && value <= 7 ? 'draw' : 'stand',
      })),
    });
    expect(bets.map((b) => b.id)).toEqual(['punto', 'banco', 'tie']);
    expect(bets[1]!.rules[0]).toEqual({ when: 'Banco wins', result: 'win', pays: 'pays 1:1 less 5 %' });
    expect(bets[1]!.rules[1]).toEqual({ when: 'a tie', result: 'push', pays: '' });
  });

  it("prints Chemin de Fer's banker table under its page, a choice where the table leaves one", () => {
    const page = variantDoc(loadProfile('chemin-de-fer'));
    expect(page).toContain("### banker\n\nbanker's turn: a choice is the banker's.\n");
    expect(page).toContain('| 3 | draw | draw | draw | draw | draw | draw | draw | draw | draw | stand | choice |\n');
    expect(page).toContain('| Banco (`banco`) | Punter beats the Banker | win, pays 1:1 |\n');
  });
});
