/**
 * The docs' command samples whose command takes a second or more: Baccarat Banque's exact odds (three
 * hands, every order of nine cards by value) and a counting simulation of a hundred shoes. npm test
 * checks every other sample (test/readme-blocks.test.ts); test:deep these
 * (test/deep/readme-blocks.deep.ts). Each is a sample's command line as the page shows it.
 */
export const SLOW_SAMPLES: readonly string[] = [
  '$ node bin/baccarat.js odds baccarat-banque --decks 6',
  '$ node bin/baccarat.js count examples/profiles/natural-9.yaml --bet natural-9 --shoes 100 --at 2',
];
