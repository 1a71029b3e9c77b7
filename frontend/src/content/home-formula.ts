// The spreadsheet shown under 'Our Formula For Success:' on the home page: the inputs the formula
// reads and its two possible results (spec: IF CV x Skill >= Job Description then Job Offer, else Reject).

export const formulaSpreadsheet = {
  fileName: 'success-formula.xlsx',
  inputs: ['CV', 'Skill', 'Job Description'],
  resultHeading: 'Result',
  result: 'Job Offer',
  otherwiseLabel: 'Otherwise',
  otherwise: 'Reject',
  caption: "The formula's inputs and result",
} as const;
