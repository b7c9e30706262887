import { rowsOfGenerations } from './generations';

/**
 * Value-guide estimates for the compacts and small cars (and the full-size Ventura of 1960-1961), one estimate per
 * generation (generations.ts), each naming the body style and engine it prices.
 */
export const compactValuations = rowsOfGenerations([
  {
    modelSlug: 'ventura',
    years: [1960, 1961],
    trim: 'Ventura',
    values: [50000, 33000, 20000, 10000],
    notes: 'Sport Coupe two-door hardtop with the 389. Vista four-door hardtops bring about half; Tri-Power adds roughly 10-15%.',
  },
  {
    modelSlug: 'ventura',
    years: [1962, 1970],
    trim: 'Catalina Ventura',
    values: [40000, 26000, 16000, 8000],
    notes: 'Catalina two-door hardtop with the Ventura trim and the 389 (400 from 1967). Four-door hardtops bring less; 421 cars more.',
  },
  {
    modelSlug: 'ventura',
    years: [1971, 1977],
    trim: 'Ventura',
    values: [15000, 9500, 5500, 2500],
    notes:
      'X-body coupe with the 350. Six-cylinder cars and sedans bring less; the Sprint and the 1974 GTO option more (the GTO is in its own rows).',
  },
  {
    modelSlug: 'astre',
    years: [1975, 1977],
    trim: 'Astre',
    values: [10000, 6000, 3500, 1500],
    notes:
      'Hatchback coupe with the 2.3 litre four. Safari wagons bring about the same, the GT package a little more; rust is the usual fault.',
  },
  {
    modelSlug: 'sunbird',
    years: [1976, 1980],
    trim: 'Sunbird',
    values: [10500, 6500, 3700, 1600],
    notes: 'Notchback coupe with the 3.8 V6. Four-cylinder cars and Safari wagons bring less; the Formula package a little more.',
  },
  {
    modelSlug: 'phoenix',
    years: [1977, 1979],
    trim: 'Phoenix',
    values: [12000, 7500, 4300, 2000],
    notes: 'Rear-drive X-body coupe with the 305 V8. Six-cylinder cars and sedans bring less; the LJ trim a little more.',
  },
  {
    modelSlug: 'phoenix',
    years: [1980, 1984],
    trim: 'Phoenix',
    values: [7000, 4200, 2400, 1000],
    notes: 'Front-drive coupe with the 2.8 V6. The SJ and 1983-1984 SE bring more; four-cylinder hatchbacks less.',
  },
  {
    modelSlug: 't1000',
    years: [1981, 1987],
    trim: 'T1000',
    values: [6000, 3500, 2000, 800],
    notes: 'Three-door hatchback with the 1.6 litre four. Five-door hatchbacks bring a little less; few survive unrusted.',
  },
  {
    modelSlug: 'j2000',
    years: [1982, 1989],
    trim: 'J2000',
    values: [6000, 3500, 2000, 800],
    notes:
      'Coupe or hatchback with the 1.8 or 2.0 litre four (J2000, 2000, 2000 Sunbird or Sunbird by year). Sedans and wagons bring less.',
  },
  {
    modelSlug: 'j2000',
    years: [1983, 1989],
    trim: 'Convertible',
    values: [12000, 7500, 4200, 1800],
    notes: 'Convertible with the 1.8 or 2.0 litre four; the turbocharged GT convertible of 1985-1989 brings about a third more.',
  },
]);
