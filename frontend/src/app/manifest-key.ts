/**
 * Source path of a module given relative to src/app/, as the Vite manifest names it. Its own module: the
 * browser's island registry needs it without the route table's screen modules (app/page-modules.ts).
 */
export function manifestKey(moduleKey: string): string {
  return `src/${moduleKey.replace(/^\.\.\//, '')}`;
}
