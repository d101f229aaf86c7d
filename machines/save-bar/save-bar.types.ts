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
  /**
   * The values saved elsewhere (another tab) since these settings were loaded, when the last save
   * was stale: shown beside the kept edits until the merchant keeps theirs or saves theirs.
   */
  conflict: SettingValues | null;
}

/**
 * What a save rejects with when it was stale: the values saved elsewhere since, under the screen's
 * keys (with their version), so a save from them overwrites on purpose.
 */
export class SaveConflict extends Error {
  constructor(readonly theirs: SettingValues) {
    super('These settings were saved elsewhere since they were loaded');
    this.name = 'SaveConflict';
  }
}

/**
 * What a save of several parts rejects with when only some of them saved: `sent` (what those parts
 * sent) and `saved` (what the server answered) become the saved values, the rest stays unsaved, so
 * Retry saves only the parts that failed.
 */
export class SavedInPart extends Error {
  constructor(
    readonly sent: SettingValues,
    readonly saved: SettingValues,
    message: string,
  ) {
    super(message);
    this.name = 'SavedInPart';
  }
}

export type SaveBarEvent =
  | { type: 'saveBar.load'; values: SettingValues }
  /** More saved values (e.g. another language's words loaded later): added to the saved ones, the edits kept. */
  | { type: 'saveBar.merge'; values: SettingValues }
  | { type: 'saveBar.change'; key: string; value: unknown }
  | { type: 'saveBar.save' }
  | { type: 'saveBar.discard' }
  | { type: 'saveBar.show' }
  | { type: 'saveBar.hide' }
  | { type: 'saveBar.toggle' }
  | { type: 'saveBar.dismissError' }
  /** Save the kept edits again after a failed save. */
  | { type: 'saveBar.retry' }
  /** After a conflict: save the kept edits over the other values. */
  | { type: 'saveBar.keepMine' }
  /** After a conflict: drop the edits and keep the other values. */
  | { type: 'saveBar.takeTheirs' };
