/**
 * Server-sent events over node:http: the page's live feed needs one direction only, and an
 * EventSource reconnects by itself, so no WebSocket (and no dependency) is needed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface SseClient<T> {
  readonly data: T;
  send(event: string, payload: unknown): void;
}

/**
 * What may wait, unread, for one client (1 MB): a page that stops reading its feed (a tab put to
 * sleep, a client that never reads) is dropped beyond it, rather than the server buffering every
 * event for it without end. A page that comes back reconnects by itself and starts live.
 */
export const MAX_UNREAD = 1024 * 1024;

export class SseChannel<T> {
  private readonly clients = new Set<{ res: ServerResponse; client: SseClient<T> }>();

  constructor(
    /** Told when a client is dropped for not reading. */
    private readonly onDrop: (data: T) => void = () => {},
    private readonly maxUnread = MAX_UNREAD,
  ) {}

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
        if (!this.clients.has(entry)) return;
        res.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);
        if (res.writableLength > this.maxUnread) {
          this.clients.delete(entry);
          res.destroy();
          this.onDrop(data);
        }
      },
    };
    const entry: { res: ServerResponse; client: SseClient<T> } = { res, client };
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
