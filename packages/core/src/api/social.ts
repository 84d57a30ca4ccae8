import { type Ack, ackSchema } from '../contracts/common';
import {
  type SocialAccounts,
  type SocialAuthorize,
  type SocialProvider,
  socialAccountsSchema,
  socialAuthorizeSchema,
} from '../contracts/social';
import type { HttpClient } from './http';

/** GET /users/social: the providers and the signed-in user's linked accounts. */
export async function getSocialAccounts(http: HttpClient): Promise<SocialAccounts> {
  const { data } = await http.get('users/social');
  return socialAccountsSchema.parse(data);
}

/** POST /users/social/{provider}/authorize: the provider's authorize URL to send the browser to. */
export async function authorizeSocial(http: HttpClient, provider: SocialProvider): Promise<SocialAuthorize> {
  const { data } = await http.post(`users/social/${provider}/authorize`);
  return socialAuthorizeSchema.parse(data);
}

/** DELETE /users/social/{provider}: unlink the account. */
export async function unlinkSocial(http: HttpClient, provider: SocialProvider): Promise<Ack> {
  const { data } = await http.delete(`users/social/${provider}`);
  return ackSchema.parse(data);
}
