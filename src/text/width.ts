/**
 * Text laid out for a terminal, at the bottom of the import graph beside excerpt.ts: every text a
 * command prints for a person fits COLUMNS columns (a help, a table of odds, a par sheet, the roads),
 * measured as a terminal measures it, not in UTF-16 units.
 */

/** The widest line a command prints for a person. */
export const COLUMNS = 100;

/** Code points a terminal draws two columns wide: the East Asian wide and fullwidth blocks, and emoji. */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f900, 0x1f9ff],
  [0x20000, 0x3fffd],
];

/** Marks drawn over the character before them, joiners and selectors: no column of their own. */
const ZERO = /^[\p{Mn}\p{Me}\p{Cc}\p{Cf}]$/u;

function charWidth(ch: string): number {
  if (ZERO.test(ch)) return 0;
  const cp = ch.codePointAt(0)!;
  return WIDE.some(([a, b]) => cp >= a && cp <= b) ? 2 : 1;
}

/** Printable ASCII, a column a character: most of what a command prints, measured without a walk. */
const PRINTABLE_ASCII = /^[ -~]*$/;

/** The columns a line takes on a terminal: a suit symbol one, a wide character two, a combining mark none. */
export function textWidth(text: string): number {
  if (PRINTABLE_ASCII.test(text)) return text.length;
  let n = 0;
  for (const ch of text) n += charWidth(ch);
  return n;
}

/** Padded with blanks to `width` columns (as String#padEnd, in columns), on the right or the left. */
export const padEnd = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - textWidth(text)));
export const padStart = (text: string, width: number) => ' '.repeat(Math.max(0, width - textWidth(text))) + text;

/** A word cut into pieces of at most `width` columns: a word wider than the line is broken, not let out. */
function pieces(word: string, width: number): string[] {
  const out: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece !== '' && textWidth(piece + ch) > width) {
      out.push(piece);
      piece = '';
    }
    piece += ch;
  }
  out.push(piece);
  return out;
}

/**
 * One line of text wrapped at blanks into lines of at most `width` columns, each after the first
 * starting with `indent`; a word wider than a line is broken. The blanks between words on a line
 * stay as they were (a column's padding), those at a break go. A line that fits is returned as it is.
 */
export function wrap(text: string, width = COLUMNS, indent = ''): string[] {
  if (textWidth(text) <= width) return [text];
  const lead = /^ */.exec(text)![0];
  // Words, each with the blanks before it.
  const words = [...text.slice(lead.length).matchAll(/( *)([^ ]+)/g)].map((m) => [m[1]!, m[2]!] as const);
  const lines: string[] = [];
  let line = lead;
  let fresh = true; // nothing but the line's lead or indent yet
  for (const [gap, word] of words) {
    const room = width - textWidth(line);
    if (textWidth(word) + (fresh ? 0 : gap.length) <= room) {
      line += (fresh ? '' : gap) + word;
      fresh = false;
      continue;
    }
    if (!fresh) {
      lines.push(line);
      line = indent;
    }
    const parts = pieces(word, Math.max(1, width - textWidth(line)));
    for (const p of parts.slice(0, -1)) {
      lines.push(line + p);
      line = indent;
    }
    line += parts.at(-1)!;
    fresh = false;
  }
  lines.push(line);
  return lines;
}

/** Every line of a text wrapped as `wrap` wraps one, continuations indented as their line is, plus `more`. */
export function wrapText(text: string, width = COLUMNS, more = '  '): string {
  return text
    .split('\n')
    .flatMap((line) => wrap(line, width, /^ */.exec(line)![0] + more))
    .join('\n');
}

/** How a column of a table is aligned. */
export type Align = 'left' | 'right';

const GAP = '  ';
/** The narrowest a wrapped column is let be; narrower, the table is stacked instead. */
const NARROWEST = 24;

const line = (cells: readonly string[], widths: readonly number[], align: readonly Align[]) =>
  cells
    .map((c, i) => (align[i] === 'right' ? padStart(c, widths[i]!) : padEnd(c, widths[i]!)))
    .join(GAP)
    .trimEnd();

/**
 * A table (its first row the heads) in columns two blanks apart, within `width` columns. Where the
 * widest row does not fit, column `flex` (a text: a bet's settlement, an event in words) wraps,
 * its continuation lines under it; where that would leave it narrower than NARROWEST columns, the
 * table is stacked: the other columns in a row, the `flex` cell wrapped below them, indented. A
 * table whose other columns alone pass the width is written a row a block, a cell a line.
 */
export function fitTable(
  rows: readonly (readonly string[])[],
  align: readonly Align[],
  flex: number,
  width = COLUMNS,
): string[] {
  const widthsOf = (rs: readonly (readonly string[])[]) =>
    rs[0]!.map((_, i) => Math.max(...rs.map((r) => textWidth(r[i] ?? ''))));
  const widths = widthsOf(rows);
  const total = widths.reduce((a, b) => a + b, 0) + GAP.length * (widths.length - 1);
  if (total <= width) return rows.map((r) => line(r, widths, align));
  const room = width - (total - widths[flex]!);
  if (room >= NARROWEST) {
    const fitted = widths.map((w, i) => (i === flex ? room : w));
    return rows.flatMap((r) => {
      const [first, ...rest] = wrap(r[flex]!, room);
      const blank = r.map(() => '');
      return [
        line(
          r.map((c, i) => (i === flex ? first! : c)),
          fitted,
          align,
        ),
        ...rest.map((t) => line(Object.assign([...blank], { [flex]: t }), fitted, align)),
      ];
    });
  }
  const others = rows.map((r) => r.filter((_, i) => i !== flex));
  const otherAlign = align.filter((_, i) => i !== flex);
  const ow = widthsOf(others);
  if (ow.reduce((a, b) => a + b, 0) + GAP.length * (ow.length - 1) <= width) {
    return rows.flatMap((r, j) => [
      line(others[j]!, ow, otherAlign),
      ...(j === 0 ? [] : wrap(`  ${r[flex]}`, width, '  ')),
    ]);
  }
  // Not even the other columns fit: each row a block, each cell a line under its head.
  const heads = rows[0]!;
  return rows
    .slice(1)
    .flatMap((r, j) => [
      ...(j > 0 ? [''] : []),
      ...wrap(r[0]!, width, '  '),
      ...r.slice(1).flatMap((c, i) => wrap(`  ${heads[i + 1]}: ${c}`, width, '    ')),
    ]);
}
