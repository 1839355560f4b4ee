import { useState } from 'react';
import { Button } from '../button.tsx';
import { SaveStateNotice, type SaveState } from '../save-state-notice.tsx';
import { TextField } from '../text-field.tsx';
import { Example, GallerySection } from './gallery-section.tsx';

const counterLabel = (current: number, limit: number) => `${current} merkkiä, enintään ${limit}`;

/** The gallery's sample save state of each kind; retrying an error succeeds. */
function sampleSaveState(kind: SaveState['kind'], onRetry: () => void): SaveState {
  switch (kind) {
    case 'Clear':
      return { kind };
    case 'Success':
      return { kind, message: 'Yhteystietosi on tallennettu.' };
    case 'Error':
      return {
        kind,
        message: 'Tietojen tallennus epäonnistui. Tarkista yhteys ja yritä uudelleen.',
        retryLabel: 'Yritä uudelleen',
        onRetry,
      };
  }
}

/** Text fields in their states, and the three save states of a form. */
export function FormExample() {
  const [saveKind, setSaveKind] = useState<SaveState['kind']>('Error');
  const saveState = sampleSaveState(saveKind, () => {
    setSaveKind('Success');
  });
  return (
    <GallerySection id="forms" title="Lomakkeet">
      <div className="gallery__grid">
        <div>
          <TextField name="givenNames" label="Etunimet" defaultValue="Maija Liisa" />
          <TextField
            name="email"
            type="email"
            label="Sähköpostiosoite"
            hint="Lähetämme vahvistuksen tähän osoitteeseen."
            autoComplete="email"
          />
          <TextField
            name="phone"
            type="tel"
            label="Puhelinnumero"
            defaultValue="040 12"
            error="Puhelinnumerossa on oltava 5–12 numeroa."
          />
          <TextField name="postCode" label="Postinumero" disabled defaultValue="00100" />
        </div>
        <div>
          <TextField
            name="message"
            label="Viesti hoitajalle"
            hint="Älä kirjoita viestiin henkilötunnustasi."
            multiline
            counterLimit={500}
            counterLabel={counterLabel}
            defaultValue="Hei! Minulla on ollut kuumetta kolme päivää."
          />
          <TextField name="code" label="Chat-koodi" counterLimit={8} defaultValue="AB12CD34E" />
        </div>
      </div>
      <Example label="SaveStateNotice">
        <div className="gallery__row">
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              setSaveKind('Clear');
            }}
          >
            Clear
          </Button>
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              setSaveKind('Success');
            }}
          >
            Success
          </Button>
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              setSaveKind('Error');
            }}
          >
            Error
          </Button>
        </div>
        <SaveStateNotice state={saveState} />
      </Example>
    </GallerySection>
  );
}
