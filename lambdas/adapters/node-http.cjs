/* global module, process -- CommonJS on purpose: see below. */
/**
 * Bundled in place of `node:http` in every deployed function (`lambdaBundleAliases` in
 * lambdas/system/functions.ts). An ES module import of `node:http` makes Node 24 build its ESM facade,
 * which reads every export, and `http.WebSocket` / `CloseEvent` / `MessageEvent` are getters that load
 * Node's whole internal undici: tens of milliseconds of cold start that the SDK's HTTP handler never
 * uses. Taken as CommonJS, only the properties the bundle reads are touched.
 */
module.exports = process.getBuiltinModule('node:http');
