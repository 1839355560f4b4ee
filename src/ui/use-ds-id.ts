import { useId } from 'react';
import { DIALOG_ID_PREFIX } from './tokens.ts';

/**
 * A stable, document-unique id such as `ds-dialog-r1`: React's `useId` with its underscores
 * removed, behind the design system's prefix.
 */
export function useDsId(kind: string, prefix: string = DIALOG_ID_PREFIX) {
  const reactId = useId().replace(/[^A-Za-z0-9]/g, '');
  return `${prefix}${kind}-${reactId}`;
}
