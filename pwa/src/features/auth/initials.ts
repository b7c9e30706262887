/**
 * Two uppercase letters for the avatar: first letters of the first two words,
 * or the first two letters of a one-word name.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const [first, second] = words;
  if (!first) return '?';
  const letters = second ? [...first].slice(0, 1).concat([...second].slice(0, 1)) : [...first].slice(0, 2);
  return letters.join('').toUpperCase();
}
