import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productImages, uploadedImages } from "../src/db/schema/index.ts";
import { createCatalogAdminService } from "../src/modules/catalog/catalog-admin.service.ts";
import { isPublicAddress, publicAddressesAnd } from "../src/modules/images/address-policy.ts";
import { fetchRemoteImage, remoteImageFetcher } from "../src/modules/images/remote-images.ts";
import { createUser } from "./helpers/factories.ts";
import { FACTS_FORM } from "./helpers/product-factory.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

/**
 * A picture given by web address is fetched once and stored as an upload, from public addresses
 * only (docs/product.md 79). A local server plays every kind of picture host; the shop's policy
 * refuses it (it is on 127.0.0.1), and a policy that allows exactly 127.0.0.1 lets the tests reach it.
 */
let server: http.Server;
let base: string;
let port: number;
let png: Buffer;
/** Bytes the endless picture wrote before the fetcher hung up, and whether it did. */
const endless = { written: 0, closed: false };

const ownServer = publicAddressesAnd(["127.0.0.1"]);

function serve(request: http.IncomingMessage, response: http.ServerResponse) {
  const path = request.url ?? "/";
  const redirect = /^\/redirect\/(\d+)$/.exec(path);
  if (path === "/good.png") return response.writeHead(200, { "content-type": "image/png" }).end(png);
  if (path === "/notes.txt") return response.writeHead(200, { "content-type": "image/png" }).end("hello");
  if (path === "/missing.png") return response.writeHead(404).end("not here");
  if (path === "/slow.png") return; // never answers
  if (path === "/declared-huge.png") {
    return response.writeHead(200, { "content-length": String(6 * 1024 * 1024) }).end("x");
  }
  if (path === "/endless.png") {
    response.writeHead(200, { "content-type": "image/png" });
    const chunk = Buffer.alloc(64 * 1024, 1);
    response.on("close", () => {
      endless.closed = true;
    });
    const write = () => {
      while (!response.destroyed && endless.written < 200 * 1024 * 1024) {
        endless.written += chunk.length;
        if (!response.write(chunk)) return response.once("drain", write);
      }
    };
    return write();
  }
  if (redirect) {
    const left = Number(redirect[1]);
    return response.writeHead(302, { location: left > 1 ? `/redirect/${left - 1}` : "/good.png" }).end();
  }
  const hops: Record<string, string> = {
    "/to-private.png": "http://10.0.0.7/good.png",
    "/to-metadata.png": "http://169.254.169.254/latest/meta-data",
    "/to-loopback-v6.png": `http://[::1]:${port}/good.png`,
    "/to-mapped.png": `http://[::ffff:127.0.0.2]:${port}/good.png`,
    "/to-ftp.png": "ftp://127.0.0.1/good.png",
  };
  const target = hops[path];
  if (target) return response.writeHead(302, { location: target }).end();
  return response.writeHead(404).end();
}

let t: TestApp;

beforeAll(async () => {
  png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3A7D44" } })
    .png()
    .toBuffer();
  server = http.createServer(serve);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  t = await buildTestApp();
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await t.close();
});

describe("the address policy", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "100.64.0.1",
    "100.127.255.255",
    "169.254.169.254",
    "0.0.0.0",
    "224.0.0.1",
    "239.255.255.250",
    "255.255.255.255",
    "::",
    "::1",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "64:ff9b::a00:1",
    // Well-known NAT64 with a private, loopback or metadata IPv4 inside, in either notation.
    "64:ff9b::10.0.0.1",
    "64:ff9b::127.0.0.1",
    "64:ff9b::c0a8:101",
    "64:ff9b::169.254.169.254",
    // Local-use NAT64 (RFC 8215): refused whatever it carries, even a public IPv4.
    "64:ff9b:1::a00:1",
    "64:ff9b:1::808:808",
    "64:ff9b:1:ffff:ffff:ffff:ffff:ffff",
    "64:ff9b:1:0:0:0:0:0",
    "2002:a00:1::",
    "not-an-address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "100.63.255.255",
    "100.128.0.1",
    "172.32.0.1",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",
    "64:ff9b::8.8.8.8",
    // Next to the local-use NAT64 network, outside it.
    "64:ff9b:2::1",
  ])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("fetching with the shop's policy", () => {
  const refusedAs = async (address: string, reason: RegExp, options = {}) => {
    const error = await fetchRemoteImage(address, options).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "invalid", message: expect.stringContaining(address) });
    expect((error as Error).message).toMatch(reason);
    expect((error as { fields: Record<string, string> }).fields.images).toBe((error as Error).message);
  };
  const notPublic = /not on the public internet/;

  it("refuses loopback, private, link-local and mapped addresses without connecting", async () => {
    await refusedAs(`${base}/good.png`, notPublic);
    await refusedAs(`http://[::1]:${port}/good.png`, notPublic);
    await refusedAs("http://10.1.2.3/good.png", notPublic);
    await refusedAs("http://169.254.169.254/latest/meta-data", notPublic);
    await refusedAs(`http://[::ffff:127.0.0.1]:${port}/good.png`, notPublic);
    // The URL parser's other spellings of 127.0.0.1 come out as 127.0.0.1.
    await refusedAs(`http://2130706433:${port}/good.png`, notPublic);
  });

  it("refuses a name that resolves to a loopback or private address", async () => {
    await refusedAs(`http://localhost:${port}/good.png`, notPublic);
    const resolve = async () => [
      { address: "93.184.215.14", family: 4 },
      { address: "10.0.0.5", family: 4 },
    ];
    await refusedAs("http://pictures.example.test/good.png", notPublic, { resolve });
  });

  it("connects to the address it checked, not to a second answer of the name", async () => {
    // The first answer is the test server (allowed for this test), the next would be private:
    // a second lookup would reach 10.0.0.5, but only one is made, and its address is used.
    const answers = [[{ address: "127.0.0.1", family: 4 }], [{ address: "10.0.0.5", family: 4 }]];
    let lookups = 0;
    const resolve = async () => answers[Math.min(lookups++, 1)] ?? [];
    const upload = await fetchRemoteImage(`http://pictures.example.test:${port}/good.png`, {
      policy: ownServer,
      resolve,
    });
    expect(lookups).toBe(1);
    expect(upload.key).toMatch(/^uploads\//);
  });

  it("refuses anything but http and https", async () => {
    await refusedAs("ftp://pictures.example.com/a.png", /only http and https/);
    await refusedAs("file:///etc/passwd", /only http and https/);
  });
});

describe("fetching from a server the test allows", () => {
  /** The error a fetch from the test's server ends with (a fetch that succeeds fails the test). */
  const fetchOwn = async (path: string, options = {}): Promise<Error> => {
    const upload = await fetchRemoteImage(`${base}${path}`, { policy: ownServer, ...options }).catch(
      (e: unknown) => e as Error,
    );
    if (!(upload instanceof Error)) throw new Error(`${path} was fetched`);
    return upload;
  };

  it("converts a picture as an upload: WebP at every width", async () => {
    const upload = await fetchRemoteImage(`${base}/good.png`, { policy: ownServer });
    expect(upload).toMatchObject({
      key: expect.stringMatching(/^uploads\/[0-9a-f-]{36}$/),
      width: 960,
      height: 720,
    });
    expect(upload.variants.map((v) => v.width)).toEqual([320, 640, 960]);
    expect((await sharp(upload.variants[0]?.bytes).metadata()).format).toBe("webp");
  });

  it("follows up to 3 redirects and refuses a fourth", async () => {
    expect(await fetchRemoteImage(`${base}/redirect/3`, { policy: ownServer })).toMatchObject({ width: 960 });
    expect((await fetchOwn("/redirect/4")).message).toMatch(/redirected more than 3 times/);
  });

  it("checks every redirect's address again", async () => {
    for (const path of ["/to-private.png", "/to-metadata.png", "/to-loopback-v6.png", "/to-mapped.png"]) {
      const error = await fetchOwn(path);
      expect(error.message).toContain(`${base}${path}`);
      expect(error.message).toMatch(/not on the public internet/);
    }
    expect((await fetchOwn("/to-ftp.png")).message).toMatch(
      /redirected to an address that is not http or https/,
    );
  });

  it("refuses what is not a JPEG, PNG or WebP, whatever its Content-Type says", async () => {
    expect((await fetchOwn("/notes.txt")).message).toMatch(/is not a JPEG, PNG or WebP image/);
  });

  it("refuses an answer other than 200", async () => {
    expect((await fetchOwn("/missing.png")).message).toMatch(/answered with status 404/);
  });

  it("refuses a picture larger than 5 MB, declared or streamed, and stops reading it", async () => {
    expect((await fetchOwn("/declared-huge.png")).message).toMatch(/larger than 5 MB/);
    expect((await fetchOwn("/endless.png")).message).toMatch(/larger than 5 MB/);
    await expect.poll(() => endless.closed).toBe(true);
    // What sat in socket buffers aside, the server was cut off soon after 5 MB.
    expect(endless.written).toBeLessThan(40 * 1024 * 1024);
  });

  it("gives up when the whole fetch takes longer than its time limit", async () => {
    const error = await fetchOwn("/slow.png", { timeoutMs: 150 });
    expect(error.message).toBe(
      `The picture at ${base}/slow.png could not be used: it took longer than 0.15 seconds.`,
    );
  });
});

describe("saving a product with a picture address", () => {
  it("stores the picture as an upload and keeps no outside address", async () => {
    const admin = await createUser(t.app);
    const service = createCatalogAdminService(t.database.db, () => {}, {
      fetchImage: remoteImageFetcher({ policy: ownServer }),
    });
    const product = await service.create(
      {
        name: "Pino Side Table",
        category: "bedroom",
        images: `${base}/good.png`,
        stock: "4",
        price: "899",
        description: "A small table of pine.",
      },
      [],
      { id: admin.id, email: admin.email },
      undefined,
      FACTS_FORM,
    );
    expect(product.images).toHaveLength(1);
    expect(product.images[0]?.src).toMatch(/^\/images\/uploads\/[0-9a-f-]{36}-640\.webp$/);
    const rows = await t.database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product.id));
    expect(rows).toMatchObject([{ url: null, imageKey: expect.stringMatching(/^uploads\//) }]);
    const stored = await t.database.db
      .select({ width: uploadedImages.width })
      .from(uploadedImages)
      .where(eq(uploadedImages.key, rows[0]?.imageKey ?? ""));
    expect(stored.map((r) => r.width).sort((a, b) => a - b)).toEqual([320, 640, 960]);
    const served = await t.app.inject({ url: product.images[0]?.src ?? "" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
  });
});
