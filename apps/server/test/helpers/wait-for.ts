/** Polls `check` until it holds, failing after `timeoutMs` with what was awaited. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  { timeoutMs = 30_000, everyMs = 100 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
