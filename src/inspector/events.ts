/**
 * The shape of each move the page may post, read from context.ts's GameEvent: which keys it
 * carries and of what JSON type. The server checks a posted event against it before the chart sees
 * it, so that a missing name or a number where a name belongs is answered with what is wrong, not
 * with an internal error. Whether the move is allowed (a wrong participant, a stake too large, a
 * move out of turn) is the chart's to say: nothing here knows a rule.
 */
import type { GameEvent } from '../machines/context.js';

type Kind = 'string' | 'number' | 'boolean';
interface Field {
  readonly kind: Kind;
  readonly optional?: boolean;
  /** What the key holds, for the message that asks for it. */
  readonly says: string;
}

type KeysOf<T extends GameEvent['type']> = Exclude<keyof Extract<GameEvent, { type: T }>, 'type'>;

const participant: Field = { kind: 'string', says: 'the participant who makes it' };
const by: Field = { kind: 'string', says: 'the participant who makes it' };

/** Every key of every GameEvent (the type checker holds this table to context.ts). */
const FIELDS: { readonly [T in GameEvent['type']]: Readonly<Record<KeysOf<T>, Field>> } = {
  BET: {
    participant,
    bet: { kind: 'string', says: "the bet's id" },
    amount: { kind: 'number', optional: true, says: 'the stake in chips' },
    hand: {
      kind: 'string',
      optional: true,
      says: 'the tableau staked on, where a punter may stake on either (his own if not given)',
    },
  },
  DEAL: {},
  NEXT_COUP: {},
  DRAW: { by },
  STAND: { by },
  BID: { participant, fund: { kind: 'number', says: 'the fund announced, in chips' } },
  CLOSE_AUCTION: {},
  SHUFFLE: { by },
  CUT: { by },
  BANCO: { participant, half: { kind: 'boolean', optional: true, says: 'true for banco avec la table' } },
  PASS_BANK: {},
  CLOSE_BANCO: {},
  PASS: { participant },
  EXIT: {},
  SHOW_NATURAL: { by },
  KEEP_QUIET: { by },
  MISDEAL: { hand: { kind: 'string', says: 'the hand that got an extra card' } },
  KEEP: { by, discard: { kind: 'string', says: 'the card discarded, e.g. "7S"' } },
  WITHDRAW: { participant },
  DECLINE_CARDS: { participant },
  CONFIRM_DEAL: {},
};

const kindOf = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : `a ${typeof v}`;

/**
 * What is wrong with the shape of `event` (an object whose `type` the chart takes), or null. An
 * event type this table does not know (a new variant's) is left to the chart.
 */
export function eventShapeProblem(event: { readonly type: string } & Record<string, unknown>): string | null {
  const fields = (FIELDS as Record<string, Record<string, Field>>)[event.type];
  if (!Object.hasOwn(FIELDS, event.type) || !fields) return null;
  const keys = Object.keys(fields);
  for (const [key, field] of Object.entries(fields)) {
    const value = event[key];
    if (value === undefined) {
      if (field.optional) continue;
      return `${event.type} needs "${key}": ${field.says}`;
    }
    if (typeof value !== field.kind)
      return `${event.type}'s "${key}" is ${field.says}: a ${field.kind}, not ${kindOf(value)}`;
  }
  const extra = Object.keys(event).filter((k) => k !== 'type' && !keys.includes(k));
  if (extra.length > 0) {
    const takes = keys.length ? `takes ${keys.map((k) => `"${k}"`).join(', ')}` : 'takes nothing but its type';
    return `${event.type} ${takes}, not ${extra.map((k) => `"${k}"`).join(', ')}`;
  }
  return null;
}
