import { type Ack, ackSchema } from '../contracts/common';
import {
  type ContactMessage,
  type ContactMessageBody,
  type ContactMessageList,
  type ContactMessagesQuery,
  contactMessageListSchema,
  contactMessageSchema,
} from '../contracts/contact-messages';
import type { HttpClient, RequestConfig } from './http';

/** POST /contact-messages: the /contact form. Answers "Submit form successfully" in the caller's language. */
export async function sendContactMessage(http: HttpClient, body: ContactMessageBody): Promise<Ack> {
  const { data } = await http.post('contact-messages', body);
  return ackSchema.parse(data);
}

/** GET /admin/contact-messages (operators only). */
export async function listContactMessages(
  http: HttpClient,
  params: ContactMessagesQuery = {},
  options: Pick<RequestConfig, 'skipErrorToast'> = {},
): Promise<ContactMessageList> {
  const { data } = await http.get('admin/contact-messages', { params, ...options });
  return contactMessageListSchema.parse(data);
}

/** PATCH /admin/contact-messages/{id}: mark read or unread (operators only). */
export async function markContactMessage(
  http: HttpClient,
  id: string,
  read: boolean,
): Promise<ContactMessage> {
  const { data } = await http.patch(`admin/contact-messages/${encodeURIComponent(id)}`, { read });
  return contactMessageSchema.parse(data);
}
