import { useState } from 'react';
import { Button } from '../button.tsx';
import { Dialog } from '../dialog.tsx';
import { Example, GallerySection } from './gallery-section.tsx';

type OpenDialog = 'none' | 'principal' | 'expiration';

/** An ordinary dialog and the session-expiration dialog that only its buttons close. */
export function DialogExample() {
  const [open, setOpen] = useState<OpenDialog>('none');
  const close = () => {
    setOpen('none');
  };
  return (
    <GallerySection id="dialogs" title="Dialogit">
      <Example label="Esc ja taustan napsautus sulkevat / eivät sulje">
        <div className="gallery__row">
          <Button
            variant="secondary"
            onClick={() => {
              setOpen('principal');
            }}
          >
            Asioi toisen puolesta
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setOpen('expiration');
            }}
          >
            Istunnon päättyminen
          </Button>
        </div>
      </Example>
      <Dialog
        open={open === 'principal'}
        onClose={close}
        title="Kenen puolesta asioit?"
        description="Voit asioida huollettavasi puolesta. Valinta koskee kaikkia palveluita."
        closeLabel="Sulje"
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              Peruuta
            </Button>
            <Button onClick={close}>Valitse</Button>
          </>
        }
      >
        <ul className="gallery__choice-list">
          <li>Maija Meikäläinen (sinä)</li>
          <li>Olli Meikäläinen, 8 v</li>
          <li>Aino Meikäläinen, 12 v</li>
        </ul>
      </Dialog>
      <Dialog
        open={open === 'expiration'}
        onClose={close}
        role="alertdialog"
        size="small"
        title="Istuntosi on päättymässä"
        description="Turvallisuussyistä istunto päättyy kahden tunnin jälkeen. Kirjaudu uudelleen jatkaaksesi asiointia."
        closeOnEscape={false}
        closeOnOverlayClick={false}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              Kirjaudu ulos
            </Button>
            <Button onClick={close}>Kirjaudu uudelleen</Button>
          </>
        }
      />
    </GallerySection>
  );
}
