import { createContext, use, useState, type ReactNode } from 'react';

export interface AccordionToggle {
  id: string;
  expanded: boolean;
}

type OpenState =
  | {
      /** Controlled: the ids of the open sections. */
      open: readonly string[];
      onOpenChange: (open: string[], toggled: AccordionToggle) => void;
      defaultOpen?: never;
    }
  | {
      open?: never;
      /** Uncontrolled: the ids open at first. */
      defaultOpen?: readonly string[];
      onOpenChange?: (open: string[], toggled: AccordionToggle) => void;
    };

export type AccordionProps = OpenState & {
  children: ReactNode;
  /** Level of the headings that hold the section buttons; default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

interface AccordionContextValue {
  isOpen: (id: string) => boolean;
  toggle: (id: string) => void;
  headingLevel: 2 | 3 | 4 | 5 | 6;
}

const AccordionContext = createContext<AccordionContextValue | null>(null);

/** The accordion a section sits in; sections outside one are a programming error. */
export function useAccordion() {
  const context = use(AccordionContext);
  if (!context) {
    throw new Error('AccordionSection must be inside an Accordion.');
  }
  return context;
}

/**
 * Expandable sections. Open state is controlled (`open` + `onOpenChange`, e.g. from the
 * URL hash) or uncontrolled (`defaultOpen`); several sections may be open at once.
 */
export function Accordion({
  children,
  headingLevel = 3,
  open,
  defaultOpen,
  onOpenChange,
}: AccordionProps) {
  const [ownOpen, setOwnOpen] = useState<readonly string[]>(defaultOpen ?? []);
  const current = open ?? ownOpen;
  const value: AccordionContextValue = {
    headingLevel,
    isOpen: (id) => current.includes(id),
    toggle: (id) => {
      const expanded = !current.includes(id);
      const next = expanded ? [...current, id] : current.filter((openId) => openId !== id);
      if (open === undefined) {
        setOwnOpen(next);
      }
      onOpenChange?.(next, { id, expanded });
    },
  };
  return (
    <div className="ds-accordion">
      <AccordionContext value={value}>{children}</AccordionContext>
    </div>
  );
}
