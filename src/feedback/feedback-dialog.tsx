import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendFeedback } from '../../generated/feedback/feedback.ts';
import { Button, Dialog, Notice, TextField } from '../ui/index.ts';
import { feedbackId } from './feedback-id.ts';
import {
  initialFeedbackState,
  transition,
  type FeedbackEvent,
  type FeedbackRequest,
  type FeedbackState,
  type FeedbackType,
} from './feedback-state.ts';
import { FeedbackScale } from './feedback-scale.tsx';
import { feedbackTags, visitorId, type FeedbackContext } from './feedback-tags.ts';
import { recordFeedback, type FeedbackStorage } from './last-feedback.ts';
import './feedback.css';

export interface FeedbackDialogProps {
  type: FeedbackType;
  /** B-06: the tags of every send from this dialog. */
  tags: readonly string[];
  onClose: () => void;
  /** Where the time of the last feedback is kept (B-13); local storage by default. */
  storage?: FeedbackStorage;
  now?: () => number;
  random?: () => number;
}

const defaultStorage = (): FeedbackStorage => window.localStorage;

/**
 * The feedback dialog and its spontaneous variant (B-07): `nps` or `ces` sends the chosen score
 * at once and locks the options, then takes an optional comment sent as an update of the same
 * feedback; `open` takes a required text. Thanks after an open send or the comment update
 * (B-11); a failed send says so and keeps everything (E-04).
 */
export function FeedbackDialog({
  type,
  tags,
  onClose,
  storage,
  now = Date.now,
  random = Math.random,
}: FeedbackDialogProps) {
  const { t } = useTranslation();
  const send = useSendFeedback();
  const [state, setState] = useState<FeedbackState>(() => initialFeedbackState(type));
  // The state as of the last event, for events that arrive before React re-renders (B-12).
  const current = useRef(state);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const thanksRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();

  const apply = (event: FeedbackEvent) => {
    const next = transition(current.current, event, () => feedbackId(type, now(), random));
    current.current = next.state;
    setState(next.state);
    return next;
  };

  const deliver = async (request: FeedbackRequest) => {
    try {
      await send.mutateAsync({
        data: {
          ...(request.score === undefined ? {} : { score: request.score }),
          comment: request.comment,
          date: new Date(now()).toISOString(),
          externalId: request.externalId,
          tags: [...tags],
        },
        ...(request.updateIfExists ? { params: { updateIfExists: true } } : {}),
      });
    } catch {
      apply({ kind: 'SendFailed' });
      return;
    }
    recordFeedback(storage ?? defaultStorage(), now());
    apply({ kind: 'SendSucceeded' });
  };

  const fire = (event: FeedbackEvent) => {
    const { send: request, state: next } = apply(event);
    if (request) {
      void deliver(request);
    } else if (next.commentInvalid && event.kind === 'Submitted') {
      commentRef.current?.focus();
    }
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    fire({ kind: 'Submitted' });
  };

  // AMB-31: the ces question counts as asked once shown, answered or dismissed: once in 60 days.
  useEffect(() => {
    if (type === 'ces') {
      recordFeedback(storage ?? defaultStorage(), now());
    }
  }, [type, storage, now]);

  // The form is gone with the thanks: the focus goes to its button, not to the page behind.
  useEffect(() => {
    if (state.thanked) {
      thanksRef.current?.focus();
    }
  }, [state.thanked]);

  const locked = state.externalId !== null;
  const busy = state.sending !== null;
  const showComment = type === 'open' || locked;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`feedback.titles.${type}`)}
      closeLabel={t('feedback.close')}
      // The eleven nps buttons fit on one line only in the large dialog.
      size={type === 'nps' ? 'large' : 'medium'}
    >
      {state.thanked ? (
        <div className="feedback__thanks">
          <p id={`${questionId}-thanks`} role="status">
            {t('feedback.thanks')}
          </p>
          {/* The focus lands here, so the button also reads the thanks. */}
          <Button
            ref={thanksRef}
            variant="primary"
            onClick={onClose}
            aria-describedby={`${questionId}-thanks`}
          >
            {t('feedback.close')}
          </Button>
        </div>
      ) : (
        <form className="feedback" noValidate onSubmit={submit}>
          {type !== 'open' && (
            <>
              <FeedbackScale
                type={type}
                chosen={state.score}
                locked={locked}
                sending={state.sending?.kind === 'score'}
                onChoose={(score) => {
                  fire({ kind: 'ScoreChosen', score });
                }}
              />
              {/* A live region present from the start, so the note is announced when it comes. */}
              <div role="status">
                {locked && <p className="feedback__score-sent">{t('feedback.scoreSent')}</p>}
              </div>
            </>
          )}
          {type === 'open' && <p>{t('feedback.openIntro')}</p>}
          {showComment && (
            <>
              <TextField
                ref={commentRef}
                multiline
                id={`${questionId}-comment`}
                name="comment"
                rows={5}
                maxLength={2000}
                label={type === 'open' ? t('feedback.openComment') : t('feedback.comment')}
                hint={t('feedback.personalData')}
                required={type === 'open'}
                error={state.commentInvalid ? t('feedback.commentRequired') : undefined}
                value={state.comment}
                onChange={(event) => {
                  fire({ kind: 'CommentChanged', comment: event.target.value });
                }}
                onBlur={() => {
                  fire({ kind: 'CommentLeft' });
                }}
              />
              <Button type="submit" variant="primary" loading={busy} className="feedback__send">
                {t('feedback.send')}
              </Button>
            </>
          )}
          {state.failed && (
            <Notice tone="error" role="alert">
              <p>{t('feedback.failed')}</p>
            </Notice>
          )}
        </form>
      )}
    </Dialog>
  );
}

export interface OpenedFeedbackDialogProps extends Omit<FeedbackDialogProps, 'tags' | 'storage'> {
  /** What the tags of B-06 are made of, but the visitor (`storage`'s). */
  context: Omit<FeedbackContext, 'visitor'>;
  /** The person's or the visitor's storage; null when none can be had (visitor `unknown`). */
  storage: FeedbackStorage | null;
}

/**
 * The dialog as FeedbackProvider opens it: its tags made once, when it opens, with the visitor
 * id kept in `storage`.
 */
export function OpenedFeedbackDialog({ context, storage, ...props }: OpenedFeedbackDialogProps) {
  const [tags] = useState(() =>
    feedbackTags({ ...context, visitor: storage ? visitorId(storage) : 'unknown' }),
  );
  return <FeedbackDialog {...props} tags={tags} {...(storage && { storage })} />;
}
