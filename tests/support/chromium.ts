/**
 * Debian's Chromium, which every browser test and the bench drive (Playwright cannot download its own
 * browser here), and the flags that keep it quiet and offline on a shared machine.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
