import type { Valuation } from './schemas';

export type ConditionTierKey = 'excellent' | 'good' | 'fair' | 'poor';

export interface ConditionTier {
  key: ConditionTierKey;
  /** The collector-guide number: #1 best to #4 worst. */
  rank: 1 | 2 | 3 | 4;
  label: string;
  /** The valuation field holding this tier's value. */
  field: 'excellentValue' | 'goodValue' | 'fairValue' | 'poorValue';
  /** One line, so owners do not overrate their car (hagerty.com/valuationtools/classifications-and-conditions). */
  description: string;
}

/** docs/product/limits.md: four tiers, excellent to poor, as collector-car value guides grade them (docs/reference.md). */
export const CONDITION_TIERS: readonly ConditionTier[] = [
  {
    key: 'excellent',
    rank: 1,
    label: 'Excellent',
    field: 'excellentValue',
    description: 'Concours: among the best in the world, as good as new or better. Very few cars qualify.',
  },
  {
    key: 'good',
    rank: 2,
    label: 'Good',
    field: 'goodValue',
    description: 'Could win a local or regional show; only close inspection finds flaws.',
  },
  {
    key: 'fair',
    rank: 3,
    label: 'Fair',
    field: 'fairValue',
    description: 'A driver with visible flaws that runs and drives well.',
  },
  {
    key: 'poor',
    rank: 4,
    label: 'Poor',
    field: 'poorValue',
    description: 'A daily driver with problems that needs work.',
  },
];

/** '#2 Good'. */
export const tierName = (tier: Pick<ConditionTier, 'rank' | 'label'>): string => `#${tier.rank} ${tier.label}`;

export function tierByKey(key: ConditionTierKey): ConditionTier {
  const tier = CONDITION_TIERS.find((item) => item.key === key);
  if (!tier) throw new Error(`Unknown condition tier ${key}`);
  return tier;
}

export interface TierValue {
  tier: ConditionTier;
  value: number;
}

/** A valuation's four values, #1 to #4. */
export function tierValues(valuation: Pick<Valuation, ConditionTier['field']>): TierValue[] {
  return CONDITION_TIERS.map((tier) => ({ tier, value: valuation[tier.field] }));
}
