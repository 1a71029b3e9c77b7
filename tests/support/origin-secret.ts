/**
 * The origin secret unit and handler tests run with (vitest's `test.env` sets ORIGIN_SECRET to it),
 * and the header CloudFront would add: handler tests send it like CloudFront does.
 */
export const testOriginSecret = 'test-origin-secret-0123456789abcdef-0123456789';
export const originHeaders = { 'X-Origin-Verify': testOriginSecret } as const;
