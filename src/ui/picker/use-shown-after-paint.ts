import { useEffect, useState } from 'react';

/**
 * True from the frame after `wanted` turns true, false as soon as it turns false. The dialog then
 * mounts after the page has painted the press that opened it, not in the same frame. A hidden
 * page paints no frames, so there it follows at once.
 */
export function useShownAfterPaint(wanted: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!wanted) {
      setShown(false);
      return undefined;
    }
    if (document.visibilityState === 'hidden') {
      setShown(true);
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [wanted]);
  return wanted && shown;
}
