// O-07…O-16: the host side of the survey frame's protocol, without React: the message listener,
// the gate (frame window and origin), the schema, the queue, the handshake's time limit and what
// each message does. Pure apart from the `window` it is given.
import { createMessageQueue, isFromSurvey, type Handled, type SurveyPeer } from './message-gate.ts';
import { readSurveyMessage, type SurveyMessage } from './survey-protocol.ts';
import { layoutThrottleMs, throttle, type Timers } from './throttle.ts';

/** Proposal: the frame has this long from the page's start to load or say `Ready`. */
export const surveyReadyTimeoutMs = 20_000;

/** Why the survey ended in the fallback page (O-07); logged, never shown. */
export type SurveyFailure =
  | { kind: 'SurveyError'; code: string | undefined }
  | { kind: 'NotReady' }
  | { kind: 'FrameError' }
  | { kind: 'InitFailed' };

export interface SurveyHostEffects {
  /** Posts `Init` to the frame (the host fetches what it needs first). */
  sendInit: () => Promise<void>;
  /** The frame has loaded or said `Ready`, and has been sent `Init`. */
  started: () => void;
  resize: (height: number) => void;
  scrollToTop: () => void;
  /** O-14, NS-41: a step change inside the survey. */
  navigation: (step: string | undefined) => void;
  /** O-11: the patient closed the survey. */
  close: () => void;
  /** O-10: the survey is done with this session id. */
  succeed: (sessionId: string) => void;
  /** O-07: the fallback page. */
  fail: (failure: SurveyFailure) => void;
  /** Lines for the console: message types and failure kinds only, never payloads. */
  log: (line: string) => void;
}

export interface SurveyHost {
  /** The frame's `load` event: `Init` goes then unless a `Ready` came first (once either way). */
  frameLoaded: () => void;
  /** The frame's `error` event (O-07). */
  frameError: () => void;
  dispose: () => void;
}

export function startSurveyHost(options: {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  peer: SurveyPeer;
  effects: SurveyHostEffects;
  timers: Timers;
}): SurveyHost {
  const { window, peer, effects, timers } = options;
  const resize = throttle(effects.resize, layoutThrottleMs, timers);
  let started = false;
  let initSent = false;

  const failWith = (failure: SurveyFailure): Handled => {
    effects.log(`[survey] failed: ${failure.kind}`);
    effects.fail(failure);
    return 'Done';
  };

  const sendInit = async (): Promise<Handled> => {
    timers.clearTimeout(readyTimer);
    started = true;
    initSent = true;
    try {
      await effects.sendInit();
    } catch {
      return failWith({ kind: 'InitFailed' });
    }
    effects.started();
    return 'Continue';
  };

  // Init carries the survey's token, so it goes once: on the frame's load (a survey may never say
  // Ready) or on its first Ready, whichever comes first; a later Ready gets nothing.
  const handle = async (message: SurveyMessage | { type: 'Loaded' }): Promise<Handled> => {
    switch (message.type) {
      case 'Loaded':
      case 'Ready':
        if (initSent) {
          if (message.type === 'Ready') {
            effects.log('[survey] Ready after Init: Init is not sent again');
          }
          return 'Continue';
        }
        return sendInit();
      case 'Error':
        return failWith({ kind: 'SurveyError', code: message.payload?.code });
      case 'Success':
        effects.succeed(message.payload.sessionId);
        return 'Done';
      case 'Close':
        effects.close();
        return 'Done';
      case 'Layout':
        resize.call(message.payload.height);
        return 'Continue';
      case 'ScrollToTop':
        effects.scrollToTop();
        return 'Continue';
      case 'Navigation':
        effects.navigation(message.payload?.step);
        return 'Continue';
    }
  };

  const queue = createMessageQueue(handle, (error) => {
    effects.log(`[survey] a message failed: ${error instanceof Error ? error.name : 'unknown'}`);
  });

  const readyTimer = timers.setTimeout(() => {
    if (!started) {
      queue.stop();
      failWith({ kind: 'NotReady' });
    }
  }, surveyReadyTimeoutMs);

  const onMessage = (event: MessageEvent) => {
    if (!isFromSurvey(event, peer)) {
      return;
    }
    const read = readSurveyMessage(event.data);
    switch (read.kind) {
      case 'Message':
        queue.push(read.message);
        return;
      case 'Unknown':
        // O-15.
        effects.log(`[survey] unknown message type: ${read.type}`);
        return;
      case 'Malformed':
        effects.log(`[survey] malformed message ignored: ${read.type ?? '(no type)'}`);
        return;
    }
  };
  window.addEventListener('message', onMessage);

  const dispose = () => {
    window.removeEventListener('message', onMessage);
    timers.clearTimeout(readyTimer);
    resize.cancel();
    queue.stop();
  };

  return {
    frameLoaded: () => {
      queue.push({ type: 'Loaded' });
    },
    frameError: () => {
      queue.stop();
      timers.clearTimeout(readyTimer);
      failWith({ kind: 'FrameError' });
    },
    dispose,
  };
}
