import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rotationFor } from './wheel-disc';

/** Which slice sits under the pointer at the top when the disc is turned `rotation` degrees clockwise. */
function underPointer(rotation: number, count: number): number {
  const slice = 360 / count;
  const atTop = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return Math.floor(atTop / slice) % count;
}

describe('rotationFor', () => {
  it('stops the decided segment under the pointer, turning forward by at least the turns asked', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 24 })
          .chain((count) =>
            fc.tuple(fc.constant(count), fc.nat(count - 1), fc.nat(10), fc.integer({ min: 0, max: 100_000 })),
          ),
        ([count, index, turns, from]) => {
          const rotation = rotationFor(from, index, count, turns);
          expect(underPointer(rotation, count)).toBe(index);
          expect(rotation - from).toBeGreaterThanOrEqual(turns * 360 - 360);
          expect(rotation).toBeGreaterThanOrEqual(from - 360);
        },
      ),
    );
  });

  it('centres the slice: segment 0 of 4 stops at 315 degrees on the first turn', () => {
    expect(rotationFor(0, 0, 4, 0)).toBe(315);
    expect(rotationFor(0, 0, 4, 5)).toBe(5 * 360 + 315);
  });
});
