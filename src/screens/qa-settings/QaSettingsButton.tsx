import { Button } from '@shopify/polaris';
import { SettingsIcon } from '@shopify/polaris-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadQaSettingsTask } from '../../app/actors/qa-settings.tasks';
import type { QaSettings } from '../../contract/qa-settings';
import { useTask } from '../../ui/use-task';
import { QaSettingsModal } from './QaSettingsModal';

/**
 * The Q&A settings of the Questions tab: the settings are read when the tab opens (in the same
 * round as the question list, from the once-per-page cache after that), and the button opens them
 * in a dialog, so the merchant changes how questions arrive without leaving the questions.
 */
export function QaSettingsButton() {
  const { t } = useTranslation('reviews');
  const load = useTask(loadQaSettingsTask);
  const [saved, setSaved] = useState<QaSettings | null>(null);
  const [open, setOpen] = useState(false);
  const fetchSettings = () => void load.run().then((value) => value && setSaved(value));
  useEffect(fetchSettings, []); // eslint-disable-line react-hooks/exhaustive-deps -- read once when the tab opens
  return (
    <>
      <Button icon={SettingsIcon} onClick={() => setOpen(true)}>{t('qaSettings.open')}</Button>
      {open && (
        <QaSettingsModal
          saved={saved}
          loadError={saved ? null : load.error}
          onRetryLoad={fetchSettings}
          onSaved={setSaved}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
