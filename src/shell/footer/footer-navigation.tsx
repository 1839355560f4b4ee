import { ShellLink } from '../shell-link.tsx';
import type { LinkTarget } from '../service-links.ts';
import { footerColumns } from './footer-columns.ts';

export interface FooterNavigationLink {
  key: string;
  label: string;
  destination: LinkTarget;
}

/** The footer's navigation links, in two columns when there are five or more (H-15). */
export function FooterNavigation({ links }: { links: readonly FooterNavigationLink[] }) {
  const columns = footerColumns(links.length);
  return (
    <ul
      className={`shell-footer__nav-list shell-footer__nav-list--${columns}`}
      data-columns={columns}
    >
      {links.map(({ key, label, destination }) => (
        <li key={key}>
          <ShellLink destination={destination}>{label}</ShellLink>
        </li>
      ))}
    </ul>
  );
}
