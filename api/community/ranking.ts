/**
 * The "Hot" order: the well-known time-decayed score (as Reddit published it).
 *
 *   hot = sign(score) * log10(max(|score|, 1)) + (createdAtSeconds - HOT_EPOCH_SECONDS) / 45000
 *
 * Every 45,000 s (12.5 h) of age weighs as much as a tenfold difference in score, so a post needs ten times
 * the votes to stay level with one 12.5 hours younger. It depends only on the score and the creation time,
 * never on "now", so it is stored (posts.hot_rank) and indexed, and recomputed whenever the score changes.
 */
export const HOT_EPOCH_SECONDS = 1_134_028_003;
export const HOT_DECAY_SECONDS = 45_000;

export function hotRank(score: number, createdAt: Date): number {
  const order = Math.log10(Math.max(Math.abs(score), 1));
  return Math.sign(score) * order + (createdAt.getTime() / 1000 - HOT_EPOCH_SECONDS) / HOT_DECAY_SECONDS;
}

/** The same formula in SQL, for `update posts set score = ..., hot_rank = <this>` (score is the new value). */
export const hotRankSql = (score: string, createdAt: string) =>
  `(sign(${score}) * log(greatest(abs(${score}), 1)::float8) + (extract(epoch from ${createdAt})::float8 - ${HOT_EPOCH_SECONDS}) / ${HOT_DECAY_SECONDS})`;
