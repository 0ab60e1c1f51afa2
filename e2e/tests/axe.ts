import type { Page } from "@playwright/test";
import axe from "axe-core";

/**
 * axe-core's findings on the page as it is, one line each ("rule: targets"), for the rules named
 * (all of them when none are). axe is loaded into the page once and kept until the next full load;
 * @axe-core/playwright loaded it anew for every scan and opened a second page to merge its results,
 * which took a third of the journeys' CPU (docs/decisions/018-ci-time.md). The shop has no frames,
 * so one `axe.run` in the page sees everything.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(async (only) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    // A full scan adds WCAG 2.2's target size (2.5.8), which axe leaves off and Lighthouse checks.
    const options = only
      ? { runOnly: { type: "rule" as const, values: only } }
      : { rules: { "target-size": { enabled: true } } };
    const results = await inPage.run(document, options);
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
  }, rules);
}
