import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { startupMachine } from '../../../machines/startup/startup.machine';
import type { StartupData } from '../../../machines/startup/startup.types';
import { startupData } from '../../../src/app/startup-data';

const data = { userSettings: { language: 'de' }, shopConfig: { backend_lang: 1 } } as unknown as StartupData;

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('startupData', () => {
  it('waits for startup still loading (a reload) instead of reading its empty data', async () => {
    const load = deferred<StartupData>();
    const startup = createActor(startupMachine.provide({ actors: { loadStartup: fromPromise(() => load.promise) } })).start();
    startup.send({ type: 'startup.start' });
    let settled: StartupData | null | undefined;
    const read = startupData(startup).then((d) => (settled = d));
    await Promise.resolve();
    expect(settled).toBeUndefined();
    load.resolve(data);
    await read;
    expect(settled?.userSettings.language).toBe('de');
  });

  it('answers null when startup failed', async () => {
    const startup = createActor(startupMachine.provide({ actors: { loadStartup: fromPromise(() => Promise.reject(new Error('down'))) } })).start();
    startup.send({ type: 'startup.start' });
    expect(await startupData(startup)).toBeNull();
  });

  it('keeps saved storefront settings (settingsSaved) for the next read', async () => {
    const startup = createActor(startupMachine.provide({ actors: { loadStartup: fromPromise(async () => data) } })).start();
    startup.send({ type: 'startup.start' });
    await startupData(startup);
    startup.send({ type: 'startup.settingsSaved', userSettings: { language: 'fr' } as StartupData['userSettings'] });
    expect((await startupData(startup))?.userSettings.language).toBe('fr');
  });
});
