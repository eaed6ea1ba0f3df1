/**
 * A real SMTP server on a free local port that keeps every message it receives. It can hold its
 * answer to DATA for the first messages (it reads them whole and never answers), as a mail
 * server does that stalls after taking a message: the crash test kills the shop while one is held.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpMessage {
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  /** Messages accepted (answered 250). */
  messages: SmtpMessage[];
  /** Messages read in full and never answered. */
  held: SmtpMessage[];
  close(): Promise<void>;
}

/** A header's value in a raw message, e.g. header(raw, 'Message-ID'). */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const line = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return line?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim();
}

export async function startSmtpSink(options: { holdFirst?: number } = {}): Promise<SmtpSink> {
  const messages: SmtpMessage[] = [];
  const held: SmtpMessage[] = [];
  let toHold = options.holdFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A held connection ends with its client; closing the sink need not wait for it.
    closeTimeout: 100,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += chunk;
      });
      stream.on('end', () => {
        const message = { to: session.envelope.rcptTo.map((r) => r.address), raw };
        if (toHold > 0) {
          toHold -= 1;
          held.push(message);
          return;
        }
        messages.push(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    held,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
