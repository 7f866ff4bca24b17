import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const MAX_LINES = 200;

/**
 * Prints what the page looked like when a test failed (Playwright's error context: the page's
 * accessibility snapshot) into the run's output, so a failure on a machine whose files are gone
 * afterwards (CI) can still be read: which dialog was open, what the page said.
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((attachment) => attachment.name === 'error-context' && attachment.path);
    if (!context?.path) return;
    let text: string;
    try {
      text = readFileSync(context.path, 'utf8');
    } catch {
      return;
    }
    // The page snapshot is the part worth reading; the error itself is printed by the list reporter.
    const snapshot = text.indexOf('# Page snapshot');
    const lines = (snapshot >= 0 ? text.slice(snapshot) : text).split('\n');
    const shown = lines.slice(0, MAX_LINES).join('\n');
    const more = lines.length > MAX_LINES ? `\n… ${lines.length - MAX_LINES} more lines in ${context.path}` : '';
    process.stdout.write(`\n──── Page at the failure of "${test.title}" ────\n${shown}${more}\n────\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
