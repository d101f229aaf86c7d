import { isApiError } from '../../api/errors';
import type { ImportDetail } from '../../contract/imports';
import type { Runtime } from '../../app/runtime';

/** What the import details page shows. */
export type FileUploadDetailData =
  | { state: 'ready'; detail: ImportDetail }
  | { state: 'missingId' }
  | { state: 'notFound' }
  | { state: 'signedOut' };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Loader of /file_upload_detail?id=<import id>: a public page that still needs the merchant's
 * session (a page opened from the admin in the same browser has it in storage). An unknown or
 * malformed id reads as not found; other failures go to the route's error view (with retry).
 */
export async function fileUploadDetailLoader({ runtime, deps }: { runtime: Runtime; deps: Record<string, unknown> }): Promise<FileUploadDetailData> {
  const id = text(deps.id);
  if (!id) return { state: 'missingId' };
  if (!runtime.hasToken()) return { state: 'signedOut' };
  try {
    return { state: 'ready', detail: await runtime.api.reviews.getImport(id) };
  } catch (error) {
    if (isApiError(error, 'business')) return { state: 'notFound' };
    throw error;
  }
}
