import type { WheelSegment } from '@w2e/core/contracts/wheel';
import classes from './wheel-disc.module.css';

const COLORS = ['#228be6', '#fab005', '#40c057', '#fa5252', '#7950f2', '#15aabf', '#fd7e14', '#e64980'];
const R = 100;

function point(angle: number, radius = R): [number, number] {
  const radians = ((angle - 90) * Math.PI) / 180;
  return [R + radius * Math.cos(radians), R + radius * Math.sin(radians)];
}

/**
 * The wheel as SVG: equal slices in segment order, clockwise from the pointer at the top (equal slices show the
 * wheel; the odds table says the chances). `rotation` turns it; the page sets it to bring the server's segment
 * under the pointer, with the transition only when motion is welcome.
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
    <div className={classes.frame}>
      <div className={classes.pointer} aria-hidden />
      <svg
        viewBox="0 0 200 200"
        className={classes.disc}
        role="img"
        aria-label={segments.map((segment) => segment.label).join(', ')}
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: animate ? 'transform 4s cubic-bezier(0.15, 0.85, 0.25, 1)' : 'none',
        }}
        onTransitionEnd={onStopped}
        data-testid="wheel-disc"
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
        <circle cx={R} cy={R} r={10} fill="#fff" stroke="#868e96" />
      </svg>
    </div>
  );
}
