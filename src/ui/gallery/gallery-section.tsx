import type { ReactNode } from 'react';

/** One titled block of the gallery. */
export function GallerySection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="gallery__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** A small caption over an example. */
export function Example({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="gallery__example">
      <p className="gallery__example-label">{label}</p>
      {children}
    </div>
  );
}
