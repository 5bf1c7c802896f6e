import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closeGate, openGate, waitForGate } from './unit-gate';

const gate = () => join(mkdtempSync(join(tmpdir(), 'unit-gate-')), 'unit-done');

describe('the gate between the unit tests and the suite’s later steps', () => {
  it('holds its waiter until it opens, then says how the unit tests went', async () => {
    const file = gate();
    closeGate(file);
    let outcome: string | null = null;
    const waiting = waitForGate(file, { pollMs: 5 }).then((o) => (outcome = o));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outcome).toBeNull();
    openGate(file, 'passed');
    await waiting;
    expect(outcome).toBe('passed');
  });

  it('answers failed for a failed run, for a gate that stays shut, and after it is shut again', async () => {
    const file = gate();
    openGate(file, 'failed');
    expect(await waitForGate(file, { pollMs: 5 })).toBe('failed');
    closeGate(file);
    expect(await waitForGate(file, { pollMs: 5, timeoutMs: 30 })).toBe('failed');
    openGate(file, 'passed');
    expect(await waitForGate(file, { pollMs: 5, timeoutMs: 30 })).toBe('passed');
  });
});
