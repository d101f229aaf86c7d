import type { SettingValues } from '../save-bar/save-bar.types';
import type { CssRemoval } from '../../src/contract/widget-css';
import type { StorefrontWidget, WidgetDisplay } from '../../src/contract/widgets';

/**
 * The editor's values in the save bar, flat: `settings.<name>` (the review-widget settings),
 * `settingsVersion`, `display` (this widget's display) and `displayVersion`, `words.<lang>` (the
 * merchant's words of a language, `group.key` → text) and `wordsVersion.<lang>`, and `cssRemoved`
 * (what the last save's sanitiser removed, per CSS field).
 */
export const EDITOR_KEYS = {
  settingsVersion: 'settingsVersion',
  display: 'display',
  displayVersion: 'displayVersion',
  cssRemoved: 'cssRemoved',
} as const;

/** Save-bar key of a review-widget setting. */
export const settingKey = (name: string): string => `settings.${name}`;
/** Save-bar key of a language's words. */
export const wordsKey = (language: string): string => `words.${language}`;
/** Save-bar key of the version of a language's words. */
export const wordsVersionKey = (language: string): string => `wordsVersion.${language}`;

/** The custom CSS fields of the settings. */
export type CssField = 'reviews_css_code' | 'rating_css_code';

/** What the sanitiser removed, per CSS field. */
export type CssRemovedByField = Partial<Record<CssField, CssRemoval[]>>;

/** What a settings save answers: every setting as saved, its version, and what the sanitiser removed. */
export type SavedSettings = { settings: Record<string, unknown>; version?: number | undefined; cssRemoved: CssRemovedByField };

/**
 * The three saves of the widget page, injected (the app calls the API). Each rejects with a
 * SaveConflict holding the other values under the editor's keys when it was saved elsewhere since.
 */
export interface EditorParts {
  saveSettings: (patch: Record<string, unknown>, version: number | undefined) => Promise<SavedSettings>;
  saveDisplay: (widget: StorefrontWidget, display: WidgetDisplay, version: number | undefined) => Promise<{ display: WidgetDisplay; version: number }>;
  saveWords: (language: string, words: Record<string, string>, version: number | undefined) => Promise<{ words: Record<string, string>; version?: number | undefined }>;
}

/** The words of a language as loaded: the merchant's own, their version and the defaults by group. */
export type LoadedWords = {
  language: string;
  words: Record<string, string>;
  version?: number | undefined;
  defaults: Record<string, Record<string, string>>;
};

/** The sanitised draft CSS and what sanitising removes. */
export type CssCheck = { css: string; removed: CssRemoval[] };

/** Input of the widget editor. */
export type WidgetEditorInput = {
  widget: StorefrontWidget;
  /** The saved values (see EDITOR_KEYS). */
  current: SettingValues;
  /** The words of the widget language, loaded with the page. */
  words: LoadedWords;
  /** The CSS field this widget's page edits, if any. */
  cssField: CssField | null;
};

export interface WidgetEditorContext {
  widget: StorefrontWidget;
  current: SettingValues;
  cssField: CssField | null;
  /** The language whose words show. */
  language: string;
  /** Default words of each loaded language, by group. */
  defaults: Record<string, Record<string, Record<string, string>>>;
  /** The language that failed to load (its words show a retry). */
  wordsError: string | null;
  /** The draft CSS waiting to be checked. */
  cssDraft: string;
  /** The last check of the draft CSS (null before the first). */
  cssCheck: CssCheck | null;
}

export type WidgetEditorEvent =
  /** Show (and load, the first time) another language's words; its unsaved words stay. */
  | { type: 'editor.language'; language: string }
  | { type: 'editor.retryWords' }
  /** The merchant typed custom CSS: checked after a pause. */
  | { type: 'editor.css'; css: string };
