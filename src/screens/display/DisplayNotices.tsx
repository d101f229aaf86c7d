import { Banner, BlockStack, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectFailedEnabled, selectFailedMessage, selectFailedWidget, selectReloadError, selectReloaded, selectReloading,
} from '../../../machines/widget-display/widget-display.selectors';
import type { WidgetDisplayActor } from './use-widget-display';

/** The outcome of the switches that needs words: a failed save (with Try again), a stale save that read the widgets again. */
export function DisplayNotices({ actor }: { actor: WidgetDisplayActor }) {
  const { t } = useTranslation('display');
  const failed = useSelector(actor, selectFailedWidget);
  const failedOn = useSelector(actor, selectFailedEnabled);
  const message = useSelector(actor, selectFailedMessage);
  const reloaded = useSelector(actor, selectReloaded);
  const reloading = useSelector(actor, selectReloading);
  const reloadError = useSelector(actor, selectReloadError);
  const dismiss = () => actor.send({ type: 'widgetDisplay.dismiss' });
  if (!failed && !reloaded) return null;
  return (
    <BlockStack gap="400">
      {failed && (
        <Banner
          tone="critical"
          title={t(failedOn ? 'index.failedOn' : 'index.failedOff', { name: t(`widgets.${failed}.name`) })}
          action={{ content: t('index.tryAgain'), onAction: () => actor.send({ type: 'widgetDisplay.retry' }) }}
          onDismiss={dismiss}
        >
          <Text as="p">{t('index.failedBody', { message: message ?? '' })}</Text>
        </Banner>
      )}
      {reloaded && (
        <Banner
          tone={reloadError ? 'critical' : 'info'}
          title={t('index.reloadedTitle')}
          action={reloadError ? { content: t('index.tryAgain'), loading: reloading, onAction: () => actor.send({ type: 'widgetDisplay.reload' }) } : undefined}
          onDismiss={dismiss}
        >
          <Text as="p">{reloadError ? t('index.reloadFailed', { message: reloadError }) : t('index.reloadedBody')}</Text>
        </Banner>
      )}
    </BlockStack>
  );
}
