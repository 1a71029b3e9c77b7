/**
 * The site's Content-Security-Policy, built from what the site really loads: its own scripts plus the
 * hashes of the inline scripts in the built HTML (no 'unsafe-inline' for scripts), its own styles,
 * images and fonts, the API on the same origin, and the CV bucket the browser posts CVs to.
 */
export interface CspOptions {
  /** Origin of the presigned POST for CVs, e.g. `https://<bucket>.s3.eu-west-1.amazonaws.com`. */
  readonly uploadOrigin: string;
  /** `'sha256-…'` sources of the inline scripts in the built HTML. */
  readonly scriptHashes: readonly string[];
}

export function contentSecurityPolicy({ uploadOrigin, scriptHashes }: CspOptions): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    // Styles cannot run code; 'unsafe-inline' covers React's style attributes in the prerendered HTML
    // and the stylesheet the toast library injects at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", uploadOrigin],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'upgrade-insecure-requests': [],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Browser features the site never uses, switched off for it and anything it might embed. */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');
