/**
 * One bet's expectation from a shoe, summed as one column (ValuePolynomial.evaluateBet in
 * src/odds/composition.ts, which builds the column): Σ_M k_M Π_v (n_v)_{m_v} / (N)_{|M|} over the
 * multisets of values the bet needs. Two ways to sum it, which give the same double bit for bit: a
 * loop of JavaScript (sumColumn, the reference) and the same loop in WebAssembly (the default, where
 * the runtime has it).
 *
 * Why WebAssembly: count's bound sums a column before every coup it deals (src/house/count-sim.ts),
 * some 7,600 terms for Banco. In JavaScript, V8's optimizing compiler reads and checks each typed
 * array again (its map, its length, where its data is) at every turn of a loop, unless it knows the
 * array as a constant: the loop's interrupt check makes it forget what it had checked. Those loads and
 * compares are most of the loop (a column held as a module's constant sums in less than half the
 * time). WebAssembly reads its memory without them. Its doubles are IEEE 754's, rounded to nearest
 * as JavaScript's are, and the kernel does the same multiplications and additions, on the same
 * numbers, in the same order: every sum is the reference's, and so are count's figures.
 */

/**
 * A bet's columns as one (ValuePolynomial's columnOf), over the multisets it needs alone: those of
 * the sizes 1 … M - 2 as a tree (by size, `sizeStart` as the whole tree's; each node's parent,
 * factor and coefficient, its product kept in `prod`), then each multiset of size M - 1 (its parent
 * among those, factor, coefficient) followed by its children of size M (their factors and
 * coefficients, from `leafStart`): the products of the two last sizes are used as they are made,
 * never stored, and a child of size M with no coefficient is left out. Its net where every column
 * is 0 (`base`).
 */
export interface BetColumn {
  readonly base: number;
  readonly parent: Int32Array;
  readonly factor: Int32Array;
  readonly coef: Float64Array;
  readonly sizeStart: Int32Array;
  readonly prod: Float64Array;
  readonly lastParent: Int32Array;
  readonly lastFactor: Int32Array;
  readonly lastCoef: Float64Array;
  /** By multiset of size M - 1, where its children start in the leaves' arrays (and their end). */
  readonly leafStart: Int32Array;
  readonly leafFactor: Int32Array;
  readonly leafCoef: Float64Array;
}

/**
 * The column's sum from a shoe: `table`, the factors n_k - j of its value counts at k * (M + 1) + j;
 * `inverse`, 1 / (N)_s at s (ValuePolynomial.factorsOf writes both).
 */
export type ColumnSum = (table: Float64Array, inverse: Float64Array) => number;

/**
 * The column summed in JavaScript: each size's dot product with the products of its multisets (each
 * its parent's times one factor), divided by (N)_size; the two last sizes, most of the multisets
 * (7007 of 8008 in Punto Banco), summed parent by parent, each product used as it is made (a pass
 * that read each one's parent back took twice as long).
 */
export function sumColumn(b: BetColumn, table: Float64Array, inverse: Float64Array, M: number): number {
  const { parent, factor, coef, sizeStart, prod } = b;
  prod[0] = 1;
  let sum = 0;
  for (let s = 1; s <= M - 2; s++) {
    let d = 0;
    for (let i = sizeStart[s]!, end = sizeStart[s + 1]!; i < end; i++) {
      const p = prod[parent[i]!]! * table[factor[i]!]!;
      prod[i] = p;
      d += p * coef[i]!;
    }
    sum += d * inverse[s]!;
  }
  const { lastParent, lastFactor, lastCoef, leafStart, leafFactor, leafCoef } = b;
  let beforeLast = 0;
  let last = 0;
  for (let q = 0, j = 0, end = lastParent.length; q < end; q++) {
    const p = prod[lastParent[q]!]! * table[lastFactor[q]!]!;
    beforeLast += p * lastCoef[q]!;
    let leaves = 0;
    for (const stop = leafStart[q + 1]!; j < stop; j++) leaves += table[leafFactor[j]!]! * leafCoef[j]!;
    last += p * leaves;
  }
  return b.base + sum + beforeLast * inverse[M - 1]! + last * inverse[M]!;
}

let where: 'webassembly' | 'javascript' = 'webassembly';

/**
 * Where the columns placed from now on are summed: in WebAssembly (the default, where the runtime
 * has it) or in JavaScript (the reference); the tests compare the two.
 */
export function sumColumnsIn(place: 'webassembly' | 'javascript'): void {
  where = place;
}

/**
 * The column's sum for M, the most cards of a coup, and a table of `tableLength` factors: in
 * WebAssembly where it can be, in JavaScript where the runtime has no WebAssembly or no room left for
 * one more memory (each reserves address space; a process with a limit on it may run out).
 */
export function columnSum(b: BetColumn, M: number, tableLength: number): ColumnSum {
  const module = where === 'webassembly' ? kernelModule() : null;
  const layout = layoutOf(b, M, tableLength);
  const memory = module ? memoryFor(layout.size) : undefined;
  if (module && memory) return placed(module, memory, b, M, layout);
  return (table, inverse) => sumColumn(b, table, inverse, M);
}

function memoryFor(bytes: number): WebAssembly.Memory | undefined {
  try {
    return new WebAssembly.Memory({ initial: Math.ceil(bytes / 65536) });
  } catch (e) {
    if (e instanceof RangeError) return undefined;
    throw e;
  }
}

/** The kernel compiled, once a process; null where the runtime has no WebAssembly (node --jitless). */
let compiled: WebAssembly.Module | null | undefined;

function kernelModule(): WebAssembly.Module | null {
  if (compiled === undefined)
    compiled = typeof WebAssembly === 'undefined' ? null : new WebAssembly.Module(kernelBytes());
  return compiled;
}

/** Where each of the column's arrays is placed in its memory (byte addresses), and the bytes they take (`size`). */
type Layout = ReturnType<typeof layoutOf>;

function layoutOf(b: BetColumn, M: number, tableLength: number) {
  const first = b.sizeStart[1]!;
  const inner = b.parent.length;
  const Q = b.lastParent.length;
  const L = b.leafFactor.length;
  let size = 0;
  const take = (bytes: number) => {
    size += bytes;
    return size - bytes;
  };
  const table = take(8 * tableLength);
  const inverse = take(8 * (M + 1));
  const prod = take(8 * inner);
  const coef = take(8 * (inner - first));
  const lastCoef = take(8 * Q);
  const leafCoef = take(8 * L);
  const pf = take(8 * (inner - first));
  const bounds = take(4 * (M - 1));
  const q = take(12 * Q);
  const leafFactor = take(4 * L);
  return { first, inner, Q, L, table, inverse, prod, coef, lastCoef, leafCoef, pf, bounds, q, leafFactor, size };
}

/**
 * The column copied into a memory of its own (freed with it), laid out for the kernel (kernelBody):
 * every index turned into the byte address it reads, doubles first. The product of the tree's root is
 * 1, written once; `table` and `inverse` are copied in before each sum.
 */
function placed(
  module: WebAssembly.Module,
  memory: WebAssembly.Memory,
  b: BetColumn,
  M: number,
  at: Layout,
): ColumnSum {
  const { first, inner, Q, L, table, inverse, prod, coef, lastCoef, leafCoef, pf, bounds, q, leafFactor } = at;
  const f64 = new Float64Array(memory.buffer);
  const i32 = new Int32Array(memory.buffer);
  f64[prod / 8] = 1;
  for (let i = first; i < inner; i++) {
    i32[pf / 4 + 2 * (i - first)] = prod + 8 * b.parent[i]!;
    i32[pf / 4 + 2 * (i - first) + 1] = table + 8 * b.factor[i]!;
    f64[coef / 8 + i - first] = b.coef[i]!;
  }
  for (let k = 0; k < M - 1; k++) i32[bounds / 4 + k] = prod + 8 * b.sizeStart[k + 1]!;
  for (let x = 0; x < Q; x++) {
    i32[q / 4 + 3 * x] = prod + 8 * b.lastParent[x]!;
    i32[q / 4 + 3 * x + 1] = table + 8 * b.lastFactor[x]!;
    i32[q / 4 + 3 * x + 2] = leafFactor + 4 * b.leafStart[x + 1]!;
    f64[lastCoef / 8 + x] = b.lastCoef[x]!;
  }
  for (let j = 0; j < L; j++) {
    i32[leafFactor / 4 + j] = table + 8 * b.leafFactor[j]!;
    f64[leafCoef / 8 + j] = b.leafCoef[j]!;
  }
  const run = new WebAssembly.Instance(module, { kernel: { memory } }).exports.column as (...args: number[]) => number;
  const { base } = b;
  const boundsEnd = bounds + 4 * (M - 2);
  const qEnd = q + 12 * Q;
  return (t, inv) => {
    f64.set(t, table / 8);
    f64.set(inv, inverse / 8);
    return run(
      bounds,
      boundsEnd,
      pf,
      coef,
      inverse,
      q,
      qEnd,
      lastCoef,
      leafFactor,
      leafCoef,
      base,
      inv[M - 1]!,
      inv[M]!,
    );
  };
}

// The binary format (https://webassembly.github.io/spec/core/binary/): the opcodes and types the kernel uses.
const OP = {
  block: 0x02,
  loop: 0x03,
  end: 0x0b,
  br: 0x0c,
  brIf: 0x0d,
  get: 0x20,
  set: 0x21,
  loadI32: 0x28,
  loadF64: 0x2b,
  storeF64: 0x39,
  constI32: 0x41,
  constF64: 0x44,
  geU: 0x4f,
  addI32: 0x6a,
  addF64: 0xa0,
  mulF64: 0xa2,
} as const;
const I32 = 0x7f;
const F64 = 0x7c;
const NO_RESULT = 0x40;

/** An unsigned number as LEB128, the format's integers. */
function leb(n: number): number[] {
  const out: number[] = [];
  do {
    const low = n & 0x7f;
    n >>>= 7;
    out.push(n === 0 ? low : low | 0x80);
  } while (n !== 0);
  return out;
}

const bytesOf = (s: string) => [...leb(s.length), ...new TextEncoder().encode(s)];
const section = (id: number, body: readonly number[]) => [id, ...leb(body.length), ...body];
const vector = (items: readonly (readonly number[])[]) => [...leb(items.length), ...items.flat()];

/** The kernel's parameters (addresses in bytes, but for the three doubles at the end) and locals, by index. */
const V = {
  bounds: 0, // the first node of each size 1 … M - 1, as the address of its product
  boundsEnd: 1,
  pf: 2, // each node's parent's product and its factor (two addresses)
  coef: 3,
  inverse: 4,
  q: 5, // each multiset of size M - 1: its parent's product, its factor, the end of its leaves
  qEnd: 6,
  lastCoef: 7,
  leafFactor: 8,
  leafCoef: 9,
  base: 10,
  inverseBeforeLast: 11,
  inverseLast: 12,
  node: 13,
  end: 14,
  stop: 15,
  p: 16,
  d: 17,
  sum: 18,
  beforeLast: 19,
  last: 20,
  leaves: 21,
} as const;

/** The module: one function, `column`, over a memory the caller gives (kernel.memory). */
function kernelBytes(): Uint8Array<ArrayBuffer> {
  const params = [...Array(10).fill(I32), F64, F64, F64];
  const type = [0x60, ...vector(params.map((t) => [t])), ...vector([[F64]])];
  const memoryImport = [...bytesOf('kernel'), ...bytesOf('memory'), 0x02, 0x00, 0x00];
  const locals = vector([
    [3, I32],
    [6, F64],
  ]);
  const code = [...locals, ...kernelBody(), OP.end];
  return Uint8Array.from([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], // \0asm, version 1
    ...section(1, vector([type])),
    ...section(2, vector([memoryImport])),
    ...section(3, vector([[0]])),
    ...section(7, vector([[...bytesOf('column'), 0x00, 0x00]])),
    ...section(10, vector([[...leb(code.length), ...code]])),
  ]);
}

/** sumColumn's loops, over the placed column's addresses (see `placed` and V). */
function kernelBody(): number[] {
  const get = (v: number) => [OP.get, v];
  const set = (v: number) => [OP.set, v];
  const i32 = (n: number) => [OP.constI32, ...leb(n)]; // n < 64: its signed LEB is the same
  const zero = [OP.constF64, 0, 0, 0, 0, 0, 0, 0, 0];
  const loadI32 = (offset: number) => [OP.loadI32, 2, offset];
  const loadF64 = (offset: number) => [OP.loadF64, 3, offset];
  const bump = (v: number, by: number) => [...get(v), ...i32(by), OP.addI32, ...set(v)];
  const whileBelow = (v: number, end: number, body: readonly number[]) => [
    ...[OP.block, NO_RESULT, OP.loop, NO_RESULT],
    ...[...get(v), ...get(end), OP.geU, OP.brIf, 1],
    ...body,
    ...[OP.br, 0, OP.end, OP.end],
  ];
  // acc = acc + x * y, x and y on the stack after acc.
  const addProduct = (acc: number, xy: readonly number[]) => [...get(acc), ...xy, OP.mulF64, OP.addF64, ...set(acc)];
  // p = prod[parent] * table[factor], the two addresses at `at` and at + 4.
  const product = (at: number) => [
    ...get(at),
    ...loadI32(0),
    ...loadF64(0),
    ...get(at),
    ...loadI32(4),
    ...loadF64(0),
    OP.mulF64,
    ...set(V.p),
  ];
  const sizes = whileBelow(V.bounds, V.boundsEnd, [
    ...zero,
    ...set(V.d),
    ...[...get(V.bounds), ...loadI32(0), ...set(V.node), ...get(V.bounds), ...loadI32(4), ...set(V.end)],
    ...whileBelow(V.node, V.end, [
      ...product(V.pf),
      ...[...get(V.node), ...get(V.p), OP.storeF64, 3, 0],
      ...addProduct(V.d, [...get(V.p), ...get(V.coef), ...loadF64(0)]),
      ...bump(V.pf, 8),
      ...bump(V.coef, 8),
      ...bump(V.node, 8),
    ]),
    ...addProduct(V.sum, [...get(V.d), ...get(V.inverse), ...loadF64(8)]),
    ...bump(V.inverse, 8),
    ...bump(V.bounds, 4),
  ]);
  const lastSizes = whileBelow(V.q, V.qEnd, [
    ...product(V.q),
    ...addProduct(V.beforeLast, [...get(V.p), ...get(V.lastCoef), ...loadF64(0)]),
    ...zero,
    ...set(V.leaves),
    ...[...get(V.q), ...loadI32(8), ...set(V.stop)],
    ...whileBelow(V.leafFactor, V.stop, [
      ...addProduct(V.leaves, [...get(V.leafFactor), ...loadI32(0), ...loadF64(0), ...get(V.leafCoef), ...loadF64(0)]),
      ...bump(V.leafFactor, 4),
      ...bump(V.leafCoef, 8),
    ]),
    ...addProduct(V.last, [...get(V.p), ...get(V.leaves)]),
    ...bump(V.q, 12),
    ...bump(V.lastCoef, 8),
  ]);
  // base + sum + beforeLast * inverse[M - 1] + last * inverse[M], added left to right as sumColumn does.
  const result = [
    ...[...get(V.base), ...get(V.sum), OP.addF64],
    ...[...get(V.beforeLast), ...get(V.inverseBeforeLast), OP.mulF64, OP.addF64],
    ...[...get(V.last), ...get(V.inverseLast), OP.mulF64, OP.addF64],
  ];
  return [...sizes, ...lastSizes, ...result];
}
