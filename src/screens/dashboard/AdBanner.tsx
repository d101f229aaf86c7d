import { Banner } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import type { Ad } from '../../contract/dashboard';
import { AD_ROTATE_MS } from '../../lib/constants';
import { useDismissed } from '../../ui/use-dismissed';

/** The partner ads, one at a time, turning every 15 s from a random start; hidden for 7 days once dismissed. */
export function AdBanner({ ads }: { ads: Ad[] }) {
  const [hidden, hide] = useDismissed('ad');
  const [index, setIndex] = useState(() => Math.floor(Math.random() * Math.max(1, ads.length)));
  useEffect(() => {
    if (ads.length < 2 || hidden) return undefined;
    const id = setInterval(() => setIndex((i) => (i + 1) % ads.length), AD_ROTATE_MS);
    return () => clearInterval(id);
  }, [ads.length, hidden]);
  const ad = ads[index % Math.max(1, ads.length)];
  if (!ad || hidden) return null;
  return (
    <Banner title={ad.title} onDismiss={hide} action={{ content: ad.btn_text, url: ad.url, external: true }}>
      <p>{ad.desc}</p>
    </Banner>
  );
}
