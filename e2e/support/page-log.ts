import type { Page, TestInfo } from '@playwright/test';

/** The attachment a failed journey carries its pages' logs in; the failure reporter prints it. */
export const PAGE_LOG_ATTACHMENT = 'page-log';

const MAX_LINES = 200;

/**
 * What a journey's pages did, for the report of a journey that fails: where they went (every
 * navigation, the app's own included), which element each click reached, what they said (console
 * warnings and errors, uncaught errors) and which requests failed, were cancelled (API calls) or
 * were refused, each with its time since the journey began.
 * A failure on CI is then readable from CI's output alone ("the menu was clicked, and the address
 * never changed" says more than "the address was /dashboard").
 */
export class PageLog {
  private readonly lines: string[] = [];
  private readonly start = Date.now();
  private pages = 0;

  async watch(page: Page) {
    const name = `page ${++this.pages}`;
    const add = (line: string) => {
      if (this.lines.length < MAX_LINES)
        this.lines.push(`${String(Date.now() - this.start).padStart(6)} ms ${name}: ${line}`);
    };
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) add(`at ${frame.url()}`);
    });
    // The app's own moves (history.pushState, replaceState, Back) are not navigations to Playwright.
    await page.addInitScript(() => {
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
          original(data, unused, url);
          console.log(`[page-log] ${method} ${location.pathname}${location.search}`);
        };
      }
      addEventListener('popstate', () => console.log(`[page-log] popstate ${location.pathname}${location.search}`));
      // Which element each click reached (a click that "did nothing" may have reached another).
      for (const type of ['pointerdown', 'click'] as const) {
        addEventListener(
          type,
          (event) => {
            const target = event.target instanceof Element ? event.target : null;
            const label = target
              ? `${target.tagName.toLowerCase()}${target.getAttribute('role') ? `[role=${target.getAttribute('role')}]` : ''} "${(target.textContent ?? '').trim().slice(0, 40)}"`
              : String(event.target);
            console.log(`[page-log] ${type} on ${label}`);
          },
          true,
        );
      }
    });
    page.on('console', (message) => {
      const text = message.text();
      if (text.startsWith('[page-log] ')) add(text.slice('[page-log] '.length));
      else if (message.type() === 'error' || message.type() === 'warning') add(`console ${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => add(`uncaught: ${error.message}`));
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? 'unknown';
      // Code and images cut short by leaving a page are noise; an API call cut short may be the story.
      const apiCall = new URL(request.url()).pathname.startsWith('/api/');
      if (reason === 'net::ERR_ABORTED' && !apiCall) return;
      add(
        `request ${reason === 'net::ERR_ABORTED' ? 'cancelled' : `failed (${reason})`}: ${request.method()} ${request.url()}`,
      );
    });
    page.on('response', (response) => {
      if (response.status() >= 400) add(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
  }

  /** Attaches the log to a journey that did not end as expected. */
  async attachIfFailed(testInfo: TestInfo) {
    if (testInfo.status === testInfo.expectedStatus || this.lines.length === 0) return;
    await testInfo.attach(PAGE_LOG_ATTACHMENT, { body: this.lines.join('\n'), contentType: 'text/plain' });
  }
}
