/**
 * Where a drawn wheel stops. The server decides a spin with `spinSegment` (draw.ts) before anything moves; the
 * portal and the Mini App then turn their disc so that the decided segment lands under the pointer at the top.
 * Both draw the same slices (`wheelSlices` below): equal, in segment order, clockwise from the pointer, so one
 * function serves both.
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

/** The drawn disc's radius, in the units of its SVG view box (`0 0 200 200`). */
export const WHEEL_RADIUS = 100;

/** One slice of the drawn disc: its outline, and where and how its label is written. */
export interface WheelSlice {
  /** The SVG path: from the centre, along the rim clockwise, back to the centre. */
  path: string;
  /** The label's centre, 62 % of the way out, and its angle (degrees clockwise from the top). */
  labelX: number;
  labelY: number;
  labelAngle: number;
  /** The label as written: at most 14 characters, longer ones cut to 13 and an ellipsis. */
  label: string;
  fontSize: number;
  /** A segment that can no longer be won (out of stock, weight 0) is drawn faded. */
  faded: boolean;
}

function point(angle: number, radius: number): [number, number] {
  const radians = ((angle - 90) * Math.PI) / 180;
  return [WHEEL_RADIUS + radius * Math.cos(radians), WHEEL_RADIUS + radius * Math.sin(radians)];
}

/**
 * The slices the portal and the Mini App draw, in the layout `rotationFor` assumes: equal slices in segment order,
 * clockwise from the top, slice `i` centred at (i + 0.5) × 360 / count. Each app adds its own colours.
 */
export function wheelSlices(segments: readonly { label: string; effective_weight: number }[]): WheelSlice[] {
  const slice = 360 / Math.max(segments.length, 1);
  const r = WHEEL_RADIUS;
  return segments.map((segment, index) => {
    const [x1, y1] = point(index * slice, r);
    const [x2, y2] = point((index + 1) * slice, r);
    const [labelX, labelY] = point((index + 0.5) * slice, r * 0.62);
    const large = slice > 180 ? 1 : 0;
    return {
      path: `M${r},${r} L${x1},${y1} A${r},${r} 0 ${large} 1 ${x2},${y2} Z`,
      labelX,
      labelY,
      labelAngle: (index + 0.5) * slice,
      label: segment.label.length > 14 ? `${segment.label.slice(0, 13)}…` : segment.label,
      fontSize: Math.min(8, 100 / segments.length + 3),
      faded: segment.effective_weight === 0,
    };
  });
}
