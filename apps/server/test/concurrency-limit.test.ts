import { describe, expect, it } from "vitest";
import { ConcurrencyLimit } from "../src/lib/concurrency-limit.ts";

/** A task that runs until `finish` is called, recording when it started. */
function openTask(started: number[], id: number) {
  let finish: (value: number) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const task = () => {
    started.push(id);
    return new Promise<number>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { task, finish: () => finish(id), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("ConcurrencyLimit", () => {
  it("runs at most its slots at once, and the others in the order they came", async () => {
    const limit = new ConcurrencyLimit(2);
    const started: number[] = [];
    const tasks = [1, 2, 3, 4].map((id) => openTask(started, id));
    const results = tasks.map((t) => limit.run(t.task));
    await settle();
    expect(started).toEqual([1, 2]);

    tasks[1]?.finish();
    await settle();
    expect(started).toEqual([1, 2, 3]);

    tasks[0]?.finish();
    await settle();
    expect(started).toEqual([1, 2, 3, 4]);

    tasks[2]?.finish();
    tasks[3]?.finish();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);
  });

  it("gives a failed task's slot to the next, and passes the failure to its caller", async () => {
    const limit = new ConcurrencyLimit(1);
    const started: number[] = [];
    const first = openTask(started, 1);
    const second = openTask(started, 2);
    const failed = limit.run(first.task);
    const next = limit.run(second.task);
    await settle();
    first.fail(new Error("statement failed"));
    await expect(failed).rejects.toThrow("statement failed");
    await settle();
    expect(started).toEqual([1, 2]);
    second.finish();
    expect(await next).toBe(2);
  });

  it("frees every slot once all tasks end", async () => {
    const limit = new ConcurrencyLimit(2);
    await Promise.all([1, 2, 3].map((n) => limit.run(async () => n)));
    const started: number[] = [];
    const again = [1, 2].map((id) => openTask(started, id));
    const results = again.map((t) => limit.run(t.task));
    await settle();
    expect(started).toEqual([1, 2]);
    for (const t of again) t.finish();
    await Promise.all(results);
  });
});
