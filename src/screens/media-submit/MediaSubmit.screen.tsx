import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../app/runtime-context';
import { usePageTitle } from '../../ui/use-page-title';

/**
 * /email_review and /media_submit inside the app: the same public review form module the
 * server's stand-alone page runs (loaded on demand), mounted into this screen with the link of
 * the address. The module keeps its own texts (`review-form` namespace) and styles.
 */
export default function MediaSubmit() {
  const { t } = useTranslation('public');
  const runtime = useRuntime();
  const { pathname, searchStr } = useRouterState({ select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr }) });
  const container = useRef<HTMLDivElement>(null);
  const page = pathname.endsWith('/media_submit') ? 'media' : 'review';
  usePageTitle(t(page === 'media' ? 'mediaSubmit.title' : 'emailReview.title'));
  const { apiBase, localesBase } = runtime.config;

  useEffect(() => {
    const target = container.current;
    if (!target) return undefined;
    let unmount: (() => void) | null = null;
    let cancelled = false;
    void import('../../public/review-form/mount').then(({ mount }) => {
      if (!cancelled) unmount = mount(target, { page, search: searchStr, apiBase, localesBase });
    });
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [page, searchStr, apiBase, localesBase]);

  return (
    <>
      <link rel="stylesheet" href={new URL('dist/review-form.css', apiBase).href} />
      <div ref={container} />
    </>
  );
}
