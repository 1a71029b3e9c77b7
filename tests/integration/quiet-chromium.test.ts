import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchQuietChromium } from '#bench/quiet-chromium';
import { chromiumPath } from '../support/chromium.ts';

// The bench's visitor figures come from this driver (tests/bench/visitor-section.ts): it must load a
// page, run a script before the page's own, evaluate, tap, report network events, give each page a
// fresh storage, and leave no process or profile folder behind.
const page = `<!doctype html><title>quiet</title>
<script>window.touched = 0; addEventListener('touchend', () => (window.touched += 1));</script>
<body style="margin:0"><div style="width:100vw;height:100vh"></div>
<script type="module">window.moduleRan = true; localStorage.setItem('visits', String(Number(localStorage.getItem('visits') ?? 0) + 1));</script>`;

describe('the quiet Chromium driver', () => {
  let server: Server;
  let url: string;
  const profilesBefore = new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('quiet-chromium-')));

  beforeAll(async () => {
    server = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(page));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('loads, evaluates and taps in a fresh browser context per page, then cleans up', async () => {
    const browser = await launchQuietChromium(chromiumPath);
    const profiles = readdirSync(tmpdir()).filter((name) => name.startsWith('quiet-chromium-') && !profilesBefore.has(name));
    expect(profiles).toHaveLength(1);
    try {
      for (const visit of [1, 2]) {
        const tab = await browser.newPage();
        try {
          let requests = 0;
          tab.on('Network.requestWillBeSent', () => (requests += 1));
          await tab.send('Network.enable');
          await tab.send('Page.enable');
          await tab.send('Page.addScriptToEvaluateOnNewDocument', { source: 'window.probeFirst = typeof window.touched === "undefined";' });
          const loaded = new Promise<void>((resolve) => tab.on('Page.loadEventFired', () => resolve()));
          await tab.send('Page.navigate', { url });
          await loaded;
          await tab.send('Emulation.setTouchEmulationEnabled', { enabled: true });
          await tab.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 20, y: 20 }] });
          await tab.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
          await sleep(50);
          const state = await tab.evaluate<{ probeFirst: boolean; moduleRan: boolean; touched: number; visits: string | null }>(
            '({ probeFirst: window.probeFirst, moduleRan: window.moduleRan === true, touched: window.touched, visits: localStorage.getItem("visits") })',
          );
          // Every visit is a new visitor: storage does not carry over from the previous page.
          expect(state, `visit ${visit}`).toEqual({ probeFirst: true, moduleRan: true, touched: 1, visits: '1' });
          expect(requests).toBeGreaterThanOrEqual(1);
          await expect(tab.evaluate('Promise.resolve(6 * 7)')).resolves.toBe(42);
          await expect(tab.evaluate('(() => { throw new Error("boom") })()')).rejects.toThrow(/boom/);
        } finally {
          await tab.close();
        }
      }
    } finally {
      await browser.close();
    }
    expect(profiles.some((name) => existsSync(`${tmpdir()}/${name}`))).toBe(false);
  });
});
