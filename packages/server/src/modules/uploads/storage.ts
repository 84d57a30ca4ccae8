import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are `<kind>/<random>.<ext>`, made by the server only, so a key is never a
 * path someone typed. The local-disk store is the default; an S3-compatible store implements the same three
 * calls (PutObject, GetObject, HeadObject) and is chosen in app.ts once configured (docs/api.md, "Uploads").
 */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes and size, or null when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

/** A key as the server makes them; anything else (`..`, slashes, odd characters) names no file. */
export const STORAGE_KEY_PATTERN = /^(banner|cover|logo)\/[0-9a-f-]{36}\.(png|gif|jpg)$/;

export function localDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`bad storage key ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async open(key) {
      if (!STORAGE_KEY_PATTERN.test(key)) return null;
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    async remove(key) {
      await unlink(fileOf(key)).catch(() => {});
    },
  };
}
