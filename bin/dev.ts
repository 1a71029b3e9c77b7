/**
 * `npm run dev`: Vite with hot reload on PORT (default 3000), proxying /api to the same local stack
 * that `npm start` runs (on PORT + 1), so the forms and chat work against the real handlers.
 */

import { resolve } from 'node:path';
import { createServer } from 'vite';
import { PortInUseError, repositoryRoot, startLocalStack } from '#local/stack';

const port = Number(process.env.PORT ?? 3000);

try {
  const stack = await startLocalStack({ port: port + 1, dataDir: process.env.LOCAL_DATA_DIR });
  const vite = await createServer({
    configFile: resolve(repositoryRoot, 'frontend', 'vite.config.ts'),
    server: { host: '127.0.0.1', port, strictPort: true, proxy: { '/api': { target: stack.url, changeOrigin: false } } },
  });
  await vite.listen();
  console.log(`\n  Site (hot reload): http://localhost:${port}`);
  console.log(`  API:               ${stack.url}/api/health`);
  console.log(`  Mailbox:           ${stack.mailboxUrl}\n`);
  const shutdown = async () => {
    await vite.close();
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
} catch (error) {
  if (error instanceof PortInUseError) {
    console.error(`\n  ${error.message}\n`);
    process.exit(1);
  }
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE' || /already in use/i.test(String(error))) {
    console.error(`\n  Port ${port} is already in use. Start on another port: PORT=${port + 2} npm run dev\n`);
    process.exit(1);
  }
  throw error;
}
