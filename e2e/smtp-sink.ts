// The e2e run's mail server: the shop delivers to it (SMTP_URL) and it saves every message it
// receives, unchanged, as an .eml file in E2E_MAIL_DIR, where e2e/tests/mail.ts reads them.
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.E2E_SMTP_PORT);
const dir = process.env.E2E_MAIL_DIR;
if (!port || !dir) throw new Error("E2E_SMTP_PORT and E2E_MAIL_DIR are required");
mkdirSync(dir, { recursive: true });

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received += 1;
      // Named by arrival, written whole before it appears under its name: a reader never sees half.
      const name = `${String(Date.now()).padStart(15, "0")}-${String(received).padStart(6, "0")}.eml`;
      const file = path.join(dir, name);
      writeFileSync(`${file}.part`, Buffer.concat(chunks));
      renameSync(`${file}.part`, file);
      callback();
    });
  },
});
server.listen(port, "127.0.0.1", () => console.log(`test mail server on smtp://127.0.0.1:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
