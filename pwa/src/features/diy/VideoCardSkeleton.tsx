export function VideoCardSkeleton() {
  return (
    <div className="video-card card video-card--skeleton" data-testid="video-skeleton">
      <div className="video-card__media skeleton" />
      <div className="video-card__body">
        <div className="skeleton skeleton--line skeleton--short" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}
