import { Banner, BlockStack, Modal, Text, TextField } from '@shopify/polaris';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectTestEmailError, selectTestEmailSending, selectTestEmailSentTo } from '../../../machines/email-template/test-email.selectors';
import { testEmailMachineWith } from '../../app/actors/email-template.actors';
import { useRuntime } from '../../app/runtime-context';
import type { EmailTemplate } from '../../contract/email-templates';
import { isEmail } from '../../lib/validation';

/**
 * 'Send test email' (mounted while open, so it starts from the shop's address each time): an address (the shop's by default) and the template as it is on screen,
 * unsaved edits included. Success closes with a toast; a failure stays open with the server's
 * message (a rate limit's as it is) and Retry.
 */
export function TestEmailModal({ template, defaultEmail, onClose }: { template: EmailTemplate; defaultEmail: string; onClose(): void }) {
  const { t } = useTranslation('emails');
  const runtime = useRuntime();
  const [machine] = useState(() => testEmailMachineWith(runtime));
  const actor = useActorRef(machine);
  const sending = useSelector(actor, selectTestEmailSending);
  const error = useSelector(actor, selectTestEmailError);
  const [email, setEmail] = useState(defaultEmail);
  const [checked, setChecked] = useState(false);
  const invalid = !isEmail(email);

  useEffect(() => {
    const sub = actor.subscribe((s) => {
      const sentTo = selectTestEmailSentTo(s);
      if (sentTo === null) return;
      runtime.toasts.send({ type: 'toast.show', toast: { content: t('test.sent', { email: sentTo }) } });
      actor.send({ type: 'testEmail.reset' });
      onClose();
    });
    return () => sub.unsubscribe();
  }, [actor, runtime, t, onClose]);

  const send = () => {
    setChecked(true);
    if (invalid) return;
    actor.send({ type: 'testEmail.send', payload: { template, email: email.trim() } });
  };
  const close = () => {
    if (sending) return;
    actor.send({ type: 'testEmail.reset' });
    setChecked(false);
    onClose();
  };

  return (
    <Modal
      open
      onClose={close}
      title={t('test.title')}
      primaryAction={
        error
          ? { content: t('test.retry'), loading: sending, onAction: () => actor.send({ type: 'testEmail.retry' }) }
          : { content: t('test.send'), loading: sending, onAction: send }
      }
      secondaryActions={[{ content: t('test.cancel'), disabled: sending, onAction: close }]}
    >
      <Modal.Section>
        <BlockStack gap="300">
          {error && (
            <Banner tone="critical" title={t('test.failedTitle')}>
              <p data-testid="test-email-error">{error}</p>
            </Banner>
          )}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              send();
            }}
          >
            <TextField
              label={t('test.email')}
              type="email"
              value={email}
              onChange={(value) => {
                setEmail(value);
                if (error) actor.send({ type: 'testEmail.reset' });
              }}
              autoComplete="email"
              disabled={sending}
              error={checked && invalid ? t('test.emailInvalid') : undefined}
            />
          </form>
          <Text as="p" tone="subdued">{t('test.help')}</Text>
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
