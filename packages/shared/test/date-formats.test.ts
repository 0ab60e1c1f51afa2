import { describe, expect, it } from "vitest";
import { formatPerTimeZone } from "../src/date-formats.ts";

describe("formatPerTimeZone", () => {
  const dateIn = formatPerTimeZone("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });
  // 05:30 UTC on 1 March is still 28 February in Mexico City (UTC-6).
  const instant = new Date("2026-03-01T05:30:00Z");

  it("formats in the time zone it is asked for", () => {
    expect(dateIn("America/Mexico_City").format(instant)).toBe("2026-02-28");
    expect(dateIn("UTC").format(instant)).toBe("2026-03-01");
  });

  it("builds one format per time zone and keeps it", () => {
    expect(dateIn("America/Mexico_City")).toBe(dateIn("America/Mexico_City"));
    expect(dateIn("America/Tijuana")).not.toBe(dateIn("America/Mexico_City"));
  });
});
