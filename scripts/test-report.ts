/**
 * The report `npm test` prints at its end (docs/decisions/032-tests-on-both-engines.md): each step's
 * time, the tests each Vitest pass ran, and the slowest test files across passes. For people
 * reading a run, not a timed test: nothing here fails the run.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Step {
  title: string;
  seconds: number;
  ok: boolean;
  /** Vitest's JSON report of the step, when it ran Vitest. */
  jsonReport?: string;
}

interface VitestJson {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

function readReport(file: string | undefined): VitestJson | undefined {
  if (!file || !existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as VitestJson;
  } catch {
    return undefined;
  }
}

const seconds = (value: number) => `${value.toFixed(1)} s`.padStart(9);

export function printReport(steps: Step[], root: string, slowest = 15): void {
  const total = steps.reduce((sum, step) => sum + step.seconds, 0);
  console.log('\n=== Where the time went ===');
  for (const step of steps) {
    const report = readReport(step.jsonReport);
    const counts = report
      ? `  ${report.numTotalTests} tests (${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped) in ${report.testResults.length} files`
      : '';
    console.log(`${seconds(step.seconds)}  ${step.ok ? '  ' : '! '}${step.title}${counts}`);
  }
  console.log(`${seconds(total)}  in all`);

  const files = steps.flatMap((step) =>
    (readReport(step.jsonReport)?.testResults ?? []).map((file) => ({
      pass: step.title,
      file: path.relative(root, file.name),
      seconds: (file.endTime - file.startTime) / 1000,
      tests: file.assertionResults.length,
    })),
  );
  if (files.length === 0) return;
  console.log(
    `\nThe ${Math.min(slowest, files.length)} slowest test files (time in their tests, setup excluded):`,
  );
  for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, slowest)) {
    console.log(`${seconds(file.seconds)}  ${file.file} (${file.tests} tests, ${file.pass})`);
  }
}
