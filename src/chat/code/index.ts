// The code page (Q-24…Q-28). Being built.
export function CodePage() {
  return null;
}
