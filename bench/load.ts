import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  requests: number;
}

export interface LoadRequest {
  path: string;
  method?: "GET" | "PUT" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  url: string;
  /** The n-th request: scenarios vary paths, shoppers and bodies so no one query is repeated. */
  request: (index: number) => LoadRequest;
  connections: number;
  seconds: number;
}

/** In milliseconds to a tenth: finer is noise. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const ms = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return Math.round(ms * 10) / 10;
}

/** Runs autocannon and keeps every response time, so p95 is exact (autocannon reports p97.5). */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const times: number[] = [];
  let next = 0;
  let errors = 0;
  let finish: (error: Error | null, result: autocannon.Result) => void = () => {};
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    finish = (error, result) => (error ? reject(error) : resolve(result));
  });
  const instance = autocannon(
    {
      url: options.url,
      connections: options.connections,
      duration: options.seconds,
      requests: [
        {
          setupRequest: (request) => {
            const { path, method = "GET", headers = {}, body } = options.request(next++);
            return {
              ...request,
              path,
              method,
              headers: { ...request.headers, ...headers },
              ...(body ? { body } : {}),
            };
          },
        },
      ],
    },
    (error, result) => finish(error, result),
  );
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    if (statusCode >= 400) errors++;
  });
  const result = await finished;
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: errors + result.errors + result.timeouts,
    requests: times.length,
  };
}
