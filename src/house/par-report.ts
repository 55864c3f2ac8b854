/**
 * The math report a game committee files (N.J.A.C. 13:69F-8.4; Nevada Reg. 14.230's "statistical
 * evaluation of the theoretical percentages"): the par sheet (src/house/par.ts) and, per bet, what
 * a fresh shoe's exact odds do not say: the edge over whole shoes dealt to a cut card (a seeded
 * simulation of the bet made every coup), the countability verdict, and the provenance that lets
 * anyone reproduce each figure: the package's version, the profile's hash, the date, the commands.
 *
 * Both simulations are `baccarat count`'s own (src/house/countability.ts), so the commands the
 * report lists give its figures exactly.
 */
import type { Policy } from '../core/policy.js';
import { profileHash } from '../profile/hash.js';
import type { Profile } from '../profile/types.js';
import { COUNT_DEFAULTS } from './count-defaults.js';
import type { CountVerdict } from './count-verdict.js';
import { CountError, countability } from './countability.js';
import type { ParSheet } from './par.js';
import { PAR_REPORT_DEFAULTS } from './par-defaults.js';

/**
 * The true count the cut-card run bets at: every coup, for derived tags (at most 4 a card) can
 * bring the true count no lower than −1,664 × 52 / 6 per 8 decks; `count --at` takes it as written.
 */
export const EVERY_COUP_AT = -999999;

/** The edge of the bet made every coup of shoes dealt to a cut card, as dealt, with its 95 % interval. */
export interface CutCardEdge {
  readonly shoes: number;
  readonly seed: number;
  /** Cards behind the cut card (a coup begins only while more remain). */
  readonly cut: number;
  readonly coups: number;
  /** −(net per 100 coups) / 100, the shoes the independent draws; ci95 its half-width. */
  readonly houseEdge: number;
  readonly ci95: number | null;
}

/** What the report adds to one bet of the sheet. */
export interface ParReportBet {
  readonly id: string;
  /** The simulated edge over whole shoes, or why it was not dealt. */
  readonly cutCard: CutCardEdge | { readonly notSimulated: string };
  /** count's verdict from `shoes` shoes, or why the bet was not counted. */
  readonly verdict: (CountVerdict & { readonly shoes: number }) | { readonly notCounted: string };
  /** The commands that give this bet's figures: its par sheet, its cut-card run, its count. */
  readonly commands: readonly string[];
}

/** The report's provenance and its bets' additions (a ParSheet holds the rest). */
export interface ParReport {
  readonly version: string;
  readonly profileHash: string;
  /** The day it was made, YYYY-MM-DD (given, for a report made again the same). */
  readonly date: string;
  readonly shoes: number;
  readonly countShoes: number;
  readonly seed: number;
  readonly bets: readonly ParReportBet[];
}

/** What a report is made with, beyond the sheet. */
export interface ParReportOptions {
  /** The package's version (the command line reads package.json). */
  readonly version: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  /** The profile and the policy file as given on the command line, and the sheet's own flags. */
  readonly given: {
    readonly profile: string;
    readonly policy?: string;
    readonly decks?: number;
    readonly byDecks?: readonly number[];
  };
  readonly shoes?: number;
  readonly countShoes?: number;
  readonly seed?: number;
  readonly policy?: Policy;
  /** Told after each shoe dealt, with what is dealt (a terminal's progress). */
  readonly progress?: (done: number, total: number, what: string) => void;
}

/** An argument as a POSIX shell reads it back: bare where it is safe, else single-quoted. */
export function shellWord(s: string): string {
  return /^[A-Za-z0-9_./:=,+-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

const command = (argv: readonly (string | undefined | false)[]) =>
  ['node', 'bin/baccarat.js', ...argv.filter((x): x is string => typeof x === 'string')].map(shellWord).join(' ');

/**
 * The commands of a bet: par with the report's flags, then count every coup and count for the
 * verdict where each was run (`ran`).
 */
function commandsOf(
  id: string,
  o: ParReportOptions,
  run: RunOf,
  ran: { cutCard: boolean; verdict: boolean },
): string[] {
  const { profile, policy, decks, byDecks } = o.given;
  const pol = policy === undefined ? [] : ['--policy', policy];
  const seeded = ['--seed', String(run.seed)];
  const par = command([
    'par',
    profile,
    '--bet',
    id,
    ...(decks === undefined ? [] : ['--decks', String(decks)]),
    ...(byDecks === undefined ? [] : ['--by-decks', byDecks.join(',')]),
    ...pol,
    ...['--shoes', String(run.shoes), '--count-shoes', String(run.countShoes), ...seeded, '--json'],
  ]);
  const every = ['--shoes', String(run.shoes), ...seeded, '--at', String(EVERY_COUP_AT), '--no-bound', '--json'];
  return [
    par,
    ...(ran.cutCard ? [command(['count', profile, '--bet', id, ...pol, ...every])] : []),
    ...(ran.verdict
      ? [command(['count', profile, '--bet', id, ...pol, '--shoes', String(run.countShoes), ...seeded, '--json'])]
      : []),
  ];
}

/** The report's runs: shoes of each simulation, and their seed. */
interface RunOf {
  readonly shoes: number;
  readonly countShoes: number;
  readonly seed: number;
}

/** A count the bet cannot be given (a three-hand table, a bet count does not take), as its reason. */
function refusalOf(e: unknown): string {
  if (e instanceof CountError) return e.message;
  throw e;
}

/**
 * The report of a sheet: per bet, the edge of the bet made every coup of `shoes` shoes (2,000
 * unless told; 0: none dealt) dealt to count's cut card, and count's verdict from `countShoes`
 * shoes (200 unless told), both seeded (`seed`, 1); with the version, the profile's hash and the
 * date. A sheet at another shoe than the profile's is not simulated: count deals the profile's own.
 * (What `baccarat par --json` and `--html` print; not an entry point's name: src/cli/par.ts calls it.)
 */
export function parReport(profile: Profile, sheet: ParSheet, o: ParReportOptions): ParReport {
  const shoes = o.shoes ?? PAR_REPORT_DEFAULTS.shoes;
  const countShoes = o.countShoes ?? PAR_REPORT_DEFAULTS.countShoes;
  const seed = o.seed ?? COUNT_DEFAULTS.seed;
  const run: RunOf = { shoes, countShoes, seed };
  // Where count cannot deal the sheet's game, every bet says why once, not as count would refuse each.
  const otherShoe =
    profile.hands.length !== 2
      ? `count deals two-hand tables coup by coup; this one has ${profile.hands.length} hands`
      : sheet.decks === profile.shoe.decks
        ? undefined
        : `count deals the profile's own shoe of ${profile.shoe.decks} decks, not the sheet's ${sheet.decks}: run par without --decks`;
  const bets = sheet.bets.map((b): ParReportBet => {
    const progress = (what: string) => (done: number, total: number) => o.progress?.(done, total, `${b.id}: ${what}`);
    let cutCard: ParReportBet['cutCard'];
    let verdict: ParReportBet['verdict'];
    if (otherShoe) cutCard = { notSimulated: otherShoe };
    else if (shoes === 0) cutCard = { notSimulated: 'no shoe dealt (--shoes 0)' };
    else
      try {
        const every = countability(profile, {
          bet: b.id,
          shoes,
          seed,
          at: EVERY_COUP_AT,
          bound: false,
          policy: o.policy,
          progress: progress('shoes dealt to the cut card'),
        }).simulation!;
        const per100 = every.count.gainPer100;
        const ci95 = per100.ci95 === null ? null : per100.ci95 / 100;
        cutCard = { shoes, seed, cut: every.cut, coups: every.coups, houseEdge: -per100.mean / 100 || 0, ci95 };
      } catch (e) {
        cutCard = { notSimulated: refusalOf(e) };
      }
    if (otherShoe) verdict = { notCounted: otherShoe };
    // No shoe to count: the effects alone give no verdict (count's own "not shown"), so none is worked out.
    else if (countShoes === 0) verdict = { notCounted: 'no count run (--count-shoes 0)' };
    else
      try {
        const counted = countability(profile, {
          bet: b.id,
          shoes: countShoes,
          seed,
          policy: o.policy,
          progress: progress('shoes counted'),
        });
        // count names its own flag for a run of no shoe; the report's is --count-shoes.
        const text = counted.verdict.text.replace('(--shoes 0)', '(--count-shoes 0)');
        verdict = { ...counted.verdict, text, shoes: countShoes };
      } catch (e) {
        verdict = { notCounted: refusalOf(e) };
      }
    const ran = { cutCard: !('notSimulated' in cutCard), verdict: !('notCounted' in verdict) };
    return { id: b.id, cutCard, verdict, commands: commandsOf(b.id, o, run, ran) };
  });
  return { version: o.version, profileHash: profileHash(profile), date: o.date, shoes, countShoes, seed, bets };
}
