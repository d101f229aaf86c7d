import { Banner, BlockStack, Checkbox, List, Modal, SkeletonBodyText, Text } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveQaSettingsTask } from '../../app/actors/qa-settings.tasks';
import { useRuntime } from '../../app/runtime-context';
import { QA_SETTING_KEYS, type QaSettingKey, type QaSettings } from '../../contract/qa-settings';
import { useTask } from '../../ui/use-task';

const changedKeys = (a: QaSettings, b: QaSettings): QaSettingKey[] => QA_SETTING_KEYS.filter((key) => a[key] !== b[key]);

/**
 * The Q&A settings dialog: one switch per setting with what it does, Save with its loading state.
 * A failed save keeps the edits and offers Try again; a save refused because the settings were
 * saved elsewhere shows what differs, with Keep mine (save the edits over them) and Take theirs.
 */
export function QaSettingsModal(props: {
  /** The saved settings (null while they load). */
  saved: QaSettings | null;
  loadError: string | null;
  onRetryLoad: () => void;
  onSaved: (value: QaSettings) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('reviews');
  const runtime = useRuntime();
  const save = useTask(saveQaSettingsTask);
  const [draft, setDraft] = useState<QaSettings | null>(props.saved);
  const [theirs, setTheirs] = useState<QaSettings | null>(null);
  useEffect(() => setDraft((current) => current ?? props.saved), [props.saved]);

  const dirty = draft !== null && props.saved !== null && changedKeys(draft, props.saved).length > 0;
  const submit = async (value: QaSettings) => {
    const outcome = await save.run(value);
    if (!outcome) return;
    if ('theirs' in outcome) {
      setTheirs(outcome.theirs);
      return;
    }
    props.onSaved(outcome.saved);
    runtime.toasts.send({ type: 'toast.show', toast: { content: t('qaSettings.saved') } });
    props.onClose();
  };
  const keepMine = () => {
    if (!draft || !theirs) return;
    setTheirs(null);
    void submit({ ...draft, version: theirs.version });
  };
  const takeTheirs = () => {
    if (!theirs) return;
    props.onSaved(theirs);
    setDraft(theirs);
    setTheirs(null);
  };
  const state = (key: QaSettingKey) => t(theirs?.[key] ? 'qaSettings.on' : 'qaSettings.off');

  return (
    <Modal
      open
      onClose={props.onClose}
      title={t('qaSettings.title')}
      primaryAction={{
        content: t('common:saveBar.save'),
        onAction: () => draft && void submit(draft),
        loading: save.busy,
        disabled: !dirty || theirs !== null,
      }}
      secondaryActions={[{ content: t('actions.cancel'), onAction: props.onClose }]}
    >
      <Modal.Section>
        <BlockStack gap="400">
          {theirs && (
            <Banner
              tone="warning"
              title={t('common:saveBar.conflictTitle')}
              action={{ content: t('common:saveBar.keepMine'), onAction: keepMine }}
              secondaryAction={{ content: t('common:saveBar.takeTheirs'), onAction: takeTheirs }}
            >
              <BlockStack gap="200">
                <Text as="p">{t('common:saveBar.conflictBody')}</Text>
                <List>
                  {(draft ? changedKeys(draft, theirs) : []).map((key) => (
                    <List.Item key={key}>{t('qaSettings.theirValue', { setting: t(`qaSettings.fields.${key}.label`), value: state(key) })}</List.Item>
                  ))}
                </List>
              </BlockStack>
            </Banner>
          )}
          {save.error && (
            <Banner
              tone="critical"
              title={t('qaSettings.failed')}
              action={{ content: t('common:errors.tryAgain'), onAction: () => draft && void submit(draft) }}
              onDismiss={save.dismiss}
            >
              <p>{t('common:saveBar.failedBody', { message: save.error })}</p>
            </Banner>
          )}
          {!draft && props.loadError && (
            <Banner tone="critical" title={t('qaSettings.loadFailed')} action={{ content: t('common:errors.tryAgain'), onAction: props.onRetryLoad }}>
              <p>{props.loadError}</p>
            </Banner>
          )}
          {draft ? (
            <BlockStack gap="300">
              {QA_SETTING_KEYS.map((key) => (
                <Checkbox
                  key={key}
                  label={t(`qaSettings.fields.${key}.label`)}
                  helpText={t(`qaSettings.fields.${key}.help`)}
                  checked={draft[key]}
                  onChange={(checked) => setDraft({ ...draft, [key]: checked })}
                />
              ))}
            </BlockStack>
          ) : (
            !props.loadError && (
              <div aria-busy="true" aria-label={t('qaSettings.loading')}>
                {/* One line of label and two of help per switch: the size the settings take once loaded. */}
                <BlockStack gap="300">
                  {QA_SETTING_KEYS.map((key) => <SkeletonBodyText key={key} lines={3} />)}
                </BlockStack>
              </div>
            )
          )}
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
