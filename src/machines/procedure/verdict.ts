/**
 * Whether a move is one the procedure gives now: the cells of its move in the table's phase, tried in
 * order, each by its role (or order of roles) and then its conditions. The chart's guards ask this,
 * the refusal of a move says what failed of it (the role, the condition, or the phase) with the
 * rule's id, and the explorer holds every accepted move to the cell it matched.
 */
import type { Rules } from '../../core/rules.js';
import { type By, byText, type Cell, type Check, cellsOf, checkParts, checkText } from '../../profile/procedure.js';
import type { GameContext, GameEvent } from '../context.js';
import { CHECKS } from './checks.js';
import { failingEffect } from './effect-needs.js';
import { type Asked, CROUPIER, makerOf, notParticipant, ROLES, roleRefusal } from './roles.js';

/** The phase of the procedure a state of the chart is in: a hand's turn to draw is 'drawing'. */
export const phaseOfState = (state: string) => (state.startsWith('turn of ') ? 'drawing' : state);

/**
 * What failed of a cell: its role, one of its conditions, or what one of its effects requires of
 * any move (src/machines/procedure/effect-needs.ts); with the reason.
 */
export interface Failure {
  readonly cell: Cell;
  readonly failed: 'role' | 'condition' | 'effect';
  readonly what: string;
  /** How many of the cell's conditions held before the one that failed (none for its role). */
  readonly held?: number;
  readonly reason: string;
}

/** The first of `checks` that does not hold, with why, or undefined. */
export function failingCheck(
  asked: Asked,
  checks: readonly Check[],
): { check: Check; reason: string; held: number } | undefined {
  for (const [held, check] of checks.entries()) {
    const { name, value } = checkParts(check);
    const reason = CHECKS[name]!(asked, value);
    if (reason !== null) return { check, reason, held };
  }
  return undefined;
}

/**
 * An order of roles ("those who wish, then the banker last"): the maker's place is the first role of
 * the order he holds, and nobody moves after one of a later place. Those who made the move in this
 * phase so far are its shufflers (SHUFFLE is the move an order is written for).
 */
function orderRefusal(asked: Asked, order: readonly string[]): string | null {
  const placeOf = (maker: string) => order.findIndex((role) => ROLES[role]!(asked, maker) === null);
  const maker = makerOf(asked.event);
  if (typeof maker !== 'string') return roleRefusal(asked, order[0]!);
  const place = placeOf(maker);
  if (place < 0) return roleRefusal(asked, order[0]!);
  const earlier = asked.ctx.bank?.shuffledBy ?? [];
  const later = earlier.find((m) => placeOf(m) > place);
  return later === undefined
    ? null
    : `${maker} cannot ${asked.event.type.toLowerCase()} after ${later}: the order is ${order.join(', then ')}`;
}

/** Why the maker does not hold the cell's role (or place in its order), or null. */
export function byRefusal(asked: Asked, by: By): string | null {
  return typeof by === 'string' ? roleRefusal(asked, by) : orderRefusal(asked, by.order);
}

/** The cell this move matches now, or what failed of the cells of its move in this phase. */
export function cellVerdict(
  rules: Rules,
  ctx: GameContext,
  state: string,
  event: GameEvent,
): { cell: Cell } | { failures: Failure[] } {
  const asked: Asked = { rules, ctx, event, state };
  const failures: Failure[] = [];
  for (const cell of cellsOf(rules.profile.session.procedure, event.type, phaseOfState(state))) {
    const role = byRefusal(asked, cell.by);
    if (role !== null) {
      failures.push({ cell, failed: 'role', what: byText(cell.by), reason: role });
      continue;
    }
    const failing = failingCheck(asked, cell.when);
    if (failing) {
      failures.push({
        cell,
        failed: 'condition',
        what: checkText(failing.check),
        reason: failing.reason,
        held: failing.held,
      });
      continue;
    }
    const effect = failingEffect(asked, cell.does);
    if (!effect) return { cell };
    failures.push({ cell, failed: 'effect', what: effect.effect, reason: effect.reason, held: cell.when.length });
  }
  // One not at the table holds no role of it: that is what each cell refuses him for.
  const maker = makerOf(event);
  const stranger = maker !== undefined && maker !== CROUPIER && !ctx.participants.some((p) => p.id === maker);
  if (stranger && failures.every((f) => f.failed === 'role')) {
    return { failures: failures.map((f) => ({ ...f, reason: notParticipant(ctx, maker) })) };
  }
  return { failures };
}

/** Roles of one person the house or the last coup names, beside a move's role for the seated. */
const ONE_PERSON = new Set(['the croupier', 'the banco loser']);

/**
 * Of the cells a move failed, the one it came nearest: the cell whose role held and whose
 * conditions held furthest, the later of two alike (a case placed before the general cell: the
 * stop card before passing the bank); else one whose role is of the seated (a punter, the banker),
 * which says whose move it is, rather than a cell for one person beside it (the croupier's cut, the
 * banco loser's first right); else the first.
 */
export function nearestFailure(failures: readonly Failure[]): Failure | undefined {
  const conditions = failures.filter((f) => f.failed !== 'role');
  if (conditions.length > 0) return conditions.reduce((a, b) => ((b.held ?? 0) >= (a.held ?? 0) ? b : a));
  return failures.find((f) => !ONE_PERSON.has(f.what)) ?? failures[0];
}

/** Whether the cell's role and conditions hold for this move: the chart's guard for the cell. */
export function cellHolds(rules: Rules, ctx: GameContext, state: string, event: GameEvent, cell: Cell): boolean {
  const asked: Asked = { rules, ctx, event, state };
  return (
    byRefusal(asked, cell.by) === null &&
    failingCheck(asked, cell.when) === undefined &&
    failingEffect(asked, cell.does) === undefined
  );
}
