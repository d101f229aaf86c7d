import { useEffect, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '../../lib/constants';

/** A search field that shows every keystroke at once and commits the keyword after a pause. */
export function useKeywordField(committed: string | undefined, commit: (keyword: string | undefined) => void) {
  const [value, setValue] = useState(committed ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const latest = useRef(commit);
  latest.current = commit;
  useEffect(() => {
    if (timer.current === undefined) setValue(committed ?? '');
  }, [committed]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const schedule = (next: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      latest.current(next.trim() || undefined);
    }, DEBOUNCE_MS);
  };
  return {
    value,
    onChange: (next: string) => {
      setValue(next);
      schedule(next);
    },
    clear: () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      setValue('');
      latest.current(undefined);
    },
  };
}
