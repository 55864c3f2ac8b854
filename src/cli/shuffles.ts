/**
 * `baccarat shuffles [<profile>] [--engine "<cmd>"] [--engine-timeout ms] [--shoes N] [--seed S] [--json]`:
 * the shuffle battery (src/shuffles/, docs/shuffles.md) on shoes shuffled by an engine behind an
 * adapter (feature shoes), or by this project's own engine (from the operating system's
 * cryptographic source, or from --seed for a reproducible run). Exit 0 when the battery passes at
 * 99 %, 1 when it fails, when the engine offers no shoes, or when a shoe it gives is not a shoe.
 */
import type { Engine } from '../engine/types.js';
import { BATTERY_SHOES } from '../shuffles/results.js';
import { parseCommandArgs, wholeNumber } from './args.js';
import { engineCommand, engineTimeout, startAdapter } from './engine-option.js';
import { cwdOf, type Io, printable, UsageError } from './io.js';

/** Shoes dealt where --shoes is not given: above the battery's least (BATTERY_SHOES), for its power. */
export const SHUFFLES_DEFAULT_SHOES = 1000;

const refused = (message: string) => new UsageError(message, 1);

export async function shufflesCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    engine: { type: 'string' },
    'engine-timeout': { type: 'string' },
    shoes: { type: 'string' },
    seed: { type: 'string' },
    json: { type: 'boolean', default: false },
  });
  if (positionals.length > 1) throw new UsageError(`shuffles takes one profile, not ${positionals.length}`);
  const profileId = positionals[0] ?? 'punto-banco';
  const shoes =
    values.shoes === undefined ? SHUFFLES_DEFAULT_SHOES : wholeNumber('--shoes', values.shoes, 1, 1_000_000, 'shoes');
  // A verdict must not pass on tests that did not run for want of shoes: fewer than every test needs is refused.
  if (shoes < BATTERY_SHOES)
    throw new UsageError(
      `--shoes ${shoes}: the battery needs ${BATTERY_SHOES} shoes or more (20 expected a cell for the rank at each place); fewer would leave tests unrun`,
    );
  const seed = values.seed === undefined ? undefined : wholeNumber('--seed', values.seed, 0, 2 ** 32 - 1);
  if (values.engine !== undefined && seed !== undefined)
    throw new UsageError("--seed: only for the built-in engine (an engine's shoes come from its own generator)");
  const command = engineCommand(values.engine, values['engine-timeout']);
  const timeout = engineTimeout(values['engine-timeout']);
  const { loadProfile } = await import('../loader/bundled.js');
  const profile = loadProfile(profileId);
  const engine = await engineOf(command, timeout, seed, io);
  try {
    const caps = await engine.capabilities();
    const name = `${caps.engine.name} ${caps.engine.version}`;
    if (!caps.features.includes('shoes'))
      throw refused(`${name} does not offer the feature shoes: its shuffle cannot be judged (docs/shuffles.md)`);
    if (!caps.variants.includes(profile.id))
      throw refused(`${name} does not play ${profile.id} (it plays ${caps.variants.join(', ') || 'nothing'})`);
    const [{ readShoes, ShoeFault }, { createBattery }, { batteryText }] = await Promise.all([
      import('../shuffles/collect.js'),
      import('../shuffles/battery.js'),
      import('../shuffles/text.js'),
    ]);
    // Each shoe fed to the battery as the engine answers it, and let go: no list of shoes is kept.
    const battery = createBattery(profile);
    try {
      await readShoes(engine, profile.id, profile.shoe.decks, shoes, (shoe) => battery.add(shoe));
    } catch (e) {
      if (e instanceof ShoeFault || (e as Error).name === 'AdapterError')
        throw refused(`${printable(name)}: ${printable((e as Error).message)}`);
      throw e;
    }
    const report = battery.report();
    io.out(
      values.json
        ? JSON.stringify(
            { engine: name, profile: profile.id, ...(seed !== undefined ? { seed } : {}), ...report },
            null,
            2,
          )
        : batteryText(report, name, profile.id),
    );
    return report.verdict === 'pass' ? 0 : 1;
  } finally {
    await engine.close();
  }
}

/** The engine judged: the one behind --engine (started, its hello checked), or the built-in one. */
async function engineOf(
  command: string | undefined,
  timeout: number,
  seed: number | undefined,
  io: Io,
): Promise<Engine> {
  if (command === undefined) {
    const { BuiltinEngine } = await import('../engine/builtin.js');
    return new BuiltinEngine(undefined, seed);
  }
  return (await startAdapter(command, timeout, cwdOf(io))).engine;
}
