import type { WheelSegment } from '@w2e/core/contracts/wheel';
import { WHEEL_RADIUS as R, wheelSlices } from '@w2e/core/fairness/wheel-disc';
import classes from './wheel-disc.module.css';

const COLORS = ['#228be6', '#fab005', '#40c057', '#fa5252', '#7950f2', '#15aabf', '#fd7e14', '#e64980'];

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
        <circle cx={R} cy={R} r={10} fill="#fff" stroke="#868e96" />
      </svg>
    </div>
  );
}
