import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cpuTicksOf,
  latencyFloorMs,
  measureCpuPerCall,
  processClassOf,
  PROCESS_CLASSES,
  readSuiteCpu,
  type CpuByClass,
} from '../src/bench/process-cpu';
import { orderCpuRows } from '../src/bench/report';

const quietAtOnce = { busyBelow: 1.1, windowMs: 0, timeoutMs: 1000, sleep: async () => {} };

/** A /proc/{pid}/stat line with this command name and these utime, stime, cutime, cstime ticks. */
const statLine = (pid: number, name: string, ticks: [number, number, number, number]) =>
  `${pid} (${name}) S 1 ${pid} ${pid} 0 -1 4194560 100 0 0 0 ${ticks.join(' ')} 20 0 1 0 100 1000 10`;

const cpu = (values: Partial<CpuByClass>): CpuByClass =>
  Object.fromEntries(PROCESS_CLASSES.map((part) => [part, values[part] ?? 0])) as CpuByClass;

describe("the suite's CPU by process", () => {
  it("tells the suite's parts apart by their command lines, the bench by its process id", () => {
    expect(
      processClassOf('/usr/bin/node /x/node_modules/firebase-tools/lib/emulator/functionsEmulatorRuntime', false),
    ).toBe('functions workers');
    expect(
      processClassOf('java -Dx=1 -jar /c/firestore-wrapper/cloud-firestore-emulator-wrapper.jar --port 12080', false),
    ).toBe('Firestore emulator');
    expect(processClassOf('java -jar /c/storage-rules-runtime/storage-rules-runtime.jar serve', false)).toBeNull();
    expect(
      processClassOf(
        'node /x/node_modules/.bin/firebase emulators:exec --project demo "tsx emulators/src/bench/index.ts"',
        false,
      ),
    ).toBe('firebase-tools');
    expect(
      processClassOf(
        '/usr/bin/node --import loader.mjs emulators/src/cli.ts exec tsx emulators/src/bench/index.ts',
        false,
      ),
    ).toBe('launcher and inbox');
    expect(processClassOf('/usr/bin/node emulators/src/bench/index.ts', true)).toBe('bench client');
    expect(processClassOf('/usr/bin/chromium --headless', false)).toBeNull();
  });

  it("reads a process's user and system ticks, its waited-for children's too, whatever its name holds", () => {
    expect(cpuTicksOf(statLine(42, 'node', [100, 20, 3, 1]))).toBe(124);
    expect(cpuTicksOf(statLine(43, 'odd) name (x', [5, 5, 0, 0]))).toBe(10);
  });

  it('sums the ticks of each part from /proc, in ms, and leaves other processes out', () => {
    const root = mkdtempSync(join(tmpdir(), 'proc-'));
    const proc = (pid: number, cmdline: string[], ticks: [number, number, number, number]) => {
      mkdirSync(join(root, String(pid)));
      writeFileSync(join(root, String(pid), 'cmdline'), `${cmdline.join('\0')}\0`);
      writeFileSync(join(root, String(pid), 'stat'), statLine(pid, 'x', ticks));
    };
    proc(10, ['/usr/bin/node', '/n/firebase-tools/lib/emulator/functionsEmulatorRuntime'], [30, 10, 0, 0]);
    proc(11, ['/usr/bin/node', '/n/firebase-tools/lib/emulator/functionsEmulatorRuntime'], [5, 5, 0, 0]);
    proc(12, ['java', '-jar', 'cloud-firestore-emulator.jar'], [70, 0, 0, 0]);
    proc(13, ['/usr/bin/chromium'], [900, 0, 0, 0]);
    proc(14, ['/usr/bin/node', 'emulators/src/bench/index.ts'], [1, 1, 0, 0]);
    mkdirSync(join(root, 'self'));
    const read = readSuiteCpu(root, 14)!;
    expect(read['functions workers']).toBe(500);
    expect(read['Firestore emulator']).toBe(700);
    expect(read['bench client']).toBe(20);
    expect(read['firebase-tools']).toBe(0);
    expect(readSuiteCpu(join(root, 'missing'))).toBeNull();
  });

  it("gives each part's CPU per call, less what the part spends idle over the same time", async () => {
    let clock = 0;
    const readings = [
      cpu({ 'functions workers': 0, 'Firestore emulator': 0 }), // idle from here...
      cpu({ 'functions workers': 10, 'Firestore emulator': 20 }), // ...to here: 1000 ms idle
      cpu({ 'functions workers': 10 + 4000 + 20, 'Firestore emulator': 20 + 3000 + 40 }), // 2000 ms of calls
    ];
    const times = [0, 1000, 3000];
    let calls = 0;
    const result = await measureCpuPerCall({
      calls: 100,
      call: async () => {
        calls++;
      },
      quiet: quietAtOnce,
      read: () => {
        const next = readings.shift()!;
        clock = times.shift()!;
        return next;
      },
      now: () => clock,
      sleep: async () => {},
    });
    expect(calls).toBe(100);
    expect(result!.perCallMs['functions workers']).toBeCloseTo(40);
    expect(result!.perCallMs['Firestore emulator']).toBeCloseTo(30);
    expect(result!.totalMs).toBeCloseTo(70);
  });

  it('says nothing where /proc cannot be read', async () => {
    const result = await measureCpuPerCall({
      calls: 1,
      call: async () => {},
      quiet: quietAtOnce,
      read: () => null,
      sleep: async () => {},
    });
    expect(result).toBeNull();
  });

  it('puts the floor of the mean wait at clients × CPU per call over the cores', () => {
    expect(latencyFloorMs(50, 10, 2)).toBe(250);
    expect(latencyFloorMs(50, 10, 4)).toBe(125);
  });

  it("reports both splits and the floor at 10 clients from the suite's CPU, the bench client's left out", () => {
    const withTriggers = {
      calls: 100,
      perCallMs: cpu({ 'functions workers': 50, 'Firestore emulator': 44 }),
      totalMs: 94,
    };
    const triggersPaused = {
      calls: 100,
      perCallMs: cpu({ 'functions workers': 15, 'Firestore emulator': 23, 'firebase-tools': 18, 'bench client': 4 }),
      totalMs: 60,
    };
    const rows = orderCpuRows({ withTriggers, triggersPaused }, 2);
    expect(rows).toHaveLength(3);
    expect(rows[0]![2]).toContain('functions workers 50.0 ms');
    expect(rows[0]![2]).toContain('total 94.0 ms (100 orders)');
    expect(rows[1]![2]).toContain('firebase-tools 18.0 ms');
    expect(rows[2]![2]).toMatch(/^280 ms \(10 × 56\.0 ms .* on 2 cores; of it the API's worker 15\.0 ms\)$/);
    expect(orderCpuRows({ withTriggers: null, triggersPaused: null }, 2).map((row) => row[2])).toEqual([
      'not measured (no /proc)',
      'not measured (no /proc)',
    ]);
    expect(orderCpuRows(undefined, 2)).toEqual([]);
  });
});
