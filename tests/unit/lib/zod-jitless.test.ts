import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/** The site's CSP has no 'unsafe-eval': zod must never reach for Function in the browser. */
describe('zod in the browser bundle', () => {
  it('is configured jitless wherever the browser first loads it: the browser build resolves `zod` to lib/zod-config.ts', () => {
    const viteConfig = readFileSync(resolve(import.meta.dirname, '../../../frontend/vite.config.ts'), 'utf8');
    expect(viteConfig).toContain("find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-config.ts', import.meta.url))");
    const zodConfig = readFileSync(resolve(import.meta.dirname, '../../../frontend/src/lib/zod-config.ts'), 'utf8');
    expect(zodConfig).toMatch(/jitless: true/);
  });

  it('then parses an object schema (the forms) without calling Function', async () => {
    vi.resetModules();
    const evalSpy = vi.fn(() => {
      throw new EvalError("Refused to evaluate a string as JavaScript because 'unsafe-eval' is not allowed");
    });
    const realFunction = globalThis.Function;
    globalThis.Function = evalSpy as unknown as FunctionConstructor;
    try {
      await import('@/lib/zod-config');
      const { contactFormSchema } = await import('#core/schemas/contact');
      const parsed = contactFormSchema.safeParse({ name: 'Jane', email: 'jane@example.com', message: 'Hello', consent: true });
      expect(parsed.success).toBe(true);
      expect(evalSpy).not.toHaveBeenCalled();
    } finally {
      globalThis.Function = realFunction;
    }
  });
});
