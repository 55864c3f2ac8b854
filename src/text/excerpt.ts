/**
 * A user's text as an error message quotes it, at the bottom of the import graph: the card parser,
 * the profile's resolver and the command line all quote what was typed the same way.
 */

/** The most characters of a user's text an error message quotes. */
export const EXCERPT_LENGTH = 80;

/**
 * A user's text as an error message quotes it: whole when short, else its first 80 characters and
 * its length (`4H 9C … (5000000 characters)`), so a 5 MB line is not echoed back in full.
 */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  if (text.length <= max) return text;
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}… (${chars.length} characters)`;
}
