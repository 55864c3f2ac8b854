/**
 * Whether a scenario applies to an engine (src/engine/applicable.ts), the one rule the suite's hook
 * skips a scenario by and the docs' figures count by: from its tags and the engine's hello alone.
 */
import { describe, expect, it } from 'vitest';
import { whyNotApplicable } from '../src/engine/applicable.js';
import type { Feature } from '../src/engine/types.js';

const engine = (variants: string[], features: Feature[], adapter = true) => ({
  capabilities: { engine: { name: 'e', version: '1' }, variants, features },
  adapter,
});

describe('a scenario applies to an engine', () => {
  it('when the engine plays one of its variants and offers every feature it needs', () => {
    const tags = ['@rule:PB-05.1', '@variant:punto-banco', '@needs:payouts'];
    expect(whyNotApplicable(tags, engine(['punto-banco'], ['payouts']))).toBeUndefined();
    expect(whyNotApplicable(tags, engine(['punto-banco'], ['session']))).toBe('e does not offer payouts');
    expect(whyNotApplicable(tags, engine(['chemin-de-fer'], []))).toBe(
      'e does not play punto-banco, and does not offer payouts',
    );
  });

  it('the built-in engine plays every variant; an adapter is never asked for the roads, whatever its hello claims', () => {
    const roads = ['@needs:roads'];
    expect(whyNotApplicable(['@variant:tiger'], engine([], [], false))).toBeUndefined();
    expect(whyNotApplicable(roads, engine([], ['roads'], false))).toBeUndefined();
    expect(whyNotApplicable(roads, engine(['punto-banco'], ['roads']))).toBe(
      'e is not asked for roads: this project draws them from the results (built-in only)',
    );
  });
});
