/**
 * The one check every media URL of a widget passes before it reaches `src`: https anywhere, http
 * only on the API's own origin (the reference server in development), `data:` raster images; the
 * URL resolved against the API origin, or null when refused.
 */
export function safeMediaUrl(url: string, apiOrigin: string): string | null {
  const value = url.trim();
  if (/^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i.test(value)) return value;
  let parsed: URL;
  try {
    parsed = new URL(value, apiOrigin);
  } catch {
    return null;
  }
  if (parsed.protocol === 'https:') return parsed.href;
  if (parsed.protocol === 'http:' && parsed.origin === new URL(apiOrigin).origin) return parsed.href;
  return null;
}
