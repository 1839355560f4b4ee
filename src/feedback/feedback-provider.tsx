import { createContext, lazy, Suspense, use, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { serviceOf, useRouteLanguage } from '../i18n/index.ts';
import type { FeedbackType } from './feedback-state.ts';
import { feedbackTags, type FeedbackContext } from './feedback-tags.ts';

/** Loaded when first opened: few visits give feedback (the first page's budget, bench:bundle). */
const FeedbackDialog = lazy(() =>
  import('./feedback-dialog.tsx').then((module) => ({ default: module.FeedbackDialog })),
);

export interface FeedbackOpener {
  /** Opens the dialog: `type` and what opened it (B-06's trigger). */
  open: (type: FeedbackType, trigger: FeedbackContext['trigger']) => void;
}

const FeedbackOpenerContext = createContext<FeedbackOpener | null>(null);

/** The opener of the feedback dialog, or null outside a FeedbackProvider (e.g. embedded). */
export function useFeedbackOpener(): FeedbackOpener | null {
  return use(FeedbackOpenerContext);
}

/** Proposal: the analytics visitor id (B-06) until analytics exists: a random id per browser. */
export const visitorKey = 'tap.feedback_visitor_v1';

function visitorId(): string {
  try {
    const stored = window.localStorage.getItem(visitorKey);
    if (stored !== null && /^[0-9a-f]{16}$/.test(stored)) {
      return stored;
    }
    const made = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    window.localStorage.setItem(visitorKey, made);
    return made;
  } catch {
    return 'unknown';
  }
}

export interface FeedbackProviderProps {
  /** the environment's service tags. */
  serviceTags: readonly string[];
  environment: string;
  children: ReactNode;
}

/** Holds the feedback dialog of the portal and gives its opener to the page (NS-50, B-13). */
export function FeedbackProvider({ serviceTags, environment, children }: FeedbackProviderProps) {
  const [opened, setOpened] = useState<{
    type: FeedbackType;
    trigger: FeedbackContext['trigger'];
    tags: string[];
  } | null>(null);
  const { pathname } = useLocation();
  const language = useRouteLanguage();
  const opener = useMemo<FeedbackOpener>(
    () => ({
      open: (type, trigger) => {
        setOpened({
          type,
          trigger,
          tags: feedbackTags({
            serviceTags,
            service: serviceOf(pathname),
            trigger,
            environment,
            language,
            userAgent: navigator.userAgent,
            visitor: visitorId(),
          }),
        });
      },
    }),
    [serviceTags, environment, pathname, language],
  );
  return (
    <FeedbackOpenerContext value={opener}>
      {children}
      {opened !== null && (
        <Suspense fallback={null}>
          <FeedbackDialog
            type={opened.type}
            tags={opened.tags}
            onClose={() => {
              setOpened(null);
            }}
          />
        </Suspense>
      )}
    </FeedbackOpenerContext>
  );
}
