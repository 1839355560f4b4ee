import { useEffect, useState } from 'react';
import { useAuth } from '../auth/index.ts';
import { feedbackPersonKey } from '../feedback/index.ts';

/**
 * The key of the signed-in person's feedback entries (`feedbackPersonKey`), undefined for a
 * visitor and until the key of the person now signed in is known.
 */
export function useFeedbackPerson(): string | undefined {
  const subject = useAuth().user?.subject;
  const [known, setKnown] = useState<{ subject: string; key: string } | null>(null);
  useEffect(() => {
    if (subject === undefined) {
      return;
    }
    let current = true;
    void feedbackPersonKey(subject).then((key) => {
      if (current) {
        setKnown({ subject, key });
      }
    });
    return () => {
      current = false;
    };
  }, [subject]);
  return subject !== undefined && known?.subject === subject ? known.key : undefined;
}
