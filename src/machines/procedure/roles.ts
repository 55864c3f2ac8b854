/**
 * The roles a cell of the procedure names (session.procedure, `by`): who may make a move. Each is a
 * refusal: why this event's maker does not hold the role now, or null. A move whose event names no
 * maker (DEAL, NEXT_COUP, CLOSE_BANCO, …) is made by the role its cell gives: nothing to check.
 */
import type { Rules } from '../../core/rules.js';
import { bank } from '../bank.js';
import type { GameContext, GameEvent } from '../context.js';
import { handToTrim, naturalEightToShow } from '../misdeals.js';
import { CROUPIER } from '../participants.js';
import { choiceRefusal, deciderOf } from '../rules.js';
import { whoseTurn } from '../stakes.js';

export { CROUPIER };

/** Moves whose event names no maker: made by the role their cell gives, so no maker is checked. */
export const NAMELESS: ReadonlySet<GameEvent['type']> = new Set([
  'CLOSE_AUCTION',
  'CLOSE_BANCO',
  'DEAL',
  'CONFIRM_DEAL',
  'MISDEAL',
  'NEXT_COUP',
  'EXIT',
  'PASS_BANK',
]);

/** Moves whose event names its maker `by`. */
export const NAMED_BY: ReadonlySet<GameEvent['type']> = new Set([
  'SHUFFLE',
  'CUT',
  'DRAW',
  'STAND',
  'SHOW_NATURAL',
  'KEEP_QUIET',
  'KEEP',
]);

/** Moves whose event names its maker `participant`. */
export const NAMED_PARTICIPANT: ReadonlySet<GameEvent['type']> = new Set([
  'BET',
  'BID',
  'BANCO',
  'PASS',
  'WITHDRAW',
  'DECLINE_CARDS',
]);

/**
 * Who makes the event: the field its type names him in (`participant` or `by`), never the other,
 * which the move's effect does not read; undefined for a move that names nobody.
 */
export function makerOf(event: GameEvent): string | undefined {
  if (NAMELESS.has(event.type)) return undefined;
  const e = event as { participant?: unknown; by?: unknown };
  const maker = NAMED_BY.has(event.type) ? e.by : e.participant;
  return typeof maker === 'string' ? maker : undefined;
}

export interface Asked {
  readonly rules: Rules;
  readonly ctx: GameContext;
  readonly event: GameEvent;
  /** The state the table is in (a draw turn's names its hand). */
  readonly state: string;
}

type Role = (asked: Asked, maker: string) => string | null;

export const isParticipant = (ctx: GameContext, id: string) => ctx.participants.some((p) => p.id === id);
export const notParticipant = (ctx: GameContext, id: string) =>
  `"${id}" is not a participant of this session (${ctx.participants.map((p) => p.id).join(', ')})`;

/** What only the banker does, for a move another tries. */
const BANKERS_MOVE: Partial<Record<GameEvent['type'], string>> = {
  BID: 'announces it',
  SHUFFLE: 'shuffles last',
  DEAL: 'deals',
  CLOSE_BANCO: 'closes the banco calls',
  PASS_BANK: 'passes the bank',
  EXIT: 'leaves the bank',
};

/**
 * The banker never stakes against his own bank, whatever the stake and whenever it is made: a banco
 * (BB-03.6), a stake in turn, or one made anew after a misdeal to him (RC-17: «понтеры … имеют право
 * изменить ставки», the punters, not the banker). He would be paid from his own fund.
 */
const NOT_THE_BANKERS: Partial<Record<GameEvent['type'], string>> = {
  BET: 'the banker cannot stake against his own bank',
  BANCO: 'the banker cannot call banco against his own bank',
  CUT: 'the banker does not cut: he chooses another participant to cut',
  WITHDRAW: 'the banker has no stake to withdraw',
};

const aPunter: Role = ({ ctx, event }, maker) => {
  if (!isParticipant(ctx, maker)) return notParticipant(ctx, maker);
  if (maker !== bank(ctx).banker) return null;
  return NOT_THE_BANKERS[event.type] ?? `the banker does not make ${event.type}: it is a punter's move`;
};

/** The hand a holder's move concerns: the natural 8 to show, or the hand with an extra card. */
function handOfHolder({ rules, ctx, event }: Asked): { hand: string | undefined; what: string; none: string } {
  if (event.type === 'KEEP') {
    return {
      hand: handToTrim(rules.profile, ctx),
      what: 'keeps two of the cards of',
      none: 'no hand holds an extra card',
    };
  }
  return {
    hand: naturalEightToShow(rules.profile, ctx),
    what: 'holds the cards of',
    none: 'no natural 8 waits to be shown',
  };
}

export const ROLES: Readonly<Record<string, Role>> = {
  'anyone seated': ({ ctx }, maker) => (isParticipant(ctx, maker) ? null : notParticipant(ctx, maker)),
  // The bidders close their auction together (BB-02.5): the move names nobody.
  'the bidders': () => null,
  'the banker': ({ ctx, event }, maker) => {
    const banker = bank(ctx).banker;
    return maker === banker
      ? null
      : `${banker} holds the bank: only he ${BANKERS_MOVE[event.type] ?? `makes ${event.type}`}`;
  },
  'a punter': aPunter,
  'the player in turn': (asked, maker) => {
    const { ctx, event } = asked;
    if (!isParticipant(ctx, maker)) return notParticipant(ctx, maker);
    if (maker === bank(ctx).banker && NOT_THE_BANKERS[event.type]) return NOT_THE_BANKERS[event.type]!;
    const turn = whoseTurn(ctx);
    if (maker === turn) return null;
    return event.type === 'BET'
      ? `it is ${turn}'s turn to bet: bets are taken counter-clockwise from the banker's right (${bank(ctx).order.join(', ')})`
      : `it is ${turn}'s turn to bet`;
  },
  'its holder': (asked, maker) => {
    const { hand, what, none } = handOfHolder(asked);
    if (!hand) return none;
    // Who decides for the hand holds its cards: its side's player (RC-10) or its largest stake (RM-05).
    const holder = deciderOf(asked.rules.profile, asked.ctx, hand) ?? bank(asked.ctx).active[hand];
    return maker === holder ? null : `${holder}, not ${maker}, ${what} ${hand}`;
  },
  'the banco loser': ({ ctx, event }, maker) => {
    if (!isParticipant(ctx, maker)) return notParticipant(ctx, maker);
    const suivi = bank(ctx).bancoSuivi;
    if (suivi === maker) return null;
    const who = suivi ? ` (${suivi})` : ': nobody did';
    // RM-06 gives him the cards; a house's first right (CF-04) gives him the banco.
    return event.type === 'DECLINE_CARDS'
      ? `only the punter who lost a banco last coup may decline the cards${who}`
      : `only the punter who lost a banco last coup makes ${event.type} so${who}`;
  },
  'the croupier': (_asked, maker) =>
    maker === CROUPIER ? null : `${maker} is not the croupier: this is the croupier's move`,
  'the decider': ({ rules, ctx, state }, maker) => {
    const hand = state.slice('turn of '.length);
    return deciderOf(rules.profile, ctx, hand) === maker ? null : choiceRefusal(rules, ctx, hand, maker);
  },
};

/** Why this event's maker does not hold `role` now, or null; a move naming no maker holds it. */
export function roleRefusal(asked: Asked, role: string): string | null {
  if (NAMELESS.has(asked.event.type)) return null;
  // Every other move names who makes it: one that names nobody is nobody's to make.
  const maker = makerOf(asked.event);
  if (typeof maker !== 'string') return `${asked.event.type} names nobody: the move says who makes it`;
  // The croupier, named where no cell gives him the move: his role is not this one.
  if (maker === CROUPIER && role !== 'the croupier')
    return `the croupier does not make ${asked.event.type} here: it is for ${role}`;
  return ROLES[role]!(asked, maker);
}
