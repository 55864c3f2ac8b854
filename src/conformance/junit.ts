/**
 * The conformance report as JUnit XML (`baccarat conform --junit <file>`), the format CI systems
 * read: one testsuite per feature file, one testcase per scenario (each example row apart), its rule
 * ids in its name and as properties, a failure with its message, a scenario not applicable as
 * skipped with the reason. An engine's own CI then shows the kit's results per scenario and rule.
 */
import type { ConformanceReport } from './run.js';

/** Text as XML 1.0 takes it in an attribute or an element: escaped, and without the characters it forbids. */
function xml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters, even escaped
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/gu, '')
      .replace(/&/gu, '&amp;')
      .replace(/</gu, '&lt;')
      .replace(/>/gu, '&gt;')
      .replace(/"/gu, '&quot;')
  );
}

/**
 * The report's scenarios as a JUnit XML document; `name` names the run (the engine judged).
 *
 * @example
 * ```ts
 * import { junitXml } from './junit.js';
 *
 * declare const report: ConformanceReport;
 * junitXml(report, 'baccarat-engine 1.1.5'); // '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites …'
 * ```
 */
export function junitXml(report: Pick<ConformanceReport, 'cases'>, name: string): string {
  const files = new Map<string, ConformanceReport['cases'][number][]>();
  for (const c of report.cases) files.set(c.uri, [...(files.get(c.uri) ?? []), c]);
  const count = (cases: readonly { status: string }[], status: string) =>
    cases.filter((c) => c.status === status).length;
  const totals = (cases: readonly { status: string }[]) =>
    `tests="${cases.length}" failures="${count(cases, 'failed')}" errors="0" skipped="${count(cases, 'not-applicable')}"`;
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(`baccarat conform: ${name}`)}" ${totals(report.cases)}>`,
  ];
  for (const [uri, cases] of files) {
    out.push(`  <testsuite name="${xml(uri)}" ${totals(cases)}>`);
    for (const c of cases) {
      const rules = c.rules.length > 0 ? ` [${c.rules.join(' ')}]` : '';
      out.push(
        `    <testcase name="${xml(`${c.name}${rules}`)}" classname="${xml(uri)}" file="${xml(uri)}" line="${c.line}">`,
      );
      if (c.rules.length > 0) {
        out.push('      <properties>');
        for (const r of c.rules) out.push(`        <property name="rule" value="${xml(r)}"/>`);
        out.push('      </properties>');
      }
      const first = (c.message ?? '').split('\n')[0]!;
      if (c.status === 'failed') {
        const detail = [
          ...(c.step !== undefined ? [`step: ${c.step}`] : []),
          ...(c.expected !== undefined ? [`expected: ${c.expected}`, `actual:   ${c.actual ?? ''}`] : []),
          c.message ?? '',
        ].join('\n');
        out.push(`      <failure message="${xml(first)}">${xml(detail)}</failure>`);
      }
      if (c.status === 'not-applicable') out.push(`      <skipped message="${xml(first)}"/>`);
      out.push('    </testcase>');
    }
    out.push('  </testsuite>');
  }
  out.push('</testsuites>', '');
  return out.join('\n');
}
