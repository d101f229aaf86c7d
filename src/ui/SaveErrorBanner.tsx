import { Banner, Layout } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { saveBarMachine } from '../../machines/save-bar/save-bar.machine';
import { selectSaveBarError } from '../../machines/save-bar/save-bar.selectors';

/** The failed-save banner of a save-bar screen: the message, and that the edits are kept. */
export function SaveErrorBanner({ actor }: { actor: ActorRefFrom<typeof saveBarMachine> }) {
  const { t } = useTranslation('common');
  const error = useSelector(actor, selectSaveBarError);
  if (!error) return null;
  return (
    <Layout.Section>
      <Banner tone="critical" title={t('saveBar.failedTitle')} onDismiss={() => actor.send({ type: 'saveBar.dismissError' })}>
        <p>{t('saveBar.failedBody', { message: error })}</p>
      </Banner>
    </Layout.Section>
  );
}
