import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listContactMessages, markContactMessage, sendContactMessage } from '@w2e/core/api/contact-messages';
import type { ContactMessageBody, ContactMessagesQuery } from '@w2e/core/contracts/contact-messages';
import { useApi } from '../api-provider';
import { useApiMutation } from '../mutation';

export const contactMessageKeys = {
  all: ['contact-messages'] as const,
  inbox: (query: ContactMessagesQuery) => [...contactMessageKeys.all, 'inbox', query] as const,
};

/** /contact: the message goes to the operators' inbox and their mail. */
export function useSendContactMessage() {
  return useApiMutation((http, body: ContactMessageBody) => sendContactMessage(http, body), {
    invalidates: [contactMessageKeys.all],
  });
}

/** Operators' inbox. A failure is shown on the page itself, so no toast repeats it. */
export function useContactInbox(query: ContactMessagesQuery) {
  const api = useApi();
  return useQuery({
    queryKey: contactMessageKeys.inbox(query),
    queryFn: async () => listContactMessages(await api.http(), query, { skipErrorToast: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useMarkContactMessage(id: string) {
  return useApiMutation((http, read: boolean) => markContactMessage(http, id, read), {
    invalidates: [contactMessageKeys.all],
  });
}
