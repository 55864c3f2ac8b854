/**
 * Deliberately broken rules, for the mutation check of the kit (test/conform-engine.test.ts): a
 * kit that passes a broken engine is worth nothing. Each mutant changes a loaded profile the way a
 * faulty engine would play it; the self-adapter serves the built-in engine under one of them
 * (`--mutant <name>`).
 */
import type { Profile, Row, Turn } from '../profile/types.js';

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };

export const MUTANTS = {
  /** PB-04.3: Banco on 6 draws when Punto's third card is a 6 or 7; the mutant stands. */
  'third-card': (p: Mutable<Profile>) => {
    for (const turn of p.drawing.turns as Mutable<Turn>[]) {
      const row = turn.rows[6] as Mutable<Row> | undefined;
      if (turn.against !== undefined && row?.kind === 'by-third-card' && row.byValue[6] === 'draw')
        row.byValue[6] = 'stand';
    }
  },
  /** PB-03.3: a natural 8 settles the coup at once; the mutant plays on (8 stands, the other hand draws by its table). */
  natural: (p: Mutable<Profile>) => {
    p.naturals.totals = p.naturals.totals.filter((t) => t !== 8);
    for (const turn of p.drawing.turns as Mutable<Turn>[]) turn.rows[8] ??= { kind: 'fixed', action: 'stand' };
  },
  /** PB-05.2: 5 % of a winning Banco's profit; the mutant takes 4 %. */
  commission: (p: Mutable<Profile>) => {
    for (const bet of p.bets) for (const rule of bet.settle) if (rule.commission === 5) rule.commission = 4;
  },
} as const;
export type MutantName = keyof typeof MUTANTS;

/** The profile as the mutant plays it (a copy: the loaded profile is shared and stays intact). */
export function mutate(name: MutantName): (p: Profile) => Profile {
  const cache = new Map<Profile, Profile>();
  return (p) => {
    let m = cache.get(p);
    if (!m) {
      const copy = structuredClone(p) as Mutable<Profile>;
      MUTANTS[name](copy);
      m = copy as Profile;
      cache.set(p, m);
    }
    return m;
  };
}
