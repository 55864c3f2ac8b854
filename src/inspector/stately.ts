/**
 * `--stately`: the same inspection events, relayed through @statelyai/inspect to Stately's hosted
 * inspector (https://stately.ai/inspect) for users who are online.
 *
 * @statelyai/inspect turns XState's inspection events into its own protocol (`createInspector`:
 * the machine's definition, serialized snapshots, session ids); an adapter carries them. Of its
 * adapters, the browser one needs a `window` (in Node it is a no-op), and the WebSocket one needs a
 * WebSocket server to talk to, whose ready-made bridge (`@statelyai/inspect/server`) listens on every
 * interface of a fixed port. So the adapter here is the inspector's own server: the events go out
 * over server-sent events to /stately, a page on 127.0.0.1 that embeds the hosted inspector and
 * posts them into it, as the library's bridge page does. Nothing leaves the machine until that page
 * is opened in a browser that is online; the tests run it without a network.
 */
import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import type { InspectionEvent, Observer } from 'xstate';
import { SseChannel } from './sse.js';

export const STATELY_INSPECTOR_URL = 'https://stately.ai/inspect';

/** How many events a bridge page opened late is sent first (as many as the library keeps). */
const KEPT = 200;

export interface StatelyRelay {
  /** For the actor's `inspect` option, beside the page's own feed. */
  readonly inspect: Observer<InspectionEvent>;
  /** The bridge pages listening. */
  readonly channel: SseChannel<null>;
  /** The last events relayed, in @statelyai/inspect's form, for a bridge page opened late. */
  readonly kept: readonly StatelyInspectionEvent[];
  stop(): void;
}

export function createStatelyRelay(): StatelyRelay {
  const channel = new SseChannel<null>();
  const kept: StatelyInspectionEvent[] = [];
  const inspector = createInspector(
    {
      send(event) {
        // A plain-data copy: what a WebSocket or postMessage would carry.
        const data = JSON.parse(JSON.stringify(event)) as StatelyInspectionEvent;
        kept.push(data);
        if (kept.length > KEPT) kept.shift();
        channel.each((c) => c.send('stately', data));
      },
    },
    { autoStart: true },
  );
  return {
    inspect: inspector.inspect,
    channel,
    kept,
    stop() {
      inspector.stop();
      channel.close();
    },
  };
}
