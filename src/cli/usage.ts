/**
 * Every command's usage and help, kept apart from the commands themselves: `--help`, `--version`
 * and a usage error load nothing else (the conformance runner, cucumber, is loaded by `conform` alone).
 */

import { COUNT_DEFAULTS } from '../house/count-defaults.js';
import { PAR_REPORT_DEFAULTS } from '../house/par-defaults.js';
import { COLUMNS, textWidth } from '../text/width.js';
import { MOST_DECKS } from './decks.js';

export interface CommandHelp {
  /** The usage lines, as a usage error repeats them. */
  readonly usage: readonly string[];
  /** What `baccarat <command> --help` prints after the usage. */
  readonly details: string;
}

export const COMMANDS: Readonly<Record<string, CommandHelp>> = {
  validate: {
    usage: ['baccarat validate <profile.yaml…>'],
    details: `Checks each profile file: the schema, then what a schema cannot say (every total that reaches
a turn has an action, every hand named exists, …). Every problem of every file is printed as
  file:line:col  /json/pointer  message
the first 20 of a file, then a line that counts the rest. A valid file's warnings (a bet no one can
make, a bundled profile's id: docs/profile-language.md) are printed as problems are, "warning: …".
Exit 0 when every file is valid (warnings or not), 1 when any is not (or cannot be read).`,
  },
  show: {
    usage: ['baccarat show <profile> [--moves]'],
    details: `Prints the profile as the builder reads it, as YAML: its parents (extends) merged in and every
default of the schema filled, its session's procedure expanded (every cell with "from", the file
that wrote it). <profile> is a bundled id (e.g. punto-banco) or a YAML file.
  --moves               the procedure as the table of moves instead: phase by phase, each move with
                        who may make it, under which condition, what it does and the phase that
                        follows (→), and its rule; a rule a preset's cell cites names the preset`,
  },
  play: {
    usage: [
      'baccarat play <profile> --cards "<cards>" [--decide <hand>=draw|stand…] [--json]',
      'baccarat play <profile> --batch [--decide <hand>=draw|stand…]   (card orders on stdin, one per line)',
    ],
    details: `Plays one coup from a card order, top of the shoe first, through the profile's chart.
  --cards "<cards>"     the cards, e.g. "4H 2S 9C AD 8D": rank A 2-9 T J Q K (or 10), suit S H D C
                        (or ♠ ♥ ♦ ♣)
  --decide <hand>=draw|stand
                        a choice the table leaves to someone (once per hand); club baccarat also
                        takes <hand>=show|quiet|quiet-draw for a natural 8 (kept quiet, then
                        stood on or drawn to)
  --fund N              a bank's table: the fund the banker puts up (a whole number of chips)
  --bet <side>=N        a bank's table: a punter's stake on a side (or cheval=N, à cheval); one
                        stake per punter, as bets are taken in turn (BB-03.2);
                        <side>=N@<other side>: that side's punter stakes on <side> (club and
                        modern baccarat, RC-06)
  --punters N           a game where each punter has a hand: how many punters (1 if not given)
  --json                one JSON object instead of the trace
  --batch               read one card order per line from standard input; one JSON object per line,
                        each as soon as its line is read; a refused line ends the batch (exit 1),
                        naming it: the answers before it stand
Exit 1 when the cards cannot make the coup (an unknown card, too few cards, a choice not decided).`,
  },
  conform: {
    usage: [
      'baccarat conform [--json] [--quiet] [--rules]',
      'baccarat conform <file.feature|folder…> [--json] [--report <file.html>] [--junit <file.xml>]',
      'baccarat conform [<file.feature…>] --engine "<command>" [--engine-timeout <ms>]',
    ],
    details: `Without files: the conformance suite over every bundled profile, per variant the rules in the
catalog, the rules whose scenarios pass and the scenarios passed and failed; exit 1 if any fails,
if a catalog rule has no scenario, or if a scenario tags a rule not in the catalog.
With files (or folders of them, searched outside node_modules and hidden folders): your own
scenarios against the machines; exit 1 if any fails. Either way, exit 1 if nothing was judged (no
scenario ran, or every one is not applicable to the engine), saying why. An empty path, a file that
does not exist or is not a .feature file, or a folder that holds none, is a usage error (exit 2):
nothing runs.
  --json                the report as JSON on stdout (cucumber's summary goes to stderr)
  --quiet               no progress bar on a terminal (there is none when stdout is not a terminal)
  --report <file.html>  write cucumber's HTML report there (none without it: several megabytes),
                        whole once the run is over (ended by Ctrl-C, SIGTERM or SIGHUP: none)
  --junit <file.xml>    write the results as JUnit XML for CI: a testcase per scenario, its rule
                        ids; for both, a place it may not write (no such folder, a link,
                        read-only) is exit 1
  --rules               a line per rule id: passed, failed, not applicable
  --engine "<command>"  judge another engine: the command starts its adapter, which speaks the
                        adapter protocol (docs/adapter-protocol.md) on stdin/stdout; scenarios of a
                        variant or a feature (@needs:<feature>) it does not offer are not
                        applicable, reported apart; a failure names its first differing step,
                        expected and actual
  --engine-timeout <ms> how long each answer may take (default 5000; the first has 10 s more to
                        start); an adapter that exits, prints what is not JSON or a line past 16
                        MB, answers the wrong shape, too late or out of turn fails its scenario and
                        is restarted`,
  },
  odds: {
    usage: [
      'baccarat odds <profile> [--decks N] [--policy <file>] [--json]',
      'baccarat odds <profile> (--remaining <13 counts> | --dealt <cards> [--decks N]) [--json | --markdown]',
      'baccarat odds --markdown [<profile>…]',
    ],
    details: `The exact odds of a coup from a fresh shoe, by enumeration: each outcome's count of card orders
and probability, each bet's house edge and expected value as an exact fraction. Where a holder
pays a penalty (club baccarat, RC-15), how often each side's holder pays it, what it costs him per
unit the others stake on his side, and their stakes' results ("side on right, not the holder").
A bet whose house edge is negative from a fresh shoe is warned of on standard error (and marked
favoursThePlayer in --json), unless a player who holds the bank settles it.
  --decks N             decks in the shoe, from 1 to ${MOST_DECKS} (beyond, the card orders of a four-card
                        deal exceed 2^53, the most a double counts exactly)
  --remaining <counts>  the odds of the next coup from a shoe of these cards: 13 whole numbers,
                        comma-separated, one per rank A 2 3 4 5 6 7 8 9 T J Q K, each at most
                        what the profile's shoe holds (4 a deck)
  --dealt <cards>       the odds of the next coup once these cards are out of a fresh shoe of
                        --decks (the profile's decks by default), e.g. "4H 9C 2S AD"
  --policy <file>       who draws where the table leaves a choice (schemas/policy.schema.json); a
                        bundled profile uses fixtures/policies/<id>.yaml
  --json                integers as decimal strings
  --markdown            the house-edge table of docs/odds.md (every bundled profile if none named);
                        with --remaining or --dealt, that shoe's odds as Markdown tables`,
  },
  par: {
    usage: [
      'baccarat par <profile> [--bet <id>] [--decks N] [--by-decks N,…] [--policy <file>] [--json | --markdown | --html] [--shoes N] [--count-shoes N] [--seed S] [--date YYYY-MM-DD] [--out <file>]',
    ],
    details: `The par sheet of each bet, counted exactly from a fresh shoe: one row per settle rule and per rung
of a pay table (the event in words, what it pays, its card orders, probability and return =
probability × net per unit), then the house edge, hit frequency (the probability the bet wins),
variance and standard deviation per unit, the element of risk where the bet can push (the edge per
unit resolved), and the house edge at 1, 2, 4, 6 and 8 decks. A bet whose house edge is negative
is warned of on standard error (and marked favoursThePlayer in --json), unless a player who holds
the bank settles it. On a terminal, a sheet that takes over a second shows how far its counts are
on standard error (nothing when it is piped). --json and --html are the math report a committee
files: the sheet, each bet's rules and pay table, its edge over whole shoes dealt to a cut card
(simulated, with its 95 % interval, beside the fresh shoe's exact edge), its countability verdict
(count's), the version, the profile's hash, the date and the commands that reproduce each figure.
See docs/house-math.md.
  --bet <id>            one bet (default: every bet)
  --decks N             the shoe the sheet is counted at, every figure of it (default: the
                        profile's), at most what its exact odds count (club baccarat: 8 decks)
  --by-decks N,…        the shoe sizes of the edge-by-decks line (default 1,2,4,6,8)
  --policy <file>       who draws where the table leaves a choice; a bundled profile uses
                        fixtures/policies/<id>.yaml
  --json                every count exact (integers as decimal strings), probabilities as numbers
  --markdown            Markdown tables
  --html                a self-contained page (no external assets, no script) to hand over or print
  --shoes N             the report's cut-card run: N seeded shoes of the bet made every coup
                        (default ${PAR_REPORT_DEFAULTS.shoes}; 0: not simulated)
  --count-shoes N       the shoes of the count behind the verdict (default ${PAR_REPORT_DEFAULTS.countShoes})
  --seed S              both runs' seed (default ${COUNT_DEFAULTS.seed})
  --date YYYY-MM-DD     the report's date (default: SOURCE_DATE_EPOCH's day, else today's, UTC)
  --out <file>          write the sheet there, whole or not at all, instead of printing it`,
  },
  count: {
    usage: [
      'baccarat count <profile> --bet <id> [--tags t,…] [--shoes N] [--seed S] [--cut C] [--burn B] [--at T] [--no-bound] [--policy <file>] [--json]',
      'baccarat count <profile> --bet <id> … --shard k/n --out <file>   (a slice of the simulation, for baccarat merge)',
    ],
    details: `Whether a bet can be counted, the bet counted on its own. Each group of cards' exact effect of
removal (the change in the bet's expectation per unit when one card of it leaves a fresh shoe;
cards the bet reads alike are one group: A … 9 and the ten-valued cards, each rank where it reads
pairs, red and black or each suit of them where it reads colours or suits), integer tags derived
from the effects (balanced, the best betting correlation with at most 4 a card) and their betting
correlation; then a seeded simulation of a counter: shoes dealt to a cut card whatever the
profile's reshuffle rule, betting one unit only at or above a true count (running count over the
decks not yet seen), and the bound, betting only when the exact expectation of the shoe not yet
seen is positive. A one-line verdict ends the report: countable, not by a linear count, not at
all, or not shown. See docs/house-math.md.
  --bet <id>            the bet (required)
  --tags t,…            count with these tags, one per group in the report's order (A … 9, then
                        ten-valued, for most bets), e.g. 1,1,-2,-2,-2,-1,-1,-2,4,1; the derived
                        ones otherwise
  --shoes N             shoes to simulate (default ${COUNT_DEFAULTS.shoes}; 0: the exact part alone)
  --seed S              the run's seed (default ${COUNT_DEFAULTS.seed}); shoe i is shuffled from S and i alone
  --cut C               cards behind the cut card (default ${COUNT_DEFAULTS.cut}): a coup begins only while more remain
  --burn B              cards burnt unseen after each shuffle (default ${COUNT_DEFAULTS.burn})
  --at T                bet at a true count of T or more (default ${COUNT_DEFAULTS.at})
  --no-bound            leave out the bound (an exact expectation per coup)
  --policy <file>       who draws where the table leaves a choice
  --json                the report as JSON
  --shard k/n           simulate slice k of n (n at most 100,000,000) of the shoes and write its
                        accumulators to --out (schemas/shard.schema.json)
  --out <file>          where a slice (or a whole run's accumulators) is written, for baccarat merge`,
  },
  merge: {
    usage: ['baccarat merge <slice.json…> [--json]'],
    details: `Adds up the slices of one counting simulation (baccarat count --shard k/n --out <file>) and
prints exactly what the unsharded run prints. Each slice is checked against its schema
(schemas/shard.schema.json) and for what a schema cannot say (its shoes within the run, no more
coups bet than dealt, sums of squares its sums can have, coups its shoes can deal), each problem as
file: /pointer: why. Refused (exit 1) unless the slices are of one run (profile hash, the policy's
decisions, wherever its file was, bet, seed, shoes, cut, burn, threshold, tags, the exact part),
cover every shoe and overlap nowhere.
  --json                the report as JSON`,
  },
  solve: {
    usage: [
      'baccarat solve <profile> [--decks N|infinite] [--sees totals|cards|banker-cards] [--commission P] [--json] [--out <policy.yaml>]',
      'baccarat solve <three-hand profile> [--policy <file>] [--responder banker|sides] [--stakes <side>=N,…] [--bet <id>] [--decks N] [--json] [--out <policy.yaml>]',
    ],
    details: `The equilibrium of the draws a two-hand profile leaves to a punter and the banker, exact in
rationals: each party's probability of drawing at every information set, the mixes, the value of
the game (zero-sum) or a Nash equilibrium and each party's expectation (a commission on the
banker's winnings makes the game bimatrix). A profile whose choices are one party's gets that
party's optimal draws; one without choices has nothing to solve (exit 1). See docs/solving.md.
  --decks N|infinite    decks in the shoe, from 1 to ${MOST_DECKS}, or infinite: cards drawn with replacement
                        (each rank 1/13), the textbook model
  --sees totals|cards|banker-cards
                        what a decider tells apart of his own hand: its total (default; what the
                        tables and policies read), the values of its two cards, or the banker his
                        cards and the punter his total; the banker also sees what his table reads
                        of the punter (his third card, or that he stood)
  --commission P        the house's percentage of the banker's winnings, 0 to 100 (default: the
                        profile's session.bank.houseShare); 0 makes the game zero-sum
  --json                the model, the sizes, the strategies, the values, the policy, as JSON
  --out <policy.yaml>   write the equilibrium as a policy for odds --policy and simulate --policy
                        (refused, exit 1, where a party plays two hands of one total differently)
A banker against two tableaux (baccarat-banque) is a three-person game: solve gives a best response
to how the others play, exact, with what it is worth seeing both tableaux' third cards (BB-05.5).
  --policy <file>       how the others decide (default: the profile's plain policy,
                        fixtures/policies/<id>.yaml, named in the output)
  --responder banker|sides
                        whose best response (default banker; refused where the house keeps a share
                        of the banker's winnings, as in baccarat-modern)
  --stakes <side>=N,…   the banker's response: the chips on each side (default 1 on each)
  --bet <id>            the bet the sides stake on (default: the first that backs one side)
  --out <policy.yaml>   write the response as a policy (the banker's keyed by his total)`,
  },
  simulate: {
    usage: [
      'baccarat simulate <profile> -n <coups> [--seed S] [--workers K] [--policy <file>] [--punters N] [--json] [--statechart]',
    ],
    details: `Plays seeded, shuffled shoes and prints each outcome's frequency and each bet's result per unit,
with 95 % confidence intervals (none with a single coup).
  -n <coups>            how many coups (1000000, 1_000_000 or 1e6)
  --seed S              0 to 4294967295 (random if not given; printed either way)
  --workers K           K seeded streams of shoes, 1 to 256 (default: this machine's cores). The
                        result depends on the seed and K alone; the streams share at most as many
                        threads as the machine runs at once, so a large K costs no more memory
  --policy <file>       who draws where the table leaves a choice
  --punters N           a game where each punter holds a hand: how many (3 if not given; up to the
                        whole table the shoe seats)
  --json                the figures as JSON (an interval that does not exist is null)
  --statechart          play the chart itself, not the compiled kernel (slower; the same coups)`,
  },
  inspect: {
    usage: ['baccarat inspect [profile] [--port N] [--no-open] [--stately]'],
    details: `A local page on 127.0.0.1: the chart, the table, the log and the legal moves; Ctrl-C stops it.
  --port N              0 (any free port) to 65535; 7370 if not given
  --no-open             do not start a browser
  --stately             also relay to Stately's hosted inspector (online)`,
  },
  diagram: {
    usage: ['baccarat diagram <profile> [--format mermaid|dot|json]', 'baccarat diagram --docs'],
    details: `The chart as a diagram on stdout (mermaid if no --format). Mermaid and dot draw the coup's
states in one box and every way an injected shoe runs out of cards as one edge from it; json is the
machine's whole definition.
  --docs                rewrite docs/variants/<id>.md for every bundled profile: its table of moves
                        (as show --moves prints it) and its chart (in a checkout of the sources
                        only: an installed package is refused, exit 1)`,
  },
  session: {
    usage: [
      'baccarat session <profile> [--players "Ann,Boris,Vera"] [--seed N | --cards "<cards>" | --shoe-file <file>] [--record <game.json>] [--json]',
      'baccarat session <profile> --auto <policy|plain> [--coups N] [--players …] [--seed N …] [--record <game.json>] [--json]',
      'baccarat session <profile> … --roads',
    ],
    details: `Plays a whole session: a home series, a bank to its end, a shoe to its stop card. Whoever's turn
it is is asked for a move among those the chart takes now; on a terminal they are numbered, each
with the rule that allows it (the guard of the chart's transition), and shown with the table as
that person may see it; a refused move says why and is asked again.
Piped input is one move per line, in the words the moves are offered with ("BET Ann punto",
"BID Boris 100", "DRAW Vera", "NEXT_COUP"; a number of chips after a move that takes them, "on
<tableau>" for a stake on the other tableau). Each line is played as soon as it is read; before
each, one line on stdout says what is expected ("> coup 1 · taking bets · Ann or Boris to move:
BET Ann punto | …"), so a program can feed one move and wait for the answer. Where bets stay
open until the deal (side bets: nobody has to stake on them), the line "DEAL" closes the bets
and deals the coup. A refused line, a line longer than 64 KiB, or lines left over once the
session is over end it (exit 1), naming the line; blank lines and "# comments" are skipped.
Ctrl-C or SIGTERM ends it too, the record holding every move played; so does its output closing
(piped into head), which says on stderr after which line of the input it stopped (exit 1).
  --players "A,B,C"     the participants in seating order; the first deals, or opens the bank, where
                        the rules say so (default: as few of Ann, Boris, Vera, … as the profile
                        seats)
  --seed N              a seeded shoe, 0 to 4294967295 (a seed from the clock if no shoe is given)
  --cards "<cards>"     a stacked shoe, top first; shuffles separated by |
  --shoe-file <file>    stacked shoes from a YAML file (shuffles: a list of card orders)
  --auto <policy>       a policy file (schemas/policy.schema.json), or plain for the bundled
                        profile's own, makes every choice; nobody stakes (where every punter
                        must, RD-03, each stakes the table's smallest); played to the end
  --coups N             with --auto: after N coups (100 if not given) the banker leaves where the
                        rules let him (a bank nobody stakes against never breaks)
  --record <game.json>  write the game record (schemas/record.schema.json) after every move: an
                        interrupted session leaves a whole record of what was played
  --json                print the record at the end instead of the progress
  --roads               draw the shoe's roads at the end, as text (see baccarat roads --help); a
                        profile without one two-hand result a coup is refused before play
Exit 1 when the session cannot be seated, a scripted move is refused, the input ends early, or the
output closes before the end.`,
  },
  replay: {
    usage: ['baccarat replay <game.json> [--json] [--check] [--profile <id|file>]'],
    details: `Plays a game record again through the profile's chart and prints the trace: every move, each
coup's result, the standings.
  --json                every coup's result and the final standings as JSON
  --check               fail (exit 1), naming the first move, where the record's results are not
                        what the rules give
  --profile <id|file>   replay against another profile than the one the record names (a record
                        whose profile hash differs is otherwise refused)
Exit 1 when the record fails its schema (file:line:col), names an unknown profile, was made from a
profile whose hash differs, holds an illegal move (its index and the chart's reason), or fails
--check.`,
  },
  roads: {
    usage: [
      'baccarat roads <game.json> [--profile <file>] [--text | --json | --svg] [--out <file>]',
      'baccarat roads --results "<results>" [--text | --json | --svg] [--out <file>]   (--results - reads stdin)',
      'baccarat roads --profile <id> --seed N [--coups N] [--players …] [--text | --json | --svg] [--out <file>]',
    ],
    details: `The roads of a shoe, as a baccarat table shows them (docs/roads.md, rules ROAD-01 to ROAD-12): the
Bead Plate, the Big Road, Big Eye Boy, Small Road and Cockroach Pig, and what a next Banco or Punto
would add to each derived road.
  <game.json>           a game record (schemas/record.schema.json): its moves replayed through the
                        profile's chart, each coup's cards and result held to the record's (as
                        replay --check holds them); --profile <file> is the profile it was made
                        from where that is not a bundled one (its id must be the one the record
                        names)
  --results "<results>" a coup a letter, B (Banco won), P (Punto won) or T (a tie), each followed by
                        its pair marks: b (Banco's first two cards a pair), p (Punto's); spaces and
                        commas between coups are ignored: "B Pp Tbp B"; - reads them from stdin
  --profile <id>        a shoe played here, seeded by --seed N, under the profile's plain policy,
                        nobody staking; --coups N as for session --auto (a series ends by itself)
  --text                six lines a road, "." an empty cell, ● red and ○ blue on the derived roads;
                        a road wider than 100 columns in pages, each titled with its columns and
                        coups (the default)
  --json                every road's cells: column, row (from 0, the top left), and what each holds
  --svg                 the picture, laid out as a live table's board: red Banco, blue Punto, green
                        ties and pair dots, and the shoe's counts
  --out <file>          write the output to a file (never over an input) instead of stdout
Roads need one two-hand result a coup: Punto Banco and its house variants, Chemin de Fer (the
punter's hand is Punto, the banker's Banco). A banker against two tableaux, or against each punter,
is refused with the reason. Exit 1 when the results cannot be read (the character named), the record
fails its schema, names a profile that is not bundled (give --profile <file>) or another than
--profile's, holds a coup its cards do not give, or the profile has no roads.`,
  },
  vectors: {
    usage: [
      'baccarat vectors --out <dir> [<file.feature | profile.yaml>…]',
      'baccarat vectors --check <dir> --engine "<command>" [--engine-timeout ms] [--json]',
    ],
    details: `Writes every single-coup scenario of the conformance suite as a JSON test vector, for an engine
that cannot run an adapter: one file per profile (its stacked shoe and bets with their amounts; the
cards, decisions, naturals, totals, outcome and settlements expected; the rule ids), their JSON
Schema (vectors.schema.json) and a README. Given feature files, their single coups instead; a
profile file, the suite's single coups of the bundled profile it extends, dealt by its rules.
  --out <dir>           the folder: new (its parent must exist) or empty, not a link to one;
                        written whole or not at all (a full disk leaves nothing)
  --check <dir>         replay a folder's vectors (or one file) against --engine's adapter
  --engine <command>    the adapter (docs/adapter-protocol.md); --engine-timeout, as for conform
  --json                --check's result as JSON
Exit 1 when the folder holds anything, is not a folder, or cannot be written, an input cannot be
read, a vector file fails its schema, or a vector fails (or none was checked).`,
  },
  explore: {
    usage: ['baccarat explore <profile> [--participants N] [--coups K] [--max-states S] [--json]'],
    details: `Walks every state a small table of the profile can reach, breadth first, through the table
users play: every move by everyone in each state (a stake at the least, the cover and one over it;
a fund at the least and all the bidder's chips), over small stacked shoes laid out for the profile,
and checks in each that chips are conserved, that a refused move changes nothing, that the banker
never stakes against his own bank, that there is no dead end (nor a loop the table cannot leave),
that records replay, and that every move taken matches a cell of the procedure. A violation is
printed as the shortest Gherkin scenario that reaches it, in the suite's own steps. Each cell no
explored path reached is listed, with why (beyond the bound, or not reached from this table) and,
for a bundled profile, the scenario of its own features that covers it. Exit 0 when nothing is
violated, 1 when something is. See docs/explore.md.
  --participants N      2 to 5, seated Anna, Boris, Vera, Gleb, Dasha (default 3)
  --coups K             1 to 3 coups walked (default 1)
  --max-states S        the states walked at most, 1 to 10000000 (default 20000): the walk says
                        when this bound stopped it
  --json                the counts, the cells and the violations, with their scenarios, as JSON`,
  },
  shuffles: {
    usage: ['baccarat shuffles [<profile>] [--engine "<cmd>"] [--engine-timeout ms] [--shoes N] [--seed S] [--json]'],
    details: `Certifies a shuffle: asks an engine for shoes of <profile> (default punto-banco) shuffled by its own
generator (feature shoes of the adapter protocol), and runs a statistical battery on them: each
rank at each place, the first card after the shuffle and after the burn, neighbours of one rank and
of one value, the serial correlation of values, runs of red and black, rising sequences against the
new shoe (the riffle's signature), repeated shoes, the cut card's place, and the outcomes of coups
dealt from the shoes against the exact odds. Each test's statistic, p-value and verdict, corrected
by Holm–Bonferroni, one verdict at 99 %, and the shoes each test needs to see a stated bias. See
docs/shuffles.md.
  --engine "<cmd>"      the adapter's command (without it, this project's own engine)
  --engine-timeout ms   milliseconds an answer may take, 1 to 600000 (default 5000)
  --shoes N             shoes dealt, 2 to 1000000 (default 1000; the first card's test needs 260)
  --seed S              the built-in engine's shoes from this seed (reproducible), not from the
                        operating system's cryptographic source
  --json                the report as JSON (schemas/shuffles-report.schema.json)
Exit 0 when the battery passes, 1 when it fails, when the engine does not offer the feature shoes or
play the profile, or gives a shoe that is not the profile's decks' cards (the shoe named).`,
  },
};

export const COMMAND_NAMES = Object.keys(COMMANDS);

export const OVERVIEW = `baccarat: an executable specification of the baccarat family

usage:
  baccarat validate <profile.yaml…>          check profiles; each problem as file:line:col /pointer
  baccarat show <profile> [--moves]          the profile resolved, or its table of moves
  baccarat play <profile> --cards "<cards>"  play one coup from a card order (top of the shoe first)
  baccarat conform [<file.feature…>]         run the conformance suite, or your own scenarios
  baccarat odds <profile>                    exact odds of a coup, fresh shoe: outcomes, house edges
  baccarat par <profile>                     each bet's par sheet: rows, edge, hit rate, deviation
  baccarat count <profile> --bet <id>        whether a bet can be counted: effects of removal, tags
  baccarat merge <slice.json…>               the slices of a count's simulation, added up
  baccarat simulate <profile> -n <coups>     seeded shoes on every core: frequencies, results, CIs
  baccarat solve <profile>                   the equilibrium of the punter's and the banker's draws
  baccarat inspect [profile]                 a local page: the chart, the table, the log, the moves
  baccarat diagram <profile>                 the chart as a diagram on stdout
  baccarat session <profile>                 play a whole session; --record <game.json> keeps it
  baccarat replay <game.json>                replay a record through the chart; --check its results
  baccarat roads <game.json | --results …>   the Bead Plate, the Big Road and its derived roads
  baccarat vectors --out <dir>               the suite's single coups as JSON test vectors
  baccarat explore <profile>                 a small table's every state walked, invariants checked
  baccarat shuffles [<profile>]              a statistical battery on an engine's shuffled shoes

  baccarat <command> --help                  that command's options
  baccarat --version                         the version

<profile> is a bundled profile id (e.g. punto-banco) or a path to a YAML file.
--debug (anywhere) or BACCARAT_DEBUG=1 prints the trace of an internal error.
Exit status: 0 ok, 1 a rule or validation failure, 2 a wrong command line,
70 an internal error (a bug).`;

/**
 * A usage line's groups: words split at blanks outside brackets, parentheses and quotes, so that
 * `[--decks N]` or `"<cards>"` is never cut in two.
 */
function usageGroups(line: string): string[] {
  const groups: string[] = [];
  let depth = 0;
  let quoted = false;
  let group = '';
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '[' || ch === '(')) depth++;
    else if (!quoted && (ch === ']' || ch === ')')) depth--;
    if (ch === ' ' && depth === 0 && !quoted) {
      if (group !== '') groups.push(group);
      group = '';
    } else group += ch;
  }
  if (group !== '') groups.push(group);
  return groups;
}

/**
 * The usage lines under "usage: ", each within COLUMNS: a long one wraps between its groups, the
 * rest of it indented under the command's first argument.
 */
function usageText(name: string): string {
  const lead = 'usage: ';
  const indent = ' '.repeat(lead.length + `baccarat ${name} `.length);
  const lines: string[] = [];
  for (const [i, usage] of COMMANDS[name]!.usage.entries()) {
    let line = i === 0 ? lead : ' '.repeat(lead.length);
    let fresh = true;
    for (const group of usageGroups(usage)) {
      if (!fresh && textWidth(`${line} ${group}`) > COLUMNS) {
        lines.push(line);
        line = indent;
        fresh = true;
      }
      line += fresh ? group : ` ${group}`;
      fresh = false;
    }
    lines.push(line);
  }
  return lines.join('\n');
}

export function commandHelp(name: string): string {
  return `${usageText(name)}\n\n${COMMANDS[name]!.details}`;
}

/** What a usage error adds below its message: the command's usage lines and where to read more. */
export function usageHint(name: string): string {
  return `${usageText(name)}\nsee 'baccarat ${name} --help'`;
}
