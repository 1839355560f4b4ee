import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button, Dialog } from '../../ui/index.ts';
import { leavesThePage } from './leave-rules.ts';

/**
 * while `active`, leaving asks first: the browser's own prompt on unload or reload
 * (`beforeunload`), and an accessible confirm dialog for the portal's own navigations.
 */
export function LeaveGuard({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && leavesThePage(currentLocation.pathname, nextLocation.pathname),
  );

  useEffect(() => {
    if (!active) {
      return undefined;
    }
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [active]);

  // A session that ends while the question is open lets the navigation through.
  useEffect(() => {
    if (!active && blocker.state === 'blocked') {
      blocker.proceed();
    }
  }, [active, blocker]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      role="alertdialog"
      size="small"
      title={t('chat.session.leave.title')}
      description={t('chat.session.leave.text')}
      onClose={() => {
        if (blocker.state === 'blocked') {
          blocker.reset();
        }
      }}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              if (blocker.state === 'blocked') {
                blocker.reset();
              }
            }}
          >
            {t('chat.session.leave.stay')}
          </Button>
          <Button
            onClick={() => {
              if (blocker.state === 'blocked') {
                blocker.proceed();
              }
            }}
          >
            {t('chat.session.leave.leave')}
          </Button>
        </>
      }
    />
  );
}
