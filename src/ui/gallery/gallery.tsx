// Through the index, which brings the design system's styles, every component's among them.
import { SkipLink } from '../index.ts';
import { AccordionExample } from './accordion-example.tsx';
import { ButtonsExample } from './buttons-example.tsx';
import { DialogExample } from './dialog-example.tsx';
import { FeedbackExample } from './feedback-example.tsx';
import { FormExample } from './form-example.tsx';
import { MenuExample } from './menu-example.tsx';
import { PaletteExample } from './palette-example.tsx';
import './gallery.css';

/**
 * Every design-system component in its variants and states, in Finnish sample text. A dev-only
 * page: the shell mounts it at a development route, never in production.
 */
export function UiGallery() {
  return (
    <>
      <SkipLink targetId="gallery-main">Siirry pääsisältöön</SkipLink>
      <header className="gallery__header">
        <div className="gallery__inner">
          <p className="gallery__brand">Asiointi</p>
          <p className="gallery__tagline">Komponenttikirjasto</p>
        </div>
      </header>
      <main id="gallery-main" className="gallery__inner gallery__main">
        <h1>Käyttöliittymän osat</h1>
        <p className="gallery__lead">
          Rauhallinen, selkeä ja saavutettava: jokainen komponentti kaikissa muunnelmissaan.
        </p>
        <MenuExample />
        <ButtonsExample />
        <FormExample />
        <DialogExample />
        <AccordionExample />
        <FeedbackExample />
        <PaletteExample />
      </main>
    </>
  );
}
