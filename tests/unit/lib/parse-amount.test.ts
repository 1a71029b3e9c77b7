import { describe, expect, it } from 'vitest';
import { FEE_CALCULATOR_MAX_SALARY, feeForSalary } from '#content/fees';
import { estimateFee } from '@/lib/fee-estimate';
import { parseEuroAmount } from '@/lib/parse-amount';

describe('parseEuroAmount: salaries as people type them', () => {
  it.each([
    ['60000', 60_000],
    ['60,000', 60_000],
    ['€60,000', 60_000],
    ['€ 60,000', 60_000],
    ['60 000', 60_000],
    ['60\u00a0000', 60_000],
    ['1,250,000', 1_250_000],
    ['60k', 60_000],
    ['60K', 60_000],
    ['€60k', 60_000],
    ['€60 k', 60_000],
    ['62.5k', 62_500],
    ['48000.50', 48_000.5],
    ['  45,000  ', 45_000],
    ['45000 EUR', 45_000],
  ])('%j is %d', (typed, amount) => {
    expect(parseEuroAmount(typed)).toBe(amount);
  });

  it.each(['', 'abc', '60kk', 'k', '€', '0', '0k', '-5000', '6,0000', '60,00', '1,2345', '48000.505', '60m', '60,000k,', '12e4', '0x10'])('refuses %j', (typed) => {
    expect(parseEuroAmount(typed)).toBeNull();
  });
});

describe('estimateFee: what the calculator shows', () => {
  it('quotes the band, percentage and fee of the fee bands for every accepted form', () => {
    for (const typed of ['60k', '60,000', '€60k', '€60,000']) {
      expect(estimateFee(typed)).toEqual({ state: 'quoted', quote: feeForSalary(60_000) });
    }
    const quoted = estimateFee('34,999');
    expect(quoted.state === 'quoted' && quoted.quote.percentage).toBe(8);
  });

  it('says nothing for an empty field, and "invalid" for what it cannot read', () => {
    expect(estimateFee('   ')).toEqual({ state: 'empty' });
    expect(estimateFee('sixty thousand')).toEqual({ state: 'invalid' });
    expect(estimateFee('0')).toEqual({ state: 'invalid' });
  });

  it('quotes up to the maximum and explains itself past it instead of a fee', () => {
    expect(estimateFee(String(FEE_CALCULATOR_MAX_SALARY)).state).toBe('quoted');
    expect(estimateFee(String(FEE_CALCULATOR_MAX_SALARY + 1))).toEqual({ state: 'too-high' });
    expect(estimateFee('€1,000,000,000')).toEqual({ state: 'too-high' });
  });
});
