import { createContext, use, useEffect, useState } from 'react';
import { Spinner } from './spinner.tsx';

/** When loading counts as slow, and what the patient is then told (the app's K-21 settings). */
export interface SlowLoadingSettings {
  /** Milliseconds of loading before the notice, asked when loading starts. */
  afterMs: () => number;
  message: string;
}

/** Without settings (a test, the gallery), loading never counts as slow. */
export const SlowLoadingContext = createContext<SlowLoadingSettings | null>(null);

/**
 * The loading state of remote content: a labelled spinner, and once loading has taken longer than
 * the settings allow, the slow-loading notice in the spinner's own polite live region, so it is
 * announced without taking the focus.
 */
export function LoadingState({ label }: { label: string }) {
  const settings = use(SlowLoadingContext);
  const afterMs = settings?.afterMs;
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (afterMs === undefined) {
      return undefined;
    }
    const timer = setTimeout(() => {
      setSlow(true);
    }, afterMs());
    return () => {
      clearTimeout(timer);
    };
  }, [afterMs]);
  return <Spinner label={label} showLabel note={slow ? settings?.message : undefined} />;
}
