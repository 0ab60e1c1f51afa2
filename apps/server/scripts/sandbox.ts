// npm run sandbox -- pay <reference>: pays an OXXO voucher or SPEI transfer in the running shop's
// sandbox (docs/product.md 87), as a cashier or a bank would. It asks the shop over HTTP (BASE_URL,
// else http://localhost:$PORT, else port 3000) and never opens the database: the embedded one takes
// one process at a time, and the shop holds it.

const USAGE = "Usage: npm run sandbox -- pay <reference>   (the voucher's 14 digits, or the transfer's 7)";
const PAY_PATH = "/api/sandbox/payments/pay";
const TIMEOUT_MS = 15_000;

function shopUrl(env: NodeJS.ProcessEnv): string {
  const base = env.BASE_URL?.trim() || `http://localhost:${env.PORT?.trim() || "3000"}`;
  return base.replace(/\/$/, "");
}

async function main(): Promise<number> {
  const [action, reference, ...rest] = process.argv.slice(2);
  if (action !== "pay" || !reference || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const base = shopUrl(process.env);
  let response: Response;
  try {
    response = await fetch(`${base}${PAY_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify({ reference }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const cause =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : "";
    console.error(
      `The shop is not answering at ${base} (${cause}). Start it first (npm run dev or npm start), ` +
        "or set BASE_URL (or PORT) to where it runs.",
    );
    return 1;
  }
  const answer = (await response.json().catch(() => null)) as {
    orderId?: string;
    message?: string;
  } | null;
  if (response.ok) {
    console.log(
      `Paid ${reference} (order ${answer?.orderId}). The sandbox now tells the shop by its webhook; ` +
        "the order turns paid within seconds.",
    );
    return 0;
  }
  const said = answer?.message ?? `HTTP ${response.status}`;
  console.error(`The shop at ${base} refused: ${said}`);
  if (response.status === 404 && !answer?.message?.includes(reference)) {
    console.error("Its sandbox controls are off: they exist only when NODE_ENV is not production.");
  }
  return 1;
}

process.exitCode = await main();

// A module (for the top-level await), though it imports nothing: it never opens the database.
export {};
