import { expect } from '@playwright/test';
import { MAILBOX_URL } from './environment';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** The newest mail to an address (optionally with this subject), waiting for the SMTP stand-in to get it. */
export async function waitForMail(to: string, subject?: string | RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await fetch(`${MAILBOX_URL}/mails?to=${encodeURIComponent(to)}`)
        ).json()) as Mail[];
        found = mails
          .filter(
            (m) =>
              !subject || (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)),
          )
          .at(-1);
        return found !== undefined;
      },
      { timeout: 10_000, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the link in a mail (the link points at the server under test). */
export function linkIn(mail: Mail): string {
  const match = /https?:\/\/\S+\?token=[A-Za-z0-9_%-]+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
