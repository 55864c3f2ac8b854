/**
 * Server-sent events over node:http: the page's live feed needs one direction only, and an
 * EventSource reconnects by itself, so no WebSocket (and no dependency) is needed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface SseClient<T> {
  readonly data: T;
  send(event: string, payload: unknown): void;
}

export class SseChannel<T> {
  private readonly clients = new Set<{ res: ServerResponse; client: SseClient<T> }>();

  /** Opens the stream on `res`; the client stays until the page goes away or the channel closes. */
  open(req: IncomingMessage, res: ServerResponse, data: T): SseClient<T> {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    // How soon a page reconnects after the stream breaks (the server restarted, the laptop slept).
    res.write('retry: 1000\n\n');
    const client: SseClient<T> = {
      data,
      send: (event, payload) => {
        res.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);
      },
    };
    const entry = { res, client };
    this.clients.add(entry);
    req.on('close', () => this.clients.delete(entry));
    return client;
  }

  each(f: (client: SseClient<T>) => void): void {
    for (const { client } of this.clients) f(client);
  }

  get size(): number {
    return this.clients.size;
  }

  /** Ends every stream, so that the server can close. */
  close(): void {
    for (const { res } of this.clients) res.end();
    this.clients.clear();
  }
}
