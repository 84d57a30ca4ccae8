import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater } from './hydrate-later';
import { i18n, loadTranslations, setLanguage } from './i18n';

// This file drives React's scheduler as a browser does: what matters is what happens between the shell's
// hydration and the content's, which testing-library's act() environment would run as one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** Whether the content below has hydrated (its effects ran). */
let contentHydrated = false;

/** A page as `lazyStaticPage` serves it: a shell hydrated first, its content in `HydrateLater`. */
function Page({ onShellHydrated }: { onShellHydrated: () => void }) {
  const { t } = useTranslation();
  useEffect(onShellHydrated, [onShellHydrated]);
  return (
    <main>
      <h1>{t('brand')}</h1>
      <HydrateLater>
        <Content />
      </HydrateLater>
    </main>
  );
}

function Content() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    contentHydrated = true;
  }, []);
  return (
    <section>
      <p data-testid="title">{t('notFoundTitle')}</p>
      <button type="button" onClick={() => setOpen(true)}>
        {t('save')}
      </button>
      {open && <p data-testid="open">open</p>}
    </section>
  );
}

let container: HTMLElement;
let root: Root | undefined;
const recoverable: unknown[] = [];

beforeEach(async () => {
  // Both languages' text in, as after a reader's first lazy page: a switch is then synchronous.
  await loadTranslations();
  await setLanguage('vi');
  await setLanguage('en');
  recoverable.length = 0;
  contentHydrated = false;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(async () => {
  root?.unmount();
  root = undefined;
  container.remove();
  await setLanguage('en');
});

/** The server's markup for the page, hydrated; `onShellHydrated` runs in the shell's effect. */
function hydrate(onShellHydrated: () => void = () => {}) {
  const page = (effect: () => void) => (
    <I18nextProvider i18n={i18n}>
      <Page onShellHydrated={effect} />
    </I18nextProvider>
  );
  container.innerHTML = renderToString(page(() => {}));
  const markup = container.querySelector('[data-testid=title]');
  root = hydrateRoot(container, page(onShellHydrated), {
    onRecoverableError: (error) => recoverable.push(error),
  });
  return markup;
}

const title = () => container.querySelector('[data-testid=title]');
/** Until the content's effects ran: it hydrates in idle time, later on a busy machine. */
const contentHydrates = () => vi.waitFor(() => expect(contentHydrated).toBe(true));

describe('HydrateLater', () => {
  it('hydrates the server markup after the shell, in place', async () => {
    let hydratedWithShell: boolean | undefined;
    const markup = hydrate(() => {
      hydratedWithShell = contentHydrated;
    });
    await contentHydrates();
    expect(hydratedWithShell).toBe(false);
    expect(title()).toBe(markup);
    expect(recoverable).toEqual([]);
  });

  it('a language switch before the content hydrated renders it in the new language, without a mismatch', async () => {
    let englishUntilThen: string | null | undefined;
    hydrate(() => {
      // The reader switches language once the shell listens, while the content is still the server's English.
      englishUntilThen = contentHydrated ? 'hydrated' : title()?.textContent;
      void i18n.changeLanguage('vi');
    });
    await vi.waitFor(() => expect(title()?.textContent).toBe('Có gì đó bị thiếu ở đây'));
    await contentHydrates();
    expect(englishUntilThen).toBe("Something's missing here");
    expect(container.querySelector('button')?.textContent).toBe('Lưu');
    expect(container.querySelector('h1')?.textContent).toBe(i18n.t('brand'));
    expect(recoverable).toEqual([]);
  });

  it('a language switch after the content hydrated re-renders it in place, keeping its state', async () => {
    const markup = hydrate();
    await contentHydrates();
    container.querySelector('button')!.click();
    await vi.waitFor(() => expect(container.querySelector('[data-testid=open]')).not.toBeNull());
    await setLanguage('vi');
    await vi.waitFor(() => expect(markup?.textContent).toBe('Có gì đó bị thiếu ở đây'));
    expect(title()).toBe(markup);
    expect(container.querySelector('[data-testid=open]')).not.toBeNull();
    expect(recoverable).toEqual([]);
  });
});
