import Fastify from "fastify";

// The yardstick: a bare Fastify route answering JSON, as fast as this machine serves anything.
const app = Fastify({ logger: false });
app.get("/", async () => ({ ok: true }));
// Port 0: the system picks a free one, so the bench never collides with other shops on this machine.
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
process.on("disconnect", () => process.exit(0));
process.send?.(typeof address === "object" && address ? address.port : 0);
