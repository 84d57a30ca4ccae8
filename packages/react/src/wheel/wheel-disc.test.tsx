import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { WheelSegment } from '@w2e/core/contracts/wheel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WheelDisc } from './wheel-disc';

const segment = (n: number, label: string): WheelSegment => ({
  id: `s${n}`,
  position: n,
  label,
  image: null,
  prize_kind: 'badge',
  amount: 1,
  score_column: null,
  weight: 1,
  stock: n === 2 ? 0 : null,
  effective_weight: n === 2 ? 0 : 1,
  odds: n === 2 ? 0 : 50,
});

afterEach(cleanup);

describe('WheelDisc', () => {
  it('draws a slice per segment in the app’s colours, turned as told, and says when the turn ends', () => {
    const stopped = vi.fn();
    const segments = [segment(0, 'Gold'), segment(1, 'Silver'), segment(2, 'Cap')];
    render(
      <WheelDisc
        segments={segments}
        rotation={1830}
        animate
        onStopped={stopped}
        colors={['#111111', '#222222']}
        hubStroke="#999999"
      />,
    );
    const disc = screen.getByRole('img', { name: 'Gold, Silver, Cap' });
    expect(disc.dataset.rotation).toBe('1830');
    expect(disc.style.transform).toBe('rotate(1830deg)');
    expect(disc.style.transition).toContain('4000ms');
    const slices = [...disc.querySelectorAll('g')];
    expect(slices.map((slice) => slice.textContent)).toEqual(['Gold', 'Silver', 'Cap']);
    expect(slices.map((slice) => slice.querySelector('path')?.getAttribute('fill'))).toEqual([
      '#111111',
      '#222222',
      '#111111',
    ]);
    // A sold-out segment stays on the wheel, faded.
    expect(slices.map((slice) => slice.getAttribute('opacity'))).toEqual(['1', '1', '0.35']);
    fireEvent.transitionEnd(disc);
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it('jumps without a transition when motion is not welcome', () => {
    render(
      <WheelDisc
        segments={[segment(0, 'Gold'), segment(1, 'Silver')]}
        rotation={90}
        animate={false}
        onStopped={() => undefined}
        colors={['#111111']}
        hubStroke="#999999"
      />,
    );
    expect(screen.getByTestId('wheel-disc').style.transition).toBe('none');
  });
});
