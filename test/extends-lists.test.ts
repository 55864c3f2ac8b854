/**
 * A variant's lists that merge with its parent's (src/loader/lists.ts, docs/adding-a-variant.md §1):
 * `bets` by id, `session.betting.sideBets` by the ids it lists, `sideBetRules` by `bet`. A house
 * adding one side bet writes that bet alone; a bet of the parent's id replaces it in its place;
 * `{ id, remove: true }` drops one, with its side bet and its stake rules. A problem stands where it
 * was written, whatever place its entry takes in the merged list.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledIds, loadProfile } from '../src/loader/bundled.js';
import { checkProfileText, type LoadResult, loadProfileWithSource } from '../src/loader/load.js';
import { formatProblem } from '../src/profile/errors.js';
import { scratchDir } from './support/temp.js';

type Json = Record<string, unknown>;

/** A variant of `parent` named house.yaml: its id and name on lines 2 and 3, `body` from line 4. */
const house = (parent: string, body: string) =>
  checkProfileText(`extends: ${parent}\nid: house\nname: House\n${body}`, 'house.yaml');
const betIds = (r: LoadResult) => (r.resolved!.bets as Json[]).map((b) => b.id);
const betting = (r: LoadResult) => (r.resolved!.session as Json).betting as Json;
const lines = (r: LoadResult) => r.problems.map(formatProblem);

const LUCKY = '  - { id: lucky, name: Lucky tie, settle: [{ when: { outcome: tie, tieTotal: 6 }, pays: "20:1" }] }\n';

describe('a variant adds, replaces and removes bets by id', () => {
  it('adds a new bet after the parent’s, and a new side bet after its side bets', () => {
    const r = house('punto-banco', `bets:\n${LUCKY}session:\n  betting:\n    sideBets: [lucky]\n`);
    expect(r.problems).toEqual([]);
    expect(betIds(r)).toEqual(['punto', 'banco', 'tie', 'lucky']);
    expect(betting(r).sideBets).toEqual(['lucky']);
  });

  it('replaces a bet of the parent’s id whole, in the parent’s place, whatever the order it is written in', () => {
    const r = house(
      'punto-banco',
      [
        'bets:',
        '  - { id: tie, name: Tie at 9, settle: [{ when: { outcome: tie }, pays: "9:1" }] }',
        '  - { id: banco, name: Banco, settle: [{ when: { outcome: banco }, pays: "1:1", commission: 4 }] }',
        '',
      ].join('\n'),
    );
    expect(r.problems).toEqual([]);
    expect(betIds(r)).toEqual(['punto', 'banco', 'tie']);
    const [punto, banco, tie] = r.resolved!.bets as Json[];
    expect(punto!.name).toBe('Punto');
    // Whole: the parent's push on a tie is not kept beside the rule written.
    expect(banco!.settle).toEqual([{ when: { outcome: 'banco' }, pays: '1:1', commission: 4, result: 'win' }]);
    expect(tie!.name).toBe('Tie at 9');
  });

  it('drops a bet with { id, remove: true }; the main predictions are the child’s to restate', () => {
    const r = house(
      'punto-banco',
      'bets:\n  - { id: tie, remove: true }\nsession:\n  betting:\n    on: [punto, banco]\n',
    );
    expect(r.problems).toEqual([]);
    expect(betIds(r)).toEqual(['punto', 'banco']);
    // session.betting.on replaces the parent's whole: left as it was, it names the bet removed.
    expect(lines(house('punto-banco', 'bets:\n  - { id: tie, remove: true }\n'))).toEqual([
      'specs/profiles/punto-banco.yaml:84:24  /session/betting/on/2  "tie" is not a bet of this profile: bets are punto, banco (inherited from specs/profiles/punto-banco.yaml: override it in house.yaml)',
    ]);
  });
});

describe('a variant’s side bets and their stake rules merge too', () => {
  it('loses a removed bet’s side bet and its stake rules with it', () => {
    const r = house('ez-baccarat', 'bets:\n  - { id: dragon-7, remove: true }\n');
    expect(r.problems).toEqual([]);
    expect(betIds(r)).toEqual(['punto', 'banco', 'tie', 'panda-8']);
    expect(betting(r).sideBets).toEqual(['panda-8']);
    expect(betting(r).sideBetRules).toEqual([{ bet: 'panda-8', needs: ['punto', 'banco'] }]);
  });

  it('keeps the parent’s side bets in their places, and replaces a stake rule by its bet, whole', () => {
    const r = house(
      'ez-baccarat',
      [
        'bets:',
        '  - { id: tiger, name: Tiger, settle: [{ when: { outcome: banco, hand: banco, total: 6 }, pays: "12:1" }] }',
        'session:',
        '  betting:',
        '    sideBets: [panda-8, tiger]',
        '    sideBetRules:',
        '      - { bet: tiger, needs: [banco] }',
        '      - { bet: dragon-7, needs: [banco] }',
        '',
      ].join('\n'),
    );
    expect(r.problems).toEqual([]);
    expect(betting(r).sideBets).toEqual(['dragon-7', 'panda-8', 'tiger']);
    expect(betting(r).sideBetRules).toEqual([
      { bet: 'dragon-7', needs: ['banco'] },
      { bet: 'panda-8', needs: ['punto', 'banco'] },
      { bet: 'tiger', needs: ['banco'] },
    ]);
  });
});

describe('a merged list’s problem stands where it was written', () => {
  it('refuses a removal of a bet the parent lacks, at its id', () => {
    expect(lines(house('punto-banco', 'bets:\n  - { id: tyie, remove: true }\n'))).toEqual([
      'house.yaml:5:11  /bets/0/id  "tyie" is not a bet of the parent "punto-banco" (did you mean "tie"?): its bets are punto, banco, tie',
    ]);
  });

  it('refuses a bet written twice in the child, at the second', () => {
    expect(lines(house('punto-banco', `bets:\n${LUCKY}  - { id: lucky, remove: true }\n`))).toEqual([
      'house.yaml:6:11  /bets/1/id  bet "lucky" is written twice in this file (also /bets/0): one entry adds, replaces or removes a bet',
      'house.yaml:6:11  /bets/1/id  "lucky" is not a bet of the parent "punto-banco": its bets are punto, banco, tie',
    ]);
  });

  it('refuses a removal that is not { id, remove: true }, and one in a profile that extends none', () => {
    expect(lines(house('punto-banco', 'bets:\n  - { id: tie, remove: false }\n'))).toEqual([
      `house.yaml:5:24  /bets/0/remove  false is not allowed: remove is true, and drops the parent's bet of this id`,
    ]);
    expect(lines(house('punto-banco', 'bets:\n  - { id: tie, name: Tie, remove: true }\n'))).toEqual([
      `house.yaml:5:16  /bets/0/name  "name" has no place in a removal: { id: <bet>, remove: true } drops the parent's bet whole`,
    ]);
    const whole = readFileSync('specs/profiles/punto-banco.yaml', 'utf8').replace(
      '\n  - id: punto\n',
      '\n  - { id: tie, remove: true }\n  - id: punto\n',
    );
    expect(checkProfileText(whole, 'whole.yaml').problems.map(formatProblem)).toEqual([
      'whole.yaml:61:16  /bets/0/remove  remove drops a bet of the parent, and this profile extends none: leave the bet out instead',
    ]);
  });

  it('locates a child’s bet at its own place, and an inherited entry in the file of its parent that wrote it', () => {
    const dir = scratchDir('baccarat-lists-');
    // parent.yaml: EZ Baccarat without Dragon 7, with a bet of its own beside Punto.
    writeFileSync(
      join(dir, 'parent.yaml'),
      [
        'extends: ez-baccarat',
        'id: parent',
        'name: Parent',
        'bets:',
        '  - { id: dragon-7, remove: true }',
        LUCKY.trimEnd(),
        'session:',
        '  betting:',
        '    sideBets: [lucky]',
        '    sideBetRules: [{ bet: lucky, needs: [punto] }]',
        '',
      ].join('\n'),
    );
    const child = (name: string, body: string) => {
      writeFileSync(join(dir, name), `extends: parent.yaml\nid: child\nname: Child\n${body}`);
      return loadProfileWithSource(join(dir, name), name);
    };
    const bad = child(
      'bad.yaml',
      'bets:\n  - { id: panda-8, remove: true }\n  - { id: big, name: Big, settle: [{ when: { cardsDealt: 5-6 }, pays: 30 }] }\n',
    );
    expect(lines(bad)).toEqual([
      'bad.yaml:6:71  /bets/1/settle/0/pays  30 is not a payout: a payout is a ratio \'profit:stake\' (e.g. "30:1" for 30 to 1) or a pay table (a ladder): { by, table }',
    ]);
    // Punto removed: the stake rules that need it are each inherited, from the file that wrote it
    // (EZ Baccarat's second, the parent's first: the resolved profile's first and second).
    const noPunto = child(
      'no-punto.yaml',
      'bets:\n  - { id: punto, remove: true }\nsession:\n  betting:\n    on: [banco, tie]\n',
    );
    const ez = 'specs/profiles/house/ez-baccarat.yaml';
    expect(lines(noPunto).map((l) => l.replaceAll(`${dir}/`, ''))).toEqual([
      `${ez}:47:33  /session/betting/sideBetRules/1/needs/0  "punto" is not a main prediction (session.betting.on: banco, tie) (inherited from ${ez}: override it in no-punto.yaml)`,
      'parent.yaml:10:42  /session/betting/sideBetRules/0/needs/0  "punto" is not a main prediction (session.betting.on: banco, tie) (inherited from parent.yaml: override it in no-punto.yaml)',
    ]);
  });
});

describe('every bundled profile resolves its lists as when a child’s list replaced its parent’s', () => {
  // Each bundled variant that writes bets repeats its parent's in their order: merged by id, they
  // come out the same (and so do `show`'s output and the profile hashes records replay against).
  const RESOLVED: Record<string, string> = {
    'baccarat-banque': 'side cheval banco',
    'baccarat-banque-first-right': 'side cheval banco',
    'baccarat-club': 'side cheval',
    'baccarat-club-25': 'side cheval',
    'baccarat-club-cagnotte-5': 'side cheval',
    'baccarat-club-croupier-cut': 'side cheval',
    'baccarat-domestic': 'stake',
    'baccarat-domestic-tens': 'stake',
    'baccarat-modern': 'side cheval banco',
    'big-small': 'punto banco tie big small; side bets big small',
    'both-hands':
      'punto banco tie three-giving-eight three-giving-eight-180 eights-and-nines nine-over-seven bad-beat; side bets three-giving-eight three-giving-eight-180 eights-and-nines nine-over-seven bad-beat',
    'card-colours': 'punto banco tie red-first all-black; side bets red-first all-black',
    'card-words': 'punto banco tie tiger-pair; side bets tiger-pair; stake rules tiger-pair',
    'chemin-de-fer': 'stake banco avec-la-table',
    'chemin-de-fer-bank-limit-3': 'stake banco avec-la-table',
    'chemin-de-fer-free-banker': 'stake banco avec-la-table',
    'dai-bacc': 'punto banco tie tiger-7 ox-6 kill; side bets tiger-7 ox-6 kill',
    'dragon-bonus': 'punto banco tie dragon-punto dragon-banco; side bets dragon-punto dragon-banco',
    'dragon-bonus-2': 'punto banco tie dragon-punto dragon-banco; side bets dragon-punto dragon-banco',
    egalite:
      'punto banco tie egalite-0 egalite-1 egalite-2 egalite-3 egalite-4 egalite-5 egalite-6 egalite-7 egalite-8 egalite-9 egalite-0-group egalite-1-3 egalite-4-5 egalite-6-7 egalite-8-9 low-tie high-tie; side bets egalite-0 egalite-1 egalite-2 egalite-3 egalite-4 egalite-5 egalite-6 egalite-7 egalite-8 egalite-9 egalite-0-group egalite-1-3 egalite-4-5 egalite-6-7 egalite-8-9 low-tie high-tie',
    'ez-baccarat': 'punto banco tie dragon-7 panda-8; side bets dragon-7 panda-8; stake rules dragon-7 panda-8',
    'five-treasures':
      'punto banco tie fortune-7 golden-8 heavenly-9 blazing-7s cover-all; side bets fortune-7 golden-8 heavenly-9 blazing-7s cover-all',
    'four-five-six': 'punto banco tie four-cards five-cards six-cards; side bets four-cards five-cards six-cards',
    'golden-frog':
      'punto banco tie frog-8-beats-6 frog-9-beats-7 frog-9-beats-1 frog-9-beats-7-three; side bets frog-8-beats-6 frog-9-beats-7 frog-9-beats-1 frog-9-beats-7-three',
    'lucky-6': 'punto banco tie lucky-6 lucky-6-macau; side bets lucky-6 lucky-6-macau',
    'majestic-match': 'punto banco tie majestic-match-punto; side bets majestic-match-punto',
    'majestic-match-banker': 'punto banco tie majestic-match-banco; side bets majestic-match-banco',
    'natural-bets':
      'punto banco tie natural-8-punto natural-8-banco natural-9-punto natural-9-banco natural-8-punto-8 natural-9-punto-8; side bets natural-8-punto natural-8-banco natural-9-punto natural-9-banco natural-8-punto-8 natural-9-punto-8',
    'pair-bets':
      'punto banco tie either-pair perfect-pair perfect-pair-26; side bets either-pair perfect-pair perfect-pair-26',
    'pair-colours': 'punto banco tie pair-tiers; side bets pair-tiers',
    'perfect-pairs': 'punto banco tie perfect-pair; side bets perfect-pair',
    'punto-banco': 'punto banco tie',
    'punto-banco-6-decks': 'punto banco tie',
    'punto-banco-pairs': 'punto banco tie punto-pair banco-pair; side bets punto-pair banco-pair',
    'punto-banco-tie-9': 'punto banco tie',
    'super-6': 'punto banco tie',
    'three-card-win': 'punto banco tie punto-3-card-win banco-3-card-win; side bets punto-3-card-win banco-3-card-win',
    tiger: 'punto banco tie tiger big-tiger tiger-pair; side bets tiger big-tiger tiger-pair',
  };

  it('holds its bets, side bets and stake rules in the same order', () => {
    const got = Object.fromEntries(
      bundledIds().map((id) => {
        const p = loadProfile(id);
        const b = p.session.betting as { sideBets?: string[]; sideBetRules?: { bet: string }[] };
        const parts = [p.bets.map((x) => x.id).join(' ')];
        if (b.sideBets?.length) parts.push(`side bets ${b.sideBets.join(' ')}`);
        if (b.sideBetRules?.length) parts.push(`stake rules ${b.sideBetRules.map((r) => r.bet).join(' ')}`);
        return [id, parts.join('; ')];
      }),
    );
    expect(got).toEqual(RESOLVED);
  });
});
