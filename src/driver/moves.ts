/**
 * The moves that are legal now, as the chart answers them. Nothing here knows a rule: candidate
 * events are built from the event types the active states take and the people, hands and cards on
 * the table, and only those the snapshot says it can take (`snapshot.can(event)`, the chart's own
 * guards) are kept.
 *
 * A move that takes chips (a fund, a stake) is offered when the chart takes it for some number of
 * chips, with the fewest it takes (`least`); the person may offer more, and the chart accepts the
 * number or says why not. A move that names a card (a discard after a misdeal) is the holder's
 * secret: it is offered with `secret` set, for a caller to show to its maker only.
 *
 * The fewest chips, cheaply and exactly: an amount is refused either for a reason that does not
 * depend on it (not his turn, the fund covered), or because it is too large for a bound of the
 * moment (his chips, the fund's cover, the largest stake), or because the table cannot make it at
 * all (not whole, not a sum of the table's chips, an à cheval stake that does not split). The last
 * depends on the profile alone, and the bounds only cut amounts from above; so wherever the chart
 * takes some amount, the smallest it takes is the smallest amount the table can make, the same for
 * every moment of every session of the profile. Once found (counting up from 1, the first time the
 * chart takes the move), it is asked alone: one `can` per candidate instead of one per chip held.
 */
import { type Card, cardGlyph } from '../cards/card.js';
import type { Rules } from '../core/rules.js';
import type { GameEvent } from '../machines/context.js';
import { acceptedEvents, type GameSnapshot, stateName } from '../machines/game.js';
import { CROUPIER } from '../machines/procedure/roles.js';
import { cellVerdict, phaseOfState } from '../machines/procedure/verdict.js';
import { cellGuardName } from '../machines/states/session.js';
import { PerProfile } from '../profile/per-profile.js';
import type { Profile } from '../profile/types.js';

export interface Move {
  /** The move as typed: the event type and its arguments, e.g. "BET Boris banco", "BID Anna". */
  readonly label: string;
  /** The same move in the table's words ("Boris bets on Banco", "Next coup"): the inspector's button, the prompt's gloss. */
  readonly says: string;
  /** The event to send; where it takes chips, without them (`least` of them makes it legal). */
  readonly event: GameEvent;
  /** The key of the event that takes the number of chips ('fund' or 'amount'), if any. */
  readonly chips: 'fund' | 'amount' | undefined;
  /** Where the move takes chips: the fewest the chart takes now. */
  readonly least: number | undefined;
  /** The participant who makes the move, if it is someone's. */
  readonly by: string | undefined;
  /** True where the move names a card only its maker may see. */
  readonly secret: boolean;
}

export interface Candidate {
  readonly event: GameEvent;
  readonly by?: string;
  readonly detail?: string;
  readonly chips?: 'fund' | 'amount';
  readonly secret?: boolean;
}

interface Seats {
  readonly profile: Profile;
  readonly people: readonly string[];
  readonly cards: readonly Card[];
}

type Shape = (type: string, t: Seats) => Candidate[];

const everyone =
  (field: 'by' | 'participant'): Shape =>
  (type, t) =>
    t.people.map((p) => ({ event: { type, [field]: p } as GameEvent, by: p }));

/** How each event type of context.ts's GameEvent names its maker and what else it carries. */
const SHAPES: Record<string, Shape> = {
  // A prediction is worth the table's stake (PB-02.4): only a stake against a bank takes chips.
  BET: (_, t) =>
    t.people.flatMap((p) =>
      t.profile.bets.map((b) => ({
        event: { type: 'BET', participant: p, bet: b.id } as GameEvent,
        by: p,
        detail: b.id,
        ...(t.profile.session.betting.scheme === 'predictions' ? {} : { chips: 'amount' as const }),
      })),
    ),
  BID: (_, t) =>
    t.people.map((p) => ({ event: { type: 'BID', participant: p } as GameEvent, by: p, chips: 'fund' as const })),
  BANCO: (_, t) =>
    t.people.flatMap((p) => [
      { event: { type: 'BANCO', participant: p } as GameEvent, by: p },
      { event: { type: 'BANCO', participant: p, half: true } as GameEvent, by: p, detail: 'half' },
    ]),
  PASS: everyone('participant'),
  WITHDRAW: everyone('participant'),
  DECLINE_CARDS: everyone('participant'),
  SHUFFLE: everyone('by'),
  CUT: everyone('by'),
  DRAW: everyone('by'),
  STAND: everyone('by'),
  SHOW_NATURAL: everyone('by'),
  KEEP_QUIET: everyone('by'),
  MISDEAL: (_, t) =>
    t.profile.hands.map((h) => ({ event: { type: 'MISDEAL', hand: h.id } as GameEvent, detail: h.id })),
  KEEP: (_, t) =>
    t.people.flatMap((p) =>
      t.cards.map((c) => ({
        event: { type: 'KEEP', by: p, discard: c } as GameEvent,
        by: p,
        detail: `discard ${c}`,
        secret: true,
      })),
    ),
};

/**
 * An event type this table does not know yet (a new variant's): the bare event if the chart takes
 * it, else the event made by each person, as `by` or as `participant`.
 */
const unknownShape: Shape = (type, t) => [
  { event: { type } as GameEvent },
  ...everyone('by')(type, t),
  ...everyone('participant')(type, t),
];

/**
 * Each move in the table's words, as a button or a prompt says it (the steps' own phrases: "Anna
 * shuffles", "Boris calls banco", "the deal is confirmed"): a bet by its name in the profile, a hand
 * by its name, a card as the documents print it. A move that takes chips is said without them: the
 * number comes from the person.
 */
const SAYS: Record<string, (c: Candidate, t: Seats) => string> = {
  BET: (c, t) => {
    const bet = t.profile.bets.find((b) => b.id === c.detail)?.name ?? c.detail;
    return c.chips ? `${c.by}: ${bet}` : `${c.by} bets on ${bet}`;
  },
  BID: (c) => `${c.by} announces a fund`,
  BANCO: (c) => `${c.by} calls banco${c.detail ? ' avec la table' : ''}`,
  PASS: (c) => `${c.by} passes`,
  WITHDRAW: (c) => `${c.by} withdraws his stakes`,
  DECLINE_CARDS: (c) => `${c.by} declines the cards`,
  SHUFFLE: (c) => `${c.by} shuffles`,
  CUT: (c) => `${c.by} cuts`,
  DRAW: (c) => `${c.by} draws`,
  STAND: (c) => `${c.by} stands`,
  SHOW_NATURAL: (c) => `${c.by} shows his natural`,
  KEEP_QUIET: (c) => `${c.by} keeps his natural quiet`,
  MISDEAL: (c, t) => `Misdeal: an extra card to ${t.profile.hands.find((h) => h.id === c.detail)?.name ?? c.detail}`,
  KEEP: (c) => `${c.by} keeps two and discards ${cardGlyph(c.detail!.slice('discard '.length) as Card)}`,
  DEAL: () => 'Deal',
  CONFIRM_DEAL: () => 'The deal is confirmed',
  NEXT_COUP: () => 'Next coup',
  CLOSE_AUCTION: () => 'Close the auction',
  CLOSE_BANCO: () => 'Close the banco calls',
  PASS_BANK: () => 'Pass the bank',
  EXIT: () => 'The banker leaves the bank',
};

/** Per profile, per move that takes chips (type and bet): the smallest amount the table can make, once the chart has taken one. */
const smallest = new WeakMap<Profile, Map<string, number>>();

/**
 * The fewest chips the chart takes for the move now, or undefined if it takes none. Until the
 * profile's smallest amount is known, amounts are tried from 1 up to what the person holds, or the
 * table's largest stake where that is more (a table whose scores may go below zero, the domestic
 * game, takes a stake from a punter who holds nothing yet).
 */
export function leastChips(
  profile: Profile,
  snapshot: GameSnapshot,
  event: GameEvent,
  key: 'fund' | 'amount',
  by: string | undefined,
): number | undefined {
  let known = smallest.get(profile);
  if (!known) {
    known = new Map();
    smallest.set(profile, known);
  }
  const kind = `${event.type} ${'bet' in event ? event.bet : ''} ${'half' in event ? 'half' : ''}`;
  // One event asked about at each amount: the chart reads an event and keeps none it only answers `can` for.
  const probe = { ...event } as GameEvent & Record<typeof key, number>;
  const with_ = (n: number) => {
    probe[key] = n;
    return probe;
  };
  const least = known.get(kind);
  if (least !== undefined && snapshot.can(with_(least))) return least;
  const holds = snapshot.context.participants.find((p) => p.id === by)?.score ?? 0;
  const betting = profile.session.betting;
  const limit = Math.max(holds, betting.scheme === 'against-the-bank' ? (betting.maxStake ?? 0) : 0);
  // The one bound from below: a raising auction's bid must exceed the standing one (RC-04). Where
  // the table's least fund is refused, the funds above it are tried, up to what he holds.
  if (least !== undefined && key !== 'fund') return undefined;
  for (let n = (least ?? 0) + 1; n <= limit; n++) {
    if (snapshot.can(with_(n))) {
      if (least === undefined) known.set(kind, n);
      return n;
    }
  }
  return undefined;
}

/** The event types of context.ts's GameEvent that move nobody's chips nor name anyone: the table's own. */
const BARE = ['DEAL', 'CONFIRM_DEAL', 'NEXT_COUP', 'CLOSE_AUCTION', 'CLOSE_BANCO', 'PASS_BANK', 'EXIT'] as const;

/** Every event type a move may have (context.ts's GameEvent): those made by someone, then the bare ones. */
export const EVENT_TYPES: readonly string[] = [...Object.keys(SHAPES), ...BARE];

/** Per profile, per table's people and cards (seatsOf): each event type's candidates, made once. */
const made = new PerProfile<string, Map<string, readonly Candidate[]>>();

/** The moves that name their maker which a procedure may give to the croupier, who is a role, never a seat. */
const CROUPIERS_MOVES = ['SHUFFLE', 'CUT'];

/** Whether a cell of this move in this phase gives it to the croupier: alone, or (unless `alone`) in an order of roles. */
function croupierMakes(profile: Profile, phase: string, type: string, alone = false): boolean {
  return profile.session.procedure.moves.some(
    (c) =>
      c.move === type &&
      c.phase === phase &&
      (c.by === 'the croupier' || (!alone && typeof c.by === 'object' && c.by.order.includes('the croupier'))),
  );
}

/**
 * The events of each type that the people, bets, hands and cards of this snapshot make: each
 * person's, each bet's, each card's (a move that takes chips without them), whether the chart
 * takes them or not; and the croupier's shuffle or cut where a cell of the phase gives it to him.
 * legalMoves keeps those it takes; the explorer (src/explore/) tries them all, every type in every
 * state: they depend on the seats (and the croupier's on the phase), so a table's are made once.
 */
export function candidateEvents(profile: Profile, snapshot: GameSnapshot): (type: string) => readonly Candidate[] {
  const seats = seatsOf(profile, snapshot);
  const byType = made.get(profile, JSON.stringify([seats.people, seats.cards]), () => new Map());
  const phase = phaseOfState(stateName(snapshot));
  return (type) => {
    const croupier = CROUPIERS_MOVES.includes(type) && croupierMakes(profile, phase, type);
    const key = croupier ? `${type} ${phase}` : type;
    let candidates = byType.get(key);
    if (candidates === undefined) {
      const shape =
        SHAPES[type] ??
        ((BARE as readonly string[]).includes(type) ? () => [{ event: { type } as GameEvent }] : unknownShape);
      candidates = shape(type, seats);
      if (croupier) candidates = [...candidates, { event: { type, by: CROUPIER } as GameEvent, by: CROUPIER }];
      byType.set(key, candidates);
    }
    return candidates;
  };
}

function seatsOf(profile: Profile, snapshot: GameSnapshot): Seats {
  return {
    profile,
    people: snapshot.context.participants.map((p) => p.id),
    cards: [...new Set(snapshot.context.coup.cards.map((d) => d.card))],
  };
}

/** Every move the chart takes in this snapshot, in the order of the active states' events, then seats. */
export function legalMoves(profile: Profile, snapshot: GameSnapshot): Move[] {
  if (snapshot.status !== 'active') return [];
  const seats = seatsOf(profile, snapshot);
  const phase = phaseOfState(stateName(snapshot));
  const moves: Move[] = [];
  for (const type of acceptedEvents(snapshot)) {
    const known = SHAPES[type];
    // The croupier's shuffle or cut, where a cell of the phase gives it to him alone (a role, not a
    // seat); his place in an order (RC-07) is his shuffle as the phase opens, not a move to offer.
    const croupier: Candidate[] =
      CROUPIERS_MOVES.includes(type) && croupierMakes(profile, phase, type, true)
        ? [{ event: { type, by: CROUPIER } as GameEvent, by: CROUPIER }]
        : [];
    for (const c of [...(known ?? unknownShape)(type, seats), ...croupier]) {
      // A move the chart takes without chips (a prediction at the profile's fixed stake) asks for none.
      const withoutChips = snapshot.can(c.event);
      const least = withoutChips || !c.chips ? undefined : leastChips(profile, snapshot, c.event, c.chips, c.by);
      if (!withoutChips && least === undefined) continue;
      const label = [type, c.by, c.detail].filter(Boolean).join(' ');
      // An unknown type the chart takes from a person as `by` and as `participant` alike: once.
      if (moves.some((m) => m.label === label)) continue;
      moves.push({
        label,
        says: SAYS[type]?.({ ...c, chips: withoutChips ? undefined : c.chips }, seats) ?? label,
        event: c.event,
        chips: withoutChips ? undefined : c.chips,
        least,
        by: c.by,
        secret: c.secret ?? false,
      });
      // An unknown type taken bare needs no one's name: the same event again per person adds nothing.
      if (!known && c.by === undefined) break;
    }
  }
  return moves;
}

/**
 * The rule that lets the chart take `event` now: the procedure's cell it matches, as its guard says
 * it and with its rule's id ("the fund is his to cover, he has announced no fund yet (BB-02.5)");
 * for a move of the coup, the guard of the chart's transition ("the decider may choose"). Undefined
 * where no transition is taken, or the one taken has no guard (the table's own way on).
 */
export function ruleOfMove(snapshot: GameSnapshot, rules: Rules, event: GameEvent): string | undefined {
  if (snapshot.status !== 'active') return undefined;
  const taken = snapshot.machine.getTransitionData(snapshot, event);
  if (taken.length === 0) return undefined;
  const verdict = cellVerdict(rules, snapshot.context, stateName(snapshot), event);
  if ('cell' in verdict && verdict.cell.phase !== 'drawing') {
    const words = cellGuardName(verdict.cell);
    return words ? `${words} (${verdict.cell.rule})` : undefined;
  }
  const guard: unknown = taken[0]?.guard;
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || undefined;
  return typeof (guard as { type?: unknown }).type === 'string' ? (guard as { type: string }).type : undefined;
}
