/** The first word of `givenNames`, for the user-menu button (H-04): "Maija Liisa" → "Maija". */
export function firstGivenName(givenNames: string): string {
  return givenNames.trim().split(/\s+/)[0] ?? '';
}
