/**
 * The adapter side of the protocol over any Engine: reads newline-delimited JSON requests from a
 * stream, answers each on another. The self-adapter serves the built-in engine with it; an adapter
 * written in TypeScript for another engine can too (examples/adapters/).
 */
import { createInterface } from 'node:readline';
import { BUILT_IN_ONLY, type Engine, type EngineVerdict, type Move, PROTOCOL, type Setup } from './types.js';

const verdict = (v: EngineVerdict) => ({ type: 'verdict', ...v });

/**
 * Answers one request (an error message for anything it cannot answer).
 *
 * @example
 * ```ts
 * import { answer, type Engine, PROTOCOL } from 'baccarat-spec/kit';
 *
 * declare const engine: Engine; // yours (see Engine)
 * await answer(engine, { type: 'hello', id: 1, protocol: PROTOCOL }); // { type: 'capabilities', id: 1, … }
 * ```
 */
export async function answer(engine: Engine, request: Record<string, unknown>): Promise<Record<string, unknown>> {
  // Every answer echoes its request's id (baccarat-adapter/2): the harness matches them by it.
  const { type, ...body } = await answerOf(engine, request);
  return { type, id: typeof request.id === 'number' ? request.id : null, ...body };
}

async function answerOf(engine: Engine, request: Record<string, unknown>): Promise<Record<string, unknown>> {
  try {
    switch (request.type) {
      case 'hello': {
        if (request.protocol !== PROTOCOL)
          return { type: 'error', message: `this adapter speaks ${PROTOCOL}, not ${String(request.protocol)}` };
        // A feature of this project's own (the roads) is never offered over the wire.
        const caps = await engine.capabilities();
        const features = caps.features.filter((f) => !(f in BUILT_IN_ONLY));
        return { type: 'capabilities', protocol: PROTOCOL, ...caps, features };
      }
      case 'start': {
        const { type: _t, id: _id, scenario, ...setup } = request;
        return verdict(await engine.start(setup as unknown as Setup, String(scenario)));
      }
      case 'move':
        return verdict(await engine.move(request.move as Move));
      case 'view':
        return { type: 'seen', ...(await engine.view(String(request.viewer))) };
      case 'play-out':
        return verdict(await engine.playOut());
      // The end of a scenario: every request before it has been answered (this loop answers in order).
      case 'sync':
        return { type: 'synced' };
      // Feature shoes: one shoe of the engine's own shuffle (docs/shuffles.md).
      case 'shuffle':
        if (!engine.shuffle) return { type: 'error', message: 'this engine shuffles no shoe (feature shoes)' };
        return { type: 'shoe', ...(await engine.shuffle(String(request.profile))) };
      default:
        return { type: 'error', message: `unknown message type ${JSON.stringify(request.type)}` };
    }
  } catch (e) {
    return { type: 'error', message: (e as Error).message.split('\n')[0]! };
  }
}

/**
 * Serves `engine` until the input ends: one JSON answer line per request line.
 *
 * @example
 * ```ts
 * import { type Engine, serve } from 'baccarat-spec/kit';
 *
 * declare const engine: Engine; // yours (see Engine)
 * await serve(engine); // an adapter: requests on standard input, answers on standard output
 * ```
 */
export async function serve(
  engine: Engine,
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
): Promise<void> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    let request: Record<string, unknown>;
    try {
      request = JSON.parse(line) as Record<string, unknown>;
    } catch {
      output.write(`${JSON.stringify({ type: 'error', id: null, message: 'the request is not JSON' })}\n`);
      continue;
    }
    output.write(`${JSON.stringify(await answer(engine, request))}\n`);
  }
  await engine.close();
}
