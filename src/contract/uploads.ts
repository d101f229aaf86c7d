import * as z from 'zod/mini';

/** The upload token `get_policy_token` answers (an object-storage post policy). */
export const policyTokenSchema = z.object({
  /** Where the upload form is posted. */
  host: z.string(),
  /** Key prefix the policy allows. */
  dir: z.string(),
  /** Base64 policy JSON. */
  policy: z.string(),
  OSSAccessKeyId: z.string(),
  signature: z.string(),
  /** Base64 callback description. */
  callback: z.string(),
  /** Expiry in epoch seconds. */
  expire: z.number(),
});
export type PolicyToken = z.infer<typeof policyTokenSchema>;

/** Answer of a finished upload. */
export const uploadResultSchema = z.object({ url: z.string(), key: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;
