import cluster, { type Worker } from "node:cluster";
import {
  AggregatorRegistry,
  type MetricObjectWithValues,
  type MetricValue,
  type Registry,
} from "prom-client";

// A scraper reaches whichever worker the primary hands its connection to, so that worker asks the
// primary, which gathers the figures of every worker serving and answers with all of them. Each
// worker's series carry its own `worker` label: summed, a replaced worker's counters starting again
// from 0 would look to Prometheus like the shop's counters going backwards.
const ASK = "hogar:metrics-ask";
const ANSWER = "hogar:metrics-answer";
const FIGURES_ASK = "hogar:metrics-figures-ask";
const FIGURES = "hogar:metrics-figures";
// A worker that does not answer by then (dying, stuck) is left out of this scrape.
const WORKER_ANSWER_MS = 2_000;

type Figures = MetricObjectWithValues<MetricValue<string>>[];
interface Message {
  type?: string;
  id?: number;
  text?: string;
  error?: string;
  figures?: Figures;
}

// Without a callback a closed channel (the other side gone) would be thrown as an 'error' event.
const ignoreClosed = () => {};

/** In the primary of several processes: answers a worker's ask with the figures of every worker serving. */
export function collectWorkersMetrics(): void {
  const serving = new Set<Worker>();
  cluster.on("listening", (worker) => serving.add(worker));
  cluster.on("exit", (worker) => serving.delete(worker));
  let nextId = 0;

  const figuresOf = (worker: Worker) =>
    new Promise<Figures>((resolve) => {
      const id = nextId++;
      const done = (figures: Figures) => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        resolve(figures);
      };
      const onMessage = (message: Message) => {
        if (message?.type === FIGURES && message.id === id) done(message.figures ?? []);
      };
      const timer = setTimeout(() => done([]), WORKER_ANSWER_MS);
      worker.on("message", onMessage);
      worker.send({ type: FIGURES_ASK, id }, undefined, (error) => error && done([]));
    });

  cluster.on("message", (asker, message: Message) => {
    if (message?.type !== ASK) return;
    const answer = (fields: Message) =>
      asker.send({ type: ANSWER, id: message.id, ...fields }, undefined, ignoreClosed);
    Promise.all([...serving].filter((w) => w.isConnected()).map(figuresOf))
      .then((all) => AggregatorRegistry.aggregate(all).metrics())
      .then(
        (text) => answer({ text }),
        (error: Error) => answer({ error: error.message }),
      );
  });
}

/** In a worker: gives the primary this process's figures, and reads every worker's from it. */
export function workersMetrics(registry: Registry): () => Promise<string> {
  registry.setDefaultLabels({ worker: String(cluster.worker?.id ?? 0) });
  const waiting = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
  let nextId = 0;
  process.on("message", (message: Message) => {
    if (message?.type === FIGURES_ASK) {
      void registry.getMetricsAsJSON().then((figures) => {
        process.send?.({ type: FIGURES, id: message.id, figures }, undefined, undefined, ignoreClosed);
      });
      return;
    }
    if (message?.type !== ANSWER || message.id === undefined) return;
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
