import { Table } from './src/driver/table.ts';
import { loadProfile } from './src/loader/bundled.ts';
import * as game from './src/machines/game.ts';
const p = loadProfile('punto-banco');
const t = new Table(p, { participants: ['Ann', 'Boris'], singleCoup: true, shoe: { kind: 'stacked', shuffles: [['9H','2S','KD','3C']] } });
console.log(t.phase, t.apply({ type: 'BET', participant: 'Boris', bet: 'banco' }), t.apply({ type: 'BET', participant: 'Ann', bet: 'tie' }));
console.log(t.apply({ type: 'DEAL' }), t.phase, JSON.stringify(t.context.coup.settlements), t.context.coup.outcome);
