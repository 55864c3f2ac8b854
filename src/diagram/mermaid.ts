/**
 * A chart as Mermaid `stateDiagram-v2`, the form GitHub renders in Markdown. State names keep their
 * words (`state "taking bets" as taking_bets`); each transition is labelled with its event (or
 * `always`) and its guard's name in brackets, and written inside the innermost composite state that
 * holds both its ends, where Mermaid expects it.
 */
import { type Chart, type ChartState, type ChartTransition, statesOf } from './chart.js';

/** Mermaid ids: letters, digits and underscores, unique in the diagram. */
function mermaidIds(chart: Chart): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  for (const s of statesOf(chart)) {
    const base = s.path.join('__').replace(/[^A-Za-z0-9_]+/g, '_') || 'state';
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}_${n}`;
    taken.add(id);
    ids.set(s.id, id);
  }
  return ids;
}

/** Label text that Mermaid reads as text: ':' ';' '#' and quotes have meanings of their own there. */
const text = (s: string) =>
  s
    .replace(/[:;#"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The transition's label: its event (or `always`) and its guard's name. */
export function transitionLabel(t: ChartTransition): string {
  const event = t.event === '' ? 'always' : t.event;
  return t.guard ? `${event} [${t.guard}]` : event;
}

export function toMermaid(chart: Chart, title?: string): string {
  const ids = mermaidIds(chart);
  const parentOf = new Map<string, string>();
  const walk = (s: ChartState): void => {
    for (const c of s.children) {
      parentOf.set(c.id, s.id);
      walk(c);
    }
  };
  walk(chart.root);
  const ancestors = (id: string): string[] => {
    const out = [id];
    for (let p = parentOf.get(id); p !== undefined; p = parentOf.get(p)) out.push(p);
    return out;
  };
  // The composite that holds both ends of a transition (the root when none does).
  const home = (t: ChartTransition): string => {
    const from = ancestors(t.source).slice(1);
    if (t.target === undefined) return from[0] ?? chart.root.id;
    const to = new Set(ancestors(t.target).slice(1));
    return from.find((a) => to.has(a)) ?? chart.root.id;
  };
  const placed = new Map<string, ChartTransition[]>();
  for (const t of chart.transitions) {
    const h = home(t);
    placed.set(h, [...(placed.get(h) ?? []), t]);
  }

  const lines: string[] = [];
  if (title) lines.push('---', `title: ${text(title)}`, '---');
  lines.push('stateDiagram-v2');
  const emit = (container: ChartState, indent: string) => {
    for (const s of container.children) {
      const id = ids.get(s.id)!;
      if (s.children.length > 0) {
        // A composite keeps a plain id: Mermaid refuses `state "…" as id {`; its name is given after.
        lines.push(`${indent}state ${id} {`);
        emit(s, `${indent}  `);
        lines.push(`${indent}}`);
        if (id !== s.key) lines.push(`${indent}${id} : ${text(s.key)}`);
      } else {
        lines.push(id === s.key ? `${indent}${id}` : `${indent}state "${text(s.key)}" as ${id}`);
      }
    }
    if (container.initial) lines.push(`${indent}[*] --> ${ids.get(container.initial)}`);
    for (const t of placed.get(container.id) ?? []) {
      const target = t.target === undefined ? t.source : t.target;
      lines.push(`${indent}${ids.get(t.source)} --> ${ids.get(target)} : ${text(transitionLabel(t))}`);
    }
    for (const s of container.children) if (s.type === 'final') lines.push(`${indent}${ids.get(s.id)} --> [*]`);
  };
  emit(chart.root, '  ');
  return `${lines.join('\n')}\n`;
}
