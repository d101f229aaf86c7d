import { fitsSize, sizeLimitBytes } from '../lib/validation';
import { secureRandom, uploadKey } from '../lib/upload-key';
import { policyTokenSchema, uploadResultSchema, type PolicyToken, type UploadResult } from '../contract/uploads';
import type { HttpClient } from './http';
import { answer } from './parse';

/** Largest review photo or video the uploader accepts unless told otherwise. */
export const DEFAULT_UPLOAD_LIMIT = '20MB';
/** A cached upload token is renewed this long before it expires, in ms. */
export const POLICY_TOKEN_MARGIN_MS = 60_000;

/** Why an upload did not start: the file is over the limit, or its name has no extension. */
export type UploadRefusal = 'tooLarge' | 'noExtension';

/** An upload refused before any request; `reason` and `limit` let the UI say why in the merchant's language. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    readonly reason: UploadRefusal,
    /** The size limit that applied, e.g. '20MB'. */
    readonly limit: string,
  ) {
    super(reason === 'tooLarge' ? `The file is larger than ${limit}.` : 'The file name has no extension.');
  }
}

/** A file to upload: a File, or a Blob with a name. */
export type UploadFile = Blob & { name: string };

/** Uploads review media with a cached, signed upload token. */
export interface Uploader {
  /**
   * Checks the size, then posts the upload form (SPEC §3) to the token's host.
   * @throws UploadError before any request when the file is too big or has no extension.
   */
  upload(file: UploadFile, options?: { maxSize?: string; signal?: AbortSignal }): Promise<UploadResult>;
  /** Forgets the cached token (the next upload asks for a new one). */
  reset(): void;
}

/** The upload-token call. */
export function uploadsApi(http: HttpClient) {
  return {
    /** A signed upload policy for the shop's media folder. */
    getPolicyToken: () => http.get('api/v1/admin/get_policy_token').then(answer(policyTokenSchema)),
  };
}

/**
 * Creates the review-media uploader. The token is asked once and reused until 60 s before its
 * `expire`; uploads started while it is being asked share that one request. The stored key is
 * the token's folder plus a random 10-character name and the file's lower-cased extension; a
 * file without an extension is refused (the storage serves files by extension).
 */
export function createUploader(
  http: HttpClient,
  api: { getPolicyToken(): Promise<PolicyToken> } = uploadsApi(http),
  options: { now?: () => number; random?: () => number } = {},
): Uploader {
  const now = options.now ?? Date.now;
  const random = options.random ?? secureRandom;
  let cached: { promise: Promise<PolicyToken>; token: PolicyToken | null } | null = null;

  const token = (): Promise<PolicyToken> => {
    if (cached?.token && cached.token.expire * 1000 - POLICY_TOKEN_MARGIN_MS <= now()) cached = null;
    if (!cached) {
      const entry: { promise: Promise<PolicyToken>; token: PolicyToken | null } = { promise: api.getPolicyToken(), token: null };
      entry.promise.then(
        (t) => { entry.token = t; },
        () => { if (cached === entry) cached = null; },
      );
      cached = entry;
    }
    return cached.promise;
  };

  return {
    async upload(file, { maxSize = DEFAULT_UPLOAD_LIMIT, signal } = {}) {
      sizeLimitBytes(maxSize);
      if (!fitsSize(file.size, maxSize)) throw new UploadError('tooLarge', maxSize);
      if (uploadKey('', file.name, () => 0) === null) throw new UploadError('noExtension', maxSize);
      const t = await token();
      const key = uploadKey(t.dir, file.name, random)!;
      return http.postForm(
        t.host,
        {
          fields: {
            name: file.name,
            key,
            policy: t.policy,
            OSSAccessKeyId: t.OSSAccessKeyId,
            success_action_status: '200',
            callback: t.callback,
            signature: t.signature,
          },
          file,
          fileName: file.name,
          withToken: false,
        },
        { allowMultiple: true, rejectOnly: true, ...(signal ? { signal } : {}) },
      ).then(answer(uploadResultSchema));
    },
    reset() {
      cached = null;
    },
  };
}

const uploaders = new WeakMap<HttpClient, Uploader>();

/** The page's uploader for an HTTP client: one per client, so every screen shares its cached upload token. */
export function uploaderFor(http: HttpClient): Uploader {
  let uploader = uploaders.get(http);
  if (!uploader) {
    uploader = createUploader(http);
    uploaders.set(http, uploader);
  }
  return uploader;
}
