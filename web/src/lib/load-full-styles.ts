let loading: Promise<unknown> | undefined;

/** Mantine's whole stylesheet, once; lazy pages and lazily loaded shell parts await it (first-paint-styles.ts). */
export function loadFullStyles(): Promise<void> {
  loading ??= import('./full-styles');
  return loading.then(() => undefined);
}
