/**
 * Hands a file the page holds to the browser's download (a link with `download`). The object URL is freed a
 * little later, not at once: some browsers start reading it only after the click returns.
 */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
