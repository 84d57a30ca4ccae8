import {
  type ChangeNewEmailBody,
  type ChangePasswordBody,
  type ForgotPasswordBody,
  type GoogleTokenBody,
  type LoginViaTelegramBody,
  type LoginViaUsernameBody,
  type RegisterViaUsernameBody,
  type SignInChallenge,
  signInChallengeSchema,
  type TokenBody,
  type VerifyOldEmailResult,
  verifyOldEmailResultSchema,
  WALLET_HEADERS,
  type WalletNonce,
  type WalletNonceBody,
  walletNonceSchema,
} from '../contracts/auth';
import { type Ack, ackSchema } from '../contracts/common';
import { type LoginResult, loginResultSchema } from '../contracts/session';
import type { HttpClient } from './http';

export async function registerViaUsername(
  http: HttpClient,
  body: RegisterViaUsernameBody,
): Promise<LoginResult> {
  const { data } = await http.post('auth/register-via-username', body);
  return loginResultSchema.parse(data);
}

export async function loginViaUsername(http: HttpClient, body: LoginViaUsernameBody): Promise<LoginResult> {
  const { data } = await http.post('auth/login-via-username', body);
  return loginResultSchema.parse(data);
}

/** POST auth/sign-in-challenge: the proof-of-work a password sign-in solves when asked for a step-up. */
export async function getSignInChallenge(http: HttpClient): Promise<SignInChallenge> {
  const { data } = await http.post('auth/sign-in-challenge');
  return signInChallengeSchema.parse(data);
}

/** POST auth/wallet-nonce: the nonce and the fields a wallet signature's message must carry. */
export async function getWalletNonce(http: HttpClient, body: WalletNonceBody): Promise<WalletNonce> {
  const { data } = await http.post('auth/wallet-nonce', body);
  return walletNonceSchema.parse(data);
}

/** What a wallet signed: the EIP-4361 text, its signature and the signing address. */
export interface WalletSignature {
  message: string;
  signature: string;
  address: string;
}

/** UTF-8 text to base64url without padding, in any runtime (no Buffer in browsers). */
export function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The headers that carry a wallet signature (sign-in, and a game profile's wallet). */
export function walletSignatureHeaders(signed: WalletSignature): Record<string, string> {
  return {
    [WALLET_HEADERS.message]: toBase64Url(signed.message),
    [WALLET_HEADERS.signature]: signed.signature,
    [WALLET_HEADERS.address]: signed.address,
  };
}

/** POST auth/login-via-metamask: the signed message travels in headers (spec section 7). */
export async function loginViaMetamask(http: HttpClient, signed: WalletSignature): Promise<LoginResult> {
  const { data } = await http.post('auth/login-via-metamask', undefined, {
    headers: walletSignatureHeaders(signed),
  });
  return loginResultSchema.parse(data);
}

export async function loginViaGoogle(http: HttpClient, body: GoogleTokenBody): Promise<LoginResult> {
  const { data } = await http.post('auth/login-via-google', body);
  return loginResultSchema.parse(data);
}

export async function loginViaTelegramBot(
  http: HttpClient,
  body: LoginViaTelegramBody,
): Promise<LoginResult> {
  const { data } = await http.post('auth/login-via-telegram-bot', body);
  return loginResultSchema.parse(data);
}

export async function loginViaIfo(http: HttpClient, body: TokenBody): Promise<LoginResult> {
  const { data } = await http.post('auth/ifo/login', body);
  return loginResultSchema.parse(data);
}

export async function forgotPassword(http: HttpClient, body: ForgotPasswordBody): Promise<Ack> {
  const { data } = await http.post('auth/forgot-password', body);
  return ackSchema.parse(data);
}

export async function changePassword(http: HttpClient, body: ChangePasswordBody): Promise<Ack> {
  const { data } = await http.post('auth/change-password', body);
  return ackSchema.parse(data);
}

export async function changeNewEmail(http: HttpClient, body: ChangeNewEmailBody): Promise<Ack> {
  const { data } = await http.post('auth/change-new-email', body);
  return ackSchema.parse(data);
}

export async function verifyEmailToken(http: HttpClient, body: TokenBody): Promise<Ack> {
  const { data } = await http.post('auth/verify-email-token', body);
  return ackSchema.parse(data);
}

export async function verifyOldEmailToken(http: HttpClient, body: TokenBody): Promise<VerifyOldEmailResult> {
  const { data } = await http.post('auth/verify-old-email-token', body);
  return verifyOldEmailResultSchema.parse(data);
}

export async function verifyEmailGameToken(http: HttpClient, body: TokenBody): Promise<Ack> {
  const { data } = await http.post('auth/verify-email-game-token', body);
  return ackSchema.parse(data);
}
