import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rotationFor, WHEEL_RADIUS, wheelSlices } from './wheel-disc';

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

describe('wheelSlices', () => {
  const segments = (labels: string[]) => labels.map((label) => ({ label, effective_weight: 1 }));

  it("draws each slice where rotationFor stops it: the decided segment's label ends up at the top", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }).chain((count) => fc.tuple(fc.constant(count), fc.nat(count - 1))),
        ([count, index]) => {
          const slices = wheelSlices(segments(Array.from({ length: count }, (_, i) => `s${i}`)));
          expect(slices).toHaveLength(count);
          // The label's angle, turned by the disc's rotation, is the top (0 degrees).
          const rotation = rotationFor(0, index, count, 0);
          expect((((slices[index]!.labelAngle + rotation) % 360) + 360) % 360).toBeCloseTo(0, 6);
        },
      ),
    );
  });

  it('outlines slice 0 of 4 from the top to the right, clockwise, and writes its label on that quarter', () => {
    const [first] = wheelSlices(segments(['a', 'b', 'c', 'd']));
    const r = WHEEL_RADIUS;
    expect(first!.path).toBe(`M${r},${r} L${r},0 A${r},${r} 0 0 1 ${2 * r},${r} Z`);
    expect(first!.labelAngle).toBe(45);
    expect(first!.labelX).toBeGreaterThan(r);
    expect(first!.labelY).toBeLessThan(r);
  });

  it('cuts long labels, sizes the text to the count and fades a segment that can no longer be won', () => {
    const slices = wheelSlices([
      { label: 'A very long prize name', effective_weight: 1 },
      { label: 'Exactly 14 ch.', effective_weight: 0 },
    ]);
    expect(slices.map((s) => s.label)).toEqual(['A very long p…', 'Exactly 14 ch.']);
    expect(slices.map((s) => s.faded)).toEqual([false, true]);
    expect(slices[0]!.fontSize).toBe(8);
    expect(wheelSlices(segments(Array.from({ length: 24 }, String)))[0]!.fontSize).toBeCloseTo(100 / 24 + 3);
  });
});
