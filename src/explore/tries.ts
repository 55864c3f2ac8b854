/**
 * Every move by everyone, as the explorer tries it in a state: each event type the state takes, made
 * by each participant (each bet, each side it may name, each card), and by the croupier where a cell
 * of the phase gives him the shuffle or the cut, whether the chart takes it from him or not, and
 * once each type it takes from nobody (no transition of the state has it: the chart refuses it
 * before it reads who or how much), with its amount of chips abstracted to a few classes (docs/explore.md):
 *   - a stake: the least the chart takes, the cover (what the bank has left to cover, or the table's
 *     largest stake where the banker pays from his own score) and one chip over the cover;
 *   - a fund: the least bid the chart takes (the least raise, at a raising auction) and the largest
 *     the bidder can cover, all his chips.
 * The candidates are the driver's (src/driver/moves.ts, candidateEvents): no rule is applied here.
 */
import { candidateEvents, EVENT_TYPES, leastChips } from '../driver/moves.js';
import type { Table } from '../driver/table.js';
import type { GameEvent } from '../machines/context.js';
import { acceptedEvents } from '../machines/game.js';
import { CROUPIER } from '../machines/procedure/roles.js';
import { coverLeft } from '../machines/stakes.js';

/** The stake's cover now: the fund left uncovered, or the table's largest stake under an unlimited bank. */
function coverNow(table: Table): number | undefined {
  const ctx = table.context;
  if (!ctx.bank) return undefined;
  const betting = table.profile.session.betting;
  const cover = coverLeft(ctx);
  if (Number.isFinite(cover)) return cover;
  return betting.scheme === 'against-the-bank' ? betting.maxStake : undefined;
}

/** The amounts tried for a move that takes chips: its classes, each a whole number of at least 1, once. */
function amountsOf(table: Table, event: GameEvent, key: 'fund' | 'amount', by: string | undefined, taken: boolean) {
  const least = taken ? leastChips(table.profile, table.snapshot, event, key, by) : undefined;
  const holds = table.context.participants.find((p) => p.id === by)?.score;
  const cover = key === 'amount' ? coverNow(table) : undefined;
  const classes = key === 'fund' ? [least, holds] : [least, cover, cover === undefined ? undefined : cover + 1];
  const amounts = [...new Set(classes.filter((n): n is number => n !== undefined && n >= 1))];
  return amounts.length > 0 ? amounts : [1];
}

/** The sides a stake may name, where its bet lets the bettor choose (RC-06): each side of the bank. */
function sidesOf(table: Table, bet: string): (string | undefined)[] {
  const covers = table.profile.bets.find((b) => b.id === bet)?.covers;
  const sides = table.context.bank ? Object.keys(table.context.bank.sides) : [];
  return covers === 'either-side' && sides.length > 1 ? sides : [undefined];
}

/**
 * A shuffle not worth a branch: the shoe is stacked, so a shuffle changes no card and leaves only its
 * name in the bank's list of who shuffled (BB-02.7, RC-07). Each participant shuffles once, and the
 * punters in seating order: the orders and repeats of the same shuffles are not tried. The croupier,
 * where a cell gives him the shuffle, has no seat: he shuffles once, before or after any punter.
 */
function shuffledAlready(table: Table, event: GameEvent): boolean {
  if (event.type !== 'SHUFFLE' || !table.context.bank) return false;
  const { shuffledBy, banker } = table.context.bank;
  if (shuffledBy.includes(event.by)) return true;
  const seats = table.context.participants.map((p) => p.id);
  const last = shuffledBy.filter((p) => p !== banker && p !== CROUPIER).at(-1);
  if (event.by === banker || event.by === CROUPIER) return false;
  return last !== undefined && seats.indexOf(event.by) < seats.indexOf(last);
}

/** The moves tried in the table's state: a type it takes in full, any other once. */
export function movesToTry(table: Table): GameEvent[] {
  const snapshot = table.snapshot;
  const taken = new Set(acceptedEvents(snapshot));
  const tries: GameEvent[] = [];
  const candidates = candidateEvents(table.profile, snapshot);
  for (const type of EVENT_TYPES) {
    const all = candidates(type);
    // No transition of this state takes the type, from anyone: one try of it stands for all.
    for (const c of taken.has(type) ? all : all.slice(0, 1)) {
      if (!c.chips) {
        if (!shuffledAlready(table, c.event)) tries.push(c.event);
        continue;
      }
      const on = c.event.type === 'BET' && taken.has(type) ? sidesOf(table, c.event.bet) : [undefined];
      for (const hand of on) {
        const event = (hand === undefined ? c.event : { ...c.event, hand }) as GameEvent;
        for (const n of amountsOf(table, event, c.chips, c.by, taken.has(type)))
          tries.push({ ...event, [c.chips]: n } as GameEvent);
      }
    }
  }
  return tries;
}
