/**
 * zod compiles object parsers with `new Function(...)` unless told not to, and probes for it with
 * `Function('')` on the first parse: the site's Content-Security-Policy (no 'unsafe-eval') refuses
 * both and reports a violation. Jitless parsing is as correct and fast enough for forms. Imported
 * first by the browser entry (main.tsx), before any schema parses.
 */

import * as z from 'zod';

z.config({ jitless: true });
