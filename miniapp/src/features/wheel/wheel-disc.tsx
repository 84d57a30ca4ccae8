import type { WheelSegment } from '@w2e/core/contracts/wheel';
import { WHEEL_RADIUS as R, wheelSlices } from '@w2e/core/fairness/wheel-disc';

const COLORS = ['#2481cc', '#f5a623', '#31b545', '#e53935', '#8e44ad', '#00a5b8', '#f57c00', '#d81b60'];
const SPIN_MS = 4000;

/**
 * The wheel as SVG: equal slices in segment order, clockwise from the pointer at the top, as on the portal, so
 * core's `rotationFor` brings the server's segment under the pointer. `rotation` turns it, with the transition
 * only when motion is welcome; `onStopped` fires when the turn ends.
 */
export function WheelDisc({
  segments,
  rotation,
  animate,
  onStopped,
}: {
  segments: WheelSegment[];
  rotation: number;
  animate: boolean;
  onStopped: () => void;
}) {
  return (
    <div style={{ position: 'relative', width: 'min(100%, 300px)', aspectRatio: '1', margin: '16px auto' }}>
      <div
        aria-hidden
        style={{
          position: 'absolute',
          top: -6,
          left: '50%',
          zIndex: 1,
          transform: 'translateX(-50%)',
          borderLeft: '12px solid transparent',
          borderRight: '12px solid transparent',
          borderTop: '22px solid var(--tg-theme-destructive-text-color, #e53935)',
        }}
      />
      <svg
        viewBox="0 0 200 200"
        role="img"
        aria-label={segments.map((segment) => segment.label).join(', ')}
        data-testid="wheel-disc"
        data-rotation={rotation}
        style={{
          width: '100%',
          height: '100%',
          borderRadius: '50%',
          transform: `rotate(${rotation}deg)`,
          transition: animate ? `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.85, 0.25, 1)` : 'none',
        }}
        onTransitionEnd={onStopped}
      >
        {wheelSlices(segments).map((slice, index) => (
          <g key={segments[index]!.id} opacity={slice.faded ? 0.35 : 1}>
            <path d={slice.path} fill={COLORS[index % COLORS.length]} stroke="#fff" strokeWidth={1} />
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
        <circle cx={R} cy={R} r={10} fill="#fff" stroke="#8e8e93" />
      </svg>
    </div>
  );
}

/** Whether the player asked their system for less motion: the wheel then jumps to the result. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
