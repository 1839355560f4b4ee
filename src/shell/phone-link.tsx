import { Fragment, type ReactNode } from 'react';
import { useShellSettings } from './shell-settings.tsx';

/** Stands in for the number while the translated sentence is split around it. */
const marker = '\u0000phone\u0000';

/**
 * A translated sentence with the customer-service number (NS-07) as a `tel:` link inside it:
 * `render` gets the marker to pass as `{{phone}}`, e.g.
 * `(phone) => t('identification.login.help', { phone })`.
 */
export function WithPhoneLink({
  render,
  className,
}: {
  render: (phone: string) => string;
  className?: string;
}) {
  const { customerServicePhone } = useShellSettings();
  const parts = render(marker).split(marker);
  const link = (
    <a href={`tel:${customerServicePhone.tel}`} className={className}>
      {customerServicePhone.display}
    </a>
  );
  const nodes: ReactNode[] = parts.flatMap((part, index) =>
    index === 0 ? [part] : [<Fragment key={index}>{link}</Fragment>, part],
  );
  return <>{nodes}</>;
}
