// Reads the JSON reports of vitest and Playwright into counts and the list of tests that failed, each with the
// first line of its error, so `npm test` can end by naming what broke: a CI log is often read from its tail only.
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** The first non-empty line of an error message, without colour codes, at most 300 characters. */
function firstLine(message) {
  const line = stripVTControlCharacters(message ?? '')
    .split('\n')
    .find((l) => l.trim());
  return line ? line.trim().slice(0, 300) : undefined;
}

/** vitest's `--reporter=json` report (jest's shape). */
export function summarizeVitest(report, root) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    const tests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const t of tests)
      failures.push({ name: `${where} › ${t.fullName}`, reason: firstLine(t.failureMessages?.[0]) });
    // A file that failed before any of its tests ran (an import or a hook threw) has no failed test of its own.
    if (file.status === 'failed' && tests.length === 0)
      failures.push({ name: where, reason: firstLine(file.message) });
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  };
}

/** The `count` test files that took longest in a vitest JSON report: where a slow run's time went. */
export function slowestVitestFiles(report, root, count = 8) {
  return (report.testResults ?? [])
    .map((file) => ({
      name: path.relative(root, file.name),
      seconds: (file.endTime - file.startTime) / 1000,
    }))
    .filter((file) => Number.isFinite(file.seconds))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

/** Playwright's JSON reporter output; a test that passed on retry is counted as passed and noted as flaky. */
export function summarizePlaywright(report, root) {
  const failures = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        failures.push({
          name: `${file}:${spec.line} › ${spec.title}`,
          reason: firstLine(t.results?.at(-1)?.error?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  const dir = report.config?.rootDir ?? root;
  for (const suite of report.suites ?? []) walk(suite, path.relative(root, path.join(dir, suite.file)));
  const { stats } = report;
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    note: stats.flaky ? `${stats.flaky} flaky: passed on retry, see the list above` : undefined,
    failures,
  };
}
