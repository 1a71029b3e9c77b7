/**
 * zod as the browser bundle sees it (vite.config.ts aliases `zod` here for the browser build only).
 * zod compiles object parsers with `new Function(...)` unless told not to, and probes for it with
 * `Function('')` on the first parse: the site's Content-Security-Policy (no 'unsafe-eval') refuses
 * both and reports a violation. Jitless parsing is as correct and fast enough for forms. Configured
 * here, in the module every browser import of zod goes through, it holds wherever zod is first
 * loaded (lazily: a form's submit, a chat or market-trends answer), and no page loads zod just to
 * configure it.
 */

import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
