// How this project launches Chromium: Debian's build (never a downloaded one), with the flags a sandboxed,
// offline machine needs. Used by Playwright's config and by the screenshot script.

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
