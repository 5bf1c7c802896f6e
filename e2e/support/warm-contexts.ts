import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, BrowserContextOptions, BrowserType, LaunchOptions, Page } from '@playwright/test';
import { oneContextBrowserArgs } from '../../emulators/src/chromium';

/** A profile taken for a journey, with the blank page its wipe opened: the journey's first page. */
export interface TakenProfile {
  context: BrowserContext;
  page: Page;
}

/**
 * Where a journey's browsers come from: one worker's browser profiles, each kept for the worker's
 * life and wiped of everything but its HTTP cache before a journey takes it.
 *
 * A context of `browser.newContext()` starts with an empty cache: every journey's first page
 * downloaded the app's code again and compiled it again (the code cache lives in the HTTP cache),
 * and Hosting served it again. Eight new contexts loading /cart, /orders and /tools took 56 s of
 * the machine's CPU; eight journeys' worth of the same in kept profiles, wiped, 49.6 s.
 *
 * What a journey could leave for the next one is wiped when it takes the profile: cookies and the
 * origins' storage (local storage, IndexedDB, Cache Storage, service workers) of the shop and of the
 * Auth emulator; and when it gives the profile back, its pages are closed (their session storage with
 * them) and its routes, permissions, headers and offline switch undone. The code cached is what the build made and names by its hash (`/assets/`, immutable),
 * the pages and the API's answers say how long they may be kept, as they do for any returning
 * visitor. A journey about a first visit's downloads uses `browser.newContext()` (an empty cache).
 */
export class WarmContexts {
  private readonly contexts: { context: BrowserContext; dir: string }[] = [];
  private taken = 0;

  constructor(
    private readonly browserType: BrowserType,
    private readonly launch: LaunchOptions,
    private readonly options: BrowserContextOptions,
    /** The origins whose storage a journey may fill: the shop and the Auth emulator. */
    private readonly origins: string[],
  ) {}

  /**
   * A profile nobody in this journey holds, as a new visitor's (its cache aside), and a blank page in
   * it: the one its wipe opened, kept for the journey rather than closed (a new page is about 150 ms
   * here, a third of what taking a profile cost).
   */
  async take(): Promise<TakenProfile> {
    if (this.taken === this.contexts.length) {
      const dir = await mkdtemp(join(tmpdir(), 'toolshub-e2e-profile-'));
      const launch = { ...this.launch, args: [...(this.launch.args ?? []), ...oneContextBrowserArgs] };
      const context = await this.browserType.launchPersistentContext(dir, { ...launch, ...this.options });
      // The window it opens with: a journey's pages are its own (and a failed one's screenshots too).
      await Promise.all(context.pages().map((page) => page.close()));
      this.contexts.push({ context, dir });
    }
    const { context } = this.contexts[this.taken++]!;
    return { context, page: await this.wipe(context) };
  }

  /** Gives back every profile the journey took: its pages closed, its routes and switches undone. */
  async releaseAll(): Promise<void> {
    await Promise.all(
      this.contexts.slice(0, this.taken).map(async ({ context }) => {
        await Promise.all(context.pages().map((page) => page.close()));
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await context.setOffline(false);
        await context.clearPermissions();
        await context.setExtraHTTPHeaders({});
      }),
    );
    this.taken = 0;
  }

  async close(): Promise<void> {
    for (const { context, dir } of this.contexts) {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    }
    this.contexts.length = 0;
  }

  /** Clears the profile's cookies and storage through a page of its own, which it returns, blank. */
  private async wipe(context: BrowserContext): Promise<Page> {
    await context.clearCookies();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    for (const origin of this.origins) {
      await cdp.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes:
          'cookies,local_storage,indexeddb,websql,file_systems,service_workers,cache_storage,shared_storage,storage_buckets',
      });
    }
    await cdp.detach();
    return page;
  }
}
