import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { sleepFor, waitForQuiet, type QuietOptions } from './quiet';

/**
 * Where an API call's CPU goes on this machine: which of the suite's processes spends it, read
 * from /proc (Linux). At 10 clients the API's latency is the machine's CPU per call shared out
 * among them, and most of that CPU is the emulators', not the API's: this tells the two apart.
 */
export const PROCESS_CLASSES = [
  'functions workers',
  'Firestore emulator',
  'firebase-tools',
  'launcher and inbox',
  'bench client',
] as const;
export type ProcessClass = (typeof PROCESS_CLASSES)[number];

/**
 * The suite's part a process is, from its command line (arguments joined by spaces); null for
 * anything else on the machine. Under `cli.ts exec` the launcher's and firebase-tools' command
 * lines carry the bench's own command, so the bench is known by its process id, not its name.
 */
export function processClassOf(commandLine: string, isBench: boolean): ProcessClass | null {
  if (isBench) return 'bench client';
  if (commandLine.includes('functionsEmulatorRuntime')) return 'functions workers';
  if (/^\S*java\s/.test(commandLine)) return commandLine.includes('firestore') ? 'Firestore emulator' : null;
  if (/(^|\s)\S*(\.bin\/firebase|firebase-tools\/lib\/bin\/firebase\.js)\s/.test(commandLine)) return 'firebase-tools';
  // MailDev (the local inbox) runs in the launcher's process.
  if (commandLine.includes('emulators/src/cli.ts')) return 'launcher and inbox';
  return null;
}

/** A process's user and system CPU time in clock ticks, from the text of its /proc/{pid}/stat. */
export function cpuTicksOf(stat: string): number {
  // The fields after the command name, which is in parentheses and may itself hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime, stime, cutime, cstime: fields 14 to 17 of proc(5), 12 to 15 after the name and state.
  return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const TICK_MS = 10;

export type CpuByClass = Record<ProcessClass, number>;

const noCpu = (): CpuByClass => Object.fromEntries(PROCESS_CLASSES.map((c) => [c, 0])) as CpuByClass;

/** CPU time so far (ms) of the suite's processes, by part; null where there is no /proc. */
export function readSuiteCpu(procRoot = '/proc', benchPid = process.pid): CpuByClass | null {
  let pids: string[];
  try {
    pids = readdirSync(procRoot).filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const byClass = noCpu();
  for (const pid of pids) {
    try {
      const commandLine = readFileSync(`${procRoot}/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      const part = commandLine && processClassOf(commandLine, Number(pid) === benchPid);
      if (part) byClass[part] += cpuTicksOf(readFileSync(`${procRoot}/${pid}/stat`, 'utf8')) * TICK_MS;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return byClass;
}

export interface CpuPerCall {
  calls: number;
  /** CPU per call (ms) by part, the suite's idle CPU over the same time taken off. */
  perCallMs: CpuByClass;
  totalMs: number;
}

export interface CpuPerCallOptions {
  calls: number;
  /** One call, awaited: calls go one at a time. */
  call: () => Promise<void>;
  /** Waited for before and after (the calls' own background work, a trigger, runs until it is quiet). */
  quiet: QuietOptions;
  /** How long the suite's idle CPU is read for, before the calls. */
  idleMs?: number;
  /** For tests: where the readings, the clock and the pause come from. */
  read?: () => CpuByClass | null;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The suite's CPU per call by part: `calls` calls one after another, and what the suite's
 * processes spent from the first until the machine was quiet again (the calls' triggers
 * included), less what they spend idle in that time. Null where /proc cannot be read.
 */
export async function measureCpuPerCall(opts: CpuPerCallOptions): Promise<CpuPerCall | null> {
  const read = opts.read ?? (() => readSuiteCpu());
  const now = opts.now ?? (() => performance.now());
  await waitForQuiet(opts.quiet);
  const idleStart = read();
  const idleFrom = now();
  await (opts.sleep ?? sleepFor)(opts.idleMs ?? 2000);
  const start = read();
  const from = now();
  if (!idleStart || !start) return null;
  const idleMs = from - idleFrom;
  for (let i = 0; i < opts.calls; i++) await opts.call();
  await waitForQuiet(opts.quiet);
  const end = read();
  if (!end) return null;
  const elapsedMs = now() - from;
  const perCallMs = noCpu();
  for (const part of PROCESS_CLASSES) {
    const idleRate = (start[part] - idleStart[part]) / idleMs;
    perCallMs[part] = Math.max(0, end[part] - start[part] - idleRate * elapsedMs) / opts.calls;
  }
  const totalMs = PROCESS_CLASSES.reduce((sum, part) => sum + perCallMs[part], 0);
  return { calls: opts.calls, perCallMs, totalMs };
}

/**
 * The shortest mean wait at `clients` concurrent clients that `cpuMs` of CPU per call allows on
 * `cores` cores: the cores finish a call every cpuMs / cores at best, and each client waits its turn.
 */
export function latencyFloorMs(cpuMs: number, clients: number, cores = cpus().length): number {
  return (clients * cpuMs) / cores;
}
