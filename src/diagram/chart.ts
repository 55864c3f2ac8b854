/**
 * A variant's statechart as plain data, read off the machine the builder made: the state tree and
 * every transition with its event and its guard's name. The exporters (Mermaid, DOT, JSON) and the
 * inspector's page draw from this one reading, so the diagrams and the page cannot disagree.
 *
 * XState's own JSON (`machine.definition`) leaves out eventless (`always`) transitions, and so does
 * @xstate/graph's toDirectedGraph; most of a coup runs on them (the deal, the natural check, every
 * forced draw), so they are read here from each node's `always`.
 */
import type { AnyStateMachine } from 'xstate';

type AnyStateNode = AnyStateMachine['root'];
type AnyTransition = NonNullable<AnyStateNode['always']>[number];

export interface ChartState {
  /** The state node's id, unique in the chart (e.g. "taking bets", "punto-banco.dealing.card 1 to punto"). */
  readonly id: string;
  /** Its name within its parent, as the game says it ("card 1 to punto"). */
  readonly key: string;
  /** Keys from the root down to this state. */
  readonly path: readonly string[];
  readonly type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  readonly description: string | undefined;
  /** The id of the child entered first, for a compound state. */
  readonly initial: string | undefined;
  /** The table's phase there (the state's meta, src/machines/states/names.ts), where it has one. */
  readonly phase: string | undefined;
  readonly children: readonly ChartState[];
}

export interface ChartTransition {
  /** The id of the state that takes it. */
  readonly source: string;
  /** The id of the state it enters; undefined when it stays (it only records something). */
  readonly target: string | undefined;
  /** The event type; '' for an eventless (`always`) transition. */
  readonly event: string;
  /** The guard's name as the chart says it, if it has one. */
  readonly guard: string | undefined;
  /** The guard's parameters (e.g. { hand: 'punto' }), where the chart passes any. */
  readonly guardParams: Readonly<Record<string, unknown>> | undefined;
  /** The names of the actions it runs. */
  readonly actions: readonly string[];
}

export interface Chart {
  /** The machine's id: the profile id. */
  readonly id: string;
  readonly root: ChartState;
  /** Every transition, state by state in document order; per state, its events first, then `always`. */
  readonly transitions: readonly ChartTransition[];
}

/** The name a chart gives a guard or an action: a string, `{ type }`, or a named function. */
export function nameOf(x: unknown): string | undefined {
  if (x === undefined || x === null) return undefined;
  if (typeof x === 'string') return x;
  if (typeof x === 'function') return x.name || 'inline';
  if (typeof x === 'object' && typeof (x as { type?: unknown }).type === 'string') return (x as { type: string }).type;
  return 'inline';
}

function paramsOf(x: unknown): Record<string, unknown> | undefined {
  if (x && typeof x === 'object' && 'params' in x) {
    const p = (x as { params?: unknown }).params;
    if (p && typeof p === 'object') return p as Record<string, unknown>;
  }
  return undefined;
}

function transitionOf(t: AnyTransition, event: string): ChartTransition {
  return {
    source: t.source.id,
    target: t.target?.[0]?.id,
    event,
    guard: nameOf(t.guard),
    guardParams: paramsOf(t.guard),
    actions: t.actions.map((a) => nameOf(a) ?? 'inline'),
  };
}

function stateOf(node: AnyStateNode): ChartState {
  const children = Object.values(node.states).map(stateOf);
  return {
    id: node.id,
    key: node.key,
    path: node.path,
    type: node.type,
    description: node.description,
    initial: node.type === 'compound' ? node.initial.target[0]?.id : undefined,
    phase: (node.meta as { phase?: string } | undefined)?.phase,
    children,
  };
}

function transitionsOf(node: AnyStateNode): ChartTransition[] {
  const own: ChartTransition[] = [];
  for (const [event, list] of node.transitions) for (const t of list) own.push(transitionOf(t, event));
  for (const t of node.always ?? []) own.push(transitionOf(t, ''));
  return [...own, ...Object.values(node.states).flatMap(transitionsOf)];
}

export function chartOf(machine: AnyStateMachine): Chart {
  return { id: machine.id, root: stateOf(machine.root), transitions: transitionsOf(machine.root) };
}

/** The phases of the coup itself, from the first card dealt to the showdown. */
const COUP_PHASES = new Set(['dealing', 'checking-the-deal', 'naturals', 'drawing', 'showdown']);

/** The box the diagrams draw around the coup's states (no state of the machine: a picture's). */
export const COUP_BOX = 'the coup';

/**
 * The coup's top-level states, from the first card dealt to the showdown, and the state its shoe
 * runs dry into: what the diagrams draw as one box with one edge out of cards (pictureOf), and what
 * the inspector's page draws as one arrow from the coup (src/inspector/public/diagram.js).
 */
export function coupOf(chart: Chart): { inCoup: ChartState[]; dry: ChartState | undefined } {
  const tops = chart.root.children;
  return {
    inCoup: tops.filter((s) => s.phase !== undefined && COUP_PHASES.has(s.phase)),
    dry: tops.find((s) => s.phase === 'out-of-cards'),
  };
}

/**
 * The chart as the diagrams draw it (Mermaid, DOT): the coup's states, from the first card dealt
 * to the showdown, in one box, and the ways its shoe can run dry (a card of the deal, a card the
 * table or a decider draws, each its own transition in the machine) as one edge from that box to
 * "out of cards": an injected shoe can run out at any card, and one edge per state made them a
 * third of the picture. The machine and its JSON keep every transition; the inspector's page
 * draws them on one arrow.
 */
export function pictureOf(chart: Chart): Chart {
  const tops = chart.root.children;
  const { inCoup, dry } = coupOf(chart);
  const within = new Set<string>();
  const add = (s: ChartState): void => {
    within.add(s.id);
    s.children.forEach(add);
  };
  inCoup.forEach(add);
  const runsDry = chart.transitions.filter((t) => within.has(t.source) && dry && t.target === dry.id);
  if (runsDry.length === 0) return chart;
  const distinct = (xs: string[]) => [...new Set(xs)];
  const events = distinct(runsDry.map((t) => t.event));
  const box: ChartState = {
    id: COUP_BOX,
    key: COUP_BOX,
    path: [COUP_BOX],
    type: 'compound',
    description: 'The coup, from the first card dealt to the showdown.',
    initial: undefined,
    phase: undefined,
    children: inCoup,
  };
  const first = tops.indexOf(inCoup[0]!);
  const children = [...tops.slice(0, first), box, ...tops.slice(first).filter((s) => !inCoup.includes(s))];
  const oneEdge: ChartTransition = {
    source: COUP_BOX,
    target: dry!.id,
    event: events.length === 1 ? events[0]! : events.map((e) => e || 'always').join(' or '),
    guard: distinct(runsDry.map((t) => t.guard ?? '')).join(' or '),
    guardParams: undefined,
    actions: [],
  };
  const at = chart.transitions.indexOf(runsDry[0]!);
  const others = chart.transitions.filter((t) => !runsDry.includes(t));
  const before = chart.transitions.slice(0, at).filter((t) => !runsDry.includes(t)).length;
  return {
    ...chart,
    root: { ...chart.root, children },
    transitions: [...others.slice(0, before), oneEdge, ...others.slice(before)],
  };
}

/** Every state of the chart below the root, parents before their children. */
export function statesOf(chart: Chart): ChartState[] {
  const out: ChartState[] = [];
  const walk = (s: ChartState): void => {
    for (const c of s.children) {
      out.push(c);
      walk(c);
    }
  };
  walk(chart.root);
  return out;
}

/**
 * The machine's JSON definition (what `machine.definition` gives), with each state's eventless
 * transitions added under `always`, in the same form as its `transitions`.
 */
export function definitionOf(machine: AnyStateMachine): unknown {
  const withAlways = (node: AnyStateNode, def: Record<string, unknown>): Record<string, unknown> => {
    const states = def.states as Record<string, Record<string, unknown>>;
    return {
      ...def,
      always: (node.always ?? []).map((t) => t.toJSON()),
      states: Object.fromEntries(Object.entries(states).map(([k, d]) => [k, withAlways(node.states[k]!, d)])),
    };
  };
  // A round trip through JSON drops what is not data (functions), as `machine.toJSON()` intends.
  return withAlways(machine.root, JSON.parse(JSON.stringify(machine.definition)) as Record<string, unknown>);
}
