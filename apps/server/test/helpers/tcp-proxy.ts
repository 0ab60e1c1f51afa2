import { createServer, type Server, Socket } from "node:net";

export interface TcpProxy {
  port: number;
  /** As if the database went down: open connections drop and new ones are refused. */
  cut(): Promise<void>;
  /** The database is back. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Forwards a local port to a TCP service, so a test can take the service away and bring it back. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = new Socket();
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        upstream.connect(targetPort, targetHost, () => {
          client.pipe(upstream);
          upstream.pipe(client);
        });
      });
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        const address = next.address();
        if (typeof address === "object" && address) port = address.port;
        server = next;
        resolve();
      });
    });

  const stop = async () => {
    const current = server;
    server = null;
    for (const s of sockets) s.destroy();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();
  return { port, cut: stop, restore: listen, close: stop };
}
