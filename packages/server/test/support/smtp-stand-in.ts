import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | false;
  /** Every header, lower-case names, as text. */
  headers: Record<string, string>;
}

/**
 * A real SMTP server on loopback that accepts every mail (any login) and keeps it parsed, so tests read the
 * mails the product sends and follow their links.
 */
export class SmtpStandIn {
  readonly mails: ReceivedMail[] = [];
  /** How long each mail takes to be accepted (a slow mail server), so a test can catch sends under way. */
  acceptDelayMs = 0;
  private server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    logger: false,
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then(async (parsed) => {
          if (this.acceptDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.acceptDelayMs));
          this.mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html,
            headers: Object.fromEntries(
              parsed.headerLines.map((line) => [
                line.key,
                line.line.slice(line.line.indexOf(':') + 1).trim(),
              ]),
            ),
          });
          callback();
        })
        .catch(callback);
    },
  });

  get url(): string {
    return `smtp://user:pass@127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The newest mail to an address, waiting for it to arrive. */
  async mailTo(address: string, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.mails.filter((m) => m.to.includes(address)).at(-1);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
  }
}
