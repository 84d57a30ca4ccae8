/**
 * A cell as spreadsheets read it: quoted when needed, and never a formula (CSV injection). The host's exports
 * (participants, prize payouts) write every cell through it.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
