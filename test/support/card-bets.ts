/**
 * Punto Banco with bets that read the cards beside its own: the profile the card-word tests count
 * (test/card-facts.test.ts).
 */
import { checkProfileText } from '../../src/loader/load.js';
import type { Profile } from '../../src/profile/types.js';

/** Punto Banco with these bets beside its own (YAML lines of `bets:`). */
export function withBets(bets: string): { profile?: Profile; problems: string[] } {
  const text = `extends: punto-banco
id: card-facts
name: Card facts
description: Bets that read the cards.
bets:
  - { id: punto, name: Punto, settle: [{ when: { outcome: punto }, pays: "1:1" }, { when: { outcome: tie }, result: push }] }
  - { id: banco, name: Banco, settle: [{ when: { outcome: banco }, pays: "1:1", commission: 5 }, { when: { outcome: tie }, result: push }] }
  - { id: tie, name: Tie, settle: [{ when: { outcome: tie }, pays: "8:1" }] }
${bets}
`;
  const r = checkProfileText(text, 'card-facts.yaml', 'specs/profiles/house/card-facts.yaml');
  return { profile: r.profile, problems: r.problems.map((p) => `${p.line}:${p.col} ${p.pointer} ${p.message}`) };
}
