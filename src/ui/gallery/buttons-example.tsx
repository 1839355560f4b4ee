import { useState } from 'react';
import { Button } from '../button.tsx';
import { ButtonLink } from '../button-link.tsx';
import { ArrowRightIcon } from '../icons.tsx';
import { Example, GallerySection } from './gallery-section.tsx';

/** Every button variant (K-26) in its states (K-27). */
export function ButtonsExample() {
  const [pressed, setPressed] = useState(true);
  const [saving, setSaving] = useState(false);
  return (
    <GallerySection id="buttons" title="Painikkeet">
      <Example label="primary ja secondary">
        <div className="gallery__row">
          <Button>Aloita chat</Button>
          <Button variant="secondary">Peruuta</Button>
          <Button icon={<ArrowRightIcon />} iconPosition="end">
            Jatka
          </Button>
          <Button size="small" variant="secondary">
            Pieni painike
          </Button>
        </div>
      </Example>
      <Example label="disabled, loading, checked">
        <div className="gallery__row">
          <Button disabled>Ei käytettävissä</Button>
          <Button variant="secondary" disabled>
            Ei käytettävissä
          </Button>
          <Button
            loading={saving}
            onClick={() => {
              setSaving(true);
              setTimeout(() => {
                setSaving(false);
              }, 2000);
            }}
          >
            Tallenna
          </Button>
          <Button loading>Tallennetaan</Button>
          <Button
            variant="secondary"
            pressed={pressed}
            onClick={() => {
              setPressed(!pressed);
            }}
          >
            Verkkomaksu käytössä
          </Button>
        </div>
      </Example>
      <Example label="ButtonLink">
        <div className="gallery__row">
          <ButtonLink href="#buttons" icon={<ArrowRightIcon />}>
            Siirry ajanvaraukseen
          </ButtonLink>
          <ButtonLink href="#buttons" variant="secondary">
            Omat tiedot
          </ButtonLink>
        </div>
      </Example>
      <div className="gallery__dark">
        <p className="gallery__example-label gallery__example-label--negative">
          primaryNegative ja secondaryNegative tummalla pohjalla
        </p>
        <div className="gallery__row">
          <Button variant="primaryNegative">Kirjaudu sisään</Button>
          <Button variant="secondaryNegative">Lue lisää</Button>
          <Button variant="secondaryNegative" pressed>
            Valittu
          </Button>
          <Button variant="primaryNegative" disabled>
            Ei käytettävissä
          </Button>
        </div>
      </div>
    </GallerySection>
  );
}
