import { useId, type ReactNode } from 'react';

export interface InformationSectionProps {
  /** The localized anchor, when the URL hash can select the section. */
  id?: string | undefined;
  title: string;
  children: ReactNode;
}

/**
 * One section of my information: a region named by its heading. With an anchor it takes the
 * focus when the URL hash names it (see useSectionFromHash).
 */
export function InformationSection({ id, title, children }: InformationSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      tabIndex={id === undefined ? undefined : -1}
      aria-labelledby={headingId}
      className="my-information__section"
    >
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
