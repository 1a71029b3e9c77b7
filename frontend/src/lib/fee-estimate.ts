import { FEE_CALCULATOR_MAX_SALARY, feeForSalary, type FeeQuote } from '#content/fees';
import { parseEuroAmount } from './parse-amount';

export type FeeEstimate =
  | { readonly state: 'empty' }
  | { readonly state: 'invalid' }
  | { readonly state: 'too-high' }
  | { readonly state: 'quoted'; readonly quote: FeeQuote };

/** What the fee calculator shows for what was typed in its salary field. */
export function estimateFee(input: string): FeeEstimate {
  if (input.trim() === '') return { state: 'empty' };
  const salary = parseEuroAmount(input);
  if (salary === null) return { state: 'invalid' };
  if (salary > FEE_CALCULATOR_MAX_SALARY) return { state: 'too-high' };
  return { state: 'quoted', quote: feeForSalary(salary) };
}
