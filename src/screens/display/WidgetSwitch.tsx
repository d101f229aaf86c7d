import { useTranslation } from 'react-i18next';

/** Props of {@link WidgetSwitch}. */
export interface WidgetSwitchProps {
  /** The widget's translated name (the switch is named after it). */
  name: string;
  on: boolean;
  /** True while its save is in flight (the switch stays usable; the new state shows already). */
  busy: boolean;
  onChange(on: boolean): void;
}

/** An on/off switch for a widget (`role="switch"`), with the state written beside it. */
export function WidgetSwitch({ name, on, busy, onChange }: WidgetSwitchProps) {
  const { t } = useTranslation('display');
  return (
    <button
      type="button"
      role="switch"
      className="ra-switch"
      aria-checked={on}
      aria-busy={busy}
      aria-label={t('index.switchLabel', { name })}
      onClick={() => onChange(!on)}
    >
      <span className="ra-switch-track" aria-hidden="true">
        <span className="ra-switch-thumb" />
      </span>
      <span className="ra-switch-text" aria-hidden="true">{t(on ? 'index.on' : 'index.off')}</span>
    </button>
  );
}
