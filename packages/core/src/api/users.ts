import type { AxiosInstance } from 'axios';
import { type Ack, ackSchema } from '../contracts/common';
import { type UserInfo, userInfoSchema } from '../contracts/user';
import type { ReferralBody } from '../contracts/users';

/** GET /users/init: the signed-in user, or null when the token is missing, invalid or expired. */
export async function getInitUser(http: AxiosInstance): Promise<UserInfo | null> {
  const { data } = await http.get('users/init');
  return userInfoSchema.nullable().parse(data ?? null);
}

export async function submitReferral(http: AxiosInstance, body: ReferralBody): Promise<Ack> {
  const { data } = await http.post('users/referral', body);
  return ackSchema.parse(data);
}
