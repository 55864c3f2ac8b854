/**
 * `baccarat play <profile> --cards "<cards>" [--decide hand=draw|stand …] [--json] [--batch]`:
 * one coup from a given card order (top of the shoe first), played by the profile's chart.
 * Bad input is refused whole: an unknown card, a card the shoe cannot hold that often, too few
 * cards, a choice nobody decided: a message on stderr, a non-zero exit, nothing on stdout.
 */

import { type Card, CardError, cardGlyph, parseCards } from '../cards/card.js';
import { ruleOf, settledText } from '../core/settle.js';
import { Table } from '../driver/table.js';
import { mostPunters } from '../kernel/seats.js';
import { loadProfile } from '../loader/bundled.js';
import type { CoupRecord, GameEvent } from '../machines/context.js';
import { SessionError, shoeLimitReason } from '../machines/game.js';
import { naturalEightToShow } from '../machines/misdeals.js';
import { factsOfCoup, tableAction, turnOf } from '../machines/rules.js';
import { chevalBet, ordinaryBet } from '../machines/stakes.js';
import { eachPunterHand, seatedProfile, seatsForEachPunter } from '../profile/seating.js';
import type { Profile } from '../profile/types.js';
import { parseCommandArgs, wholeNumber } from './args.js';
import { type Io, inputLines, printable, UsageError } from './io.js';

export interface CoupResult {
  readonly profile: string;
  readonly hands: Record<string, { cards: Card[]; total: number }>;
  /** highest-total: the winning hand, or the equal outcome (tie). */
  readonly winner?: string;
  /** highest-total: how each bet of the table settles on this coup ("win 8:1", "push", "lose"). */
  readonly settles?: Record<string, string>;
  /** each-against-banker: each side's result, from the side's point of view. */
  readonly sides?: Record<string, { result: 'win' | 'lose' | 'push' }>;
  /** each-against-banker: the stakes as accepted (cut to the cover where needed). */
  readonly bets?: readonly { bettor: string; bet: string; side: string; stake: number; requested?: number }[];
  /** each-against-banker: the fund after settlement. */
  readonly fund?: number;
  /** The holder's penalties (club baccarat, RC-15 and RC-16): who paid whom, how much, and why. */
  readonly penalties?: readonly { holder: string; to: string; amount: number; why: string }[];
  readonly natural: boolean;
  readonly cardsUsed: number;
  readonly decisions: readonly { hand: string; action: string; total: number; forced: boolean; by: string }[];
}

export class PlayError extends Error {
  override name = 'PlayError';
}

/**
 * A decision from the command line: a draw or stand, or (club baccarat) showing a natural 8 or
 * keeping it quiet, then standing on it (quiet, RC-16) or drawing to it (quiet-draw, RC-15).
 */
export type Decided = 'draw' | 'stand' | 'show' | 'quiet' | 'quiet-draw';

/** Reads `--decide hand=draw|stand` options into a map, refusing anything else and a hand decided twice. */
export function parseDecisions(profile: Profile, options: readonly string[]): Map<string, Decided> {
  const out = new Map<string, Decided>();
  const eights = profile.naturals.mayKeepQuiet.length > 0;
  for (const o of options) {
    const m = (
      eights ? /^([a-z][a-z0-9-]*)=(draw|stand|show|quiet|quiet-draw)$/ : /^([a-z][a-z0-9-]*)=(draw|stand)$/
    ).exec(o);
    if (!m) {
      throw new UsageError(
        `--decide ${o}: write hand=draw or hand=stand${eights ? ' (or hand=show, hand=quiet, hand=quiet-draw for a natural 8)' : ''}, e.g. --decide ${profile.drawing.turns[0]!.hand}=draw`,
      );
    }
    if (!profile.drawing.turns.some((t) => t.hand === m[1])) {
      throw new UsageError(
        `--decide ${o}: "${m[1]}" has no draw turn in ${profile.name} (turns: ${profile.drawing.turns.map((t) => t.hand).join(', ')})`,
      );
    }
    const before = out.get(m[1]!);
    if (before !== undefined) {
      throw new UsageError(
        `--decide ${m[1]}=${before} and --decide ${o}: ${m[1]} is decided twice; give one --decide for each hand`,
      );
    }
    out.set(m[1]!, m[2] as Decided);
  }
  return out;
}

/** A bank's coup from the command line: the fund and each side's stake. */
export interface BankTable {
  readonly fund: number | undefined;
  /** The bettor: 'right', 'left' (a side's punter) or 'cheval' -> chips. */
  readonly bets: ReadonlyMap<string, number>;
  /** A side's punter -> the other tableau he stakes on (`--bet left=5@right`, RC-06). */
  readonly on?: ReadonlyMap<string, string>;
}

/**
 * Reads `--bet right=5 --bet cheval=4` into a map, refusing anything else. `--bet left=5@right`:
 * the right side's punter stakes 5 on the left tableau (club and modern baccarat, RC-06); a stake
 * without `@` is its own side's punter's. A bettor stakes once a coup: bets are taken in turn and
 * each punter bets or passes when his turn comes (BB-03.2), so a second --bet for the same bettor is
 * refused, never added or dropped.
 */
export function parseBets(
  profile: Profile,
  options: readonly string[],
): { bets: Map<string, number>; on: Map<string, string> } {
  const out = new Map<string, number>();
  const on = new Map<string, string>();
  const given = new Map<string, string>(); // bettor -> the --bet that gave his stake
  if (options.length > 0 && profile.session.betting.scheme !== 'against-the-bank') {
    throw new UsageError(`--bet is for a bank's table: in ${profile.name} nobody stakes against a bank`);
  }
  const cheval = chevalBet(profile)?.id;
  const allowed = [...profile.result.hands, ...(cheval ? [cheval] : [])];
  const sides = profile.result.hands;
  // RC-06: where a stake may lie on either tableau, a punter names the other one with @.
  const either = profile.bets.some((b) => b.covers === 'either-side');
  for (const o of options) {
    const m = /^([a-z][a-z0-9-]*)=([^@]*)(?:@([a-z][a-z0-9-]*))?$/.exec(o);
    if (!m || !allowed.includes(m[1]!)) {
      throw new UsageError(
        `--bet ${o}: write ${allowed.map((a) => `${a}=<chips>`).join(', ')}${either && sides.length > 1 ? `, or ${sides[1]}=<chips>@${sides[0]} for ${sides[0]}'s punter staking on ${sides[1]}` : ''}`,
      );
    }
    const bettor = m[3] ?? m[1]!;
    if (m[3] !== undefined && !either) {
      throw new UsageError(
        `--bet ${o}: in ${profile.name} a punter stakes on his own side${cheval ? ' or à cheval' : ''}: <tableau>=<chips>@<side> is for a table where a stake may lie on either tableau (club and modern baccarat)`,
      );
    }
    if (m[3] !== undefined) {
      if (!sides.includes(m[1]!) || !sides.includes(m[3]) || m[3] === m[1]) {
        throw new UsageError(
          `--bet ${o}: <tableau>=<chips>@<punter> names a side to stake on and another side's punter (${sides.join(', ')})`,
        );
      }
      on.set(bettor, m[1]!);
    }
    const before = given.get(bettor);
    if (before !== undefined) {
      throw new UsageError(
        `--bet ${before} and --bet ${o}: ${bettor} stakes once a coup (bets are taken in turn, one each); give one --bet ${bettor}=<chips>`,
      );
    }
    given.set(bettor, o);
    out.set(bettor, wholeNumber('--bet', m[2]!, 1, Number.MAX_SAFE_INTEGER, 'chips', `--bet ${o}`));
  }
  return { bets: out, on };
}

/**
 * A bank's single coup played as a real session: a banker who puts up the fund, one punter on each
 * side (and an à cheval punter on the right, where there is a cheval bet), every rule of the chart
 * applied on the way: the cover, the turn order, who decides.
 */
function bankCoup(profile: Profile, cards: Card[], table: BankTable): Table {
  const announced = profile.session.bank?.fund !== 'unlimited';
  if (!announced && table.fund !== undefined)
    throw new UsageError(`--fund: in ${profile.name} the banker puts up no fund; he pays from his own score`);
  if (announced && table.fund === undefined && table.bets.size > 0)
    throw new UsageError(`${profile.name} plays against a bank: give --fund <chips>`);
  // Without stakes the fund does not matter: the banker puts up all his chips.
  const fund = table.fund ?? profile.session.startingScore;
  const sides = profile.result.hands;
  const cheval = chevalBet(profile)?.id;
  const sideBet = ordinaryBet(profile)!.id;
  const withCheval = cheval !== undefined && table.bets.has(cheval);
  // Seats counter-clockwise: the banker, then one punter per side (the à cheval punter after the first).
  const seats =
    profile.session.bank?.sides === 'each-punter'
      ? ['banker', ...seatsForEachPunter(sides)]
      : ['banker', sides[0]!, ...(withCheval ? [cheval] : []), ...sides.slice(1)];
  const t = new Table(profile, { participants: seats, shoe: { kind: 'stacked', shuffles: [cards] } });
  const must = (e: GameEvent, what: string) => {
    const v = t.apply(e);
    if (!v.accepted) throw new PlayError(`${what}: ${v.reason}`);
  };
  // Form the bank the profile's way (an auction with its shuffle and cut, or the first seat's
  // bank), take the stakes in turn, and stop where the cards are to be dealt.
  const cutter = () => t.context.bank!.order[0]!;
  for (let moves = 0; moves < 1000 && t.phase !== 'ready-to-deal'; moves++) {
    switch (t.phase) {
      case 'forming-the-bank':
        if (t.onward) must(t.onward, 'the bank');
        else must({ type: 'BID', participant: 'banker', fund }, `--fund ${fund}`);
        break;
      case 'shuffling':
        // The banker shuffles last and a punter cuts; after the stakes (club baccarat) the croupier
        // has shuffled, and the first punter cuts.
        must(
          t.can({ type: 'CUT', by: cutter() }) ? { type: 'CUT', by: cutter() } : { type: 'SHUFFLE', by: 'banker' },
          'the shuffle and the cut',
        );
        break;
      case 'calling-banco':
        must(t.onward!, 'the banco calls');
        break;
      case 'betting': {
        const bank = t.context.bank!;
        const punter = bank.order[bank.turn]!;
        const amount = table.bets.get(punter);
        const bet = punter === cheval ? cheval : sideBet;
        if (amount === undefined) must({ type: 'PASS', participant: punter }, punter);
        else {
          const hand = table.on?.get(punter);
          must(
            { type: 'BET', participant: punter, bet, amount, ...(hand ? { hand } : {}) },
            `--bet ${hand ? `${hand}=${amount}@${punter}` : `${punter}=${amount}`}`,
          );
        }
        break;
      }
      default:
        throw new PlayError(`the bank's table waits at "${t.state}" before the deal`);
    }
  }
  const unplaced = [...table.bets.keys()].filter((k) => !t.context.coup.wagers.some((w) => w.participant === k));
  if (unplaced.length > 0)
    throw new PlayError(
      `--bet ${unplaced[0]}=${table.bets.get(unplaced[0]!)}: the fund is fully covered before this bet`,
    );
  return t;
}

export function playCoup(
  profile: Profile,
  cards: Card[],
  decisions = new Map<string, Decided>(),
  table: BankTable = { fund: undefined, bets: new Map() },
): CoupResult {
  const game = startCoup(profile, cards, table);
  // The deal, as given: no misdeal is declared where the deal is checked (club baccarat), so the
  // table's own moves carry the coup on; the chart then rests only where someone must choose.
  game.advance();
  while (!game.over && game.phase !== 'coup-over') {
    if (game.phase === 'naturals') answerNatural(profile, game, decisions);
    else answerTurn(profile, game, decisions);
    game.advance();
  }
  if (game.phase === 'out-of-cards') {
    throw new PlayError(
      `too few cards: the ${cards.length} given run out before the coup is finished (${describeNeed(profile, game)})`,
    );
  }
  // A --decide the table forbids is refused even where the table decided alone: the user expected
  // a different coup. One the coup never needed (a natural came first) is no contradiction.
  const coup: CoupRecord = game.context.coup.outcome !== undefined ? game.context.coup : game.context.history.at(-1)!;
  for (const [hand, decision] of decisions) {
    const d = coup.decisions.find((x) => x.hand === hand);
    if (d?.forced && d.action !== decision) {
      throw new PlayError(
        `--decide ${hand}=${decision} is not allowed: ${hand} on ${d.total} must ${d.action}, the table leaves no choice`,
      );
    }
  }
  return resultOf(profile, game, coup);
}

/** The table of one coup: a bank's table with its fund and bets, or a single coup of a table without one. */
function startCoup(profile: Profile, cards: Card[], table: BankTable): Table {
  const againstTheBank = profile.session.betting.scheme === 'against-the-bank';
  if (!againstTheBank && table.fund !== undefined)
    throw new UsageError(`--fund is for a bank's table: ${profile.name} has no bank`);
  try {
    return againstTheBank
      ? bankCoup(profile, cards, table)
      : new Table(profile, { participants: [], singleCoup: true, shoe: { kind: 'stacked', shuffles: [cards] } });
  } catch (e) {
    if (e instanceof SessionError) throw new PlayError(e.message);
    throw e;
  }
}

/** RC-16: a side's natural 8 waits for its holder to show it or keep quiet, as --decide says. */
function answerNatural(profile: Profile, game: Table, decisions: ReadonlyMap<string, Decided>): void {
  const eight = naturalEightToShow(profile, game.context)!;
  const choice = decisions.get(eight);
  if (choice !== 'show' && choice !== 'quiet' && choice !== 'quiet-draw') {
    throw new PlayError(
      `${eight} holds a natural 8: its holder shows it or keeps quiet: say --decide ${eight}=show, --decide ${eight}=quiet (and stand) or --decide ${eight}=quiet-draw (and draw)`,
    );
  }
  const by = game.context.bank!.active[eight]!;
  const verdict = game.apply(choice === 'show' ? { type: 'SHOW_NATURAL', by } : { type: 'KEEP_QUIET', by });
  if (!verdict.accepted) throw new PlayError(`--decide ${eight}=${choice}: ${verdict.reason}`);
}

/** A hand's choice to draw or stand, as --decide says; where it says nothing, who chooses. */
function answerTurn(profile: Profile, game: Table, decisions: ReadonlyMap<string, Decided>): void {
  const hand = game.turn;
  if (hand === undefined) throw new PlayError(`the coup waits at "${game.state}", which --decide cannot answer`);
  const total = game.context.coup.hands[hand]!.total;
  const decided = decisions.get(hand);
  // A natural 8 kept quiet is then stood on (quiet, RC-16) or drawn to (quiet-draw, RC-15).
  const asTurn = decided === 'quiet' ? 'stand' : decided === 'quiet-draw' ? 'draw' : decided;
  const decision = asTurn === 'draw' || asTurn === 'stand' ? asTurn : undefined;
  const who = turnOf(profile, hand).decidedBy;
  if (!decision) {
    const role = {
      banker: 'the banker',
      'side-player': `${hand}'s active player`,
      'largest-stake': `the largest stake on ${hand}`,
      nobody: 'nobody',
    }[who];
    throw new PlayError(
      `${hand} on ${total} is a choice for ${role}: say --decide ${hand}=draw or --decide ${hand}=stand`,
    );
  }
  const by = game.decider ?? who;
  const verdict = game.apply({ type: decision === 'draw' ? 'DRAW' : 'STAND', by });
  if (!verdict.accepted) throw new PlayError(`--decide ${hand}=${decision}: ${verdict.reason}`);
}

/** What the coup gave: its hands, its result (each side's against the bank, or the winner and every bet's settlement), its decisions. */
function resultOf(profile: Profile, game: Table, coup: CoupRecord): CoupResult {
  return {
    profile: profile.id,
    hands: Object.fromEntries(Object.entries(coup.hands).map(([h, x]) => [h, { cards: [...x.cards], total: x.total }])),
    ...(profile.session.betting.scheme === 'against-the-bank'
      ? bankResultOf(profile, coup)
      : tableResultOf(profile, game, coup)),
    natural: coup.naturals.length > 0,
    cardsUsed: coup.cards.length,
    decisions: coup.decisions.map((d) => ({
      hand: d.hand,
      action: d.action,
      total: d.total,
      forced: d.forced,
      by: d.by,
    })),
  };
}

/** A bank's coup: each side's result, the bets, the fund and the penalties. */
function bankResultOf(profile: Profile, coup: CoupRecord): Partial<CoupResult> {
  return {
    sides: Object.fromEntries(
      Object.entries(coup.sides!).map(([side, r]) => [side, { result: r === 'equal' ? 'push' : r }]),
    ),
    // One hand against the banker's (Chemin de Fer): the coup also has a plain winner.
    ...(profile.result.hands.length === 1
      ? {
          winner: { win: profile.result.hands[0]!, lose: profile.result.banker!, equal: 'tie' }[
            coup.sides![profile.result.hands[0]!]!
          ],
        }
      : {}),
    bets: coup.wagers.map((w) => ({
      bettor: w.participant,
      bet: w.bet,
      side: w.hand ?? 'both',
      stake: w.stake,
      ...(w.requested ? { requested: w.requested } : {}),
    })),
    ...(profile.session.bank?.fund === 'unlimited' ? {} : { fund: coup.fund! }),
    ...(coup.penalties?.length ? { penalties: coup.penalties.map((x) => ({ ...x })) } : {}),
  };
}

/** A coup without a bank: the winner, and what each bet of the table would do on it (a house variant's payouts at a glance). */
function tableResultOf(profile: Profile, game: Table, coup: CoupRecord): Partial<CoupResult> {
  const { rules } = game.game;
  return {
    winner: coup.outcome!,
    settles: Object.fromEntries(
      profile.bets.map((b) => {
        const facts = factsOfCoup(rules, coup, coup.outcome!);
        return [b.id, settledText(rules.shape, ruleOf(rules.shape, b.settle, facts), facts)];
      }),
    ),
  };
}

function describeNeed(profile: Profile, game: Table): string {
  const dealt = game.context.coup.cards.length;
  if (dealt < profile.deal.order.length) return `the deal alone needs ${profile.deal.order.length}`;
  const hand = profile.drawing.turns.find((t) => {
    const h = game.context.coup.hands[t.hand]!;
    return h.cards.length === 2 && !game.context.coup.decisions.some((d) => d.hand === t.hand);
  })?.hand;
  if (!hand) return 'a third card is due';
  const action = tableAction(game.game.rules, game.context, hand);
  const total = game.context.coup.hands[hand]!.total;
  return `${hand} ${action === 'choice' ? 'draws' : 'must draw'} on ${total} and there is no card left`;
}

/** The readable trace of a coup. */
export function traceOf(profile: Profile, r: CoupResult, cards: Card[]): string {
  const lines: string[] = [`${printable(profile.name)}: one coup from ${cards.length} cards`];
  const dealt = cards.slice(0, profile.deal.order.length);
  lines.push(`  deal      ${dealt.map((c, i) => `${cardGlyph(c)}→${profile.deal.order[i]}`).join('  ')}`);
  if (r.natural) {
    const each = profile.naturals.effect === 'each-hand';
    lines.push(
      each
        ? '  natural   a natural is shown at once; that hand draws no more'
        : '  natural   drawing stops; the hands are compared at once',
    );
  }
  for (const d of r.decisions) {
    // Every card after the first two: the third, and a fourth where baccara obliges one (RC-13).
    const card = d.action === 'draw' ? ` ${r.hands[d.hand]!.cards.slice(2).map(cardGlyph).join(' then ')}` : '';
    lines.push(
      `  ${d.hand.padEnd(9)} ${d.total}: ${d.action}s${card} (${d.forced ? 'the table' : `chosen by ${d.by}`})`,
    );
  }
  for (const [h, x] of Object.entries(r.hands)) {
    lines.push(`  ${h.padEnd(9)} ${x.cards.map(cardGlyph).join(' ').padEnd(12)} = ${x.total}`);
  }
  if (r.sides) {
    for (const b of r.bets ?? []) {
      const cut = b.requested ? ` (cut from ${b.requested} to the cover)` : '';
      const ordinary = ordinaryBet(profile)?.id;
      lines.push(`  stake     ${b.bettor} ${b.stake} on ${b.side}${b.bet === ordinary ? '' : ` (${b.bet})`}${cut}`);
    }
    for (const [side, { result }] of Object.entries(r.sides)) lines.push(`  result    ${side}: ${result}`);
    for (const x of r.penalties ?? []) lines.push(`  penalty   ${x.holder} pays ${x.to} ${x.amount} (${x.why})`);
    if (profile.session.bank?.fund !== 'unlimited') lines.push(`  fund      ${r.fund}`);
  } else {
    const winner = printable(profile.hands.find((h) => h.id === r.winner)?.name ?? r.winner ?? '');
    const totals = profile.result.hands.map((h) => r.hands[h]!.total).sort((a, b) => b - a);
    lines.push(`  result    ${r.winner === profile.result.equal ? winner : `${winner} wins`} ${totals.join(' to ')}`);
    lines.push(
      `  bets      ${Object.entries(r.settles ?? {})
        .map(([bet, how]) => `${bet} ${how}`)
        .join('; ')}`,
    );
  }
  lines.push(`  cards used ${r.cardsUsed}`);
  return lines.join('\n');
}

export async function playCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    cards: { type: 'string' },
    decide: { type: 'string', multiple: true },
    json: { type: 'boolean', default: false },
    batch: { type: 'boolean', default: false },
    fund: { type: 'string' },
    bet: { type: 'string', multiple: true },
    punters: { type: 'string' },
  });
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0 ? 'play needs a profile' : `play takes one profile; ${positionals.length} were given`,
    );
  const base = loadProfile(positionals[0]!);
  // One hand per punter (the domestic game): the table is seated for --punters punters.
  if (values.punters !== undefined && !eachPunterHand(base))
    throw new UsageError(`--punters is for a game where each punter has a hand: ${base.name} has none`);
  const punters =
    values.punters === undefined
      ? 1
      : wholeNumber('--punters', values.punters, 1, mostPunters(base), '', undefined, shoeLimitReason(base));
  const profile = seatedProfile(base, punters);
  const fund =
    values.fund === undefined ? undefined : wholeNumber('--fund', values.fund, 0, Number.MAX_SAFE_INTEGER, 'chips');
  const table = { fund, ...parseBets(profile, values.bet ?? []) };
  return play(
    profile,
    { cards: values.cards, decide: values.decide ?? [], json: values.json, batch: values.batch, table },
    io,
  );
}

export async function play(
  profile: Profile,
  opts: { cards?: string; decide: string[]; json: boolean; batch: boolean; table?: BankTable },
  io: Io,
): Promise<number> {
  const decisions = parseDecisions(profile, opts.decide);
  if (opts.batch) {
    if (opts.cards !== undefined)
      throw new UsageError('--batch reads card sequences from standard input: leave out --cards');
    // Each line is answered as soon as it is read, in bounded memory; a refused line ends the
    // batch (exit 1), naming it: the answers before it stand, and say how far it went.
    let number = 0;
    for await (const text of inputLines(io.stdin())) {
      number++;
      const line = text.trim();
      if (line === '' || line.startsWith('#')) continue;
      try {
        io.out(JSON.stringify(playCoup(profile, parseCards(line), decisions, opts.table)));
      } catch (e) {
        if (!(e instanceof PlayError || e instanceof CardError)) throw e;
        io.err(`line ${number}: ${e.message}`);
        return 1;
      }
    }
    return 0;
  }
  if (opts.cards === undefined)
    throw new UsageError('play needs --cards "<cards>" (top of the shoe first), or --batch');
  let cards: Card[];
  let result: CoupResult;
  try {
    cards = parseCards(opts.cards);
    result = playCoup(profile, cards, decisions, opts.table);
  } catch (e) {
    if (e instanceof PlayError || e instanceof CardError) {
      io.err(e.message);
      return 1;
    }
    throw e;
  }
  // A --decide the coup never needed (a natural came first, say) is no error, but the user should know.
  for (const [hand, decided] of decisions) {
    if (decided === 'show' || decided === 'quiet') continue; // a natural 8's holder: shown in the trace
    if (!result.decisions.some((d) => d.hand === hand && !d.forced)) {
      io.err(
        `note: --decide ${hand}=${decisions.get(hand)} was not needed: ${hand} had no choice to make in this coup`,
      );
    }
  }
  io.out(opts.json ? JSON.stringify(result) : traceOf(profile, result, cards));
  return 0;
}
