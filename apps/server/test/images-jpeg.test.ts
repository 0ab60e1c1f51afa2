import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imagesDir } from "../src/config.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

// Mails link the shop's pictures as JPEG (Outlook for Windows shows no WebP): /images/jpeg/ makes one
// from a catalogue image's WebP (an upload's is in admin-products.test.ts).

let t: TestApp;
const key = `jpeg-test-${randomUUID().slice(0, 8)}`;
let file: string;

beforeAll(async () => {
  t = await buildTestApp();
  mkdirSync(imagesDir(t.config), { recursive: true });
  file = path.join(imagesDir(t.config), `${key}-320.webp`);
  await sharp({ create: { width: 320, height: 240, channels: 4, background: "#8a5a3b" } })
    .webp()
    .toFile(file);
});
afterAll(async () => {
  rmSync(file, { force: true });
  await t.close();
});

describe("a catalogue picture as a JPEG", () => {
  it("is the WebP's picture as a JPEG, kept by browsers and mail clients for a year", async () => {
    const response = await t.app.inject({ url: `/images/jpeg/${key}-320.jpg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: "jpeg",
      width: 320,
      height: 240,
    });
  });

  it("is found once its picture is drawn, though it was asked for before", async () => {
    const later = `jpeg-later-${randomUUID().slice(0, 8)}`;
    const url = `/images/jpeg/${later}-320.jpg`;
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const drawn = path.join(imagesDir(t.config), `${later}-320.webp`);
    await sharp({ create: { width: 320, height: 240, channels: 3, background: "#ffffff" } })
      .webp()
      .toFile(drawn);
    try {
      expect((await t.app.inject({ url })).statusCode).toBe(200);
    } finally {
      rmSync(drawn, { force: true });
    }
  });

  it("is not found for a width, name or path the shop has no picture for", async () => {
    for (const url of [
      `/images/jpeg/${key}-640.jpg`,
      `/images/jpeg/${key}-0320.jpg`,
      `/images/jpeg/${key}-320.png`,
      `/images/jpeg/..%2F..%2F${key}-320.jpg`,
      "/images/jpeg/uploads/not-an-id-320.jpg",
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
