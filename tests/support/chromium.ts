import { readlinkSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

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

/**
 * Removes a Chromium profile folder and the process-singleton folder Chromium keeps for it in the
 * system temp directory (`org.chromium.Chromium.*`, named by the profile's SingletonSocket link). A
 * Chromium that exits gracefully removes the latter itself; one that is killed leaves it behind.
 */
export function removeChromiumProfile(profileDir: string): void {
  try {
    const singletonDir = dirname(readlinkSync(join(profileDir, 'SingletonSocket')));
    if (basename(singletonDir).startsWith('org.chromium.')) rmSync(singletonDir, { recursive: true, force: true });
  } catch {
    // No singleton link: nothing outside the profile to remove.
  }
  rmSync(profileDir, { recursive: true, force: true });
}
