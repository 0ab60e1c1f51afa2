const DAY_MS = 86_400_000;

/** A promotion code's form as staff send it: 10% off anything, valid from yesterday for a week, unless said. */
export function promotionInput(code: string, overrides: object = {}) {
  return {
    code,
    kind: "percent",
    percent: 10,
    minSubtotal: 0,
    startsAt: new Date(Date.now() - DAY_MS).toISOString(),
    endsAt: new Date(Date.now() + 7 * DAY_MS).toISOString(),
    maxUses: null,
    maxUsesPerShopper: null,
    categories: null,
    ...overrides,
  };
}
