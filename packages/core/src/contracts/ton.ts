import { z } from 'zod';
import { lazySchema } from '../validation/lazy-schema';

/** How long a ton_proof payload, and a proof signed with it, stays good (TON Connect's usual 15 minutes). */
export const TON_PROOF_TTL_SECONDS = 15 * 60;

/** POST /auth/ton-proof-payload: what the wallet must sign (TON Connect's `tonProof` request parameter). */
export const tonProofPayloadSchema = lazySchema(() =>
  z
    .object({
      payload: z.string(),
      expires_at: z.iso.datetime(),
    })
    .meta({ id: 'TonProofPayload' }),
);
export type TonProofPayload = z.infer<typeof tonProofPayloadSchema>;

/**
 * POST /users/link-ton-wallet: TON Connect's `ton_proof` reply with the wallet's account, in snake_case.
 * `address` is the raw form (`0:<hex>`) TON Connect reports (a user-friendly form is accepted too);
 * `state_init` the wallet's state init (base64 BOC), from which the server derives the public key.
 */
export const linkTonWalletBodySchema = lazySchema(() =>
  z
    .object({
      address: z.string().min(48).max(80),
      network: z.enum(['-239', '-3']),
      public_key: z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/)
        .optional(),
      proof: z.object({
        timestamp: z.number().int().min(0),
        domain: z.object({
          length_bytes: z.number().int().min(1).max(253),
          value: z.string().min(1).max(253),
        }),
        signature: z.string().min(1).max(200),
        payload: z.string().min(1).max(128),
        state_init: z.string().min(1).max(16_384),
      }),
    })
    .meta({ id: 'LinkTonWalletBody' }),
);
export type LinkTonWalletBody = z.infer<typeof linkTonWalletBodySchema>;

/**
 * GET /auth/ton-connect-manifest: TON Connect's app manifest, in its own (camelCase) format, since wallets
 * read it. `url` is the site the wallet names in the proof's domain, so it must be one of TON_PROOF_DOMAINS.
 */
export const tonConnectManifestSchema = lazySchema(() =>
  z.object({ url: z.string(), name: z.string(), iconUrl: z.string() }).meta({ id: 'TonConnectManifest' }),
);
export type TonConnectManifest = z.infer<typeof tonConnectManifestSchema>;
