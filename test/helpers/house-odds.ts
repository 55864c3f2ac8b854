/**
 * The 8-deck expected value of every bet of each house variant, exact, and its house edge to 4
 * decimals: the published counts worked by hand (see test/odds-house.test.ts). Held by the exact
 * odds there and by a long simulation in test/deep/odds-house.deep.ts.
 */
const PUNTO = { punto: '-241149546272/19524993263685' };
const TIE = { tie: '-103841353768/723147898655' };

export const HOUSE: Record<string, Record<string, [ev: string, edge: string]>> = {
  'super-6': {
    punto: [PUNTO.punto, '1.2351'],
    banco: ['-284694798368/19524993263685', '1.4581'],
    tie: [TIE.tie, '14.3596'],
  },
  'ez-baccarat': {
    punto: [PUNTO.punto, '1.2351'],
    banco: ['-66274384744/6508331087895', '1.0183'],
    tie: [TIE.tie, '14.3596'],
    'dragon-7': ['-64613588827/848912750595', '7.6113'],
    'panda-8': ['-153010345753/1501922558745', '10.1876'],
  },
  'punto-banco-pairs': {
    punto: [PUNTO.punto, '1.2351'],
    banco: ['-114753351728/10847218479825', '1.0579'],
    tie: [TIE.tie, '14.3596'],
    'punto-pair': ['-43/415', '10.3614'],
    'banco-pair': ['-43/415', '10.3614'],
  },
};
