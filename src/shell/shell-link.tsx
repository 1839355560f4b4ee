import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import type { LinkTarget } from './service-links.ts';

export type ShellLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { destination: LinkTarget };

/** A router `Link` inside the app, a plain `<a href>` (full page load) to anything else. */
export function ShellLink({ destination, children, ...rest }: ShellLinkProps) {
  switch (destination.kind) {
    case 'Internal':
      return (
        <Link {...rest} to={destination.to}>
          {children}
        </Link>
      );
    case 'FullPageLoad':
      return (
        <a {...rest} href={destination.href}>
          {children}
        </a>
      );
  }
}
