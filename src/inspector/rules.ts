/**
 * The data the chart's guards read, for the page's panel "Rules of this table": each turn's draw
 * table (whose hand, who decides a choice, what the table says on each total, by the other hand's
 * third card where it reads one) and the profile's bets with how each settles. Read off what
 * src/core compiles (the draw tables the chart's guards read, the settle rules in words), so the
 * panel shows the rules the chart applies; nothing here decides a coup. The session message carries
 * it (server.ts), once a session.
 */
import { ACTION_NAME, compileDrawTables, NO_CELL } from '../core/compile.js';
import { describeRules } from '../core/stakings.js';
import { deciderRole } from '../machines/rules.js';
import type { Action, Profile } from '../profile/types.js';

/** One total of a turn's table: one action, or one where the other hand stood and one per value of its third card. */
export type TableRow =
  | { readonly total: number; readonly action: Action }
  | { readonly total: number; readonly stood: Action | null; readonly byThird: readonly (Action | null)[] };

export interface TableRules {
  readonly turns: readonly {
    /** The hand's name, as the table shows it. */
    readonly hand: string;
    /** Who makes a choice the table leaves ("the banker"), or '' where every cell is forced. */
    readonly decides: string;
    /** The hand whose third card keys the rows, if any. */
    readonly against: string | undefined;
    readonly rows: readonly TableRow[];
  }[];
  readonly bets: readonly { readonly id: string; readonly name: string; readonly settles: string }[];
}

export function tableRules(profile: Profile): TableRules {
  const tables = compileDrawTables(profile);
  const { totalSpan, columns, cells } = tables;
  const nameOf = (id: string) => profile.hands.find((h) => h.id === id)?.name ?? id;
  const turns = profile.drawing.turns.map((turn, t) => {
    const rows: TableRow[] = [];
    for (let total = 0; total < totalSpan; total++) {
      const codes = [...cells.subarray((t * totalSpan + total) * columns, (t * totalSpan + total + 1) * columns)];
      // A total no hand reaches on its turn (a natural's, or beyond the cards) has no row.
      if (codes.every((c) => c === NO_CELL)) continue;
      const action = (c: number) => (c === NO_CELL ? null : ACTION_NAME[c]!);
      rows.push(
        codes.every((c) => c === codes[0])
          ? { total, action: ACTION_NAME[codes[0]!]! }
          : { total, stood: action(codes[0]!), byThird: codes.slice(1).map(action) },
      );
    }
    return {
      hand: nameOf(turn.hand),
      decides: deciderRole(turn.decidedBy, nameOf(turn.hand)),
      against: turn.against === undefined ? undefined : nameOf(turn.against),
      rows,
    };
  });
  return { turns, bets: profile.bets.map((b) => ({ id: b.id, name: b.name, settles: describeRules(b.settle) })) };
}
