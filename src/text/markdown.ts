/** A user's text (a profile's name, a description) inside a Markdown table, and a figure in one. */

/**
 * Text of a profile (a bet's or a variant's name) as one Markdown table cell or heading: a pipe would
 * end the cell and a backslash before one would unescape it, so both are escaped; a line break would
 * end the row, so it is written as a space. The one escaping of every Markdown table the project
 * writes: the odds', the par sheets', the variant pages', the catalogs of side bets and of the language.
 */
export const markdownCell = (t: string) =>
  t
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ');

/** A share as a percentage of `digits` decimals, as the odds' tables and the par sheets print it: "1.0579 %". */
export const percent = (x: number, digits = 4) => `${(x * 100).toFixed(digits)} %`;
