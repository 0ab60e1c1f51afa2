import cluster from "node:cluster";

// A message a worker sends its primary, which passes it on to every other worker.
const TYPE = "hogar:across-processes";

/**
 * `action` made to run in every process serving the shop: here at once, and in the primary's other
 * workers as soon as the message reaches them (docs/decisions/025). A process serving alone runs it
 * only here.
 */
export function acrossProcesses(name: string, action: () => void): () => void {
  if (!cluster.isWorker) return action;
  process.on("message", (message: { type?: string; name?: string }) => {
    if (message?.type === TYPE && message.name === name) action();
  });
  return () => {
    action();
    // Without a callback a closed channel (the primary gone, this process stopping) would throw.
    process.send?.({ type: TYPE, name }, undefined, undefined, () => {});
  };
}

/** In the primary: passes each worker's `acrossProcesses` message on to the other workers. */
export function relayAcrossProcesses(): void {
  cluster.on("message", (from, message: { type?: string }) => {
    if (message?.type !== TYPE) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message);
    }
  });
}
