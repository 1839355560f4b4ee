import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/index.ts';
import { browser } from '../browser.ts';
import { ArrowLeftIcon, ReloadIcon } from '../icons.tsx';
import errorImage from '../images/error.svg';
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
