import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOAD_KEY_ALPHABET, fileExtension, uploadKey } from '../../../src/lib/upload-key';

const seeded = (values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('upload keys (SPEC §3)', () => {
  it('is the folder, 10 random characters and the lower-cased extension', () => {
    expect(uploadKey('reviews/1001/', 'Holiday Photo.JPG', seeded([0]))).toBe('reviews/1001/AAAAAAAAAA.jpg');
    expect(uploadKey('reviews/1001/', 'clip.final.MP4', seeded([0.999999]))).toBe('reviews/1001/9999999999.mp4');
    expect(uploadKey('d/', 'C:\\pics\\cat.png', seeded([0.5]))).toMatch(/^d\/[A-Za-z0-9]{10}\.png$/);
  });

  it('gives no key to a file without an extension', () => {
    for (const name of ['photo', 'photo.', '.png', 'dir.d/photo', 'photo.tar gz', 'photo.verylongextension1']) {
      expect(fileExtension(name)).toBeNull();
      expect(uploadKey('reviews/1/', name)).toBeNull();
    }
  });

  it('always starts with the folder, has a 10-character name of the alphabet and keeps the extension', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9/]{0,30}$/),
        fc.stringMatching(/^[^/\\]{1,20}$/),
        fc.stringMatching(/^[A-Za-z0-9]{1,10}$/),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 10 }),
        (dir, stem, ext, randoms) => {
          const key = uploadKey(dir, `${stem}.${ext}`, seeded(randoms));
          expect(key).not.toBeNull();
          expect(key!.startsWith(dir)).toBe(true);
          const rest = key!.slice(dir.length);
          const name = rest.slice(0, 10);
          expect([...name].every((ch) => UPLOAD_KEY_ALPHABET.includes(ch))).toBe(true);
          expect(name).toHaveLength(10);
          expect(rest.slice(10)).toBe(`.${ext.toLowerCase()}`);
        },
      ),
    );
  });

  it('uses the whole alphabet with the default random source', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 400; i += 1) for (const ch of uploadKey('', 'a.png')!.slice(0, 10)) seen.add(ch);
    expect(seen.size).toBeGreaterThan(55);
  });
});
