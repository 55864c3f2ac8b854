/**
 * `npm run bench`: the figures, in one run, on this machine, section by section in the order
 * bench/sections.ts lists them (each begins with `begin(<its id>)`; a full run that ran other
 * sections than the list names, or in another order, writes nothing), after the machine and the
 * list itself (`times:`), and with the suite it was measured on (`suite:`):
 *   - odds from any shoe (src/odds/composition.ts), per two-hand bundled profile: the one-time
 *     preparation, one evaluate from a composition in doubles (µs), one exact count from it, beside
 *     the fresh shoe's exact odds (`npm run bench -- --shoe-odds` prints this part alone);
 *   - the time of exact odds of bets that read suits, the deal's cards and drawn ones, 8 decks
 *     (`npm run bench -- --suits` prints this part alone);
 *   - the time of each two-hand bundled bet's par sheet, alone (`npm run bench -- --par`);
 *   - start-up: the wall time of whole processes of the command (the compiled bin/baccarat.js) beside
 *     `node -e 0`'s in the same run, their ratios to it and each one's target (STARTUP);
 *   - the compute time of exact odds for 8 decks (every two-hand bundled profile), and under the
 *     free banker's equilibrium that solve --decks 6 and 8 write (mixing fractions too fine for
 *     doubles: path labels, src/odds/path-labels.ts); for 6 and 8 decks of the three-hand profiles
 *     (a banker against two tableaux: src/odds/three-hands.ts; club baccarat at its 2 decks too, its
 *     drawing penalty counted), and Banque under a policy mixed too finely for doubles, with the
 *     Baccarat Banque best responses (src/solve/best-response.ts);
 *   - coups per second of the compiled kernel and of the statechart, per bundled profile, on one
 *     thread (per core) and on every core through the simulation's worker threads (a profile where
 *     each punter holds a hand is seated for DEFAULT_PUNTERS punters, as simulate seats it);
 *   - the time `baccarat solve` takes on the free banker's Chemin de Fer (6 and 8 decks, and with
 *     replacement; each decider seeing his total, or his cards), with the sizes it reports;
 *   - the time of count's simulation of a counter per 1000 shoes (ms a shoe), alone and with the exact bound
 *     (`npm run bench -- --count` prints this part alone);
 *   - building each system's chart, and the explorer: its states a second and its memory a state
 *     (bench/explore-memory.ts);
 *   - the wall time of the whole conformance suite (node bin/baccarat.js conform --quiet).
 * Figures only: nothing here passes or fails. `npm run bench -- --readme` also writes them into
 * docs/benchmarks.md (src/docs/pages.ts) between its bench markers; `npm run bench -- --startup` times the whole processes only.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { parseCards } from '../src/cards/card.js';
import { compileProfile, unsupportedReason } from '../src/core/compile.js';
import { fraction } from '../src/core/fraction.js';
import { checkPolicyText, loadPolicyFile, type Policy, reachableChoices } from '../src/core/policy.js';
import { compileRules } from '../src/core/rules.js';
import { PAGES } from '../src/docs/pages.js';
import { explore } from '../src/explore/walk.js';
import { effectsOfRemoval } from '../src/house/count.js';
import { cardTags, countExact } from '../src/house/count-report.js';
import { type CountRun, simulateCounting } from '../src/house/count-sim.js';
import { parSheet } from '../src/house/par.js';
import { replaceBlock } from '../src/house/table.js';
import { DEFAULT_PUNTERS, seatsPunters, seatTable } from '../src/kernel/seats.js';
import { bundledIds, loadProfile, ROOT } from '../src/loader/bundled.js';
import { buildMachine } from '../src/machines/build.js';
import { compositionOf, prepareShoeOdds } from '../src/odds/composition.js';
import { exactOdds, NotEnumerable, notEnumerableReason } from '../src/odds/exact.js';
import type { Profile } from '../src/profile/types.js';
import { simulate } from '../src/simulate/parallel.js';
import { runStream, type SimulationEngine } from '../src/simulate/run.js';
import { bestResponseOfBanker, bestResponseOfSides } from '../src/solve/best-response.js';
import type { Decks, Sees } from '../src/solve/game.js';
import { solveProfile } from '../src/solve/solve.js';
import { withBets } from '../test/support/card-bets.js';
import { SYSTEMS } from '../test/support/systems.js';
import { exploreMemory } from './explore-memory.js';
import { BENCH_END, BENCH_SECTIONS, BENCH_START, type BenchSection, suiteLine, timesLine } from './sections.js';

/** The sections run so far, in order: the page is written only from a run of every section the list names. */
const ran: BenchSection[] = [];
const begin = (section: BenchSection) => ran.push(section);

const lines: string[] = [];
const say = (line = '') => {
  lines.push(line);
  process.stdout.write(`${line}\n`);
};

function machine(): string {
  const model =
    /model name\s*:\s*(.+)/.exec(existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '')?.[1] ??
    cpus()[0]?.model ??
    'unknown CPU';
  const nproc = spawnSync('nproc', { encoding: 'utf8' }).stdout.trim() || String(availableParallelism());
  // Other work on the machine slows every figure: say how busy it was.
  const load = existsSync('/proc/loadavg') ? readFileSync('/proc/loadavg', 'utf8').split(' ')[0] : undefined;
  return `nproc ${nproc}, ${model.trim()}, Node ${process.version}${load ? `, load average ${load} at start` : ''}`;
}

function policyOf(profile: Profile): Policy | undefined {
  const c = compileProfile(profile);
  if (reachableChoices(c).length === 0) return undefined;
  return loadPolicyFile(join(ROOT, 'fixtures', 'policies', `${profile.id}.yaml`), c);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const millions = (x: number) => `${(x / 1e6).toFixed(2)} M`;
const thousands = (x: number) => `${Math.round(x).toLocaleString('en-US')}`;

/** Coups per second on this thread, after a warm-up run of a tenth of the coups. */
function oneThread(profile: Profile, policy: Policy | undefined, engine: SimulationEngine, coups: number): number {
  runStream({ profile, policy, engine, seed: 2, stream: 0, coups: Math.ceil(coups / 10) });
  const start = performance.now();
  runStream({ profile, policy, engine, seed: 1, stream: 0, coups });
  return coups / ((performance.now() - start) / 1000);
}

/** Coups per second of a whole simulation on every core, worker start-up included. */
async function everyCore(
  profile: Profile,
  policy: Policy | undefined,
  engine: SimulationEngine,
  coups: number,
): Promise<number> {
  const start = performance.now();
  await simulate({ profile, policy, engine, seed: 1, coups, workers: availableParallelism() });
  return coups / ((performance.now() - start) / 1000);
}

say(`machine: ${machine()}; ${new Date().toISOString().slice(0, 10)}`);
say(timesLine());
say();

/**
 * Odds from any shoe: per two-hand profile, the preparation (once), one evaluate in doubles from a
 * composition (the mean of many after a warm-up), one exact count from it, and the fresh shoe's
 * exact odds beside it (median of 5 runs after 1 warm-up).
 */
function shoeOddsFigures(): void {
  begin('shoe-odds');
  const DEALT = parseCards('4H 9C 2S AD 8D KS 7H 3C 3D TS JH 6S');
  say(`odds from any shoe: 8 decks less ${DEALT.length} cards dealt (src/odds/composition.ts), compute only:`);
  const two = bundledIds()
    .map((id) => loadProfile(id))
    .filter((p) => p.hands.length === 2 && notEnumerableReason(p) === null);
  const w = Math.max(...two.map((p) => p.id.length));
  const medianOf = (runs: number, f: () => void) => {
    const times: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const start = performance.now();
      f();
      times.push(performance.now() - start);
    }
    return median(times.slice(1));
  };
  for (const p of two) {
    const policy = policyOf(p);
    let start = performance.now();
    const odds = prepareShoeOdds(p, { policy });
    const prepare = performance.now() - start;
    const comp = compositionOf(p, { dealt: DEALT, decks: 8 });
    const rounds = odds.fast ? 20_000 : 3;
    for (let i = 0; i < Math.ceil(rounds / 4); i++) odds.evaluate(comp);
    start = performance.now();
    const cpu = process.cpuUsage();
    for (let i = 0; i < rounds; i++) odds.evaluate(comp);
    const evaluate = ((performance.now() - start) / rounds) * 1000;
    // This process's own CPU time too: on a machine others share, the wall time counts their turns.
    const evaluateCpu = process.cpuUsage(cpu).user / rounds;
    const exact = medianOf(5, () => odds.exact(comp));
    const fresh = medianOf(5, () => exactOdds(p, { decks: 8, policy }));
    say(
      `  ${p.id.padEnd(w)}  prepare ${prepare.toFixed(0).padStart(4)} ms  evaluate ${evaluate.toFixed(1).padStart(8)} µs (CPU ${evaluateCpu.toFixed(1)} µs)${odds.fast ? '' : ' (pairs: the exact walk)'}  exact ${exact.toFixed(1)} ms  (fresh shoe ${fresh.toFixed(1)} ms)`,
    );
  }
  say();
}
if (process.argv.includes('--shoe-odds')) {
  shoeOddsFigures();
  process.exit(0);
}

/**
 * Exact odds of bets that read the cards' suits (issue 25: exact, at a cost said here), each in a
 * profile of Punto Banco and its own, 8 decks: the deal's cards split by rank and suit (DealCards),
 * or a drawn card's suit walked over classes of cards (CardClasses). The median of 3 runs after a
 * warm-up one, in brackets; the whole of each run (compile and count).
 */
const SUIT_BETS: [string, string][] = [
  ["Banco's first card a heart", '{ hand: banco, first: { suit: hearts } }'],
  ["both hands' first cards of one suit", '{ same: { suit: first } }'],
  [
    "Punto's first two cards of one suit, every suit named (Majestic Match's test)",
    `{ any: [${['S', 'H', 'D', 'C'].map((x) => `{ all: [{ hand: punto, first: { suit: ${x} } }, { hand: punto, second: { suit: ${x} } }] }`).join(', ')}] }`,
  ],
  [
    'a twin pair (one rank in both) beside a perfect pair',
    '{ any: [{ hand: both, pair: rank, same: { rank: first } }, { hand: either, pair: perfect }] }',
  ],
  ["Banco's third card a heart (a drawn card: by falling factorials)", '{ hand: banco, third: { suit: hearts } }'],
  [
    'every card black beside a coloured pair (20 kinds walked, pairs split)',
    '{ any: [{ redCards: 0 }, { hand: punto, pair: coloured }] }',
  ],
  [
    "Punto's three cards of one suit, every suit named (by falling factorials, suits exchanged)",
    `{ any: [${['S', 'H', 'D', 'C'].map((x) => `{ all: [{ hand: punto, first: { suit: ${x} } }, { hand: punto, second: { suit: ${x} } }, { hand: punto, third: { suit: ${x} } }] }`).join(', ')}] }`,
  ],
];
function suitFigures(): void {
  begin('suits');
  say(
    'exact odds of bets reading suits, 8 decks, whole runs (median of 3 after a warm-up, 1 where it takes over 10 s; the warm-up in brackets):',
  );
  for (const [label, when] of SUIT_BETS) {
    const times: number[] = [];
    // A walk of tens of seconds is run twice, not 4 times.
    for (let i = 0; i < (i > 0 && times[0]! > 10_000 ? 2 : 4); i++) {
      // Punto Banco with the bet beside its own, as the card-word tests build it: a new profile each
      // run, so that what is prepared once per profile (a bet's polynomial) is in every run's time.
      const profile = withBets(`  - { id: x, name: X, settle: [{ when: ${when}, pays: "10:1" }] }`).profile!;
      const start = performance.now();
      exactOdds(profile, { decks: 8 });
      times.push(performance.now() - start);
    }
    say(`  ${label.padEnd(84)}  ${median(times.slice(1)).toFixed(0).padStart(6)} ms  (${times[0]!.toFixed(0)} ms)`);
  }
  say();
}
if (process.argv.includes('--suits')) {
  suitFigures();
  process.exit(0);
}

/**
 * Par sheets (src/house/par.ts), 8 decks: each bet of every two-hand bundled profile and of the
 * published side bets alone, as `baccarat par <profile> --bet <id>` counts it (the sheet's shoe and
 * the by-decks line: five exact counts), the first call, so each bet's own walk is prepared in it.
 * The slowest of each profile, and the bet it was.
 */
function parFigures(): void {
  begin('par');
  say('par sheets, 8 decks and the by-decks line (1, 2, 4, 6, 8), one bet a sheet, compute only (the first call):');
  const width = Math.max(...bundledIds().map((id) => id.length));
  for (const id of bundledIds()) {
    const p = loadProfile(id);
    if (p.hands.length !== 2 || notEnumerableReason(p)) continue;
    const policy = policyOf(p);
    let worst = { bet: '', ms: 0 };
    let all = 0;
    for (const b of p.bets) {
      const start = performance.now();
      parSheet(p, { bet: b.id, policy });
      const ms = performance.now() - start;
      all += ms;
      if (ms > worst.ms) worst = { bet: b.id, ms };
    }
    say(
      `  ${id.padEnd(width)}  slowest ${(worst.ms / 1000).toFixed(2).padStart(5)} s (${worst.bet}), every bet ${(all / 1000).toFixed(2)} s`,
    );
  }
  say();
}
if (process.argv.includes('--par')) {
  parFigures();
  process.exit(0);
}
if (process.argv.includes('--count')) {
  countFigures();
  process.exit(0);
}

/**
 * Start-up: whole processes, as a user starts them, each command in turn with `node -e 0` (Node's
 * own start-up) among them, round after round, so that a change in the machine's load falls on all
 * of them alike; the median of the rounds after a warm-up one, and each command's ratio to
 * `node -e 0`'s beside its target.
 */
const ROUNDS = 11;
/**
 * The commands timed, and the most each may take, as a multiple of `node -e 0`'s wall time: a
 * bundled profile named by its id is read as the build prepared it (src/loader/prepared.ts); a
 * file validated is read and checked whole; a coup is played by the chart (xstate). `play` without
 * --cards reads its profile, then refuses the command line (exit 2).
 */
const STARTUP: readonly { args: readonly string[]; target: number; exit?: number }[] = [
  { args: ['--version'], target: 2 },
  { args: ['odds', 'punto-banco'], target: 2 },
  { args: ['show', 'punto-banco'], target: 2 },
  { args: ['validate', 'specs/profiles/punto-banco.yaml'], target: 2.5 },
  { args: ['play', 'punto-banco'], target: 2.5, exit: 2 },
  { args: ['play', 'punto-banco', '--cards', '4H 2S 9C AD 8D'], target: 2.5 },
];
const processes = [
  { label: 'node -e 0', args: ['-e', '0'], exit: 0, target: undefined },
  ...STARTUP.map(({ args, target, exit = 0 }) => ({
    label: `node bin/baccarat.js ${args.map((a) => (a.includes(' ') ? `"${a}"` : a)).join(' ')}`,
    args: ['bin/baccarat.js', ...args],
    exit,
    target,
  })),
];
begin('startup');
const walls = processes.map(() => [] as number[]);
for (let round = 0; round <= ROUNDS; round++) {
  processes.forEach((proc, i) => {
    const start = performance.now();
    const r = spawnSync(process.execPath, proc.args, { cwd: ROOT, stdio: 'ignore' });
    if (r.status !== proc.exit) throw new Error(`${proc.label} exited ${r.status}, not ${proc.exit}`);
    if (round > 0) walls[i]!.push(performance.now() - start);
  });
}
const base = median(walls[0]!);
const labelWidth = Math.max(...processes.map((p) => p.label.length));
say(`start-up: whole processes, wall time (median of ${ROUNDS} rounds after a warm-up, the commands in turn):`);
processes.forEach((proc, i) => {
  const ms = median(walls[i]!);
  const ratio = proc.target === undefined ? '' : `  ${(ms / base).toFixed(2)}× node -e 0 (target ≤ ${proc.target}×)`;
  say(`  ${proc.label.padEnd(labelWidth)}  ${ms.toFixed(0).padStart(5)} ms${ratio}`);
});
say();
if (process.argv.includes('--startup')) process.exit(0);

const profiles = bundledIds().map((id) => loadProfile(id));
const width = Math.max(...profiles.map((p) => p.id.length));

shoeOddsFigures();
suitFigures();
parFigures();
begin('exact-odds');
say('exact odds, 8 decks, compute only (median of 20 runs after 5 warm-ups; first run in brackets):');
for (const p of profiles.filter((x) => x.hands.length === 2)) {
  const reason = notEnumerableReason(p);
  if (reason) {
    say(
      `  ${p.id.padEnd(width)}  ${p.hands.length === 2 ? `not compiled: ${reason}` : `not enumerable: ${p.hands.length} hands (simulate)`}`,
    );
    continue;
  }
  const policy = policyOf(p);
  const times: number[] = [];
  // A walk over classes of cards (card tests by colour: seconds a run) is run 3 times, not 25.
  for (let i = 0; i < (i > 0 && times[0]! > 1000 ? 3 : 25); i++) {
    const start = performance.now();
    exactOdds(p, { decks: 8, policy });
    times.push(performance.now() - start);
  }
  const runs = times.length > 3 ? times.slice(5) : times.slice(1);
  say(
    `  ${p.id.padEnd(width)}  ${median(runs).toFixed(1)} ms  (${times[0]!.toFixed(1)} ms)${times.length > 3 ? '' : ' (median of 2 runs after the first)'}`,
  );
}
{
  // Under a finite shoe's equilibrium (solve --decks N --out), whose fractions are too fine to
  // scale in doubles: the mixed cells are walked with path labels (src/odds/path-labels.ts).
  const free = loadProfile('chemin-de-fer-free-banker');
  for (const decks of [6, 8]) {
    const solved = solveProfile(free, { decks });
    if (!('text' in solved.policy)) continue;
    const policy = checkPolicyText(solved.policy.text, 'solve', compileProfile(free, decks)).policy!;
    const times: number[] = [];
    for (let i = 0; i < 25; i++) {
      const start = performance.now();
      exactOdds(free, { decks, policy });
      times.push(performance.now() - start);
    }
    const mixes = [...policy.drawChance.values()].filter((p) => p.num !== 0n && p.num !== p.den).length;
    say(
      `  ${free.id} under solve --decks ${decks}'s equilibrium (${mixes} cells mixed too finely for doubles), ${decks} decks: ${median(times.slice(5)).toFixed(1)} ms  (${times[0]!.toFixed(1)} ms)`,
    );
  }
}
say();

// Three hands: a second or so a run, so fewer runs.
begin('three-hands');
say(
  'exact odds of a banker against two tableaux, compute only (median of 5 runs after 1 warm-up; first run in brackets):',
);
for (const p of profiles.filter((x) => x.hands.length > 2)) {
  const reason = notEnumerableReason(p);
  if (reason) {
    say(`  ${p.id.padEnd(width)}  not compiled: ${reason}`);
    continue;
  }
  const policy = policyOf(p);
  const timedOdds = (decks: number, with_: Policy | undefined) => {
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const start = performance.now();
      exactOdds(p, { decks, policy: with_ });
      times.push(performance.now() - start);
    }
    return `${decks} decks ${median(times.slice(1)).toFixed(0)} ms (${times[0]!.toFixed(0)} ms)`;
  };
  // Club baccarat (its drawing penalty counted, RC-15) at its own 2 decks too: its plain policy
  // draws in tenths, too fine beyond 2 decks (refused, and said so).
  const deckCounts = p.drawing.penalties.length > 0 ? [p.shoe.decks, 6, 8] : [6, 8];
  const figures = deckCounts.map((decks) => {
    try {
      return timedOdds(decks, policy);
    } catch (e) {
      if (!(e instanceof NotEnumerable)) throw e;
      return `${decks} decks refused (${e.message})`;
    }
  });
  say(`  ${p.id.padEnd(width)}  ${figures.join(', ')}`);
  if (p.id === 'baccarat-club') {
    // With 6 and 8 decks, a policy of pure decisions whose holders draw on 6 and 7 (and pay for it).
    const holders = loadPolicyFile(
      join(ROOT, 'fixtures', 'policies', 'club-holders-draw-on-6-and-7.yaml'),
      compileProfile(p),
    );
    say(
      `  ${''.padEnd(width)}  holders drawing on 6 and 7 (fixtures/policies/club-holders-draw-on-6-and-7.yaml): ${[6, 8].map((d) => timedOdds(d, holders)).join(', ')}`,
    );
  }
}
{
  const banque = loadProfile('baccarat-banque');
  const policy = policyOf(banque)!;
  const timed = (f: () => unknown) => {
    const start = performance.now();
    f();
    return `${(performance.now() - start).toFixed(0)} ms`;
  };
  // Mixing with fractions too fine to scale in doubles (an equilibrium's kind): path labels.
  const fine = checkPolicyText(
    'profile: baccarat-banque\ndescription: fine mixes\nchoices:\n  right:\n    5: "799863/964528"\n  left:\n    5: "799863/964528"\n  banker:\n    0-4: draw\n    5: "546971813/1444075196"\n    6-7: stand\n',
    'bench',
    compileProfile(banque, 6),
  ).policy!;
  say(
    `  baccarat-banque, 6 decks, every choice mixed with fractions too fine for doubles: ${timed(() => exactOdds(banque, { decks: 6, policy: fine }))}`,
  );
  say(
    `  best responses, baccarat-banque, 6 decks: the banker's ${timed(() => bestResponseOfBanker(banque, { policy, decks: 6 }))}, the sides' ${timed(() => bestResponseOfSides(banque, { policy, decks: 6 }))} (each with its exact odds before and after)`,
  );
}
say();

begin('coups');
say(`coups per second: kernel | statechart, on one thread and on ${availableParallelism()} workers:`);
for (const p of profiles) {
  const reason = unsupportedReason(p, 'simulation');
  if (reason) {
    say(`  ${p.id.padEnd(width)}  not compiled: ${reason}`);
    continue;
  }
  const table = seatTable(p, policyOf(p));
  const kernel1 = oneThread(table.profile, table.policy, 'kernel', 10_000_000);
  const kernelN = await everyCore(table.profile, table.policy, 'kernel', 40_000_000);
  const chart1 = oneThread(table.profile, table.policy, 'statechart', 20_000);
  const chartN = await everyCore(table.profile, table.policy, 'statechart', 60_000);
  const seated = seatsPunters(p) ? `  (${DEFAULT_PUNTERS} punters)` : '';
  say(
    `  ${p.id.padEnd(width)}  kernel ${millions(kernel1)} | ${millions(kernelN)}   statechart ${thousands(chart1)} | ${thousands(chartN)}${seated}`,
  );
}
say();

begin('solve');
say('solve chemin-de-fer-free-banker, build and solve (median of 5 runs after a warm-up; first run in brackets):');
for (const [decks, sees, commission] of [
  [6, 'totals', 5],
  [8, 'totals', 5],
  ['infinite', 'totals', 0],
  [6, 'cards', 5],
  [8, 'cards', 5],
] as [Decks, Sees, number][]) {
  const free = loadProfile('chemin-de-fer-free-banker');
  const times: number[] = [];
  let sizes = '';
  for (let i = 0; i < 6; i++) {
    const start = performance.now();
    const s = solveProfile(free, { decks, sees, commission: fraction(BigInt(commission), 100n) });
    times.push(performance.now() - start);
    sizes = `${s.game.punter.length} x ${s.game.banker.length} sets, ${s.equilibrium.contested.punter} + ${s.equilibrium.contested.banker} contested, ${s.equilibrium.tried} supports tried`;
  }
  const label = `${decks === 'infinite' ? 'with replacement' : `${decks} decks`}, sees ${sees}, ${commission} %`;
  say(
    `  ${label.padEnd(34)}  ${median(times.slice(1)).toFixed(0).padStart(5)} ms  (${times[0]!.toFixed(0)} ms)  ${sizes}`,
  );
}
say();

// count's simulation of a counter (src/house/count-sim.ts): the kernel deals each coup; the bound
// adds the exact expectation of the shoe not yet seen before every coup (the bet's own column,
// ShoeOdds.evaluateBet, summed in WebAssembly: src/odds/bet-column.ts), prepared once a process: 20
// shoes of warm-up first, so that the figures are a shoe's, not the preparation's nor the compiler's.
// Seconds per 1000 shoes are ms a shoe; the process's CPU time beside, which other work on a shared
// machine does not count. `npm run bench -- --count` prints this part alone.
function countFigures(): void {
  begin('count');
  say('count, the simulation of a counter (8 decks, cut card 14 from the end), seconds per 1000 shoes (ms a shoe):');
  for (const [id, bet] of [
    ['ez-baccarat', 'dragon-7'],
    ['ez-baccarat', 'panda-8'],
    ['punto-banco', 'banco'],
    ['punto-banco', 'punto'],
  ] as const) {
    const profile = loadProfile(id);
    const effects = effectsOfRemoval(profile, bet);
    const tags = cardTags(countExact(effects, undefined))!;
    const perThousand = (bound: boolean, shoes: number) => {
      const run: CountRun = { bet, seed: 1, shoes, cut: 14, burn: 0, at: 4, tags, bound };
      simulateCounting(profile, { ...run, shoes: 20 }, { from: 0, to: 20 }, { fresh: effects.fresh });
      const start = performance.now();
      const cpu = process.cpuUsage();
      const tally = simulateCounting(profile, run, { from: 0, to: shoes }, { fresh: effects.fresh });
      const used = process.cpuUsage(cpu);
      return {
        s: ((performance.now() - start) / shoes).toFixed(2),
        cpu: ((used.user + used.system) / 1000 / shoes).toFixed(2),
        coups: tally.coups / shoes,
      };
    };
    const plain = perThousand(false, 1000);
    const bound = perThousand(true, 300);
    say(
      `  ${`${id} ${bet}`.padEnd(21)} counting alone ${plain.s.padStart(5)} s (${plain.s} ms a shoe, CPU ${plain.cpu})   with the bound ${bound.s.padStart(5)} s (${bound.s} ms a shoe, CPU ${bound.cpu})   (${plain.coups.toFixed(1)} coups a shoe; measured on 1000 and 300 shoes)`,
    );
  }
  say();
}
countFigures();

// The one builder: a chart is built once per profile (and seating), from its rules compiled once.
// Its time, the rules compiled beforehand, is what a change to the builder must not slow.
begin('charts');
say("building each system's chart from its profile (median of 50 builds after 10 warm-ups, rules compiled once):");
for (const id of SYSTEMS) {
  const profile = loadProfile(id);
  const rules = compileRules(profile);
  const times: number[] = [];
  for (let i = 0; i < 60; i++) {
    const start = performance.now();
    buildMachine(profile, rules);
    times.push(performance.now() - start);
  }
  say(`  ${id.padEnd(18)} ${median(times.slice(10)).toFixed(2).padStart(6)} ms`);
}
say();

// The explorer (src/explore/, docs/explore.md): a table forked per state from its parent's snapshot,
// every move by everyone tried in each; the states walked in a second, and each system's counts at
// npm test's bound (test/explore.test.ts: a thousand states, two records replayed) and at twice it;
// then its memory a state (bench/explore-memory.ts), in processes of their own.
begin('explore');
for (const maxStates of [1000, 2000]) {
  say(`explore, 3 participants, 1 coup, its first shoe, at most ${maxStates} states`);
  say('  (states per second, states, moves, refused, terminal states, records replayed, ms):');
  let ms = 0;
  for (const id of SYSTEMS) {
    const x = explore(loadProfile(id), { participants: 3, coups: 1, maxStates, shoes: [0], replays: 2 });
    const [w] = x.walks;
    const perSecond = x.states / (x.ms / 1000);
    ms += x.ms;
    say(
      `  ${id.padEnd(18)} ${thousands(perSecond).padStart(6)} /s ${String(x.states).padStart(5)}${x.bounded ? ' (bounded)' : '          '} ${String(x.moves).padStart(5)} ${String(x.refused).padStart(6)} ${String(w?.terminals ?? 0).padStart(4)} ${String(w?.replayed ?? 0).padStart(2)} ${x.ms.toFixed(0).padStart(5)} ms${x.violations.length ? `  ${x.violations.length} violated` : ''}`,
    );
  }
  say(`  the six systems: ${ms.toFixed(0)} ms`);
}
say('explore, memory a state: the peak resident memory grown from 2,000 to 10,000 states (3 participants, 3 coups)');
for (const id of SYSTEMS) {
  const m = exploreMemory(ROOT, id, 2000, 10000);
  const perState = Number.isNaN(m.kbPerState)
    ? `the walk ends at ${m.states} states`
    : `${m.kbPerState.toFixed(1)} KB a state`;
  say(`  ${id.padEnd(18)} ${perState}, peak ${m.peakMb.toFixed(0)} MB at ${m.states} states`);
}
say();

begin('conformance');
const start = performance.now();
const conform = spawnSync(process.execPath, ['bin/baccarat.js', 'conform', '--quiet'], { cwd: ROOT, encoding: 'utf8' });
const wall = (performance.now() - start) / 1000;
const scenarios = /scenarios: (\d+) passed, (\d+) failed/.exec(conform.stdout)?.slice(1) ?? ['?', '?'];
say(
  `conformance suite (node bin/baccarat.js conform --quiet): ${wall.toFixed(2)} s wall, ${scenarios[0]} scenarios passed, ${scenarios[1]} failed, exit ${conform.status}`,
);

// The suite measured, beside the machine: the page's test holds it to the suite as it is.
lines.splice(2, 0, suiteLine(Number(scenarios[0]) + Number(scenarios[1])));
const expected = BENCH_SECTIONS.map((x) => x.id);
if (ran.join() !== expected.join())
  throw new Error(`bench.ts ran ${ran.join(', ')}; bench/sections.ts lists ${expected.join(', ')}: make them one`);
if (process.argv.includes('--readme')) {
  const page = join(ROOT, PAGES.bench);
  const block = ['```', ...lines, '```'].join('\n');
  writeFileSync(page, replaceBlock(readFileSync(page, 'utf8'), BENCH_START, BENCH_END, block));
  process.stdout.write(`${PAGES.bench}: bench figures written\n`);
}
