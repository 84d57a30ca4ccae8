import { useTranslation } from 'react-i18next';
import { ImageInput } from '../../../components/image-input';

export interface CoverFieldProps {
  value: string;
  onChange: (url: string) => void;
  onBlur?: () => void;
  error?: string;
}

/**
 * The article's cover: an image uploaded through the one upload endpoint (kind `cover`, checked by content
 * on the server). The form keeps an empty string for "no cover", which the contract turns into null.
 */
export function CoverField({ value, onChange, onBlur, error }: CoverFieldProps) {
  const { t } = useTranslation();
  return (
    <ImageInput
      label={t('articles:fieldCover')}
      description={t('articles:coverHint')}
      kind="cover"
      value={value || null}
      onChange={(url) => {
        onChange(url ?? '');
        onBlur?.();
      }}
      error={error}
    />
  );
}
