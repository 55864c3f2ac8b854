/**
 * `import … from 'baccarat-spec/kit'`: the conformance kit, for the author of another baccarat
 * engine — the engine interface the suite drives, an engine behind an adapter, the adapter's side of
 * the protocol (docs/adapter-protocol.md), and the suite run against an engine. (Why one file per
 * entry point: src/entry/index.ts.)
 */

export { type ConformanceReport, runConformance } from '../conformance/run.js';
export { AdapterEngine, AdapterError } from '../engine/adapter.js';
export { answer, serve } from '../engine/serve.js';
export {
  type Capabilities,
  type Engine,
  type EngineVerdict,
  FEATURES,
  type Feature,
  PROTOCOL,
  type Setup,
  type TableState,
  type View,
} from '../engine/types.js';
