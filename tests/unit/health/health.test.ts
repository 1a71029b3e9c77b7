import { describe, expect, it } from 'vitest';
import { checkHealth } from '#core/health';

describe('checkHealth', () => {
  it('reports ok when every probe answers', async () => {
    const report = await checkHealth({ bucket: async () => 'ok', queue: async () => 'ok' });
    expect(report).toEqual({ status: 'ok', checks: { bucket: 'ok', queue: 'ok' }, failing: [] });
  });

  it('names each failing dependency', async () => {
    const report = await checkHealth({
      bucket: async () => 'ok',
      queue: async () => {
        throw new Error('connection refused');
      },
      mail: async () => {
        throw new Error('throttled');
      },
    });
    expect(report.status).toBe('degraded');
    expect(report.failing).toEqual(['queue', 'mail']);
    expect(report.checks.bucket).toBe('ok');
  });

  it('treats a probe that hangs past the deadline as unreachable', async () => {
    const report = await checkHealth({ table: () => new Promise(() => undefined) }, 20);
    expect(report.failing).toEqual(['table']);
  });
});
