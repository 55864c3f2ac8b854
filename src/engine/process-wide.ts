/**
 * A map shared by every copy of this project's modules in one process. The conformance run may load
 * two copies of the engine's modules: the steps cucumber imports (dist/) and the command or run that
 * started it (the sources, under test). A module-level map would be two maps; one kept on globalThis
 * under a registered symbol is one.
 */
export function processWideMap<K, V>(name: string): Map<K, V> {
  const key = Symbol.for(`baccarat-spec/${name}`);
  const slot = globalThis as { [k: symbol]: Map<K, V> | undefined };
  slot[key] ??= new Map<K, V>();
  return slot[key];
}
