/**
 * Best responses in a banker-against-two-tableaux profile (Baccarat Banque; modern baccarat has the
 * same shape): the banker's best response to the sides' policy and stakes, and each side's best
 * response to the banker's policy (and the other side's). Exact odds of three hands
 * (src/odds/three-hands.ts) are walked once in record mode: for every situation of the responder's
 * turn, how the coups that reach it end if he stands and if he draws, everyone else playing the given
 * policy. His best decision in each situation is the one worth more to him; the policy file written
 * from them is checked against schemas/policy.schema.json and the profile, and its exact odds are
 * computed again under it (fractions, not the doubles the comparison used).
 *
 * The model, stated in every result: one coup from a fresh shoe of `decks` decks, cards drawn without
 * replacement; a decider tells apart what the profile's draw table keys his turn by (his own total,
 * and the other hand's third card where the table names one), nothing else. The banker of Baccarat
 * Banque sees more (BB-05.5: the sides' decisions and third cards): the policy language cannot key
 * his decision by two hands' third cards, so the banker's best response is given twice — the one the
 * policy file can hold (by his total) and the better one by his total and both tableaux' third
 * cards, with its exact value and the situations where it differs (see docs/solving.md, "Baccarat
 * Banque: best responses").
 */

import { type CompiledProfile, compileProfile } from '../core/compile.js';
import { CHOICE, cellIndex } from '../core/draw-tables.js';
import { type Fraction, fraction, fractionText, toNumber } from '../core/fraction.js';
import { checkPolicyText, decisionText, type Policy, reachableChoices, situationText } from '../core/policy.js';
import { stakingsOf } from '../core/stakings.js';
import { type ExactOdds, NotEnumerable } from '../odds/exact.js';
import { shoeRefusal } from '../odds/limits.js';
import {
  exactOddsOfHands,
  handPairsReason,
  recordChoices,
  type SituationKeys,
  situationOf,
} from '../odds/three-hands.js';
import type { Profile } from '../profile/types.js';

/**
 * A best response asked of a profile it does not fit (no banker, no choice for the responder).
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { loadPolicy } from 'baccarat-spec/odds';
 * import { bestResponseOfBanker, NoBestResponse } from 'baccarat-spec/solve';
 *
 * const cdf = loadProfile('chemin-de-fer');
 * try {
 *   bestResponseOfBanker(cdf, { policy: loadPolicy(cdf) });
 * } catch (e) {
 *   if (e instanceof NoBestResponse) console.error(e.message);
 * }
 * ```
 */
export class NoBestResponse extends Error {
  override name = 'NoBestResponse';
}

/**
 * What a best response is computed under: the others' policy, and for the banker the sides' stakes.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { loadPolicy } from 'baccarat-spec/odds';
 * import { type BestResponseOptions, bestResponseOfBanker } from 'baccarat-spec/solve';
 *
 * const banque = loadProfile('baccarat-banque');
 * const options: BestResponseOptions = { policy: loadPolicy(banque), stakes: { right: 5, left: 3 } };
 * bestResponseOfBanker(banque, options);
 * ```
 */
export interface BestResponseOptions {
  /** Decks in the shoe; the profile's by default. */
  readonly decks?: number;
  /**
   * The policy everyone else plays (and the responder's starting point, kept where he is indifferent
   * or a situation is never reached). Required: the others' choices must be decided.
   */
  readonly policy: Policy;
  /**
   * The banker's best response: the stake on each side, by side id (e.g. { right: 5, left: 3 });
   * each side 1 when not given. The banker's result is minus the sides' net on these stakes.
   */
  readonly stakes?: Readonly<Record<string, number>>;
  /** The bet the sides' stakes are placed on, by id; by default the profile's first bet that backs one side. */
  readonly bet?: string;
  /** A reduced shoe instead of full decks, by card value (for tests small enough to check by brute force). */
  readonly shoe?: ReadonlyMap<number, number>;
}

/** One situation of a responder's turn: what drawing and standing are worth to him there. */
export interface Decision {
  readonly hand: string;
  /** The situation in words: "banker on 5", "banker on 5, right's third card 4, left stood". */
  readonly situation: string;
  readonly total: number;
  /** With full information only: each other hand's third card (a value, or 'stood'). */
  readonly thirds?: Readonly<Record<string, number | 'stood'>>;
  /** The probability of the whole coup reaching this situation. */
  readonly reach: number;
  /** The responder's expected result per unit over the whole coup, from the coups of this situation, if he draws / stands. */
  readonly draw: number;
  readonly stand: number;
  readonly choice: 'draw' | 'stand' | 'indifferent';
}

/**
 * A best response: the responder's decision in each situation of his turns (what drawing and standing are
 * worth), his value before and after, and the policy file that plays it.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { loadPolicy } from 'baccarat-spec/odds';
 * import { type BestResponse, bestResponseOfSides } from 'baccarat-spec/solve';
 *
 * const banque = loadProfile('baccarat-banque');
 * const response: BestResponse = bestResponseOfSides(banque, { policy: loadPolicy(banque) });
 * response.decisions.filter((d) => d.choice === 'draw').map((d) => d.situation);
 * ```
 */
export interface BestResponse {
  readonly profile: Profile;
  readonly decks: number;
  /** Whose decisions were optimised: 'banker', or 'sides' (each side for itself, the others fixed). */
  readonly responder: 'banker' | 'sides';
  /** Who sees what and how cards are drawn, in words. */
  readonly model: string;
  /** The stakes the banker answers (banker's best response). */
  readonly stakes?: Readonly<Record<string, number>>;
  /** Every situation of the responder's turns that the policy file keys, with its values. */
  readonly decisions: readonly Decision[];
  /** The policy: the others' decisions as given, the responder's replaced by his best ones. */
  readonly policy: Policy;
  /** The same as a policy file (YAML), valid against schemas/policy.schema.json. */
  readonly policyYaml: string;
  /** Exact odds under the given policy and under the best response. */
  readonly before: ExactOdds;
  readonly after: ExactOdds;
  /** The responder's exact expected result per coup, before and after (the banker's: on the stakes; a side's: per unit on its bet). */
  readonly value:
    | { readonly before: Fraction; readonly after: Fraction }
    | { readonly bySide: Readonly<Record<string, { readonly before: Fraction; readonly after: Fraction }>> };
  /**
   * The banker only, where he sees more than his table keys (Baccarat Banque, BB-05.5): his best
   * response by his total and every side's third card (or 'stood'). The policy language cannot hold
   * it; its exact value, and the situations where it does not do what the policy file's does.
   */
  readonly fullInformation?: {
    readonly value: Fraction;
    readonly odds: ExactOdds;
    readonly differs: readonly Decision[];
    readonly decisions: readonly Decision[];
  };
}

const TIE = 1e-13;

function sideStakings(c: CompiledProfile, betId: string | undefined) {
  const sides = c.profile.result.hands;
  const stakings = stakingsOf(c).filter((s) => s.side !== undefined && (betId === undefined || s.bet.id === betId));
  const bet = betId ?? stakings[0]?.bet.id;
  const bySide = sides.map((side) => stakings.find((s) => s.bet.id === bet && s.side === side));
  if (bySide.some((s) => s === undefined)) {
    const ids = [
      ...new Set(
        stakingsOf(c)
          .filter((s) => s.side !== undefined)
          .map((s) => s.bet.id),
      ),
    ];
    throw new NoBestResponse(
      `${c.profile.name}: ${betId === undefined ? 'no bet backs one side' : `no bet "${betId}" backs one side`}; bets that do: ${ids.join(', ') || 'none'}`,
    );
  }
  return { bet: bet!, bySide: bySide.map((s) => s!) };
}

function checkShape(profile: Profile, c: CompiledProfile, shoe: ReadonlyMap<number, number> | undefined): void {
  const reason = handPairsReason(profile);
  if (reason) throw new NoBestResponse(reason);
  if (c.bankerHand < 0)
    throw new NoBestResponse(`${profile.name} has no banker: best responses are computed for a banker against sides`);
  // The exact odds before and after are counted last: a shoe they cannot count is refused first.
  const tooMany = shoeRefusal(c, shoe ? [...shoe.values()].reduce((a, n) => a + n, 0) : c.decks * 52);
  if (tooMany) throw new NotEnumerable(tooMany);
}

/** The choice turns of a hand. */
function choiceTurns(c: CompiledProfile, hand: number): number[] {
  const turns = new Set(reachableChoices(c).map((s) => s.turn));
  return [...turns].filter((t) => c.turnHand[t] === hand);
}

/**
 * A policy as a policy file: every reachable choice of the profile with its probability of drawing,
 * totals with the same decision written as one range.
 */
export function policyYamlOf(
  c: CompiledProfile,
  drawChance: ReadonlyMap<number, Fraction>,
  description: string,
): string {
  const lines = [
    '# yaml-language-server: $schema=../schemas/policy.schema.json',
    `profile: ${c.profile.id}`,
    `description: ${JSON.stringify(description)}`,
    'choices:',
  ];
  const situations = reachableChoices(c);
  const hands = [...new Set(situations.map((s) => s.hand))];
  for (const hand of hands) {
    lines.push(`  ${hand}:`);
    const mine = situations.filter((s) => s.hand === hand);
    const totals = [...new Set(mine.map((s) => s.total))].sort((a, b) => a - b);
    const rows: { from: number; to: number; text: string }[] = [];
    for (const total of totals) {
      const here = mine.filter((s) => s.total === total);
      let text: string;
      if (here.every((s) => s.third === undefined)) {
        text = decisionText(drawChance.get(cellIndex(c, here[0]!.turn, total, 0)) ?? fraction(0n));
      } else {
        const cells = here.map(
          (s) =>
            `${s.third}: ${decisionText(drawChance.get(cellIndex(c, s.turn, total, s.third === 'stood' ? 0 : (s.third as number) + 1)) ?? fraction(0n))}`,
        );
        text = `{ ${cells.join(', ')} }`;
      }
      const last = rows[rows.length - 1];
      if (last && last.text === text && last.to === total - 1) last.to = total;
      else rows.push({ from: total, to: total, text });
    }
    for (const r of rows) lines.push(`    ${r.from === r.to ? r.from : `${r.from}-${r.to}`}: ${r.text}`);
  }
  return `${lines.join('\n')}\n`;
}

function compiledPolicy(c: CompiledProfile, yaml: string, file: string): Policy {
  const { policy, problems } = checkPolicyText(yaml, file, c);
  if (!policy)
    throw new Error(
      `the best response wrote a policy its own checks refuse: ${problems.map((p) => p.message).join('; ')}`,
    ); // a bug
  return policy;
}

/** The net per unit, by outcome, of a staking, as doubles. */
const netsOf = (s: { net: readonly Fraction[] }) => s.net.map(toNumber);

function thirdName(col: number): number | 'stood' {
  return col === 0 ? 'stood' : col - 1;
}

/** Sum over outcomes of probability × payoff. */
function worth(counts: Float64Array, payoff: readonly number[]): number {
  let x = 0;
  for (let o = 0; o < payoff.length; o++) x += counts[o]! * payoff[o]!;
  return x;
}

/**
 * The banker's best response to the sides' policy and stakes. The sides' decisions stay as
 * `opts.policy` gives them; the banker's result on a coup is minus the sides' net on their stakes
 * (`opts.stakes`, 1 on each side by default), on the bet `opts.bet`. Returns the policy file he would
 * play (keyed by his total, as his draw table is) and, where the profile's banker sees the tableaux'
 * third cards, the better response keyed by them too (fullInformation). Throws NoBestResponse where the
 * profile has no banker with a choice; NotEnumerable / PolicyMissing as exact odds do.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { loadPolicy } from 'baccarat-spec/odds';
 * import { bestResponseOfBanker } from 'baccarat-spec/solve';
 *
 * const banque = loadProfile('baccarat-banque');
 * const response = bestResponseOfBanker(banque, { policy: loadPolicy(banque), stakes: { right: 5, left: 3 } });
 * response.policyYaml; // a policy file: loadPolicy reads it
 * ```
 */
export function bestResponseOfBanker(profile: Profile, opts: BestResponseOptions): BestResponse {
  const c = compileProfile(profile, opts.decks);
  checkShape(profile, c, opts.shoe);
  const turn = bankerTurn(profile, c);
  const { stakes, bet, payoff, bankerValue } = bankerStakes(profile, c, opts);
  // One turn for the banker in these profiles; situations by his total and every other hand's third card.
  const keys: SituationKeys = { turn, fullInfo: true };
  const rec = recordChoices(profile, { decks: opts.decks, shoe: opts.shoe, policy: opts.policy, keys });
  const { full, byCell, fullDraws } = bankerWithFullInformation(c, keys, rec, payoff, opts.policy);
  const { drawChance, decisions } = bankerByTotal(c, turn, byCell, opts.policy);
  const stakesText = Object.entries(stakes)
    .map(([s, n]) => `${n} on ${s}`)
    .join(', ');
  const policyYaml = policyYamlOf(
    c,
    drawChance,
    `The banker's best response, by his total, to ${opts.policy.file} with stakes ${stakesText} (${bet}), ${shoeText(c, opts.shoe)}.`,
  );
  const policy = compiledPolicy(c, policyYaml, `best response of the banker to ${opts.policy.file}`);
  const { decks, shoe } = opts;
  const before = exactOddsOfHands(profile, { decks, shoe, policy: opts.policy });
  const after = exactOddsOfHands(profile, { decks, shoe, policy });
  const fullOdds = exactOddsOfHands(profile, {
    decks,
    shoe,
    policy: opts.policy,
    override: { keys, draws: fullDraws },
  });
  const differs = full.filter((d) => {
    const cellChoice = decisions.find((x) => x.total === d.total);
    const fileDraws = drawChance.get(cellIndex(c, turn, d.total, 0));
    const fileChoice =
      fileDraws === undefined
        ? cellChoice?.choice
        : fileDraws.num === 0n
          ? 'stand'
          : fileDraws.num === fileDraws.den
            ? 'draw'
            : 'mixed';
    return d.choice !== 'indifferent' && d.choice !== fileChoice;
  });
  return {
    profile,
    decks: c.decks,
    responder: 'banker',
    model: modelText(c, 'banker', opts.shoe),
    stakes,
    decisions,
    policy,
    policyYaml,
    before,
    after,
    value: { before: bankerValue(before), after: bankerValue(after) },
    fullInformation: { value: bankerValue(fullOdds), odds: fullOdds, differs, decisions: full },
  };
}

/** The banker's one turn with a choice, where his best response can be computed; else why not. */
function bankerTurn(profile: Profile, c: CompiledProfile): number {
  const turns = choiceTurns(c, c.bankerHand);
  if (turns.length === 0)
    throw new NoBestResponse(
      `${profile.name}: the banker's table leaves him no choice: there is nothing to respond with`,
    );
  // Modern baccarat's house keeps a share of the banker's winnings (RM-09): his result is then not
  // minus the stakes' and is not modelled here.
  const houseShare = profile.session.bank?.houseShare ?? 0;
  if (houseShare > 0)
    throw new NoBestResponse(
      `${profile.name}: the house keeps ${houseShare} % of the banker's winnings; his best response is computed where his result is minus the stakes' (Baccarat Banque); the sides' best response to him is (solve --responder sides)`,
    );
  return turns[0]!;
}

/** The stakes on each side, and the banker's result per coup by outcome (minus what they win) and in all. */
function bankerStakes(profile: Profile, c: CompiledProfile, opts: BestResponseOptions) {
  const sides = profile.result.hands;
  const stakes = Object.fromEntries(sides.map((s) => [s, opts.stakes?.[s] ?? 1]));
  for (const k of Object.keys(opts.stakes ?? {}))
    if (!sides.includes(k))
      throw new NoBestResponse(`a stake on "${k}": the sides of ${profile.name} are ${sides.join(', ')}`);
  const { bet, bySide } = sideStakings(c, opts.bet);
  const nets = bySide.map(netsOf);
  const payoff = c.outcomes.map((_, o) => -sides.reduce((a, s, i) => a + stakes[s]! * nets[i]![o]!, 0));
  const bankerValue = (odds: ExactOdds) => {
    let v = fraction(0n);
    sides.forEach((s, i) => {
      const ev = odds.bets.find((b) => b.id === bySide[i]!.id)!.ev;
      v = fraction(v.num * ev.den - BigInt(stakes[s]!) * ev.num * v.den, v.den * ev.den);
    });
    return v;
  };
  return { stakes, bet, payoff, bankerValue };
}

/**
 * The banker's best decision in every situation he can tell apart seeing every other hand's third
 * card; what drawing and standing are worth summed by his table's cell; his draws as an override of
 * the policy (indifferent: as the given policy decides, a pure decision, drawing where it mixes).
 */
function bankerWithFullInformation(
  c: CompiledProfile,
  keys: SituationKeys,
  rec: ReturnType<typeof recordChoices>,
  payoff: readonly number[],
  given: Policy,
) {
  const full: Decision[] = [];
  const byCell = new Map<number, { reach: number; draw: number; stand: number }>();
  const fullDraws = new Float64Array(rec.situations);
  const othersHands = c.hands.map((h, i) => ({ h, i })).filter((x) => x.i !== c.bankerHand);
  for (let info = 0; info < rec.situations; info++) {
    const stand = rec.stand(info);
    const draw = rec.draw(info);
    let reach = 0;
    for (let o = 0; o < stand.length; o++) reach += stand[o]!;
    if (reach === 0) continue;
    const { cell, columns } = situationOf(c, keys, info);
    const d = worth(draw, payoff);
    const s = worth(stand, payoff);
    const had = byCell.get(cell) ?? { reach: 0, draw: 0, stand: 0 };
    byCell.set(cell, { reach: had.reach + reach, draw: had.draw + d, stand: had.stand + s });
    const total = Math.floor(cell / c.columns) % c.totalSpan;
    const thirds = Object.fromEntries(othersHands.map(({ h, i }) => [h, thirdName(columns.get(i)!)]));
    const choice = Math.abs(d - s) <= TIE * reach ? 'indifferent' : d > s ? 'draw' : 'stand';
    const mix = given.drawChance.get(cell);
    fullDraws[info] =
      choice === 'draw' || (choice === 'indifferent' && mix !== undefined && mix.num * 2n >= mix.den) ? 1 : 0;
    const words = othersHands
      .map(({ h }) => (thirds[h] === 'stood' ? `${h} stood` : `${h}'s third card ${thirds[h]}`))
      .join(', ');
    const banker = c.hands[c.bankerHand]!;
    full.push({
      hand: banker,
      situation: `${banker} on ${total}, ${words}`,
      total,
      thirds,
      reach,
      draw: d,
      stand: s,
      choice,
    });
  }
  return { full, byCell, fullDraws };
}

/** By his total alone: the policy file's best response, the given policy kept where he is indifferent. */
function bankerByTotal(
  c: CompiledProfile,
  turn: number,
  byCell: ReadonlyMap<number, { reach: number; draw: number; stand: number }>,
  given: Policy,
) {
  const drawChance = new Map(given.drawChance);
  const decisions: Decision[] = [];
  for (const s of reachableChoices(c).filter((x) => x.turn === turn)) {
    const cell = cellIndex(c, turn, s.total, 0);
    const v = byCell.get(cell) ?? { reach: 0, draw: 0, stand: 0 };
    const choice =
      v.reach === 0 || Math.abs(v.draw - v.stand) <= TIE * v.reach
        ? 'indifferent'
        : v.draw > v.stand
          ? 'draw'
          : 'stand';
    if (choice !== 'indifferent') drawChance.set(cell, fraction(choice === 'draw' ? 1n : 0n));
    const { hand, total } = s;
    decisions.push({
      hand,
      situation: situationText(c, s),
      total,
      reach: v.reach,
      draw: v.draw,
      stand: v.stand,
      choice,
    });
  }
  return { drawChance, decisions };
}

/**
 * Each side's best response to the banker's policy: every side's decisions optimised for its own bet
 * (`opts.bet`, per unit), the banker's and the other sides' decisions as `opts.policy` gives them
 * (each side answers the given policy, not the other side's response). Returns the policy file with
 * every side's best decisions and the banker's as given. Throws NoBestResponse where no side has a
 * choice.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { loadPolicy } from 'baccarat-spec/odds';
 * import { bestResponseOfSides } from 'baccarat-spec/solve';
 *
 * const banque = loadProfile('baccarat-banque');
 * bestResponseOfSides(banque, { policy: loadPolicy(banque) }).decisions.length;
 * ```
 */
export function bestResponseOfSides(profile: Profile, opts: BestResponseOptions): BestResponse {
  const c = compileProfile(profile, opts.decks);
  checkShape(profile, c, opts.shoe);
  const sides = profile.result.hands;
  const { bet, bySide } = sideStakings(c, opts.bet);
  const drawChance = new Map(opts.policy.drawChance);
  const decisions: Decision[] = [];
  let any = false;
  sides.forEach((side, i) => {
    const hand = c.hands.indexOf(side);
    const payoff = netsOf(bySide[i]!);
    for (const turn of choiceTurns(c, hand)) {
      any = true;
      const keys: SituationKeys = { turn, fullInfo: false };
      const rec = recordChoices(profile, { decks: opts.decks, shoe: opts.shoe, policy: opts.policy, keys });
      for (const s of reachableChoices(c).filter((x) => x.turn === turn)) {
        const cells =
          s.third === undefined
            ? Array.from({ length: c.columns }, (_, col) => cellIndex(c, turn, s.total, col))
            : [cellIndex(c, turn, s.total, s.third === 'stood' ? 0 : s.third + 1)];
        let reach = 0;
        let d = 0;
        let st = 0;
        for (const cell of cells) {
          if (c.cells[cell] !== CHOICE) continue;
          const stand = rec.stand(cell);
          for (let o = 0; o < stand.length; o++) reach += stand[o]!;
          d += worth(rec.draw(cell), payoff);
          st += worth(stand, payoff);
        }
        const choice = reach === 0 || Math.abs(d - st) <= TIE * reach ? 'indifferent' : d > st ? 'draw' : 'stand';
        if (choice !== 'indifferent')
          for (const cell of cells)
            if (c.cells[cell] === CHOICE) drawChance.set(cell, fraction(choice === 'draw' ? 1n : 0n));
        decisions.push({
          hand: side,
          situation: situationText(c, s),
          total: s.total,
          reach,
          draw: d,
          stand: st,
          choice,
        });
      }
    }
  });
  if (!any)
    throw new NoBestResponse(
      `${profile.name}: the sides' tables leave them no choice: there is nothing to respond with`,
    );
  const policyYaml = policyYamlOf(
    c,
    drawChance,
    `The sides' best responses (${bet}) to ${opts.policy.file}, ${shoeText(c, opts.shoe)}.`,
  );
  const policy = compiledPolicy(c, policyYaml, `best response of the sides to ${opts.policy.file}`);
  const before = exactOddsOfHands(profile, { decks: opts.decks, shoe: opts.shoe, policy: opts.policy });
  const after = exactOddsOfHands(profile, { decks: opts.decks, shoe: opts.shoe, policy });
  const evOf = (odds: ExactOdds, i: number) => odds.bets.find((b) => b.id === bySide[i]!.id)!.ev;
  return {
    profile,
    decks: c.decks,
    responder: 'sides',
    model: modelText(c, 'sides', opts.shoe),
    decisions,
    policy,
    policyYaml,
    before,
    after,
    value: { bySide: Object.fromEntries(sides.map((s, i) => [s, { before: evOf(before, i), after: evOf(after, i) }])) },
  };
}

/** The shoe in a few words: "1 deck", "6 decks", "a shoe of 9 cards". */
function shoeText(c: CompiledProfile, reduced: ReadonlyMap<number, number> | undefined): string {
  return reduced
    ? `a shoe of ${[...reduced.values()].reduce((a, n) => a + n, 0)} cards`
    : `${c.decks} deck${c.decks > 1 ? 's' : ''}`;
}

function modelText(
  c: CompiledProfile,
  responder: 'banker' | 'sides',
  reduced: ReadonlyMap<number, number> | undefined,
): string {
  const cards = reduced
    ? `${[...reduced.values()].reduce((a, n) => a + n, 0)} cards`
    : `${c.decks} deck${c.decks > 1 ? 's' : ''} (${c.decks * 52} cards)`;
  const shoe = `one coup from a fresh shoe of ${cards}, drawn without replacement`;
  const sees =
    responder === 'banker'
      ? `the banker answers the sides' policy knowing his own total (the policy file) or his total and each side's third card or that it stood (full information, BB-05.5); the sides play as the given policy says`
      : `each side answers the banker's and the other side's policy knowing its own total only, for its own bet`;
  return `${shoe}; ${sees}`;
}

const pct = (x: number) => `${(x * 100).toFixed(4)} %`;

/**
 * Where the banker seeing both tableaux' third cards does otherwise than by his total: for each such
 * total, a grid of his decisions by the first side's third card (rows) and the second's (columns),
 * D draws, S stands, · not reached or indifferent. Other shapes: one line per situation.
 */
function differsText(r: BestResponse, f: NonNullable<BestResponse['fullInformation']>): string[] {
  const sides = Object.keys(f.decisions[0]?.thirds ?? {});
  if (sides.length !== 2) return f.differs.map((d) => `  ${d.situation}: ${d.choice}`);
  const [rows, cols] = sides as [string, string];
  const keys: (number | 'stood')[] = ['stood', 0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  const lines: string[] = [];
  for (const total of [...new Set(f.differs.map((d) => d.total))].sort((a, b) => a - b)) {
    const byTotal = r.decisions.find((d) => d.total === total)?.choice;
    const here = new Map(
      f.decisions.filter((d) => d.total === total).map((d) => [`${d.thirds![rows]}|${d.thirds![cols]}`, d.choice]),
    );
    const n = f.differs.filter((d) => d.total === total).length;
    lines.push(
      `  on ${total} (by his total: ${byTotal}; ${n} otherwise), by ${rows}'s third card (rows) and ${cols}'s (columns):`,
    );
    lines.push(`    ${''.padEnd(5)}${keys.map((k, i) => String(k).padStart(i === 0 ? 6 : 3)).join('')}`);
    for (const a of keys) {
      const cells = keys.map((b, i) => {
        const c = here.get(`${a}|${b}`);
        return (c === 'draw' ? 'D' : c === 'stand' ? 'S' : '·').padStart(i === 0 ? 6 : 3);
      });
      lines.push(`    ${String(a).padEnd(5)}${cells.join('')}`);
    }
  }
  lines.push('  D draws, S stands, · not reached or indifferent');
  return lines;
}

/** A best response in words, for the terminal. */
export function bestResponseText(r: BestResponse): string {
  const lines = [
    `${r.profile.name}: the ${r.responder === 'banker' ? "banker's best response" : "sides' best responses"}`,
    `model: ${r.model}`,
  ];
  if (r.stakes)
    lines.push(
      `stakes: ${Object.entries(r.stakes)
        .map(([s, n]) => `${n} on ${s}`)
        .join(', ')}`,
    );
  lines.push('', 'situation                       draw          stand         best');
  for (const d of r.decisions) {
    const per = (x: number) => (d.reach > 0 ? pct(x / d.reach) : '—').padStart(12);
    lines.push(`${d.situation.padEnd(30)}  ${per(d.draw)}  ${per(d.stand)}  ${d.choice}`);
  }
  lines.push(
    "(each: the responder's expected result per coup, on his stakes, over the coups that reach the situation)",
  );
  if ('bySide' in r.value) {
    for (const [side, v] of Object.entries(r.value.bySide))
      lines.push(
        `${side}: ${pct(toNumber(v.before))} under the given policy, ${pct(toNumber(v.after))} under its best response (${fractionText(v.after)})`,
      );
  } else {
    lines.push(
      '',
      `banker's expected result per coup: ${toNumber(r.value.before).toFixed(6)} under the given policy, ${toNumber(r.value.after).toFixed(6)} by his total (${fractionText(r.value.after)})`,
    );
  }
  if (r.fullInformation) {
    const f = r.fullInformation;
    lines.push(
      `seeing the tableaux' third cards too: ${toNumber(f.value).toFixed(6)} (${fractionText(f.value)}); ${f.differs.length} situation${f.differs.length === 1 ? '' : 's'} where he does otherwise than by his total alone${f.differs.length ? ':' : ''}`,
    );
    lines.push(...differsText(r, f));
    lines.push('(the policy language keys the banker by his total: the file below holds the response by his total)');
  }
  lines.push('', r.policyYaml.trimEnd());
  return lines.join('\n');
}

/**
 * A best response as JSON: the model, the decisions, the exact values, the policy file.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { loadPolicy } from 'baccarat-spec/odds';
 * import { bestResponseJson, bestResponseOfBanker } from 'baccarat-spec/solve';
 *
 * const banque = loadProfile('baccarat-banque');
 * JSON.stringify(bestResponseJson(bestResponseOfBanker(banque, { policy: loadPolicy(banque) })));
 * ```
 */
export function bestResponseJson(r: BestResponse): object {
  const f = r.fullInformation;
  return {
    profile: r.profile.id,
    decks: r.decks,
    responder: r.responder,
    model: r.model,
    ...(r.stakes ? { stakes: r.stakes } : {}),
    decisions: r.decisions.map((d) => ({
      situation: d.situation,
      reach: d.reach,
      draw: d.draw,
      stand: d.stand,
      best: d.choice,
    })),
    value:
      'bySide' in r.value
        ? Object.fromEntries(
            Object.entries(r.value.bySide).map(([s, v]) => [
              s,
              { before: fractionText(v.before), after: fractionText(v.after) },
            ]),
          )
        : { before: fractionText(r.value.before), after: fractionText(r.value.after) },
    ...(f
      ? {
          fullInformation: {
            value: fractionText(f.value),
            differs: f.differs.map((d) => ({ situation: d.situation, best: d.choice, draw: d.draw, stand: d.stand })),
          },
        }
      : {}),
    policy: r.policyYaml,
  };
}
