import { useState } from 'react';
import { Notice } from '../notice.tsx';
import { RemoteContent, type RemoteContentState } from '../remote-content.tsx';
import { Spinner } from '../spinner.tsx';
import { Example, GallerySection } from './gallery-section.tsx';

/** Notices in four tones, spinners, and remote content that fails once before it loads. */
export function FeedbackExample() {
  const [queue, setQueue] = useState<RemoteContentState<number>>({ kind: 'Failure' });
  const retry = () => {
    setQueue({ kind: 'Loading' });
    setTimeout(() => {
      setQueue({ kind: 'Success', value: 3 });
    }, 1500);
  };
  return (
    <GallerySection id="feedback" title="Ilmoitukset ja lataus">
      <Notice tone="info" title="Tietoa palvelusta" toneLabel="Tiedote">
        <p>Etävastaanotto on avoinna arkisin klo 8–20 ja viikonloppuisin klo 9–16.</p>
      </Notice>
      <Notice tone="success" toneLabel="Onnistui">
        <p>Suostumuksesi on tallennettu.</p>
      </Notice>
      <Notice tone="warning" title="Huoltokatko tänään klo 22–23" toneLabel="Varoitus">
        <p>Palvelu ei ole käytettävissä huoltokatkon aikana.</p>
      </Notice>
      <Notice tone="error" toneLabel="Virhe">
        <p>Chat-koodi on vanhentunut. Pyydä uusi koodi hoitajalta.</p>
      </Notice>
      <Example label="Spinner">
        <div className="gallery__row">
          <Spinner label="Ladataan" size="small" />
          <Spinner label="Ladataan" />
          <Spinner label="Ladataan" size="large" />
          <Spinner label="Ladataan jonon tilannetta" showLabel />
        </div>
      </Example>
      <Example label="RemoteContent: uudelleenyritys siirtää fokuksen (A-09)">
        <RemoteContent
          state={queue}
          loadingLabel="Ladataan jonon tilannetta"
          failureMessage="Jonon tilannetta ei saatu ladattua."
          retryLabel="Yritä uudelleen"
          onRetry={retry}
        >
          {(waiting) => <p>Jonossa on nyt {waiting} henkilöä edelläsi.</p>}
        </RemoteContent>
      </Example>
    </GallerySection>
  );
}
