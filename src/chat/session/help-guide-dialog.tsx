import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/index.ts';

/** The help guide's address in a language: `?lang=` added. */
export function helpGuideAddress(url: string, language: string): string {
  const address = new URL(url);
  address.searchParams.set('lang', language);
  return address.href;
}

/**
 * The guide frame's sandbox: its own scripts and origin, links out in a new tab; never the
 * portal's tab (no `allow-top-navigation`), no forms, no dialogs.
 */
export const helpGuideSandbox =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/** the help guide in a frame, in a dialog. */
export function HelpGuideDialog({
  open,
  onClose,
  url,
  language,
}: {
  open: boolean;
  onClose: () => void;
  url: string;
  language: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('chat.session.help.title')}
      closeLabel={t('chat.session.help.close')}
      size="large"
    >
      <iframe
        className="chat-session__guide"
        title={t('chat.session.help.frameTitle')}
        src={helpGuideAddress(url, language)}
        sandbox={helpGuideSandbox}
        referrerPolicy="no-referrer"
      />
    </Dialog>
  );
}
