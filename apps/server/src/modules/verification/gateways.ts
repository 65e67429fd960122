import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { outbox } from '../../db/schema/verification.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer, SmsGateway } from '../../lib/platform-types.ts';

const SMS_TIMEOUT_MS = 5000;

const unavailable = (what: string) =>
  new AppError('SERVICE_UNAVAILABLE', `${what} could not be sent, please try again later`);

/**
 * The development outbox stands in for a gateway outside production only: a production
 * site without a gateway answers 503 instead of "sending" codes nobody receives.
 */
function outboxOr(app: FastifyInstance, notConfigured: string) {
  return async (row: typeof outbox.$inferInsert) => {
    if (app.config.env === 'production') throw new AppError('SERVICE_UNAVAILABLE', notConfigured);
    await app.database.db.insert(outbox).values(row);
  };
}

/** SMS: POST {to, text} to SMS_GATEWAY_URL (bearer SMS_GATEWAY_TOKEN), else the outbox. */
export function smsGateway(app: FastifyInstance): SmsGateway {
  const { smsGatewayUrl: url, smsGatewayToken: token } = app.config;
  if (!url) {
    const write = outboxOr(app, 'SMS is not configured');
    return { send: (to, text) => write({ channel: 'sms', recipient: to, body: text }) };
  }
  return {
    async send(to, text) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          // Gateways want E.164: our targets carry a space after the dialing code.
          body: JSON.stringify({ to: to.replace(/\s+/g, ''), text }),
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        });
        if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
      } catch (err) {
        app.log.error({ err }, 'SMS gateway failed');
        throw unavailable('SMS');
      }
    },
  };
}

/** E-mail: SMTP_URL through nodemailer (sender MAIL_FROM), else the outbox. */
export function mailer(app: FastifyInstance): Mailer {
  const { smtpUrl, mailFrom } = app.config;
  if (!smtpUrl) {
    const write = outboxOr(app, 'E-mail is not configured');
    return {
      send: (m) => write({ channel: 'email', recipient: m.to, subject: m.subject, body: m.text }),
    };
  }
  // Short timeouts: a dead mail server must not hold requests for nodemailer's 2 minutes.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10_000,
  });
  app.addHook('onClose', async () => transport.close());
  return {
    async send(m) {
      try {
        const brand = (await app.settings.get()).settings.site.brandName;
        const from = mailFrom ?? `${brand} <no-reply@localhost>`;
        await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
      } catch (err) {
        app.log.error({ err }, 'SMTP send failed');
        throw unavailable('E-mail');
      }
    },
  };
}
