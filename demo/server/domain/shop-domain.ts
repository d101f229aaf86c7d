/** Pattern a myshopify shop domain must match. */
export const SHOP_DOMAIN_PATTERN = /^[a-z0-9][a-z0-9-]{1,60}\.myshopify\.com$/;

/** Trims and lower-cases a typed shop domain; returns it when valid, else undefined. */
export function normalizeShopDomain(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const shop = input.trim().toLowerCase();
  return SHOP_DOMAIN_PATTERN.test(shop) ? shop : undefined;
}

/**
 * True when `url` is an absolute http(s) URL on `ownOrigin` or on one of `allowedOrigins`.
 */
export function isAllowedRedirect(url: string, ownOrigin: string, allowedOrigins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  return parsed.origin === ownOrigin || allowedOrigins.includes(parsed.origin);
}

/** Parses a comma-separated origin list (env ALLOWED_REDIRECT_ORIGINS, CORS_ORIGINS) into normalized origins. */
export function parseOriginList(value: string | undefined, variable = 'ALLOWED_REDIRECT_ORIGINS'): string[] {
  if (!value) return [];
  const origins: string[] = [];
  for (const item of value.split(',')) {
    try {
      const trimmed = item.trim();
      if (trimmed) origins.push(new URL(trimmed).origin);
    } catch {
      process.stderr.write(`Ignoring invalid origin in ${variable}: ${item}\n`);
    }
  }
  return origins;
}
