import { ModelListCardSkeleton } from './ModelListCardSkeleton';

/** docs/product/limits.md: twelve placeholder cards while the models load. */
export const MODEL_SKELETON_COUNT = 12;

export function ModelGridSkeleton() {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading models...
      </p>
      <div className="catalogue-grid skeleton-group">
        {Array.from({ length: MODEL_SKELETON_COUNT }, (_, index) => (
          <ModelListCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
