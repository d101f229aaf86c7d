import { useSyncExternalStore } from 'react';
import { NARROW_MEDIA_QUERY } from '../routes/layout-rules';

function subscribe(onChange: () => void): () => void {
  const mq = window.matchMedia(NARROW_MEDIA_QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

/** True at a window width of 768 px or less. */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW_MEDIA_QUERY).matches, () => false);
}
