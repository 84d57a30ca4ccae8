import type { AxiosInstance } from 'axios';
import type { LoginViaUsernameBody, RegisterViaUsernameBody } from '../contracts/auth';
import { type LoginResult, loginResultSchema } from '../contracts/user';

export async function registerViaUsername(
  http: AxiosInstance,
  body: RegisterViaUsernameBody,
): Promise<LoginResult> {
  const { data } = await http.post('auth/register-via-username', body);
  return loginResultSchema.parse(data);
}

export async function loginViaUsername(
  http: AxiosInstance,
  body: LoginViaUsernameBody,
): Promise<LoginResult> {
  const { data } = await http.post('auth/login-via-username', body);
  return loginResultSchema.parse(data);
}
