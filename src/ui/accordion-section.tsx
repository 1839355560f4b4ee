import { useRef, type ReactNode } from 'react';
import { useAccordion } from './accordion.tsx';
import { classNames } from './class-names.ts';
import { ChevronDownIcon } from './icons.tsx';
import { useDsId } from './use-ds-id.ts';
import { useOverflows } from './use-overflows.ts';

export interface AccordionSectionProps {
  /** Identifies the section in the open state, and is its element id (a URL hash target). */
  id: string;
  title: ReactNode;
  children: ReactNode;
  /**
   * Default true: the panel is at most `calc(32rem + 100px)` high and scrolls inside beyond it
   * (K-36). False lets it grow with its content.
   */
  limitHeight?: boolean;
}

/** One section: a heading with a real disclosure button, and its panel. */
export function AccordionSection({
  id,
  title,
  children,
  limitHeight = true,
}: AccordionSectionProps) {
  const { isOpen, toggle, headingLevel } = useAccordion();
  const baseId = useDsId('accordion');
  const expanded = isOpen(id);
  const panelRef = useRef<HTMLDivElement>(null);
  // A panel that scrolls must be reachable by keyboard (WCAG 2.1.1), as a named region.
  const scrolls = useOverflows(panelRef, expanded && limitHeight);
  const Heading = `h${headingLevel}` as const;
  return (
    // A URL hash names the section, which then takes the focus: focusable by script only.
    <div id={id} className="ds-accordion__section" tabIndex={-1}>
      <Heading className="ds-accordion__heading">
        <button
          type="button"
          id={`${baseId}-button`}
          className="ds-accordion__button"
          aria-expanded={expanded}
          aria-controls={`${baseId}-panel`}
          onClick={() => {
            toggle(id);
          }}
        >
          <span className="ds-accordion__title">{title}</span>
          <ChevronDownIcon className="ds-accordion__chevron" />
        </button>
      </Heading>
      <div
        ref={panelRef}
        id={`${baseId}-panel`}
        className={classNames('ds-accordion__panel', limitHeight && 'ds-accordion__panel--limited')}
        hidden={!expanded}
        role={scrolls ? 'region' : undefined}
        aria-labelledby={scrolls ? `${baseId}-button` : undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region needs a tab stop
        tabIndex={scrolls ? 0 : undefined}
      >
        <div className="ds-accordion__content">{children}</div>
      </div>
    </div>
  );
}
