/** First letters of up to two words of the name, uppercase; "A" when there is no name. */
export function initials(fullName: string | null | undefined): string {
  const letters = (fullName ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
  return letters || 'A';
}
