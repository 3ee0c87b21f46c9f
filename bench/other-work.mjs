import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * The CPU time other work took from the machine while the benchmark ran: every process but the
 * benchmark's own (this process and what it started, and the roots `roots()` names, such as a
 * PostgreSQL cluster whose server left its starter behind) and the kernel's threads. The load
 * average cannot tell that apart: the benchmark's own load keeps it above half the cores however
 * idle the rest of the machine is.
 */

/** /proc's CPU times are in clock ticks (USER_HZ, 100 a second on Linux). */
const TICKS_PER_SECOND = 100;
/** A kernel thread's flag in /proc/PID/stat (PF_KTHREAD). */
const KERNEL_THREAD = 0x00200000;

/** Each process's parent, CPU ticks so far, start time and whether it is a kernel thread. */
function processes() {
  const found = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // it ended meanwhile
    }
    // After the command's ")" come the fields from the third (state) on: see proc(5).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    found.set(Number(name), {
      parent: Number(fields[1]),
      flags: Number(fields[6]),
      ticks: Number(fields[11]) + Number(fields[12]),
      start: fields[19],
    });
  }
  return found;
}

/**
 * Starts sampling every `everyMs`; `stop()` takes a last sample and gives the other work's CPU
 * seconds and its share of the machine (every core) over the time between.
 */
export function otherWorkMonitor(roots, everyMs = 5000) {
  const startedAt = Date.now();
  const seen = new Map();
  let otherTicks = 0;
  let first = true;
  const sample = () => {
    const now = processes();
    const ours = new Set([process.pid, ...roots().filter(Boolean)]);
    const isOurs = (pid) => {
      for (let at = pid, hops = 0; at > 1 && hops < 100; hops++) {
        if (ours.has(at)) return true;
        at = now.get(at)?.parent ?? 0;
      }
      return false;
    };
    for (const [pid, process_] of now) {
      const before = seen.get(pid);
      // A process first seen after the first sample started after it: all of its time is the run's.
      const previous = before?.start === process_.start ? before.ticks : first ? process_.ticks : 0;
      seen.set(pid, { start: process_.start, ticks: process_.ticks });
      if (process_.flags & KERNEL_THREAD || isOurs(pid)) continue;
      otherTicks += process_.ticks - previous;
    }
    first = false;
  };
  sample();
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      const seconds = otherTicks / TICKS_PER_SECOND;
      const machineSeconds = ((Date.now() - startedAt) / 1000) * os.cpus().length;
      return { seconds, share: machineSeconds > 0 ? seconds / machineSeconds : 0 };
    },
  };
}
