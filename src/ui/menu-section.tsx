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

/**
 * A collapsible group of menu entries, with its own disclosure button (H-11). The menu opens
 * before the app runs (menu.tsx); a press on this button then is kept and replayed once the app
 * runs (src/app/start/event-replay.ts), named by the list's id, which the hydration keeps.
 */
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
        data-replay={listId}
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
