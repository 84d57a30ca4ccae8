import { act, cleanup, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Page } from './page';
import { createMemoryRouter, RouterProvider } from './router';

// Telegram's BackButton is reached through the SDK; here it records what the app asked of it.
const backButton = vi.hoisted(() => ({
  visible: null as boolean | null,
  listeners: new Set<() => void>(),
}));
vi.mock('@telegram-apps/sdk-react', () => ({
  showBackButton: {
    ifAvailable: () => {
      backButton.visible = true;
    },
  },
  hideBackButton: {
    ifAvailable: () => {
      backButton.visible = false;
    },
  },
  onBackButtonClick: {
    ifAvailable: (listener: () => void) => {
      backButton.listeners.add(listener);
      return [true, () => backButton.listeners.delete(listener)];
    },
  },
}));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Page back={false}>root</Page> },
      { path: '/event', element: <Page>event</Page> },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

beforeEach(() => {
  // vitest runs without globals: the previous test's tree stays unless removed.
  cleanup();
  backButton.visible = null;
  backButton.listeners.clear();
});

describe('Page', () => {
  it("shows Telegram's BackButton below the root, and pressing it goes back", async () => {
    renderAt('/event');
    expect(await screen.findByText('event')).toBeTruthy();
    expect(backButton.visible).toBe(true);
    expect(backButton.listeners.size).toBe(1);

    await act(async () => {
      for (const listener of backButton.listeners) listener();
    });
    expect(await screen.findByText('root')).toBeTruthy();
    expect(backButton.visible).toBe(false);
    // The screen that was left no longer listens.
    expect(backButton.listeners.size).toBe(0);
  });

  it('hands the BackButton to a screen in the commit that shows it, so an early press is not lost', async () => {
    const { router } = renderAt('/');
    expect(await screen.findByText('root')).toBeTruthy();
    // Outside act(), as Telegram's events arrive: no effect flushed for the test.
    void router.navigate('/event');
    expect(await screen.findByText('event')).toBeTruthy();
    expect(backButton.visible).toBe(true);
    expect(backButton.listeners.size).toBe(1);
    for (const listener of backButton.listeners) listener();
    expect(await screen.findByText('root')).toBeTruthy();
    expect(backButton.visible).toBe(false);
  });
});
