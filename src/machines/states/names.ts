/**
 * The chart's state names, the phase each state tells those who drive the table, and two helpers
 * the builders share (a state's meta, the states a profile uses).
 */
import type { GameEvent } from '../context.js';

export const STATE = {
  checking: 'checking the deal',
  picking: 'keeping two of three',
  restaking: 'stakes may change',
  showing: 'a natural to show',
  auction: 'choosing the banker',
  opening: 'opening the bank',
  shuffling: 'shuffling',
  cutting: 'cutting',
  banco: 'calling banco',
  bets: 'taking bets',
  ready: 'ready to deal',
  dealing: 'dealing',
  naturals: 'natural check',
  turn: (hand: string) => `turn of ${hand}`,
  showdown: 'showdown',
  coupOver: 'coup over',
  sessionOver: 'session over',
  outOfCards: 'out of cards',
  card: (n: number, hand: string) => `card ${n} to ${hand}`,
} as const;

export type HandParams = { hand: string };

/**
 * Where the table is, for those who drive it (src/driver/table.ts): every state's phase, and the
 * move by which the table goes on where nobody has to decide (the deal once the bets are made, the
 * next coup, …), written in the chart's `meta` so that no caller compares state names.
 */
export type Phase =
  | 'forming-the-bank'
  | 'shuffling'
  | 'calling-banco'
  | 'betting'
  | 'ready-to-deal'
  | 'dealing'
  | 'checking-the-deal'
  | 'naturals'
  | 'drawing'
  | 'showdown'
  | 'coup-over'
  | 'session-over'
  | 'out-of-cards';

export interface StateMeta {
  readonly phase: Phase;
  /** The event that moves the table on from here when no one intervenes (the chart's guards still decide). */
  readonly onward?: Extract<
    GameEvent,
    { type: 'CLOSE_AUCTION' | 'CLOSE_BANCO' | 'DEAL' | 'CONFIRM_DEAL' | 'NEXT_COUP' }
  >;
  /** A draw turn's hand. */
  readonly hand?: string;
}

const META: Record<string, StateMeta> = {
  [STATE.auction]: { phase: 'forming-the-bank', onward: { type: 'CLOSE_AUCTION' } },
  [STATE.opening]: { phase: 'forming-the-bank' },
  [STATE.shuffling]: { phase: 'shuffling' },
  [STATE.cutting]: { phase: 'shuffling' },
  [STATE.banco]: { phase: 'calling-banco', onward: { type: 'CLOSE_BANCO' } },
  // Predictions are dealt once everyone has bet; against a bank, betting ends by itself.
  [STATE.bets]: { phase: 'betting', onward: { type: 'DEAL' } },
  [STATE.ready]: { phase: 'ready-to-deal', onward: { type: 'DEAL' } },
  [STATE.dealing]: { phase: 'dealing' },
  [STATE.checking]: { phase: 'checking-the-deal', onward: { type: 'CONFIRM_DEAL' } },
  [STATE.picking]: { phase: 'checking-the-deal' },
  [STATE.restaking]: { phase: 'checking-the-deal', onward: { type: 'CONFIRM_DEAL' } },
  [STATE.naturals]: { phase: 'naturals' },
  [STATE.showing]: { phase: 'naturals' },
  [STATE.showdown]: { phase: 'showdown' },
  [STATE.coupOver]: { phase: 'coup-over', onward: { type: 'NEXT_COUP' } },
  [STATE.sessionOver]: { phase: 'session-over' },
  [STATE.outOfCards]: { phase: 'out-of-cards' },
};

/** The top-level states with their meta (a draw turn's is set where the turn is built). */
export function withMeta<T extends object>(states: T): T {
  return Object.fromEntries(
    Object.entries(states).map(([name, config]) => [name, META[name] ? { ...config, meta: META[name] } : config]),
  ) as T;
}

/** The entries of a states map that a profile uses (the type stays the full map's: XState reads keys). */
export function only<T extends object>(states: T, keys: readonly string[]): T {
  return Object.fromEntries(Object.entries(states).filter(([k]) => keys.includes(k))) as T;
}
