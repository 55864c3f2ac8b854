/**
 * A par sheet (src/house/par.ts) written out: as text for a terminal, as JSON with every count and
 * probability exact, as Markdown, and as a self-contained HTML page (no external asset, no script:
 * a designer hands the one file over; the inspector serves it at /par). Given the math report
 * (src/house/par-report.ts), the JSON and the page carry it too: the document a committee files.
 */

import { type Fraction, fractionText, groupDigits, toNumber } from '../core/fraction.js';
import { COLUMNS, fitTable, wrap } from '../text/width.js';
import type { ParBet, ParSheet } from './par.js';
import type { ParReport, ParReportBet } from './par-report.js';
import { markdownCell as md, percent } from './table.js';

/** Card orders in words: grouped digits, and a fraction's remainder where a policy draws with a probability. */
function countText(f: Fraction): string {
  if (f.den === 1n) return groupDigits(f.num);
  return `${groupDigits(f.num / f.den)} + ${f.num % f.den}/${f.den}`;
}

/** A signed number with `digits` decimals, the minus sign typeset. */
function signed(x: number, digits: number): string {
  const t = Math.abs(x).toFixed(digits);
  return x < 0 && Number(t) !== 0 ? `−${t}` : t;
}

/** The figures of a bet, in words, one [label, value] each. */
export function figuresOf(b: ParBet): [string, string][] {
  const out: [string, string][] = [
    ['house edge', percent(b.houseEdge)],
    ['hit frequency', percent(toNumber(b.hitFrequency))],
    ['variance per unit', toNumber(b.variance).toFixed(4)],
    ['standard deviation per unit', b.standardDeviation.toFixed(4)],
  ];
  if (b.elementOfRisk !== undefined) {
    out.push(['push frequency', percent(toNumber(b.pushFrequency))]);
    out.push(['element of risk (edge per unit resolved)', percent(b.elementOfRisk)]);
  }
  return out;
}

const headOf = (s: ParSheet) =>
  `${s.decks} deck${s.decks > 1 ? 's' : ''}, every coup counted as ${s.cardsPerCoup} ordered cards: ${groupDigits(s.total)} card orders${s.policy ? `; choices decided by ${s.policy}` : ''}`;

const betTitle = (b: ParBet) => `${b.name}${b.side ? ` (${b.side})` : ''} [${b.id}]`;

/** The row's cells as the text and Markdown forms print them. */
function rowCells(b: ParBet): string[][] {
  return b.rows.map((r) => [
    r.event,
    r.pays,
    countText(r.count),
    percent(toNumber(r.probability), 4),
    signed(toNumber(r.return), 6),
  ]);
}

const ROW_HEAD = ['event', 'pays', 'card orders', 'probability', 'return'];

/**
 * The sheet as text for a terminal, within COLUMNS: the titles wrapped, each bet's rows a table
 * whose events wrap (or stack) where a row would pass it, a figure's long value wrapped under itself.
 */
export function parText(s: ParSheet): string {
  const lines = wrap(`${s.name}: par sheet, ${headOf(s)}`, COLUMNS, '  ');
  for (const b of s.bets) {
    lines.push('', ...wrap(`${betTitle(b)}: ${b.settles}`, COLUMNS, '  '));
    lines.push(...fitTable([ROW_HEAD, ...rowCells(b)], ['left', 'left', 'right', 'right', 'right'], 0));
    const figures = figuresOf(b);
    const fw = Math.max(...figures.map(([k]) => k.length));
    for (const [k, v] of figures) lines.push(`  ${k.padEnd(fw)}  ${v}`);
    // The edges by decks, as many a line as fit: a shoe's size is never parted from its edge.
    let line = `  ${'house edge by decks'.padEnd(fw)}  `;
    b.byDecks.forEach((x, i) => {
      const item = `${x.decks}: ${percent(x.houseEdge)}${i < b.byDecks.length - 1 ? ',' : ''}`;
      if (!line.endsWith('  ') && line.length + 1 + item.length > COLUMNS) {
        lines.push(line);
        line = ' '.repeat(fw + 4);
      }
      line += line.endsWith(' ') ? item : ` ${item}`;
    });
    lines.push(line);
  }
  for (const r of s.refused ?? [])
    lines.push('', ...wrap(`${r.name} [${r.id}]: not counted exactly: ${r.reason}`, COLUMNS, '  '));
  return lines.join('\n');
}

/** "1 in N" of a probability: N with two decimals, grouped; "never" where it is 0. */
export function oneIn(p: number): string {
  if (p <= 0) return 'never';
  return `1 in ${(1 / p).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A report's additions to a bet in JSON: the cut-card edge, the verdict, the commands. */
function reportBetJson(r: ParReportBet | undefined): object {
  if (!r) return {};
  return { cutCard: r.cutCard, verdict: r.verdict, commands: r.commands };
}

/**
 * The sheet as JSON (schemas/par-report.schema.json): every count exact; given the report, its
 * provenance and each bet's cut-card edge, verdict and commands.
 */
export function parJson(s: ParSheet, report?: ParReport): object {
  const of = (id: string) => report?.bets.find((b) => b.id === id);
  return {
    ...(s.refused ? { refused: s.refused } : {}),
    ...(report
      ? {
          provenance: {
            package: 'baccarat-spec',
            version: report.version,
            profileHash: report.profileHash,
            date: report.date,
            shoes: report.shoes,
            countShoes: report.countShoes,
            seed: report.seed,
          },
        }
      : {}),
    profile: s.profile,
    name: s.name,
    decks: s.decks,
    cardsPerCoup: s.cardsPerCoup,
    total: s.total.toString(),
    ...(s.policy ? { policy: s.policy } : {}),
    bets: s.bets.map((b) => ({
      id: b.id,
      name: b.name,
      ...(b.side ? { side: b.side } : {}),
      settles: b.settles,
      rows: b.rows.map((r) => ({
        event: r.event,
        pays: r.pays,
        net: fractionText(r.net),
        count: fractionText(r.count),
        probability: toNumber(r.probability),
        probabilityExact: fractionText(r.probability),
        oneIn: r.probability.num === 0n ? null : toNumber(r.probability) ** -1,
        return: toNumber(r.return),
      })),
      ev: fractionText(b.ev),
      houseEdge: b.houseEdge,
      hitFrequency: toNumber(b.hitFrequency),
      hitFrequencyExact: fractionText(b.hitFrequency),
      pushFrequency: toNumber(b.pushFrequency),
      variance: toNumber(b.variance),
      varianceExact: fractionText(b.variance),
      standardDeviation: b.standardDeviation,
      ...(b.elementOfRisk !== undefined ? { elementOfRisk: b.elementOfRisk } : {}),
      byDecks: b.byDecks.map((x) => ({ decks: x.decks, houseEdge: x.houseEdge, ev: fractionText(x.ev) })),
      ...(b.favoursThePlayer ? { favoursThePlayer: true } : {}),
      ...reportBetJson(of(b.id)),
    })),
  };
}

export function parMarkdown(s: ParSheet): string {
  const lines = [`# ${md(s.name)}: par sheet`, '', `${headOf(s)}.`];
  for (const b of s.bets) {
    lines.push('', `## ${md(betTitle(b))}`, '', `${md(b.settles)}`, '');
    lines.push(`| ${ROW_HEAD.join(' | ')} |`, '|---|---|---:|---:|---:|');
    for (const r of rowCells(b)) lines.push(`| ${r.map(md).join(' | ')} |`);
    lines.push('', '| figure | value |', '|---|---:|');
    for (const [k, v] of figuresOf(b)) lines.push(`| ${k} | ${v} |`);
    lines.push('', `| decks | ${b.byDecks.map((x) => x.decks).join(' | ')} |`);
    lines.push(`|---|${b.byDecks.map(() => '---:').join('|')}|`);
    lines.push(`| house edge | ${b.byDecks.map((x) => percent(x.houseEdge)).join(' | ')} |`);
  }
  return lines.join('\n');
}

const esc = (t: string) =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The page's own style, inline: the page stands alone. Printed (@media print), it is a clean PDF
 * from any browser: black on white, each bet from a new page, a row never split across pages, a
 * table's head repeated, a title kept with what follows it.
 */
const STYLE = `body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1d1d1f;background:#fff}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2.2rem;border-bottom:1px solid #ccc}h3{font-size:1rem;margin:1.2rem 0 .3rem}
table{border-collapse:collapse;margin:.6rem 0}th,td{padding:.25rem .6rem;border-bottom:1px solid #e3e3e3;text-align:left;vertical-align:top}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}.settles{color:#555}footer{margin-top:2rem;color:#777;font-size:.85rem}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font-size:.8rem;background:#f5f5f7;padding:.5rem;border:1px solid #e3e3e3}
.verdict{font-weight:600}
@page{margin:16mm 14mm}
@media print{body{font-size:10.5pt;margin:0;max-width:none;padding:0;color:#000;background:#fff}
section.bet{break-before:page}h2,h3{break-after:avoid}tr,li,.verdict,pre{break-inside:avoid}thead{display:table-header-group}
pre{background:none;border:1px solid #999}.settles,footer{color:#000}a{color:#000;text-decoration:none}}`;

/** A table with a head row; `numeric`: the columns from which on are numbers (right-aligned). */
function htmlTable(head: readonly string[], rows: readonly (readonly string[])[], numeric: number): string {
  const cell = (tag: string, x: string, i: number) => `<${tag}${i >= numeric ? ' class="n"' : ''}>${esc(x)}</${tag}>`;
  return [
    `<table><thead><tr>${head.map((h, i) => cell('th', h, i)).join('')}</tr></thead><tbody>`,
    ...rows.map((r) => `<tr>${r.map((x, i) => cell('td', x, i)).join('')}</tr>`),
    '</tbody></table>',
  ].join('\n');
}

/** A figure ± its 95 % half-width, and the interval it spans. */
function intervalText(x: number, ci: number | null): string {
  if (ci === null) return `${percent(x)} (no interval from one shoe)`;
  return `${percent(x)} ± ${percent(ci)} (95 % interval ${percent(x - ci)} to ${percent(x + ci)})`;
}

/** A bet's edge over whole shoes dealt to a cut card, beside the fresh shoe's. */
function cutCardHtml(b: ParBet, r: ParReportBet): string[] {
  const out = ['<h3>Edge over a shoe dealt to the cut card</h3>'];
  const c = r.cutCard;
  if ('notSimulated' in c) {
    out.push(
      `<p>Fresh shoe, exact: ${esc(percent(b.houseEdge))}. Over whole shoes: not simulated: ${esc(c.notSimulated)}.</p>`,
    );
    return out;
  }
  out.push(
    htmlTable(
      ['shoe', 'house edge'],
      [
        ['fresh shoe, exact (every card order counted)', percent(b.houseEdge)],
        [`whole shoes to the cut card, simulated (the bet made every coup)`, intervalText(c.houseEdge, c.ci95)],
      ],
      1,
    ),
    `<p>${esc(`${c.shoes.toLocaleString('en')} shoes from seed ${c.seed}, each dealt to a cut card ${c.cut} cards from the end, ${c.coups.toLocaleString('en')} coups; the interval takes the shoes as the independent draws. A fresh shoe's edge is the expectation of its first coup; the simulated edge is of every coup a shoe deals before the cut card, as dealt.`)}</p>`,
  );
  return out;
}

/** A bet's countability verdict, and the count it comes from. */
function verdictHtml(r: ParReportBet): string[] {
  const v = r.verdict;
  if ('notCounted' in v) return ['<h3>Countability</h3>', `<p class="verdict">not counted: ${esc(v.notCounted)}</p>`];
  const from =
    v.shoes === 0
      ? 'the exact effects of removal alone (no shoe dealt)'
      : `${v.shoes.toLocaleString('en')} seeded shoes`;
  return [
    '<h3>Countability</h3>',
    `<p class="verdict">${esc(v.text)}</p>`,
    `<p>${esc(`baccarat count's verdict, from ${from} (its default tags and threshold; more shoes: par --count-shoes, or count itself).`)}</p>`,
  ];
}

/** One bet's section of the page: rules, pay table and odds, figures, decks, and the report's parts. */
function betHtml(b: ParBet, r: ParReportBet | undefined): string[] {
  const parts = [`<section class="bet">`, `<h2>${esc(betTitle(b))}</h2>`, '<h3>Rules</h3>'];
  parts.push(`<p class="settles">${esc(b.settles)}.</p>`, '<h3>Pay table and odds</h3>');
  const rows = b.rows.map((x) => [
    x.event,
    x.pays,
    countText(x.count),
    percent(toNumber(x.probability), 4),
    oneIn(toNumber(x.probability)),
    signed(toNumber(x.return), 6),
  ]);
  parts.push(htmlTable(['event', 'pays', 'card orders', 'probability', '1 in N', 'return'], rows, 2));
  parts.push('<h3>Figures</h3>', htmlTable(['figure', 'value'], figuresOf(b), 1));
  parts.push(
    '<h3>House edge by decks</h3>',
    htmlTable(
      ['decks', 'house edge', 'expectation per unit (exact)'],
      b.byDecks.map((x) => [String(x.decks), percent(x.houseEdge), fractionText(x.ev)]),
      0,
    ),
  );
  if (r) {
    parts.push(...cutCardHtml(b, r), ...verdictHtml(r));
    parts.push('<h3>Commands that reproduce these figures</h3>', `<pre>${esc(r.commands.join('\n'))}</pre>`);
  }
  parts.push('</section>');
  return parts;
}

/** The report's provenance: what made it, from which rules, when. */
function provenanceHtml(s: ParSheet, r: ParReport): string[] {
  return [
    '<h2>Provenance</h2>',
    htmlTable(
      ['', ''],
      [
        ['made by', `baccarat-spec ${r.version} (baccarat par)`],
        ['profile', `${s.profile} (${s.name})`],
        ['profile hash', r.profileHash],
        ['date', r.date],
        ['policy', s.policy ?? 'none needed'],
        [
          'simulations',
          `cut-card edge: ${r.shoes.toLocaleString('en')} shoes; verdict: ${r.countShoes.toLocaleString('en')} shoes; seed ${r.seed}`,
        ],
      ],
      2,
    ),
    '<p>Every figure of a bet is given again by the commands at the end of its section, run from the package’s folder (a bundled profile by its id, a file by its path).</p>',
  ];
}

/**
 * The sheet as a self-contained page, script-free; given the report, the document a committee
 * files: provenance first, then per bet its rules, pay table and odds, figures, decks table,
 * cut-card edge, verdict and commands.
 */
export function parHtml(s: ParSheet, report?: ParReport): string {
  const title = report ? 'math report' : 'par sheet';
  const parts = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${esc(s.name)}: ${title}</title>`,
    `<style>${STYLE}</style></head><body>`,
    `<h1>${esc(s.name)}: ${title}</h1>`,
    `<p>${esc(headOf(s))}.</p>`,
    ...(report ? provenanceHtml(s, report) : []),
  ];
  for (const b of s.bets)
    parts.push(
      ...betHtml(
        b,
        report?.bets.find((x) => x.id === b.id),
      ),
    );
  for (const r of s.refused ?? []) parts.push(`<p>${esc(`${r.name} [${r.id}]: not counted exactly: ${r.reason}`)}</p>`);
  parts.push(
    '<footer>Counted exactly by baccarat-spec (<code>baccarat par</code>): every coup as its ordered cards, from the profile’s own rules.</footer>',
    '</body></html>',
  );
  return `${parts.join('\n')}\n`;
}
