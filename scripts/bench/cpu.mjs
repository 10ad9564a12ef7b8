// CPU time of the workerd process Miniflare started for us (Linux /proc only; null elsewhere).
// workerd runs the worker and SQLite (D1) in one process, so CPU used across N sequential requests,
// divided by N, is an upper bound of the worker's CPU per request (it also includes HTTP parsing,
// the assets router and D1's SQLite work, which the Workers CPU limit does not count).
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ; Linux reports utime/stime in these units

function childPids(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** Our own workerd children (by parentage, not by name across the machine). */
export function findWorkerdPids() {
  return childPids(process.pid).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('workerd');
    } catch {
      return false;
    }
  });
}

/** utime + stime of the given processes, in ms; null when /proc is unavailable. */
export function cpuMs(pids) {
  if (!pids.length) return null;
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
