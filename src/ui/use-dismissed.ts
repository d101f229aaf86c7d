import { useState } from 'react';
import { BANNER_DISMISS_S } from '../lib/constants';
import { storageGet, storageSet } from '../lib/storage';

/** A banner hidden for 7 days once dismissed (stored flag, shared by every page showing that banner). */
export function useDismissed(name: string): [boolean, () => void] {
  const key = `bannerDismissed_${name}`;
  const [hidden, setHidden] = useState(() => storageGet(key) !== null);
  return [hidden, () => (storageSet(key, 1, { expiresInS: BANNER_DISMISS_S }), setHidden(true))];
}
