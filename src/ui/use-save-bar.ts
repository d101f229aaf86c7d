import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { selectSaveBarDirty, selectSaveBarValues } from '../../machines/save-bar/save-bar.selectors';
import type { SettingValues } from '../../machines/save-bar/save-bar.types';
import { saveBarMachineWith, type SaveSettings } from '../app/actors/save-bar.actors';

/**
 * A screen's save bar: its actor, the values to show and whether anything is unsaved.
 * `current` must keep its identity until the saved values really change (memoize it on the loaded data).
 * `save` may change between renders (it may close over the address or loader data): the save
 * actor always runs the one of the latest render.
 */
export function useSaveBar(current: SettingValues, save: SaveSettings) {
  const latestSave = useRef(save);
  latestSave.current = save;
  const [machine] = useState(() => saveBarMachineWith(() => latestSave.current));
  const actor = useActorRef(machine, { input: { current } });
  const loaded = useRef(current);
  useEffect(() => {
    if (loaded.current === current) return;
    loaded.current = current;
    actor.send({ type: 'saveBar.load', values: current });
  }, [actor, current]);
  const values = useSelector(actor, selectSaveBarValues, shallowEqual);
  const dirty = useSelector(actor, selectSaveBarDirty);
  return { actor, values, dirty };
}

function shallowEqual(a: SettingValues, b: SettingValues): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.is(a[k], b[k]));
}
