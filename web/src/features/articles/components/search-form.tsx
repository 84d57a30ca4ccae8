import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A search box with its Search button for the article and project lists: the text is searched when sent
 * (not on every key, each search is a request), trimmed. `value` is the search in effect, e.g. from the URL;
 * the box follows it when it changes from outside (back button).
 */
export function SearchForm({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} aria-label={label} style={{ flex: '1 1 260px', maxWidth: 560 }}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label={label}
          placeholder={placeholder}
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit">{t('articles:searchSubmit')}</Button>
      </Group>
    </form>
  );
}
