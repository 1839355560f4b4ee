import { useEffect, useState } from 'react';
import { useAuth } from '../../auth/index.ts';
import {
  FeedbackProvider,
  feedbackPersonKey,
  type FeedbackProviderProps,
} from '../../feedback/index.ts';

/**
 * The key of the signed-in person's feedback entries (`feedbackPersonKey`): undefined for a
 * visitor, null while the key of the person now signed in is being computed.
 */
export function useFeedbackPerson(): string | null | undefined {
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
  if (subject === undefined) {
    return undefined;
  }
  return known?.subject === subject ? known.key : null;
}

/**
 * The portal's feedback: the signed-in person's own entries, a visitor's the browser's. Its own
 * component, so that a change of the session re-renders the feedback's consumers only, never
 * the pages given as `children`.
 */
export function PersonFeedbackProvider(props: Omit<FeedbackProviderProps, 'person'>) {
  return <FeedbackProvider {...props} person={useFeedbackPerson()} />;
}
