/** What every command shares: where it writes, and the error that ends it with a message. */
export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly stdin: () => Promise<string>;
}

export const processIo: Io = {
  out: (t) => process.stdout.write(t.endsWith('\n') ? t : t + '\n'),
  err: (t) => process.stderr.write(t.endsWith('\n') ? t : t + '\n'),
  stdin: async () => {
    const chunks: Buffer[] = [];
    for await (const c of process.stdin) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};

/** A user error: printed as it is, exit code 1 (2 for a wrong command line). */
export class UsageError extends Error {
  override name = 'UsageError';
  constructor(message: string, readonly exitCode = 2) {
    super(message);
  }
}
