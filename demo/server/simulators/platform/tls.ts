import { generate } from 'selfsigned';
import { isIP } from 'node:net';

/** A key and certificate in PEM, kept in memory only. */
export interface TlsPair {
  key: string;
  cert: string;
}

/**
 * Makes a self-signed certificate for the given host names and IP addresses (plus localhost and
 * 127.0.0.1), valid for 30 days. Browsers must be told to accept it (the e2e Chromium ignores certificate errors).
 */
export async function selfSignedCertificate(hosts: readonly string[] = []): Promise<TlsPair> {
  const names = [...new Set(['localhost', '127.0.0.1', ...hosts])];
  const now = new Date();
  const pems = await generate([{ name: 'commonName', value: 'Product Reviews platform demo' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 60_000),
    notAfterDate: new Date(now.getTime() + 30 * 86_400_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: names.map((n) => (isIP(n) ? { type: 7 as const, ip: n } : { type: 2 as const, value: n })) },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}
