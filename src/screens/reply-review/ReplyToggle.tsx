import { Badge, Banner, BlockStack, Button, Card, InlineStack, Text } from '@shopify/polaris';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../app/runtime-context';
import type { ReplySettings } from '../../contract/review-rewards';
import { useTask } from '../../ui/use-task';
import { saveReplySettingTask } from './reply-setting.task';

/**
 * "Email reviewers when you reply": on or off, saved at once from its version. A failed save keeps
 * the switch where it was with Retry; a setting changed elsewhere is shown as it was saved there.
 */
export function ReplyToggle({ initial }: { initial: ReplySettings }) {
  const { t } = useTranslation('review-rewards');
  const runtime = useRuntime();
  const task = useTask(saveReplySettingTask);
  const [settings, setSettings] = useState(initial);
  const [stale, setStale] = useState(false);
  const [wanted, setWanted] = useState<boolean | null>(null);

  const turn = async (enabled: boolean) => {
    setWanted(enabled);
    setStale(false);
    const result = await task.run({ enabled, ...(settings.version === undefined ? {} : { version: settings.version }) });
    if (!result) return;
    setWanted(null);
    setSettings(result.settings);
    setStale(result.stale);
    if (!result.stale) runtime.toasts.send({ type: 'toast.show', toast: { content: t(result.settings.enabled ? 'reply.savedOn' : 'reply.savedOff') } });
  };

  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center" gap="300">
          <BlockStack gap="100">
            <InlineStack gap="200" blockAlign="center">
              <Text as="h2" variant="headingMd" id="reply-toggle-title">{t('reply.title')}</Text>
              <span data-testid="reply-status">
                <Badge tone={settings.enabled ? 'success' : undefined}>{t(settings.enabled ? 'status.on' : 'status.off')}</Badge>
              </span>
            </InlineStack>
            <Text as="p" tone="subdued">{t('reply.help')}</Text>
          </BlockStack>
          <Button
            variant={settings.enabled ? 'secondary' : 'primary'}
            loading={task.busy}
            accessibilityLabel={t(settings.enabled ? 'reply.turnOffLabel' : 'reply.turnOnLabel')}
            onClick={() => void turn(!settings.enabled)}
          >
            {t(settings.enabled ? 'reply.turnOff' : 'reply.turnOn')}
          </Button>
        </InlineStack>
        {task.error && wanted !== null && (
          <Banner
            tone="critical"
            title={t('reply.failed')}
            action={{ content: t('reply.retry'), onAction: () => void turn(wanted) }}
            onDismiss={() => task.dismiss()}
          >
            <p>{task.error}</p>
          </Banner>
        )}
        {stale && (
          <Banner tone="warning" onDismiss={() => setStale(false)}>
            <p>{t(settings.enabled ? 'reply.changedElsewhereOn' : 'reply.changedElsewhereOff')}</p>
          </Banner>
        )}
      </BlockStack>
    </Card>
  );
}
