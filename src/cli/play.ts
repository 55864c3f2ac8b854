/**
 * `baccarat play <profile> --cards "<cards>" [--decide hand=draw|stand …] [--json] [--batch]`:
 * one coup from a given card order (top of the shoe first), played by the profile's chart.
 * Bad input is refused whole: an unknown card, a card the shoe cannot hold that often, too few
 * cards, a choice nobody decided: a message on stderr, a non-zero exit, nothing on stdout.
 */
import { parseArgs } from 'node:util';
import { resolveProfile } from '../profile/bundled.js';
import { cardGlyph, CardError, parseCards, type Card } from '../cards/card.js';
import type { CoupRecord } from '../machines/context.js';
import { Game, SessionError } from '../machines/game.js';
import { STATE } from '../machines/build.js';
import { deciderOf, tableAction, turnOf } from '../machines/rules.js';
import type { Profile } from '../profile/types.js';
import { type Io, UsageError } from './io.js';

export interface CoupResult {
  readonly profile: string;
  readonly hands: Record<string, { cards: Card[]; total: number }>;
  readonly winner: string;
  readonly natural: boolean;
  readonly cardsUsed: number;
  readonly decisions: readonly { hand: string; action: string; total: number; forced: boolean; by: string }[];
}

export class PlayError extends Error {
  override name = 'PlayError';
}

/** Reads `--decide hand=draw|stand` options into a map, refusing anything else. */
export function parseDecisions(profile: Profile, options: readonly string[]): Map<string, 'draw' | 'stand'> {
  const out = new Map<string, 'draw' | 'stand'>();
  for (const o of options) {
    const m = /^([a-z][a-z0-9-]*)=(draw|stand)$/.exec(o);
    if (!m) throw new UsageError(`--decide ${o}: write hand=draw or hand=stand, e.g. --decide ${profile.drawing.turns[0]!.hand}=draw`);
    if (!profile.drawing.turns.some((t) => t.hand === m[1])) {
      throw new UsageError(`--decide ${o}: "${m[1]}" has no draw turn in ${profile.name} (turns: ${profile.drawing.turns.map((t) => t.hand).join(', ')})`);
    }
    out.set(m[1]!, m[2] as 'draw' | 'stand');
  }
  return out;
}

export function playCoup(profile: Profile, cards: Card[], decisions = new Map<string, 'draw' | 'stand'>()): CoupResult {
  let game: Game;
  try {
    game = new Game(profile, { participants: [], singleCoup: true, shoe: { kind: 'stacked', shuffles: [cards] } });
  } catch (e) {
    if (e instanceof SessionError) throw new PlayError(e.message);
    throw e;
  }
  game.send({ type: 'DEAL' });
  // The chart rests in a turn only where the table leaves a choice: answer it from --decide.
  while (game.snapshot.status === 'active' && game.state.startsWith('turn of ')) {
    const hand = game.state.slice('turn of '.length);
    const total = game.context.coup.hands[hand]!.total;
    const decision = decisions.get(hand);
    const who = turnOf(profile, hand).decidedBy;
    if (!decision) {
      throw new PlayError(
        `${hand} on ${total} is a choice for the ${who}: say --decide ${hand}=draw or --decide ${hand}=stand`,
      );
    }
    const by = deciderOf(profile, game.context, hand) ?? who;
    const verdict = game.send({ type: decision === 'draw' ? 'DRAW' : 'STAND', by });
    if (!verdict.accepted) throw new PlayError(`--decide ${hand}=${decision}: ${verdict.reason}`);
  }
  if (game.state === STATE.outOfCards) {
    throw new PlayError(
      `too few cards: the ${cards.length} given run out before the coup is finished (${describeNeed(profile, game)})`,
    );
  }
  // A --decide the table forbids is refused even where the table decided alone: the user expected
  // a different coup. One the coup never needed (a natural came first) is no contradiction.
  const coup: CoupRecord = game.context.history.at(-1)!;
  for (const [hand, decision] of decisions) {
    const d = coup.decisions.find((x) => x.hand === hand);
    if (d && d.forced && d.action !== decision) {
      throw new PlayError(`--decide ${hand}=${decision} is not allowed: ${hand} on ${d.total} must ${d.action}, the table leaves no choice`);
    }
  }
  return {
    profile: profile.id,
    hands: Object.fromEntries(Object.entries(coup.hands).map(([h, x]) => [h, { cards: [...x.cards], total: x.total }])),
    winner: coup.outcome!,
    natural: coup.naturals.length > 0,
    cardsUsed: coup.cards.length,
    decisions: coup.decisions.map((d) => ({ hand: d.hand, action: d.action, total: d.total, forced: d.forced, by: d.by })),
  };
}

function describeNeed(profile: Profile, game: Game): string {
  const dealt = game.context.coup.cards.length;
  if (dealt < profile.deal.order.length) return `the deal alone needs ${profile.deal.order.length}`;
  const hand = profile.drawing.turns.find((t) => {
    const h = game.context.coup.hands[t.hand]!;
    return h.cards.length === 2 && !game.context.coup.decisions.some((d) => d.hand === t.hand);
  })?.hand;
  const action = hand ? tableAction(profile, game.context, hand) : undefined;
  return hand ? `${hand} must ${action} on ${game.context.coup.hands[hand]!.total} and there is no card left` : 'a third card is due';
}

/** The readable trace of a coup. */
export function traceOf(profile: Profile, r: CoupResult, cards: Card[]): string {
  const lines: string[] = [`${profile.name}: one coup from ${cards.length} cards`];
  const dealt = cards.slice(0, profile.deal.order.length);
  lines.push(`  deal      ${dealt.map((c, i) => `${cardGlyph(c)}→${profile.deal.order[i]}`).join('  ')}`);
  if (r.natural) lines.push('  natural   drawing stops; the hands are compared at once');
  for (const d of r.decisions) {
    const card = d.action === 'draw' ? ` ${cardGlyph(r.hands[d.hand]!.cards[2]!)}` : '';
    lines.push(`  ${d.hand.padEnd(9)} ${d.total}: ${d.action}s${card} (${d.forced ? 'the table' : `chosen by ${d.by}`})`);
  }
  for (const [h, x] of Object.entries(r.hands)) {
    lines.push(`  ${h.padEnd(9)} ${x.cards.map(cardGlyph).join(' ').padEnd(12)} = ${x.total}`);
  }
  const winner = profile.hands.find((h) => h.id === r.winner)?.name ?? r.winner;
  const totals = profile.result.hands.map((h) => r.hands[h]!.total).sort((a, b) => b - a);
  lines.push(`  result    ${r.winner === profile.result.equal ? winner : `${winner} wins`} ${totals.join(' to ')}`);
  lines.push(`  cards used ${r.cardsUsed}`);
  return lines.join('\n');
}

export async function playCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      cards: { type: 'string' },
      decide: { type: 'string', multiple: true },
      json: { type: 'boolean', default: false },
      batch: { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) throw new UsageError('usage: baccarat play <profile> --cards "<cards>" [--json]');
  const profile = resolveProfile(positionals[0]!);
  return play(profile, { cards: values.cards, decide: values.decide ?? [], json: values.json, batch: values.batch }, io);
}

export async function play(profile: Profile, opts: { cards?: string; decide: string[]; json: boolean; batch: boolean }, io: Io): Promise<number> {
  const decisions = parseDecisions(profile, opts.decide);
  if (opts.batch) {
    if (opts.cards !== undefined) throw new UsageError('--batch reads card sequences from standard input: leave out --cards');
    const lines = (await io.stdin()).split('\n').map((l) => l.trim());
    const results: string[] = [];
    const errors: string[] = [];
    lines.forEach((line, i) => {
      if (line === '' || line.startsWith('#')) return;
      try {
        results.push(JSON.stringify(playCoup(profile, parseCards(line), decisions)));
      } catch (e) {
        if (!(e instanceof PlayError || e instanceof CardError)) throw e;
        errors.push(`line ${i + 1}: ${e.message}`);
      }
    });
    // All or nothing: a script must never mistake a partial answer for the whole.
    if (errors.length > 0) {
      for (const e of errors) io.err(e);
      return 1;
    }
    for (const r of results) io.out(r);
    return 0;
  }
  if (opts.cards === undefined) throw new UsageError('play needs --cards "<cards>" (top of the shoe first), or --batch');
  let cards: Card[];
  let result: CoupResult;
  try {
    cards = parseCards(opts.cards);
    result = playCoup(profile, cards, decisions);
  } catch (e) {
    if (e instanceof PlayError || e instanceof CardError) {
      io.err(e.message);
      return 1;
    }
    throw e;
  }
  io.out(opts.json ? JSON.stringify(result) : traceOf(profile, result, cards));
  return 0;
}
