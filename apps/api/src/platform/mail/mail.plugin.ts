import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type MailBrandSource, MailDispatcher } from './outbox.js';
import { createMailTransport } from './transport.js';

/** `brandOf`: the brand each message is sent in (the branding module knows accounts; the platform does not). */
async function mail(app: FastifyInstance, options: { brandOf: MailBrandSource }) {
  const transport = createMailTransport({
    smtpUrl: app.config.smtpUrl,
    outboxDir: app.config.mailOutboxDir,
    requireTls: app.config.smtpRequireTls,
  });
  const dispatcher = new MailDispatcher(app.db, transport, app.config.mailFrom, app.log, options.brandOf);
  app.decorate('mail', dispatcher);
  // Retries what a crash or an SMTP outage left pending.
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', () => dispatcher.stop());
}

export const mailPlugin = fp(mail, { name: 'mail', dependencies: ['database'] });
