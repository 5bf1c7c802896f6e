import { expect, type APIResponse, type Page, type Response } from '@playwright/test';

/**
 * Collects every Content-Security-Policy report a page makes: Chromium's console messages about the
 * policy (a refused load, a directive it could not read) and `securitypolicyviolation` events, in
 * the page and in its frames. Call before the first navigation.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeBinding('__reportCspViolation', ({ frame }, report: string) => {
    violations.push(`${frame.url()}: ${report}`);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (report: string) => void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

/**
 * The build's code (/assets/): nosniff and a year's cache, without a document's policies, which do
 * nothing on a script (firebase.json gives those to every other path).
 */
export function expectCodeHeaders(response: Response | APIResponse | null, where: string) {
  expect(response, `${where} answered`).not.toBeNull();
  const headers = response!.headers();
  expect(headers['x-content-type-options'], `X-Content-Type-Options on ${where}`).toBe('nosniff');
  expect(headers['cache-control'], `Cache-Control on ${where}`).toBe('public, max-age=31536000, immutable');
  for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'referrer-policy'])
    expect(headers[name], `${name} on ${where}`).toBeUndefined();
}

/** The headers every page, API answer and static file but the build's code carries (firebase.json, hosting.headers). */
export function expectSecurityHeaders(response: Response | APIResponse | null, where: string) {
  expect(response, `${where} answered`).not.toBeNull();
  const headers = response!.headers();
  expect(headers['x-frame-options'], `X-Frame-Options on ${where}`).toBe('DENY');
  expect(headers['x-content-type-options'], `X-Content-Type-Options on ${where}`).toBe('nosniff');
  expect(headers['referrer-policy'], `Referrer-Policy on ${where}`).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], `Permissions-Policy on ${where}`).toContain('camera=()');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, `Content-Security-Policy on ${where}`).toContain("frame-ancestors 'none'");
  expect(csp, `the policy on ${where} names where scripts may come from`).toMatch(/script-src 'self'/);
  expect(csp, `the policy on ${where} runs no inline script it does not know`).not.toMatch(
    /script-src[^;]*'unsafe-(inline|eval)'/,
  );
}
