/**
 * The data the chart's guards read, for the page's panel "Rules of this table": each turn's draw
 * table (whose hand, who decides a choice, what the table says on each total, by the other hand's
 * third card where it reads one) and the profile's bets with how each settles. Read off what
 * src/core compiles (the draw tables the chart's guards read, the settle rules in words), so the
 * panel shows the rules the chart applies; nothing here decides a coup. The session message carries
 * it (server.ts), once a session.
 */
import { describeRules, ruleNamesOf } from '../core/rule-words.js';
import { tablesOf } from '../diagram/tables.js';
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

/**
 * The tables as the page lays them out: the data of src/diagram/tables.ts (the one reading of a
 * profile's turns and bets, which the variant pages print too), with the hands' names, who decides
 * in the chart's words, a row by the other hand's third card as one cell per value (null where the
 * table has none), and each bet's settle rules in one sentence.
 */
export function tableRules(profile: Profile): TableRules {
  const data = tablesOf(profile);
  const nameOf = (id: string) => profile.hands.find((h) => h.id === id)?.name ?? id;
  const turns = data.turns.map((turn) => {
    const most = Math.max(
      0,
      ...turn.rows.flatMap((r) => ('byThirdCard' in r ? r.byThirdCard.map((c) => c.value) : [])),
    );
    const rows = turn.rows.map((r): TableRow => {
      if ('action' in r) return r;
      const byThird: (Action | null)[] = Array.from({ length: most + 1 }, () => null);
      for (const c of r.byThirdCard) byThird[c.value] = c.action;
      return { total: r.total, stood: r.stood ?? null, byThird };
    });
    return {
      hand: nameOf(turn.hand),
      decides: deciderRole(turn.decidedBy, nameOf(turn.hand)),
      against: turn.against === undefined ? undefined : nameOf(turn.against),
      rows,
    };
  });
  const names = ruleNamesOf(profile);
  return {
    turns,
    bets: profile.bets.map((b) => ({ id: b.id, name: b.name, settles: describeRules(names, b.settle) })),
  };
}
