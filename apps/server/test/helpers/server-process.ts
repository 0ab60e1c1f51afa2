import { type ChildProcess, fork } from "node:child_process";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serveFlags } from "./serve-command.ts";
import { serverBundle } from "./server-bundle.ts";
import { createTestDatabase } from "./test-database.ts";

/** A TCP port nothing listens on at this moment, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

const mainFile = path.resolve(import.meta.dirname, "../../src/main.ts");

/**
 * Starts the real server (main.ts) as its own process; it exits when this process does. Tests start
 * it from the bundle, which starts three times cheaper; `fromSources` runs the sources with the flags
 * of `npm start` (tsx and the heap limit), for the bench, which measures the shop as it runs.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { fromSources = false } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const [file, execArgv] = fromSources ? [mainFile, serveFlags()] : [await serverBundle(), []];
  const child = fork(file, [], {
    execArgv,
    // One data folder for every test server: catalogue images are drawn once per machine.
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      BASE_URL: url,
      DATA_DIR: path.join(tmpdir(), "hogar-test-data"),
      // Every test shopper signs up from 127.0.0.1, and tests sharing a database share its counter;
      // the limit itself is tested in sign-up-limit.test.ts (docs/product.md 67).
      SIGN_UPS_PER_ADDRESS_PER_HOUR: "100000",
      // One process, whose end is the shop's end (a crash test kills it), unless a test asks for more.
      SHOP_PROCESSES: "1",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // Start-up migrates, seeds and may draw the catalogue images first.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) {
      return {
        url,
        child,
        exited,
        stop: async () => {
          if (child.exitCode === null) child.kill("SIGTERM");
          await exited;
        },
      };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error("server did not become healthy in 90 s");
}

export interface TwoShops {
  url: string;
  servers: [ServerProcess, ServerProcess];
  close(): Promise<void>;
}

/**
 * Two shop processes sharing one new PostgreSQL database and secret, as behind a load balancer.
 * Both start at once on the empty database: the advisory lock lets one migrate at a time.
 */
export async function startTwoShops(): Promise<TwoShops> {
  const database = await createTestDatabase({ empty: true });
  if (database.config.kind !== "postgres") throw new Error("this test needs PostgreSQL");
  const env = {
    DATABASE_URL: database.config.url,
    AUTH_SECRET: "a-shared-secret-for-both-processes-0123456789",
    // The sandbox signs its webhooks with it, and either process may receive one.
    PAYMENTS_WEBHOOK_SECRET: "a-shared-webhook-secret-for-both-processes-0123",
  };
  const servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  return {
    url: database.config.url,
    servers,
    close: async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await database.drop();
    },
  };
}
