/**
 * A signal that aborts after `ms`, or as soon as `parent` does; call `clear()` once the work is done.
 *
 * Not `AbortSignal.any([parent, AbortSignal.timeout(ms)])`: a composite signal holds its sources weakly, and a
 * timeout signal nothing else holds may be garbage collected before it fires, so the deadline never comes
 * (nodejs/node#57736, open on Node 20). Seen here as a Bot API call that never timed out on a busy machine. The
 * timer below is an ordinary one, held until it fires or is cleared.
 */
export function deadline(ms: number, parent?: AbortSignal): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const onParentAbort = () => controller.abort(parent?.reason);
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    ms,
  );
  if (parent?.aborted) onParentAbort();
  else parent?.addEventListener('abort', onParentAbort, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      parent?.removeEventListener('abort', onParentAbort);
    },
  };
}
