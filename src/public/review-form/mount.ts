import type { LanguageCode } from '../../contract/constants';
import type { ReviewForm } from '../../contract/review-form';
import type { PolicyToken } from '../../contract/uploads';
import { FormApi, FormCallError, type FailureShop } from './api';
import { h, replaceChildren, uid } from './dom';
import { formView } from './form-view';
import { PAGE_LANGUAGES, isLanguage, loadTranslate, type Translate } from './i18n';
import { linkKey, readAddress } from './link';
import { mediaPage } from './media-page';
import { problemPage, shopHeader, skeleton, thankYouPage } from './pages';

/** How the page is mounted: which page, its address, where the API and the texts are. */
export interface MountOptions {
  /** `review`: /email_review (default); `media`: /media_submit. */
  page?: 'review' | 'media';
  /** The query string carrying the link (default: the current address's). */
  search?: string;
  /** Origin/path the API is under (default `/`). */
  apiBase?: string;
  /** Folder of the locale files (default `/locales`). */
  localesBase?: string;
  /** Set the document's title and language (the stand-alone page does; inside the admin app it does not). */
  ownDocument?: boolean;
}

/** Seconds before a policy's expiry at which a new one is asked. */
const POLICY_MARGIN_S = 60;

/**
 * Shows the review form (or the media page) in `container`: reads the link, loads the form and
 * the texts in the customer's language, and keeps everything in the container. Answers an unmount.
 */
export function mount(container: HTMLElement, options: MountOptions = {}): () => void {
  const page = options.page ?? 'review';
  const address = readAddress(options.search ?? location.search);
  const api = new FormApi(options.apiBase ?? '/');
  const localesBase = options.localesBase ?? '/locales';
  const own = options.ownDocument ?? false;
  let alive = true;
  let lng: LanguageCode = isLanguage(address.lang) ? address.lang : isLanguage(document.documentElement.lang) ? document.documentElement.lang : 'en';
  let t: Translate = (key) => key;
  let form: ReviewForm | null = null;
  let policy: Promise<PolicyToken> | null = null;
  let view: () => HTMLElement = () => skeleton('');

  const main = h('main', { class: 'rf-main', id: 'rf-main' });
  const root = h('div', { class: 'rf-page' });
  container.classList.add('rf-root');
  replaceChildren(container, root);

  const getPolicy = (): Promise<PolicyToken> => {
    const link = address.link;
    if (!link) return Promise.reject(new Error('no link'));
    if (!policy) {
      policy = api.uploadToken(link);
      policy.catch(() => (policy = null));
    }
    return policy.then((p) => {
      if (p.expire - POLICY_MARGIN_S > Date.now() / 1000) return p;
      policy = null;
      return getPolicy();
    });
  };

  const picker = (): HTMLElement => {
    const id = uid('lang');
    const select = h('select', { id, class: 'rf-select' }, PAGE_LANGUAGES.map((l) => h('option', { value: l.code, lang: l.code, selected: l.code === lng }, l.name)));
    select.addEventListener('change', () => {
      if (isLanguage(select.value)) void switchLanguage(select.value, true);
    });
    return h('div', { class: 'rf-lang' }, h('label', { for: id, class: 'rf-lang-label' }, t('page.language')), select);
  };

  /** Draws `next` as the page's content; `focus` moves focus to its heading (after a change of view). */
  const show = (next: () => HTMLElement, focus = true) => {
    if (!alive) return;
    view = next;
    const content = next();
    replaceChildren(main, content);
    replaceChildren(root, shopHeader(form?.shop ?? null, picker()), main);
    if (own) {
      document.title = form ? t(page === 'media' ? 'media.title' : 'page.title', { shop: form.shop.name }) : t('page.titleNoShop');
      document.documentElement.lang = lng;
    }
    if (focus) content.querySelector<HTMLElement>('h1')?.focus({ preventScroll: false });
  };

  const linkFailed = (kind: 'invalid' | 'expired', shop?: FailureShop) => show(() => problemPage(t, kind, shop ?? form?.shop ?? null, null));

  const showForm = () => {
    if (!form || !address.link) return;
    const current = form;
    const link = address.link;
    if (page === 'media') {
      show(() => mediaPage({ form: current, t, lng, link, reviewId: address.reviewId, api, policy: getPolicy, onLinkFailed: linkFailed }), false);
      return;
    }
    show(
      () =>
        formView({
          form: current,
          t,
          lng,
          link,
          firstProduct: address.firstProduct,
          rating: address.rating,
          draftKey: linkKey(link),
          api,
          policy: getPolicy,
          onDone: (result) => show(() => thankYouPage(t, lng, current, result, () => void load())),
          onLinkFailed: linkFailed,
        }),
      false,
    );
  };

  async function switchLanguage(next: LanguageCode, redraw: boolean): Promise<void> {
    try {
      t = await loadTranslate(localesBase, next);
      lng = next;
    } catch {
      if (lng === next) t = await loadTranslate(localesBase, 'en').catch(() => t);
    }
    if (redraw) show(view, false);
  }

  async function load(): Promise<void> {
    const link = address.link;
    if (!link) return show(() => problemPage(t, 'noLink', null, null));
    show(() => skeleton(t('page.loading')), false);
    try {
      form = await api.form(link, isLanguage(address.lang) ? address.lang : null);
    } catch (err) {
      const failure = err instanceof FormCallError ? err.failure : null;
      if (failure?.kind === 'invalid' || failure?.kind === 'expired') return linkFailed(failure.kind, failure.shop);
      return show(() => problemPage(t, 'network', null, () => void load()));
    }
    if (!isLanguage(address.lang) && form.language !== lng) await switchLanguage(form.language, false);
    showForm();
  }

  void switchLanguage(lng, false).then(() => load());
  return () => {
    alive = false;
    container.textContent = '';
    container.classList.remove('rf-root');
  };
}
