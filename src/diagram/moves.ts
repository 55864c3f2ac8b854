/**
 * The table of moves: a session's procedure (session.procedure) as a reader sets it beside the
 * document, phase by phase, each move with who may make it, under which condition, what it does
 * and the rule it cites. The one generator of it: `baccarat show <profile> --moves` prints its text
 * form, and each variant's page (export.ts) opens with its Markdown form.
 */
import { byText, COUP_PHASES, checkText, type Procedure } from '../profile/procedure.js';
import type { Profile } from '../profile/types.js';
import { markdownCell } from '../text/markdown.js';
import { printable } from '../text/printable.js';
import { COLUMNS, padEnd, textWidth, wrap } from '../text/width.js';

/** What a row is: the session's opening, a phase's entry, a move's cell, or what ends a phase by itself. */
export type MoveRowKind = 'opens' | 'enter' | 'cell' | 'end';

/** The words a row that is no one's move shows in the move column. */
const LABELS: Record<Exclude<MoveRowKind, 'cell'>, string> = {
  opens: 'the session opens',
  enter: 'on entering',
  end: 'by itself',
};

/** One row of the table. */
export interface MoveRow {
  readonly kind: MoveRowKind;
  /** The phase it stands in ('' for the session's opening, which comes before any phase). */
  readonly phase: string;
  /** The move (its event's type), or what the row is where it is no one's move. */
  readonly move: string;
  readonly who: string;
  readonly condition: string;
  /** What is done, in order, then "→ the phase the table goes to". */
  readonly effect: string;
  /** The rule it cites ('' for an entry or the opening, which cite none). */
  readonly rule: string;
  /** The procedure whose file wrote the cell, where that is not this one: a preset it extends. */
  readonly from?: string;
}

const effectText = (does: readonly string[], next: string | undefined) =>
  [does.join(', '), next === undefined ? '' : `→ ${next}`].filter((t) => t !== '').join(' ');

/**
 * The phases in the order a session goes through them, as the chart lists its states
 * (src/machines/states/session.ts): the procedure's phases before the deal, then the coup's (a cell
 * may name 'drawing', any hand's turn to draw), then 'coup over', and 'session over' last.
 */
function phaseOrder(procedure: Procedure): string[] {
  const listed = procedure.phases.map((p) => p.phase).filter((p) => p !== 'coup over');
  const coup = COUP_PHASES.filter((p) => p !== 'session over');
  const over = procedure.phases.some((p) => p.phase === 'coup over') ? ['coup over'] : [];
  // A phase listed and the coup's too (a procedure may give 'session over' a says) comes once.
  return [...new Set([...listed, ...coup, ...over, 'session over'])];
}

/**
 * The table's rows: the session's opening, then phase by phase what is done on entering it, its
 * cells in the order they are tried, and what ends it by itself.
 *
 * @example
 * ```ts
 * moveRows(loadProfile('baccarat-banque').session.procedure)[1];
 * // { kind: 'cell', phase: 'choosing the banker', move: 'BID', who: 'anyone seated',
 * //   condition: 'the fund is his to cover, he has announced no fund yet', effect: 'record the bid', rule: 'BB-02.5' }
 * ```
 */
export function moveRows(procedure: Procedure): MoveRow[] {
  const { starts } = procedure;
  const rows: MoveRow[] = [
    {
      kind: 'opens',
      phase: '',
      move: LABELS.opens,
      who: '',
      condition: '',
      effect: effectText(starts.does, starts.phase),
      rule: '',
    },
  ];
  for (const name of phaseOrder(procedure)) {
    const phase = procedure.phases.find((p) => p.phase === name);
    if (phase && phase.enter.length > 0)
      rows.push({
        kind: 'enter',
        phase: name,
        move: LABELS.enter,
        who: '',
        condition: '',
        effect: effectText(phase.enter, undefined),
        rule: '',
      });
    for (const cell of procedure.moves.filter((c) => c.phase === name)) {
      rows.push({
        kind: 'cell',
        phase: name,
        move: cell.move,
        who: byText(cell.by),
        condition: cell.when.map(checkText).join(', '),
        effect: effectText(cell.does, cell.next),
        rule: cell.rule,
        // A cell a preset wrote cites that preset's rule catalog: the reader is told which.
        ...(cell.from === procedure.name ? {} : { from: cell.from }),
      });
    }
    for (const end of phase?.ends ?? [])
      rows.push({
        kind: 'end',
        phase: name,
        move: LABELS.end,
        who: 'nobody',
        condition: end.when.map(checkText).join(', '),
        effect: effectText(end.does, end.next),
        rule: end.rule,
        ...(phase!.from === procedure.name ? {} : { from: phase!.from }),
      });
  }
  return rows;
}

const ruleText = (row: MoveRow) => (row.from === undefined ? row.rule : `${row.rule} (${row.from})`);

const HEADS = ['move', 'who', 'condition', 'effect', 'rule'] as const;
const GAP = '  ';
const INDENT = '  ';
/** The narrowest a wrapped column is let be. */
const NARROWEST = 8;

/**
 * `room` columns shared among columns whose text would take `natural` each: a column that fits its
 * share takes what it needs, the rest is shared again among the others.
 */
function share(natural: readonly number[], room: number): number[] {
  const widths = natural.map(() => 0);
  let open = natural.map((_, i) => i);
  let left = room;
  while (open.length > 0) {
    const each = Math.floor(left / open.length);
    const fits = open.filter((i) => natural[i]! <= each);
    if (fits.length === 0) {
      open.forEach((i, j) => {
        widths[i] = Math.max(NARROWEST, j === open.length - 1 ? left - each * (open.length - 1) : each);
      });
      break;
    }
    for (const i of fits) {
      widths[i] = natural[i]!;
      left -= natural[i]!;
    }
    open = open.filter((i) => !fits.includes(i));
  }
  return widths;
}

/** A cell's text wrapped in its column, "→ the next phase" kept on one line (a no-break space holds it). */
const wrapCell = (text: string, width: number) =>
  text === ''
    ? ['']
    : wrap(
        text.replace(/→ .*$/, (next) => next.replace(/ /g, '\u00a0')),
        width,
      ).map((l) => l.replace(/\u00a0/g, ' '));

/** A row's cells, each wrapped in its column, the row as many lines as its tallest cell. */
function rowLines(cells: readonly string[], widths: readonly number[]): string[] {
  const wrapped = cells.map((c, i) => wrapCell(c, widths[i]!));
  const height = Math.max(...wrapped.map((w) => w.length));
  return Array.from({ length: height }, (_, k) =>
    (INDENT + wrapped.map((w, i) => padEnd(w[k] ?? '', widths[i]!)).join(GAP)).trimEnd(),
  );
}

/**
 * The table as `show --moves` prints it, within `width` columns: where the session opens, then each
 * phase's name over its rows, in columns whose texts (who, condition, effect) wrap in them; a rule
 * cited from a preset names it on the line below.
 */
export function movesText(profile: Profile, width = COLUMNS): string[] {
  const { procedure } = profile.session;
  const table = moveRows(procedure).filter((r) => r.kind !== 'opens');
  const cells = table.map((r) => [r.move, r.who, r.condition, r.effect, ruleText(r)]);
  const natural = HEADS.map((h, i) => Math.max(textWidth(h), ...cells.map((c) => textWidth(c[i]!))));
  // The rule column is as wide as its widest id, or the widest preset's name below one.
  natural[4] = Math.max(
    textWidth(HEADS[4]),
    ...table.map((r) => Math.max(textWidth(r.rule), textWidth(r.from ? `(${r.from})` : ''))),
  );
  // The move and the rule stay whole; the texts between them share what is left.
  const room = width - INDENT.length - GAP.length * (HEADS.length - 1) - natural[0]! - natural[4]!;
  const widths = [natural[0]!, ...share(natural.slice(1, 4), room), natural[4]!];
  const { starts } = procedure;
  const done = starts.does.length > 0 ? `, where ${starts.does.join(', ')}` : '';
  const lines = [
    ...wrap(`${printable(profile.name)} (${profile.id}): who may make each move, when, and what it does`, width, '  '),
    ...wrap(`The procedure ${procedure.name}: the session opens at ${starts.phase}${done}.`, width, '  '),
    '',
    ...rowLines(HEADS, widths),
  ];
  let phase: string | undefined;
  table.forEach((row, i) => {
    if (row.phase !== phase) lines.push(row.phase);
    phase = row.phase;
    lines.push(...rowLines(cells[i]!, widths));
  });
  return lines;
}

/** The table in Markdown, a row for each of moveRows: the head section of a variant's page. */
export function movesMarkdown(procedure: Procedure): string[] {
  const md = (t: string) => markdownCell(t);
  return [
    '| phase | move | who | condition | effect | rule |',
    '|---|---|---|---|---|---|',
    ...moveRows(procedure).map((r) => {
      const move = r.kind === 'cell' ? `\`${r.move}\`` : `*${r.move}*`;
      return `| ${md(r.phase)} | ${move} | ${md(r.who)} | ${md(r.condition)} | ${md(r.effect)} | ${md(ruleText(r))} |`;
    }),
  ];
}
