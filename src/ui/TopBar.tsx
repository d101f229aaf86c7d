import { ActionList, Badge, Button, InlineStack, Popover, Text } from '@shopify/polaris';
import { MenuIcon } from '@shopify/polaris-icons';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectInstagramShown, selectPlanName, selectStoreName } from '../../machines/startup/startup.selectors';
import { useRuntime } from '../app/runtime-context';
import { isNavActive, navHref, shopNav } from '../routes/nav';
import { LanguagePicker } from './LanguagePicker';

/** The standalone top bar: menu dropdown, store name, plan label and language picker. */
export function TopBar({ narrow }: { /** Narrow layout: the store name and plan move into the menu. */ narrow: boolean }) {
  const { t } = useTranslation('common');
  const runtime = useRuntime();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const store = useSelector(runtime.startup, selectStoreName);
  const plan = useSelector(runtime.startup, selectPlanName);
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((v) => !v), []);
  const nav = shopNav(useSelector(runtime.startup, selectInstagramShown));
  const current = nav.find((item) => isNavActive(item, pathname));

  return (
    <header className="ra-topbar" data-testid="top-bar">
      <InlineStack gap="300" blockAlign="center" wrap={false}>
        <Popover
          active={open}
          onClose={() => setOpen(false)}
          autofocusTarget="first-node"
          activator={
            <Button icon={MenuIcon} disclosure onClick={toggle} accessibilityLabel={t('topBar.menu')} ariaExpanded={open}>
              {current ? t(current.labelKey) : t('topBar.menu')}
            </Button>
          }
        >
          <nav aria-label={t('topBar.menu')} data-testid="main-nav">
            <ActionList
              actionRole="menuitem"
              items={nav.map((item) => ({
                content: t(item.labelKey),
                active: isNavActive(item, pathname),
                onAction: () => {
                  setOpen(false);
                  void navigate({ href: navHref(item) });
                },
              }))}
            />
          </nav>
        </Popover>
        {!narrow && (
          <Text as="span" variant="headingSm" truncate>
            {store}
          </Text>
        )}
        {plan && <Badge tone="info">{t('topBar.plan', { plan })}</Badge>}
      </InlineStack>
      <LanguagePicker compact={narrow} />
    </header>
  );
}
