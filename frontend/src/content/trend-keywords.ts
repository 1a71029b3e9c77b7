// Keyword rules that decorate a market trend card from its description text.
// Each rule is independent: a description can show both the upward arrow and the shortage icon.

export type TrendBadge = 'Salary Impact' | 'Flexible Work' | 'Tech Skills' | 'High Demand';

export type TrendClassification = {
  /** 'increase', 'growth' or 'premium': upward arrow. */
  readonly upward: boolean;
  /** 'shortage' or 'unfilled': red down icon. */
  readonly shortage: boolean;
  /** In display order. */
  readonly badges: readonly TrendBadge[];
};

// Inflected forms are listed explicitly ('increasing', 'salaries'); 'AI' only as a whole word so
// that 'maintain' or 'detail' do not count as technology.
const upwardPattern = /\b(?:increase[sd]?|increasing|growth|premiums?)\b/i;
const shortagePattern = /\b(?:shortages?|unfilled)\b/i;

const badgeRules: readonly { readonly badge: TrendBadge; readonly pattern: RegExp }[] = [
  { badge: 'Salary Impact', pattern: /\b(?:salary|salaries|premiums?)\b/i },
  { badge: 'Flexible Work', pattern: /\b(?:remote(?:ly)?|hybrid)\b/i },
  { badge: 'Tech Skills', pattern: /\b(?:technology|technologies|technological|ai|digital\w*)\b/i },
  { badge: 'High Demand', pattern: /\b(?:shortages?|demand(?:s|ed)?)\b/i },
];

export function classifyTrend(description: string): TrendClassification {
  return {
    upward: upwardPattern.test(description),
    shortage: shortagePattern.test(description),
    badges: badgeRules.filter((rule) => rule.pattern.test(description)).map((rule) => rule.badge),
  };
}
