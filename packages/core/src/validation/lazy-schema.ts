/**
 * A schema built the first time it is used instead of when its module runs, in a browser; built at once
 * everywhere else.
 *
 * Why: zod builds a schema when its definition runs, and core's contracts are ~300 of them. A portal page imports
 * the contracts of every domain it touches through core's API modules, so building all of them was the largest part
 * of evaluating a page's modules: ~70 ms on a desktop for an event page, four times that on a phone, in one task.
 * A page rendered by the server comes with its data and parses no response on its first load, so most of those
 * schemas are never used there.
 *
 * How: the value stands in for the schema (a Proxy that builds it on the first property read and forwards every
 * read, `in`, key listing and prototype question to it), so callers, `z.infer` and schemas composed of it see no
 * difference. The server, bots and their tests run without a `document` and get the schema itself: their
 * registry of documented schemas (`.meta({ id })`, /api/docs) keys on schema identity, which a stand-in would not
 * share. The portal's and the Mini App's tests run in a DOM, so they use the stand-ins.
 */
const deferred = typeof document !== 'undefined';

export function lazySchema<T extends object>(build: () => T): T {
  if (!deferred) return build();
  let schema: T | undefined;
  const real = (): T => {
    schema ??= build();
    return schema;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(real(), key),
    set: (_target, key, value) => Reflect.set(real(), key, value),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // The stand-in's own target is empty: a property it reports must be configurable (a Proxy invariant).
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
