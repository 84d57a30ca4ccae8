import type { GoogleTokenBody } from '../contracts/auth';
import { type MyClans, myClansSchema } from '../contracts/clans';
import { type Ack, ackSchema } from '../contracts/common';
import { type LinkCode, linkCodeSchema, type RedeemLinkCodeBody } from '../contracts/link-codes';
import { type LoginResult, loginResultSchema, type UserInfo, userInfoSchema } from '../contracts/session';
import { type LinkTonWalletBody, type TonProofPayload, tonProofPayloadSchema } from '../contracts/ton';
import {
  type ChangeOwnPasswordBody,
  type ChangeOwnPasswordResult,
  changeOwnPasswordResultSchema,
  type EmailBody,
  type LinkWalletBody,
  type Profile,
  type PublicUser,
  profileSchema,
  publicUserSchema,
  type ReferralBody,
  type ReferralList,
  referralListSchema,
  type UpdateMasterReferralBody,
  type UpdateProfileBody,
  type UpdateProfileResult,
  updateProfileResultSchema,
} from '../contracts/users';
import type { HttpClient, RequestConfig } from './http';

/** GET /users/init: the signed-in user, or null when the token is missing, invalid or expired. */
export async function getInitUser(http: HttpClient): Promise<UserInfo | null> {
  const { data } = await http.get('users/init');
  return userInfoSchema.nullable().parse(data ?? null);
}

export async function submitReferral(http: HttpClient, body: ReferralBody): Promise<Ack> {
  const { data } = await http.post('users/referral', body);
  return ackSchema.parse(data);
}

/**
 * GET /api/users/username/{username}: the public face of a player.
 */
export async function getUserByUsername(
  http: HttpClient,
  username: string,
  config?: RequestConfig,
): Promise<PublicUser> {
  const { data } = await http.get(`users/username/${encodeURIComponent(username)}`, config);
  return publicUserSchema.parse(data);
}

export async function getProfile(http: HttpClient): Promise<Profile> {
  const { data } = await http.get('users/profile');
  return profileSchema.parse(data);
}

/** `config` lets a form show the failure itself (`skipErrorToast`). */
export async function updateProfile(
  http: HttpClient,
  body: UpdateProfileBody,
  config: RequestConfig = {},
): Promise<UpdateProfileResult> {
  const { data } = await http.patch('users/profile', body, config);
  return updateProfileResultSchema.parse(data);
}

export async function changeOwnPassword(
  http: HttpClient,
  body: ChangeOwnPasswordBody,
): Promise<ChangeOwnPasswordResult> {
  const { data } = await http.put('users/profile/change-password', body);
  return changeOwnPasswordResultSchema.parse(data);
}

export async function getMyClans(http: HttpClient): Promise<MyClans> {
  const { data } = await http.get('users/my-clans');
  return myClansSchema.parse(data);
}

export async function getReferrals(
  http: HttpClient,
  params: { limit?: number; offset?: number } = {},
): Promise<ReferralList> {
  const { data } = await http.get('users/profile/referrals', { params });
  return referralListSchema.parse(data);
}

export async function updateMasterReferral(http: HttpClient, body: UpdateMasterReferralBody): Promise<Ack> {
  const { data } = await http.post('users/profile/update-master-referral', body);
  return ackSchema.parse(data);
}

export async function linkWallet(http: HttpClient, body: LinkWalletBody): Promise<Ack> {
  const { data } = await http.post('users/link-wallet', body);
  return ackSchema.parse(data);
}

export async function updateProfileEmail(http: HttpClient, body: EmailBody): Promise<Ack> {
  const { data } = await http.post('users/update-profile-email', body);
  return ackSchema.parse(data);
}

export async function addNewProfileEmail(http: HttpClient, body: EmailBody): Promise<Ack> {
  const { data } = await http.post('users/add-new-profile-email', body);
  return ackSchema.parse(data);
}

export async function linkGoogle(http: HttpClient, body: GoogleTokenBody): Promise<Ack> {
  const { data } = await http.post('users/link-google', body);
  return ackSchema.parse(data);
}

export async function resendVerifyEmail(http: HttpClient): Promise<Ack> {
  const { data } = await http.post('users/resend-token-verify-email');
  return ackSchema.parse(data);
}

export async function resendVerifyNewEmail(http: HttpClient): Promise<Ack> {
  const { data } = await http.post('users/resend-token-verify-new-email');
  return ackSchema.parse(data);
}

/** POST /users/link-ton-wallet: a TON Connect ton_proof, verified by the server before the wallet is kept. */
export async function linkTonWallet(http: HttpClient, body: LinkTonWalletBody): Promise<Ack> {
  const { data } = await http.post('users/link-ton-wallet', body);
  return ackSchema.parse(data);
}

/** POST /users/link-codes: a one-time code for the Mini App (shown on the web profile). */
export async function createLinkCode(http: HttpClient): Promise<LinkCode> {
  const { data } = await http.post('users/link-codes');
  return linkCodeSchema.parse(data);
}

/** POST /users/link-codes/redeem: from the Mini App; the answer signs in as the web account. */
export async function redeemLinkCode(http: HttpClient, body: RedeemLinkCodeBody): Promise<LoginResult> {
  const { data } = await http.post('users/link-codes/redeem', body);
  return loginResultSchema.parse(data);
}

/** POST /auth/ton-proof-payload: what the TON wallet signs when it connects. */
export async function getTonProofPayload(http: HttpClient): Promise<TonProofPayload> {
  const { data } = await http.post('auth/ton-proof-payload');
  return tonProofPayloadSchema.parse(data);
}
