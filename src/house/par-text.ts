/**
 * A par sheet (src/house/par.ts) written out: as text for a terminal, as JSON with every count and
 * probability exact, as Markdown, and as a self-contained HTML page (no external asset: a designer
 * hands the one file over; the inspector serves it at /par).
 */

import { type Fraction, fractionText, groupDigits, toNumber } from '../core/fraction.js';
import { COLUMNS, fitTable, wrap } from '../text/width.js';
import type { ParBet, ParSheet } from './par.js';
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

export function parJson(s: ParSheet): object {
  return {
    ...(s.refused ? { refused: s.refused } : {}),
    profile: s.profile,
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

/** The page's own style, inline: the page stands alone. */
const STYLE = `body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1d1d1f}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2.2rem;border-bottom:1px solid #ccc}
table{border-collapse:collapse;margin:.6rem 0}th,td{padding:.25rem .6rem;border-bottom:1px solid #e3e3e3;text-align:left}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}.settles{color:#555}footer{margin-top:2rem;color:#777;font-size:.85rem}`;

export function parHtml(s: ParSheet): string {
  const parts = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${esc(s.name)}: par sheet</title>`,
    `<style>${STYLE}</style></head><body>`,
    `<h1>${esc(s.name)}: par sheet</h1>`,
    `<p>${esc(headOf(s))}.</p>`,
  ];
  for (const b of s.bets) {
    parts.push(`<h2>${esc(betTitle(b))}</h2>`, `<p class="settles">${esc(b.settles)}</p>`);
    parts.push(
      `<table><thead><tr>${ROW_HEAD.map((h, i) => `<th${i >= 2 ? ' class="n"' : ''}>${h}</th>`).join('')}</tr></thead><tbody>`,
    );
    for (const r of rowCells(b))
      parts.push(`<tr>${r.map((x, i) => `<td${i >= 2 ? ' class="n"' : ''}>${esc(x)}</td>`).join('')}</tr>`);
    parts.push('</tbody></table><table><tbody>');
    for (const [k, v] of figuresOf(b)) parts.push(`<tr><th>${esc(k)}</th><td class="n">${esc(v)}</td></tr>`);
    parts.push('</tbody></table>');
    parts.push(
      `<table><thead><tr><th>decks</th>${b.byDecks.map((x) => `<th class="n">${x.decks}</th>`).join('')}</tr></thead>`,
      `<tbody><tr><th>house edge</th>${b.byDecks.map((x) => `<td class="n">${esc(percent(x.houseEdge))}</td>`).join('')}</tr></tbody></table>`,
    );
  }
  parts.push(
    '<footer>Counted exactly by baccarat-spec (<code>baccarat par</code>): every coup as its ordered cards, from the profile’s own rules.</footer>',
    '</body></html>',
  );
  return `${parts.join('\n')}\n`;
}
