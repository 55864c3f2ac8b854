/**
 * The built-in engine: this project's own charts (src/machines/), driven through the table driver
 * (src/driver/table.ts), answering in the kit's vocabulary (src/engine/types.ts). The direct run of
 * the suite uses it in-process; the self-adapter (src/engine/self-adapter.ts) serves it over the
 * adapter protocol.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cardsLeft, fullShoe, type RngState, seedRng, shuffle } from '../cards/shoe.js';
import { Table } from '../driver/table.js';
import { bundledIds, loadProfile, ROOT } from '../loader/bundled.js';
import type { Profile } from '../profile/types.js';
import {
  type Capabilities,
  type Engine,
  type EngineVerdict,
  FEATURES,
  type Feature,
  type Move,
  type Setup,
  type ShuffledShoe,
  type TableState,
  type View,
} from './types.js';

/** The table as the kit reads it (src/engine/types.ts TableState): what the steps check after a move. */
export function stateOf(table: Table): TableState {
  const ctx = table.context;
  const g = table.game;
  const bank = ctx.bank;
  const state: TableState = {
    status: table.snapshot.status === 'active' ? 'active' : 'done',
    phase: table.phase,
    state: table.state,
    ...(table.turn !== undefined ? { turn: table.turn } : {}),
    ...(table.decider !== undefined ? { decider: table.decider } : {}),
    coup: ctx.coup,
    history: ctx.history,
    participants: ctx.participants.map((p) => ({ id: p.id, score: p.score })),
    ...(ctx.dealer !== undefined ? { dealer: ctx.dealer } : {}),
    ...(ctx.coupsToPlay !== undefined ? { coupsToPlay: ctx.coupsToPlay } : {}),
    standings: ctx.standings,
    winners: ctx.winners,
    ...(bank
      ? {
          bank: {
            ...(bank.banker !== undefined ? { banker: bank.banker } : {}),
            fund: bank.fund,
            ...(bank.cagnotte !== undefined ? { cagnotte: bank.cagnotte } : {}),
            order: bank.order,
            sides: bank.sides,
            active: bank.active,
            shuffledBy: bank.shuffledBy,
            ...(bank.cutBy !== undefined ? { cutBy: bank.cutBy } : {}),
            ...(bank.ended !== undefined ? { ended: bank.ended } : {}),
          },
        }
      : {}),
    log: ctx.log.map((l) => ({ coup: l.coup, automatic: l.automatic, text: l.text })),
    shoe: lazy(
      { left: cardsLeft(ctx.shoe), underThePack: ctx.shoe.underThePack.length, shuffles: ctx.shoe.shuffles },
      'copies',
      () => {
        const copies: Record<string, number> = {};
        for (const c of ctx.shoe.order.slice(ctx.shoe.dealt)) copies[c] = (copies[c] ?? 0) + 1;
        return copies;
      },
    ),
  };
  return lazy(state, 'fingerprint', () => JSON.stringify({ value: g.snapshot.value, context: ctx }));
}

/**
 * A key computed when first read (in-process, most steps never read it), and still written by
 * JSON.stringify (an enumerable getter) when the state goes over the protocol.
 */
function lazy<T extends object, K extends string, V>(target: T, key: K, compute: () => V): T & Record<K, V> {
  let value: V | undefined;
  return Object.defineProperty(target, key, { enumerable: true, get: () => (value ??= compute()) }) as T & Record<K, V>;
}

export class BuiltinEngine implements Engine {
  private table: Table | undefined;
  /** The scenario's setup and the moves taken since: a refused DEAL of a single coup is undone by replaying them. */
  private setup: Setup | undefined;
  private taken: Move[] = [];

  /**
   * `tweak` changes a profile before it is played: the mutation check's broken engines. `shoeSeed`
   * seeds the shoes it shuffles for the battery (reproducible); without it they come from a state
   * drawn from the operating system's cryptographic source.
   */
  constructor(
    private readonly tweak: (p: Profile) => Profile = (p) => p,
    shoeSeed?: number,
  ) {
    this.shoeRng = shoeSeed === undefined ? osState() : seedRng(shoeSeed);
  }

  /** The generator of the battery's shoes: one stream, shoe after shoe. */
  private shoeRng: RngState;

  /** Read once an engine: every scenario of a run asks (its package file and the bundled profiles' folder). */
  private caps: Capabilities | undefined;

  async capabilities(): Promise<Capabilities> {
    if (!this.caps) {
      const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
      this.caps = {
        engine: { name: 'baccarat-spec', version },
        variants: bundledIds(),
        features: Object.keys(FEATURES) as Feature[],
      };
    }
    return this.caps;
  }

  async start(setup: Setup): Promise<EngineVerdict> {
    this.table = undefined;
    this.setup = setup;
    this.taken = [];
    try {
      const profile = this.tweak(loadProfile(setup.profile));
      this.table = new Table(profile, {
        participants: [...setup.participants],
        ...(setup.dealer !== undefined ? { dealer: setup.dealer } : {}),
        ...(setup.lotSeed !== undefined ? { seed: setup.lotSeed } : {}),
        ...(setup.singleCoup ? { singleCoup: true } : {}),
        shoe:
          setup.shoe.kind === 'stacked'
            ? { kind: 'stacked', shuffles: setup.shoe.shuffles.map((s) => [...s]) }
            : setup.shoe,
      });
      return { accepted: true, state: stateOf(this.table) };
    } catch (e) {
      return { accepted: false, reason: (e as Error).message };
    }
  }

  private get current(): Table {
    if (!this.table) throw new Error('no scenario started');
    return this.table;
  }

  async move(move: Move): Promise<EngineVerdict> {
    const verdict = this.current.apply(move);
    if (verdict.accepted && this.setup?.singleCoup && this.current.phase === 'out-of-cards') {
      // A single coup's DEAL that runs out of stacked cards is refused, changing nothing
      // (docs/adapter-protocol.md, Cases decided): the table is set up again and its moves replayed.
      const setup = this.setup;
      const taken = this.taken;
      await this.start(setup);
      for (const m of taken) this.current.apply(m);
      this.taken = taken;
      const stacked = setup.shoe.kind === 'stacked' ? setup.shoe.shuffles.flat().length : 0;
      return {
        accepted: false,
        reason: `the stacked shoe runs out: ${stacked} cards are not enough to deal the coup`,
        state: stateOf(this.current),
      };
    }
    if (verdict.accepted) this.taken.push(move);
    const state = stateOf(this.current);
    return verdict.accepted ? { accepted: true, state } : { accepted: false, reason: verdict.reason, state };
  }

  async view(viewer: string): Promise<View> {
    const v = this.current.view(viewer);
    return { viewer, hands: v.hands, decisions: v.decisions };
  }

  async playOut(): Promise<EngineVerdict> {
    this.current.autoplay({ until: 'session', choices: 'draw', limit: 10_000 });
    return { accepted: true, state: stateOf(this.current) };
  }

  async finish(): Promise<void> {
    this.table = undefined;
  }

  async close(): Promise<void> {
    this.table = undefined;
  }

  /** A new shoe of the profile's decks (src/cards/shoe.ts fullShoe) shuffled by this project's shuffle; no card burnt. */
  async shuffle(profileId: string): Promise<ShuffledShoe> {
    const profile = this.tweak(loadProfile(profileId));
    const [cards, rng] = shuffle(fullShoe(profile.shoe.decks), this.shoeRng);
    this.shoeRng = rng;
    return { cards, decks: profile.shoe.decks, cut: profile.shoe.stopCard ?? 0, burn: 0 };
  }
}

/** A generator state of 128 bits from the operating system (sfc32 takes any: its counter word keeps it off a fixed point). */
function osState(): RngState {
  const b = randomBytes(16);
  return [b.readUInt32LE(0), b.readUInt32LE(4), b.readUInt32LE(8), b.readUInt32LE(12)];
}
