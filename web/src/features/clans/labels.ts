export const day = (iso: string | null, language: string) =>
  iso ? new Date(iso).toLocaleDateString(language) : '—';
