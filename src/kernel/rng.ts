/**
 * sfc32, the generator of src/cards/shoe.ts (seedRng/nextRng), kept in an Int32Array so that a coup
 * draws numbers without allocating a state tuple each time. Same algorithm, same stream:
 * test/kernel-shoe.test.ts checks it against nextRng.
 */
import { type RngState, seedRng } from '../cards/shoe.js';

export class Sfc32 {
  private readonly s = new Int32Array(4);

  constructor(state: RngState) {
    this.s.set(state.map((x) => x | 0));
  }

  static seeded(seed: number): Sfc32 {
    return new Sfc32(seedRng(seed));
  }

  nextUint32(): number {
    const s = this.s;
    const a = s[0]!;
    const b = s[1]!;
    const c = s[2]!;
    const d = s[3]!;
    const t = (((a + b) | 0) + d) | 0;
    s[3] = (d + 1) | 0;
    s[0] = b ^ (b >>> 9);
    s[1] = (c + (c << 3)) | 0;
    s[2] = (((c << 21) | (c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  /** A number in [0, 1), as nextRng gives it. */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  get state(): RngState {
    const s = this.s;
    return [s[0]! >>> 0, s[1]! >>> 0, s[2]! >>> 0, s[3]! >>> 0];
  }

  set state(state: RngState) {
    this.s.set(state.map((x) => x | 0));
  }
}
