import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { chromiumFlags, removeChromiumProfile } from '../support/chromium.ts';

/**
 * Chromium driven over the DevTools protocol without the
 * Runtime, Debugger or Profiler domains. Playwright enables Runtime on every page, and with it V8
 * captures a detailed stack trace (with source positions) for every Error object created.
 * React DOM creates five at module evaluation, so under DevTools its module task gains about 70 ms
 * at 4× CPU (V8.CollectSourcePositions) that no visitor's browser spends. Main-thread figures are
 * measured here so they describe the visitor's page, not the inspected one.
 *
 * Commands go over `--remote-debugging-pipe` (no port); `Runtime.evaluate` works without the domain
 * enabled. Each page gets its own browser context: a fresh cache and storage, like a new visitor.
 */
type Message = { id?: number; method?: string; params?: Record<string, unknown>; result?: unknown; error?: { message: string }; sessionId?: string };
type Listener = (params: Record<string, unknown>) => void;

export interface QuietPage {
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>): Promise<T>;
  on(method: string, listener: Listener): void;
  /** Evaluates an expression in the page (promises awaited) and returns its JSON value. */
  evaluate<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

export interface QuietBrowser {
  newPage(): Promise<QuietPage>;
  close(): Promise<void>;
}

export async function launchQuietChromium(chromePath: string): Promise<QuietBrowser> {
  const profileDir = mkdtempSync(join(tmpdir(), 'quiet-chromium-'));
  let chrome: ChildProcess;
  try {
    chrome = spawn(chromePath, ['--headless', ...chromiumFlags, `--user-data-dir=${profileDir}`, '--remote-debugging-pipe', 'about:blank'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    rmSync(profileDir, { recursive: true, force: true });
    throw error;
  }
  const toBrowser = chrome.stdio[3] as Writable;
  const fromBrowser = chrome.stdio[4] as Readable;
  const exited = new Promise<void>((resolve) => chrome.once('exit', () => resolve()));
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; method: string }>();
  const listeners = new Map<string, Listener[]>();
  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\0'); end !== -1; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end)) as Message;
      buffered = buffered.slice(end + 1);
      if (message.id !== undefined) {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) call?.reject(new Error(`${call.method}: ${message.error.message}`));
        else call?.resolve(message.result);
      } else if (message.method) {
        for (const listener of listeners.get(`${message.sessionId ?? ''} ${message.method}`) ?? []) listener(message.params ?? {});
      }
    }
  });
  void exited.then(() => {
    for (const call of pending.values()) call.reject(new Error(`${call.method}: Chromium exited`));
    pending.clear();
  });

  const send = <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, method });
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });

  return {
    async newPage() {
      const { browserContextId } = await send<{ browserContextId: string }>('Target.createBrowserContext', { disposeOnDetach: true });
      const { targetId } = await send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
      return {
        send: (method, params) => send(method, params, sessionId),
        on(method, listener) {
          const key = `${sessionId} ${method}`;
          listeners.set(key, [...(listeners.get(key) ?? []), listener]);
        },
        async evaluate<T>(expression: string) {
          const { result, exceptionDetails } = await send<{ result: { value?: unknown }; exceptionDetails?: { text: string; exception?: { description?: string } } }>(
            'Runtime.evaluate',
            { expression, returnByValue: true, awaitPromise: true },
            sessionId,
          );
          if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
          return result.value as T;
        },
        async close() {
          for (const key of [...listeners.keys()]) if (key.startsWith(`${sessionId} `)) listeners.delete(key);
          await send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
        },
      };
    },
    async close() {
      await send('Browser.close').catch(() => undefined);
      const stopped = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000).unref())]);
      if (!stopped) {
        chrome.kill('SIGKILL');
        await exited;
      }
      removeChromiumProfile(profileDir);
    },
  };
}
