/** The end of a `verify` run: the summary table, and the JSON report for CI pipelines. */
import { writeFileSync } from 'node:fs';
import { formatViolation, type VerifyReport } from './run.ts';

/** The summary table: one row per operation, then the totals and the notes. */
export function summary(report: VerifyReport): string {
  const rows = report.operations.map((o) => [
    o.violations === 0 ? 'ok' : 'FAIL',
    o.operationId,
    o.operation,
    String(o.requests),
    [...new Set(o.statuses)].join(',') || '-',
    String(o.violations),
  ]);
  const header = ['', 'operation', 'method and path', 'requests', 'statuses', 'violations'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const failed = report.operations.filter((o) => o.violations > 0).length;
  const byKind = new Map<string, number>();
  for (const v of report.violations) {
    byKind.set(v.kind, (byKind.get(v.kind) ?? 0) + 1);
  }
  const { spec, proposal } = report.counts;
  return [
    '',
    `Contract ${report.contract} against ${report.target}${report.negative ? ' (with negative cases)' : ''}`,
    '',
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `${String(report.operations.length)} operation(s), ${String(failed)} failing, ${String(report.violations.length)} violation(s)` +
      (byKind.size > 0
        ? `: ${[...byKind].map(([kind, n]) => `${kind} ${String(n)}`).join(', ')}`
        : ''),
    `${String(spec)} break(s) the spec, ${String(proposal)} break(s) only our proposals (x-proposal in the contract)`,
    ...report.notes.map((note) => `note: ${note}`),
    ...report.misconfiguration.map((line) => `! ${line}`),
    verdict(report),
  ].join('\n');
}

/** The last line: whether the run passed, and on what terms. */
function verdict(report: VerifyReport): string {
  if (report.misconfiguration.length > 0) {
    return 'NOT A PASS: likely misconfiguration (above); too little was checked to trust this run.';
  }
  if (report.violations.length === 0) {
    return 'PASS: every answer keeps the contract.';
  }
  if (report.specOnly && report.counts.spec === 0) {
    return `PASS (--spec-only): nothing breaks the spec; ${String(report.counts.proposal)} violation(s) break only our proposals (listed above).`;
  }
  return report.specOnly
    ? `FAIL: ${String(report.counts.spec)} violation(s) break the spec.`
    : `FAIL${report.counts.spec === 0 ? ' (only our proposals are broken: --spec-only would pass)' : ''}.`;
}

/** The violations again, one per line, for the end of a long run. */
export function violationLines(report: VerifyReport): string[] {
  return report.violations.map(formatViolation);
}

export function writeJsonReport(report: VerifyReport, file: string): void {
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
