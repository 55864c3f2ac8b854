/**
 * What is worked out once per profile and key, and kept as long as the profile object lives: the
 * charts of a table's seatings, a bet's effects of removal, the shoes a card short. A profile is
 * loaded once a process (src/loader/bundled.ts), so its object is the key.
 */
import type { Profile } from './types.js';

export class PerProfile<K, V> {
  private readonly byProfile = new WeakMap<Profile, Map<K, V>>();

  /** The value kept for this profile and key, made by `make` the first time it is asked for. */
  get(profile: Profile, key: K, make: () => V): V {
    let byKey = this.byProfile.get(profile);
    if (!byKey) {
      byKey = new Map();
      this.byProfile.set(profile, byKey);
    }
    let value = byKey.get(key);
    if (value === undefined) {
      value = make();
      byKey.set(key, value);
    }
    return value;
  }
}
