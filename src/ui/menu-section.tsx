import { useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons.tsx';
import { useDsId } from './use-ds-id.ts';

export interface MenuSectionProps {
  /** The section's toggle text, e.g. "Omat tiedot". */
  title: ReactNode;
  children: ReactNode;
  /** Sections start expanded (H-11). */
  defaultExpanded?: boolean;
}

/** A collapsible group of menu entries, with its own disclosure button (H-11). */
export function MenuSection({ title, children, defaultExpanded = true }: MenuSectionProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const listId = useDsId('menu-section');
  return (
    <div className="ds-menu__section">
      <button
        type="button"
        className="ds-menu__section-button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => {
          setExpanded(!expanded);
        }}
      >
        <span>{title}</span>
        <ChevronDownIcon className="ds-menu__chevron" />
      </button>
      <ul id={listId} className="ds-menu__list" hidden={!expanded}>
        {children}
      </ul>
    </div>
  );
}
