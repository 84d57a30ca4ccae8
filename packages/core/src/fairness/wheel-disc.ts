/**
 * Where a drawn wheel stops. The server decides a spin with `spinSegment` (draw.ts) before anything moves; the
 * portal and the Mini App then turn their disc so that the decided segment lands under the pointer at the top.
 * Both draw equal slices in segment order, clockwise from the pointer, so one function serves both.
 *
 * The rotation (degrees, clockwise) that stops `index` under the pointer, at least `turns` whole turns past
 * `from`: the slice's centre sits at (index + 0.5) × slice clockwise from the top, so the disc turns back by that
 * much. `turns` 0 sets it without a show (reduced motion).
 */
export function rotationFor(from: number, index: number, count: number, turns: number): number {
  const slice = 360 / count;
  const target = (360 - (index + 0.5) * slice) % 360;
  const base = Math.ceil(from / 360) * 360 + turns * 360;
  return base + target;
}
