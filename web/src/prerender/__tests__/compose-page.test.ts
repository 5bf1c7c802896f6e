import { describe, expect, it } from 'vitest';
import { APP_START_ELEMENT_ID, composePage, orderModulePreloads, type PageParts } from '../compose-page';

const template = `<!doctype html><html><head><title>Tools Hub</title>
    <script type="module" crossorigin src="/assets/main-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
</head><body><div id="root"></div></body></html>`;

const page: PageParts = {
  pattern: '/',
  html: '<main>Home</main>',
  styleTags: '<style>main{}</style>',
  title: 'Home | Tools Hub',
  preloads: ['/assets/HomePage-1.js'],
};

const twoPreloads = template.replace(
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '<link rel="modulepreload" crossorigin href="/assets/theme-1.js">\n    <link rel="modulepreload" crossorigin href="/assets/react-1.js">',
);

const startOf = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${APP_START_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1] ?? 'null',
  ) as Record<string, unknown>;

describe('composePage', () => {
  it("starts the app's entry after the first paint, its imports and the page's modules evaluated before it", () => {
    const html = composePage(twoPreloads, { ...page, preloads: ['/assets/Table-1.js', '/assets/HomePage-1.js'] });
    expect(startOf(html)).toEqual({
      entry: '/assets/main-1.js',
      // The page's modules before the entry's last import, the one that starts the app.
      evaluate: ['/assets/theme-1.js', '/assets/Table-1.js', '/assets/HomePage-1.js', '/assets/react-1.js'],
      // Fetched with the rest, not only once the last of them has been evaluated.
      preloads: ['/assets/main-1.js'],
    });
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<div id="root" data-prerendered="/"><main>Home</main></div>');
    expect(html).toContain('<title>Home | Tools Hub</title>');
  });

  it("starts the islands entry where the page names one, keeping the app's modules for a browser with a session", () => {
    const html = composePage(template, {
      ...page,
      start: { entry: '/assets/islands-1.js', preloads: ['/assets/react-1.js'] },
    });
    expect(startOf(html)).toEqual({
      entry: '/assets/islands-1.js',
      preloads: ['/assets/react-1.js'],
      appEvaluate: ['/assets/react-1.js'],
      appPreloads: ['/assets/HomePage-1.js'],
    });
  });
});

describe('orderModulePreloads', () => {
  it("lists Vite's preloads in the order given, and the pages evaluate them in it", () => {
    const ordered = orderModulePreloads(twoPreloads, ['/assets/react-1.js', '/assets/theme-1.js']);
    expect(ordered).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/theme-1.js">',
    );
    expect(startOf(composePage(ordered, page)).evaluate).toEqual([
      '/assets/react-1.js',
      '/assets/HomePage-1.js',
      '/assets/theme-1.js',
    ]);
  });

  it('refuses an order that names other modules than Vite preloads', () => {
    expect(() => orderModulePreloads(twoPreloads, ['/assets/react-1.js'])).toThrow(/preloads/);
    expect(() => orderModulePreloads(twoPreloads, ['/assets/react-1.js', '/assets/other-1.js'])).toThrow(/preloads/);
  });
});
