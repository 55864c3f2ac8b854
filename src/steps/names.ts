/**
 * A list of names as the steps write it: the World's and the test vectors' one reading of it
 * (src/steps/world.ts, src/conformance/vectors.ts), kept apart from the World, which registers
 * itself with cucumber when it is imported.
 */

/** "Ann, Boris and Vera" or "Ann, Boris, Vera" -> ["Ann", "Boris", "Vera"] */
export function names(list: string): string[] {
  return list
    .split(/,|\band\b/u)
    .map((s) => s.trim())
    .filter(Boolean);
}
