import type { Language } from '@w2e/core/i18n/languages';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from './i18n';

export interface ClientContext {
  ip: string;
  language: Language;
}

/** Who is calling, as the rate limits and messages need it. */
export function clientContext(request: FastifyRequest): ClientContext {
  return { ip: request.ip, language: requestLanguage(request) };
}
