import { z } from 'zod';
import {
  emailSchema,
  fullNameSchema,
  optionalReferralCodeSchema,
  passwordSchema,
  usernameSchema,
} from '../validation/account';
import { message } from '../validation/message';

const requiredText = z.string().min(1, { error: message('validation:required') });

/** POST auth/register-via-username (spec section 7). An empty referral_code means none. */
export const registerViaUsernameBodySchema = z
  .object({
    email: emailSchema,
    full_name: fullNameSchema,
    username: usernameSchema,
    referral_code: optionalReferralCodeSchema.optional(),
    password: passwordSchema,
  })
  .meta({ id: 'RegisterViaUsernameBody' });
export type RegisterViaUsernameBody = z.infer<typeof registerViaUsernameBodySchema>;

/** The registration form adds the confirmation the spec's "Passwords must match" checks. */
export const registerFormSchema = registerViaUsernameBodySchema
  .extend({ confirm_password: requiredText })
  .refine((form) => form.password === form.confirm_password, {
    path: ['confirm_password'],
    error: message('validation:passwordsMatch'),
    // Checked even while other fields are still wrong, so every problem shows at once.
    when: ({ value }) => {
      const form = value as { password?: unknown; confirm_password?: unknown };
      return (
        typeof form.password === 'string' &&
        typeof form.confirm_password === 'string' &&
        form.confirm_password !== ''
      );
    },
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** POST auth/login-via-username. Only presence is checked: the rules apply when a password is chosen. */
export const loginViaUsernameBodySchema = z
  .object({
    username: requiredText.max(100),
    password: requiredText.max(200),
  })
  .meta({ id: 'LoginViaUsernameBody' });
export type LoginViaUsernameBody = z.infer<typeof loginViaUsernameBodySchema>;
