/**
 * The table of the profile language (docs/profile-language.md): every key the schema describes, with the bundled
 * profiles whose YAML (their own file or a parent's, through `extends`) writes it. A key no bundled
 * profile writes keeps its default everywhere. `npm run docs:language` rewrites the block;
 * test/readme-language.test.ts fails while it is stale.
 */

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import schema from '../../schemas/profile.schema.json' with { type: 'json' };
import { bundledFile, bundledIds } from '../loader/bundled.js';
import { conditionKeysOf } from '../profile/conditions.js';
import { markdownCell } from '../text/markdown.js';

/** The conditions of the language, by where they stand: each lists the keys its kind of rule may read. */
const CONDITIONS: [RegExp, readonly string[]][] = [
  [/^bets\[\]\.settle\[\]\.when\.(\w+)(?:\.\w+)?$/, conditionKeysOf('bet')],
  [/^drawing\.extraCards\[\]\.when\.(\w+)(?:\.\w+)?$/, conditionKeysOf('extra-card')],
  [/^drawing\.penalties\[\]\.when\.(\w+)(?:\.\w+)?$/, conditionKeysOf('penalty')],
];

export const LANGUAGE_START = '<!-- language:start -->';
export const LANGUAGE_END = '<!-- language:end -->';

type Node = Record<string, unknown>;
const defs = (schema as { $defs: Record<string, Node> }).$defs;

function resolve(node: Node | undefined): Node | undefined {
  const ref = node?.$ref as string | undefined;
  return ref
    ? { ...defs[ref.replace('#/$defs/', '')], ...(node!.description ? { description: node!.description } : {}) }
    : node;
}

/** The properties a node offers, its branches (oneOf, anyOf, if/then/else) merged. */
function propertiesOf(node: Node | undefined): Record<string, Node> {
  const n = resolve(node);
  if (!n) return {};
  const out: Record<string, Node> = {};
  for (const branch of [
    ...((n.oneOf as Node[]) ?? []),
    ...((n.anyOf as Node[]) ?? []),
    n.then as Node,
    n.else as Node,
  ]) {
    if (branch && typeof branch === 'object') Object.assign(out, propertiesOf(branch));
  }
  // The node's own description of a key says it for every branch (a branch's, for its case only).
  return Object.assign(out, (n.properties as Record<string, Node>) ?? {});
}

function itemsOf(node: Node | undefined): Node | undefined {
  const n = resolve(node);
  if (!n) return undefined;
  if (n.items) return n.items as Node;
  for (const branch of [...((n.oneOf as Node[]) ?? []), ...((n.anyOf as Node[]) ?? [])]) {
    const items = itemsOf(branch);
    if (items) return items;
  }
  return undefined;
}

/** The keys of a condition nested in all/any/not read as the condition's own keys. */
const NESTED = /\.(all\[\]|any\[\]|not)(?=\.)/g;

/** Every key path the schema describes, with its description: "shoe.decks", "bets[].settle[].when.margin". */
export function schemaKeys(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: Node | undefined, path: string, seen: Set<string>) => {
    // A condition holds conditions (all, any, not): its keys are listed once.
    const ref = node?.$ref as string | undefined;
    if (ref && seen.has(ref)) return;
    const inside = ref ? new Set([...seen, ref]) : seen;
    for (const [key, sub] of Object.entries(propertiesOf(node))) {
      const p = path ? `${path}.${key}` : key;
      if (out.has(p)) continue;
      out.set(p, String(sub.description ?? resolve(sub)?.description ?? ''));
      walk(sub, p, inside);
      const items = itemsOf(sub);
      if (items) walk(items, `${p}[]`, inside);
    }
  };
  walk(schema as Node, '', new Set());
  return out;
}

/** The key paths a YAML document writes, in the schema's terms. */
function writtenKeys(data: unknown, path = '', out = new Set<string>()): Set<string> {
  if (Array.isArray(data)) for (const item of data) writtenKeys(item, `${path}[]`, out);
  else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      // A map keyed by values (a draw table's rows, a pay table's rungs) is written as a whole.
      if (/^[0-9]/.test(key) || key === 'stood') continue;
      const p = (path ? `${path}.${key}` : key).replace(NESTED, '');
      out.add(p);
      writtenKeys(value, p, out);
    }
  }
  return out;
}

/** The keys a bundled profile writes, its parents' included. */
function keysOfProfile(file: string, out = new Set<string>()): Set<string> {
  const data = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writtenKeys(data, '', out);
  const parent = data.extends;
  if (typeof parent === 'string')
    keysOfProfile(
      parent.endsWith('.yaml') || parent.endsWith('.yml') ? join(dirname(file), parent) : bundledFile(parent)!,
      out,
    );
  return out;
}

/** The first sentence of a description (at most some 120 characters), for a table cell. */
function firstSentence(text: string): string {
  const m = /^(.*?(?<!e\.g|i\.e))\.(\s|$)/.exec(text);
  let out = m ? m[1]! : text;
  if (out.length > 120) out = `${out.slice(0, 120).replace(/\s+\S*$/, '')} …`;
  return markdownCell(out);
}

export function languageTable(): string {
  const keys = schemaKeys();
  const used = new Map(bundledIds().map((id) => [id, keysOfProfile(bundledFile(id)!)]));
  const lines = ['| key | what it says | bundled profiles that write it |', '|---|---|---|'];
  for (const [key, description] of keys) {
    if (/^cards\.values\./.test(key)) continue; // one row for the ranks' values
    // A condition's key where its kind of rule may not read it (tenValued in a bet) is no row there.
    if (CONDITIONS.some(([at, allowed]) => at.exec(key) && !allowed.includes(at.exec(key)![1]!))) continue;
    const by = [...used].filter(([, k]) => k.has(key)).map(([id]) => `\`${id}\``);
    const who = by.length === used.size ? 'all' : by.length === 0 ? '—' : by.join(', ');
    lines.push(`| \`${key}\` | ${firstSentence(description)} | ${who} |`);
  }
  return lines.join('\n');
}
