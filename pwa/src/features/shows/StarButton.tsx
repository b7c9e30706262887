interface StarButtonProps {
  starred: boolean;
  /** What is starred, for the accessible name: "car 12", "Judging at 1:00 PM". */
  what: string;
  onToggle: () => void;
}

/** Adds to or removes from "My show" (kept on this device). A toggle button: its name stays, its state is pressed. */
export function StarButton({ starred, what, onToggle }: StarButtonProps) {
  return (
    <button type="button" className="show-star" aria-pressed={starred} aria-label={`Star ${what}`} onClick={onToggle}>
      <span aria-hidden="true">{starred ? '★' : '☆'}</span>
    </button>
  );
}
