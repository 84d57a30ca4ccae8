import { bytesToMegabytes } from '../format/units';
import { message } from './message';

/** Image formats people may upload (spec section 5: png, gif, jpeg, jpg). */
export const IMAGE_FORMATS = ['png', 'gif', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_MIME: Record<ImageFormat, string> = {
  png: 'image/png',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
};
/** What the file picker shows and accepts. */
export const IMAGE_EXTENSIONS = ['png', 'gif', 'jpeg', 'jpg'] as const;

/**
 * The format a file really is, read from its first bytes. A name or a browser-declared type can lie; the
 * magic number can't be chosen without making the file something else.
 */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'gif';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  return null;
}

export interface FileLimits {
  maxBytes: number;
  maxFiles: number;
  /** At least one file is needed ("Please upload at least 01 image"). */
  required?: boolean;
}

export interface CandidateFile {
  name: string;
  size: number;
}

/** Sizes in messages: megabytes with up to one decimal (1 MB = 1048576 bytes, spec section 9). */
export function formatFileSize(bytes: number): string {
  return `${bytesToMegabytes(bytes, 1)} MB`;
}

function extensionOf(name: string): string {
  return name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
}

/**
 * Checks files picked for upload before any byte is sent: count (with those already attached), type by
 * extension, size. Returns rule messages (i18n keys); empty when all is well. The server checks again, by
 * content (`detectImageFormat`).
 */
export function checkFiles(files: CandidateFile[], limits: FileLimits, alreadyAttached = 0): string[] {
  const problems: string[] = [];
  if (limits.required && files.length + alreadyAttached === 0)
    problems.push(message('validation:atLeastOneImage'));
  if (files.length + alreadyAttached > limits.maxFiles) {
    problems.push(message('validation:tooManyFiles', { limit: limits.maxFiles }));
  }
  for (const file of files) {
    if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
      problems.push(message('validation:fileTypeUnsupported'));
    } else if (file.size > limits.maxBytes) {
      problems.push(message('validation:fileTooLarge', { size: formatFileSize(limits.maxBytes) }));
    }
  }
  return [...new Set(problems)];
}
