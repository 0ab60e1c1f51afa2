import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { createMailTransport, mailJobHandler } from "../mail/mail-delivery.ts";
import { MAIL_JOB } from "../mail/outbox.ts";
import { SANDBOX_WEBHOOK_JOB, sandboxWebhookJobHandler } from "../payments/sandbox-webhook-delivery.ts";
import { createJobWorker, type JobHandler, runJobWorkerWithApp } from "./job-worker.ts";

/**
 * Every kind of background job and its handler, run by one worker beside the HTTP server: it starts
 * when the app is ready and stops when it closes. A new kind (webhook retries, expiries) adds its
 * handler here and queues its jobs with jobsRepository.enqueue in the transaction that causes them.
 */
export function runBackgroundJobs(app: FastifyInstance, db: Db, config: AppConfig): void {
  const transport = createMailTransport(config, app.log);
  const handlers: Record<string, JobHandler> = {
    [MAIL_JOB]: mailJobHandler(transport, config),
    // The sandbox provider's webhook deliveries, retried until the shop answers 2xx (docs/product.md 87).
    [SANDBOX_WEBHOOK_JOB]: sandboxWebhookJobHandler({
      baseUrl: config.baseUrl,
      webhookSecret: config.payments.webhookSecret,
    }),
  };
  runJobWorkerWithApp(app, createJobWorker(db, handlers, app.log, config.jobs));
  app.addHook("onClose", async () => transport.close());
}
