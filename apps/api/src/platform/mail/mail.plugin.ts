import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MailDispatcher } from './outbox.js';
import { createMailTransport } from './transport.js';

async function mail(app: FastifyInstance) {
  const transport = createMailTransport({
    smtpUrl: app.config.smtpUrl,
    outboxDir: app.config.mailOutboxDir,
    requireTls: app.config.smtpRequireTls,
  });
  const dispatcher = new MailDispatcher(app.db, transport, app.config.mailFrom, app.log);
  app.decorate('mail', dispatcher);
  // Retries what a crash or an SMTP outage left pending.
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', () => dispatcher.stop());
}

export const mailPlugin = fp(mail, { name: 'mail', dependencies: ['database'] });
