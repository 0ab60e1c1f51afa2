import { existsSync, readdirSync, readFileSync } from "node:fs";

// On two cores the shop, PostgreSQL and the load generator share the machine, so requests per second
// say how much was served but not who spent the time. CPU time per request, split by who spent it,
// says which part a change saved and what is left (docs/decisions/019).

/** CPU milliseconds per request: the server's processes, PostgreSQL's and the load generator's. */
export interface CpuPerRequest {
  serverMs: number;
  postgresMs: number;
  loadMs: number;
}

// /proc/<pid>/stat counts in clock ticks, 100 a second on Linux (USER_HZ).
const TICKS_PER_SECOND = 100;

interface ProcessTimes {
  pid: number;
  parent: number;
  name: string;
  cpuSeconds: number;
}

function processTimes(pid: string): ProcessTimes | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null; // it ended meanwhile
  }
  // The name is in parentheses and may hold parentheses itself: the other fields follow the last ")".
  const close = stat.lastIndexOf(")");
  const fields = stat.slice(close + 2).split(" ");
  // Fields 4 (parent), 14 (user time) and 15 (system time) of proc(5), counted from the state, 3.
  return {
    pid: Number(pid),
    parent: Number(fields[1]),
    name: stat.slice(stat.indexOf("(") + 1, close),
    cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
  };
}

interface CpuReading {
  server: number;
  postgres: number;
  load: number;
}

/** CPU seconds so far of `serverPid` with its workers, of every PostgreSQL process, and of this one. */
function readCpu(serverPid: number): CpuReading {
  const all = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(processTimes)
    .filter((p): p is ProcessTimes => p !== null);
  const server = new Set([serverPid]);
  // Parents come before their children in /proc's order only mostly, so repeat until nothing is added.
  for (let added = true; added; ) {
    added = false;
    for (const p of all) {
      if (server.has(p.parent) && !server.has(p.pid)) {
        server.add(p.pid);
        added = true;
      }
    }
  }
  const sum = (list: ProcessTimes[]) => list.reduce((total, p) => total + p.cpuSeconds, 0);
  const { user, system } = process.cpuUsage();
  return {
    server: sum(all.filter((p) => server.has(p.pid))),
    postgres: sum(all.filter((p) => p.name === "postgres")),
    load: (user + system) / 1e6,
  };
}

/**
 * Runs `work` (a load of `requests` answers, returned by `work`) and splits the CPU it cost per
 * request. A PostgreSQL connection opened and closed within the run takes its time with it, so the
 * shop's pool, which stays open under load, is what this counts. Null where /proc is not there.
 */
export async function measureCpu<T extends { requests: number }>(
  serverPid: number | undefined,
  work: () => Promise<T>,
): Promise<T & { cpu: CpuPerRequest | null }> {
  if (serverPid === undefined || !existsSync("/proc/self/stat")) return { ...(await work()), cpu: null };
  const before = readCpu(serverPid);
  const result = await work();
  if (result.requests === 0) return { ...result, cpu: null };
  const after = readCpu(serverPid);
  // Never below zero: a process that ended during the run (an idle connection closed) takes its
  // earlier time out of the second reading.
  const perRequest = (seconds: number) => Math.max(0, Math.round((seconds * 1e6) / result.requests) / 1e3);
  return {
    ...result,
    cpu: {
      serverMs: perRequest(after.server - before.server),
      postgresMs: perRequest(after.postgres - before.postgres),
      loadMs: perRequest(after.load - before.load),
    },
  };
}
