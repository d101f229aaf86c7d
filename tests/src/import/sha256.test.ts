import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/lib/import/sha256';

const node = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it('gives the known digests', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('matches node:crypto at every padding boundary and for multi-byte text, reusing its buffers between calls', () => {
    const pieces = ['a', 'é', '日', '😀', '\u001f', '\n', ' '];
    for (let length = 0; length <= 300; length += 1) {
      const text = Array.from({ length }, (_, i) => pieces[(i * 7 + length) % pieces.length]).join('');
      expect(sha256Hex(text), `length ${length}`).toBe(node(text));
    }
    const long = 'Räksmörgås 🦐 '.repeat(2000);
    expect(sha256Hex(long)).toBe(node(long));
    expect(sha256Hex('short after long')).toBe(node('short after long'));
  });

  it('encodes a lone surrogate as U+FFFD, as the server does', () => {
    expect(sha256Hex('a\ud800b')).toBe(node('a\ud800b'));
  });
});
