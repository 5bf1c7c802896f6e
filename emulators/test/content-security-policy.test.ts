import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { START_APP_AFTER_FIRST_PAINT } from '../../web/src/prerender/compose-page';
import { localConfigFile } from '../src/local-config';
import { EMULATOR_SOURCES, localHostingHeaders, withEmulatorSources } from '../src/local-csp';
import { repoRoot } from '../src/paths';
import { readFirebaseJson } from '../src/ports';

function headersForEveryResponse(): Map<string, string> {
  const rule = readFirebaseJson().hosting.headers.find((r) => r.source === '**');
  return new Map((rule?.headers ?? []).map((h) => [h.key, h.value]));
}

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
  it('apply to every response (source "**")', () => {
    const headers = headersForEveryResponse();
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Permissions-Policy')).toMatch(/camera=\(\)/);
    expect(directive(headers.get('Content-Security-Policy') ?? '', 'frame-ancestors')).toEqual(["'none'"]);
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
