import { describe, expect, it } from 'vitest';
import { createMiniAppI18n } from '../i18n';
import { routes, withScreenText } from './routes';

describe('the Mini App routes', () => {
  it("give the first screen's text at start and a lazy screen its text with its code", async () => {
    for (const language of ['en', 'vi'] as const) {
      const i18n = await createMiniAppI18n(language);
      // The first screen's namespaces are there; the screens' are not downloaded yet.
      expect(i18n.exists('miniapp:tabEvents')).toBe(true);
      expect(i18n.exists('eventPlay:stateAvailable')).toBe(false);
      const events = withScreenText(routes, i18n)[0]?.children?.find((route) => route.path === 'events');
      const screen = await events?.lazy?.();
      expect(screen?.Component).toBeTypeOf('function');
      expect(i18n.exists('eventPlay:stateAvailable')).toBe(true);
      expect(i18n.t('eventPlay:stateAvailable')).toBe(language === 'vi' ? 'Có thể làm' : 'Available');
    }
    // The first lazy import transforms the events screen and its imports: seconds when the cache is cold.
  }, 30_000);
});
