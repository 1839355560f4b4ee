// The survey frame's host in React: starts the protocol for the frame's lifetime (one attempt).
import { useEffect, useRef, type RefObject } from 'react';
import { startSurveyHost, type SurveyHost, type SurveyHostEffects } from './survey-host.ts';
import { browserTimers } from './throttle.ts';

/**
 * Listens to the frame in `frame` from `origin` while mounted. `effects` may change between
 * renders; the latest ones are used.
 */
export function useSurveyHost(
  frame: RefObject<HTMLIFrameElement | null>,
  origin: string,
  effects: SurveyHostEffects,
): RefObject<SurveyHost | null> {
  const latest = useRef(effects);
  const host = useRef<SurveyHost | null>(null);
  useEffect(() => {
    latest.current = effects;
  });
  useEffect(() => {
    const started = startSurveyHost({
      window,
      peer: { window: () => frame.current?.contentWindow ?? null, origin },
      timers: browserTimers,
      effects: {
        sendInit: () => latest.current.sendInit(),
        started: () => {
          latest.current.started();
        },
        resize: (height) => {
          latest.current.resize(height);
        },
        scrollToTop: () => {
          latest.current.scrollToTop();
        },
        navigation: (step) => {
          latest.current.navigation(step);
        },
        close: () => {
          latest.current.close();
        },
        succeed: (sessionId) => {
          latest.current.succeed(sessionId);
        },
        fail: (failure) => {
          latest.current.fail(failure);
        },
        log: (line) => {
          latest.current.log(line);
        },
      },
    });
    host.current = started;
    return () => {
      started.dispose();
      host.current = null;
    };
  }, [frame, origin]);
  return host;
}
