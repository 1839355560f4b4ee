import { useTranslation } from 'react-i18next';
import { waitTimeOf, type QueueWait } from './wait-time.ts';

/** Q-60…Q-64, NS-30: the queue's wait time in words. */
export function WaitTimeMessage({ queue }: { queue: QueueWait }) {
  const { t } = useTranslation();
  const wait = waitTimeOf(queue);
  switch (wait.kind) {
    case 'closed':
      return t('chat.waitTime.closed');
    case 'none':
      return t('chat.waitTime.none');
    case 'unknown':
      return t('chat.waitTime.unknown', { length: wait.length });
    case 'lessThan':
      return t('chat.waitTime.lessThan', { minutes: wait.minutes });
    case 'moreThan':
      return t('chat.waitTime.moreThan');
  }
}
