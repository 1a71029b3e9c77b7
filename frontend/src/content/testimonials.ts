// Candidate and client testimonials for the candidates page carousel (fictional).

export type Testimonial = {
  readonly quote: string;
  readonly name: string;
  readonly role: string;
};

export const testimonials = [
  {
    quote:
      'They understood exactly what I was looking for after one conversation. Within three weeks I had two offers and accepted a financial controller role with a better package than I expected.',
    name: 'Aoife M.',
    role: 'Financial Controller, Dublin',
  },
  {
    quote:
      'As a newly qualified ACA I had no idea what I was worth. The salary advice and interview preparation made all the difference, and they kept in touch long after I started.',
    name: 'Cian O.',
    role: 'Newly Qualified Accountant, Cork',
  },
  {
    quote:
      'Every candidate they sent us had already been properly interviewed. We hired our new management accountant in under a month, at a fee well below what we paid agencies before.',
    name: 'Sinéad K.',
    role: 'Finance Director, Technology Company',
  },
  {
    quote:
      'I was moving back to Ireland after years abroad and needed someone who knew the local market. They met me in Galway, helped me get my CV right and found me a hybrid role that fits my life.',
    name: 'Darragh F.',
    role: 'Senior Financial Analyst, Galway',
  },
] as const satisfies readonly Testimonial[];
