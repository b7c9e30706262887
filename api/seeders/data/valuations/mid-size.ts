import { rowsOfGenerations } from './generations';

/**
 * Value-guide estimates for the intermediates without a file of their own (the Tempest, LeMans, Grand Am, Can Am and
 * 6000), one estimate per generation (generations.ts), each naming the body style and engine it prices.
 */
export const midSizeValuations = rowsOfGenerations([
  {
    modelSlug: 'tempest',
    years: [1961, 1963],
    trim: 'Tempest',
    values: [22000, 14000, 8500, 4000],
    notes:
      'Coupe with the Trophy 4 and the rear transaxle. Convertibles bring roughly a third more; the aluminium 215 V8 and 326 V8 add value. Transaxle parts are scarce.',
  },
  {
    modelSlug: 'tempest',
    years: [1964, 1967],
    trim: 'Tempest',
    values: [27000, 17500, 10500, 5000],
    notes:
      'Tempest Custom two-door hardtop with the 326 V8. Six-cylinder sedans bring about half; the Sprint OHC six of 1966-1967 has a following of its own.',
  },
  {
    modelSlug: 'tempest',
    years: [1968, 1970],
    trim: 'Tempest',
    values: [24000, 15500, 9500, 4500],
    notes: 'Tempest Custom S two-door hardtop with the 350. Pillared coupes and sedans bring less, convertibles roughly a third more.',
  },
  {
    modelSlug: 'lemans',
    years: [1962, 1963],
    trim: 'LeMans',
    values: [26000, 17000, 10000, 4800],
    notes: 'Tempest LeMans convertible with the Trophy 4. Coupes bring about a quarter less; the 326 V8 of 1963 adds value.',
  },
  {
    modelSlug: 'lemans',
    years: [1964, 1967],
    trim: 'LeMans',
    values: [42000, 28000, 17000, 8500],
    notes: 'Convertible with the 326 V8. Hardtop coupes bring about 70%, sedans about half; GTO-optioned cars are in the GTO rows.',
  },
  {
    modelSlug: 'lemans',
    years: [1968, 1972],
    trim: 'LeMans',
    values: [34000, 22500, 13500, 6500],
    notes: 'LeMans Sport two-door hardtop with the 350. Convertibles (to 1970, 1972 GTO excepted) bring roughly a third more, sedans less.',
  },
  {
    modelSlug: 'lemans',
    years: [1973, 1977],
    trim: 'LeMans',
    values: [19000, 12000, 7000, 3300],
    notes: 'Colonnade LeMans Sport Coupe with the 350 or 400. GT and Can Am versions bring more; sedans and wagons less.',
  },
  {
    modelSlug: 'lemans',
    years: [1978, 1981],
    trim: 'LeMans',
    values: [13000, 8000, 4800, 2200],
    notes: 'Downsized two-door coupe with the 301 V8. The 1979-1981 Grand LeMans brings a little more, V6 sedans less.',
  },
  {
    modelSlug: 'lemans',
    years: [1988, 1989],
    trim: 'LeMans',
    values: [6500, 3800, 2000, 900],
    notes: 'Korean-built hatchback with the 1.6 litre four. Few survive in good condition; GSE models bring a little more.',
  },
  {
    modelSlug: 'grand-am',
    years: [1973, 1975],
    trim: 'Grand Am',
    values: [29000, 19000, 11500, 5500],
    notes:
      'Colonnade two-door coupe with the 400 and the Endura nose. Four-door sedans bring about a third less; the 455 and four-speed cars bring more.',
  },
  {
    modelSlug: 'grand-am',
    years: [1978, 1980],
    trim: 'Grand Am',
    values: [17000, 11000, 6500, 3000],
    notes: 'A-body two-door coupe with the 301 V8. Four-door sedans bring less.',
  },
  {
    modelSlug: 'grand-am',
    years: [1985, 1989],
    trim: 'Grand Am',
    values: [7500, 4500, 2500, 1000],
    notes: 'Front-drive N-body coupe with the 3.0 V6 (SE) or 2.0 turbo four (1987-1989 SE). Base four-cylinder cars and sedans bring less.',
  },
  {
    modelSlug: 'can-am',
    years: [1977, 1977],
    trim: 'Can Am',
    values: [48000, 32000, 20000, 10000],
    notes:
      "Can Am coupe with the 400 and Turbo Hydra-Matic, about 1,400 built. The shaker scoop, spoiler and graphics being original matters; California cars carry Oldsmobile's 403.",
  },
  {
    modelSlug: '6000',
    years: [1982, 1989],
    trim: '6000',
    values: [6000, 3500, 2000, 800],
    notes: 'Four-door sedan with the 2.8 V6. Coupes bring a little more, four-cylinder cars less; the STE is in its own rows.',
  },
  {
    modelSlug: '6000',
    years: [1983, 1989],
    trim: '6000 STE',
    values: [10000, 6000, 3300, 1400],
    notes: 'STE sedan with the high-output 2.8 V6 (3.1 for 1989). The 1988-1989 all-wheel-drive STE is valued on its own and brings more.',
  },
]);
