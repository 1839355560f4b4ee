import { useTranslation } from 'react-i18next';
import { Button, Dialog, useLeaveQuestion, type LeavesPage } from '../../ui/index.ts';
import { leavesThePage } from './leave-rules.ts';

const leavesSession: LeavesPage = (current, next) => leavesThePage(current.pathname, next.pathname);

/**
 * while `active`, leaving asks first: the browser's own prompt on unload or reload
 * (`beforeunload`), and an accessible confirm dialog for the portal's own navigations. A session
 * that ends while the question is open lets the navigation through.
 */
export function LeaveGuard({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const { blocker } = useLeaveQuestion(active, leavesSession);

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
