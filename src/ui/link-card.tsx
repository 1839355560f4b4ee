import type { ReactNode } from 'react';
import { ArrowRightIcon } from './icons.tsx';

export interface LinkCardProps {
  /**
   * The card's link, given the class that makes it the card's title and its whole area to press:
   * a router link, a shell link or a plain `<a>` (the design system knows no router).
   */
  link: (className: string) => ReactNode;
  description: ReactNode;
  /** A decorative icon in a circle before the text. */
  icon?: ReactNode;
  /** Level of the title heading; default 3. */
  headingLevel?: 2 | 3 | 4;
}

/** A list item that is one link: title, description and an arrow; the whole card is pressable. */
export function LinkCard({ link, description, icon, headingLevel = 3 }: LinkCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="ds-link-card">
      {icon !== undefined && <span className="ds-link-card__icon">{icon}</span>}
      <div className="ds-link-card__body">
        <Heading className="ds-link-card__title">{link('ds-link-card__link')}</Heading>
        <p className="ds-link-card__description">{description}</p>
      </div>
      <ArrowRightIcon className="ds-link-card__arrow" />
    </li>
  );
}
