import { Badge, Banner, Button, InlineStack, Text } from '@shopify/polaris';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectEmbedOn, selectEmbedUrl } from '../../machines/widget-display/app-embed.selectors';
import { isDisableThemeEmbeds, selectStartupData } from '../../machines/startup/startup.selectors';
import { appEmbedMachineFor } from '../app/actors/widget-display.actors';
import { openServerUrl } from '../app/checked-navigation';
import { useRuntime } from '../app/runtime-context';
import { useDismissed } from './use-dismissed';

/** Props of {@link ThemeEmbedBanner}. */
export interface ThemeEmbedBannerProps {
  /** Also show the status quietly when there is no banner: "App embed is on", or off once the banner was dismissed (/display). */
  withStatus?: boolean;
}

/**
 * The theme app embed banner (SPEC §4): while the embed is off, a warning whose button opens the
 * theme editor in a new tab through the checked navigation; the status is read again whenever the
 * page becomes visible, and the banner goes once the embed is on. Dismissed, it stays hidden 7 days.
 */
export function ThemeEmbedBanner(props: ThemeEmbedBannerProps) {
  return (
    <Suspense fallback={null}>
      <EmbedStatus {...props} />
    </Suspense>
  );
}

function EmbedStatus({ withStatus = false }: ThemeEmbedBannerProps) {
  const { t } = useTranslation('common');
  const runtime = useRuntime();
  const data = useSelector(runtime.startup, selectStartupData);
  const [machine] = useState(() => appEmbedMachineFor(runtime));
  // Before startup read the status nothing is claimed: no banner.
  const actor = useActorRef(machine, { input: { app_embeds_enabled: !isDisableThemeEmbeds(data), url: data?.embeds.url ?? '' } });
  const on = useSelector(actor, selectEmbedOn);
  const url = useSelector(actor, selectEmbedUrl);
  const [hidden, hide] = useDismissed('themeEmbed');

  useEffect(() => {
    if (on) return undefined;
    const recheck = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'appEmbed.visible' });
    };
    document.addEventListener('visibilitychange', recheck);
    return () => document.removeEventListener('visibilitychange', recheck);
  }, [on, actor]);

  const open = () => void openServerUrl(runtime, url);
  if (on || hidden) {
    if (!withStatus) return null;
    return (
      <InlineStack gap="200" blockAlign="center" wrap>
        <Badge tone={on ? 'success' : 'attention'}>{t(on ? 'embed.on' : 'embed.off')}</Badge>
        {on ? (
          <Text as="span" tone="subdued">{t('embed.onHelp')}</Text>
        ) : (
          <Button variant="plain" onClick={open} accessibilityLabel={t('embed.actionLabel')}>{t('embed.action')}</Button>
        )}
      </InlineStack>
    );
  }
  return (
    <Banner
      tone="warning"
      title={t('embed.title')}
      onDismiss={hide}
      action={{ content: t('embed.action'), accessibilityLabel: t('embed.actionLabel'), onAction: open }}
    >
      <p>{t('embed.body')}</p>
    </Banner>
  );
}
