export function ModelCardSkeleton() {
  return (
    <div className="model-card card model-card--skeleton" aria-hidden="true">
      <div className="model-card__media skeleton" />
      <div className="model-card__body">
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}
