import type { SettingValues } from '../../../machines/save-bar/save-bar.types';
import { SaveConflict } from '../../../machines/save-bar/save-bar.types';
import { EDITOR_KEYS, settingKey, wordsKey, wordsVersionKey, type CssRemovedByField, type EditorParts, type LoadedWords } from '../../../machines/widget-editor/widget-editor.types';
import { wordsOf } from '../../app/actors/save-bar.actors';
import type { Runtime } from '../../app/runtime';
import { conflictValues } from '../../api/parse';
import { selfDefinedWordsSchema, type SelfDefinedWords } from '../../contract/languages';
import { userSettingsSchema, type UserSettings } from '../../contract/settings';
import { cssRemovedSchema } from '../../contract/widget-css';
import { widgetDisplayAnswerSchema, type StorefrontWidget } from '../../contract/widgets';
import * as z from 'zod/mini';

/** The settings under the editor's keys (`settings.<name>`), with their version. */
export function settingsValues(settings: UserSettings): SettingValues {
  const { version, ...rest } = settings;
  return { ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [settingKey(k), v])), [EDITOR_KEYS.settingsVersion]: version };
}

function cssRemovedOf(settings: UserSettings): CssRemovedByField {
  const parsed = z.safeParse(cssRemovedSchema, settings.css_removed);
  return parsed.success ? parsed.data : {};
}

/** A language's words as the editor keeps them. */
export function loadedWords(words: SelfDefinedWords): LoadedWords {
  return { language: words.lang, words: wordsOf(words.json_data), version: words.version, defaults: words.default_words ?? {} };
}

/** The widget page's three saves over the API; a stale one rejects with the other values under the editor's keys. */
export function editorParts(runtime: Runtime): EditorParts {
  const { api } = runtime;
  return {
    async saveSettings(patch, version) {
      try {
        const saved = await api.settings.saveShopSettings({ ...patch, ...(version === undefined ? {} : { version }) });
        runtime.startup.send({ type: 'startup.settingsSaved', userSettings: saved });
        const { css_removed: _removed, version: savedVersion, ...settings } = saved;
        return { settings, version: savedVersion, cssRemoved: cssRemovedOf(saved) };
      } catch (error) {
        const theirs = conflictValues(error, userSettingsSchema);
        if (!theirs) throw error;
        throw new SaveConflict(settingsValues(theirs));
      }
    },
    async saveDisplay(widget, display, version) {
      try {
        const saved = await api.widgets.saveDisplay({ widget, display: { ...display, options: { ...display.options } }, version: version ?? 0 });
        return { display: saved.widgets[widget], version: saved.version };
      } catch (error) {
        const theirs = conflictValues(error, widgetDisplayAnswerSchema);
        if (!theirs) throw error;
        throw new SaveConflict({ [EDITOR_KEYS.display]: theirs.widgets[widget], [EDITOR_KEYS.displayVersion]: theirs.version });
      }
    },
    async saveWords(language, words, version) {
      try {
        const saved = await api.languages.setSelfDefinedWords(language, words, version);
        return { words: wordsOf(saved.json_data), version: saved.version };
      } catch (error) {
        const theirs = conflictValues(error, selfDefinedWordsSchema);
        if (!theirs) throw error;
        throw new SaveConflict({ [wordsKey(language)]: wordsOf(theirs.json_data), [wordsVersionKey(language)]: theirs.version });
      }
    },
  };
}

/** The saved values of a widget's page (see EDITOR_KEYS). */
export function editorValues(widget: StorefrontWidget, settings: UserSettings, display: { widgets: Record<StorefrontWidget, unknown>; version: number }, words: SelfDefinedWords): SettingValues {
  return {
    ...settingsValues(settings),
    [EDITOR_KEYS.display]: display.widgets[widget],
    [EDITOR_KEYS.displayVersion]: display.version,
    [wordsKey(words.lang)]: wordsOf(words.json_data),
    [wordsVersionKey(words.lang)]: words.version,
  };
}
