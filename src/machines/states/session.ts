/**
 * The session's states, read from its procedure alone (session.procedure): one state per phase, its
 * moves the cells of that phase (tried in order, each guarded by its role and conditions), what ends
 * it by itself, and what is done on entering it. Nothing here names a variant or a rule: those are
 * the procedure's cells; the vocabulary they name is in src/machines/procedure/.
 */
import type { Rules } from '../../core/rules.js';
import { byText, type Cell, checkText, type PhaseEnd } from '../../profile/procedure.js';
import type { Profile } from '../../profile/types.js';
import type { Args } from '../actions/update.js';
import { EFFECT_NEEDS } from '../procedure/effect-needs.js';
import { NAMELESS } from '../procedure/roles.js';
import { cellHolds, failingCheck } from '../procedure/verdict.js';

/** A cell's guard as the chart names it: its role, then its conditions ('' where nothing is checked). */
export function cellGuardName(cell: Cell): string {
  const conditions = cell.when.map(checkText).join(', ');
  // Anyone at the table may make it: its conditions say the rule (a stranger is refused all the same).
  if (NAMELESS.has(cell.move) || (cell.by === 'anyone seated' && conditions)) return conditions;
  return conditions ? `${byText(cell.by)}: ${conditions}` : byText(cell.by);
}

/**
 * Each cell's guard by the name the chart gives it: its role and conditions (cellGuardName). Cells
 * of one name share one guard, which asks what each of them asks: where the effects of two ask
 * something different of the move (src/machines/procedure/effect-needs.ts: a stake's terms, a bid
 * to bank), the later is told apart by its id, so that no guard asks one cell's effects for another.
 */
export function guardNamesOf(cells: readonly Cell[]): Map<Cell, string> {
  const needs = (cell: Cell) => cell.does.filter((e) => e in EFFECT_NEEDS).join(', ');
  const asked = new Map<string, string>();
  const names = new Map<Cell, string>();
  for (const cell of cells) {
    // A move that names no maker, with no condition, has a guard only where its effects ask something.
    const name = cellGuardName(cell) || (needs(cell) && `what ${needs(cell)} asks`);
    const earlier = asked.get(name);
    if (earlier === undefined) asked.set(name, needs(cell));
    names.set(cell, earlier === undefined || earlier === needs(cell) ? name : `${name} (${cell.id})`);
  }
  return names;
}

/** A phase's end as the chart names its guard: its conditions. */
export const endGuardName = (end: PhaseEnd) => end.when.map(checkText).join(' and ');

/**
 * The chart's actions for a list of effects: 'the cards are gathered' is what the shoe says of the
 * cards after a coup (shoe.discards, shoe.reshuffle); every other effect is one action of its name.
 */
export function actionsOf(profile: Profile, effects: readonly string[]): string[] {
  return effects.flatMap((effect) => {
    if (effect !== 'the cards are gathered') return [effect];
    return [
      ...(profile.shoe.discards === 'under-the-pack' ? ['the cards go under the pack'] : []),
      ...(profile.shoe.reshuffle === 'after-every-coup' ? ['reshuffle the full shoe'] : []),
      ...(profile.shoe.reshuffle === 'when-too-few-for-a-coup'
        ? ['reshuffle when too few cards remain for every hand']
        : []),
    ];
  });
}

type Transition = { guard?: string; target?: string; actions?: string[] };

function transitionOf(profile: Profile, guard: string, next: string | undefined, does: readonly string[]): Transition {
  const actions = actionsOf(profile, does);
  return {
    ...(guard ? { guard } : {}),
    ...(next ? { target: next } : {}),
    ...(actions.length > 0 ? { actions } : {}),
  };
}

/** The phases that follow the coup's showdown: the chart lists them after the coup's states. */
const AFTER_THE_COUP = ['coup over'];

/** The session's phases as states of the chart: those before the deal, and those after the coup. */
export function sessionStates(profile: Profile): { before: Record<string, object>; after: Record<string, object> } {
  const { procedure } = profile.session;
  const guards = guardNamesOf(procedure.moves);
  const before: Record<string, object> = {};
  const after: Record<string, object> = {};
  for (const phase of procedure.phases) {
    const on: Record<string, Transition[]> = {};
    for (const cell of procedure.moves.filter((c) => c.phase === phase.phase)) {
      on[cell.move] = [...(on[cell.move] ?? []), transitionOf(profile, guards.get(cell)!, cell.next, cell.does)];
    }
    const always = phase.ends.map((end) => transitionOf(profile, endGuardName(end), end.next, end.does));
    const entry = actionsOf(profile, phase.enter);
    (AFTER_THE_COUP.includes(phase.phase) ? after : before)[phase.phase] = {
      id: phase.phase,
      description: phase.says,
      ...(entry.length > 0 ? { entry } : {}),
      ...(always.length > 0 ? { always } : {}),
      on,
    };
  }
  return { before, after };
}

/** The guards of the procedure's cells and ends, by the names the chart gives them. */
export function sessionGuards(rules: Rules): Record<string, (args: Args) => boolean> {
  const { procedure } = rules.profile.session;
  const guards: Record<string, (args: Args) => boolean> = {};
  const names = guardNamesOf(procedure.moves);
  for (const cell of procedure.moves) {
    const name = names.get(cell)!;
    if (name && cell.phase !== 'drawing')
      guards[name] = ({ context, event }) => cellHolds(rules, context, cell.phase, event, cell);
  }
  for (const phase of procedure.phases) {
    for (const end of phase.ends) {
      guards[endGuardName(end)] = ({ context, event }) =>
        failingCheck({ rules, ctx: context, event, state: phase.phase }, end.when) === undefined;
    }
  }
  return guards;
}
