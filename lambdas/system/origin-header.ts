/**
 * The header CloudFront adds to every request it forwards to the API (an origin custom header; a
 * viewer's header of the same name is overwritten by CloudFront). Lower case: the HTTP chain
 * normalises header names before it checks. Shared by the CDK app, the HTTP chain and the local stack.
 */
export const ORIGIN_SECRET_HEADER = 'x-origin-verify';
