import { useTranslation } from 'react-i18next';
import { NumberField, type TaskTypeForm, type TypeFieldsProps } from './fields';

/** The points a player must score in the mini game. */
function MiniGameFields({ control, fieldError }: TypeFieldsProps) {
  const { t } = useTranslation();
  return (
    <NumberField
      control={control}
      name="min_points"
      label={t('eventEditor:minPoints')}
      fieldError={fieldError}
      required
    />
  );
}

export const miniGame: TaskTypeForm = { Fields: MiniGameFields };
