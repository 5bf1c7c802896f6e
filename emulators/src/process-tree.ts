/**
 * The processes a suite started, read from /proc (Linux). firebase-tools starts the Firestore
 * emulator in a process group of its own; when it is made to quit at once (a second Ctrl+C) it
 * leaves that JVM running on its port, and stopping the suite's group does not reach it. Noting
 * the descendants while firebase-tools still runs lets us stop exactly those afterwards, by pid.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessInfo {
  pid: number;
  ppid: number;
  pgid: number;
  /** Clock ticks after boot: with the pid, names one process even once the pid is reused. */
  startTime: number;
}

/** Fields of /proc/<pid>/stat; the command name, in parentheses, may hold spaces. */
export function parseProcStat(stat: string): ProcessInfo | null {
  const close = stat.lastIndexOf(')');
  const pid = Number(stat.slice(0, stat.indexOf(' ')));
  if (close < 0 || !Number.isInteger(pid)) return null;
  // After ") ": state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime
  // stime cutime cstime priority nice num_threads itrealvalue starttime ...
  const fields = stat.slice(close + 2).split(' ');
  const [ppid, pgid, startTime] = [fields[1], fields[2], fields[19]].map(Number);
  if (ppid === undefined || pgid === undefined || startTime === undefined) return null;
  if (![ppid, pgid, startTime].every(Number.isInteger)) return null;
  return { pid, ppid, pgid, startTime };
}

function readProcess(pid: number): ProcessInfo | null {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

export function listProcesses(): ProcessInfo[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return []; // not Linux: nothing to note
  }
  return entries
    .filter((name) => /^[0-9]+$/.test(name))
    .map((name) => readProcess(Number(name)))
    .filter((p): p is ProcessInfo => p !== null);
}

/** Every process below `root` (children, their children...), from one list of processes. */
export function descendantsIn(processes: readonly ProcessInfo[], root: number): ProcessInfo[] {
  const found: ProcessInfo[] = [];
  const parents = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of processes) {
      if (parents.has(p.ppid) && !parents.has(p.pid)) {
        parents.add(p.pid);
        found.push(p);
        grew = true;
      }
    }
  }
  return found;
}

/** Sends `signal` to each noted process that still runs as the same process; returns how many. */
export function signalSurvivors(noted: Iterable<ProcessInfo>, signal: NodeJS.Signals = 'SIGTERM'): number {
  let signalled = 0;
  for (const p of noted) {
    if (readProcess(p.pid)?.startTime !== p.startTime) continue;
    try {
      process.kill(p.pid, signal);
      signalled += 1;
    } catch {
      // gone in between
    }
  }
  return signalled;
}
