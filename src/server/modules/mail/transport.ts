/**
 * Where mail goes: SMTP through nodemailer when SMTP_URL is set; otherwise the dev outbox, which
 * only writes each mail to the log (the outbox table and /dev/outbox keep it readable), so a new
 * shopper can finish sign-up on a machine with no mail server.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Mail } from './outbox';

export interface OutgoingMail extends Mail {
  from: string;
  /** The same on every attempt at one outbox row (sender.ts messageIdOf), never made up per send. */
  messageId: string;
}

export interface MailTransport {
  kind: 'smtp' | 'dev-outbox';
  /** Resolves once the mail is accepted; throws with the reason otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

export function smtpTransport(url: string): MailTransport {
  // nodemailer is loaded when mail goes out through SMTP, not by every start: the dev outbox
  // never needs it (docs/decisions/029-start-up.md).
  const transporter = import('nodemailer').then(({ default: nodemailer }) =>
    // Short timeouts: a stuck server must not hold the sender job; the outbox retries later.
    nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }),
  );
  return {
    kind: 'smtp',
    async send(mail) {
      await (await transporter).sendMail({
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    async close() {
      (await transporter).close();
    },
  };
}

export function devOutboxTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'dev-outbox',
    async send(mail) {
      log.info(
        { mail: { from: mail.from, to: mail.to, subject: mail.subject, messageId: mail.messageId } },
        `dev outbox: mail to ${mail.to}: ${mail.subject}\n${mail.text}`,
      );
    },
    async close() {},
  };
}

export function createMailTransport(smtpUrl: string | undefined, log: FastifyBaseLogger): MailTransport {
  return smtpUrl ? smtpTransport(smtpUrl) : devOutboxTransport(log);
}
