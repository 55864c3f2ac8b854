/**
 * The moves that are legal now, as the chart answers them. Nothing here knows a rule: candidate
 * events are built from the event types the active states take and the people, hands and cards on
 * the table, and only those the snapshot says it can take (`snapshot.can(event)`, the chart's own
 * guards) are kept.
 *
 * A move that takes chips (a fund, a stake) is offered when the chart takes it for some number of
 * chips the person holds; the page sends the number typed in, and the chart accepts it or says why
 * not. A move that names a card (a discard after a misdeal) is the holder's secret: it is offered
 * only to the viewer who makes it (see frame.ts).
 */
import type { Card } from '../cards/card.js';
import type { GameEvent } from '../machines/context.js';
import { acceptedEvents, type GameSnapshot } from '../machines/game.js';
import type { Profile } from '../profile/types.js';

export interface Move {
  /** The button's words: the event type and its arguments, e.g. "BET Boris banco", "BID Anna". */
  readonly label: string;
  /** The same move in a sentence, for the button's tooltip. */
  readonly says: string;
  /** The event to send; where it takes chips, without them. */
  readonly event: GameEvent;
  /** The key of the event that takes the number of chips typed in ('fund' or 'amount'), if any. */
  readonly chips: 'fund' | 'amount' | undefined;
  /** The participant who makes the move, if it is someone's. */
  readonly by: string | undefined;
  /** True where the move names a card only its maker may see. */
  readonly secret: boolean;
}

interface Candidate {
  readonly event: GameEvent;
  readonly by?: string;
  readonly detail?: string;
  readonly chips?: 'fund' | 'amount';
  readonly secret?: boolean;
}

interface Table {
  readonly profile: Profile;
  readonly people: readonly string[];
  readonly cards: readonly Card[];
}

type Shape = (type: string, t: Table) => Candidate[];

const everyone = (field: 'by' | 'participant'): Shape => (type, t) =>
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
  BID: (_, t) => t.people.map((p) => ({ event: { type: 'BID', participant: p } as GameEvent, by: p, chips: 'fund' as const })),
  BANCO: (_, t) =>
    t.people.flatMap((p) => [
      { event: { type: 'BANCO', participant: p } as GameEvent, by: p },
      { event: { type: 'BANCO', participant: p, half: true } as GameEvent, by: p, detail: 'half' },
    ]),
  PASS: everyone('participant'),
  WITHDRAW: everyone('participant'),
  SHUFFLE: everyone('by'),
  CUT: everyone('by'),
  DRAW: everyone('by'),
  STAND: everyone('by'),
  SHOW_NATURAL: everyone('by'),
  KEEP_QUIET: everyone('by'),
  MISDEAL: (_, t) => t.profile.hands.map((h) => ({ event: { type: 'MISDEAL', hand: h.id } as GameEvent, detail: h.id })),
  KEEP: (_, t) =>
    t.people.flatMap((p) => t.cards.map((c) => ({ event: { type: 'KEEP', by: p, discard: c } as GameEvent, by: p, detail: `discard ${c}`, secret: true }))),
};

/**
 * An event type this table does not know yet (a new variant's): the bare event if the chart takes
 * it, else the event made by each person, as `by` or as `participant`.
 */
const unknownShape: Shape = (type, t) => [{ event: { type } as GameEvent }, ...everyone('by')(type, t), ...everyone('participant')(type, t)];

const SAYS: Record<string, (c: Candidate) => string> = {
  BET: (c) => `${c.by} bets on ${c.detail}`,
  BID: (c) => `${c.by} announces a fund (the chips typed in)`,
  BANCO: (c) => `${c.by} calls banco${c.detail ? ' avec la table (half the fund)' : ''}`,
  PASS: (c) => `${c.by} passes`,
  WITHDRAW: (c) => `${c.by} takes back his stakes`,
  SHUFFLE: (c) => `${c.by} shuffles`,
  CUT: (c) => `${c.by} cuts`,
  DRAW: (c) => `${c.by} asks for a card`,
  STAND: (c) => `${c.by} stands`,
  SHOW_NATURAL: (c) => `${c.by} shows his natural`,
  KEEP_QUIET: (c) => `${c.by} keeps his natural quiet`,
  MISDEAL: (c) => `a misdeal: an extra card to ${c.detail}`,
  KEEP: (c) => `${c.by} ${c.detail} and keeps the other two`,
  DEAL: () => 'the cards are dealt',
  CONFIRM_DEAL: () => 'the deal is as it should be: play on',
  NEXT_COUP: () => 'the next coup opens',
  CLOSE_AUCTION: () => 'the auction closes: the highest fund banks',
  CLOSE_BANCO: () => 'the banker closes the banco calls',
  PASS_BANK: () => 'the bank passes to the right',
  EXIT: () => 'the banker leaves the bank',
};

/**
 * Whether the chart takes the move for some number of chips, from 1 up to what the person holds,
 * or up to the table's largest stake where that is more: a table whose scores may go below zero
 * (the domestic game) takes a stake from a punter who holds nothing yet.
 */
function takesSomeChips(profile: Profile, snapshot: GameSnapshot, c: Candidate): boolean {
  const holds = snapshot.context.participants.find((p) => p.id === c.by)?.score ?? 0;
  const betting = profile.session.betting;
  const limit = Math.max(holds, betting.scheme === 'against-the-bank' ? betting.maxStake ?? 0 : 0);
  for (let n = 1; n <= limit; n++) if (snapshot.can({ ...c.event, [c.chips!]: n } as GameEvent)) return true;
  return false;
}

/** Every move the chart takes in this snapshot, in the order of the active states' events, then seats. */
export function legalMoves(profile: Profile, snapshot: GameSnapshot): Move[] {
  if (snapshot.status !== 'active') return [];
  const table: Table = {
    profile,
    people: snapshot.context.participants.map((p) => p.id),
    cards: [...new Set(snapshot.context.coup.cards.map((d) => d.card))],
  };
  const moves: Move[] = [];
  for (const type of acceptedEvents(snapshot)) {
    const known = SHAPES[type];
    for (const c of (known ?? unknownShape)(type, table)) {
      // A move the chart takes without chips (a prediction at the profile's fixed stake) asks for none.
      const withoutChips = snapshot.can(c.event);
      if (!withoutChips && !(c.chips && takesSomeChips(profile, snapshot, c))) continue;
      const label = [type, c.by, c.detail].filter(Boolean).join(' ');
      // An unknown type the chart takes from a person as `by` and as `participant` alike: once.
      if (moves.some((m) => m.label === label)) continue;
      moves.push({
        label,
        says: (SAYS[type] ?? (() => label))(c),
        event: c.event,
        chips: withoutChips ? undefined : c.chips,
        by: c.by,
        secret: c.secret ?? false,
      });
      // An unknown type taken bare needs no one's name: the same event again per person adds nothing.
      if (!known && c.by === undefined) break;
    }
  }
  return moves;
}
