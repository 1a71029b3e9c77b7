/** Normalises '/candidates/' to '/candidates' (home stays '/'). */
export function normalisePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
