import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { START_APP_AFTER_FIRST_PAINT } from '../../web/src/prerender/compose-page';
import { localConfigFile } from '../src/local-config';
import { EMULATOR_SOURCES, localHostingHeaders, withEmulatorSources } from '../src/local-csp';
import { repoRoot } from '../src/paths';
import { readFirebaseJson, type HostingHeaderRule } from '../src/ports';

/** Whether Hosting gives a rule's headers to a path: its RE2 `regex` (plain here), `**`, or `/folder/**`. */
function appliesTo(rule: HostingHeaderRule, path: string): boolean {
  if (rule.regex !== undefined) return new RegExp(rule.regex, 'u').test(path);
  if (rule.source === '**') return true;
  if (rule.source?.endsWith('/**')) return path.startsWith(rule.source.slice(0, -2));
  throw new Error(`this test does not know the rule ${JSON.stringify(rule)}: teach appliesTo`);
}

function headersFor(path: string): Map<string, string> {
  const rules = readFirebaseJson().hosting.headers.filter((rule) => appliesTo(rule, path));
  return new Map(rules.flatMap((rule) => rule.headers ?? []).map((h) => [h.key, h.value]));
}

/** Pages, the API, the functions' pages and the static files other than the build's code. */
const DOCUMENT_PATHS = [
  '/',
  '/a',
  '/as',
  '/assets',
  '/assetsx/y',
  '/asset/x.js',
  '/tools',
  '/order/claw-hammer',
  '/dashboard/orders/x',
  '/api/tools',
  '/api/assets/x',
  '/app.html',
  '/frames/cart.html',
  '/favicon.svg',
  '/images/tools/claw-hammer.svg',
  '/robots.txt',
];

const headersForEveryResponse = () => headersFor('/');

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([first]) => first === name);
  return found?.slice(1) ?? [];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The inline scripts a page of the shop runs: index.html's own (every page has it) and the pre-rendered pages' starter. */
function inlineScripts(): string[] {
  const template = readFileSync(join(repoRoot, 'web', 'index.html'), 'utf8');
  const fromTemplate = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  return [...fromTemplate, START_APP_AFTER_FIRST_PAINT];
}

describe("firebase.json's security headers", () => {
  it("apply to every page, API answer and static file but the build's code", () => {
    for (const path of DOCUMENT_PATHS) {
      const headers = headersFor(path);
      expect(headers.get('X-Frame-Options'), path).toBe('DENY');
      expect(headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('Permissions-Policy'), path).toMatch(/camera=\(\)/);
      expect(directive(headers.get('Content-Security-Policy') ?? '', 'frame-ancestors'), path).toEqual(["'none'"]);
    }
  });

  it('use regular expressions Hosting can run (RE2: no look-ahead or look-behind)', () => {
    const regexes = readFirebaseJson().hosting.headers.flatMap((rule) => (rule.regex ? [rule.regex] : []));
    expect(regexes.length).toBeGreaterThan(0);
    for (const regex of regexes) expect(regex).not.toMatch(/\(\?<?[=!]/);
  });

  it("give the build's code (/assets/) only what a script or style sheet uses: nosniff and its cache", () => {
    // A document's policies (CSP, frames, permissions) do nothing on a script, and over HTTP/1.1
    // they were 894 of each file's 1,267 bytes of headers on the emulator (over HTTP/1.1, sixty to eighty files a signed-in page).
    for (const path of ['/assets/index-abc.js', '/assets/index-abc.css', '/assets/x/y.js']) {
      expect(Object.fromEntries(headersFor(path)), path).toEqual({
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    }
  });

  it("allow each inline script the pages run by its hash, and no other inline or eval'd script", () => {
    const scriptSrc = directive(headersForEveryResponse().get('Content-Security-Policy') ?? '', 'script-src');
    const scripts = inlineScripts();
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const script of scripts) {
      expect(scriptSrc, `script-src lacks the hash of:\n${script.slice(0, 200)}`).toContain(sha256(script));
    }
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });

  it('reach no emulator in production: only the local copy allows them', () => {
    const policy = headersForEveryResponse().get('Content-Security-Policy') ?? '';
    expect(policy).not.toMatch(/127\.0\.0\.1|localhost/);
  });
});

describe('the local copy of the policy (local-config.ts)', () => {
  const production =
    "default-src 'self'; img-src 'self' blob:; connect-src 'self'; frame-src 'self'; frame-ancestors 'none'";

  it('adds the emulators to connect-src, img-src and frame-src, and changes nothing else', () => {
    const local = withEmulatorSources(production);
    for (const name of ['connect-src', 'img-src', 'frame-src']) {
      expect(directive(local, name)).toEqual([...directive(production, name), ...EMULATOR_SOURCES]);
    }
    for (const name of ['default-src', 'frame-ancestors']) {
      expect(directive(local, name)).toEqual(directive(production, name));
    }
  });

  it('refuses a policy without one of those directives (default-src would then block the emulators)', () => {
    expect(() => withEmulatorSources("default-src 'self'")).toThrow(/connect-src/);
  });

  it("widens only the Content-Security-Policy of firebase.json's header rules", () => {
    const rules = localHostingHeaders([
      {
        source: '**',
        headers: [
          { key: 'Content-Security-Policy', value: production },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
      { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'immutable' }] },
    ]);
    expect(rules[0]?.headers?.[0]?.value).toBe(withEmulatorSources(production));
    expect(rules[0]?.headers?.[1]).toEqual({ key: 'X-Frame-Options', value: 'DENY' });
    expect(rules[1]).toEqual({ source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'immutable' }] });
  });
});

describe('the local copy of firebase.json (local-config.ts)', () => {
  it('is a file of its own for each offset, beside firebase.json', () => {
    const files = [0, 4000, 10_000].map(localConfigFile);
    expect(new Set(files).size).toBe(3);
    expect(files.map((file) => basename(file))).toEqual([
      'firebase.local.json',
      'firebase.local.4000.json',
      'firebase.local.10000.json',
    ]);
    expect(files.map((file) => dirname(file))).toEqual([repoRoot, repoRoot, repoRoot]);
  });
});
