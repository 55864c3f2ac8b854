/**
 * A small, strict XML reader for the tests of the JUnit report (no XML parser is a dependency of
 * the project): elements, attributes, text and the five predefined entities; a tag left open, a
 * closing tag that does not match, or an unknown entity throws.
 */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescaped = (s: string) =>
  s.replace(/&(\w+);/gu, (_, e: string) => {
    const c = ENTITIES[e];
    if (c === undefined) throw new Error(`unknown entity &${e};`);
    return c;
  });

/** The document's root element. */
export function parseXml(text: string): XmlElement {
  const body = text.replace(/^<\?xml[^?]*\?>\s*/u, '');
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const token = /<(\/?)([\w:-]+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>|([^<]+)/gu;
  let at = 0;
  for (let m = token.exec(body); m; m = token.exec(body)) {
    if (m.index !== at) throw new Error(`not XML at ${at}: ${body.slice(at, at + 40)}`);
    at = token.lastIndex;
    const [, closing, name, attrs, selfClosing, chars] = m;
    if (chars !== undefined) {
      if (stack.length > 0) stack.at(-1)!.text += unescaped(chars);
      else if (chars.trim() !== '') throw new Error(`text outside the root: ${chars}`);
      continue;
    }
    if (closing) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const a of attrs!.matchAll(/([\w:-]+)="([^"]*)"/gu)) attributes[a[1]!] = unescaped(a[2]!);
    const element: XmlElement = { name: name!, attributes, children: [], text: '' };
    if (stack.length > 0) stack.at(-1)!.children.push(element);
    else if (root) throw new Error('two root elements');
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (at !== body.length) throw new Error(`not XML at ${at}`);
  if (stack.length > 0) throw new Error(`<${stack.at(-1)!.name}> is not closed`);
  if (!root) throw new Error('no root element');
  return root;
}
