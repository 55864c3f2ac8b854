/**
 * Seeded shoes for simulation, as card codes in a Uint8Array, reshuffled as the profile says.
 *
 * after-every-coup: every coup comes from a fresh shuffle of the full shoe. Only the cards a coup can
 * take matter, so only they are shuffled: a Fisher-Yates shuffle run from the top for cardsPerCoup
 * steps puts a uniformly random sequence of distinct cards on top, exactly as a full shuffle would,
 * with cardsPerCoup random numbers a coup (six in Punto Banco) instead of a whole shoe's worth.
 *
 * never: the shoe is dealt down, as one session deals it. A session's shoe is a full seeded shuffle,
 * the very shuffle of src/cards/shoe.ts (same generator, same Fisher-Yates from the bottom, on card
 * codes instead of strings; test/kernel-shoe.test.ts holds the two together); a fresh shoe comes
 * when the session's coups are played, when the profile's end rule says too few cards remain, or
 * when fewer cards remain than a coup may need (a coup is never cut short).
 *
 * when-too-few-for-a-coup (RD-06): dealt down as `never`, but the session goes on over a new shuffle
 * of every card once fewer remain than every hand's most, as the chart reshuffles between coups
 * (machines/actions/end.ts, 'reshuffle when too few cards remain for every hand'). A session
 * starts on a fresh shoe and lasts its coups. Discards under the pack wait for that shuffle, as set-aside ones do.
 */
import { fullShoe } from '../cards/shoe.js';
import { type CompiledProfile, codeOf } from '../core/compile.js';
import type { Profile } from '../profile/types.js';
import { Sfc32 } from './rng.js';

export class SeededShoe {
  /** Card codes, top of the shoe at `top`. */
  readonly cards: Uint8Array;
  /** Where the next coup's first card lies. */
  top = 0;
  /** How many shuffles have been made. */
  shuffles = 0;
  /**
   * How many sessions have begun on a dealt-down shoe, each on a fresh shuffle (0 where the shoe is
   * reshuffled after every coup: there the shoe never ends a session).
   */
  sessions = 0;
  private readonly rng: Sfc32;
  private readonly perCoup: number;
  private readonly freshEveryCoup: boolean;
  private readonly coupsPerSession: number;
  private readonly keepAtLeast: number;
  /** when-too-few-for-a-coup: a shoe too short for a coup is reshuffled within the session. */
  private readonly reshuffleInSession: boolean;
  private coupsInSession = 0;
  private readonly fullOrder: Uint8Array;

  constructor(c: CompiledProfile, seed: number) {
    const profile: Profile = c.profile;
    this.fullOrder = Uint8Array.from(fullShoe(c.decks).map(codeOf));
    this.cards = this.fullOrder.slice();
    this.rng = Sfc32.seeded(seed);
    this.perCoup = c.cardsPerCoup;
    this.freshEveryCoup = profile.shoe.reshuffle === 'after-every-coup';
    this.reshuffleInSession = profile.shoe.reshuffle === 'when-too-few-for-a-coup';
    // As the chart's tooFewCards (src/machines/bank.ts): fewer cards than the session's end rule, or
    // the stop card out. Read defensively: both are optional in the profile language.
    const session = profile.session as { coups?: number; end?: { fewerCardsThan?: number } };
    const stopCard = (profile.shoe as { stopCard?: number }).stopCard;
    this.coupsPerSession = session.coups ?? Number.POSITIVE_INFINITY;
    // when-too-few-for-a-coup: fewer cards than every hand's most, as the chart counts them (a coup
    // never takes more: unsupportedReason).
    this.keepAtLeast = this.reshuffleInSession
      ? profile.hands.length * profile.drawing.maxCards
      : Math.max(this.perCoup, session.end?.fewerCardsThan ?? 0, stopCard === undefined ? 0 : stopCard + 1);
    if (!this.freshEveryCoup) this.newSession();
  }

  /** Readies the next coup's cards; returns how many lie from `top` on. */
  nextCoup(): number {
    if (this.freshEveryCoup) {
      const cards = this.cards;
      const n = cards.length;
      for (let i = 0; i < this.perCoup; i++) {
        const j = i + Math.floor(this.rng.next() * (n - i));
        const tmp = cards[i]!;
        cards[i] = cards[j]!;
        cards[j] = tmp;
      }
      this.shuffles++;
      this.top = 0;
      return n;
    }
    const short = this.cards.length - this.top < this.keepAtLeast;
    if (this.coupsInSession >= this.coupsPerSession || (short && !this.reshuffleInSession)) this.newSession();
    else if (short) this.shuffleFull();
    this.coupsInSession++;
    return this.cards.length - this.top;
  }

  /** The coup took `n` cards: they are discards until the next shuffle. */
  dealt(n: number): void {
    if (!this.freshEveryCoup) this.top += n;
  }

  private newSession(): void {
    this.shuffleFull();
    this.sessions++;
    this.coupsInSession = 0;
  }

  private shuffleFull(): void {
    const cards = this.cards;
    cards.set(this.fullOrder);
    for (let i = cards.length - 1; i > 0; i--) {
      const j = Math.floor(this.rng.next() * (i + 1));
      const tmp = cards[i]!;
      cards[i] = cards[j]!;
      cards[j] = tmp;
    }
    this.top = 0;
    this.shuffles++;
  }
}

/** The shoe stream of one worker: the same seed and worker give the same shoes. */
export function streamSeed(seed: number, worker: number): number {
  return (seed + Math.imul(worker, 0x9e3779b9)) >>> 0;
}

/** The choices' own stream, apart from the shoe's, so a policy never changes the cards dealt. */
export function choiceSeed(seed: number, worker: number): number {
  return (streamSeed(seed, worker) ^ 0x5f3759df) >>> 0;
}
