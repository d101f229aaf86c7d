import type { SaveInput } from '../save-bar/save-bar.machine';
import { SaveConflict, SavedInPart, type SettingValues } from '../save-bar/save-bar.types';
import type { StorefrontWidget, WidgetDisplay } from '../../src/contract/widgets';
import { EDITOR_KEYS, settingKey, wordsKey, wordsVersionKey, type EditorParts } from './widget-editor.types';

const SETTING = 'settings.';
const WORDS = 'words.';

const versionOf = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** The settings patch of the unsaved values (setting name → value). */
export function settingsPatch(unsaved: SettingValues): Record<string, unknown> {
  return Object.fromEntries(Object.entries(unsaved).filter(([k]) => k.startsWith(SETTING)).map(([k, v]) => [k.slice(SETTING.length), v]));
}

/** The languages whose words are unsaved. */
export function editedLanguages(unsaved: SettingValues): string[] {
  return Object.keys(unsaved).filter((k) => k.startsWith(WORDS)).map((k) => k.slice(WORDS.length));
}

/** A words map without empty texts (an empty field means the default word). */
export function wordsToSave(words: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(words).filter(([, v]) => v.trim() !== ''));
}

type Part = { sent: SettingValues; run: () => Promise<SettingValues> };

function partsOf(widget: StorefrontWidget, parts: EditorParts, { unsaved, current }: SaveInput): Part[] {
  const list: Part[] = [];
  const patch = settingsPatch(unsaved);
  if (Object.keys(patch).length > 0) {
    list.push({
      sent: Object.fromEntries(Object.keys(patch).map((k) => [settingKey(k), unsaved[settingKey(k)]])),
      run: async () => {
        const saved = await parts.saveSettings(patch, versionOf(current[EDITOR_KEYS.settingsVersion]));
        const values: SettingValues = Object.fromEntries(Object.entries(saved.settings).map(([k, v]) => [settingKey(k), v]));
        return { ...values, [EDITOR_KEYS.settingsVersion]: saved.version, [EDITOR_KEYS.cssRemoved]: saved.cssRemoved };
      },
    });
  }
  if (EDITOR_KEYS.display in unsaved) {
    list.push({
      sent: { [EDITOR_KEYS.display]: unsaved[EDITOR_KEYS.display] },
      run: async () => {
        const saved = await parts.saveDisplay(widget, unsaved[EDITOR_KEYS.display] as WidgetDisplay, versionOf(current[EDITOR_KEYS.displayVersion]));
        return { [EDITOR_KEYS.display]: saved.display, [EDITOR_KEYS.displayVersion]: saved.version };
      },
    });
  }
  for (const language of editedLanguages(unsaved)) {
    const words = unsaved[wordsKey(language)] as Record<string, string>;
    list.push({
      sent: { [wordsKey(language)]: words },
      run: async () => {
        const saved = await parts.saveWords(language, wordsToSave(words), versionOf(current[wordsVersionKey(language)]));
        return { [wordsKey(language)]: saved.words, [wordsVersionKey(language)]: saved.version };
      },
    });
  }
  return list;
}

/**
 * The widget page's save: writes only what changed — the settings patch, this widget's display and
 * the words of each edited language — in parallel, each from its version. When some parts fail the
 * others stay saved (a SavedInPart), so Retry sends only the rest; when a part was saved elsewhere
 * since, rejects with a SaveConflict holding the other values and what did save.
 */
export function editorSave(widget: StorefrontWidget, parts: EditorParts) {
  return async (input: SaveInput): Promise<SettingValues> => {
    const sent: SettingValues = {};
    const saved: SettingValues = {};
    const theirs: SettingValues = {};
    const failures: unknown[] = [];
    await Promise.all(
      partsOf(widget, parts, input).map((part) =>
        part.run().then(
          (values) => Object.assign(sent, part.sent) && Object.assign(saved, values),
          (error: unknown) => (error instanceof SaveConflict ? Object.assign(theirs, error.theirs) : failures.push(error)),
        ),
      ),
    );
    if (Object.keys(theirs).length > 0) throw new SaveConflict({ ...saved, ...theirs });
    if (failures.length > 0) {
      const first = failures[0];
      throw new SavedInPart(sent, saved, first instanceof Error ? first.message : String(first));
    }
    return saved;
  };
}
