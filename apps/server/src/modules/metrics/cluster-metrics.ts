import cluster from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";

// A scraper reaches whichever worker the primary hands its connection to, so a worker asks the
// primary, which collects every worker's figures (prom-client's AggregatorRegistry) and answers.
const ASK = "hogar:metrics-ask";
const ANSWER = "hogar:metrics-answer";

interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** In the primary of several processes: answers a worker's ask with all workers' figures together. */
export function collectWorkersMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK) return;
    const answer = (fields: Partial<Answer>) => worker.send({ type: ANSWER, id: message.id, ...fields });
    aggregator.clusterMetrics().then(
      (text) => answer({ text }),
      (error: Error) => answer({ error: error.message }),
    );
  });
}

/** In a worker: gives the primary this process's registry, and reads every worker's figures from it. */
export function workersMetrics(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry(); // answers the primary's collection from `registry`
  const waiting = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
  let nextId = 0;
  process.on("message", (message: Answer) => {
    if (message?.type !== ANSWER) return;
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error !== undefined) pending?.reject(new Error(message.error));
    else pending?.resolve(message.text ?? "");
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      process.send?.({ type: ASK, id }, undefined, undefined, (error) => {
        if (!error) return;
        waiting.delete(id);
        reject(error);
      });
    });
}
