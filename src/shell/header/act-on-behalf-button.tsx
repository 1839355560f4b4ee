import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/index.ts';
import { PeopleIcon } from '../icons.tsx';
import type { ActOnBehalf } from '../shell-settings.tsx';

/** 'act on behalf' for the main user, 'select principal' while acting for someone (H-10). */
export const actOnBehalfLabelKey = (type: ActOnBehalf['currentPatientType']) =>
  type === 'main' ? 'header.actOnBehalf' : 'header.selectPrincipal';

/** Opens the principal-selection modal; the header shows it only when logged in (H-09). */
export function ActOnBehalfButton({
  actOnBehalf,
  className,
}: {
  actOnBehalf: ActOnBehalf;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      size="small"
      icon={<PeopleIcon />}
      className={className}
      onClick={actOnBehalf.open}
    >
      {t(actOnBehalfLabelKey(actOnBehalf.currentPatientType))}
    </Button>
  );
}
