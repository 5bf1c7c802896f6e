import { describe, expect, it } from 'vitest';
import { INBOX_BASE_PORTS, readFirebaseJson } from '../src/ports';

/** Every configured port (and websocket port) of firebase.json's emulators, and the inbox's, by name. */
function basePorts(): Map<string, number> {
  const ports = new Map<string, number>([
    ['inbox smtp', INBOX_BASE_PORTS.smtp],
    ['inbox web', INBOX_BASE_PORTS.web],
  ]);
  for (const [name, entry] of Object.entries(readFirebaseJson().emulators)) {
    if (typeof entry !== 'object') continue;
    if (typeof entry.port === 'number') ports.set(name, entry.port);
    if (typeof entry.websocketPort === 'number') ports.set(`${name} websocket`, entry.websocketPort);
  }
  return ports;
}

describe('emulator ports under TOOLSHUB_PORT_OFFSET (multiples of 100)', () => {
  it("gives the internal emulators endings no other port has, so they never meet another suite's ports", () => {
    const ports = basePorts();
    const internal = ['hub', 'logging', 'eventarc', 'tasks', 'inbox smtp', 'inbox web'];
    for (const name of internal) {
      const port = ports.get(name);
      expect(port, name).toBeDefined();
      const clashes = [...ports]
        .filter(([other, p]) => other !== name && p % 100 === (port ?? 0) % 100)
        .map(([other]) => other);
      expect(clashes, `${name} (${port})`).toEqual([]);
    }
  });

  it('keeps every port of one suite distinct', () => {
    const values = [...basePorts().values()];
    expect(new Set(values).size).toBe(values.length);
  });
});
