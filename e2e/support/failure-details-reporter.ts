import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { PAGE_LOG_ATTACHMENT } from './page-log';

const MAX_CHARS = 12_000;

/**
 * Prints, after the run, what a failed journey left beside its error: its pages' log
 * (support/page-log.ts) and Playwright's error context (the page's accessibility snapshot at the
 * failure). The list reporter names these files without their text, and on CI only the output is
 * kept, so a journey that fails there once could not be read at all.
 */
export default class FailureDetailsReporter implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === test.expectedStatus) return;
    const parts: string[] = [];
    for (const attachment of result.attachments) {
      if (attachment.name === PAGE_LOG_ATTACHMENT && attachment.body) {
        parts.push(`  what its pages did:\n${indent(attachment.body.toString())}`);
      } else if (attachment.name === 'error-context' && attachment.path) {
        const snapshot = pageSnapshotOf(readOrNull(attachment.path));
        if (snapshot) parts.push(`  the page at the failure:\n${indent(snapshot)}`);
      }
    }
    if (parts.length === 0) return;
    const text = `${test.titlePath().filter(Boolean).join(' › ')}\n${parts.join('\n')}`;
    this.failures.push(
      text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}\n  … (cut at ${MAX_CHARS} characters)` : text,
    );
  }

  onEnd() {
    if (this.failures.length === 0) return;
    console.log(`\nWhat the failed journeys left behind:\n\n${this.failures.join('\n\n')}\n`);
  }

  printsToStdio() {
    return true;
  }
}

function indent(text: string): string {
  return text
    .trimEnd()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

/** The page's snapshot from Playwright's error context (its error is printed already). */
function pageSnapshotOf(context: string | null): string | null {
  if (!context) return null;
  return /```yaml\n([\s\S]*?)\n```/.exec(context)?.[1] ?? null;
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
