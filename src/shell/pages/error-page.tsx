import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/index.ts';
import { browser } from '../browser.ts';
import { ArrowLeftIcon, ReloadIcon } from '../icons.tsx';
// A file of its own, not inlined into the first page's JavaScript as Vite inlines small images:
// every visit would carry it for the few that fail. It is decorative (no text), so a network that
// failed leaves the page its text and actions.
import errorImage from '../images/error.svg?no-inline';
import { StatusPage } from './status-page.tsx';

/**
 * The generic error page (H-20, E-22): reload, or back to where the patient was. It needs no
 * router, so an error boundary anywhere can show it.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      image={{ src: errorImage, alt: '' }}
      title={t('errorPage.title')}
      actions={
        <>
          <Button
            icon={<ReloadIcon />}
            onClick={() => {
              browser.reloadPage();
            }}
          >
            {t('errorPage.reload')}
          </Button>
          <Button
            variant="secondary"
            icon={<ArrowLeftIcon />}
            onClick={() => {
              browser.historyBack();
            }}
          >
            {t('errorPage.back')}
          </Button>
        </>
      }
    >
      <p>{t('errorPage.description')}</p>
    </StatusPage>
  );
}
