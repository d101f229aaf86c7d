import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConnectingSpinner } from '../ui/ConnectingSpinner';
import { PageSpinner } from '../ui/PageSpinner';
import { PolarisProvider } from '../ui/PolarisProvider';
import { StartupFailed } from '../ui/StartupFailed';
import { ensureDocumentStylesheet, stylesheetUrl } from './assets';
import type { ConfigAttributes } from './config';
import { LanguageScope, useElementI18n } from './element-i18n';
import { IsolatedRoot } from './IsolatedRoot';
import { getRuntime } from './runtime';
import { RuntimeProvider, useStartupState } from './runtime-context';

/** Props every lone piece element takes. */
export interface PieceProps extends ConfigAttributes {
  container?: HTMLElement;
  isolation?: string;
}

function StartupGate({ children }: { children: ReactNode }) {
  const state = useStartupState();
  if (state === 'failed') return <StartupFailed />;
  if (state !== 'ready') return <ConnectingSpinner />;
  return <>{children}</>;
}

/**
 * The frame of a reusable piece mounted alone on a host page (no router): the shared runtime,
 * translations, Polaris, and, when `needsStartup`, the shop data it reads.
 */
export function PieceRoot(props: PieceProps & { needsStartup: boolean; children?: ReactNode }) {
  const runtime = useMemo(() => getRuntime(props), []); // eslint-disable-line react-hooks/exhaustive-deps -- the page-wide runtime is read once per mount; later prop changes reach it through its config
  useEffect(() => runtime.retain(props.container), [runtime, props.container]);
  const i18n = useElementI18n(runtime.i18n, props.lang);
  useEffect(() => {
    if (props.needsStartup && runtime.hasToken()) runtime.startup.send({ type: 'startup.start' });
  }, [runtime, props.needsStartup]);
  useEffect(() => {
    void i18n.loadNamespaces(['common', 'dashboard']);
  }, [i18n]);
  const shadow = props.isolation === 'shadow' || (props.isolation !== 'none' && runtime.config.mode === 'provider');
  useEffect(() => {
    if (!shadow) ensureDocumentStylesheet();
  }, [shadow]);
  const tree = (
    <RuntimeProvider value={runtime}>
      <I18nextProvider i18n={i18n}>
        <LanguageScope>
          <Suspense fallback={<PageSpinner />}>
            <PolarisProvider>{props.needsStartup ? <StartupGate>{props.children}</StartupGate> : props.children}</PolarisProvider>
          </Suspense>
        </LanguageScope>
      </I18nextProvider>
    </RuntimeProvider>
  );
  return shadow ? <IsolatedRoot cssHref={stylesheetUrl()}>{tree}</IsolatedRoot> : tree;
}
