import { isTMA, postEvent, retrieveLaunchParams } from '@telegram-apps/sdk-react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The repo's patch of @telegram-apps/bridge (patches/, docs/miniapp.md): every SDK call checks isTMA(), which
 * validated, parsed and stored the launch parameters each time (27 times before the first screen). The same
 * parameters are now read once; new ones are read anew; each caller still gets its own copy.
 */
function launchFragment(firstName: string): string {
  const initData = new URLSearchParams([
    ['user', JSON.stringify({ id: 7, first_name: firstName, language_code: 'en' })],
    ['auth_date', '1700000000'],
    ['hash', '0'.repeat(64)],
    ['signature', '0'.repeat(86)],
  ]);
  return `#${new URLSearchParams([
    ['tgWebAppData', initData.toString()],
    ['tgWebAppVersion', '8.0'],
    ['tgWebAppPlatform', 'tdesktop'],
    ['tgWebAppThemeParams', JSON.stringify({ bg_color: '#17212b', text_color: '#f5f5f5' })],
  ])}`;
}

/** Counts the query strings the bridge builds: validating or parsing the launch parameters builds them. */
function countQueryParsing() {
  const counter = { built: 0 };
  const Real = URLSearchParams;
  vi.stubGlobal(
    'URLSearchParams',
    class extends Real {
      constructor(...args: ConstructorParameters<typeof URLSearchParams>) {
        super(...args);
        counter.built += 1;
      }
    },
  );
  return counter;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.location.hash = '';
  sessionStorage.clear();
});

describe('the patched Telegram bridge', () => {
  it('parses and stores the same launch parameters once, and gives each caller its own copy', () => {
    window.location.hash = launchFragment('Ana');
    const first = retrieveLaunchParams();
    expect(first.tgWebAppData?.user?.first_name).toBe('Ana');
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    const parsing = countQueryParsing();
    for (let i = 0; i < 20; i++) expect(isTMA()).toBe(true);
    const again = retrieveLaunchParams();
    expect(parsing.built).toBe(0);
    expect(writes).not.toHaveBeenCalled();
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    // A caller that changes its copy changes nobody else's.
    if (again.tgWebAppData?.user) again.tgWebAppData.user.first_name = 'changed';
    expect(retrieveLaunchParams().tgWebAppData?.user?.first_name).toBe('Ana');
  });

  it('reads new launch parameters anew, and still refuses invalid ones', () => {
    window.location.hash = launchFragment('Ana');
    expect(retrieveLaunchParams().tgWebAppData?.user?.first_name).toBe('Ana');
    window.location.hash = launchFragment('Binh');
    expect(retrieveLaunchParams().tgWebAppData?.user?.first_name).toBe('Binh');
    expect(JSON.parse(sessionStorage.getItem('tapps/launchParams') ?? '""')).toContain('Binh');
    window.location.hash = '#tgWebAppVersion=8.0';
    sessionStorage.clear();
    expect(isTMA()).toBe(false);
    expect(() => retrieveLaunchParams()).toThrow();
  });

  it("posts through Telegram's webview proxy only when it has a postEvent function", () => {
    window.location.hash = launchFragment('Ana');
    const proxy = { postEvent: vi.fn() };
    vi.stubGlobal('TelegramWebviewProxy', proxy);
    postEvent('web_app_ready');
    expect(proxy.postEvent).toHaveBeenCalledWith('web_app_ready', undefined);
    for (const broken of [{ postEvent: 'no' }, null, () => undefined]) {
      vi.stubGlobal('TelegramWebviewProxy', broken);
      let thrown: unknown;
      try {
        postEvent('web_app_ready');
      } catch (error) {
        thrown = error;
      }
      expect((thrown as Error | undefined)?.name).toBe('UnknownEnvError');
    }
  });
});
