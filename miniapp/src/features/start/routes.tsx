import type { RouteObject } from 'react-router';
import { StartScreen } from './start-screen';

/** The root screen: a greeting and the way to the portal. */
export const startRoutes: RouteObject[] = [{ index: true, element: <StartScreen /> }];
