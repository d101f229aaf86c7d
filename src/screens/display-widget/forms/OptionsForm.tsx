import { Checkbox, ChoiceList, FormLayout, Select, TextField } from '@shopify/polaris';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { OPTION_PLAN_FEATURES } from '../../../contract/plans';
import type { StorefrontWidget, WidgetOptions } from '../../../contract/widgets';
import { PlanUpgradeCard, usePlanAllows } from '../../../ui/PlanGate';
import { ColourField } from './ColourField';
import { FORM_SPECS, type FieldSpec } from './form-fields';
import { NumberField } from './NumberField';
import { OPTION_NUMBER_LIMITS, OPTION_TEXT_MAX, optionProblem } from './option-checks';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** The props of `OptionsFormProps` in `./index` (repeated here: the index imports this module). */
type FormProps<W extends StorefrontWidget> = {
  widget: W;
  value: WidgetOptions<W>;
  onChange: (next: WidgetOptions<W>) => void;
  errors: Partial<Record<string, string>>;
};

type FieldProps = {
  spec: FieldSpec;
  widget: StorefrontWidget;
  value: unknown;
  set: (name: string, next: unknown) => void;
  error: string | undefined;
  t: TFunction<'display'>;
};

/** One option's field, by its kind. */
function OptionField({ spec, widget, value, set, error, t }: FieldProps) {
  const label = t(`options.fields.${spec.name}`);
  const problem = optionProblem(widget, spec.name, value);
  const message = error ?? (problem ? t(`options.errors.${problem.key}`, problem.values) : undefined);
  const help = 'help' in spec && spec.help ? t(`options.help.${spec.name}`) : undefined;
  // An option the plan gates (photo and video reviews) can be turned off, not on.
  const feature = OPTION_PLAN_FEATURES[spec.name] ?? null;
  const planAllows = usePlanAllows(feature);
  switch (spec.kind) {
    case 'toggle':
      return (
        <>
          <Checkbox label={label} helpText={help} checked={value === true} error={message} disabled={!planAllows && value !== true} onChange={(checked) => set(spec.name, checked)} />
          {feature && !planAllows && <PlanUpgradeCard feature={feature} inline />}
        </>
      );
    case 'number': {
      const { min, max } = OPTION_NUMBER_LIMITS[spec.name];
      return (
        <NumberField
          label={label}
          value={typeof value === 'number' ? value : NaN}
          min={min}
          max={max}
          error={message}
          helpText={help}
          suffix={spec.unit ? t(`options.units.${spec.unit}`) : undefined}
          onChange={(next) => set(spec.name, next)}
        />
      );
    }
    case 'text':
      return (
        <TextField
          label={label}
          autoComplete="off"
          value={typeof value === 'string' ? value : ''}
          maxLength={OPTION_TEXT_MAX}
          showCharacterCount
          error={message}
          onChange={(next) => set(spec.name, next)}
        />
      );
    case 'colour':
      return <ColourField label={label} value={typeof value === 'string' ? value : ''} error={error} onChange={(next) => set(spec.name, next)} />;
    case 'choice':
      return (
        <ChoiceList
          title={label}
          choices={spec.choices.map((choice) => ({ value: choice, label: t(`options.choices.${spec.name}.${choice}`) }))}
          selected={typeof value === 'string' ? [value] : []}
          error={message}
          onChange={(selected) => set(spec.name, selected[0])}
        />
      );
    case 'rating':
      return (
        <Select
          label={label}
          options={RATINGS.map((count) => ({ value: String(count), label: t('options.minRating', { count }) }))}
          value={String(value)}
          error={message}
          onChange={(next) => set(spec.name, Number(next))}
        />
      );
  }
}

/**
 * The options form of a widget, drawn from its rows of fields: each field checks its value as the
 * contract does and shows the page's message (`errors`) before its own.
 */
export function optionsFormOf<W extends StorefrontWidget>(widget: W): ComponentType<FormProps<W>> {
  function OptionsForm({ value, onChange, errors }: FormProps<W>) {
    const { t } = useTranslation('display');
    const values = value as Record<string, unknown>;
    const set = (name: string, next: unknown) => onChange({ ...values, [name]: next } as WidgetOptions<W>);
    const field = (spec: FieldSpec) => (
      <OptionField key={spec.name} spec={spec} widget={widget} value={values[spec.name]} set={set} error={errors[spec.name]} t={t} />
    );
    const rows: readonly (readonly FieldSpec[])[] = FORM_SPECS[widget];
    return (
      <FormLayout>
        {rows.map((row) => (row.length === 1 ? field(row[0]!) : <FormLayout.Group key={row.map((s) => s.name).join()}>{row.map(field)}</FormLayout.Group>))}
      </FormLayout>
    );
  }
  OptionsForm.displayName = `OptionsForm(${widget})`;
  return OptionsForm;
}
