import { REVIEW_FORM_LIMITS } from '../../contract/review-form';

/** Types the browser can draw to a canvas for resizing (GIFs keep their animation: never resized). */
const RESIZABLE = /^image\/(jpeg|png|webp|avif)$/;

/** The size a photo is drawn at so its longer side is at most `maxEdge` (unchanged when already small). */
export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxEdge) return { width, height };
  const scale = maxEdge / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * A photo larger than {@link REVIEW_FORM_LIMITS.photoMaxEdge} on either side, redrawn smaller
 * (WebP when the browser writes it, else JPEG). Other files, and photos the browser cannot
 * decode, are answered as they are: the size check then decides.
 */
export async function resizePhoto(file: File, maxEdge: number = REVIEW_FORM_LIMITS.photoMaxEdge): Promise<File> {
  if (!RESIZABLE.test(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const size = fitWithin(bitmap.width, bitmap.height, maxEdge);
  if (size.width === bitmap.width && size.height === bitmap.height) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const webp = await toBlob(canvas, 'image/webp', 0.85);
  const blob = webp?.type === 'image/webp' ? webp : await toBlob(canvas, 'image/jpeg', 0.85);
  if (!blob) return file;
  const ext = blob.type === 'image/webp' ? 'webp' : 'jpg';
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.${ext}`;
  return new File([blob], name, { type: blob.type });
}
