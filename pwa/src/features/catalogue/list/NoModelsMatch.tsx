import { Button } from '@/ui/Button';

interface NoModelsMatchProps {
  filtered: boolean;
  onClear: () => void;
}

export function NoModelsMatch({ filtered, onClear }: NoModelsMatchProps) {
  if (!filtered) {
    return <p className="catalogue-empty">The model catalogue is being put together. Check back soon.</p>;
  }
  return (
    <div className="catalogue-empty">
      <h2 className="catalogue-empty__title">No models match</h2>
      <p>Try a different search, or clear the filters to see every model.</p>
      <Button variant="secondary" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}
