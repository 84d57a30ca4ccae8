import type { WheelSegment } from '@w2e/core/contracts/wheel';

const COLORS = ['#2481cc', '#f5a623', '#31b545', '#e53935', '#8e44ad', '#00a5b8', '#f57c00', '#d81b60'];
const R = 100;
const SPIN_MS = 4000;

function point(angle: number, radius = R): [number, number] {
  const radians = ((angle - 90) * Math.PI) / 180;
  return [R + radius * Math.cos(radians), R + radius * Math.sin(radians)];
}

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
  const slice = 360 / Math.max(segments.length, 1);
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
        {segments.map((segment, index) => {
          const [x1, y1] = point(index * slice);
          const [x2, y2] = point((index + 1) * slice);
          const [tx, ty] = point((index + 0.5) * slice, R * 0.62);
          const large = slice > 180 ? 1 : 0;
          return (
            <g key={segment.id} opacity={segment.effective_weight === 0 ? 0.35 : 1}>
              <path
                d={`M${R},${R} L${x1},${y1} A${R},${R} 0 ${large} 1 ${x2},${y2} Z`}
                fill={COLORS[index % COLORS.length]}
                stroke="#fff"
                strokeWidth={1}
              />
              <text
                x={tx}
                y={ty}
                fill="#fff"
                fontSize={Math.min(8, 100 / segments.length + 3)}
                fontWeight={700}
                textAnchor="middle"
                dominantBaseline="middle"
                transform={`rotate(${(index + 0.5) * slice}, ${tx}, ${ty})`}
              >
                {segment.label.length > 14 ? `${segment.label.slice(0, 13)}…` : segment.label}
              </text>
            </g>
          );
        })}
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
