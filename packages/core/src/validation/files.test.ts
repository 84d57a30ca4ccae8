import { describe, expect, it } from 'vitest';
import { checkFiles, detectImageFormat, formatFileSize } from './files';
import { parseMessage } from './message';

const keys = (messages: string[]) => messages.map((m) => parseMessage(m));

describe('image detection by content', () => {
  it('recognises png, gif and jpeg by their magic numbers, and nothing else', () => {
    expect(detectImageFormat(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'png',
    );
    expect(detectImageFormat(new TextEncoder().encode('GIF89a...'))).toBe('gif');
    expect(detectImageFormat(new TextEncoder().encode('GIF87a...'))).toBe('gif');
    expect(detectImageFormat(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectImageFormat(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(detectImageFormat(new TextEncoder().encode('GIF89'))).toBeNull();
    expect(detectImageFormat(new Uint8Array())).toBeNull();
  });
});

describe('checking picked files', () => {
  const limits = { maxBytes: 5 * 1_048_576, maxFiles: 3, required: true };

  it('pass good files', () => {
    expect(
      checkFiles(
        [
          { name: 'a.PNG', size: 1000 },
          { name: 'b.jpg', size: 1000 },
        ],
        limits,
      ),
    ).toEqual([]);
  });

  it('name the size limit, count limit, bad types and a missing image', () => {
    expect(keys(checkFiles([{ name: 'big.png', size: 6 * 1_048_576 }], limits))).toEqual([
      { key: 'validation:fileTooLarge', params: { size: '5 MB' } },
    ]);
    expect(
      keys(
        checkFiles(
          [
            { name: 'a.png', size: 1 },
            { name: 'b.png', size: 1 },
          ],
          limits,
          2,
        ),
      ),
    ).toEqual([{ key: 'validation:tooManyFiles', params: { limit: 3 } }]);
    expect(
      keys(
        checkFiles(
          [
            { name: 'x.svg', size: 1 },
            { name: 'noext', size: 1 },
          ],
          limits,
        ),
      ),
    ).toEqual([{ key: 'validation:fileTypeUnsupported' }]);
    expect(keys(checkFiles([], limits))).toEqual([{ key: 'validation:atLeastOneImage' }]);
  });

  it('show sizes in megabytes of 1048576 bytes', () => {
    expect(formatFileSize(1_048_576)).toBe('1 MB');
    expect(formatFileSize(1_572_864)).toBe('1.5 MB');
  });
});
