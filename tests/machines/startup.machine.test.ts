import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { startupMachine } from '../../machines/startup/startup.machine';
import type { StartupData } from '../../machines/startup/startup.types';

const data = (backend_lang: number) => ({ shopConfig: { backend_lang } }) as unknown as StartupData;

function start(load: () => Promise<StartupData>) {
  const actor = createActor(startupMachine.provide({ actors: { loadStartup: fromPromise(load) } }));
  actor.start();
  return actor;
}

describe('startup machine', () => {
  it('waits in idle until started, then loads once', async () => {
    let calls = 0;
    const actor = start(async () => (calls++, data(17)));
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'startup.start' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'startup.start' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toBe(1);
  });

  it('picks backend_lang when supported, else en', async () => {
    const ja = start(async () => data(17));
    ja.send({ type: 'startup.start' });
    expect((await waitFor(ja, (s) => s.matches('ready'))).context.language).toBe('ja');
    const unknown = start(async () => data(999));
    unknown.send({ type: 'startup.start' });
    expect((await waitFor(unknown, (s) => s.matches('ready'))).context.language).toBe('en');
  });

  it('a failed call ends in failed with the message; retry loads again', async () => {
    let attempt = 0;
    const actor = start(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('Network Error');
      return data(1);
    });
    actor.send({ type: 'startup.start' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('Network Error');
    actor.send({ type: 'startup.retry' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.attempts).toBe(2);
    expect(ready.context.error).toBeNull();
  });

  it('an answer that breaks its contract, or a program fault, fails as unreadable (no raw text for the banner); a server message stays readable', async () => {
    const format = Object.assign(new Error('Invalid response format: data: expected object'), { kind: 'format' });
    const business = Object.assign(new Error('Config store unavailable'), { kind: 'business' });
    for (const [error, unreadable] of [[format, true], [new TypeError("Cannot read properties of null (reading 'name')"), true], [business, false]] as const) {
      const actor = start(async () => Promise.reject(error));
      actor.send({ type: 'startup.start' });
      const failed = await waitFor(actor, (s) => s.matches('failed'));
      expect((failed.context as { unreadable?: boolean }).unreadable).toBe(unreadable);
    }
  });

  it('takes a saved config without reloading', async () => {
    const actor = start(async () => data(1));
    actor.send({ type: 'startup.start' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'startup.configSaved', shopConfig: { backend_lang: 4 } as StartupData['shopConfig'] });
    expect(actor.getSnapshot().context.data?.shopConfig.backend_lang).toBe(4);
    expect(actor.getSnapshot().context.language).toBe('de');
  });

  it('a reload asked for while loading loads again and keeps the newer answer', async () => {
    const answers: Array<(d: StartupData) => void> = [];
    const actor = start(() => new Promise<StartupData>((resolve) => answers.push(resolve)));
    actor.send({ type: 'startup.start' });
    actor.send({ type: 'startup.reload' });
    expect(answers).toHaveLength(2);
    answers[1]?.(data(4));
    answers[0]?.(data(17));
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.language).toBe('de');
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.language).toBe('de');
  });
});
