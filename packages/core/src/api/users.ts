import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { GoogleTokenBody } from '../contracts/auth';
import { type Ack, ackSchema } from '../contracts/common';
import { type UserInfo, userInfoSchema } from '../contracts/session';
import {
  type ChangeOwnPasswordBody,
  type ChangeOwnPasswordResult,
  changeOwnPasswordResultSchema,
  type EmailBody,
  type LinkWalletBody,
  type MyClans,
  myClansSchema,
  type PlatformLeaderboard,
  type Profile,
  type PublicUser,
  platformLeaderboardSchema,
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

/** GET /users/init: the signed-in user, or null when the token is missing, invalid or expired. */
export async function getInitUser(http: AxiosInstance): Promise<UserInfo | null> {
  const { data } = await http.get('users/init');
  return userInfoSchema.nullable().parse(data ?? null);
}

export async function submitReferral(http: AxiosInstance, body: ReferralBody): Promise<Ack> {
  const { data } = await http.post('users/referral', body);
  return ackSchema.parse(data);
}

/**
 * GET /api/users/username/{username}: the public face of a player.
 * @public The client of a served endpoint that no screen calls yet.
 */
export async function getUserByUsername(http: AxiosInstance, username: string): Promise<PublicUser> {
  const { data } = await http.get(`users/username/${encodeURIComponent(username)}`);
  return publicUserSchema.parse(data);
}

export async function getLeaderboards(http: AxiosInstance): Promise<PlatformLeaderboard> {
  const { data } = await http.get('users/leaderboards');
  return platformLeaderboardSchema.parse(data);
}

export async function getProfile(http: AxiosInstance): Promise<Profile> {
  const { data } = await http.get('users/profile');
  return profileSchema.parse(data);
}

/** `config` lets a form show the failure itself (`skipErrorToast`). */
export async function updateProfile(
  http: AxiosInstance,
  body: UpdateProfileBody,
  config: AxiosRequestConfig = {},
): Promise<UpdateProfileResult> {
  const { data } = await http.patch('users/profile', body, config);
  return updateProfileResultSchema.parse(data);
}

export async function changeOwnPassword(
  http: AxiosInstance,
  body: ChangeOwnPasswordBody,
): Promise<ChangeOwnPasswordResult> {
  const { data } = await http.put('users/profile/change-password', body);
  return changeOwnPasswordResultSchema.parse(data);
}

export async function getMyClans(http: AxiosInstance): Promise<MyClans> {
  const { data } = await http.get('users/my-clans');
  return myClansSchema.parse(data);
}

export async function getReferrals(
  http: AxiosInstance,
  params: { limit?: number; offset?: number } = {},
): Promise<ReferralList> {
  const { data } = await http.get('users/profile/referrals', { params });
  return referralListSchema.parse(data);
}

export async function updateMasterReferral(
  http: AxiosInstance,
  body: UpdateMasterReferralBody,
): Promise<Ack> {
  const { data } = await http.post('users/profile/update-master-referral', body);
  return ackSchema.parse(data);
}

export async function linkWallet(http: AxiosInstance, body: LinkWalletBody): Promise<Ack> {
  const { data } = await http.post('users/link-wallet', body);
  return ackSchema.parse(data);
}

export async function updateProfileEmail(http: AxiosInstance, body: EmailBody): Promise<Ack> {
  const { data } = await http.post('users/update-profile-email', body);
  return ackSchema.parse(data);
}

export async function addNewProfileEmail(http: AxiosInstance, body: EmailBody): Promise<Ack> {
  const { data } = await http.post('users/add-new-profile-email', body);
  return ackSchema.parse(data);
}

export async function linkGoogle(http: AxiosInstance, body: GoogleTokenBody): Promise<Ack> {
  const { data } = await http.post('users/link-google', body);
  return ackSchema.parse(data);
}

export async function resendVerifyEmail(http: AxiosInstance): Promise<Ack> {
  const { data } = await http.post('users/resend-token-verify-email');
  return ackSchema.parse(data);
}

export async function resendVerifyNewEmail(http: AxiosInstance): Promise<Ack> {
  const { data } = await http.post('users/resend-token-verify-new-email');
  return ackSchema.parse(data);
}
