/**
 * The cases docs/adapter-protocol.md decides ("Cases decided"), read in every verdict of every
 * scenario, whatever the engine's features: the steps of a scenario without features read only a
 * coup's outcome and a few totals, so an engine that answered a single coup's phase wrongly, left the
 * empty hand out of a card's totals or counted a hand wrong would pass them all. Each check reads
 * only what every engine sends (`status`, the coup's cards, hands and decisions), and `phase` where
 * the engine sends it (it is optional: where present it must be the decided one).
 *
 * The totals are worked with the profile's card values by the very function the charts total a hand
 * with (src/machines/rules.ts handTotal): the kit holds no second arithmetic of its own.
 */
import type { Card } from '../cards/card.js';
import type { TableState } from '../engine/types.js';
import type { CoupRecord } from '../machines/context.js';
import { handTotal } from '../machines/rules.js';
import { seatedProfile } from '../profile/seating.js';
import type { Profile } from '../profile/types.js';

/** Where each message sends the engine's author. */
const WHERE = '(docs/adapter-protocol.md, Cases decided)';

/** What the World knows of the verdict it received. */
export interface Answered {
  readonly profile: Profile;
  /** How many sit at the table: where each punter holds a hand of his own (RD-01), the hands are theirs. */
  readonly seated: number;
  /** `start`, the move's type (`DEAL`, `BET`, …) or `play-out`: the message names it. */
  readonly after: string;
  readonly singleCoup: boolean;
  readonly accepted: boolean;
  readonly state: TableState;
  /** The state before a refused move, which the refusal must leave as it was. */
  readonly before?: TableState | undefined;
}

/** The first case the verdict answers against its decision, in words; undefined where it keeps them all. */
export function undecided(a: Answered): string | undefined {
  // The table's hands: the profile's, or punter-1, punter-2, … where each punter holds one (RD-01).
  const profile = seatedProfile(a.profile, Math.max(0, a.seated - 1));
  const problem =
    (!a.accepted ? refusalChanged(a) : undefined) ??
    (a.singleCoup ? singleCoupPhase(a) : undefined) ??
    coupProblem(profile, a.state.coup) ??
    // A play-out ends many coups in one answer: each is read, the last ones first.
    (a.after === 'play-out'
      ? (a.state.history ?? []).map((c) => coupProblem(profile, c, ` (coup ${c.number})`)).find((p) => p)
      : undefined);
  return problem === undefined
    ? undefined
    : `the state after ${a.accepted ? '' : 'the refused '}${a.after}: ${problem} ${WHERE}`;
}

/** A refused move changes nothing: the state sent with the refusal is the state before it. */
function refusalChanged(a: Answered): string | undefined {
  if (a.before === undefined) return undefined;
  return JSON.stringify(a.state) === JSON.stringify(a.before) ? undefined : 'the refusal changed the table';
}

/**
 * A single coup is the whole session: `active` and in phase `betting` until its coup is dealt,
 * `done` and `session-over` once its coup has its outcome (after DEAL, or after the last choice
 * where the coup leaves one, feature choices).
 */
function singleCoupPhase(a: Answered): string | undefined {
  const { status, phase, coup } = a.state;
  const [wanted, wantedPhase] =
    coup.outcome !== undefined
      ? ['done', 'session-over']
      : coup.cards.length === 0
        ? ['active', 'betting']
        : ['active'];
  if (status !== wanted) return `status is "${status}", not "${wanted}"`;
  if (phase !== undefined && wantedPhase !== undefined && phase !== wantedPhase)
    return `phase is "${phase}", not "${wantedPhase}"`;
  return undefined;
}

/**
 * A coup's totals, by the profile's card values: every card's `totals` names every hand of the
 * profile (0 for one with no card yet) with the total of the cards dealt to it so far, each hand's
 * `total` is that of the cards it shows, and a natural that settles the coup at once leaves no
 * decision. A coup with a misdeal (an extra card, RC-17, RM-01) is left to its scenarios' steps: its
 * hands are trimmed or counted as baccara by rules a card list alone does not show.
 */
function coupProblem(profile: Profile, coup: CoupRecord, which = ''): string | undefined {
  if (coup.cards.some((c) => c.phase === 'misdeal' || c.phase === 'baccara')) return undefined;
  const ids = profile.hands.map((h) => h.id);
  const held = new Map<string, Card[]>(ids.map((id) => [id, []]));
  for (const [i, c] of coup.cards.entries()) {
    held.get(c.hand)?.push(c.card);
    const where = `card ${i + 1}${which} (${c.card} to ${c.hand})`;
    if (!held.has(c.hand)) return `${where}: ${c.hand} is not a hand of ${profile.name}`;
    const totals = c.totals ?? {};
    const missing = ids.filter((id) => totals[id] === undefined);
    if (missing.length > 0) return `${where}: totals lacks ${missing.join(', ')}`;
    const stray = Object.keys(totals).filter((id) => !held.has(id));
    if (stray.length > 0) return `${where}: totals names ${stray.join(', ')}, not a hand of ${profile.name}`;
    for (const id of ids) {
      const total = handTotal(profile, coup, id, held.get(id)!);
      if (totals[id] !== total) return `${where}: the total of ${id} is ${totals[id]}, not ${total}`;
    }
  }
  for (const [id, hand] of Object.entries(coup.hands ?? {})) {
    const total = handTotal(profile, coup, id, hand.cards);
    if (hand.total !== total)
      return `hand ${id}${which}: its total is ${hand.total}, not ${total} (${hand.cards.join(' ')})`;
  }
  const settles = profile.naturals.effect === 'settle-at-once' && profile.naturals.mayKeepQuiet.length === 0;
  if (settles && (coup.naturals ?? []).length > 0 && coup.decisions.length > 0)
    return `a natural coup${which} has decisions: a natural settles the coup at the deal (PB-03.3)`;
  return undefined;
}
