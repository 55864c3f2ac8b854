/**
 * The profile compiled for speed: the deal order, the naturals and every draw table flattened into
 * typed arrays, indexed by small integers (hand index, total, card code). The exact enumerator and
 * the simulation kernel both read these tables, so what the profile says is compiled in one place.
 *
 * Card codes follow the shoe's own order (src/cards/shoe.ts fullShoe): code = suit * 13 + rank,
 * suits S H D C, ranks A 2-9 T J Q K.
 */
import { type Card, RANKS, SUITS } from '../cards/card.js';
import { PerProfile } from '../profile/per-profile.js';
import { doesEffect } from '../profile/procedure.js';
import type { Condition, Penalty, Profile } from '../profile/types.js';
import { drawsExtra } from './draw-tables.js';
import type { ResultRules } from './result-rules.js';
import { compileRules, type Rules } from './rules.js';
import { type CoupFacts, codeOfCard, holds, MOST_LISTED_SIDES, SettleKeys, SIDE_RESULTS } from './settle.js';
import { isTenValuedValue } from './totals.js';

/** RD-15: the procedure passes the bank to a punter who makes baccara (a fact of the coup for the kernel). */
const passesOnBaccara = (profile: Profile) =>
  doesEffect(profile.session.procedure, 'the bank passes to the punter with baccara');

export { SIDE_RESULTS } from './settle.js';

/**
 * A profile the compiled coup cannot play yet; the message says what to use instead.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { simulate, UnsupportedProfile } from 'baccarat-spec/simulate';
 *
 * try {
 *   await simulate({ profile: loadProfile('my-house.yaml'), seed: 1, coups: 1000 });
 * } catch (e) {
 *   if (e instanceof UnsupportedProfile) console.error(e.message);
 * }
 * ```
 */
export class UnsupportedProfile extends Error {
  override name = 'UnsupportedProfile';
}

/**
 * What the modules that read a compiled profile work out of it once and keep on it: its penalty memo
 * (penaltyMemoOf) here; its stakings (src/core/stakings.ts) and the stakings' nets as numbers
 * (src/compare/record.ts) add their own slot where they are declared (`declare module`), so the
 * compiled profile names none of the modules above it.
 */
export interface Kept {
  penaltyMemo?: PenaltyMemo;
}

export interface CompiledProfile extends ResultRules {
  readonly profile: Profile;
  /**
   * What is worked out of this compiled profile on first need and kept with it, not in a cache
   * beside it (see Kept).
   */
  readonly kept: Kept;
  /** Hand ids, in the profile's table order; a hand is its index here. */
  readonly hands: readonly string[];
  /** The hand each card of the deal goes to. */
  readonly deal: Uint8Array;
  readonly maxCards: number;
  /**
   * The most cards one coup can take: the deal, one card per draw turn, and where a draw rule keyed
   * by the cards held gives an extra card (drawing.extraCards), one more per turn.
   */
  readonly cardsPerCoup: number;
  /** The most cards one hand can hold: maxCards, and one more where extra cards are drawn. */
  readonly mostCards: number;
  readonly decks: number;
  /** Point value of each card code (0-51). */
  readonly cardValue: Uint8Array;
  /** True for units-digit counting (7 + 8 counts 5); false keeps the whole sum. */
  readonly unitsDigit: boolean;
  /** Table rows run over totals 0 .. totalSpan-1. */
  readonly totalSpan: number;
  /** By total: 1 when two cards of that total are a natural. */
  readonly natural: Uint8Array;
  /**
   * True when a natural stops only its own hand (the domestic game): the banker's natural still
   * ends the coup, another hand's only keeps that hand from its turn. False: any natural ends it.
   */
  readonly naturalStopsOwnHand: boolean;
  /** By total: its rank in the showdown, the last digit (src/core/totals.ts rankingOf). */
  readonly ranking: Uint8Array;
  /** each-against-banker: equal totals go to the banker, but for the rankings in `returned`. */
  readonly bankerTakesEqualTotals: boolean;
  readonly returned: Uint8Array;
  /** each-against-banker, naturals by hand: equal naturals go to the banker. */
  readonly bankerTakesEqualNaturals: boolean;
  readonly turnHand: Uint8Array;
  /** The hand whose third card keys the turn's table, or -1. */
  readonly turnAgainst: Int8Array;
  /** Columns of a table row: 0 when the other hand stood, 1 + v for its third card of value v. */
  readonly columns: number;
  /** The action codes of every turn's table: [turn][total][column]. */
  readonly cells: Uint8Array;
  /** True when each side is settled against the banker's hand; false for highest-total. */
  readonly againstBanker: boolean;
  /** The compared hands (highest-total), or the sides (each-against-banker). */
  readonly resultHands: Uint8Array;
  /** each-against-banker: the banker's hand; -1 otherwise. */
  readonly bankerHand: number;
  /** How many outcomes (SettleShape.outcomeCount): 3^sides against the banker. */
  readonly outcomeCount: number;
  /**
   * Outcome ids as the chart records them (see outcomeIdsOf); empty for a table counted side by side
   * (not jointCounts), whose 3^sides ids are named one at a time (outcomeIdOf).
   */
  readonly outcomes: readonly string[];
  /**
   * True where coups are counted by their joint outcome (every side's result at once); false for a
   * table of more than MOST_LISTED_SIDES sides, counted side by side (each side's result, each fact),
   * which is all its stakes read: a stake on one side is settled on that side's result.
   */
  readonly jointCounts: boolean;
  /**
   * True where the profile has draw rules keyed by the cards held (drawing.extraCards; RC-13's
   * baccara of three): after its turn's card, a hand may take one card more, as extraCard says.
   */
  readonly fourthCard: boolean;
  /**
   * By [cards held][ten-valued cards among them][total]: 1 where a hand that has just drawn takes an
   * extra card (takesExtraCard reads it; the chart, the kernel and the enumerator call that).
   */
  readonly extraCard: Uint8Array;
  /**
   * By card code: 1 for a ten-valued card — worth 10, or 0 where tens are dropped (the card's value,
   * not its rank): the count an extra card's rule reads as tenValued.
   */
  readonly tenValued: Uint8Array;
  /**
   * The holder's penalties (drawing.penalties) that a simulated or enumerated coup can incur: those repaying the
   * stakes on his side (RC-15). One repaying every losing stake needs a natural kept quiet (RC-16),
   * which a simulated holder, or the exact odds' one, never does (unsupportedReason).
   */
  readonly penalties: readonly Penalty[];
  /** By hand: its place among the compared hands or sides (result.hands), or -1 (the banker). */
  readonly sideOfHand: Int8Array;
  /**
   * Facts of a coup beyond its outcome that the simulation counts with it (bit f of CoupKernel.facts):
   * RC-15's penalty on each side, RD-15's bank passing to a punter with baccara, each settle
   * condition on the coup's record. Empty for a profile without such rules, so its coups are counted
   * by outcome alone.
   */
  readonly facts: readonly string[];
  /**
   * RC-15: the bit of each side's penalty (bit penaltyFact + r for side r: its holder repays the
   * stakes on his side, a penalty of `penalties` held; penaltiesOn computes them), or -1 without one.
   */
  readonly penaltyFact: number;
  /** RD-15: the bit of the bank passing to a punter with baccara, or -1 without the rule. */
  readonly bankPassFact: number;
  /**
   * The key of a finished coup's facts that settles every stake (src/core/settle.ts): the outcome,
   * and the hands' totals, cards, naturals, third cards and pairs where the rules read them.
   */
  readonly keys: SettleKeys;
}

/** The most facts beyond the outcome a compiled profile counts (see CompiledProfile.facts). */
const MOST_FACTS = 12;

/** The most keys a profile's settlement may count coups by (see SettleKeys). */
export const MOST_KEYS = 1 << 20;

export function cardOf(code: number): Card {
  return `${RANKS[code % 13]!}${SUITS[(code / 13) | 0]!}`;
}

export function codeOf(card: Card): number {
  return codeOfCard(card);
}

/**
 * The keys of the coup's sections that the compiled coup plays (their values are checked below).
 * Simulation and exact odds play the same keys. A holder's penalty (drawing.penalties, RC-15) moves
 * chips between punters: both count each side's penalty beside the outcome (penaltiesOn), and settle
 * the stakes it repays as the chart does (repaidStakingsOf). Extra cards (drawing.extraCards) are
 * played by both, through takesExtraCard. A natural a holder may keep quiet (naturals.mayKeepQuiet)
 * is accepted by both and always shown: the policy decides draws only.
 *
 * deal.misdeals (RC-17): a misdeal is an event a person declares at the table; the rules never
 * cause one. A simulated coup declares none, so the flag is accepted and no coup ever misdeals (the
 * chart's driver confirms every deal: src/compare/chart.ts); so is deal.bankerMisdeal, what a
 * misdeal to the banker does (RM-01).
 */
const COMPILED_KEYS: Record<string, readonly string[]> = {
  shoe: ['decks', 'reshuffle', 'discards', 'stopCard'],
  cards: ['values', 'counting'],
  deal: ['order', 'face', 'misdeals', 'bankerMisdeal'],
  naturals: ['totals', 'effect', 'mayKeepQuiet'],
  drawing: ['maxCards', 'turns', 'extraCards', 'penalties'],
  result: ['scheme', 'hands', 'banker', 'equal', 'equalNaturals', 'equalTotals', 'equalReturned'],
};

/** A rule switched off: absent, false, 0, empty, or a group of rules all switched off. */
function isInert(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isInert);
  return false;
}

/**
 * Why a profile is beyond the compiled coup (and so beyond exact odds and simulation), or null. The
 * profile language grows; a rule the compiled coup does not play must stop it with its name rather
 * than be played wrong. Read loosely, so that a key this code predates still reaches the check.
 */
export function unsupportedReason(
  profile: Profile,
  purpose: 'exact odds' | 'simulation' = 'exact odds',
): string | null {
  const p = profile as unknown as {
    shoe: { reshuffle?: string; discards?: string };
    naturals: { effect?: string };
    result: { scheme?: string; equalNaturals?: string; equalTotals?: string; equalReturned?: readonly number[] };
  } & Record<string, Record<string, unknown>>;
  const beyond = (what: string) => `${profile.name}: ${what} is not compiled yet (no ${purpose} for it)`;
  // Any rule of the coup beyond the keys above is refused.
  for (const [section, keys] of Object.entries(COMPILED_KEYS)) {
    for (const [key, value] of Object.entries(p[section] ?? {})) {
      if (!keys.includes(key) && !isInert(value)) return beyond(`${section}.${key}`);
    }
  }
  const scheme = p.result.scheme ?? 'highest-total';
  if (scheme !== 'highest-total' && scheme !== 'each-against-banker') return beyond(`result scheme "${scheme}"`);
  const effect = p.naturals.effect ?? 'settle-at-once';
  if (effect !== 'settle-at-once' && effect !== 'each-hand') return beyond(`naturals effect "${effect}"`);
  const equalNaturals = p.result.equalNaturals ?? 'as-equal-totals';
  if (equalNaturals !== 'as-equal-totals' && equalNaturals !== 'banker-wins')
    return beyond(`equal naturals "${equalNaturals}"`);
  const equalTotals = p.result.equalTotals ?? 'push';
  if (equalTotals !== 'push' && equalTotals !== 'banker-wins') return beyond(`equal totals "${equalTotals}"`);
  const reshuffle = p.shoe.reshuffle ?? 'after-every-coup';
  if (!['after-every-coup', 'never', 'when-too-few-for-a-coup'].includes(reshuffle))
    return beyond(`the reshuffle "${reshuffle}"`);
  // Discards under the pack (RD-06) are out of play until the next shuffle, as set-aside ones are:
  // neither changes the cards dealt.
  const discards = p.shoe.discards ?? 'set-aside';
  if (discards !== 'set-aside' && discards !== 'under-the-pack') return beyond(`discards "${discards}"`);
  // RC-16: a holder may keep a natural quiet and play on (naturals.mayKeepQuiet). The policy
  // language has no key for that choice (schemas/policy.schema.json decides draws only), so a
  // simulated holder, and the exact odds' holder, always shows his natural: the coup settles at once,
  // as any natural does, and a penalty that needs a natural kept quiet is never incurred.
  const penalties = (profile.drawing as { penalties?: readonly Penalty[] }).penalties ?? [];
  if (penalties.length > 0 && p.result.scheme !== 'each-against-banker')
    return beyond("a holder's penalty without a banker");
  if (penalties.some((x) => x.repays === 'every-losing-stake' && !needsQuiet(x.when))) {
    return beyond('a penalty repaying every losing stake, but for a natural kept quiet,');
  }
  if (purpose === 'simulation') {
    // RD-15 reads the banker's hand.
    if (passesOnBaccara(profile) && p.result.scheme !== 'each-against-banker')
      return beyond('the bank passing on baccara without a banker');
    // when-too-few-for-a-coup reshuffles once fewer cards remain than every hand's most: a coup
    // must fit in that many, or the chart could run dry in the middle of one.
    if (
      reshuffle === 'when-too-few-for-a-coup' &&
      coupCards(profile) > profile.hands.length * profile.drawing.maxCards
    ) {
      return beyond(
        'a reshuffle "when-too-few-for-a-coup" with coups that may take more cards than every hand\'s most',
      );
    }
  }
  // A hand for each punter (the domestic game) compiles as one punter against the banker, which is
  // what exact odds need (each punter's hand against the banker's); a simulation seats the table
  // first (seatedProfile: src/kernel/seats.ts), so that a coup deals every punter's hand.
  return null;
}

/** Whether a condition holds only where the hand's natural was kept quiet (a positive keptQuiet test). */
function needsQuiet(c: Condition): boolean {
  if (c.kind === 'hand') return c.tests.some((t) => t.fact === 'keptQuiet' && !t.is.includes(0));
  return c.kind === 'all' && c.of.some(needsQuiet);
}

/** The most cards a coup can take (see CompiledProfile.cardsPerCoup). */
function coupCards(profile: Profile): number {
  const deal = profile.deal.order.length;
  const dealPerHand = deal / profile.hands.length;
  const turns = profile.drawing.turns.length;
  const draws = profile.drawing.maxCards > dealPerHand ? turns : 0;
  return deal + draws + (drawsExtra(profile) ? turns : 0);
}

/** Each profile compiled, by number of decks: kept as long as the profile object lives. */
const COMPILED = new PerProfile<number, CompiledProfile>();

/** Told of each profile compiled anew (see watchCompilations). */
let watcher: ((profile: Profile, decks: number) => void) | undefined;

/**
 * Tells `watch` of each profile compiled anew from now on (not of one found already compiled), until
 * called again (undefined: no one): the tests count compilations by it.
 */
export function watchCompilations(watch: ((profile: Profile, decks: number) => void) | undefined): void {
  watcher = watch;
}

/**
 * The profile compiled for `decks` (its own number unless given), once a process: the profile object
 * and the number of decks are the key, so every module that reads the same profile (odds, par,
 * count, simulate, solve …) shares one compiled profile, and what is kept on it (Kept). Nothing
 * writes to a compiled profile but its `kept` slots. `rules`: the profile's rules compiled already
 * (compileRules, itself once a process); rules of the caller's own make compile anew, kept by no one.
 */
export function compileProfile(profile: Profile, decks = profile.shoe.decks, rules?: Rules): CompiledProfile {
  const own = compileRules(profile);
  if (rules !== undefined && rules !== own) return compileAnew(profile, decks, rules);
  return COMPILED.get(profile, decks, () => compileAnew(profile, decks, own));
}

function compileAnew(profile: Profile, decks: number, compiled: Rules): CompiledProfile {
  watcher?.(profile, decks);
  // Compiled for simulation, the wider of the two; exact odds refuse what they cannot count first.
  const reason = unsupportedReason(profile, 'simulation');
  if (reason) throw new UnsupportedProfile(reason);
  const hands = profile.hands.map((h) => h.id);
  const handIndex = (id: string) => {
    const i = hands.indexOf(id);
    if (i < 0) throw new Error(`no hand "${id}"`); // excluded by the loader
    return i;
  };
  const deal = Uint8Array.from(profile.deal.order.map(handIndex));
  const dealPerHand = deal.length / hands.length;
  const { maxCards } = profile.drawing;
  const _turns = profile.drawing.turns;
  // A turn takes at most one card (two with an extra card), and none when the deal already gave the
  // hand its most.
  const cardsPerCoup = coupCards(profile);

  const cardValue = new Uint8Array(52);
  for (let code = 0; code < 52; code++) cardValue[code] = profile.cards.values[RANKS[code % 13]!];
  const maxValue = Math.max(...cardValue);
  const unitsDigit = profile.cards.counting === 'units-digit';
  const fourthCard = drawsExtra(profile);
  const mostCards = Math.max(maxCards, dealPerHand) + (fourthCard ? 1 : 0);
  const totalSpan = unitsDigit ? 10 : maxValue * mostCards + 1;

  const natural = new Uint8Array(totalSpan);
  for (const t of profile.naturals.totals) if (t < totalSpan) natural[t] = 1;

  const { columns, cells, turnHand, turnAgainst, extraCard } = compiled.drawTables;

  const tenValued = cardValue.map((v) => (isTenValuedValue(v) ? 1 : 0));
  const sideOfHand = Int8Array.from(hands, (h) => profile.result.hands.indexOf(h));
  const facts: string[] = [];
  const againstBanker = profile.result.scheme === 'each-against-banker';
  const penalties = againstBanker ? profile.drawing.penalties.filter((x) => x.repays === 'stakes-on-his-side') : [];
  const penaltyFact = penalties.length > 0 ? facts.length : -1;
  if (penaltyFact >= 0) facts.push(...profile.result.hands.map((side) => `penalty on ${side}`));
  const bankPassFact = againstBanker && passesOnBaccara(profile) ? facts.length : -1;
  if (bankPassFact >= 0) facts.push('bank passing on baccara');
  const { shape } = compiled;
  const keys = new SettleKeys(shape, profile, mostCards, maxValue);
  if (keys.readsMore && keys.size > MOST_KEYS) {
    throw new UnsupportedProfile(
      `${profile.name}: its settle rules read so many facts of a coup (${keys.size} combinations) that no count of them fits; read fewer (a pair, a third card and totals at once are the most costly)`,
    );
  }
  // A wide table (a domestic table of many punters) is counted side by side: what it stakes must
  // read one side at a time (a stake on its own side; no penalty moving stakes between sides).
  const jointCounts = !againstBanker || profile.result.hands.length <= MOST_LISTED_SIDES;
  if (!jointCounts) {
    const joint = profile.bets.find((b) => b.covers === 'both-sides' || b.covers === 'both-sides-as-one');
    if (joint)
      throw new UnsupportedProfile(
        `${profile.name}: the bet "${joint.id}" covers ${joint.covers}, which needs every side's result at once: a simulation counts that for at most ${MOST_LISTED_SIDES} sides, not ${profile.result.hands.length}`,
      );
    if (penaltyFact >= 0)
      throw new UnsupportedProfile(
        `${profile.name}: a holder's penalty is counted with every side's result at once: a simulation counts that for at most ${MOST_LISTED_SIDES} sides, not ${profile.result.hands.length}`,
      );
  }
  // Coups are counted by facts and outcome: 2^facts times as many counts as outcomes.
  if (facts.length > MOST_FACTS)
    throw new UnsupportedProfile(
      `${profile.name}: ${facts.length} facts beyond the outcome (${facts.join('; ')}) are more than the ${MOST_FACTS} a simulation counts`,
    );

  // The result rules, as the chart reads them (its Rules' resultRules), for every total a hand can reach;
  // written out (not spread) so that every compiled profile has one shape for the hot loops.
  const rules = compiled.resultRules;
  return {
    resultHands: rules.resultHands,
    bankerHand: rules.bankerHand,
    ranking: rules.ranking,
    naturalStopsOwnHand: rules.naturalStopsOwnHand,
    bankerTakesEqualTotals: rules.bankerTakesEqualTotals,
    bankerTakesEqualNaturals: rules.bankerTakesEqualNaturals,
    returned: rules.returned,
    profile,
    hands,
    deal,
    maxCards,
    cardsPerCoup,
    mostCards,
    decks,
    cardValue,
    unitsDigit,
    totalSpan,
    natural,
    turnHand,
    turnAgainst,
    columns,
    cells,
    againstBanker,
    outcomeCount: shape.outcomeCount,
    // A data property, not a getter: an accessor on the compiled profile slows every read of it in
    // the kernel's loop by half.
    outcomes: jointCounts ? shape.outcomes : [],
    jointCounts,
    fourthCard,
    extraCard,
    tenValued,
    penalties,
    sideOfHand,
    facts,
    penaltyFact,
    bankPassFact,
    keys,
    kept: {},
  };
}

/**
 * The sides whose holder incurs a penalty repaying the stakes on his side (c.penalties), as bits
 * r of the result (side r), from the coup's facts and its outcome: each penalty's condition read by
 * the condition language's evaluator (holds) with the side's result and its hand as 'own'. The
 * kernel calls it; the chart reads the same rules with the same evaluator (src/machines/bank.ts).
 */
export function penaltiesOn(
  c: CompiledProfile,
  f: CoupFacts,
  outcome: number,
  memo: PenaltyMemo = penaltyMemoOf(c),
): number {
  let bits = 0;
  let rest = outcome;
  // The side's result is digit r of the outcome in base 3, the first side the most significant.
  for (let r = c.resultHands.length - 1; r >= 0; r--) {
    const h = c.resultHands[r]!;
    const result = rest % 3;
    rest = (rest - result) / 3;
    const key =
      penaltyKey(
        memo.read,
        result,
        f.drewOn[h]!,
        f.natural[h]!,
        f.quiet[h]!,
        f.cards[h]!,
        f.total[h]!,
        f.third[h]!,
        f.tens[h]!,
      ) + penaltyBankerPart(memo, f.cards[c.bankerHand]!, f.total[c.bankerHand]!, f.drewOn[c.bankerHand]!);
    if (penaltyAnswer(c, memo, key, f, result, h) === 2) bits |= 1 << r;
  }
  return bits;
}

/**
 * The key of a side's penalty question: its result, the facts of its hand and the facts of the
 * banker's hand that the penalties read (a fact none reads takes no room in the key, so the keys a
 * profile meets stay few and close together). A penalty reads its side's result, its own hand and
 * the banker's total and cards (RC-16: the banker's 8 made by drawing) and nothing else (the loader
 * allows nothing else): the answer is a function of this key. The kernel computes it from its own
 * arrays for every coup: the side's part here, the banker's part from penaltyBankerPart, added.
 */
export function penaltyKey(
  read: Uint8Array,
  result: number,
  drewOn: number,
  natural: number,
  quiet: number,
  cards: number,
  total: number,
  third: number,
  tens: number,
): number {
  const values = [drewOn + 1, natural, quiet, cards, total, third + 1, tens];
  let key = 0;
  for (let i = SIDE_FACTS - 1; i >= 0; i--) if (read[i]) key = key * PENALTY_SPAN[i]! + values[i]!;
  return key * 3 + result;
}

/**
 * The banker's part of a penalty key (see penaltyKey): 0 where no penalty reads the banker's hand.
 * `drewOn`: the ranking of the total he drew his third card on, -1 where he drew none.
 */
export function penaltyBankerPart(memo: PenaltyMemo, cards: number, total: number, drewOn: number): number {
  const { read } = memo;
  if (!memo.readsBanker) return 0;
  let key = read[SIDE_FACTS + 2] ? drewOn + 1 : 0;
  if (read[SIDE_FACTS + 1]) key = key * PENALTY_SPAN[SIDE_FACTS + 1]! + total;
  if (read[SIDE_FACTS]) key = key * PENALTY_SPAN[SIDE_FACTS]! + cards;
  return key * memo.sideSpan;
}

/**
 * The answer to a side's penalty question (2: a penalty of c.penalties holds, 1: none), asked of the
 * condition language's evaluator (holds) the first time its key is met, with the coup's facts and
 * the side's hand as 'own', then remembered.
 */
export function penaltyAnswer(
  c: CompiledProfile,
  memo: PenaltyMemo,
  key: number,
  f: CoupFacts,
  result: number,
  h: number,
): number {
  let known = memo.table[key]!;
  if (known === 0) {
    const shape = c.keys.shape;
    known = c.penalties.some((p) => holds(shape, p.when, f, SIDE_RESULTS[result]!, undefined, h)) ? 2 : 1;
    memo.table[key] = known;
  }
  return known;
}

/** penaltiesOn's remembered answers (0 not yet asked, 1 no penalty, 2 a penalty), and the facts they read. */
export interface PenaltyMemo {
  readonly table: Uint8Array;
  /** 1 for each fact the profile's penalties read, in PENALTY_FACTS order; 0 for the others. */
  readonly read: Uint8Array;
  /** How many keys the side's result and hand make (the banker's part counts in steps of it). */
  readonly sideSpan: number;
  /** Whether a penalty reads the banker's hand (its answer then changes when the banker draws). */
  readonly readsBanker: boolean;
}

/**
 * The facts a penalty may read, in the order of penaltyKey's key (drewOn least significant): the
 * side's own hand's, then the banker's cards, total and drewOn (RC-16). Their spans: drewOn and the third
 * card take -1 (none) too.
 */
const PENALTY_FACTS = [
  'drewOn',
  'natural',
  'keptQuiet',
  'cards',
  'total',
  'thirdCard',
  'tenValued',
  'bankerCards',
  'bankerTotal',
  'bankerDrewOn',
] as const;
const PENALTY_SPAN = [11, 2, 2, 8, 10, 12, 8, 8, 10, 11] as const;
const SIDE_FACTS = 7;
/** The banker's facts a penalty may read, by their names in PENALTY_FACTS. */
const BANKER_FACT: Partial<Record<string, (typeof PENALTY_FACTS)[number]>> = {
  cards: 'bankerCards',
  total: 'bankerTotal',
  drewOn: 'bankerDrewOn',
};

/** The memo of penaltiesOn's answers for a compiled profile (one per profile). */
export function penaltyMemoOf(c: CompiledProfile): PenaltyMemo {
  let memo = c.kept.penaltyMemo;
  if (!memo) {
    const read = new Set<string>();
    const walk = (x: Condition): void => {
      if (x.kind === 'all' || x.kind === 'any') x.of.forEach(walk);
      else if (x.kind === 'not') walk(x.of);
      // A penalty names its own hand, or the banker's (whose total, cards and drewOn alone it may read).
      else if (x.kind === 'hand')
        for (const t of x.tests) read.add(x.hand.who === 'own' ? t.fact : BANKER_FACT[t.fact]!);
    };
    for (const p of c.penalties) walk(p.when);
    const flags = Uint8Array.from(PENALTY_FACTS, (n) => (read.has(n) ? 1 : 0));
    let sideSpan = 3;
    for (let i = 0; i < SIDE_FACTS; i++) if (flags[i]) sideSpan *= PENALTY_SPAN[i]!;
    let size = sideSpan;
    for (let i = SIDE_FACTS; i < PENALTY_FACTS.length; i++) if (flags[i]) size *= PENALTY_SPAN[i]!;
    memo = { read: flags, table: new Uint8Array(size), sideSpan, readsBanker: size > sideSpan };
    c.kept.penaltyMemo = memo;
  }
  return memo;
}
