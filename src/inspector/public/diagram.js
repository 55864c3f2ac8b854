// The chart as a layered SVG, drawn from the server's reading of the machine (GET /api/chart):
// top-level states in layers from the initial state down (the longest path, back edges left out),
// a compound state as a box holding its children in a row. Forward edges between neighbouring
// layers run straight down; longer ones run in lanes on the right, edges back up (the next coup) in
// lanes on the left. Parallel transitions share one arrow; its tooltip lists each with its guard.

const SVG = 'http://www.w3.org/2000/svg';
const FONT = 12;
const SMALL = 10;
const LAYER_GAP = 30;
const NODE_GAP = 16;
const LANE = 15;

const textWidth = (text, size) => Math.ceil(text.length * size * 0.6);
const bezier = (p0, p1, p2, p3, t) =>
  (1 - t) ** 3 * p0 + 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t ** 2 * p2 + t ** 3 * p3;

function el(name, attrs = {}, parent) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (parent) parent.appendChild(e);
  return e;
}

export function label(t) {
  const event = t.event === '' ? 'always' : t.event;
  return t.guard ? `${event} [${t.guard}]` : event;
}

/** The states by id, and each state's top-level ancestor. */
function indexStates(chart) {
  const topOf = new Map();
  const byId = new Map();
  const walk = (s, top) => {
    byId.set(s.id, s);
    topOf.set(s.id, top);
    for (const c of s.children) walk(c, top);
  };
  for (const t of chart.root.children) walk(t, t.id);
  return { topOf, byId };
}

const add = (map, key, t) => map.set(key, [...(map.get(key) ?? []), t]);

/**
 * Transitions sorted into: between top-level states, inside one compound state, or staying put;
 * `edgeKey` names the arrow a transition is drawn on.
 */
function sortTransitions(chart, topOf) {
  const between = new Map();
  const inner = new Map();
  const stays = new Map();
  // A shoe runs dry at any card of the coup: one arrow out of cards, from the coup's last state,
  // carries them all (the server names the coup's states: src/diagram/chart.ts coupOf).
  const coup = chart.coup;
  const dryKey = coup?.outOfCards === undefined ? undefined : `${coup.states.at(-1)}->${coup.outOfCards}`;
  const edgeKey = (t) => {
    const from = topOf.get(t.source);
    const to = t.target === undefined ? from : topOf.get(t.target);
    if (coup?.outOfCards !== undefined && to === coup.outOfCards && coup.states.includes(from)) return dryKey;
    if (from !== to) return `${from}->${to}`;
    if (t.target === undefined || t.target === t.source) return `stay:${t.source}`;
    return `${t.source}->${t.target}`;
  };
  for (const t of chart.transitions) {
    const key = edgeKey(t);
    if (key.startsWith('stay:')) add(stays, t.source, t);
    else if (topOf.get(t.source) !== topOf.get(t.target)) add(between, key, t);
    else add(inner, key, t);
  }
  const staysOf = (id) => [...new Set((stays.get(id) ?? []).map((t) => (t.event === '' ? 'always' : t.event)))];
  return { between, inner, stays, edgeKey, staysOf, dryKey };
}

/** Layers: the longest path from the initial state, once the edges back up (`back`) are set aside. */
function layersOf(chart, between) {
  const tops = chart.root.children;
  const out = new Map(tops.map((t) => [t.id, []]));
  for (const key of between.keys()) {
    const [a, b] = key.split('->');
    out.get(a).push(b);
  }
  const back = new Set();
  const seen = new Set();
  const onPath = new Set();
  const order = [];
  const dfs = (id) => {
    seen.add(id);
    onPath.add(id);
    for (const n of out.get(id)) {
      if (onPath.has(n)) back.add(`${id}->${n}`);
      else if (!seen.has(n)) dfs(n);
    }
    onPath.delete(id);
    order.push(id);
  };
  if (chart.root.initial) dfs(chart.root.initial);
  for (const t of tops) if (!seen.has(t.id)) dfs(t.id);
  const layer = new Map();
  for (const id of order.reverse()) {
    // `order` reversed is a topological order of the forward edges.
    if (!layer.has(id)) layer.set(id, 0);
    for (const n of out.get(id))
      if (!back.has(`${id}->${n}`)) layer.set(n, Math.max(layer.get(n) ?? 0, layer.get(id) + 1));
  }
  return { layer, back };
}

/** Each state's box: a compound one holds its children in a row; a loop's events go under the name. */
function sizesOf(tops, staysOf) {
  const size = new Map();
  const sizeOf = (s) => {
    if (s.children.length > 0) {
      const kids = s.children.map((c) => ({
        w: Math.max(textWidth(c.key, SMALL), textWidth(staysOf(c.id).join(' '), SMALL - 1)) + 14,
        h: staysOf(c.id).length ? 34 : 22,
      }));
      kids.forEach((k, i) => {
        size.set(s.children[i].id, k);
      });
      const w = Math.max(textWidth(s.key, FONT) + 20, kids.reduce((a, k) => a + k.w, 0) + (kids.length - 1) * 14 + 34);
      return { w, h: 26 + Math.max(...kids.map((k) => k.h)) + 10 };
    }
    const loops = staysOf(s.id);
    const w = Math.max(textWidth(s.key, FONT), loops.length ? textWidth(`↻ ${loops.join(' ')}`, SMALL) : 0) + 22;
    return { w, h: loops.length ? 38 : 26 };
  };
  for (const t of tops) size.set(t.id, sizeOf(t));
  return size;
}

/** Positions: each layer centred on one axis, lanes for the edges back up on the left, long ones on the right. */
function positionsOf(tops, between, { layer, back }, size) {
  const layers = [];
  for (const t of tops) {
    layers[layer.get(t.id)] ??= [];
    layers[layer.get(t.id)].push(t.id);
  }
  const rowWidth = (ids) => ids.reduce((a, id) => a + size.get(id).w, 0) + (ids.length - 1) * NODE_GAP;
  const widest = Math.max(...layers.filter(Boolean).map(rowWidth));
  const backEdges = [...between.keys()].filter((k) => back.has(k));
  const longEdges = [...between.keys()].filter(
    (k) => !back.has(k) && layer.get(k.split('->')[1]) - layer.get(k.split('->')[0]) > 1,
  );
  const left = 14 + backEdges.length * LANE + 8;
  const axis = left + widest / 2;
  const pos = new Map();
  let y = 28;
  for (const ids of layers) {
    if (!ids) continue;
    const h = Math.max(...ids.map((id) => size.get(id).h));
    let x = axis - rowWidth(ids) / 2;
    for (const id of ids) {
      const { w, h: hh } = size.get(id);
      pos.set(id, { x, y: y + (h - hh) / 2, w, h: hh });
      x += w + NODE_GAP;
    }
    y += h + LAYER_GAP;
  }
  const right = left + widest + 8;
  return { pos, left, right, backEdges, longEdges, width: right + longEdges.length * LANE + 40, height: y };
}

/** The picture's frame: the svg, its arrowheads, a layer for the edges under one for the states. */
function canvas(container, chart, width, height) {
  container.replaceChildren();
  const svg = el(
    'svg',
    {
      viewBox: `0 0 ${width} ${height}`,
      width,
      height,
      role: 'img',
      'aria-label': `statechart of ${chart.id}`,
      class: 'chart',
    },
    container,
  );
  const defs = el('defs', {}, svg);
  for (const kind of ['plain', 'taken']) {
    // Sized in the drawing's units: a thicker (taken) line keeps the same arrowhead.
    const m = el(
      'marker',
      {
        id: `arrow-${kind}`,
        viewBox: '0 0 10 10',
        refX: 9,
        refY: 5,
        markerWidth: 8,
        markerHeight: 8,
        markerUnits: 'userSpaceOnUse',
        orient: 'auto-start-reverse',
      },
      defs,
    );
    el('path', { d: 'M0,0 L10,5 L0,10 z', class: `arrowhead ${kind}` }, m);
  }
  return { svg, edgesLayer: el('g', { class: 'edges' }, svg), nodesLayer: el('g', { class: 'nodes' }, svg) };
}

/** One arrow for every transition of `list`, its tooltip each with its guard; kept in `c.drawn` under `key`. */
function edge(c, key, d, list, text, at) {
  const g = el(
    'g',
    { class: `edge${list.every((t) => t.event === '') ? ' always' : ''}`, 'data-edge': key },
    c.edgesLayer,
  );
  el('title', {}, g).textContent = list
    .map((t) => `${label(t)}: ${c.byId.get(t.source)?.key} → ${t.target ? c.byId.get(t.target)?.key : 'stays'}`)
    .join('\n');
  el('path', { d, class: 'line', 'marker-end': 'url(#arrow-plain)' }, g);
  if (text) {
    const tx = el(
      'text',
      {
        x: at[0],
        y: at[1],
        class: 'edge-label',
        'text-anchor': at[2] ?? 'middle',
        ...(at[3] ? { transform: at[3] } : {}),
      },
      g,
    );
    tx.textContent = text;
  }
  c.drawn.set(key, g);
}

const eventsOf = (list) => {
  const events = [...new Set(list.filter((t) => t.event !== '').map((t) => t.event))];
  // A dashed arrow says `always` by itself; a solid one that also carries eventless moves says it.
  return events.length && list.some((t) => t.event === '') ? `${events.join(', ')}, always` : events.join(', ');
};

/** An arrow's words: its events; the coup's one arrow out of cards says where it comes from. */
const edgeText = (c, k) => (k === c.dryKey ? 'a card short, at any card of the coup' : eventsOf(c.between.get(k)));

/** The start's dot, and the edges between neighbouring layers, straight down. */
function drawAdjacentEdges(c, chart, { pos, backEdges, longEdges }) {
  if (chart.root.initial) {
    const p = pos.get(chart.root.initial);
    el('circle', { cx: p.x + p.w / 2, cy: 8, r: 5, class: 'start' }, c.edgesLayer);
    el('path', { d: `M${p.x + p.w / 2},13 V${p.y}`, class: 'line', 'marker-end': 'url(#arrow-plain)' }, c.edgesLayer);
  }
  const outgoing = new Map();
  const incoming = new Map();
  const adjacent = [...c.between.keys()].filter((k) => !backEdges.includes(k) && !longEdges.includes(k));
  for (const k of adjacent) {
    const [a, b] = k.split('->');
    add(outgoing, a, k);
    add(incoming, b, k);
  }
  const spread = (p, list, k) => p.x + (p.w * (list.indexOf(k) + 1)) / (list.length + 1);
  for (const k of adjacent) {
    const [a, b] = k.split('->');
    const pa = pos.get(a);
    const pb = pos.get(b);
    const x1 = spread(pa, outgoing.get(a), k);
    const y1 = pa.y + pa.h;
    const x2 = spread(pb, incoming.get(b), k);
    const y2 = pb.y;
    const my = (y1 + y2) / 2;
    // The label where arrows part: near the start when several arrive together, near the end when
    // several leave together; beside the curve, on the side it bends away to.
    const t = incoming.get(b).length > 1 ? 0.3 : outgoing.get(a).length > 1 ? 0.72 : 0.5;
    const [bx, by] = [bezier(x1, x1, x2, x2, t), bezier(y1, my, my, y2, t)];
    const side = x2 < x1 - 2 ? ['end', -5] : ['start', 5];
    edge(c, k, `M${x1},${y1} C${x1},${my} ${x2},${my} ${x2},${y2}`, c.between.get(k), edgeText(c, k), [
      bx + side[1],
      by + 3,
      side[0],
    ]);
  }
}

/** Longer forward edges in lanes on the right; edges back up (the next coup) in lanes on the left. */
function drawLaneEdges(c, { pos, left, right, backEdges, longEdges }) {
  longEdges.forEach((k, i) => {
    const [a, b] = k.split('->');
    const pa = pos.get(a);
    const pb = pos.get(b);
    const lane = right + 10 + i * LANE;
    const y1 = pa.y + pa.h / 2;
    const y2 = pb.y + pb.h / 2 + 4;
    edge(
      c,
      k,
      `M${pa.x + pa.w},${y1} H${lane - 4} Q${lane},${y1} ${lane},${y1 + 4} V${y2 - 4} Q${lane},${y2} ${lane - 4},${y2} H${pb.x + pb.w}`,
      c.between.get(k),
      edgeText(c, k),
      [lane + 3, (y1 + y2) / 2, 'middle', `rotate(90 ${lane + 3} ${(y1 + y2) / 2})`],
    );
  });
  backEdges.forEach((k, i) => {
    const [a, b] = k.split('->');
    const pa = pos.get(a);
    const pb = pos.get(b);
    const lane = left - 10 - i * LANE;
    const y1 = pa.y + pa.h / 2;
    const y2 = pb.y + pb.h / 2 - 4;
    edge(
      c,
      k,
      `M${pa.x},${y1} H${lane + 4} Q${lane},${y1} ${lane},${y1 - 4} V${y2 + 4} Q${lane},${y2} ${lane + 4},${y2} H${pb.x}`,
      c.between.get(k),
      edgeText(c, k),
      [lane - 3, (y1 + y2) / 2, 'middle', `rotate(-90 ${lane - 3} ${(y1 + y2) / 2})`],
    );
  });
}

/** A state's box, its name, and its loops (transitions that stay) under the name. */
function box(c, s, p, parent, small) {
  const g = el(
    'g',
    { class: `state ${s.type}${s.children.length ? ' compound' : ''}`, 'data-state': s.id, 'data-active': 'false' },
    parent,
  );
  el('title', {}, g).textContent = s.description ?? s.key;
  el('rect', { x: p.x, y: p.y, width: p.w, height: p.h, rx: 7, class: 'box' }, g);
  if (s.type === 'final')
    el('rect', { x: p.x + 3, y: p.y + 3, width: p.w - 6, height: p.h - 6, rx: 5, class: 'box inner' }, g);
  const name = el(
    'text',
    {
      x: p.x + p.w / 2,
      y: p.y + (s.children.length ? 16 : small ? 15 : 17),
      'text-anchor': 'middle',
      class: small ? 'name small' : 'name',
    },
    g,
  );
  name.textContent = s.key;
  const loops = c.staysOf(s.id);
  if (loops.length) {
    const t = el(
      'text',
      { x: p.x + p.w / 2, y: p.y + p.h - 7, 'text-anchor': 'middle', class: 'stays', 'data-edge': `stay:${s.id}` },
      g,
    );
    t.textContent = `↻ ${loops.join(' ')}`;
    el('title', {}, t).textContent = (c.stays.get(s.id) ?? []).map(label).join('\n');
    c.drawn.set(`stay:${s.id}`, t);
  }
  return g;
}

/** Every top-level state; a compound one's children in a row, the first entered marked by a dot. */
function drawStates(c, tops, pos, size) {
  for (const t of tops) {
    const p = pos.get(t.id);
    const g = box(c, t, p, c.nodesLayer, false);
    if (!t.children.length) continue;
    let x = p.x + 24;
    const kid = new Map();
    for (const k of t.children) {
      const { w, h } = size.get(k.id);
      kid.set(k.id, { x, y: p.y + 26, w, h });
      x += w + 14;
    }
    for (const [key, list] of c.inner) {
      const [a, b] = key.split('->');
      if (!kid.has(a) || !kid.has(b)) continue;
      const pa = kid.get(a);
      const pb = kid.get(b);
      const y0 = pa.y + pa.h / 2;
      const d =
        pb.x > pa.x
          ? `M${pa.x + pa.w},${y0} H${pb.x}`
          : `M${pa.x + pa.w / 2},${pa.y} C${pa.x + pa.w / 2},${pa.y - 14} ${pb.x + pb.w / 2},${pb.y - 14} ${pb.x + pb.w / 2},${pb.y}`;
      edge(c, key, d, list, '', [0, 0]);
    }
    if (t.initial && kid.has(t.initial)) {
      const pk = kid.get(t.initial);
      el('circle', { cx: p.x + 10, cy: pk.y + pk.h / 2, r: 4, class: 'start' }, g);
      el(
        'path',
        { d: `M${p.x + 14},${pk.y + pk.h / 2} H${pk.x}`, class: 'line', 'marker-end': 'url(#arrow-plain)' },
        g,
      );
    }
    for (const k of t.children) box(c, k, kid.get(k.id), g, true);
  }
}

/** Draws `chart` into `container`; returns `highlight(activeIds, transitions)`. */
export function drawChart(container, chart) {
  const tops = chart.root.children;
  const { topOf, byId } = indexStates(chart);
  const sorted = sortTransitions(chart, topOf);
  const layers = layersOf(chart, sorted.between);
  const size = sizesOf(tops, sorted.staysOf);
  const at = positionsOf(tops, sorted.between, layers, size);
  const { svg, edgesLayer, nodesLayer } = canvas(container, chart, at.width, at.height);
  const c = { ...sorted, byId, edgesLayer, nodesLayer, drawn: new Map() };
  drawAdjacentEdges(c, chart, at);
  drawLaneEdges(c, at);
  drawStates(c, tops, at.pos, size);
  return highlighter(container, svg, c.drawn, sorted.edgeKey);
}

/** Marks the active states and the transitions just taken, and keeps the innermost active state in sight. */
function highlighter(container, svg, drawn, edgeKey) {
  const nodes = new Map([...svg.querySelectorAll('[data-state]')].map((n) => [n.getAttribute('data-state'), n]));
  return {
    highlight(activeIds, transitions) {
      const active = new Set(activeIds);
      for (const [id, n] of nodes) {
        const on = active.has(id);
        n.classList.toggle('active', on);
        n.setAttribute('data-active', String(on));
      }
      const taken = new Set(transitions.map(edgeKey));
      for (const [key, g] of drawn) {
        g.classList.toggle('taken', taken.has(key));
        g.querySelector('.line')?.setAttribute('marker-end', `url(#arrow-${taken.has(key) ? 'taken' : 'plain'})`);
      }
      // The innermost active state, scrolled into sight in a tall chart (the chart's box only, not
      // the page), once the page around it is laid out.
      const innermost = [...activeIds]
        .reverse()
        .map((id) => nodes.get(id))
        .find(Boolean);
      requestAnimationFrame(() => {
        if (!innermost) return;
        const r = innermost.getBoundingClientRect();
        const b = container.getBoundingClientRect();
        if (r.top < b.top || r.bottom > b.bottom) container.scrollTop += r.top - b.top - b.height / 3;
        if (r.left < b.left || r.right > b.right) container.scrollLeft += r.left - b.left - (b.width - r.width) / 2;
      });
    },
  };
}
