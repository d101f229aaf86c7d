import { describe, expect, it } from 'vitest';
import { checkAliExpressLink, checkAmazonLink, checkMarketplaceLink } from '../../../src/contract/marketplace-link';

describe('marketplace link checks (SPEC §5)', () => {
  it.each([
    ['https://www.aliexpress.com/item/1005001234567890.html', 'aliexpress', '1005001234567890', 'https://www.aliexpress.com/item/1005001234567890.html'],
    ['https://fr.aliexpress.com/item/1005001234567890.html?spm=a2g0o&gatewayAdapt=glo2fra#reviews', 'aliexpress', '1005001234567890', 'https://www.aliexpress.com/item/1005001234567890.html'],
    ['  https://m.aliexpress.us/i/32812345678.html  ', 'aliexpress', '32812345678', 'https://www.aliexpress.us/item/32812345678.html'],
    ['http://aliexpress.ru/item/4000123456.html', 'aliexpress', '4000123456', 'https://www.aliexpress.ru/item/4000123456.html'],
    ['https://www.amazon.com/dp/B08N5WRWNW', 'amazon', 'B08N5WRWNW', 'https://www.amazon.com/dp/B08N5WRWNW'],
    ['https://www.amazon.co.uk/Echo-Dot-Smart-speaker/dp/b08n5wrwnw/ref=sr_1_1?keywords=echo', 'amazon', 'B08N5WRWNW', 'https://www.amazon.co.uk/dp/B08N5WRWNW'],
    ['https://smile.amazon.de/gp/product/3453317084/', 'amazon', '3453317084', 'https://www.amazon.de/dp/3453317084'],
    ['https://www.amazon.com.mx/dp/B07XJ8C8F5?th=1', 'amazon', 'B07XJ8C8F5', 'https://www.amazon.com.mx/dp/B07XJ8C8F5'],
  ])('accepts %s', (link, marketplace, itemId, url) => {
    expect(checkMarketplaceLink(link)).toEqual({ ok: true, marketplace, itemId, url });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['aliexpress.com/item/1005001234567890.html', 'notUrl'],
    ['javascript:alert(document.cookie)//https://www.aliexpress.com/item/1005001234567890.html', 'notUrl'],
    ['JavaScript:location="https://www.aliexpress.com/item/1.html"', 'notUrl'],
    ['data:text/html,https://www.aliexpress.com/item/1005001234567890.html', 'notUrl'],
    ['ftp://www.aliexpress.com/item/1005001234567890.html', 'notUrl'],
    ['https://user:pass@www.aliexpress.com/item/1005001234567890.html', 'notUrl'],
    ['https://www.aliexpress.com:8443/item/1005001234567890.html', 'notUrl'],
    ['https://aliexpress.com.evil.io/item/1005001234567890.html', 'notMarketplace'],
    ['https://www.aliexpress.com@evil.io/item/1005001234567890.html', 'notUrl'],
    ['https://evilaliexpress.com/item/1005001234567890.html', 'notMarketplace'],
    ['https://aliexpress.co/item/1005001234567890.html', 'notMarketplace'],
    ['https://amazon.com.evil.io/dp/B08N5WRWNW', 'notMarketplace'],
    ['https://www.amazon.co.uk.attacker.net/dp/B08N5WRWNW', 'notMarketplace'],
    ['https://myamazon.com/dp/B08N5WRWNW', 'notMarketplace'],
    ['https://www.ebay.com/itm/123456789', 'notMarketplace'],
    ['https://www.aliexpress.com/store/1234567', 'notItemPage'],
    ['https://www.aliexpress.com/item/abc.html', 'notItemPage'],
    ['https://www.aliexpress.com/item/1005001234567890', 'notItemPage'],
    ['https://www.aliexpress.com/item/1005001234567890.html/extra', 'notItemPage'],
    ['https://www.aliexpress.com/category/1005001234567890.html', 'notItemPage'],
    ['https://www.amazon.com/s?k=echo', 'notItemPage'],
    ['https://www.amazon.com/dp/B08N5WRW', 'notItemPage'],
    ['https://www.amazon.com/dp/B08N5WRWNW1', 'notItemPage'],
    ['https://www.amazon.com/a/b/dp/B08N5WRWNW', 'notItemPage'],
  ])('refuses %j (%s)', (link, reason) => {
    expect(checkMarketplaceLink(link)).toEqual({ ok: false, reason, key: `link.errors.${reason}` });
  });

  it('limits the check to one marketplace when asked', () => {
    expect(checkAmazonLink('https://www.aliexpress.com/item/1005001234567890.html')).toMatchObject({ ok: false, reason: 'wrongMarketplace' });
    expect(checkAliExpressLink('https://www.amazon.com/dp/B08N5WRWNW')).toMatchObject({ ok: false, reason: 'wrongMarketplace' });
    expect(checkAmazonLink('https://www.amazon.com/dp/B08N5WRWNW')).toMatchObject({ ok: true, itemId: 'B08N5WRWNW' });
    expect(checkAliExpressLink('https://evil.io/item/1.html')).toMatchObject({ ok: false, reason: 'notMarketplace' });
  });
});
