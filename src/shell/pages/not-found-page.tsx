import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { buttonClassName } from '../../ui/index.ts';
import { HomeIcon } from '../icons.tsx';
import notFoundImage from '../images/not-found.svg';
import { StatusPage } from './status-page.tsx';

/** An unknown address: a 404 picture and the way home; the path is logged once. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const language = useRouteLanguage();
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (logged.current !== pathname) {
      logged.current = pathname;
      console.warn('no match found', pathname);
    }
  }, [pathname]);
  return (
    <StatusPage
      image={{ src: notFoundImage, alt: t('notFound.imageAlt') }}
      title={t('notFound.title')}
      actions={
        <Link to={pathFor(language, 'frontpage.main')} className={buttonClassName({})}>
          <HomeIcon />
          <span>{t('notFound.returnHome')}</span>
        </Link>
      }
    >
      <p>{t('notFound.description')}</p>
    </StatusPage>
  );
}
