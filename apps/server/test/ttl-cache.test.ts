import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TtlCache } from "../src/lib/ttl-cache.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("TtlCache", () => {
  it("answers from memory until the entry expires, then loads again", async () => {
    const cache = new TtlCache<number>(1_000, 10);
    const load = vi.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    expect(await cache.getOrLoad("k", load)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.getOrLoad("k", load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.getOrLoad("k", load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load between requests that miss together", async () => {
    const cache = new TtlCache<string>(1_000, 10);
    const load = vi.fn(() => Promise.resolve("rows"));
    const answers = await Promise.all([1, 2, 3].map(() => cache.getOrLoad("k", load)));
    expect(answers).toEqual(["rows", "rows", "rows"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not keep a failed load", async () => {
    const cache = new TtlCache<string>(1_000, 10);
    await expect(cache.getOrLoad("k", () => Promise.reject(new Error("database down")))).rejects.toThrow();
    expect(await cache.getOrLoad("k", () => Promise.resolve("back"))).toBe("back");
  });

  it("forgets everything on clear, and the oldest entry when full", async () => {
    const cache = new TtlCache<string>(1_000, 2);
    await cache.getOrLoad("a", async () => "a1");
    await cache.getOrLoad("b", async () => "b1");
    await cache.getOrLoad("c", async () => "c1");
    expect(await cache.getOrLoad("a", async () => "a2")).toBe("a2");
    expect(await cache.getOrLoad("c", async () => "c2")).toBe("c1");
    cache.clear();
    expect(await cache.getOrLoad("c", async () => "c3")).toBe("c3");
  });
});
