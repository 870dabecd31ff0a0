import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** The owner's address (OWNER_EMAIL), or null. */
  ownerEmail: string | null;
  /** Never throws: a mail failure is logged and must not fail the request that caused it. */
  send(mail: Mail): Promise<void>;
}

export default fp(
  async (app) => {
    const settings = app.config.mail;
    if (settings === null) {
      app.log.info('SMTP_URL is not set: e-mails are logged, not sent');
      app.decorate('mailer', {
        ownerEmail: null,
        async send(mail: Mail) {
          app.log.info({ subject: mail.subject }, 'mail not sent (SMTP not configured)');
        },
      });
      return;
    }
    const transport = nodemailer.createTransport(settings.smtpUrl);
    app.addHook('onClose', async () => transport.close());
    app.decorate('mailer', {
      ownerEmail: settings.ownerEmail,
      async send(mail: Mail) {
        try {
          await transport.sendMail({ from: settings.from, ...mail });
        } catch (error) {
          app.log.error({ err: error, subject: mail.subject }, 'mail could not be sent');
        }
      },
    });
  },
  { name: 'mailer' },
);
