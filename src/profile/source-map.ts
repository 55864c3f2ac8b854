/**
 * Maps a JSON pointer into a YAML document back to the line and column where it was written, so
 * every problem can be reported at its place in the file.
 */
import type { Document, LineCounter, Node } from 'yaml';
import { pathOf } from './errors.js';
import { yamlLib } from './yaml.js';

export interface Position {
  readonly line: number;
  readonly col: number;
}

/**
 * Position of the value at `pointer`; with `key: true`, of the key that names it (for an unknown key).
 * Walks as deep as the document goes: a pointer to something missing lands on its nearest parent.
 */
export function positionOf(doc: Document, lc: LineCounter, pointer: string, opts: { key?: boolean } = {}): Position {
  const { isMap, isPair, isScalar, isSeq } = yamlLib();
  let node: unknown = doc.contents;
  let at: unknown = node;
  for (const segment of pathOf(pointer)) {
    if (isMap(node)) {
      // Keys such as 3 or 0-5 may be number or string scalars: compare as text.
      const pair = node.items.find((p) => isPair(p) && String(isScalar(p.key) ? p.key.value : p.key) === segment);
      if (!pair) break;
      at = opts.key ? pair.key : (pair.value ?? pair.key);
      node = pair.value;
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)];
      if (item === undefined) break;
      at = item;
      node = item;
    } else break;
    if (!opts.key) at = node ?? at;
  }
  const range = (at as Node | null)?.range;
  const offset = range ? range[0] : 0;
  const { line, col } = lc.linePos(offset);
  return { line, col };
}

/** Whether the document itself writes the value at `pointer` (not only one of its parents). */
export function hasPath(doc: Document, pointer: string): boolean {
  const { isMap, isPair, isScalar, isSeq } = yamlLib();
  let node: unknown = doc.contents;
  for (const segment of pathOf(pointer)) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && String(isScalar(p.key) ? p.key.value : p.key) === segment);
      if (!pair) return false;
      node = pair.value;
    } else if (isSeq(node)) {
      node = node.items[Number(segment)];
      if (node === undefined) return false;
    } else return false;
  }
  return true;
}
