import { useState } from 'react';
import { AccordionSection } from '../accordion-section.tsx';
import { Accordion } from '../accordion.tsx';
import { ButtonLink } from '../button-link.tsx';
import { GallerySection } from './gallery-section.tsx';

const longText = Array.from(
  { length: 24 },
  (_, index) =>
    `Kappale ${index + 1}: kerro oireistasi mahdollisimman tarkasti. Hoitaja lukee viestisi ennen chatin alkua, jotta hän voi valmistautua.`,
);

/** Chat topics as accordion sections, one long enough to scroll inside (K-36). */
export function AccordionExample() {
  const [open, setOpen] = useState<string[]>(['12']);
  return (
    <GallerySection id="accordion" title="Haitarit">
      <Accordion
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
        }}
      >
        <AccordionSection id="12" title="Hoitajan chat: flunssa ja kuume">
          <p>
            Chat on auki arkisin klo 8–20. Arvioitu odotusaika on noin 15 minuuttia. Hoitaja arvioi
            tilanteesi ja ohjaa tarvittaessa lääkärille.
          </p>
          <ButtonLink href="#accordion">Aloita chat</ButtonLink>
        </AccordionSection>
        <AccordionSection id="34" title="Lääkärin chat: iho-oireet">
          {longText.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </AccordionSection>
        <AccordionSection id="56" title="Lapsen oireet" limitHeight={false}>
          <p>Lapsen puolesta voit asioida, kun olet valinnut hänet asioinnin kohteeksi.</p>
        </AccordionSection>
      </Accordion>
    </GallerySection>
  );
}
