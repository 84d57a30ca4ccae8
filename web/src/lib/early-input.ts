/**
 * A page rendered on the server shows its buttons and fields before its code arrives. The boot script
 * (prerender.tsx, `bootScript`) holds what the reader does to them meanwhile, under `EARLY_INPUT_KEY`: the last
 * click on a button or a select's field (`role="combobox"`, which opens its options), and the text typed into
 * each field. Neither would otherwise reach the page: React was not
 * listening for the click, and on hydration it keeps a field's typed text on screen but its state (a search's
 * query, a form's value) stays the server's.
 *
 * - `replayEarlyClicks`, right after `hydrateRoot`: stops holding clicks and makes the held one again (React
 *   hydrates the clicked part at once for a click, then runs its handler). A button the page no longer has
 *   (rendered again from scratch) is not clicked.
 * - `replayEarlyTyping`, once the hydrated tree has committed (an effect at the root, main.tsx): stops recording
 *   and types each field's text again as one input event, so the page's change handlers get it.
 */
interface EarlyInput {
  clicks: Element[];
  listener: EventListener;
  /** Each field typed into, with its text as last typed. */
  typed: { field: Element; value: string }[];
  typing: EventListener;
}

/** Where the boot script keeps what it held, on `window`. */
export const EARLY_INPUT_KEY = '__w2eEarlyInput';

const held = () => window as unknown as Record<string, EarlyInput | undefined>;

export function replayEarlyClicks(): void {
  const early = held()[EARLY_INPUT_KEY];
  if (!early) return;
  document.removeEventListener('click', early.listener, true);
  const clicks = early.clicks;
  early.clicks = [];
  for (const button of clicks) if (button.isConnected && button instanceof HTMLElement) button.click();
}

/**
 * Sets a field to `value` as typing does, so that React's change handler runs: React compares a field's value
 * with the last one it saw (its own setter on the element records it), and hydration saw the typed text
 * already. So the field is first set back to the server's value through that setter, then to the reader's
 * through the prototype's, which React does not see, and the input event is a change to it.
 */
function typeAgain(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function replayEarlyTyping(): void {
  const early = held()[EARLY_INPUT_KEY];
  if (!early) return;
  document.removeEventListener('input', early.typing, true);
  document.removeEventListener('click', early.listener, true);
  delete held()[EARLY_INPUT_KEY];
  for (const { field, value } of early.typed) {
    const isField = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
    // Text the reader took back (the field holds the server's value) needs nothing.
    if (isField && field.isConnected && value !== field.defaultValue) typeAgain(field, value);
  }
}
