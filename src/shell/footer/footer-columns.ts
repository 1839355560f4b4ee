/** H-15: the footer's navigation links go into two columns from this many links up. */
export const FOOTER_TWO_COLUMN_MIN_LINKS = 5;

/** How many columns the footer navigation uses for `linkCount` links (H-15). */
export const footerColumns = (linkCount: number): 1 | 2 =>
  linkCount >= FOOTER_TWO_COLUMN_MIN_LINKS ? 2 : 1;
