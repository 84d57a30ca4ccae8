import { WheelDisc as Disc, type WheelTurn } from '@w2e/react/wheel/wheel-disc';

const COLORS = ['#2481cc', '#f5a623', '#31b545', '#e53935', '#8e44ad', '#00a5b8', '#f57c00', '#d81b60'];

/** The wheel in Telegram's colours, under its pointer; the disc itself is drawn as on the portal. */
export function WheelDisc(props: WheelTurn) {
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
      <Disc
        {...props}
        colors={COLORS}
        hubStroke="#8e8e93"
        style={{ width: '100%', height: '100%', borderRadius: '50%' }}
      />
    </div>
  );
}

/** Whether the player asked their system for less motion: the wheel then jumps to the result. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
