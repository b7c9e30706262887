export function ModelListCardSkeleton() {
  return (
    <div className="catalogue-card card catalogue-card--skeleton" aria-hidden="true" data-testid="model-skeleton">
      <div className="catalogue-card__media skeleton" />
      <div className="catalogue-card__body">
        <div className="skeleton skeleton--line skeleton--short" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
      </div>
    </div>
  );
}
