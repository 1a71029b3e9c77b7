import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The production browser bundle hydrates islands of prerendered pages, where every navigation loads a
 * document: `react-router-dom` resolves to the few names islands use, with the same meaning
 * (src/lib/document-router.tsx). The prerender (SSR build) and the dev server's client app keep React Router.
 */
const documentRouter: Alias[] = [
  { find: /^react-router-dom$/, replacement: fileURLToPath(new URL('./src/lib/document-router.tsx', import.meta.url)) },
];

/**
 * The browser build. `frontend/prerender.ts` reuses this config for the server (SSR) build, so the
 * prerendered HTML and the hydrating client come from the same modules and the same aliases.
 */
export default defineConfig(({ mode, isSsrBuild }) => ({
  root: frontendRoot,
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      ...(mode === 'production' && !isSsrBuild ? documentRouter : []),
      // The browser's zod, configured for the site's CSP before any schema parses (see the module).
      ...(isSsrBuild ? [] : [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-config.ts', import.meta.url)) }]),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The prerender reads it to preload each page's screen chunks.
    manifest: true,
    // Budget guard (issue 12: a content page loads at most 90 KB gzip of JS); warn early on any big chunk.
    chunkSizeWarningLimit: 250,
    rolldownOptions: {
      output: {
        // Everything the entry needs on every page (React DOM, the islands' router context) in one
        // file: fewer requests and better compression than a dozen tiny shared chunks.
        codeSplitting: isSsrBuild
          ? true
          : {
              groups: [
                // (The entry module itself stays out, or the page would load the chunk but never run it.)
                { name: 'app', tags: ['$initial'], test: (id: string) => !/[\\/]src[\\/]main\.tsx$|\.html$/.test(id), priority: 2 },
                // The other icons, together: tiny modules shared by many screens.
                { name: 'icons', test: /components[\\/]icons[\\/]/, priority: 1 },
              ],
            },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    // `npm run dev` serves the API on another port; the browser always calls same-origin /api.
    proxy: process.env.API_ORIGIN ? { '/api': process.env.API_ORIGIN } : undefined,
  },
  preview: { host: '127.0.0.1' },
}));
