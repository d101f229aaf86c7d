/** Letters of the random part of an upload key. */
export const UPLOAD_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Length of the random part of an upload key (SPEC §3). */
export const UPLOAD_KEY_NAME_LENGTH = 10;

/**
 * The lower-cased extension of a file name without the dot (`Photo.JPG` → `jpg`), or null when
 * there is none: no dot, a trailing dot, a name that is only a dot-name (`.png`), or an
 * extension that is not 1 to 10 letters or digits.
 */
export function fileExtension(fileName: string): string | null {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return null;
  const ext = base.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : null;
}

/** A cryptographically random number in [0, 1). */
export function secureRandom(): number {
  const values = new Uint32Array(1);
  globalThis.crypto.getRandomValues(values);
  return values[0]! / 4_294_967_296;
}

/**
 * The storage key of an upload (SPEC §3): the upload folder `dir`, a random 10-character name of
 * [A-Za-z0-9] and the original extension in lower case (`reviews/1001/aB3dE5gH7j.png`).
 * A file without an extension gets no key (null): the storage serves files by their extension,
 * so an extension-less file could not be shown as a photo or video.
 * `random` answers numbers in [0, 1) (tests pass a seeded one).
 */
export function uploadKey(dir: string, fileName: string, random: () => number = secureRandom): string | null {
  const ext = fileExtension(fileName);
  if (ext === null) return null;
  let name = '';
  for (let i = 0; i < UPLOAD_KEY_NAME_LENGTH; i += 1) {
    const index = Math.min(UPLOAD_KEY_ALPHABET.length - 1, Math.floor(random() * UPLOAD_KEY_ALPHABET.length));
    name += UPLOAD_KEY_ALPHABET[Math.max(0, index)];
  }
  return `${dir}${name}.${ext}`;
}
