// The inspector's page. It shows what the server sends and sends back what a person clicks: the
// frames (a recorded snapshot as the chosen viewer sees it), the moves the chart takes now, the
// chart's reading. It decides nothing about the game: a move it offers came from the chart, and a
// move the chart refuses comes back with the chart's reason.
import { drawChart, label } from './diagram.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
/** How long each microstep stays on screen while a move plays out live (?pace=0 shows the end at once). */
const PACE = Math.max(0, Number(params.get('pace') ?? 160) || 0);
const SUIT = { S: '♠', H: '♥', D: '♦', C: '♣' };

const page = {
  session: undefined,
  chart: undefined,
  viewer: params.get('viewer') || 'onlooker',
  count: 0,
  shown: undefined,
  /** Frames are shown as they arrive while following; stepping back stops following. */
  following: true,
  queue: [],
  timer: undefined,
  source: undefined,
};

function problem(text) {
  $('problem').hidden = !text;
  $('problem').textContent = text ?? '';
}

async function post(path, body) {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}

/* ---------- the feed ---------- */

function connect() {
  page.source?.close();
  const source = new EventSource(`/api/events?viewer=${encodeURIComponent(page.viewer)}`);
  source.addEventListener('session', (m) => onSession(JSON.parse(m.data)));
  source.addEventListener('frame', (m) => onFrame(JSON.parse(m.data)));
  source.addEventListener('open', () => problem());
  source.addEventListener('error', () => problem('The inspector is not answering; trying again…'));
  page.source = source;
}

function onSession(s) {
  const fresh = s.id !== page.session?.id;
  page.session = s;
  if (!fresh) return;
  page.chart = drawChart($('chart'), s.chart);
  page.count = 0;
  page.shown = undefined;
  page.following = true;
  page.queue = [];
  clearTimeout(page.timer);
  page.timer = undefined;
  fillSetup(s);
  rules(s.rules);
  benchBets(s.rules.bets);
}

function onFrame(f) {
  if (f.session !== page.session?.id) return;
  page.count = Math.max(page.count, f.count);
  if (!page.following) return stepBar(page.shown);
  page.queue.push(f);
  // The moves at the end of a move still playing out are offered as soon as they arrive (moves()).
  if (f.live && page.shown && !page.shown.live) moves(page.shown);
  pump();
}

/** Plays queued frames one after the other, so that a deal is seen card by card. */
function pump() {
  if (page.timer !== undefined) return;
  const f = page.queue.shift();
  if (!f) return;
  render(f);
  // A microstep stays on screen for PACE before the next is drawn, however soon that one arrives;
  // where the chart rests, the next move's frames may follow at once.
  page.timer = setTimeout(
    () => {
      page.timer = undefined;
      pump();
    },
    f.settled ? 0 : PACE,
  );
}

async function goTo(index) {
  const i = Math.max(0, Math.min(page.count - 1, index));
  page.following = i === page.count - 1;
  page.queue = [];
  clearTimeout(page.timer);
  page.timer = undefined;
  const res = await fetch(`/api/frame?index=${i}&viewer=${encodeURIComponent(page.viewer)}`);
  const f = await res.json();
  if (!res.ok) return problem(f.reason);
  page.count = f.count;
  page.following = f.live;
  render(f);
}

async function goToMove(direction) {
  const timeline = await (await fetch('/api/timeline')).json();
  const at = page.shown?.index ?? 0;
  const rests = timeline.filter((t) => t.settled).map((t) => t.index);
  const target =
    direction < 0 ? (rests.filter((i) => i < at).at(-1) ?? 0) : (rests.find((i) => i > at) ?? timeline.length - 1);
  return goTo(target);
}

/* ---------- rendering ---------- */

const glyph = (card) => `${card[0]}${SUIT[card[1]]}`;

function h(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) if (c !== undefined && c !== null) e.append(c);
  return e;
}

function stepBar(f) {
  if (!f) return;
  const scrub = $('scrub');
  scrub.max = String(Math.max(0, page.count - 1));
  scrub.value = String(f.index);
  const live = f.index === page.count - 1;
  // Following a move frame by frame is not a replay: the page goes on to the live frame by itself.
  const mode = live ? 'live' : page.following ? 'playing out' : 'replay';
  const how = f.event.type === 'xstate.init' ? 'the start' : f.event.type;
  $('where').textContent =
    `frame ${f.index + 1} of ${page.count} · ${mode} · ${how}${f.transitions.length ? `: ${f.transitions.map(label).join(', ')}` : ''}`;
  $('where').dataset.live = String(live);
  // Where the page is, for a script that drives it (the browser tests): which session, frame and viewer.
  Object.assign($('where').dataset, {
    session: String(f.session),
    index: String(f.index),
    settled: String(f.settled),
    viewer: f.viewer,
  });
  $('first').disabled = $('prev').disabled = $('prev-move').disabled = f.index === 0;
  $('next').disabled = $('next-move').disabled = $('live').disabled = live;
}

function render(f) {
  page.shown = f;
  stepBar(f);
  $('state-name').textContent = f.state.name;
  $('state-name').dataset.state = f.state.name;
  page.chart?.highlight(f.state.active, f.transitions);
  fromHere(f);
  table(f);
  moves(f);
  log(f);
  viewers(f);
}

function fromHere(f) {
  const chart = page.session.chart;
  const active = new Set(f.state.active);
  const names = new Map();
  const walk = (s) => {
    names.set(s.id, s.key);
    for (const c of s.children) walk(c);
  };
  walk(chart.root);
  const out = chart.transitions.filter((t) => active.has(t.source));
  $('from-here').replaceChildren(
    h('h3', {}, 'From here'),
    out.length === 0
      ? h(
          'p',
          { class: 'muted' },
          f.state.status === 'done' ? 'A final state: the session is over.' : 'Nothing leaves this state.',
        )
      : h(
          'ul',
          {},
          out.map((t) =>
            h(
              'li',
              { class: t.event === '' ? 'always' : '' },
              h('code', {}, label(t)),
              ` → ${t.target ? names.get(t.target) : 'stays'}`,
            ),
          ),
        ),
  );
}

function table(f) {
  const t = f.table;
  $('coup').textContent = `coup ${t.coup} · ${t.cardsLeft} cards in the shoe`;
  $('hands').replaceChildren(
    ...t.hands.map((hand) =>
      h(
        'div',
        { class: `hand${hand.held ? ' held' : ''}`, 'data-hand': hand.id },
        h('h3', {}, hand.name, hand.held ? h('span', { class: 'tag' }, `held by ${f.viewer}`) : ''),
        h(
          'div',
          { class: 'cards' },
          hand.cards.length === 0 ? h('span', { class: 'muted' }, 'no cards') : '',
          hand.cards.map((c) =>
            c === null
              ? h('span', {
                  class: 'card face-down',
                  'data-card': '',
                  'aria-label': 'a card face down',
                  title: 'face down',
                })
              : h('span', { class: `card${'HD'.includes(c[1]) ? ' red' : ''}`, 'data-card': c }, glyph(c)),
          ),
        ),
        h(
          'p',
          { class: 'total', 'data-total': hand.total ?? '' },
          hand.cards.length === 0 ? '' : `total ${hand.total ?? '?'}`,
        ),
      ),
    ),
  );
  const outcome = $('outcome');
  if (t.outcome === undefined) {
    outcome.textContent = t.naturals.length ? `natural: ${t.naturals.join(', ')}` : '';
    delete outcome.dataset.outcome;
  } else {
    const name = t.hands.find((x) => x.id === t.outcome)?.name;
    outcome.textContent = t.sides
      ? `result: ${Object.entries(t.sides)
          .map(([s, r]) => `${s} ${r}`)
          .join(' · ')}`
      : name
        ? `${name} wins`
        : `result: ${t.outcome}`;
    outcome.dataset.outcome = t.outcome;
  }
  odds(t.odds);
  roads(t.roads, f);
  $('bank').replaceChildren(
    ...(t.bank?.banker
      ? [
          h(
            'p',
            {},
            'Bank: ',
            h('strong', {}, t.bank.banker),
            ' · fund ',
            h('strong', { 'data-fund': t.bank.fund }, String(t.bank.fund)),
            ` (put up ${t.bank.initialFund})`,
          ),
        ]
      : []),
  );
  const settled = new Map(t.settlements.map((s) => [`${s.participant} ${s.bet}`, s.change]));
  $('stakes').replaceChildren(
    ...(t.stakes.length
      ? [
          h('h3', {}, 'Stakes'),
          h(
            'ul',
            {},
            t.stakes.map((s) => {
              const change = settled.get(`${s.participant} ${s.bet}`);
              return h(
                'li',
                {},
                `${s.participant}: ${s.stake} on ${s.hand ?? s.bet}${s.hand && s.bet !== 'side' ? ` (${s.bet})` : ''}`,
                change === undefined
                  ? ''
                  : h(
                      'span',
                      { class: change > 0 ? 'won' : change < 0 ? 'lost' : 'push' },
                      ` ${change > 0 ? '+' : ''}${change}`,
                    ),
              );
            }),
          ),
        ]
      : []),
  );
  if (t.winners.length)
    $('stakes').append(
      h('p', { class: 'winners' }, `session over: ${t.winners.join(' and ')} win${t.winners.length > 1 ? '' : 's'}`),
    );
  $('seats').tBodies[0].replaceChildren(
    ...t.seats.map((s) =>
      h(
        'tr',
        { 'data-seat': s.name },
        h('td', {}, s.name),
        h('td', { class: 'num' }, String(s.score)),
        h('td', { class: 'muted' }, s.role),
      ),
    ),
  );
}

// The next coup's odds from the cards not yet seen (two-hand profiles): each outcome's probability,
// each bet's expected net per unit staked; or why there are none.
function odds(o) {
  const pct = (x) => `${(x * 100).toFixed(2)} %`;
  const signed = (x) => `${x >= 0 ? '+' : ''}${x.toFixed(4)}`;
  $('odds').replaceChildren(
    ...('reason' in o
      ? [h('p', { class: 'muted' }, `Odds: ${o.reason}`)]
      : [
          h('h3', {}, `Next coup, from the ${o.cards} cards not yet seen`),
          h(
            'table',
            { class: 'odds' },
            h('tbody', {}, [
              ...Object.entries(o.outcomes).map(([id, p]) =>
                h('tr', { 'data-outcome': id }, h('td', {}, id), h('td', { class: 'num' }, pct(p))),
              ),
              ...Object.entries(o.bets).map(([id, ev]) =>
                h(
                  'tr',
                  { 'data-bet': id },
                  h('td', {}, `${id}: expected net per unit`),
                  h('td', { class: 'num' }, signed(ev)),
                ),
              ),
            ]),
          ),
        ]),
  );
}

// The designer's bench (GET and POST /api/bench): a bet's rows come once; each edit of a payout
// asks the server for the figures again from the rows it keeps (exact fractions, nothing counted
// again), and "Save as profile" for the child profile the loader has taken, offered as a download.
const bench = { bet: undefined, url: undefined };

function benchBets(bets) {
  $('bench-bet').replaceChildren(
    h('option', { value: '' }, 'choose a bet'),
    ...bets.map((b) => h('option', { value: b.id }, b.name)),
  );
  bench.bet = undefined;
  $('bench').replaceChildren();
}

const benchPct = (x) => `${(x * 100).toFixed(4)} %`;

function benchFigures(f) {
  const row = (name, id, text, exact) =>
    h('tr', { 'data-figure': id }, h('td', {}, name), h('td', { class: 'num', title: exact }, text));
  $('bench-figures').replaceChildren(
    row('House edge', 'edge', benchPct(f.houseEdge.value), f.houseEdge.exact),
    row('Return', 'return', benchPct(f.return.value), f.return.exact),
    row('Hit frequency', 'hit', benchPct(f.hitFrequency.value), f.hitFrequency.exact),
    row('Standard deviation', 'sd', f.standardDeviation.toFixed(4)),
  );
}

function benchEdits() {
  return [...$('bench').querySelectorAll('input[data-kind]')].map((i) =>
    i.dataset.kind === 'commission'
      ? { rule: Number(i.dataset.rule), commission: Number(i.value) }
      : { rule: Number(i.dataset.rule), rung: Number(i.dataset.rung), ratio: i.value },
  );
}

async function benchEdit(save = false) {
  const verdict = await post('/api/bench', { bet: bench.bet, edits: benchEdits(), save });
  $('bench-problem').textContent = verdict.accepted ? '' : verdict.reason;
  if (!verdict.accepted) return;
  benchFigures(verdict.figures);
  if (!save) return;
  if (verdict.saveRefused) {
    $('bench-problem').textContent = verdict.saveRefused;
    return;
  }
  if (bench.url) URL.revokeObjectURL(bench.url);
  bench.url = URL.createObjectURL(new Blob([verdict.saved.text], { type: 'application/yaml' }));
  const link = $('bench-download');
  link.href = bench.url;
  link.download = verdict.saved.file;
  link.textContent = `Download ${verdict.saved.file}`;
  link.hidden = false;
  link.click();
}

async function benchOf(bet) {
  bench.bet = bet || undefined;
  if (!bench.bet) return $('bench').replaceChildren();
  $('bench').replaceChildren(h('p', { class: 'muted' }, 'Counting the card orders of each rule…'));
  const res = await fetch(`/api/bench?bet=${encodeURIComponent(bet)}`);
  const b = await res.json();
  if (bench.bet !== bet) return;
  // A bet the par sheet refuses: the reason, and the rest of the page as it is.
  if (!res.ok) return $('bench').replaceChildren(h('p', { class: 'muted' }, `Bench: ${b.reason}`));
  const input = (p) =>
    h('input', {
      'data-rule': p.rule,
      'data-rung': p.rung,
      'data-kind': p.kind,
      value: p.value,
      size: 8,
      'aria-label': `${p.kind === 'ratio' ? 'Pays' : 'Commission %'}: ${p.event}`,
      oninput: () => benchEdit(),
    });
  $('bench').replaceChildren(
    h('p', { class: 'muted' }, b.settles),
    h(
      'table',
      { class: 'odds bench' },
      h(
        'tbody',
        {},
        b.payouts.map((p) =>
          h(
            'tr',
            {},
            h('td', {}, p.kind === 'ratio' ? p.event : `commission on “${p.event}”, %`),
            h('td', {}, input(p)),
          ),
        ),
      ),
    ),
    h('table', { class: 'odds' }, h('tbody', { id: 'bench-figures' })),
    h('p', { id: 'bench-problem', role: 'status' }),
    h('button', { type: 'button', id: 'bench-save', onclick: () => benchEdit(true) }, 'Save as profile'),
    ' ',
    h('a', { id: 'bench-download', hidden: true }),
  );
  benchFigures(b.figures);
}

// The roads of the coups finished so far (src/roads/svg.ts, drawn by the server from the results
// alone, GET /api/roads), fetched when a coup is added or taken away by stepping; or why the
// variant has none. The frames carry only the count, so the feed stays small.
async function roads(r, f) {
  const box = $('roads');
  const key = 'refused' in r ? r.refused : `${f.session}:${r.coups}`;
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  if ('refused' in r) {
    $('roads-coups').textContent = '';
    box.replaceChildren(h('p', { class: 'muted' }, `No roads: ${r.refused}`));
    return;
  }
  const res = await fetch(`/api/roads?index=${f.index}`);
  // A later frame may have asked for newer roads meanwhile: the newest stays.
  if (!res.ok || box.dataset.key !== key) return;
  // Parsed as XML, not HTML: the picture comes in as the server drew it, with nothing to run.
  const svg = new DOMParser().parseFromString(await res.text(), 'image/svg+xml').documentElement;
  if (box.dataset.key !== key) return;
  $('roads-coups').textContent = `${r.coups} coup${r.coups === 1 ? '' : 's'}`;
  // Zoomed to the panel's width, down to three quarters of its size (a long shoe's board), then scrolled sideways.
  const shown = document.importNode(svg, true);
  const width = Number(shown.getAttribute('width'));
  Object.assign(shown.style, {
    width: '100%',
    height: 'auto',
    maxWidth: `${width}px`,
    minWidth: `${Math.round(width * 0.75)}px`,
  });
  box.replaceChildren(shown);
}

function moves(shown) {
  const box = $('moves');
  // While a move plays out on the chart, frame by frame, the moves open at its end are offered at
  // once: the newest frame the feed brought carries them, and a move made now follows the last.
  const newest = page.following && !shown.live ? page.queue.at(-1) : undefined;
  const f = newest?.live ? newest : shown;
  const takesChips = f.moves.some((m) => m.chips);
  $('chips-label').hidden = !takesChips;
  const playingOut =
    f === shown
      ? []
      : [
          h(
            'p',
            { class: 'muted playing-out' },
            'The last move is still playing out on the chart; the moves after it:',
          ),
        ];
  if (!f.live) {
    box.replaceChildren(
      h(
        'p',
        { class: 'muted' },
        'Replaying the record: ',
        h('button', { type: 'button', onclick: () => goTo(page.count - 1) }, 'go live ▶|'),
        ' to move.',
      ),
    );
    return;
  }
  if (f.moves.length === 0) {
    box.replaceChildren(
      ...playingOut,
      h(
        'p',
        { class: 'muted' },
        f.state.status === 'done' ? 'The session is over. Start another above.' : 'No move is open.',
      ),
    );
    return;
  }
  box.replaceChildren(
    ...playingOut,
    ...f.moves.map((m) =>
      h(
        'button',
        {
          type: 'button',
          class: m.chips ? 'move chips' : 'move',
          'data-move': m.label,
          // The table's words on the button; the event the chart takes in the tooltip.
          title: m.least ? `${m.label}: the chips in the box, at least ${m.least} now` : m.label,
          onclick: () => play(m),
        },
        // "…": the chips come from the number box.
        m.chips ? `${m.says}…` : m.says,
      ),
    ),
  );
}

async function play(move) {
  const event = { ...move.event };
  if (move.chips) event[move.chips] = Number($('chips').value);
  const verdict = await post('/api/move', { event, session: page.session.id });
  // The reason, then the rule of the procedure's cell that refuses it and what of the cell failed.
  const rule = verdict.rule === undefined ? '' : ` [${verdict.rule}: the ${verdict.failed}, ${verdict.what}]`;
  $('refusal').textContent = verdict.accepted ? '' : `Refused: ${verdict.reason}${rule}`;
}

function log(f) {
  // A frame carries the log's newest entries; the earlier ones are counted (the record keeps them).
  const earlier = f.logBefore > 0 ? [h('li', { class: 'earlier muted' }, `… ${f.logBefore} earlier entries`)] : [];
  $('log').replaceChildren(
    ...earlier,
    ...f.log.map((e) =>
      h(
        'li',
        { class: e.automatic ? 'automatic' : 'person', 'data-automatic': String(e.automatic) },
        h('span', { class: 'tag' }, e.automatic ? 'rules' : 'decided'),
        h('span', { class: 'coup-no' }, `coup ${e.coup}`),
        e.text,
      ),
    ),
  );
  // The newest entry in sight, scrolling the log's own box (never the page).
  $('log').scrollTop = $('log').scrollHeight;
}

function viewers(f) {
  const select = $('viewer');
  select.replaceChildren(
    ...f.viewers.map((v) =>
      h('option', { value: v.name, selected: v.name === page.viewer }, v.role ? `${v.name} (${v.role})` : v.name),
    ),
  );
}

// The rules the chart's guards read (src/inspector/rules.ts): each turn's draw table, by total (and by
// the other hand's third card where the table reads it), who makes a choice it leaves, and the bets.
const ACTION = { draw: 'D', stand: 'S', choice: 'C' };
const cell = (a, attrs = {}) =>
  h('td', { class: a ? `act ${a}` : 'act', title: a ?? 'no such cell', ...attrs }, a ? ACTION[a] : '·');

function drawTable(turn) {
  const values = turn.rows.find((r) => r.byThird)?.byThird.map((_, v) => v);
  const head = values
    ? h(
        'tr',
        {},
        h('th', {}, 'total'),
        h('th', {}, 'stood'),
        values.map((v) => h('th', {}, String(v))),
      )
    : h('tr', {}, h('th', {}, 'total'), h('th', {}, ''));
  const row = (r) =>
    h(
      'tr',
      { 'data-total': r.total },
      h('th', {}, String(r.total)),
      r.byThird
        ? [cell(r.stood), ...r.byThird.map((a, v) => cell(a, { 'data-third': v }))]
        : cell(r.action, { colspan: values ? values.length + 1 : 1 }),
    );
  return h('table', { class: 'draw-table' }, h('thead', {}, head), h('tbody', {}, turn.rows.map(row)));
}

function rules(r) {
  $('rules').replaceChildren(
    h('p', { class: 'muted' }, 'D draws, S stands, C a choice for who decides.'),
    h(
      'div',
      { class: 'turns' },
      r.turns.map((t) =>
        h(
          'div',
          { class: 'turn', 'data-turn': t.hand },
          h(
            'h3',
            {},
            `${t.hand}'s turn`,
            h(
              'span',
              { class: 'muted' },
              ` · ${t.decides ? `a choice for ${t.decides}` : 'every cell forced'}${t.against ? ` · by ${t.against}'s third card` : ''}`,
            ),
          ),
          h('div', { class: 'scroll' }, drawTable(t)),
        ),
      ),
    ),
    h('h3', {}, 'Bets'),
    h(
      'ul',
      { class: 'bets' },
      r.bets.map((b) => h('li', { 'data-bet': b.id }, h('strong', {}, b.name), `: ${b.settles}`)),
    ),
  );
}

function fillSetup(s) {
  const select = $('profile');
  select.replaceChildren(
    ...s.profiles.map((p) => h('option', { value: p.id, selected: p.id === s.profile.id }, `${p.name} (${p.id})`)),
  );
  $('participants').value = s.setup.participants.join(', ');
  const stacked = 'cards' in s.setup.shoe;
  document.querySelector(`input[name=shoe][value=${stacked ? 'cards' : 'seed'}]`).checked = true;
  if (stacked) $('cards').value = s.setup.shoe.cards;
  else $('seed').value = String(s.setup.shoe.seed);
}

/* ---------- controls ---------- */

$('setup').addEventListener('submit', async (e) => {
  e.preventDefault();
  const stacked = document.querySelector('input[name=shoe]:checked').value === 'cards';
  const body = {
    profile: $('profile').value,
    participants: $('participants')
      .value.split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    shoe: stacked ? { cards: $('cards').value } : { seed: Number($('seed').value) },
  };
  const verdict = await post('/api/session', body);
  problem(verdict.accepted ? undefined : verdict.reason);
  $('refusal').textContent = '';
});
// A record opened: the server replays it into a new session, whose frames the feed then brings;
// the page steps back to its start so the game can be followed from the first move.
$('open-record').addEventListener('change', async () => {
  const file = $('open-record').files?.[0];
  if (!file) return;
  const res = await fetch('/api/record', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: await file.text(),
  });
  const verdict = await res.json();
  $('open-record').value = '';
  problem(verdict.accepted ? undefined : `${file.name}: ${verdict.reason}`);
  $('refusal').textContent = '';
  if (verdict.accepted) {
    // The new session's frames arrive over the feed; wait until they are all counted, then go to the start.
    for (let tries = 0; tries < 200 && (page.session?.id !== verdict.session || page.count < verdict.frames); tries++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await goTo(0);
  }
});
$('profile').addEventListener('change', () => {
  const p = page.session?.profiles.find((x) => x.id === $('profile').value);
  if (p) $('participants').value = p.participants.join(', ');
});
$('cards').addEventListener('input', () => (document.querySelector('input[name=shoe][value=cards]').checked = true));
$('seed').addEventListener('input', () => (document.querySelector('input[name=shoe][value=seed]').checked = true));
$('viewer').addEventListener('change', () => {
  page.viewer = $('viewer').value;
  const at = page.shown?.index;
  page.queue = [];
  clearTimeout(page.timer);
  page.timer = undefined;
  connect();
  // Replaying: the same frame, as the new viewer sees it.
  if (!page.following && at !== undefined) goTo(at);
});
$('bench-bet').addEventListener('change', () => benchOf($('bench-bet').value));
$('first').addEventListener('click', () => goTo(0));
$('prev').addEventListener('click', () => goTo((page.shown?.index ?? 0) - 1));
$('next').addEventListener('click', () => goTo((page.shown?.index ?? 0) + 1));
$('live').addEventListener('click', () => goTo(page.count - 1));
$('prev-move').addEventListener('click', () => goToMove(-1));
$('next-move').addEventListener('click', () => goToMove(1));
$('scrub').addEventListener('input', () => goTo(Number($('scrub').value)));
$('show-forced').addEventListener('change', () =>
  $('log').classList.toggle('hide-automatic', !$('show-forced').checked),
);

connect();
