/** An inspector on a free port for a test file's describe blocks: started before them, closed after. */
import { afterAll, beforeAll } from 'vitest';
import { type Inspector, type InspectorOptions, startInspector } from '../../src/inspector/server.js';
import { loadProfile } from '../../src/loader/bundled.js';

export function inspectorForTests(profile = 'punto-banco', options: Partial<InspectorOptions> = {}): () => Inspector {
  let inspector: Inspector | undefined;
  beforeAll(async () => {
    inspector = await startInspector({ profile: loadProfile(profile), port: 0, log: () => {}, ...options });
  });
  afterAll(async () => {
    await inspector?.close();
  });
  return () => inspector!;
}

/**
 * GET /par until it is no longer counting: while the sheet is counted the server answers (202) a
 * page of the progress that asks again each second; this asks again sooner, as often as it takes.
 */
export async function parAnswer(url: string): Promise<Response> {
  for (;;) {
    const res = await fetch(url);
    if (res.status !== 202) return res;
    await res.text();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
