import { Input, Section, Textarea } from '@telegram-apps/telegram-ui';
import { formFields } from '@w2e/core/tasks/settings';

const INPUT_TYPES = { text: 'text', number: 'number', email: 'email', url: 'url', wallet: 'text' } as const;

/** A form task's fields in the host's order; answers go to the server in the same order. */
export function FormFields({
  settings,
  values,
  onChange,
}: {
  settings: Record<string, unknown>;
  values: string[];
  onChange: (values: string[]) => void;
}) {
  const fields = formFields(settings);
  const set = (index: number, value: string) =>
    onChange(fields.map((_, i) => (i === index ? value : (values[i] ?? ''))));
  return (
    <Section>
      {fields.map((field, index) => {
        const header = field.required ? `${field.label} *` : field.label;
        const value = values[index] ?? '';
        return field.kind === 'textarea' ? (
          <Textarea
            // biome-ignore lint/suspicious/noArrayIndexKey: fields are answered by position
            key={index}
            header={header}
            value={value}
            onChange={(event) => set(index, event.target.value)}
          />
        ) : (
          <Input
            // biome-ignore lint/suspicious/noArrayIndexKey: fields are answered by position
            key={index}
            header={header}
            type={INPUT_TYPES[field.kind]}
            value={value}
            onChange={(event) => set(index, event.target.value)}
          />
        );
      })}
    </Section>
  );
}
