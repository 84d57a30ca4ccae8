import { isLanguage, type Language } from '@w2e/core/i18n/languages';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { ROUTES } from '@w2e/core/routes';
import type { Deps } from '../../deps';
import { deleteAccountToken, issueAccountToken } from '../../lib/account-tokens';
import { translator } from '../../lib/i18n';
import type { OutgoingMail } from '../../lib/mailer';

type MailKind = 'verify' | 'reset' | 'changeOld' | 'changeNew' | 'game' | 'inUse';

/** Where each mail's link leads: a portal page that reads `?token=` and calls the API. */
const LINK_PAGE: Record<Exclude<MailKind, 'inUse'>, string> = {
  verify: ROUTES.verifyEmail,
  changeNew: ROUTES.verifyEmail,
  reset: ROUTES.accountPassword,
  changeOld: ROUTES.verifyOldEmail,
  game: ROUTES.verifyGameEmail,
};

const TEXT: Record<MailKind, { subject: TranslationKey; text: TranslationKey }> = {
  verify: { subject: 'accountMail:verifySubject', text: 'accountMail:verifyText' },
  reset: { subject: 'accountMail:resetSubject', text: 'accountMail:resetText' },
  changeOld: { subject: 'accountMail:changeOldSubject', text: 'accountMail:changeOldText' },
  changeNew: { subject: 'accountMail:changeNewSubject', text: 'accountMail:changeNewText' },
  game: { subject: 'accountMail:gameSubject', text: 'accountMail:gameText' },
  inUse: { subject: 'accountMail:inUseSubject', text: 'accountMail:inUseText' },
};

export interface AccountMailInput {
  to: string;
  /** The account's language (users.language); English for anything else. */
  language: string;
  name: string | null;
  token?: string;
  hours?: number;
  /** The requested new address, in the old address's mail. */
  email?: string;
  game?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Builds one of the accounts' mails in the reader's language, plain text with an HTML twin. */
export function accountMail(deps: Deps, kind: MailKind, input: AccountMailInput): OutgoingMail {
  const language: Language = isLanguage(input.language) ? input.language : 'en';
  const t = translator(language);
  const brand = t('common:brand');
  const vars = { brand, email: input.email ?? '', game: input.game ?? '' };
  const link =
    kind === 'inUse' || !input.token
      ? `${deps.config.publicUrl}${ROUTES.login}`
      : `${deps.config.publicUrl}${LINK_PAGE[kind]}?token=${encodeURIComponent(input.token)}`;
  const paragraphs = [
    t('accountMail:greeting', { name: input.name?.trim() || input.to }),
    t(TEXT[kind].text, vars),
    link,
    ...(kind === 'inUse' ? [] : [t('accountMail:expires', { hours: input.hours ?? 24 })]),
    t('accountMail:ignore'),
    t('accountMail:signature', { brand }),
  ];
  const html = paragraphs
    .map((p) =>
      p === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(p)}</p>`,
    )
    .join('\n');
  return { to: input.to, subject: t(TEXT[kind].subject, vars), text: paragraphs.join('\n\n'), html };
}

/**
 * Issues a single-use token and mails the link that carries it. If the mail can't be sent the token goes
 * again, so the failed request leaves nothing behind.
 */
export async function mailTokenLink(
  deps: Deps,
  token: Parameters<typeof issueAccountToken>[1],
  mail: (token: string, hours: number) => OutgoingMail,
): Promise<void> {
  const issued = await issueAccountToken(deps.db, token);
  try {
    await deps.mailer.send(mail(issued.token, issued.hours));
  } catch (error) {
    await deleteAccountToken(deps.db, issued.row.id);
    throw error;
  }
}
