/** The chart's exports: Mermaid, DOT and JSON, with the eventless transitions XState's JSON leaves out. */
import { describe, expect, it } from 'vitest';
import { chartOf } from '../src/diagram/chart.js';
import { FORMATS } from '../src/diagram/export.js';
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
    expect(mermaid).toContain('  state dealing {\n    state "card 1 to punto" as dealing__card_1_to_punto\n');
    expect(mermaid).toContain('  [*] --> taking_bets\n');
    expect(mermaid).toContain('    [*] --> dealing__card_1_to_punto\n');
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

  it.each(bundledIds())('has every transition of %s, the always transitions included', (id) => {
    const text = FORMATS.mermaid(loadProfile(id));
    const chart = chartOf(buildMachine(loadProfile(id)));
    const arrows = text.split('\n').filter((l) => l.includes(' --> ') && !l.includes('[*]'));
    expect(arrows.length).toBe(chart.transitions.length);
    expect(arrows.filter((l) => / : always( \[|$)/.test(l)).length).toBe(alwaysCount(id));
    expect(alwaysCount(id)).toBeGreaterThan(0);
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
