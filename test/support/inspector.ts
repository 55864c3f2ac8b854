/** An inspector on a free port for a test file's describe blocks: started before them, closed after. */
import { afterAll, beforeAll } from 'vitest';
import { type Inspector, startInspector } from '../../src/inspector/server.js';
import { loadProfile } from '../../src/loader/bundled.js';

export function inspectorForTests(profile = 'punto-banco'): () => Inspector {
  let inspector: Inspector | undefined;
  beforeAll(async () => {
    inspector = await startInspector({ profile: loadProfile(profile), port: 0, log: () => {} });
  });
  afterAll(async () => {
    await inspector?.close();
  });
  return () => inspector!;
}
