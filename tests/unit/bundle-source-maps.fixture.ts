import { logger } from '#adapters/logger';

/** Bundled by bundle-source-maps.test.ts: its error must be reported at this file's own lines. */
function checkAmount(amount: number): number {
  if (amount > 1) throw new Error('amount out of range');
  return amount;
}

export const handler = async (amount: number) => {
  logger.debug('checking', { amount });
  return checkAmount(amount);
};
