import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { saveBarMachine, type SaveInput } from '../../machines/save-bar/save-bar.machine';
import { deepEqual, selectSaveBarConflict, selectSaveBarError, valuesOf } from '../../machines/save-bar/save-bar.selectors';
import { SaveConflict } from '../../machines/save-bar/save-bar.types';

function start(save: (input: SaveInput) => Promise<Record<string, unknown> | void> = async () => undefined) {
  const actor = createActor(saveBarMachine.provide({ actors: { save: fromPromise(({ input }) => save(input)) } }), {
    input: { current: { font_size: 13, colors: { star: '#ffb800' }, tags: ['a'] } },
  });
  actor.start();
  return actor;
}

describe('save bar machine', () => {
  it('opens when a value differs and closes when it is equal again (deep comparison)', () => {
    const a = start();
    expect(a.getSnapshot().value).toBe('closed');
    a.send({ type: 'saveBar.change', key: 'colors', value: { star: '#000000' } });
    expect(a.getSnapshot().value).toBe('open');
    a.send({ type: 'saveBar.change', key: 'colors', value: { star: '#ffb800' } });
    expect(a.getSnapshot().value).toBe('closed');
    expect(a.getSnapshot().context.unsaved).toEqual({});
    a.send({ type: 'saveBar.change', key: 'tags', value: ['a'] });
    expect(a.getSnapshot().value).toBe('closed');
  });

  it('discard restores the saved values', () => {
    const a = start();
    a.send({ type: 'saveBar.change', key: 'font_size', value: 20 });
    expect(valuesOf(a.getSnapshot().context).font_size).toBe(20);
    a.send({ type: 'saveBar.discard' });
    expect(a.getSnapshot().value).toBe('closed');
    expect(valuesOf(a.getSnapshot().context).font_size).toBe(13);
  });

  it('save sends the unsaved settings and makes them current', async () => {
    const sent: SaveInput[] = [];
    const a = start(async (input) => {
      sent.push(input);
    });
    a.send({ type: 'saveBar.change', key: 'font_size', value: 16 });
    a.send({ type: 'saveBar.save' });
    expect(a.getSnapshot().value).toBe('saving');
    const done = await waitFor(a, (s) => s.matches('closed'));
    expect(sent[0]?.unsaved).toEqual({ font_size: 16 });
    expect(done.context.current.font_size).toBe(16);
    expect(done.context.unsaved).toEqual({});
  });

  it('a failed save keeps every edit and shows the error', async () => {
    const a = start(async () => {
      throw new Error('font_size: must be at most 40');
    });
    a.send({ type: 'saveBar.change', key: 'font_size', value: 99 });
    a.send({ type: 'saveBar.save' });
    const failed = await waitFor(a, (s) => s.matches('open') && s.context.error !== null);
    expect(failed.context.error).toBe('font_size: must be at most 40');
    expect(failed.context.unsaved).toEqual({ font_size: 99 });
    expect(failed.context.current.font_size).toBe(13);
  });

  it('a stale save (saved in another tab since) keeps every edit, shows the other values, and keep mine saves from their version', async () => {
    const sent: SaveInput[] = [];
    let stale = true;
    const a = createActor(
      saveBarMachine.provide({
        actors: {
          save: fromPromise<Record<string, unknown> | void, SaveInput>(async ({ input }) => {
            sent.push(input);
            if (stale) {
              stale = false;
              throw new SaveConflict({ words: { title: 'Theirs' }, version: 2 });
            }
            return { version: Number(input.current.version) + 1 };
          }),
        },
      }),
      { input: { current: { words: { title: 'Old' }, font_size: 13, version: 1 } } },
    ).start();
    a.send({ type: 'saveBar.change', key: 'words', value: { title: 'Mine' } });
    a.send({ type: 'saveBar.change', key: 'font_size', value: 14 });
    a.send({ type: 'saveBar.save' });
    await waitFor(a, (s) => s.matches('open'));
    let s = a.getSnapshot();
    expect(selectSaveBarConflict(s)).toEqual({ words: { title: 'Theirs' }, version: 2 });
    expect(selectSaveBarError(s)).toBeNull();
    expect(valuesOf(s.context)).toEqual({ words: { title: 'Mine' }, font_size: 14, version: 2 });
    // Keep mine: saved again, from the version the conflict named.
    a.send({ type: 'saveBar.keepMine' });
    await waitFor(a, (snap) => snap.matches('closed'));
    expect(sent[1]!.current.version).toBe(2);
    expect(sent[1]!.unsaved).toEqual({ words: { title: 'Mine' }, font_size: 14 });
    s = a.getSnapshot();
    expect([selectSaveBarConflict(s), s.context.current.version]).toEqual([null, 3]);
  });

  it('take theirs drops the edits and shows the other values', async () => {
    const a = createActor(saveBarMachine.provide({ actors: { save: fromPromise(() => Promise.reject(new SaveConflict({ mode: 'except', version: 5 }))) } }), {
      input: { current: { mode: 'all', version: 4 } },
    }).start();
    a.send({ type: 'saveBar.change', key: 'mode', value: 'only' });
    a.send({ type: 'saveBar.save' });
    await waitFor(a, (s) => s.matches('open'));
    a.send({ type: 'saveBar.takeTheirs' });
    const s = a.getSnapshot();
    expect(s.value).toBe('closed');
    expect([valuesOf(s.context), selectSaveBarConflict(s)]).toEqual([{ mode: 'except', version: 5 }, null]);
  });

  it('after a network error, Retry saves the kept edits again', async () => {
    let fail = true;
    const sent: SaveInput[] = [];
    const a = start(async (input) => {
      sent.push(input);
      if (fail) {
        fail = false;
        throw new Error('Network Error');
      }
    });
    a.send({ type: 'saveBar.change', key: 'font_size', value: 20 });
    a.send({ type: 'saveBar.save' });
    await waitFor(a, (s) => s.matches('open') && s.context.error !== null);
    expect(selectSaveBarError(a.getSnapshot())).toBe('Network Error');
    a.send({ type: 'saveBar.retry' });
    await waitFor(a, (s) => s.matches('closed'));
    expect(sent.map((i) => i.unsaved)).toEqual([{ font_size: 20 }, { font_size: 20 }]);
    expect(valuesOf(a.getSnapshot().context).font_size).toBe(20);
  });

  it('edits made during a save stay unsaved', async () => {
    let release!: () => void;
    const a = start(() => new Promise<void>((r) => (release = r)));
    a.send({ type: 'saveBar.change', key: 'font_size', value: 16 });
    a.send({ type: 'saveBar.save' });
    a.send({ type: 'saveBar.change', key: 'font_size', value: 18 });
    release();
    const after = await waitFor(a, (s) => !s.matches('saving'));
    expect(after.value).toBe('open');
    expect(after.context.current.font_size).toBe(16);
    expect(after.context.unsaved).toEqual({ font_size: 18 });
  });

  it('can be shown, hidden and toggled', () => {
    const a = start();
    a.send({ type: 'saveBar.show' });
    expect(a.getSnapshot().value).toBe('open');
    a.send({ type: 'saveBar.toggle' });
    expect(a.getSnapshot().value).toBe('closed');
    a.send({ type: 'saveBar.change', key: 'font_size', value: 1 });
    expect(a.getSnapshot().value).toBe('closed');
    a.send({ type: 'saveBar.toggle' });
    expect(a.getSnapshot().value).toBe('open');
    a.send({ type: 'saveBar.hide' });
    expect(a.getSnapshot().value).toBe('closed');
  });

  it('save does nothing while nothing is unsaved', () => {
    const a = start();
    a.send({ type: 'saveBar.show' });
    a.send({ type: 'saveBar.save' });
    expect(a.getSnapshot().value).toBe('open');
  });

  it('property: unsaved holds exactly the keys whose last value differs from the saved one', () => {
    const value = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom('a', 'b'), fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 2 }));
    const key = fc.constantFrom('k1', 'k2', 'k3');
    fc.assert(
      fc.property(fc.dictionary(key, value), fc.array(fc.tuple(key, value), { maxLength: 25 }), (current, changes) => {
        const a = createActor(saveBarMachine, { input: { current } }).start();
        const last: Record<string, unknown> = {};
        for (const [k, v] of changes) {
          a.send({ type: 'saveBar.change', key: k, value: v });
          last[k] = v;
        }
        const expected = Object.fromEntries(Object.entries(last).filter(([k, v]) => !deepEqual(v, current[k])));
        const ctx = a.getSnapshot().context;
        expect(ctx.unsaved).toEqual(expected);
        expect(a.getSnapshot().value).toBe(Object.keys(expected).length ? 'open' : 'closed');
      }),
    );
  });
});
