import { FORM_FIELD_KINDS } from './registry';

/**
 * Readers for a player task's `settings` (the public part of its config, by type): the server decides what
 * is there, so a missing or odd field reads as absent instead of breaking the card.
 */
export function text(settings: Record<string, unknown>, key: string): string | null {
  const value = settings[key];
  return typeof value === 'string' && value.trim() !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : null;
}

export function list(settings: Record<string, unknown>, key: string): unknown[] {
  const value = settings[key];
  return Array.isArray(value) ? value : [];
}

export function count(settings: Record<string, unknown>, key: string): number | null {
  const value = settings[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

type FormKind = (typeof FORM_FIELD_KINDS)[number];
export interface FormField {
  label: string;
  kind: FormKind;
  required: boolean;
}

/** A form task's fields, in order (their answers are sent in the same order). */
export function formFields(settings: Record<string, unknown>): FormField[] {
  return list(settings, 'fields').flatMap((field) => {
    if (!field || typeof field !== 'object') return [];
    const { label, kind, required } = field as Record<string, unknown>;
    if (typeof label !== 'string') return [];
    return [
      {
        label,
        kind: FORM_FIELD_KINDS.includes(kind as FormKind) ? (kind as FormKind) : 'text',
        required: required !== false,
      },
    ];
  });
}
