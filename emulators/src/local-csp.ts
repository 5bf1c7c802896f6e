import type { HostingHeaderRule } from './ports';

/**
 * The local build talks to the Auth and Storage emulators on http://<the page's host>:<port>, ports
 * that TOOLSHUB_PORT_OFFSET moves; production's policy (firebase.json) does not allow them. The
 * launcher's copy of firebase.json (local-config.ts) adds them to the directives that reach them:
 * Auth's REST calls and Storage uploads (connect-src), the pictures Storage serves (img-src) and the
 * Auth emulator's helper iframe (frame-src).
 */
export const EMULATOR_SOURCES = ['http://127.0.0.1:*', 'http://localhost:*'];
const DIRECTIVES_REACHING_EMULATORS = ['connect-src', 'img-src', 'frame-src'];

export function withEmulatorSources(policy: string): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  for (const name of DIRECTIVES_REACHING_EMULATORS) {
    const index = directives.findIndex((directive) => directive.split(/\s+/)[0] === name);
    if (index === -1) throw new Error(`The Content-Security-Policy in firebase.json has no ${name} directive`);
    directives[index] = [directives[index], ...EMULATOR_SOURCES].join(' ');
  }
  return directives.join('; ');
}

/** firebase.json's hosting.headers with every Content-Security-Policy widened for the emulators. */
export function localHostingHeaders(rules: HostingHeaderRule[]): HostingHeaderRule[] {
  return rules.map((rule) => ({
    ...rule,
    headers: rule.headers?.map((header) =>
      header.key.toLowerCase() === 'content-security-policy'
        ? { ...header, value: withEmulatorSources(header.value) }
        : header,
    ),
  }));
}
