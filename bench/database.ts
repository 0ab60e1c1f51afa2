import { spawnSync } from "node:child_process";
import pg from "pg";
import { MAIL_JOB } from "../apps/server/src/modules/mail/outbox.ts";

/** A PostgreSQL database holding at least `products` products, made with `npm run seed` when short. */
export async function prepareBenchDatabase(
  serverUrl: string,
  name: string,
  products: number,
): Promise<string> {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount && (await countProducts(url.toString())) >= products) return url.toString();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  console.log(`Seeding ${products.toLocaleString("en-US")} products into ${name}…`);
  const seeded = spawnSync(
    "node",
    ["--import", "tsx", "apps/server/scripts/seed.ts", "--products", String(products)],
    {
      env: { ...process.env, DATABASE_URL: url.toString() },
      stdio: "inherit",
    },
  );
  if (seeded.status !== 0) throw new Error("seeding failed");
  return url.toString();
}

/**
 * Random products on sale without variants (the scenarios buy a product as a whole; one with
 * variants needs one chosen), given stock enough that a benchmark never runs out.
 */
export function stockedProductIds(url: string, limit: number): Promise<string[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query(
      "update products set stock = 1000000 where id in (select id from products where not archived and option_names = '{}' order by random() limit $1) returning id",
      [limit],
    );
    return rows.map((r) => r.id);
  });
}

/**
 * Clears what earlier runs left that is not this run's work, before the shop starts:
 * - their confirmations still queued: their mail sink is gone, and the new shop would send them
 *   while this run measures (about 600 were left after each server run; 12,274 after ten runs);
 * - the dead rows of the tables the scenarios write (orders, jobs, payments, carts), vacuumed as
 *   autovacuum would. These machines' PostgreSQL runs without it (conf.d/90-ci.conf), so they grew
 *   with every run: 55,000 dead rows in orders after those ten. The whole database is vacuumed, so
 *   no table the scenarios come to write is missed; the rest, unchanged, takes about a second.
 */
export function clearEarlierRuns(url: string): Promise<void> {
  return withClient(url, async (client) => {
    await client.query("delete from jobs where kind = $1", [MAIL_JOB]);
    await client.query("vacuum (analyze)");
  });
}

/** `work` with a connection of its own to the database at `url`, closed after. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function countProducts(url: string): Promise<number> {
  return withClient(url, async (client) => {
    // Products with facts (issue 19) only: a bench database seeded before them is seeded again.
    const { rows } = await client.query(
      "select count(*)::int as n from products where not archived and colour is not null",
    );
    return rows[0].n;
  }).catch(() => 0);
}
