import { createHash } from 'node:crypto';
import { createTransport } from 'nodemailer';
import type { OutgoingEmail } from './types';

/** One header of a built message, its value unfolded and its encoded words decoded. */
export type MessageHeader = [name: string, value: string];

/** A message as it goes on the wire: the raw RFC 5322 bytes, its headers and envelope. */
export interface ComposedMessage {
  messageId: string;
  raw: Buffer;
  headers: MessageHeader[];
  envelope: { from: string; to: string[] };
}

/** Builds messages without sending them: nodemailer's stream transport returns the raw message. */
const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/** The domain part of an address (`reviews@shop.example` → `shop.example`). */
const domainOf = (address: string): string => address.slice(address.lastIndexOf('@') + 1) || 'localhost';

/**
 * The Message-ID of an idempotency key: `<hash@sender domain>`, the same for every attempt of
 * one key, so a retried delivery is recognisable as the same message.
 */
export function messageIdFor(idempotencyKey: string, fromAddress: string): string {
  const hash = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
  return `<${hash}@${domainOf(fromAddress)}>`;
}

const ENCODED_WORD = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;

function wordBytes(encoding: string, text: string): Buffer {
  if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64');
  const latin1 = text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1');
}

function decodeBytes(bytes: Buffer[], charset: string): string {
  try {
    return new TextDecoder(charset).decode(Buffer.concat(bytes));
  } catch {
    return new TextDecoder('utf-8').decode(Buffer.concat(bytes));
  }
}

/**
 * Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) as nodemailer writes them;
 * adjacent words are joined before decoding, so a character split between two words survives.
 */
export function decodeWords(value: string): string {
  const joined = value.replace(/(\?=)\s+(?==\?)/g, '$1');
  let out = '';
  let pending: Buffer[] = [];
  let charset = '';
  let last = 0;
  const flush = () => {
    if (pending.length) out += decodeBytes(pending, charset);
    pending = [];
  };
  for (const match of joined.matchAll(ENCODED_WORD)) {
    const [word, wordCharset = 'utf-8', encoding = 'B', text = ''] = match;
    if (match.index > last) {
      flush();
      out += joined.slice(last, match.index);
    }
    if (pending.length && wordCharset.toLowerCase() !== charset) flush();
    charset = wordCharset.toLowerCase();
    pending.push(wordBytes(encoding, text));
    last = match.index + word.length;
  }
  flush();
  return out + joined.slice(last);
}

/** The header section of a raw message, unfolded, with encoded words decoded. */
export function parseHeaders(raw: Buffer): MessageHeader[] {
  const text = raw.toString('utf8');
  const end = text.search(/\r?\n\r?\n/);
  const section = (end < 0 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  return section.split(/\r?\n/).flatMap((line): MessageHeader[] => {
    const colon = line.indexOf(':');
    return colon > 0 ? [[line.slice(0, colon), decodeWords(line.slice(colon + 1).trim())]] : [];
  });
}

/**
 * Composes an outgoing email into its raw message (multipart text + HTML), with the Message-ID of
 * its idempotency key and the given date.
 */
export async function composeMessage(email: OutgoingEmail, date: Date): Promise<ComposedMessage> {
  const messageId = messageIdFor(email.idempotencyKey, email.from.address);
  const info = await composer.sendMail({
    messageId,
    date,
    from: { name: email.from.name, address: email.from.address },
    to: { name: email.to.name, address: email.to.address },
    replyTo: email.replyTo || undefined,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: email.headers,
  });
  const raw = Buffer.isBuffer(info.message) ? info.message : Buffer.from('');
  return {
    messageId,
    raw,
    headers: parseHeaders(raw),
    envelope: { from: email.from.address, to: [email.to.address] },
  };
}
