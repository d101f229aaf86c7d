import type { Marketplace, MarketplaceItem } from '../../../src/contract/marketplace';
import { checkMarketplaceLink } from '../../../src/contract/marketplace-link';
import { linkMessage } from '../domain/marketplace-link';
import { simulatedItem } from '../simulators/marketplace';
import { validationError } from './validate';

/**
 * Checks a marketplace link with the app's own rules (SPEC §5) and answers the simulated item.
 * @throws ApiError (HTTP 400, code 40000) with a clear message naming what a good link looks like.
 */
export function fetchItem(url: string, origin: string, only?: Marketplace): MarketplaceItem {
  const link = checkMarketplaceLink(url, only);
  if (!link.ok) throw validationError([{ path: 'url', code: 'invalid_link', message: linkMessage(link.reason) }]);
  return simulatedItem({ marketplace: link.marketplace, itemId: link.itemId, url: link.url, origin });
}
