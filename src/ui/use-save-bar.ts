import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { saveBarMachine, type SaveInput } from '../../machines/save-bar/save-bar.machine';
import { hasUnsaved, valuesOf } from '../../machines/save-bar/save-bar.selectors';
import type { SettingValues } from '../../machines/save-bar/save-bar.types';

/**
 * A screen's save bar: its actor, the values to show and whether anything is unsaved.
 * `current` must keep its identity until the saved values really change (memoize it on the loaded data).
 */
export function useSaveBar(current: SettingValues, save: (input: SaveInput) => Promise<SettingValues | void>) {
  const machine = useMemo(() => saveBarMachine.provide({ actors: { save: fromPromise(({ input }) => save(input)) } }), []); // eslint-disable-line react-hooks/exhaustive-deps
  const actor = useActorRef(machine, { input: { current } });
  const loaded = useRef(current);
  useEffect(() => {
    if (loaded.current === current) return;
    loaded.current = current;
    actor.send({ type: 'saveBar.load', values: current });
  }, [actor, current]);
  const values = useSelector(actor, (s) => valuesOf(s.context), shallowEqual);
  const dirty = useSelector(actor, (s) => hasUnsaved(s.context));
  return { actor, values, dirty };
}

function shallowEqual(a: SettingValues, b: SettingValues): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.is(a[k], b[k]));
}
