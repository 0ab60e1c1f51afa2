import Fastify from "fastify";

// The yardstick: a bare Fastify route answering JSON, as fast as this machine serves anything.
const app = Fastify({ logger: false });
app.get("/", async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("disconnect", () => process.exit(0));
process.send?.("ready");
