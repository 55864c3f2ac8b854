/**
 * The 8-deck expected value of every bet of each house variant, exact, and its house edge to 4
 * decimals: the published counts worked by hand (see test/odds-house.test.ts). Dragon Bonus from
 * Wizard of Odds' table of the 4,998,398,275,503,360 six-card orders, e.g. Punto: (30 × 18,409,431,764,992
 * + 10 × 34,097,645,543,424 + 6 × 89,590,261,473,280 + 4 × 141,238,897,317,888 + 2 × 166,169,165,987,840
 * + 186,780,352,174,080 + 812,685,054,124,032 − losses) / T, published as 2.6517 % (Banco 9.3731 %);
 * Perfect Pairs (version 2) from its four-card count: (250 × 2,101,008 + 25 × 244,747,776 −
 * 7,132,734,336) / 7,379,583,120, published as 6.62 %; Big and Small from the 8-deck probability of
 * four cards, 0.378868 (Small at 1.5:1: −5.283 %, Big at 0.54:1: −4.346 %, published as 4.35 %). Held by the exact
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
  'dragon-bonus': {
    punto: [PUNTO.punto, '1.2351'],
    banco: ['-114753351728/10847218479825', '1.0579'],
    tie: [TIE.tie, '14.3596'],
    'dragon-punto': ['-103547854751/3904998652737', '2.6517'],
    'dragon-banco': ['-9683026823/103306842665', '9.3731'],
  },
  'big-small': {
    punto: [PUNTO.punto, '1.2351'],
    banco: ['-114753351728/10847218479825', '1.0579'],
    tie: [TIE.tie, '14.3596'],
    big: ['-22999/529230', '4.3457'],
    small: ['-19571/370461', '5.2829'],
  },
  'perfect-pairs': {
    punto: [PUNTO.punto, '1.2351'],
    banco: ['-114753351728/10847218479825', '1.0579'],
    tie: [TIE.tie, '14.3596'],
    'perfect-pair': ['-111902/1689465', '6.6235'],
  },
  'punto-banco-pairs': {
    punto: [PUNTO.punto, '1.2351'],
    banco: ['-114753351728/10847218479825', '1.0579'],
    tie: [TIE.tie, '14.3596'],
    'punto-pair': ['-43/415', '10.3614'],
    'banco-pair': ['-43/415', '10.3614'],
  },
};
