import type { RouteObject } from 'react-router';
import { startRoutes } from '../features/start/routes';

/**
 * The Mini App's screens, composed from each feature's own route list as the portal does. Telegram gives no
 * address bar, so the router keeps its history in memory (app.tsx); deep links (`startapp=`) choose the first
 * entry. Each screen wraps itself in `Page`, which shows Telegram's BackButton below the root.
 */
export const routes: RouteObject[] = [{ path: '/', children: [...startRoutes] }];
