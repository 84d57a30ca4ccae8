const loading = new Map<string, Promise<void>>();

/** Adds a third-party script once (Google Identity Services, the Telegram widget) and waits for it. */
export function loadScript(
  src: string,
  attributes: Record<string, string> = {},
  parent?: HTMLElement,
): Promise<void> {
  const key = parent ? `${src}#${Math.random()}` : src;
  let promise = loading.get(key);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(key);
        reject(new Error(`Could not load ${src}`));
      };
      (parent ?? document.head).appendChild(script);
    });
    loading.set(key, promise);
  }
  return promise;
}
