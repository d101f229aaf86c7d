const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
  0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
  0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const encoder = new TextEncoder();
/** The message schedule, reused by every call (the function is synchronous, so never shared). */
const w = new Int32Array(64);
/** The padded message, reused while it is large enough (a UTF-8 character takes at most 3 bytes per UTF-16 unit). */
let buffer = new Uint8Array(1024);

/**
 * SHA-256 of the UTF-8 bytes of a text, as 64 lower-case hex digits. Synchronous and identical in
 * the browser and on the server (where `crypto.createHash('sha256')` gives the same value).
 * Runs once per imported row on the page's thread, so it avoids allocations in its loops: the text
 * is encoded into a reused buffer and the rounds work on plain 32-bit locals.
 */
export function sha256Hex(text: string): string {
  const room = text.length * 3 + 72;
  if (buffer.length < room) buffer = new Uint8Array(Math.max(room, buffer.length * 2));
  const bytes = buffer;
  const size = encoder.encodeInto(text, bytes).written;
  const length = ((size + 9 + 63) >> 6) << 6;
  bytes[size] = 0x80;
  bytes.fill(0, size + 1, length);
  const bitsHigh = Math.floor(size / 0x20000000);
  const bitsLow = (size << 3) >>> 0;
  bytes[length - 8] = bitsHigh >>> 24;
  bytes[length - 7] = bitsHigh >>> 16;
  bytes[length - 6] = bitsHigh >>> 8;
  bytes[length - 5] = bitsHigh;
  bytes[length - 4] = bitsLow >>> 24;
  bytes[length - 3] = bitsLow >>> 16;
  bytes[length - 2] = bitsLow >>> 8;
  bytes[length - 1] = bitsLow;

  let h0 = 0x6a09e667 | 0;
  let h1 = 0xbb67ae85 | 0;
  let h2 = 0x3c6ef372 | 0;
  let h3 = 0xa54ff53a | 0;
  let h4 = 0x510e527f | 0;
  let h5 = 0x9b05688c | 0;
  let h6 = 0x1f83d9ab | 0;
  let h7 = 0x5be0cd19 | 0;
  for (let offset = 0; offset < length; offset += 64) {
    for (let i = 0, j = offset; i < 16; i += 1, j += 4) {
      w[i] = (bytes[j]! << 24) | (bytes[j + 1]! << 16) | (bytes[j + 2]! << 8) | bytes[j + 3]!;
    }
    for (let i = 16; i < 64; i += 1) {
      const x = w[i - 15]!;
      const y = w[i - 2]!;
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let a = h0;
    let b = h1;
    let c = h2;
    let d = h3;
    let e = h4;
    let f = h5;
    let g = h6;
    let h = h7;
    for (let i = 0; i < 64; i += 1) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + h) | 0;
  }
  let hex = '';
  for (const word of [h0, h1, h2, h3, h4, h5, h6, h7]) hex += HEX[word >>> 24]! + HEX[(word >>> 16) & 255]! + HEX[(word >>> 8) & 255]! + HEX[word & 255]!;
  return hex;
}
