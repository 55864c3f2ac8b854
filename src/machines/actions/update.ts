/**
 * What every action of the chart shares: an update of the context (XState's assign, typed once for
 * the game's context and events), and the session's log.
 */
import { assign, type ParameterizedObject } from 'xstate';
import type { GameContext, GameEvent, LogEntry } from '../context.js';

/** What an action or a guard reads: the context and the event that triggered it. */
export interface Args {
  readonly context: GameContext;
  readonly event: GameEvent;
}

/** An action that updates the context; its params (a turn's hand) typed where it takes them. */
export const update = <P extends ParameterizedObject['params'] | undefined = undefined>(
  assigner: (args: Args, params: P) => Partial<GameContext>,
) => assign<GameContext, GameEvent, P, GameEvent, never>(assigner);

export function log(ctx: GameContext, automatic: boolean, text: string): LogEntry[] {
  // A quiet session (simulation: millions of coups nobody reads) keeps no log; the record stays whole.
  if (ctx.quiet) return ctx.log as LogEntry[];
  return [...ctx.log, { coup: ctx.coup.number, automatic, text }];
}

export const signed = (n: number) => `${n >= 0 ? '+' : ''}${n}`;
