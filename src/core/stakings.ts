/**
 * What a stake returns per unit on each outcome, or on each key of a coup's facts, read from the
 * profile's settle rules by the rules core (settle.ts ruleOf, netOf): the first rule that applies
 * settles it, and none loses it. Nothing here knows a bet by name: a house variant that pays Tie 9:1
 * or charges 4 % changes only its profile.
 *
 * highest-total: one staking per bet, by outcome; where the rules read more of the coup (a hand's
 * cards, total, natural, pair, the margin, ...), by the key of its facts (netByKey).
 * each-against-banker: a stake backs a side, so a bet covering its own side has one staking per side;
 * one covering both sides (à cheval) is split equally between them, each half settled on its side;
 * one covering both sides as one is settled once, on the result they share.
 */
import type { Bet, SettleRule, SideResult } from '../profile/types.js';
import type { CompiledProfile } from './compile.js';
import { add, type Fraction, fraction, mul } from './fraction.js';
import { describeRules, ruleNamesOf } from './rule-words.js';
import { emptyFacts, factValue, netOf, ruleOf, SIDE_RESULTS, sideResultOf } from './settle.js';

/** One way to stake: a bet, on a side where the bet backs one. */
export interface Staking {
  /** "banco", or "side on right" where the stake backs one side. */
  readonly id: string;
  readonly bet: Bet;
  readonly side: string | undefined;
  /**
   * The net per unit staked on each outcome, in the compiled outcome order (without netByKey); for
   * a stake on one side, listed on first use from netByResult (a full table's outcomes are too many).
   */
  readonly net: readonly Fraction[];
  /** A stake on one side (each-against-banker): the net per unit by the side's result, in SIDE_RESULTS order. */
  readonly netByResult?: readonly Fraction[];
  /**
   * Where the rules read a coup's facts beyond its outcome: the net per unit on the coup whose facts
   * have this key (CompiledProfile.keys), computed once per key.
   */
  readonly netByKey?: (key: number) => Fraction;
}

/** each-against-banker: side s's result on outcome o (digit s of o in base 3, the first side slowest). */
function sideResult(c: CompiledProfile, o: number, s: number): SideResult {
  return SIDE_RESULTS[sideResultOf(c.profile.result.hands.length, o, s)]!;
}

/** each-against-banker: the result every side shares on outcome o, or undefined where they differ. */
function everyResult(c: CompiledProfile, o: number): SideResult | undefined {
  const sides = c.profile.result.hands;
  const first = sideResult(c, o, 0);
  return sides.every((_s, s) => sideResult(c, o, s) === first) ? first : undefined;
}

declare module './compile.js' {
  interface Kept {
    stakings?: Staking[];
  }
}

/** The compiled profile's stakings, worked out on first need and kept with it. */
export function stakingsOf(c: CompiledProfile): Staking[] {
  c.kept.stakings ??= makeStakings(c);
  return c.kept.stakings;
}

function makeStakings(c: CompiledProfile): Staking[] {
  const profile = c.profile;
  const shape = c.keys.shape;
  if (!c.againstBanker) {
    return profile.bets.map((bet) => {
      if (!c.keys.readsMore) {
        const net = c.outcomes.map((_, o) => {
          const f = c.keys.factsOf(o);
          return netOf(shape, ruleOf(shape, bet.settle, f), f);
        });
        return { id: bet.id, bet, side: undefined, net };
      }
      const memo = new Map<number, Fraction>();
      const facts = emptyFacts(c.hands.length);
      const netByKey = (key: number): Fraction => {
        let net = memo.get(key);
        if (net === undefined) {
          c.keys.factsOf(key, facts);
          net = netOf(shape, ruleOf(shape, bet.settle, facts), facts);
          memo.set(key, net);
        }
        return net;
      };
      return { id: bet.id, bet, side: undefined, net: [], netByKey };
    });
  }
  const sides = profile.result.hands;
  const none = emptyFacts(c.hands.length); // a bank's stakes read the sides' results alone
  // Outcome o gives side s the result SIDE_RESULTS[digit s of o in base 3], the first side slowest.
  const resultOf = (o: number, s: number) => sideResult(c, o, s);
  const sideNet = (bet: Bet, o: number, s: number) =>
    netOf(shape, ruleOf(shape, bet.settle, none, resultOf(o, s)), none);
  const out: Staking[] = [];
  for (const bet of profile.bets) {
    if (bet.covers === 'both-sides-as-one') {
      const net = c.outcomes.map((_, o) => {
        return netOf(shape, ruleOf(shape, bet.settle, none, undefined, everyResult(c, o)), none);
      });
      out.push({ id: bet.id, bet, side: undefined, net });
    } else if (bet.covers === 'both-sides') {
      const share = fraction(1n, BigInt(sides.length));
      const net = c.outcomes.map((_, o) =>
        sides.reduce((a, _s, s) => add(a, mul(share, sideNet(bet, o, s))), fraction(0n)),
      );
      out.push({ id: bet.id, bet, side: undefined, net });
    } else {
      // With one side (Chemin de Fer's punters) the side goes without saying.
      // A side's stake reads its own result alone: three nets, whatever the table's size.
      const netByResult = SIDE_RESULTS.map((result) => netOf(shape, ruleOf(shape, bet.settle, none, result), none));
      sides.forEach((side, s) => {
        const id = sides.length > 1 ? `${bet.id} on ${side}` : bet.id;
        let net: Fraction[] | undefined;
        out.push({
          id,
          bet,
          side,
          netByResult,
          get net() {
            net ??= Array.from({ length: c.outcomeCount }, (_, o) => netByResult[sideResultOf(sides.length, o, s)]!);
            return net;
          },
        });
      });
    }
  }
  return out;
}

/** Which of a bet's settle rules settles a coup, and which rung of its pay table (-1: none). */
export interface Settling {
  /** The rule's index in bet.settle; -1 where none applies (the stake is lost), or where a stake is split between sides (à cheval: see settlingOf). */
  readonly rule: number;
  readonly rung: number;
}

/**
 * By the key of a coup's facts (or its outcome, where the rules read no more: the key a walk counts
 * under), which rule and rung settle the staking: the same ruleOf its nets are made of
 * (makeStakings), so a par sheet's rows and the expectation read one settlement. A stake split
 * between sides (à cheval) is settled by one rule per half: it has no single rule (rule -1, rung -1;
 * its rows go by net).
 */
export function settlingOf(c: CompiledProfile, s: Staking): (key: number) => Settling {
  const shape = c.keys.shape;
  const settle = s.bet.settle;
  const none: Settling = { rule: -1, rung: -1 };
  const of = (rule: SettleRule | undefined, facts: ReturnType<typeof emptyFacts>): Settling => {
    if (!rule) return none;
    const pays = rule.pays;
    const rung =
      rule.result === 'win' && pays?.kind === 'table'
        ? pays.rungs.findIndex((r) => r.value === factValue(shape, facts, pays.by, pays.hand))
        : -1;
    return { rule: settle.indexOf(rule), rung };
  };
  if (!c.againstBanker) {
    const facts = emptyFacts(c.hands.length);
    const memo = new Map<number, Settling>();
    return (key) => {
      let got = memo.get(key);
      if (got === undefined) {
        c.keys.factsOf(key, facts);
        got = of(ruleOf(shape, settle, facts), facts);
        memo.set(key, got);
      }
      return got;
    };
  }
  const sides = c.profile.result.hands;
  const none0 = emptyFacts(c.hands.length);
  const O = c.outcomeCount;
  if (s.bet.covers === 'both-sides') return () => none;
  if (s.bet.covers === 'both-sides-as-one')
    return (key) => of(ruleOf(shape, settle, none0, undefined, everyResult(c, key % O)), none0);
  const side = sides.indexOf(s.side ?? sides[0]!);
  return (key) => of(ruleOf(shape, settle, none0, sideResult(c, key % O, side)), none0);
}

/**
 * How a stake settles, in words (src/core/rule-words.ts): "Punto wins: pays 1:1; a tie: push"; a
 * stake on one side, "Right beats the Banker: pays 1:1; Right ties with the Banker: push"; a stake
 * split between the sides, half on each, each half as a stake on its side.
 */
export function describeStaking(c: CompiledProfile, s: Staking): string {
  const n = ruleNamesOf(c.profile);
  if (!c.againstBanker || s.bet.covers !== 'both-sides') return describeRules(n, s.bet.settle, s.side);
  const sides = c.profile.result.hands.map((h) => n.name.get(h) ?? h);
  return `half on each of ${sides.join(' and ')}, each half a stake on its side (${describeRules(n, s.bet.settle)})`;
}

/**
 * A stake a holder's penalty repays (drawing.penalties with repays: stakes-on-his-side, RC-15): a
 * stake on one side, by a punter who does not hold the side's cards. Where the side's penalty holds,
 * the chart's settlement (src/machines/bank.ts applyPenalties) has the holder pay back each losing
 * stake on his side, his own excepted: the stake that lost comes back whole, so its net is the lost
 * net plus the stake. The holder's own stake on his side settles as `staking` says, penalty or not.
 */
export interface RepaidStaking {
  /** "side on right, not the holder". */
  readonly id: string;
  readonly name: string;
  /** The staking it repays (a stake on one side). */
  readonly staking: Staking;
  /** The side's place in result.hands: bit penaltyFact + side of a coup's facts is its penalty. */
  readonly side: number;
  /** The net per unit staked by outcome on a coup without the side's penalty, and on one with it. */
  readonly net: readonly Fraction[];
  readonly netPenalised: readonly Fraction[];
}

/** The stakings a penalty of the profile repays (none without one): the simulation and the exact odds count them alike. */
export function repaidStakingsOf(c: CompiledProfile): RepaidStaking[] {
  if (c.penaltyFact < 0) return [];
  const sides = c.profile.result.hands;
  const out: RepaidStaking[] = [];
  for (const s of stakingsOf(c)) {
    // A stake backing one side (a staking with a side); à cheval is both sides' and is not repaid.
    const side = s.side === undefined ? -1 : sides.indexOf(s.side);
    if (side < 0) continue;
    const shape = c.keys.shape;
    const none = emptyFacts(c.hands.length);
    const resultOf = (o: number) => sideResult(c, o, side);
    // A stake loses where no rule settles it otherwise (ruleOf's first rule, or none): then the
    // holder pays it back, one unit per unit staked.
    const netPenalised = s.net.map((net, o) => {
      const rule = ruleOf(shape, s.bet.settle, none, resultOf(o));
      return rule === undefined || rule.result === 'lose' ? add(net, fraction(1n)) : net;
    });
    out.push({
      id: `${s.id}, not the holder`,
      name: `${s.bet.name}, a punter who does not hold the cards`,
      staking: s,
      side,
      net: s.net,
      netPenalised,
    });
  }
  return out;
}
