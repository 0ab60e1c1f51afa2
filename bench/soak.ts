import { runLoad } from "./load.ts";
import { printTable } from "./report.ts";
import { CONNECTIONS, shopScenarios } from "./scenarios.ts";
import { startPostgresShop } from "./server.ts";

// BENCH_SOAK_MINUTES=N: every shop scenario mixed for N minutes on PostgreSQL, a row a minute.
export const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 0);
export const SOAK_MEMORY_AIM_MB = 300;
const METRICS_TOKEN = "bench-metrics-token-0123456789";

export interface SoakMinute {
  minute: number;
  requestsPerSecond: number;
  p99: number;
  errors: number;
  rssMb: number;
  heapUsedMb: number;
}

/** The shop's own memory, as Prometheus would scrape it (prom-client's default process metrics). */
async function memoryOf(url: string): Promise<{ rssMb: number; heapUsedMb: number }> {
  const response = await fetch(`${url}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (!response.ok) throw new Error(`metrics answered ${response.status}`);
  const text = await response.text();
  const megabytes = (series: string) => {
    const line = text.split("\n").find((l) => l.startsWith(`${series} `));
    if (!line) throw new Error(`metrics lack ${series}`);
    return Math.round(Number(line.slice(series.length + 1)) / 1e5) / 10;
  };
  return {
    rssMb: megabytes("process_resident_memory_bytes"),
    heapUsedMb: megabytes("nodejs_heap_size_used_bytes"),
  };
}

export async function benchSoak(): Promise<SoakMinute[]> {
  // One process: the aim is each process's memory, which it reads from the one series of its metrics.
  const shop = await startPostgresShop({ METRICS_TOKEN, SHOP_PROCESSES: "1" });
  try {
    const scenarios = await shopScenarios(shop.url, shop.productIds);
    // Request i goes to scenario i mod n, as that scenario's (i div n)-th request.
    const mixed = (i: number) => {
      const [, request] = scenarios[i % scenarios.length] ?? [];
      if (!request) throw new Error("no scenarios");
      return request(Math.floor(i / scenarios.length));
    };
    const minutes: SoakMinute[] = [];
    for (let minute = 1; minute <= SOAK_MINUTES; minute++) {
      const load = await runLoad({ url: shop.url, request: mixed, connections: CONNECTIONS, seconds: 60 });
      const row = { minute, ...load, ...(await memoryOf(shop.url)) };
      console.log(
        `  minute ${minute}: ${row.requestsPerSecond} req/s, p99 ${row.p99} ms, RSS ${row.rssMb} MB, heap ${row.heapUsedMb} MB`,
      );
      minutes.push(row);
    }
    return minutes;
  } finally {
    await shop.stop();
  }
}

/** Growth from the second minute (warmed up) to the last, which should be about nothing. */
function growth(rows: SoakMinute[], of: (row: SoakMinute) => number): string {
  const first = rows[Math.min(1, rows.length - 1)];
  const last = rows.at(-1);
  if (!first || !last) return "-";
  const percent = Math.round(((of(last) - of(first)) / of(first)) * 100);
  return `${percent > 0 ? "+" : ""}${percent}%`;
}

export function printSoak(rows: SoakMinute[]) {
  printTable(
    `Soak: every shop scenario mixed, ${CONNECTIONS} connections. Aim: RSS under ${SOAK_MEMORY_AIM_MB} MB, no growth after the first minutes`,
    ["minute", "req/s", "p99 ms", "errors", "RSS MB", "heap MB", "aim"],
    rows.map((r) => [
      String(r.minute),
      String(r.requestsPerSecond),
      String(r.p99),
      String(r.errors),
      String(r.rssMb),
      String(r.heapUsedMb),
      r.rssMb < SOAK_MEMORY_AIM_MB ? "met" : "MISSED",
    ]),
  );
  console.log(
    `\nFrom minute 2 to the last: RSS ${growth(rows, (r) => r.rssMb)}, heap ${growth(rows, (r) => r.heapUsedMb)}, p99 ${growth(rows, (r) => r.p99)}`,
  );
}
