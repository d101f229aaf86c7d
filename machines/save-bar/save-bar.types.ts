/** Values of a screen's settings, by key. */
export type SettingValues = Record<string, unknown>;

export interface SaveBarContext {
  /** The saved values (what the server has). */
  current: SettingValues;
  /** Settings whose new value differs from the saved one, by key. */
  unsaved: SettingValues;
  /** Forced visibility from show/hide/toggle (null: shown exactly while something is unsaved). */
  forced: boolean | null;
  /** What the save in flight is sending. */
  sending: SettingValues;
  /** Message of the last failed save. */
  error: string | null;
}

export type SaveBarEvent =
  | { type: 'saveBar.load'; values: SettingValues }
  | { type: 'saveBar.change'; key: string; value: unknown }
  | { type: 'saveBar.save' }
  | { type: 'saveBar.discard' }
  | { type: 'saveBar.show' }
  | { type: 'saveBar.hide' }
  | { type: 'saveBar.toggle' }
  | { type: 'saveBar.dismissError' };
