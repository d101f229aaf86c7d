import { Banner, BlockStack, Button, InlineStack, Page, Spinner, Text } from '@shopify/polaris';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectAuthError, selectAuthFailed, selectAuthRefused } from '../../../machines/auth/auth.selectors';
import type { AuthOutcome } from '../../../machines/auth/auth.types';
import { authMachineFor } from '../../app/actors/auth.actors';
import { followLoginRedirect } from '../../app/actors/login.actors';
import { expectedLoginState, forgetLoginState } from '../../app/login-state';
import { useRuntime } from '../../app/runtime-context';
import { storageSet } from '../../lib/storage';
import { usePageTitle } from '../../ui/use-page-title';

/** Known admin origins a state URL may point to. */
const ADMIN_ORIGINS = ['https://admin.shopify.com'];

/** /auth: completes a sign-in (code, sign or login) and routes the merchant on. */
export default function Auth() {
  const { t } = useTranslation('auth');
  const runtime = useRuntime();
  const navigate = useNavigate();
  usePageTitle(t('auth.title'));
  const input = useMemo(() => {
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    let framed = true;
    try {
      framed = window.top !== window.self;
    } catch {
      /* cross-origin parent: framed */
    }
    return {
      query,
      embedded: runtime.host.embedded,
      exitToStoreAdmin: runtime.config.mode === 'platform' && !framed,
      origin: window.location.origin,
      allowedOrigins: ADMIN_ORIGINS,
      expectedState: expectedLoginState(),
    };
  }, [runtime]);
  const machine = useMemo(() => authMachineFor(runtime), [runtime]);
  const actor = useActorRef(machine, { input });
  const failed = useSelector(actor, selectAuthFailed);
  const error = useSelector(actor, selectAuthError);
  const refused = useSelector(actor, selectAuthRefused);

  useEffect(() => {
    const follow = (outcome: AuthOutcome) => {
      const session = actor.getSnapshot().context.session;
      if (session) {
        forgetLoginState();
        runtime.session.send({ type: 'session.signedIn', session });
      }
      if (outcome.type === 'external') return void followLoginRedirect(runtime, outcome.url);
      if (outcome.type === 'storeAdmin') {
        const url = runtime.host.storeAdminAppUrl(outcome.path);
        if (new URL(url, window.location.href).origin !== window.location.origin) return runtime.host.navigateExternal(url);
        return void navigate({ to: outcome.path, replace: true });
      }
      if (outcome.chargeId) storageSet('chargeId', outcome.chargeId);
      void navigate({ to: outcome.to, search: outcome.search, replace: true, ...(outcome.state ? { state: outcome.state } : {}) });
    };
    const onSnapshot = (snap: ReturnType<typeof actor.getSnapshot>) => {
      if (snap.status === 'done' && snap.output) follow(snap.output);
    };
    // A way decided without a request (no shop outside a host → /login) ends while the actor
    // starts, before this subscription: the finished snapshot is read here, or the page would wait.
    onSnapshot(actor.getSnapshot());
    const sub = actor.subscribe(onSnapshot);
    return () => sub.unsubscribe();
  }, [actor, navigate, runtime]);

  if (failed) {
    return (
      <Page narrowWidth>
        <Banner tone="critical" title={t('auth.failedTitle')}>
          <BlockStack gap="300">
            <p>{refused ? t('auth.stateMismatch') : error}</p>
            <InlineStack gap="200">
              {refused ? null : <Button onClick={() => actor.send({ type: 'auth.retry' })}>{t('auth.retry')}</Button>}
              <Button variant="plain" onClick={() => void navigate({ to: '/login' })}>
                {t('auth.backToLogin')}
              </Button>
            </InlineStack>
          </BlockStack>
        </Banner>
      </Page>
    );
  }
  return (
    <div className="ra-center" role="status" aria-live="polite">
      <Spinner size="large" accessibilityLabel={t('auth.signingIn')} />
      <Text as="p" tone="subdued">
        {t('auth.signingIn')}
      </Text>
    </div>
  );
}
