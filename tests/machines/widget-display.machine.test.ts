import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { DEFAULT_WIDGET_DISPLAYS, type WidgetDisplayAnswer, type WidgetDisplays } from '../../src/contract/widgets';
import { TOGGLE_SAVE_DELAY_MS, widgetDisplayMachine } from '../../machines/widget-display/widget-display.machine';
import {
  selectFailedMessage, selectFailedWidget, selectReloaded, selectWidgetEnabled, selectWidgetSaving,
} from '../../machines/widget-display/widget-display.selectors';
import { appEmbedMachine } from '../../machines/widget-display/app-embed.machine';
import { selectEmbedOn, selectEmbedUrl } from '../../machines/widget-display/app-embed.selectors';
import type { AppEmbedStatus } from '../../machines/widget-display/app-embed.types';
import { DisplayConflict, type DisplaySaveInput, type WidgetDisplayEmitted } from '../../machines/widget-display/widget-display.types';

/** A fake server holding the displays and their version, refusing stale saves like the real one. */
function fakeServer(start: WidgetDisplays = DEFAULT_WIDGET_DISPLAYS) {
  const server = { widgets: structuredClone(start), version: 1, fail: null as Error | null, saves: [] as DisplaySaveInput[], loads: 0 };
  const read = (): WidgetDisplayAnswer => ({ widgets: structuredClone(server.widgets), version: server.version });
  const save = async (input: DisplaySaveInput): Promise<WidgetDisplayAnswer> => {
    server.saves.push(input);
    if (server.fail) throw server.fail;
    if (input.version !== server.version) throw new DisplayConflict();
    server.widgets = { ...server.widgets, [input.widget]: input.display };
    server.version += 1;
    return read();
  };
  return { server, read, save };
}

function start(fake: ReturnType<typeof fakeServer>) {
  const clock = new SimulatedClock();
  const emitted: WidgetDisplayEmitted[] = [];
  const actor = createActor(
    widgetDisplayMachine.provide({
      actors: {
        saveDisplay: fromPromise(({ input }: { input: DisplaySaveInput }) => fake.save(input)),
        loadDisplays: fromPromise<WidgetDisplayAnswer, void>(async () => {
          fake.server.loads += 1;
          return fake.read();
        }),
      },
    }),
    { clock, input: fake.read() },
  ).start();
  actor.on('widgetDisplay.saved', (e) => emitted.push(e));
  const settle = () => waitFor(actor, (s) => s.matches('idle'));
  return { actor, clock, emitted, settle };
}

describe('widget display machine', () => {
  it('shows a switch at once and saves it after the pause with the version, then holds the new version', async () => {
    const fake = fakeServer();
    const { actor, clock, emitted, settle } = start(fake);
    actor.send({ type: 'widgetDisplay.toggle', widget: 'qa', enabled: false });
    expect(selectWidgetEnabled('qa')(actor.getSnapshot())).toBe(false);
    expect(fake.server.saves).toEqual([]);
    clock.increment(TOGGLE_SAVE_DELAY_MS);
    expect(selectWidgetSaving('qa')(actor.getSnapshot())).toBe(true);
    await settle();
    expect(fake.server.saves).toEqual([{ widget: 'qa', display: { ...DEFAULT_WIDGET_DISPLAYS.qa, enabled: false }, version: 1 }]);
    expect(fake.server.widgets.qa.enabled).toBe(false);
    expect(actor.getSnapshot().context.version).toBe(2);
    expect(selectWidgetEnabled('qa')(actor.getSnapshot())).toBe(false);
    expect(emitted).toEqual([{ type: 'widgetDisplay.saved', widget: 'qa', enabled: false }]);

    // The next save carries the new version, so it is not refused as stale.
    actor.send({ type: 'widgetDisplay.toggle', widget: 'carousel', enabled: true });
    clock.increment(TOGGLE_SAVE_DELAY_MS);
    await settle();
    expect(fake.server.saves[1]).toMatchObject({ widget: 'carousel', version: 2 });
    expect(fake.server.widgets.carousel.enabled).toBe(true);
  });

  it('sends nothing for a switch moved off and on again within the pause, and saves two widgets one after the other', async () => {
    const fake = fakeServer();
    const { actor, clock, settle } = start(fake);
    actor.send({ type: 'widgetDisplay.toggle', widget: 'rating', enabled: false });
    clock.increment(TOGGLE_SAVE_DELAY_MS - 50);
    actor.send({ type: 'widgetDisplay.toggle', widget: 'rating', enabled: true });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    clock.increment(TOGGLE_SAVE_DELAY_MS);
    expect(fake.server.saves).toEqual([]);

    actor.send({ type: 'widgetDisplay.toggle', widget: 'tab', enabled: true });
    actor.send({ type: 'widgetDisplay.toggle', widget: 'shows', enabled: true });
    clock.increment(TOGGLE_SAVE_DELAY_MS);
    await settle();
    expect(fake.server.saves.map((s) => [s.widget, s.version])).toEqual([['shows', 1], ['tab', 2]]);
    expect(fake.server.widgets.tab.enabled && fake.server.widgets.shows.enabled).toBe(true);
  });

  it('puts a switch back when its save fails, keeps the toggle, and Try again saves it', async () => {
    const fake = fakeServer();
    const { actor, clock, emitted, settle } = start(fake);
    fake.server.fail = new Error('Widgets store unavailable');
    actor.send({ type: 'widgetDisplay.toggle', widget: 'widget', enabled: false });
    clock.increment(TOGGLE_SAVE_DELAY_MS);
    await settle();
    expect(selectWidgetEnabled('widget')(actor.getSnapshot())).toBe(true);
    expect(selectFailedWidget(actor.getSnapshot())).toBe('widget');
    expect(selectFailedMessage(actor.getSnapshot())).toBe('Widgets store unavailable');
    expect(fake.server.widgets.widget.enabled).toBe(true);
    expect(emitted).toEqual([]);

    fake.server.fail = null;
    actor.send({ type: 'widgetDisplay.retry' });
    expect(selectWidgetEnabled('widget')(actor.getSnapshot())).toBe(false);
    expect(selectFailedWidget(actor.getSnapshot())).toBeNull();
    await settle();
    expect(fake.server.widgets.widget.enabled).toBe(false);
    expect(fake.server.saves.map((s) => s.display.enabled)).toEqual([false, false]);
    expect(emitted).toEqual([{ type: 'widgetDisplay.saved', widget: 'widget', enabled: false }]);
  });

  it('a failed save of one widget does not stop another that moved meanwhile', async () => {
    const fake = fakeServer();
    const { actor, clock, settle } = start(fake);
    fake.server.fail = new Error('down');
    actor.send({ type: 'widgetDisplay.toggle', widget: 'write', enabled: false });
    clock.increment(TOGGLE_SAVE_DELAY_MS);
    actor.send({ type: 'widgetDisplay.toggle', widget: 'referral', enabled: true });
    fake.server.fail = null;
    await settle();
    // 'write' failed (it was in flight while failing); 'referral' was saved after it.
    expect(fake.server.saves.map((s) => s.widget)).toEqual(['write', 'referral']);
    expect(fake.server.widgets.referral.enabled).toBe(true);
    expect(selectWidgetEnabled('referral')(actor.getSnapshot())).toBe(true);
  });

  it('a stale save reads the displays again, shows them and says so; the next switch saves with the new version', async () => {
    const fake = fakeServer();
    const { actor, clock, settle } = start(fake);
    // Another tab turned the carousel on meanwhile.
    fake.server.widgets = { ...fake.server.widgets, carousel: { ...fake.server.widgets.carousel, enabled: true } };
    fake.server.version = 5;
    actor.send({ type: 'widgetDisplay.toggle', widget: 'qa', enabled: false });
    clock.increment(TOGGLE_SAVE_DELAY_MS);
    await settle();
    expect(fake.server.loads).toBe(1);
    expect(selectReloaded(actor.getSnapshot())).toBe(true);
    expect(selectWidgetEnabled('carousel')(actor.getSnapshot())).toBe(true);
    expect(selectWidgetEnabled('qa')(actor.getSnapshot())).toBe(true);
    expect(fake.server.widgets.qa.enabled).toBe(true);

    actor.send({ type: 'widgetDisplay.dismiss' });
    expect(selectReloaded(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'widgetDisplay.toggle', widget: 'qa', enabled: false });
    clock.increment(TOGGLE_SAVE_DELAY_MS);
    await settle();
    expect(fake.server.saves.at(-1)).toMatchObject({ widget: 'qa', version: 5 });
    expect(fake.server.widgets.qa.enabled).toBe(false);
    expect(fake.server.widgets.carousel.enabled).toBe(true);
  });
});

describe('app embed machine', () => {
  const startEmbed = (enabled: boolean, answers: Array<boolean | Error>) => {
    let checks = 0;
    const actor = createActor(
      appEmbedMachine.provide({
        actors: {
          checkStatus: fromPromise<AppEmbedStatus, void>(async () => {
            const next = answers[checks++];
            if (next instanceof Error) throw next;
            return { app_embeds_enabled: next ?? false, url: 'https://admin.shopify.com/store/demo/themes/current/editor?context=apps' };
          }),
        },
      }),
      { input: { app_embeds_enabled: enabled, url: 'https://admin.shopify.com/store/demo/themes/current/editor' } },
    ).start();
    return { actor, checks: () => checks };
  };

  it('starts on without checking when startup read it on', () => {
    const { actor, checks } = startEmbed(true, []);
    actor.send({ type: 'appEmbed.visible' });
    expect(selectEmbedOn(actor.getSnapshot())).toBe(true);
    expect(checks()).toBe(0);
  });

  it('reads the status again each time the page becomes visible while off, and turns on once it says so', async () => {
    const { actor, checks } = startEmbed(false, [false, new Error('Network Error'), true]);
    expect(selectEmbedOn(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'appEmbed.visible' });
    await waitFor(actor, (s) => s.matches('off'));
    expect(selectEmbedUrl(actor.getSnapshot())).toContain('context=apps');
    actor.send({ type: 'appEmbed.visible' });
    await waitFor(actor, (s) => s.matches('off'));
    expect(selectEmbedOn(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'appEmbed.visible' });
    await waitFor(actor, (s) => s.matches('on'));
    expect(checks()).toBe(3);
  });

  it('reads once more when the page becomes visible again while a check is still out', async () => {
    const { actor, checks } = startEmbed(false, [false, true]);
    actor.send({ type: 'appEmbed.visible' });
    actor.send({ type: 'appEmbed.visible' });
    actor.send({ type: 'appEmbed.visible' });
    expect(checks()).toBe(1);
    await waitFor(actor, (s) => s.matches('on'));
    expect(checks()).toBe(2);
  });
});
