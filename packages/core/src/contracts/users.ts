import { z } from 'zod';
import { referralCodeSchema } from '../validation/account';

/** POST users/referral: attach the signed-in user to the owner of this code. */
export const referralBodySchema = z.object({ code: referralCodeSchema }).meta({ id: 'ReferralBody' });
export type ReferralBody = z.infer<typeof referralBodySchema>;
