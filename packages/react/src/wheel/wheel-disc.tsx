import type { WheelSegment } from '@w2e/core/contracts/wheel';
import { WHEEL_RADIUS as R, wheelSlices } from '@w2e/core/fairness/wheel-disc';
import type { CSSProperties } from 'react';

/** How long the disc turns to the server's segment. */
export const WHEEL_SPIN_MS = 4000;

/** What a page gives its wheel: the segments, where the disc is turned to, and how. */
export interface WheelTurn {
  segments: WheelSegment[];
  rotation: number;
  /** Turn with a transition; off when the player prefers reduced motion, so the wheel jumps to the result. */
  animate: boolean;
  /** Fires when the turn ends. */
  onStopped: () => void;
}

interface WheelDiscProps extends WheelTurn {
  /** The slices' colours in turn: each app's own palette. */
  colors: readonly string[];
  /** The hub's rim. */
  hubStroke: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * The wheel as SVG, drawn alike on the portal and in the Mini App: equal slices in segment order, clockwise from
 * the pointer at the top (equal slices show the wheel; the odds table says the chances), so core's `rotationFor`
 * brings the server's segment under the pointer. Each app frames it and draws its own pointer.
 */
export function WheelDisc({
  segments,
  rotation,
  animate,
  onStopped,
  colors,
  hubStroke,
  className,
  style,
}: WheelDiscProps) {
  return (
    <svg
      viewBox="0 0 200 200"
      className={className}
      role="img"
      aria-label={segments.map((segment) => segment.label).join(', ')}
      data-testid="wheel-disc"
      data-rotation={rotation}
      style={{
        ...style,
        transform: `rotate(${rotation}deg)`,
        transition: animate ? `transform ${WHEEL_SPIN_MS}ms cubic-bezier(0.15, 0.85, 0.25, 1)` : 'none',
      }}
      onTransitionEnd={onStopped}
    >
      {wheelSlices(segments).map((slice, index) => (
        <g key={segments[index]!.id} opacity={slice.faded ? 0.35 : 1}>
          <path d={slice.path} fill={colors[index % colors.length]} stroke="#fff" strokeWidth={1} />
          <text
            x={slice.labelX}
            y={slice.labelY}
            fill="#fff"
            fontSize={slice.fontSize}
            fontWeight={700}
            textAnchor="middle"
            dominantBaseline="middle"
            transform={`rotate(${slice.labelAngle}, ${slice.labelX}, ${slice.labelY})`}
          >
            {slice.label}
          </text>
        </g>
      ))}
      <circle cx={R} cy={R} r={10} fill="#fff" stroke={hubStroke} />
    </svg>
  );
}
