import { feeBands, feeForSalary, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { formatEuro } from '#content/format';
import { termsOfService } from '#content/legal';
import type { SalaryLookup } from '#content/salary-guide';
import type { Facts } from '#core/chat/facts';
import type { Entities } from '#core/chat/slots';
import { addedToPay, hasAnyPhrase, normalise } from '#core/chat/text';
import { bulletList, capitalise, paragraphs, roleName, withArticle } from '#core/chat/answers/common';

export function describeFee(facts: Facts, salary: number): string {
  const fee = facts.placementFee(salary);
  return `For a salary of ${fee.salary}, our fee is ${fee.percentage} (${fee.band} band), which is ${fee.fee}.`;
}

function tierList(): string {
  return bulletList(feeBands.map((band) => `${band.salaryLabel}: ${band.percentage}% of first-year base salary`));
}

function feeForRole(role: SalaryLookup): string {
  const bands = role.level ? [role.level.band] : role.levels.map((level) => level.band);
  const low = Math.min(...bands.map((band) => band.min));
  const high = Math.max(...bands.map((band) => band.max));
  const lowQuote = feeForSalary(low);
  const highQuote = feeForSalary(high);
  const label = role.level ? `${roleName(role)} (${role.level.name})` : roleName(role);
  return (
    `Our fee is a percentage of the hire's first-year base salary. ${capitalise(withArticle(label))} earns ${formatEuro(low)} - ${formatEuro(high)}${bands.some((band) => band.openEnded) ? '+' : ''} in our salary guide, ` +
    `so the fee would be about ${formatEuro(lowQuote.fee)} (${lowQuote.percentage}%) to ${formatEuro(highQuote.fee)} (${highQuote.percentage}%). ` +
    'Tell me the salary you have in mind for an exact figure.' +
    // A range across more than one band ('hire a bookkeeper, how do your charges work') gets the bands it crosses.
    (lowQuote.percentage === highQuote.percentage ? '' : `\n\n${tierList()}`)
  );
}

const candidateServices = termsOfService.sections.find((section) => section.title === 'Candidate Services');
const employerServices = termsOfService.sections.find((section) => section.title === 'Employer Services');

/** The agency's placement fees: tiers, the fee for a given salary or role, partnerships, guarantee. */
export function feeAnswer(question: string, entities: Entities, facts: Facts): string {
  const text = normalise(question);
  const parts: string[] = [];
  const aboutCandidates = hasAnyPhrase(text, feesPage.candidateSynonyms) && !hasAnyPhrase(text, feesPage.employerSynonyms);
  if (aboutCandidates) parts.push(candidateServices?.paragraphs[0] ?? 'Our services are free to candidates.');

  // A job seeker's own cost asked after an employer's fee ('and I pay nothing myself, right?' after the fee on 92k) quotes no
  // fee on the salary the conversation carries: only an amount the question names itself is priced.
  const carriedOnly = aboutCandidates && !/\d/.test(text);
  const named = carriedOnly ? [] : entities.amounts.filter((amount) => amount.value >= 1000);
  // The fee is on base salary: a sum the question pays beside it ('48k basic + car allowance 5k') gets no fee of its own.
  const besideSalary = /\d/.test(question) ? named.filter((amount) => addedToPay(question, amount.index)) : [];
  const amounts = besideSalary.length > 0 && besideSalary.length < named.length ? named.filter((amount) => !besideSalary.includes(amount)) : named;
  if (amounts.length > 0) {
    parts.push(
      amounts
        .slice(0, 3)
        .map((amount) => {
          if (!amount.bound) return describeFee(facts, amount.value);
          const band = feeForSalary(amount.bound === 'below' ? amount.value - 1 : amount.value + 1).band;
          return `For salaries ${amount.bound === 'below' ? 'under' : 'over'} ${formatEuro(amount.value)}, our fee is ${band.percentage}% of first-year base salary (${band.salaryLabel} band).`;
        })
        .join('\n'),
    );
  } else if (entities.roles.length > 0 && !aboutCandidates) {
    // A job seeker's own role ('do i have to pay ye anything' after an accounts assistant's pay) is no hire an employer pays for.
    parts.push(entities.roles.slice(0, 3).map(feeForRole).join('\n\n'));
  }
  // What the fee on that amount is worked out on ('is that on the 46k base or do you count the car allowance'): the page's own words.
  if (amounts.length > 0 && hasAnyPhrase(text, feesPage.basisSynonyms)) parts.push(feesPage.intro);
  const partnership = feesPage.exclusivePartnership;
  if (hasAnyPhrase(text, partnership.synonyms) || hasAnyPhrase(text, partnership.reductionWords)) parts.push(`${partnership.title}: ${partnership.text}`);
  if (hasAnyPhrase(text, feesPage.responseGuarantee.synonyms)) parts.push(`${feesPage.responseGuarantee.title}: ${feesPage.responseGuarantee.text}`);
  // Who pays and when: the employer, a placement fee on the successful candidate only.
  if (hasAnyPhrase(text, feesPage.paidOnHireSynonyms)) parts.push(employerServices?.paragraphs[0] ?? '');
  if (hasAnyPhrase(text, feesPage.promise.synonyms)) parts.push(feesPage.promise.text);
  if (hasAnyPhrase(text, feesPage.employerTermsSynonyms)) parts.push(employerServices?.paragraphs[1] ?? '');

  if (parts.length === 0 || (amounts.length === 0 && entities.roles.length === 0 && !aboutCandidates)) {
    parts.unshift(paragraphs(`Our fees are a percentage of the successful candidate's first-year base salary, lower than traditional agencies:`, tierList()));
    if (parts.length === 1) parts.push(`Exclusive partners may negotiate reduced rates, and we respond to every new vacancy within ${RESPONSE_GUARANTEE_HOURS} hours. Details: our fees page (/our-fees).`);
  }
  return paragraphs(...parts);
}
