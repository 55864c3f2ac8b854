/**
 * The name a slip of the keyboard most likely meant: an unknown option or command, a misspelt key
 * of a profile, an extends that names no bundled profile.
 */

/** The closest of `names` to `word`, if it is close enough to be a likely slip. */
export function closest(word: string, names: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const name of names) {
    // Never closer than the difference in length: a long word is not compared letter by letter.
    if (word.length > name.length + Math.max(1, Math.floor(name.length / 3))) continue;
    const d = distance(word, name);
    if (d < bestDistance) [best, bestDistance] = [name, d];
  }
  return best !== undefined &&
    (bestDistance <= Math.max(1, Math.floor(best.length / 3)) || (best.startsWith(word) && word.length >= 2))
    ? best
    : undefined;
}

/** Edits from one word to the other: a letter added, dropped or changed, or two swapped ("shwo"). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}
