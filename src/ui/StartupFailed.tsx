import { Banner, Page } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../app/runtime-context';
import { selectStartupError, selectStartupUnreadable } from '../../machines/startup/startup.selectors';

/** A startup call failed: the error with a way to try again (never an endless spinner). */
export function StartupFailed() {
  const { t } = useTranslation('common');
  const runtime = useRuntime();
  const message = useSelector(runtime.startup, selectStartupError);
  const unreadable = useSelector(runtime.startup, selectStartupUnreadable);
  return (
    <Page narrowWidth>
      <Banner
        title={t('errors.startupTitle')}
        tone="critical"
        action={{ content: t('errors.tryAgain'), onAction: () => runtime.startup.send({ type: 'startup.retry' }) }}
      >
        <p>{unreadable ? t('errors.startupUnreadable') : t('errors.startupBody', { message })}</p>
      </Banner>
    </Page>
  );
}
