import type { StorefrontWidget } from '../../contract/widget-tags';
import { storeApi, warnOnce, type StoreApi } from './api';
import { configOf } from './config';
import { h, replace } from './dom';
import { RESERVED_HEIGHT, WIDGET_MODULES } from './registry';
import { addWidgetStyles, applyLooks, setShopCss } from './styles';
import { isEnabled, type MountedWidget, type WidgetMount } from './widget';
import { wordsOf } from './words';

const cssLoaded = new Set<string>();

/** Loads the shop's custom CSS into its own style element, once per shop and page. */
function loadShopCss(api: StoreApi): void {
  if (cssLoaded.has(api.shop)) return;
  cssLoaded.add(api.shop);
  void api.css().then((css) => {
    if (css) setShopCss(api.shop, css);
  });
}

/**
 * Base of every widget element: on connect it reserves its space (`reserve`), reads the shared
 * settings, renders nothing when the merchant turned the widget off, else sets the looks on the host
 * and mounts the widget; a failed load shows `reviews.load_failed` with Try again.
 */
export abstract class WidgetElement extends HTMLElement {
  /** The widget this element draws. */
  protected abstract readonly widget: StorefrontWidget;
  private mounted: MountedWidget | null = null;
  private run = 0;

  /** Draws the placeholder at the widget's final size (before settings and data arrive). */
  protected reserve(): void {}

  /** The widget's mount function (imported on demand for the non-core widgets). */
  protected abstract load(): Promise<WidgetMount>;

  connectedCallback(): void {
    void this.start();
  }

  disconnectedCallback(): void {
    this.run += 1;
    this.mounted?.destroy();
    this.mounted = null;
  }

  private async start(): Promise<void> {
    const run = ++this.run;
    addWidgetStyles();
    if (!this.mounted) this.reserve();
    const api = storeApi(configOf(this));
    loadShopCss(api);
    try {
      const [settings, mount] = await Promise.all([api.settings(), this.load()]);
      if (run !== this.run) return;
      if (!isEnabled(settings, this.widget)) {
        this.textContent = '';
        this.hidden = true;
        return;
      }
      applyLooks(this, settings);
      this.mounted = mount(this, { api, settings, words: wordsOf(settings.words, settings.words_language), preview: false });
    } catch (error) {
      if (run !== this.run) return;
      warnOnce(error);
      const words = wordsOf({}, 'en');
      replace(this, h('div', { class: 'rv-failed', role: 'alert' }, words.t('reviews.load_failed'),
        h('button', { type: 'button', class: 'rv-btn', onclick: () => void this.start() }, words.t('reviews.retry'))));
    }
  }
}

/** Shows a widget's name where its module is not built yet (and in the preview of such a widget). */
export const namePlaceholder = (widget: StorefrontWidget): WidgetMount => (host) => {
  replace(host, h('div', { class: 'rv-placeholder' }, widget));
  return { update: () => undefined, destroy: () => replace(host) };
};

/** The mount of a widget: its on-demand module, or its name until that module exists. */
export async function loadMount(widget: StorefrontWidget): Promise<WidgetMount> {
  const load = WIDGET_MODULES[widget];
  return load ? (await load()).mount : namePlaceholder(widget);
}

/** A stub element of an on-demand widget: keeps its reserved height, imports its module on first connect. */
export function lazyElement(widget: StorefrontWidget): CustomElementConstructor {
  return class extends WidgetElement {
    protected readonly widget = widget;
    protected override reserve(): void {
      const height = RESERVED_HEIGHT[widget];
      if (height) this.style.minHeight = height;
    }
    protected load(): Promise<WidgetMount> {
      return loadMount(widget);
    }
  };
}
