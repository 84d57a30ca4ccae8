import type { UploadKind } from '@w2e/core/contracts/uploads';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { ImageInput } from './image-input';

/**
 * A form's image field: `ImageInput` (pick or drop, upload, preview) bound to one field of a react-hook-form
 * form, whose value is the uploaded image's URL. Removing the image sets `empty`: null where the contract
 * clears with null (a clan's banner, a project's logo), '' where it takes an empty text (a game's images).
 */
export function ImageField<T extends FieldValues>({
  control,
  name,
  label,
  kind,
  error,
  empty = null,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  kind: UploadKind;
  /** The field's message, already translated. */
  error?: string;
  empty?: null | '';
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImageInput
          label={label}
          kind={kind}
          value={field.value}
          onChange={(url) => field.onChange(url ?? empty)}
          error={error}
        />
      )}
    />
  );
}
