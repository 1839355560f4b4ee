import type { ReactNode } from 'react';
import { useIsInShellLayout } from '../in-shell-layout.ts';
import { usePageTitle } from '../page-title.ts';
import './status-page.css';

export interface StatusPageProps {
  /** An illustration; `alt: ''` when it only decorates. */
  image: { src: string; alt: string };
  title: string;
  /** The page's description for search engines; the front page's lead by default. */
  description?: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** The shared look of the shell's one-message pages: illustration, one `h1`, text and actions. */
export function StatusPage({ image, title, description, children, actions }: StatusPageProps) {
  usePageTitle(title, description);
  const page = (
    <div className="shell-status-page">
      <img
        className="shell-status-page__image"
        src={image.src}
        alt={image.alt}
        width="240"
        height="160"
      />
      <h1 className="shell-status-page__title">{title}</h1>
      <div className="shell-status-page__text">{children}</div>
      {actions !== undefined && <div className="shell-status-page__actions">{actions}</div>}
    </div>
  );
  return useIsInShellLayout() ? (
    page
  ) : (
    <main id="main-content" tabIndex={-1} className="shell-standalone-main">
      {page}
    </main>
  );
}
