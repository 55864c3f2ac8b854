/** The battery's report as text: a line a test, then the verdict, then what each test needs to see its stated bias. */
import type { BatteryReport } from './results.js';

const num = (x: number | undefined) =>
  x === undefined ? '' : Number.isInteger(x) ? String(x) : Math.abs(x) >= 1000 ? x.toFixed(1) : x.toPrecision(4);
const p = (x: number | undefined) => (x === undefined ? '' : x < 1e-4 ? x.toExponential(1) : x.toFixed(4));

export function batteryText(r: BatteryReport, engine: string, profile: string): string {
  const lines = [
    `shuffle battery: ${engine}, ${profile}: ${r.shoes} shoes of ${r.decks} deck${r.decks === 1 ? '' : 's'} (${r.cards} cards)`,
    '',
  ];
  for (const t of r.tests) {
    if (t.status === 'not-applicable') {
      lines.push(`  n/a   ${t.name}: ${t.reason}`);
      continue;
    }
    lines.push(
      `  ${t.status === 'pass' ? 'pass' : 'FAIL'}  ${t.name}: ${t.measure}: expected ${num(t.expected)}, observed ${num(t.observed)}; statistic ${num(t.statistic)}${t.df === undefined ? '' : ` (chi-square, ${t.df} df)`}, p ${p(t.pValue)}, Holm ${p(t.adjusted)}${t.worst ? `; worst: ${t.worst}` : ''}`,
    );
  }
  const failed = r.tests.filter((t) => t.status === 'fail');
  lines.push(
    '',
    `verdict at ${100 * (1 - r.alpha)} % (Holm–Bonferroni over the ${r.tests.filter((t) => t.status !== 'not-applicable').length} tests run): ${
      r.verdict === 'pass' ? 'pass' : `FAIL (${failed.map((t) => t.id).join(', ')})`
    }`,
    '',
    'shoes each test needs to see a bias (with probability 0.9, at its corrected level):',
  );
  for (const t of r.tests)
    lines.push(
      `  ${t.name}: ${t.power.bias}: ${t.power.shoes === null ? 'not stated' : `about ${t.power.shoes} shoes`}`,
    );
  return lines.join('\n');
}
