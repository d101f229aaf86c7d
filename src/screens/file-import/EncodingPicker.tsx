import { Card, Select } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectReadEncoding } from '../../../machines/import/file-import.selectors';
import { ENCODING_CHOICES, isEncodingLabel, type EncodingLabel } from '../../lib/import/decode';
import type { FileImportActor } from './types';

/** How each encoding is named: its script or region, and its usual name. */
const ENCODING_NAMES: Record<EncodingLabel, { region: string; code: string }> = {
  'utf-8': { region: 'unicode', code: 'UTF-8' },
  'utf-16le': { region: 'unicode', code: 'UTF-16 LE' },
  'utf-16be': { region: 'unicode', code: 'UTF-16 BE' },
  'windows-1252': { region: 'western', code: 'Windows-1252' },
  'iso-8859-15': { region: 'western', code: 'ISO-8859-15' },
  'windows-1250': { region: 'centralEuropean', code: 'Windows-1250' },
  'windows-1251': { region: 'cyrillic', code: 'Windows-1251' },
  'windows-1253': { region: 'greek', code: 'Windows-1253' },
  'windows-1254': { region: 'turkish', code: 'Windows-1254' },
  'windows-1257': { region: 'baltic', code: 'Windows-1257' },
  'windows-874': { region: 'thai', code: 'Windows-874' },
  shift_jis: { region: 'japanese', code: 'Shift_JIS' },
  gbk: { region: 'chineseSimplified', code: 'GBK' },
  big5: { region: 'chineseTraditional', code: 'Big5' },
  'euc-kr': { region: 'korean', code: 'EUC-KR' },
};

/**
 * The text encoding the file was read with (detected, or as picked) and a list to pick another
 * one: the file is read again and the preview shows it read that way.
 */
export function EncodingPicker({ actor }: { /** The running import. */ actor: FileImportActor }) {
  const { t } = useTranslation('import');
  const read = useSelector(actor, selectReadEncoding);
  if (!read) return null;
  const options = ENCODING_CHOICES.map((value) => ({
    value,
    label: t('encoding.option', { name: t(`encoding.names.${ENCODING_NAMES[value].region}`), code: ENCODING_NAMES[value].code }),
  }));
  const help = `${t(`encoding.detected.${read.source}`)} ${t('encoding.check')}`;
  return (
    <Card>
      <div data-testid="encoding-picker">
        <Select
          label={t('encoding.label')}
          options={options}
          value={read.encoding}
          helpText={help}
          onChange={(value) => {
            if (isEncodingLabel(value) && value !== read.encoding) actor.send({ type: 'fileImport.changeEncoding', encoding: value });
          }}
        />
      </div>
    </Card>
  );
}
