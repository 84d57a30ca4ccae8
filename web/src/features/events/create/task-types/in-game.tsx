import { useTranslation } from 'react-i18next';
import { NumberField, type TaskTypeForm, TextField, type TypeFieldsProps } from './fields';

/** A game's stat (`metric`) the player must reach `target` in. */
function InGameFields({ control, register, fieldError }: TypeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField register={register} name="game_id" label={t('eventEditor:gameId')} fieldError={fieldError} />
      <TextField register={register} name="metric" label={t('eventEditor:metric')} fieldError={fieldError} />
      <NumberField
        control={control}
        name="target"
        label={t('eventEditor:target')}
        fieldError={fieldError}
        required
      />
    </>
  );
}

export const inGame: TaskTypeForm = { Fields: InGameFields };
