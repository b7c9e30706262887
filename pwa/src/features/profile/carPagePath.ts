/** A garage car's own page: under its owner's profile, so it opens from the garage the profile holds. */
export const carPagePath = (username: string, carId: string) =>
  `/profile/${encodeURIComponent(username)}/cars/${encodeURIComponent(carId)}`;
