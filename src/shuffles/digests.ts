/**
 * The shoes seen so far, each kept as a 64-bit digest only (8 bytes, not its 52 × decks cards), for
 * the repeated-shoes test: the battery reads up to a million shoes as they come and keeps none.
 *
 * A digest is the first 64 bits of the shoe's SHA-256. A repeat is counted when a shoe's digest is
 * one seen before, so a false repeat needs two different shoes with one digest: with a cryptographic
 * hash, a chance of at most C(N, 2) / 2^64 among N shoes: negligible against the 1 % the battery
 * allows a fair shuffle, even at the most shoes the command reads (the figure: docs/shuffles.md,
 * "Memory"). A true repeat is never missed: equal shoes have equal digests.
 */
import { createHash } from 'node:crypto';

/** The table's first size (slots), and its greatest load before it doubles: half full keeps probes short. */
const FIRST_SLOTS = 1024;

/** An open-addressing table of 64-bit digests in typed arrays: two 32-bit words and a used mark a slot. */
export class ShoeDigests {
  private slots = FIRST_SLOTS;
  private words = new Uint32Array(2 * FIRST_SLOTS);
  private used = new Uint8Array(FIRST_SLOTS);
  private size = 0;

  /** Adds a shoe's digest; true when the same digest was added before (the shoe repeats one). */
  seen(cards: Uint8Array): boolean {
    const d = createHash('sha256').update(cards).digest();
    const hi = d.readUInt32LE(0);
    const lo = d.readUInt32LE(4);
    if (this.has(hi, lo)) return true;
    if (2 * (this.size + 1) > this.slots) this.grow();
    this.put(hi, lo);
    this.size++;
    return false;
  }

  private has(hi: number, lo: number): boolean {
    const mask = this.slots - 1;
    for (let i = hi & mask; this.used[i] === 1; i = (i + 1) & mask)
      if (this.words[2 * i] === hi && this.words[2 * i + 1] === lo) return true;
    return false;
  }

  /** Puts a digest not in the table in the first free slot from its home (linear probing). */
  private put(hi: number, lo: number): void {
    const mask = this.slots - 1;
    let i = hi & mask;
    while (this.used[i] === 1) i = (i + 1) & mask;
    this.used[i] = 1;
    this.words[2 * i] = hi;
    this.words[2 * i + 1] = lo;
  }

  private grow(): void {
    const [words, used, slots] = [this.words, this.used, this.slots];
    this.slots = 2 * slots;
    this.words = new Uint32Array(2 * this.slots);
    this.used = new Uint8Array(this.slots);
    for (let i = 0; i < slots; i++) if (used[i] === 1) this.put(words[2 * i]!, words[2 * i + 1]!);
  }
}
