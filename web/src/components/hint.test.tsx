import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes } from '../lib/test-render';
import { PremiumLabel, TokenHolderBadge } from './token-holder-badge';

function Badges() {
  return (
    <p>
      Ann <TokenHolderBadge /> <PremiumLabel kind="event" />
    </p>
  );
}

describe('Hint', () => {
  it('shows the badge at once and its hint, with the tooltip code, when the reader points at it', async () => {
    await renderRoutes([{ path: '/', element: <Badges /> }], { path: '/', http: fakeHttp({}).http });
    const badge = await screen.findByText('Token holder');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(badge.closest('[data-hint]')?.getAttribute('data-hint')).toBe('waiting');
    fireEvent.pointerEnter(badge.closest('[data-hint]')!);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Holds the platform token');
    expect(screen.getByText('Token holder')).toBeTruthy();
  });
});
