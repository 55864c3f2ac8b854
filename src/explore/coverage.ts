/**
 * The scenarios that cover a cell the walk did not reach (docs/explore.md): in the profile's own
 * feature folder (specs/features/<its id>/), a scenario covers a cell where it
 *   - plays the profile: a `Given the "<id>" profile` step, in it or in a Background over it;
 *   - is tagged with the cell's rule, `@rule:<id>`, on it, its Rule, its Feature or its Examples;
 *   - makes the cell's move in a step of the suite's words for that one move (gherkin.ts,
 *     moveOfStep), one the next step does not refuse (`Then it is refused because …`);
 * and the cell is the procedure's only cell of that rule and move. The tag says what the scenario
 * is about, the step that it makes the move; neither says in which phase, so where one rule gives
 * a move in two phases (RC-17's CONFIRM_DEAL, after a misdeal to a side or to the banker) no
 * scenario is named for either. A scenario that names the rule and only tries the move, or makes it
 * in a step that makes several moves at once, is not counted.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import { ROOT } from '../loader/bundled.js';
import type { MoveType } from '../profile/procedure.js';
import type { Profile } from '../profile/types.js';
import { moveOfStep } from './gherkin.js';
import type { CellReach } from './walk.js';

/** A bundled profile's own scenarios: specs/features/<its id>/. */
export const featureFolderOf = (id: string) => join(ROOT, 'specs', 'features', id);

/** A scenario, where it stands, and what it is tagged with and makes. */
interface Scenario {
  /** "specs/features/baccarat-club/club.feature:52 The croupier … may close it". */
  readonly where: string;
  readonly rules: ReadonlySet<string>;
  readonly moves: ReadonlySet<MoveType>;
  readonly profiles: ReadonlySet<string>;
}

type Step = { readonly text: string };
type Tagged = { readonly tags: readonly { readonly name: string }[] };

const rulesOf = (...tagged: Tagged[]) =>
  tagged.flatMap((t) => t.tags.map((x) => x.name).filter((n) => n.startsWith('@rule:'))).map((n) => n.slice(6));

/** What a scenario's steps (its Backgrounds' first) make, and the profiles they play. */
function played(steps: readonly Step[], moveOf: (text: string) => MoveType | undefined) {
  const moves = new Set<MoveType>();
  const profiles = new Set<string>();
  steps.forEach((step, i) => {
    const profile = /^the "([^"]+)" profile$/.exec(step.text);
    if (profile) profiles.add(profile[1]!);
    const move = moveOf(step.text);
    if (move && !steps[i + 1]?.text.startsWith('it is refused because')) moves.add(move);
  });
  return { moves, profiles };
}

/** The scenarios of one feature file, outlines' examples included. */
function scenariosOf(file: string, moveOf: (text: string) => MoveType | undefined): Scenario[] {
  const parser = new Parser(new AstBuilder(IdGenerator.uuid()), new GherkinClassicTokenMatcher());
  const feature = parser.parse(readFileSync(file, 'utf8')).feature;
  if (!feature) return [];
  const out: Scenario[] = [];
  const walk = (children: typeof feature.children, tags: string[], background: readonly Step[]) => {
    let steps = background;
    for (const child of children) {
      if (child.background) steps = [...steps, ...child.background.steps];
      if (child.rule) walk(child.rule.children as typeof feature.children, [...tags, ...rulesOf(child.rule)], steps);
      const s = child.scenario;
      if (!s) continue;
      out.push({
        where: `${relative(ROOT, file)}:${s.location.line} ${s.name}`,
        rules: new Set([...tags, ...rulesOf(s, ...s.examples)]),
        ...played([...steps, ...s.steps], moveOf),
      });
    }
  };
  walk(feature.children, rulesOf(feature), []);
  return out;
}

/**
 * The cells with, where one was not reached, the first scenario of the folder that covers it. A
 * folder that is not there (a profile of the user's own) covers nothing.
 */
export function coveredCells(cells: readonly CellReach[], profile: Profile, folder: string): CellReach[] {
  if (!cells.some((c) => c.unreached) || !existsSync(folder)) return [...cells];
  const moveOf = moveOfStep(profile);
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.feature'))
    .sort();
  const scenarios = files
    .flatMap((f) => scenariosOf(join(folder, f), moveOf))
    .filter((s) => s.profiles.has(profile.id));
  const alone = (c: CellReach) => cells.filter((d) => d.rule === c.rule && d.move === c.move).length === 1;
  return cells.map((c) => {
    if (!c.unreached || !alone(c)) return c;
    const by = scenarios.find((s) => s.rules.has(c.rule) && s.moves.has(c.move as MoveType));
    return by ? { ...c, covered: by.where } : c;
  });
}
