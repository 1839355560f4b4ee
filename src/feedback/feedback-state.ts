// The feedback form as a pure state machine (B-08…B-15): what the form shows and which request,
// if any, an event sends. The dialog performs the sends and reports their outcome back.

export type FeedbackType = 'nps' | 'ces' | 'open';

/** B-02, B-03: the scales of the scored types. */
export const scales = {
  nps: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  ces: [1, 2, 3, 4, 5],
} as const;

export interface FeedbackState {
  type: FeedbackType;
  /** The score being sent or sent; null while none is. */
  score: number | null;
  /** B-09: the id of the sent score; set, the score options are locked. */
  externalId: string | null;
  comment: string;
  /** B-14: open feedback left blank on submit or blur. */
  commentInvalid: boolean;
  /** B-12: what is in flight; another send is ignored meanwhile. */
  sending: null | { kind: 'score' | 'comment'; externalId: string };
  /** E-04: the last send failed; the form stays usable. */
  failed: boolean;
  /** B-11: 'Thank you for your response!' after an open send or the comment update. */
  thanked: boolean;
}

/** One call of the feedback service (C-35). */
export interface FeedbackRequest {
  externalId: string;
  score?: number;
  comment: string;
  updateIfExists: boolean;
}

export type FeedbackEvent =
  | { kind: 'ScoreChosen'; score: number }
  | { kind: 'CommentChanged'; comment: string }
  | { kind: 'CommentLeft' }
  | { kind: 'Submitted' }
  | { kind: 'SendSucceeded' }
  | { kind: 'SendFailed' };

export interface Transition {
  state: FeedbackState;
  /** The request to send now, if the event sends one. */
  send?: FeedbackRequest;
}

export const initialFeedbackState = (type: FeedbackType): FeedbackState => ({
  type,
  score: null,
  externalId: null,
  comment: '',
  commentInvalid: false,
  sending: null,
  failed: false,
  thanked: false,
});

const blank = (text: string) => text.trim() === '';

/**
 * The next state for `event`. `newId` makes a fresh feedback id (B-05) for a first send; an
 * update reuses the kept one (B-10).
 */
export function transition(
  state: FeedbackState,
  event: FeedbackEvent,
  newId: () => string,
): Transition {
  switch (event.kind) {
    case 'ScoreChosen': {
      const scale: readonly number[] = state.type === 'open' ? [] : scales[state.type];
      if (state.sending !== null || state.externalId !== null || !scale.includes(event.score)) {
        return { state };
      }
      // B-08: the choice is sent at once, with no comment yet.
      const externalId = newId();
      return {
        state: {
          ...state,
          score: event.score,
          sending: { kind: 'score', externalId },
          failed: false,
          thanked: false,
        },
        send: { externalId, score: event.score, comment: '', updateIfExists: false },
      };
    }
    case 'CommentChanged':
      return {
        state: {
          ...state,
          comment: event.comment,
          commentInvalid: state.commentInvalid && blank(event.comment),
          thanked: false,
        },
      };
    case 'CommentLeft':
      return {
        state: { ...state, commentInvalid: state.type === 'open' && blank(state.comment) },
      };
    case 'Submitted': {
      if (state.sending !== null) {
        return { state };
      }
      if (state.type === 'open') {
        if (blank(state.comment)) {
          return { state: { ...state, commentInvalid: true } };
        }
        const externalId = newId();
        return {
          state: { ...state, sending: { kind: 'comment', externalId }, failed: false },
          send: { externalId, comment: state.comment, updateIfExists: false },
        };
      }
      if (state.externalId === null || state.score === null) {
        return { state };
      }
      if (blank(state.comment)) {
        // B-15: the comment is optional; without one there is nothing to update.
        return { state: { ...initialFeedbackState(state.type), thanked: true } };
      }
      return {
        state: {
          ...state,
          sending: { kind: 'comment', externalId: state.externalId },
          failed: false,
        },
        send: {
          externalId: state.externalId,
          score: state.score,
          comment: state.comment,
          updateIfExists: true,
        },
      };
    }
    case 'SendSucceeded': {
      if (state.sending === null) {
        return { state };
      }
      if (state.sending.kind === 'score') {
        return { state: { ...state, externalId: state.sending.externalId, sending: null } };
      }
      // B-11: the form resets and thanks.
      return { state: { ...initialFeedbackState(state.type), thanked: true } };
    }
    case 'SendFailed': {
      if (state.sending === null) {
        return { state };
      }
      // E-04: everything typed stays; a score that did not go can be chosen again.
      return {
        state: {
          ...state,
          score: state.sending.kind === 'score' ? null : state.score,
          sending: null,
          failed: true,
        },
      };
    }
  }
}
