/**
 * A chart as Graphviz DOT: one node per state (named by its id, labelled with its name), a cluster
 * per composite state, one edge per transition labelled with its event (or `always`) and its guard.
 * An edge into a composite state lands on the point of its initial transition and is clipped at the
 * cluster's border (`lhead`), as Graphviz cannot end an edge on a cluster.
 */
import { type Chart, type ChartState, type ChartTransition, statesOf } from './chart.js';
import { transitionLabel } from './mermaid.js';

const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
const initialPoint = (id: string) => `${id}#initial`;
const cluster = (id: string) => `cluster_${id}`;

export function toDot(chart: Chart, title?: string): string {
  const byId = new Map(statesOf(chart).map((s) => [s.id, s]));
  const lines: string[] = [
    `digraph ${quote(chart.id)} {`,
    ...(title ? [`  label=${quote(title)}; labelloc=t;`] : []),
    '  compound=true; rankdir=TB;',
    '  node [shape=box, style=rounded, fontname="Helvetica", fontsize=11];',
    '  edge [fontname="Helvetica", fontsize=9];',
  ];
  const emit = (container: ChartState, indent: string) => {
    if (container.initial) {
      lines.push(`${indent}${quote(initialPoint(container.id))} [shape=point, width=0.12];`);
      lines.push(`${indent}${quote(initialPoint(container.id))} -> ${quote(container.initial)};`);
    }
    for (const s of container.children) {
      if (s.children.length > 0) {
        lines.push(`${indent}subgraph ${quote(cluster(s.id))} {`);
        lines.push(`${indent}  label=${quote(s.key)}; style=rounded;`);
        emit(s, `${indent}  `);
        lines.push(`${indent}}`);
      } else {
        const extra = s.type === 'final' ? ', peripheries=2' : '';
        const tooltip = s.description ? `, tooltip=${quote(s.description)}` : '';
        lines.push(`${indent}${quote(s.id)} [label=${quote(s.key)}${extra}${tooltip}];`);
      }
    }
  };
  emit(chart.root, '  ');
  // An end that is a composite state is drawn at its initial point, clipped at its cluster.
  // A composite without an initial state (the diagrams' box around the coup) is left from its first state.
  const anchor = (s: ChartState): string =>
    s.initial ? initialPoint(s.id) : s.children[0] ? anchor(s.children[0]) : s.id;
  const end = (id: string, side: 'lhead' | 'ltail'): [string, string[]] => {
    const s = byId.get(id);
    return s && s.children.length > 0 ? [anchor(s), [`${side}=${quote(cluster(id))}`]] : [id, []];
  };
  const back = backEdges(chart);
  for (const t of chart.transitions) {
    const [from, fromAttrs] = end(t.source, 'ltail');
    const [to, toAttrs] = end(t.target ?? t.source, 'lhead');
    const style = t.event === '' ? ['style=dashed'] : [];
    // An edge back up (the next coup) does not rank its target below its source.
    const rank = back.has(t) ? ['constraint=false'] : [];
    const attrs = [`label=${quote(transitionLabel(t))}`, ...style, ...rank, ...fromAttrs, ...toAttrs];
    lines.push(`  ${quote(from)} -> ${quote(to)} [${attrs.join(', ')}];`);
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

/**
 * The transitions that lead back to a state already on the way from the start (a depth-first walk
 * from the initial state, a composite state entered at its initial child).
 */
function backEdges(chart: Chart): Set<ChartTransition> {
  const byId = new Map(statesOf(chart).map((s) => [s.id, s]));
  const entered = (id: string): string => {
    const s = byId.get(id);
    return s?.initial ? entered(s.initial) : id;
  };
  const from = new Map<string, ChartTransition[]>();
  for (const t of chart.transitions) if (t.target !== undefined) from.set(t.source, [...(from.get(t.source) ?? []), t]);
  const parentOf = new Map<string, string>();
  for (const s of [chart.root, ...byId.values()]) for (const c of s.children) parentOf.set(c.id, s.id);
  // A state's own transitions, and those of every composite state around it.
  const leaving = (id: string): ChartTransition[] => {
    const out: ChartTransition[] = [];
    for (let s: string | undefined = id; s !== undefined; s = parentOf.get(s)) out.push(...(from.get(s) ?? []));
    return out;
  };
  const back = new Set<ChartTransition>();
  const seen = new Set<string>();
  const path = new Set<string>();
  const visit = (id: string) => {
    seen.add(id);
    path.add(id);
    for (const t of leaving(id)) {
      const next = entered(t.target!);
      if (path.has(next)) back.add(t);
      else if (!seen.has(next)) visit(next);
    }
    path.delete(id);
  };
  if (chart.root.initial) visit(entered(chart.root.initial));
  return back;
}
