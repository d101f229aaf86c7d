import { REVIEW_FORM_LIMITS, type FormMedia } from '../../contract/review-form';
import type { PolicyToken } from '../../contract/uploads';
import { h, replaceChildren, uid } from './dom';
import type { Translate } from './i18n';
import { resizePhoto } from './resize';
import { ACCEPT, refuseFile, uploadFile, type UploadHandle } from './uploads';

/** A file on its way: uploading (with progress) or failed (with Retry). */
interface Pending {
  id: number;
  file: File;
  progress: number;
  failed: boolean;
  handle: UploadHandle | null;
}

/** What a media field needs from the page. */
export interface MediaFieldOptions {
  t: Translate;
  /** The upload policy (asked once per page, then reused until it expires). */
  policy: () => Promise<PolicyToken>;
  media: FormMedia[];
  /** Called with the uploaded files whenever they change (a file done or removed). */
  onChange: (media: FormMedia[]) => void;
  /** Accessible name of the picker ("Add photos or videos"). */
  label: string;
  /** Photos and videos the review already has beside this field's (counted against the limits). */
  existing?: { photos: number; videos: number };
}

/** A media field: its element, whether files are still uploading, and its message slot (for server errors). */
export interface MediaField {
  element: HTMLElement;
  busy: () => boolean;
  showError: (text: string | null) => void;
  focus: () => void;
}

let nextId = 0;

/**
 * Photos and videos of one review: thumbnails of the uploaded ones (Remove), a progress bar per
 * file on its way (Retry when it failed), and a picker. Files are checked (type, size after
 * resizing, count) before sending, with the reason shown at the field.
 */
export function mediaField(options: MediaFieldOptions): MediaField {
  const { t } = options;
  let media = [...options.media];
  const pending: Pending[] = [];
  const messageId = uid('media-msg');
  const inputId = uid('media');
  const list = h('ul', { class: 'rf-media-list', role: 'list' });
  const message = h('p', { class: 'rf-field-error', id: messageId, 'aria-live': 'polite' });
  const input = h('input', { type: 'file', id: inputId, class: 'rf-file-input', accept: ACCEPT, multiple: true, 'aria-describedby': messageId });
  const base = options.existing ?? { photos: 0, videos: 0 };
  const counts = () => ({
    photos: base.photos + media.filter((m) => m.type === 'image').length + pending.filter((p) => p.file.type.startsWith('image/')).length,
    videos: base.videos + media.filter((m) => m.type === 'video').length + pending.filter((p) => p.file.type.startsWith('video/')).length,
  });
  const hint = h('p', { class: 'rf-hint' }, t('upload.hint', { photos: REVIEW_FORM_LIMITS.photosMax, videos: REVIEW_FORM_LIMITS.videosMax }));

  const showError = (text: string | null): void => {
    message.textContent = text ?? '';
    message.hidden = !text;
  };
  showError(null);

  const render = (): void => {
    const done = media.map((m, index) =>
      h(
        'li',
        { class: 'rf-media' },
        m.type === 'image' ? h('img', { src: m.url, alt: t('upload.photoAlt', { n: index + 1 }), class: 'rf-thumb' }) : h('span', { class: 'rf-thumb rf-thumb-video' }, t('upload.video')),
        h('button', { type: 'button', class: 'rf-link-button', onclick: () => remove(m) }, t('upload.remove'), h('span', { class: 'rf-visually-hidden' }, ` ${m.type === 'image' ? t('upload.photoAlt', { n: index + 1 }) : t('upload.video')}`)),
      ),
    );
    const going = pending.map((p) =>
      h(
        'li',
        { class: 'rf-media' },
        h('span', { class: 'rf-thumb rf-thumb-pending' }, p.file.name),
        p.failed
          ? h('span', { class: 'rf-upload-failed' }, h('span', { role: 'status' }, t('upload.failed')), h('button', { type: 'button', class: 'rf-link-button', onclick: () => start(p) }, t('upload.retry')), h('button', { type: 'button', class: 'rf-link-button', onclick: () => drop(p) }, t('upload.remove')))
          : h('progress', { max: 100, value: Math.round(p.progress * 100), 'aria-label': t('upload.progress', { name: p.file.name }) }),
      ),
    );
    replaceChildren(list, done, going);
    list.hidden = done.length + going.length === 0;
  };

  const remove = (m: FormMedia): void => {
    media = media.filter((x) => x !== m);
    options.onChange(media);
    render();
    input.focus();
  };
  const drop = (p: Pending): void => {
    p.handle?.abort();
    pending.splice(pending.indexOf(p), 1);
    render();
    input.focus();
  };

  const start = (p: Pending): void => {
    p.failed = false;
    p.progress = 0;
    render();
    options
      .policy()
      .then((policy) => {
        p.handle = uploadFile(policy, p.file, (fraction) => {
          p.progress = fraction;
          const bar = list.querySelectorAll('progress')[pending.indexOf(p)];
          if (bar) bar.value = Math.round(fraction * 100);
        });
        return p.handle.done;
      })
      .then((uploaded) => {
        const at = pending.indexOf(p);
        if (at === -1) return;
        pending.splice(at, 1);
        media = [...media, uploaded];
        options.onChange(media);
        render();
      })
      .catch(() => {
        if (!pending.includes(p)) return;
        p.failed = true;
        render();
      });
  };

  const add = async (files: File[]): Promise<void> => {
    showError(null);
    for (const original of files) {
      const file = original.type.startsWith('image/') ? await resizePhoto(original) : original;
      const refusal = refuseFile(file, counts());
      if (refusal) {
        showError(t(`upload.${refusal}`, { name: original.name, photos: REVIEW_FORM_LIMITS.photosMax, videos: REVIEW_FORM_LIMITS.videosMax, mb: Math.round((refusal === 'videoTooBig' ? REVIEW_FORM_LIMITS.videoMaxBytes : REVIEW_FORM_LIMITS.photoMaxBytes) / 1048576) }));
        continue;
      }
      nextId += 1;
      const p: Pending = { id: nextId, file, progress: 0, failed: false, handle: null };
      pending.push(p);
      start(p);
    }
  };

  input.addEventListener('change', () => {
    const files = Array.from(input.files ?? []);
    input.value = '';
    void add(files);
  });

  render();
  const element = h(
    'div',
    { class: 'rf-field rf-media-field' },
    input,
    h('label', { for: inputId, class: 'rf-upload-button' }, options.label),
    hint,
    list,
    message,
  );
  return { element, busy: () => pending.length > 0, showError, focus: () => input.focus() };
}
