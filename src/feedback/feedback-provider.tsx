import {
  createContext,
  lazy,
  Suspense,
  use,
  useMemo,
  useState,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { i18n as I18n } from 'i18next';
import {
  defaultLanguage,
  isLanguage,
  loadCatalogueParts,
  serviceOf,
  useRouteLanguage,
} from '../i18n/index.ts';
import type { OpenedFeedbackDialog as Dialog } from './feedback-dialog.tsx';
import type { FeedbackType } from './feedback-state.ts';
import type { FeedbackContext } from './feedback-tags.ts';
import { personFeedbackStorage, shouldAskCustomerEffort } from './last-feedback.ts';

export interface FeedbackOpener {
  /** Opens the dialog: `type` and what opened it (B-06's trigger). */
  open: (type: FeedbackType, trigger: FeedbackContext['trigger']) => void;
  /** B-13: whether the signed-in person (or the visitor) is due the customer-effort question. */
  customerEffortDue: (now: number) => boolean;
}

const FeedbackOpenerContext = createContext<FeedbackOpener | null>(null);

/** The dialog of each i18n instance (the portal has one; tests make their own). */
const dialogs = new WeakMap<I18n, LazyExoticComponent<typeof Dialog>>();

/**
 * The dialog, loaded when first opened (few visits give feedback: the first page's budget,
 * bench:bundle), together with its catalogue part in the language of that moment, so it renders
 * at once when it comes and never suspends a second time. A language switch then loads the part
 * with the rest of the language (portal-i18n.ts).
 */
function feedbackDialog(i18n: I18n): LazyExoticComponent<typeof Dialog> {
  let dialog = dialogs.get(i18n);
  if (dialog === undefined) {
    dialog = lazy(async () => {
      const [module] = await Promise.all([
        import('./feedback-dialog.tsx'),
        loadCatalogueParts(i18n, isLanguage(i18n.language) ? i18n.language : defaultLanguage, [
          'feedback',
        ]),
      ]);
      return { default: module.OpenedFeedbackDialog };
    });
    dialogs.set(i18n, dialog);
  }
  return dialog;
}

/** The opener of the feedback dialog, or null outside a FeedbackProvider (e.g. embedded). */
export function useFeedbackOpener(): FeedbackOpener | null {
  return use(FeedbackOpenerContext);
}

export interface FeedbackProviderProps {
  /** the environment's service tags. */
  serviceTags: readonly string[];
  environment: string;
  /**
   * The signed-in person's key (`feedbackPersonKey`), undefined for a visitor: each person's
   * visitor id and last feedback time are their own. null: someone is signed in whose key is not
   * known yet, so nothing is read or written (no question, visitor `unknown`).
   */
  person?: string | null | undefined;
  children: ReactNode;
}

/** Holds the feedback dialog of the portal and gives its opener to the page (NS-50, B-13). */
export function FeedbackProvider({
  serviceTags,
  environment,
  person,
  children,
}: FeedbackProviderProps) {
  const [opened, setOpened] = useState<{
    type: FeedbackType;
    context: Omit<FeedbackContext, 'visitor'>;
  } | null>(null);
  const { pathname } = useLocation();
  const language = useRouteLanguage();
  // One component per i18n instance, made once (`dialogs`): not a new one each render.
  const FeedbackDialog = feedbackDialog(useTranslation().i18n);
  const storage = useMemo(() => {
    if (person === null) {
      return null;
    }
    try {
      return personFeedbackStorage(window.localStorage, person);
    } catch {
      return null;
    }
  }, [person]);
  const opener = useMemo<FeedbackOpener>(
    () => ({
      open: (type, trigger) => {
        setOpened({
          type,
          context: {
            serviceTags,
            service: serviceOf(pathname),
            trigger,
            environment,
            language,
            userAgent: navigator.userAgent,
          },
        });
      },
      // Storage blocked: no way to keep the 60 days, so do not ask.
      customerEffortDue: (now) => (storage ? shouldAskCustomerEffort(storage, now) : false),
    }),
    [serviceTags, environment, pathname, language, storage],
  );
  return (
    <FeedbackOpenerContext value={opener}>
      {children}
      {opened !== null && (
        <Suspense fallback={null}>
          {/* eslint-disable-next-line react-hooks/static-components -- made once per instance */}
          <FeedbackDialog
            type={opened.type}
            context={opened.context}
            storage={storage}
            onClose={() => {
              setOpened(null);
            }}
          />
        </Suspense>
      )}
    </FeedbackOpenerContext>
  );
}
