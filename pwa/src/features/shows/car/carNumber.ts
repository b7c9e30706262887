/** A car's number as its address writes it (`/events/:id/cars/12`): NaN unless one to five digits. */
export const parseCarNumber = (raw: string): number => (/^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN);
