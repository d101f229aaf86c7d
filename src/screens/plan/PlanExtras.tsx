import { BlockStack, Button, Card, InlineStack, ProgressBar, Text, TextField } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectEmailQuota } from '../../../machines/startup/startup.selectors';
import { useTranslation } from 'react-i18next';
import type { PlanDiscountCode, SpendingLimit } from '../../contract/plans';
import { redeemCodeTask, spendingLimitTask } from '../../app/actors/plan.tasks';
import { useRuntime } from '../../app/runtime-context';
import { currencyAffix, formatDate, formatMoney } from '../../lib/format';
import { validateMoney } from '../../lib/validation';
import { useTask } from '../../ui/use-task';

/** Most a merchant may allow in usage charges per month. */
export const SPENDING_LIMIT_MAX = 10_000;

/** Email quota of the current plan: used / quota and the next reset. */
export function EmailQuotaCard() {
  const { t, i18n } = useTranslation('plan');
  const runtime = useRuntime();
  const quota = useSelector(runtime.startup, selectEmailQuota);
  if (!quota) return null;
  const share = quota.email_send_quota_count > 0 ? (quota.email_send_quota_used_count / quota.email_send_quota_count) * 100 : 0;
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingSm">{t('quota.title')}</Text>
        <Text as="p" id="ra-quota-text">{t('quota.used', { used: quota.email_send_quota_used_count, total: quota.email_send_quota_count })}</Text>
        <ProgressBar progress={Math.min(100, share)} size="small" ariaLabelledBy="ra-quota-text" />
        <Text as="p" tone="subdued">{t('quota.reset', { date: formatDate(i18n.language, quota.next_email_quota_reset_time) })}</Text>
      </BlockStack>
    </Card>
  );
}

/** Spending limit of usage charges: read and set, validated; what was typed stays on failure. */
export function SpendingLimitCard({ initial }: { initial: SpendingLimit | null }) {
  const { t, i18n } = useTranslation('plan');
  const runtime = useRuntime();
  const [value, setValue] = useState(initial ? String(initial.max_spending_limit) : '');
  const [saved, setSaved] = useState(initial);
  const { busy, error, invalid, run } = useTask(spendingLimitTask);
  const save = async () => {
    const problem = validateMoney(value, 0, SPENDING_LIMIT_MAX);
    if (problem) return invalid(t(`spending.errors.${problem}`, { max: formatMoney(i18n.language, SPENDING_LIMIT_MAX) }));
    const answer = await run(Number(value));
    if (!answer) return;
    setSaved(answer);
    runtime.toasts.send({ type: 'toast.show', toast: { content: t('spending.saved') } });
  };
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingSm">{t('spending.title')}</Text>
        {saved && <Text as="p" tone="subdued">{t('spending.used', { used: formatMoney(i18n.language, saved.used), limit: formatMoney(i18n.language, saved.max_spending_limit) })}</Text>}
        <TextField label={t('spending.label')} type="number" value={value} onChange={setValue} {...currencyAffix(i18n.language, saved?.currency ?? 'USD')} autoComplete="off" error={error ?? undefined} min={0} max={SPENDING_LIMIT_MAX} step={0.01} />
        <InlineStack><Button onClick={() => void save()} loading={busy}>{t('spending.save')}</Button></InlineStack>
      </BlockStack>
    </Card>
  );
}

/** Plan discount code: the active one, or a field to redeem one. */
export function DiscountCodeCard({ initial }: { initial: PlanDiscountCode | null }) {
  const { t, i18n } = useTranslation('plan');
  const runtime = useRuntime();
  const [active, setActive] = useState(initial?.code ? initial : null);
  const [code, setCode] = useState('');
  const { busy, error, invalid, run } = useTask(redeemCodeTask);
  const redeem = async () => {
    if (!code.trim()) return invalid(t('code.required'));
    const answer = await run(code.trim());
    if (!answer) return;
    setActive(answer);
    runtime.toasts.send({ type: 'toast.show', toast: { content: t('code.redeemed') } });
  };
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingSm">{t('code.title')}</Text>
        {active?.code ? (
          <Text as="p">
            {t('code.active', { code: active.code, percent: Math.round((active.discount_value ?? 0) * 100) })}
            {active.expires_at ? ` ${t('code.expires', { date: formatDate(i18n.language, active.expires_at) })}` : ''}
          </Text>
        ) : (
          <>
            <TextField label={t('code.label')} value={code} onChange={setCode} autoComplete="off" error={error ?? undefined} />
            <InlineStack><Button onClick={() => void redeem()} loading={busy}>{t('code.redeem')}</Button></InlineStack>
          </>
        )}
      </BlockStack>
    </Card>
  );
}
