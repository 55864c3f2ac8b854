/**
 * A user's text as a terminal should show it: a profile's name or a path is text from a file, and must
 * not recolour, clear or reorder the user's screen. At the bottom of the import graph, beside the
 * excerpt, since every room that words a message quotes through it.
 */

/**
 * Control characters, DEL, the C1 block and the bidirectional overrides, which a terminal would
 * obey rather than show: a profile's name is text from a file, and must not recolour, clear or
 * reorder the user's screen.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point: they are escaped
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above, line breaks included
const CONTROL_OR_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * `\x1b` for a C0 control, `\u009b` for the others: JSON.stringify has already escaped every C0
 * control of a JSON answer, and `\uXXXX` is JSON's own escape, so JSON stays valid and means the same.
 */
function escaped(ch: string): string {
  const code = ch.codePointAt(0)!;
  return code < 0x20 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * Text as the terminal should show it: every control character written as its escape (`\x1b`,
 * `\x00`, `\u202e`). `lines: true` keeps line feeds and tabs (whole messages); otherwise they are escaped too
 * (a single name or id, which must stay on its line).
 */
export function printable(text: string, opts: { lines?: boolean } = {}): string {
  return text.replace(opts.lines ? CONTROL : CONTROL_OR_LINE, escaped);
}
