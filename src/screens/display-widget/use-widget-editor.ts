import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { saveBarMachine } from '../../../machines/save-bar/save-bar.machine';
import type { SettingValues } from '../../../machines/save-bar/save-bar.types';
import { widgetEditorMachine } from '../../../machines/widget-editor/widget-editor.machine';
import { editorSave } from '../../../machines/widget-editor/widget-editor.save';
import type { CssField } from '../../../machines/widget-editor/widget-editor.types';
import type { Runtime } from '../../app/runtime';
import type { SelfDefinedWords } from '../../contract/languages';
import type { StorefrontWidget } from '../../contract/widgets';
import { editorParts, loadedWords } from './editor-parts';

/**
 * A widget page's editor actor (words per language, CSS check) and its save bar child. `current` keeps its identity until the saved values change (new loader data).
 */
export function useWidgetEditor(runtime: Runtime, widget: StorefrontWidget, current: SettingValues, words: SelfDefinedWords, cssField: CssField | null, onSaved: () => void) {
  const saved = useRef(onSaved);
  saved.current = onSaved;
  const [machine] = useState(() => {
    const save = editorSave(widget, editorParts(runtime));
    return widgetEditorMachine.provide({
      actors: {
        saveBar: saveBarMachine.provide({
          actors: {
            save: fromPromise(async ({ input }) => {
              const answer = await save(input);
              saved.current();
              return answer;
            }),
          },
        }),
        loadWords: fromPromise(({ input }) => runtime.api.languages.getSelfDefinedWords(input.language).then(loadedWords)),
        checkCss: fromPromise(({ input }) => import('./css-check').then((m) => m.checkCss(input.css, input.field))),
      },
    });
  });
  const editor = useActorRef(machine, { input: { widget, current, words: loadedWords(words), cssField } });
  const saveBar = useSelector(editor, (s) => s.children.saveBar) as ActorRefFrom<typeof saveBarMachine>;
  const loaded = useRef(current);
  useEffect(() => {
    if (loaded.current === current) return;
    loaded.current = current;
    saveBar.send({ type: 'saveBar.load', values: current });
  }, [saveBar, current]);
  return { editor, saveBar };
}
