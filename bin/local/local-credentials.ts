/**
 * The key pair of the local stack: handlers, CLIs and tests sign with it, and the S3 emulator checks
 * presigned POST policy signatures against it. (The value is the one s3rver insisted on, kept so the
 * environment handlers get is unchanged.)
 */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
