import { copyFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printTable } from "./report.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
/** The figures a change is judged against, committed; replaced only on purpose (BENCH_UPDATE_BASELINE=1). */
export const BASELINE_FILE = path.join(here, "baseline.json");

/**
 * A figure of one row: its name, how to read it (undefined where a run did not measure it), and
 * whether more is better (req/s) or worse (ms).
 */
export interface Figure<Row> {
  name: string;
  of: (row: Row) => number | undefined;
  higherIsBetter: boolean;
}

/** Beyond this change a figure is called out: run-to-run noise on two cores is about this size. */
const NOTABLE = 0.1;

type Part = { rows?: unknown[] } & Record<string, unknown>;

function baselinePart(part: string): Part | undefined {
  if (!existsSync(BASELINE_FILE)) return undefined;
  return (JSON.parse(readFileSync(BASELINE_FILE, "utf8")) as Record<string, Part>)[part];
}

/** "−12%" with a word when the change is past the noise. */
function change(now: number, before: number, higherIsBetter: boolean): string {
  if (before === 0) return now === 0 ? "same" : "new";
  const ratio = (now - before) / before;
  const percent = `${ratio > 0 ? "+" : ""}${Math.round(ratio * 100)}%`;
  if (Math.abs(ratio) < NOTABLE) return percent;
  return `${percent} ${ratio > 0 === higherIsBetter ? "better" : "WORSE"}`;
}

/**
 * Prints each figure of this run beside the committed baseline's for the same row (matched by `key`);
 * rows the baseline lacks say so.
 */
export function printAgainstBaseline<Row>(
  part: string,
  listName: string,
  rows: Row[],
  key: (row: Row) => string,
  figures: Figure<Row>[],
) {
  const before = baselinePart(part)?.[listName] as Row[] | undefined;
  if (!before) {
    console.log(`\n(${part}: no ${listName} in bench/baseline.json yet)`);
    return;
  }
  const byKey = new Map(before.map((row) => [key(row), row]));
  const lines = rows.flatMap((row) => {
    const old = byKey.get(key(row));
    return figures.flatMap((figure) => {
      const now = figure.of(row);
      if (now === undefined) return [];
      const then = old && figure.of(old);
      if (then === undefined) return [[key(row), figure.name, String(now), "-", "not in baseline"]];
      return [[key(row), figure.name, String(now), String(then), change(now, then, figure.higherIsBetter)]];
    });
  });
  printTable(`Against the baseline (${part})`, ["row", "figure", "now", "baseline", "change"], lines);
}

/**
 * With BENCH_UPDATE_BASELINE=1 this run's figures become the baseline, to be committed on purpose. It is
 * the bench's own output, as bench/results is, so the linter leaves its layout alone (biome.json).
 */
export function updateBaselineIfAsked(latestFile: string) {
  if (process.env.BENCH_UPDATE_BASELINE !== "1") return;
  copyFileSync(latestFile, BASELINE_FILE);
  console.log(
    `Copied to ${path.relative(process.cwd(), BASELINE_FILE)}: commit it with the change it measures.`,
  );
}
