/**
 * `import … from 'baccarat-spec'`: the core, for anyone who plays or checks a game — a profile
 * loaded, a table driven move by move (its record kept if asked), records read, written and replayed,
 * cards, and the errors these throw.
 *
 * The package's public surface is the files of this folder, one per entry point of package.json
 * `exports` (index: 'baccarat-spec', odds: 'baccarat-spec/odds', simulate, solve, kit, house): a newcomer
 * reads what the package offers here, in one place, and each name's TSDoc (with an example) where it
 * is declared. Everything else under src/ is internal, free to change. test/entry-points.test.ts
 * holds every name exported here to its TSDoc example; test/deep/installed-package.deep.ts imports each
 * entry point from the packed tarball.
 */

export { parseCards } from '../cards/card.js';
export { Table, type TableOptions } from '../driver/table.js';
export { loadProfile, ProfileNotFound } from '../loader/bundled.js';
export { checkProfileText } from '../loader/load.js';
export { buildMachine } from '../machines/build.js';
export type { GameEvent } from '../machines/context.js';
export { SessionError, type Verdict } from '../machines/game.js';
export { ProfileError } from '../profile/errors.js';
export type { Profile } from '../profile/types.js';
export { type GameRecord, writeRecord } from '../record/record.js';
export { RecordError, readRecord, replayRecord } from '../replay/replay.js';
