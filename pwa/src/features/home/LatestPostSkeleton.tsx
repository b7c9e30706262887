export function LatestPostSkeleton() {
  return (
    <div className="latest-post card latest-post--skeleton">
      <div className="latest-post__votes skeleton" />
      <div className="latest-post__body">
        <div className="skeleton skeleton--line skeleton--short" />
        <div className="skeleton skeleton--line" />
      </div>
    </div>
  );
}
