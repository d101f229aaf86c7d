import { REVIEW_FORM_LIMITS, type FormMedia } from '../../contract/review-form';
import type { PolicyToken } from '../../contract/uploads';

/** Extensions the upload form takes, by media type. */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/** The file picker's `accept`. */
export const ACCEPT = Object.keys(EXTENSIONS).join(',');

/** Why a file is refused before sending (a `review-form` key under `upload.`). */
export type FileRefusal = 'wrongType' | 'photoTooBig' | 'videoTooBig' | 'tooManyPhotos' | 'tooManyVideos';

/** The media kind of a file the form accepts, or null. */
export function mediaKind(file: Blob): FormMedia['type'] | null {
  if (!EXTENSIONS[file.type]) return null;
  return file.type.startsWith('video/') ? 'video' : 'image';
}

/** Checks a file (photos after resizing) against the limits, counting what the review already has. */
export function refuseFile(file: Blob, have: { photos: number; videos: number }): FileRefusal | null {
  const kind = mediaKind(file);
  if (!kind) return 'wrongType';
  if (kind === 'image') {
    if (have.photos >= REVIEW_FORM_LIMITS.photosMax) return 'tooManyPhotos';
    if (file.size > REVIEW_FORM_LIMITS.photoMaxBytes) return 'photoTooBig';
  } else {
    if (have.videos >= REVIEW_FORM_LIMITS.videosMax) return 'tooManyVideos';
    if (file.size > REVIEW_FORM_LIMITS.videoMaxBytes) return 'videoTooBig';
  }
  return null;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The stored key (SPEC §3): the policy's folder, a random 10-character name, the file's extension. */
export function uploadKey(dir: string, file: File): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const name = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  const own = /\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1]?.toLowerCase();
  const ext = own && EXTENSIONS[file.type] && (own === EXTENSIONS[file.type] || (own === 'jpeg' && file.type === 'image/jpeg')) ? own : (EXTENSIONS[file.type] ?? 'bin');
  return `${dir}${dir.endsWith('/') || dir === '' ? '' : '/'}${name}.${ext}`;
}

/** A running upload: its progress callback and a way to stop it. */
export interface UploadHandle {
  done: Promise<FormMedia>;
  abort: () => void;
}

/**
 * Posts a file as the upload form of SPEC §3 (name, key, policy, OSSAccessKeyId,
 * success_action_status 200, callback, signature, file) with `XMLHttpRequest`, for its progress.
 */
export function uploadFile(policy: PolicyToken, file: File, onProgress: (fraction: number) => void): UploadHandle {
  const kind = mediaKind(file) ?? 'image';
  const key = uploadKey(policy.dir, file);
  const body = new FormData();
  body.append('name', file.name);
  body.append('key', key);
  body.append('policy', policy.policy);
  body.append('OSSAccessKeyId', policy.OSSAccessKeyId);
  body.append('success_action_status', '200');
  body.append('callback', policy.callback);
  body.append('signature', policy.signature);
  body.append('file', file);
  const xhr = new XMLHttpRequest();
  const done = new Promise<FormMedia>((resolve, reject) => {
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new Error(`upload ${xhr.status}`));
      let url = '';
      try {
        const answer = JSON.parse(xhr.responseText) as { url?: unknown };
        if (typeof answer.url === 'string') url = answer.url;
      } catch {
        // An empty 200 (no callback answer): the file is at host + key.
      }
      resolve({ type: kind, key, url: url || `${policy.host.replace(/\/$/, '')}/${key}` });
    });
    xhr.addEventListener('error', () => reject(new Error('upload failed')));
    xhr.addEventListener('abort', () => reject(new Error('upload aborted')));
  });
  xhr.open('POST', policy.host);
  xhr.send(body);
  return { done, abort: () => xhr.abort() };
}
