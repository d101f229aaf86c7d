import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { SettingValues } from '../../../machines/save-bar/save-bar.types';
import { useSaveBar } from '../../../src/ui/use-save-bar';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Bar = ReturnType<typeof useSaveBar>;
const current: SettingValues = { words: {} };

/** A screen whose save closes over a value that changes with the address (like ?lang=). */
function Screen({ lang, saves, expose }: { lang: string; saves: { lang: string; unsaved: SettingValues }[]; expose: (bar: Bar) => void }) {
  const bar = useSaveBar(current, async ({ unsaved }) => {
    saves.push({ lang, unsaved });
  });
  expose(bar);
  return null;
}

let root: ReturnType<typeof createRoot> | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('useSaveBar', () => {
  it('saves with the save function of the latest render, not the first one', async () => {
    const saves: { lang: string; unsaved: SettingValues }[] = [];
    let bar: Bar | null = null;
    const expose = (b: Bar) => (bar = b);
    root = createRoot(document.createElement('div'));
    act(() => root!.render(createElement(Screen, { lang: 'en', saves, expose })));
    act(() => root!.render(createElement(Screen, { lang: 'de', saves, expose })));

    act(() => {
      bar!.actor.send({ type: 'saveBar.change', key: 'words', value: { 'form.title': 'Bewertung' } });
      bar!.actor.send({ type: 'saveBar.save' });
    });
    await act(async () => {
      await waitFor(bar!.actor, (s) => s.matches('closed'));
    });
    expect(saves).toEqual([{ lang: 'de', unsaved: { words: { 'form.title': 'Bewertung' } } }]);
  });
});
