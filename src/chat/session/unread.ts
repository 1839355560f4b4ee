// specialist messages that arrive while the patient is not looking.

/** Whether the patient sees the page: visible and focused. */
export const isAttentive = (doc: Pick<Document, 'visibilityState' | 'hasFocus'>): boolean =>
  doc.visibilityState === 'visible' && doc.hasFocus();

/** The unread count after a specialist's message: counted only while not attentive. */
export const unreadAfterMessage = (count: number, attentive: boolean): number =>
  attentive ? 0 : count + 1;

/** The page title with the count in front, e.g. `(2) Yleislääkäri`. */
export const titleWithUnread = (title: string, unread: number): string =>
  unread > 0 ? `(${unread > 99 ? '99+' : unread}) ${title}` : title;

/** The favicon with a red badge (an SVG data: URL; the CSP's img-src allows data:). */
export function badgeFaviconUrl(unread: number): string {
  const label = unread > 9 ? '9+' : String(unread);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
    '<rect width="32" height="32" rx="6" fill="#1f4e8c"/>' +
    '<circle cx="22" cy="10" r="10" fill="#c8102e"/>' +
    `<text x="22" y="14.5" font-family="Arial,sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">${label}</text>` +
    '</svg>';
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
