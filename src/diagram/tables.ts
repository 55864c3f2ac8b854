/**
 * The data a chart's guards read, as plain data: each turn's draw table (who decides, what it says
 * by total and, where it reads one, by the other hand's third card) and the profile's bets with
 * their settle rules in words. The variant pages (export.ts) print it under the diagram; the
 * inspector's page may show the same data, read from here.
 */

import { eventText, paysWords, ruleNamesOf, rungsOf } from '../core/rule-words.js';
import type { Action, Bet, Decider, Profile, SettleResult } from '../profile/types.js';
import { markdownCell } from '../text/markdown.js';

/** A row of a turn's table: one action for the total, or one per third card of the other hand. */
export type TableRow =
  | { readonly total: number; readonly action: Action }
  | {
      readonly total: number;
      /** Where the other hand stood. */
      readonly stood: Action | undefined;
      readonly byThirdCard: readonly { readonly value: number; readonly action: Action }[];
    };

export interface TurnTable {
  readonly hand: string;
  readonly decidedBy: Decider;
  /** The hand whose third card the table reads, if it reads one. */
  readonly against: string | undefined;
  /** By total, in order; a total no coup brings to the turn has no row. */
  readonly rows: readonly TableRow[];
}

export interface BetData {
  readonly id: string;
  readonly name: string;
  readonly covers: Bet['covers'];
  readonly stake: Bet['stake'];
  /**
   * Its settle rules in order, the first that holds settling the stake, a pay table's rungs each as
   * a rule of its own; in words (src/core/rule-words.ts): the event, and what it pays ("pays 40:1").
   */
  readonly rules: readonly { readonly when: string; readonly result: SettleResult; readonly pays: string }[];
}

export interface ProfileTables {
  readonly turns: readonly TurnTable[];
  readonly bets: readonly BetData[];
}

/**
 * A profile's draw tables and bets as plain data.
 *
 * @example
 * ```ts
 * tablesOf(loadProfile('punto-banco')).turns[0]; // { hand: 'punto', decidedBy: 'nobody', against: undefined, rows: [{ total: 0, action: 'draw' }, …] }
 * ```
 */
export function tablesOf(profile: Profile): ProfileTables {
  const turns = profile.drawing.turns.map((turn) => {
    const rows: TableRow[] = [];
    turn.rows.forEach((row, total) => {
      if (!row) return;
      if (row.kind === 'fixed') rows.push({ total, action: row.action });
      else {
        const byThirdCard: { value: number; action: Action }[] = [];
        row.byValue.forEach((action, value) => {
          if (action) byThirdCard.push({ value, action });
        });
        rows.push({ total, stood: row.stood, byThirdCard });
      }
    });
    return { hand: turn.hand, decidedBy: turn.decidedBy, against: turn.against, rows };
  });
  const names = ruleNamesOf(profile);
  const bets = profile.bets.map((bet) => ({
    id: bet.id,
    name: bet.name,
    covers: bet.covers,
    stake: bet.stake,
    rules: rungsOf(bet.settle).map(({ rule, rung }) => ({
      when: eventText(names, bet.settle, rule, rung),
      result: bet.settle[rule]!.result,
      pays: bet.settle[rule]!.result === 'win' ? `pays ${paysWords(bet.settle[rule]!, rung)}` : '',
    })),
  }));
  return { turns, bets };
}

const DECIDERS: Record<Decider, string> = {
  nobody: 'every cell is forced',
  'side-player': "a choice is the side's active player's",
  banker: "a choice is the banker's",
  'largest-stake': 'a choice is the largest stake on the hand',
};

/** The draw tables and the bets in Markdown, for a variant's page. */
export function tablesMarkdown(tables: ProfileTables): string[] {
  const lines: string[] = ['## Draw tables', ''];
  for (const turn of tables.turns) {
    lines.push(`### ${turn.hand}`, '', `${turn.hand}'s turn: ${DECIDERS[turn.decidedBy]}.`, '');
    const values = [
      ...new Set(turn.rows.flatMap((r) => ('byThirdCard' in r ? r.byThirdCard.map((c) => c.value) : []))),
    ].sort((a, b) => a - b);
    if (values.length === 0) {
      lines.push(
        '| total | action |',
        '|---|---|',
        ...turn.rows.map((r) => `| ${r.total} | ${'action' in r ? r.action : ''} |`),
      );
    } else {
      lines.push(
        `By its total (rows) and ${turn.against}'s third card (columns), or where ${turn.against} stood:`,
        '',
        `| total | stood | ${values.join(' | ')} |`,
        `|---|---|${values.map(() => '---|').join('')}`,
        ...turn.rows.map((r) => {
          const at = (v: number) =>
            'action' in r ? r.action : (r.byThirdCard.find((c) => c.value === v)?.action ?? '');
          return `| ${r.total} | ${'action' in r ? r.action : (r.stood ?? '')} | ${values.map(at).join(' | ')} |`;
        }),
      );
    }
    lines.push('');
  }
  lines.push('## Bets', '', '| bet | when | result |', '|---|---|---|');
  for (const bet of tables.bets) {
    for (const rule of bet.rules) {
      const result = rule.result === 'win' ? `win, ${rule.pays}` : rule.result;
      lines.push(
        `| ${markdownCell(`${bet.name} (\`${bet.id}\`)`)} | ${markdownCell(rule.when)} | ${markdownCell(result)} |`,
      );
    }
  }
  lines.push('');
  return lines;
}
