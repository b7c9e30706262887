import { rowsOfGenerations } from './generations';

/**
 * Value-guide estimates for the full-size lines without a file of their own: the four condition tiers in whole USD,
 * one estimate per generation (generations.ts), each naming the body style and engine it prices. Convertibles and
 * two-door hardtops bring more than the sedans and wagons most of these cars were; the notes say which is priced.
 */
export const fullSizeValuations = rowsOfGenerations([
  {
    modelSlug: 'chieftain',
    years: [1958, 1958],
    trim: 'Chieftain',
    values: [48000, 32000, 19000, 9500],
    notes:
      'Catalina two-door hardtop with the two-barrel 370. The one-year 1958 body; convertibles bring roughly half as much again, four-door sedans and Safari wagons less.',
  },
  {
    modelSlug: 'super-chief',
    years: [1958, 1958],
    trim: 'Super Chief',
    values: [52000, 35000, 21000, 10500],
    notes:
      'Catalina two-door hardtop with the four-barrel 370. Rarer than the Chieftain on the longer wheelbase; four-door sedans sell for about half.',
  },
  {
    modelSlug: 'star-chief',
    years: [1958, 1958],
    trim: 'Star Chief',
    values: [55000, 37000, 22000, 11000],
    notes:
      'Catalina two-door hardtop with the four-barrel 370. Four-door sedans and Catalina Vista hardtops sell for roughly half; the Custom Safari wagon is valued on its own.',
  },
  {
    modelSlug: 'star-chief',
    years: [1959, 1966],
    trim: 'Star Chief',
    values: [30000, 19000, 11500, 5500],
    notes:
      'Four-door Vista hardtop with the standard 389. Four-door pillared sedans bring about a fifth less; Tri-Power cars of 1959-1963 more.',
  },
  {
    modelSlug: 'catalina',
    years: [1959, 1960],
    trim: 'Catalina',
    values: [72000, 48000, 30000, 16000],
    notes:
      'Convertible with the two-barrel 389. Sport Coupe hardtops bring roughly 60% of these figures, sedans and Safari wagons less; Tri-Power adds roughly 10-15%.',
  },
  {
    modelSlug: 'catalina',
    years: [1961, 1964],
    trim: 'Catalina',
    values: [58000, 39000, 24000, 12500],
    notes:
      'Convertible with the 389. Sport Coupe hardtops bring about 60%, sedans less; 421 and Tri-Power cars bring significant premiums, and a genuine Super Duty car is valued individually.',
  },
  {
    modelSlug: 'catalina',
    years: [1965, 1970],
    trim: 'Catalina',
    values: [42000, 28000, 17000, 8500],
    notes:
      'Convertible with the 389 (400 from 1967). Hardtop coupes bring about 60%, sedans about a third; a 421 HO or 428 HO adds roughly 20%.',
  },
  {
    modelSlug: 'catalina',
    years: [1971, 1976],
    trim: 'Catalina',
    values: [22000, 14000, 8500, 4000],
    notes: 'Two-door hardtop coupe with the 400. The 1971-1972 convertibles bring roughly half as much again; sedans less.',
  },
  {
    modelSlug: 'catalina',
    years: [1977, 1981],
    trim: 'Catalina',
    values: [14000, 9000, 5500, 2500],
    notes: 'Downsized two-door coupe with the 301 V8. Four-door sedans bring about a fifth less.',
  },
  {
    modelSlug: 'executive',
    years: [1967, 1970],
    trim: 'Executive',
    values: [26000, 17000, 10000, 4800],
    notes:
      'Two-door hardtop with the 400. Four-door sedans and hardtops bring about a third less; Safari wagons with woodgrain sides are sought after and priced near the coupe.',
  },
  {
    modelSlug: 'grand-ville',
    years: [1971, 1975],
    trim: 'Grand Ville',
    values: [36000, 24000, 14500, 7000],
    notes:
      'Convertible (1971-1975) with the 455. Two-door hardtops bring roughly half, four-door hardtops less; the 1975 convertible, the last full-size Pontiac one, brings a little more.',
  },
  {
    modelSlug: 'grand-safari',
    years: [1971, 1976],
    trim: 'Grand Safari',
    values: [28000, 18000, 11000, 5000],
    notes:
      'Nine-passenger wagon with woodgrain sides, the 455 and the clamshell tailgate. The tailgate mechanism working is worth checking; rust in the lower tailgate and rear quarters is common.',
  },
  {
    modelSlug: 'grand-safari',
    years: [1977, 1978],
    trim: 'Grand Safari',
    values: [19000, 12000, 7000, 3200],
    notes: 'Downsized wagon with woodgrain sides and the 400 or 403. Wagons of this size have a following of their own.',
  },
  {
    modelSlug: 'parisienne',
    years: [1983, 1986],
    trim: 'Parisienne',
    values: [15000, 9500, 5500, 2500],
    notes: 'Four-door sedan (Brougham trim) with the 305 V8. Parisienne Safari wagons bring a little more; diesel and V6 cars less.',
  },
  {
    modelSlug: 'safari',
    years: [1958, 1960],
    trim: 'Safari',
    values: [42000, 28000, 17000, 8000],
    notes:
      'Four-door Safari wagon with the 370 or 389. The two-door 1958 Star Chief Custom Safari and Bonneville Custom Safaris are valued on their own and bring far more.',
  },
  {
    modelSlug: 'safari',
    years: [1961, 1970],
    trim: 'Safari',
    values: [32000, 21000, 12500, 6000],
    notes:
      'Full-size Catalina or Executive Safari wagon with the 389 or 400. Bonneville Safaris bring more, Tempest and LeMans Safaris less.',
  },
  {
    modelSlug: 'safari',
    years: [1971, 1976],
    trim: 'Safari',
    values: [22000, 14000, 8500, 4000],
    notes: 'Catalina Safari wagon with the 400 and the clamshell tailgate. Grand Safaris are in their own rows.',
  },
  {
    modelSlug: 'safari',
    years: [1977, 1986],
    trim: 'Safari',
    values: [16000, 10000, 6000, 2800],
    notes: 'Downsized full-size wagon (Catalina, Bonneville or Parisienne Safari) with a V8. Diesel cars bring less.',
  },
  {
    modelSlug: 'safari',
    years: [1987, 1989],
    trim: 'Safari',
    values: [18000, 11500, 7000, 3200],
    notes: 'The last rear-drive full-size Pontiac wagon, with the 307 V8 and woodgrain sides. Low-mileage cars bring a premium.',
  },
]);
