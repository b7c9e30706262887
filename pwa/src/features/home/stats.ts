/** SPEC §2 Home: the stats strip's fixed texts. */
export const HOME_STATS = [
  { value: '12+', label: 'Models' },
  { value: '200+', label: 'Year/Trim Pages' },
  { value: '1.2K+', label: 'Members' },
  { value: '850+', label: 'Posts' },
] as const;

/** SPEC §9: the home page shows this many models (and as many skeletons while loading). */
export const HOME_MODEL_COUNT = 4;
