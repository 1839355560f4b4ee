// The feedback form's state machine (B-08…B-15, E-04).
import { describe, expect, it } from 'vitest';
import {
  initialFeedbackState,
  transition,
  type FeedbackEvent,
  type FeedbackState,
  type FeedbackType,
} from '../../src/feedback/index.ts';

/** Ids as a counter, so each send's id can be told apart. */
function ids() {
  let n = 0;
  return () => `id-${String(++n)}`;
}

/** Runs events from the start; gives the final state and every request sent. */
function run(type: FeedbackType, events: FeedbackEvent[]) {
  const newId = ids();
  let state: FeedbackState = initialFeedbackState(type);
  const sent = [];
  for (const event of events) {
    const next = transition(state, event, newId);
    state = next.state;
    if (next.send) {
      sent.push(next.send);
    }
  }
  return { state, sent };
}

describe('nps and ces (B-08…B-10, B-15)', () => {
  it('sends the chosen score at once, with no comment', () => {
    const { state, sent } = run('nps', [{ kind: 'ScoreChosen', score: 9 }]);
    expect(sent).toEqual([{ externalId: 'id-1', score: 9, comment: '', updateIfExists: false }]);
    expect(state.sending).toEqual({ kind: 'score', externalId: 'id-1' });
  });

  it('keeps the id and locks the options once the score is sent', () => {
    const { state, sent } = run('ces', [
      { kind: 'ScoreChosen', score: 4 },
      { kind: 'SendSucceeded' },
      { kind: 'ScoreChosen', score: 2 },
    ]);
    expect(state.externalId).toBe('id-1');
    expect(state.score).toBe(4);
    expect(sent).toHaveLength(1);
  });

  it('ignores a choice while the first send is in flight (B-12)', () => {
    const { sent } = run('nps', [
      { kind: 'ScoreChosen', score: 9 },
      { kind: 'ScoreChosen', score: 3 },
    ]);
    expect(sent).toHaveLength(1);
  });

  it('refuses a score outside the type’s scale', () => {
    expect(run('ces', [{ kind: 'ScoreChosen', score: 0 }]).sent).toEqual([]);
    expect(run('ces', [{ kind: 'ScoreChosen', score: 6 }]).sent).toEqual([]);
    expect(run('nps', [{ kind: 'ScoreChosen', score: 11 }]).sent).toEqual([]);
    expect(run('nps', [{ kind: 'ScoreChosen', score: 0 }]).sent).toHaveLength(1);
  });

  it('sends the comment as an update of the same feedback, then resets and thanks (B-10, B-11)', () => {
    const { state, sent } = run('ces', [
      { kind: 'ScoreChosen', score: 5 },
      { kind: 'SendSucceeded' },
      { kind: 'CommentChanged', comment: 'Nopeaa ja selkeää.' },
      { kind: 'Submitted' },
      { kind: 'Submitted' }, // in flight: ignored
      { kind: 'SendSucceeded' },
    ]);
    expect(sent).toEqual([
      { externalId: 'id-1', score: 5, comment: '', updateIfExists: false },
      { externalId: 'id-1', score: 5, comment: 'Nopeaa ja selkeää.', updateIfExists: true },
    ]);
    expect(state).toEqual({ ...initialFeedbackState('ces'), thanked: true });
  });

  it('finishes without a request when no comment is written (the comment is optional)', () => {
    const { state, sent } = run('nps', [
      { kind: 'ScoreChosen', score: 7 },
      { kind: 'SendSucceeded' },
      { kind: 'CommentChanged', comment: '   ' },
      { kind: 'Submitted' },
    ]);
    expect(sent).toHaveLength(1);
    expect(state.thanked).toBe(true);
  });

  it('never marks the optional comment invalid, on blur or on submit (B-15)', () => {
    const { state } = run('ces', [
      { kind: 'ScoreChosen', score: 2 },
      { kind: 'SendSucceeded' },
      { kind: 'CommentLeft' },
    ]);
    expect(state.commentInvalid).toBe(false);
    expect(transition(state, { kind: 'Submitted' }, ids()).state.commentInvalid).toBe(false);
  });

  it('does not send a comment before a score is sent', () => {
    const { sent } = run('nps', [
      { kind: 'CommentChanged', comment: 'Hyvä' },
      { kind: 'Submitted' },
    ]);
    expect(sent).toEqual([]);
  });

  it('lets the patient choose again when the score could not be sent (E-04)', () => {
    const { state, sent } = run('nps', [
      { kind: 'ScoreChosen', score: 9 },
      { kind: 'SendFailed' },
      { kind: 'ScoreChosen', score: 8 },
    ]);
    expect(sent.map((s) => [s.externalId, s.score])).toEqual([
      ['id-1', 9],
      ['id-2', 8],
    ]);
    expect(state.failed).toBe(false);
    expect(state.externalId).toBeNull();
  });

  it('keeps the comment and the lock when the update fails, and retries the same update', () => {
    const { state, sent } = run('ces', [
      { kind: 'ScoreChosen', score: 3 },
      { kind: 'SendSucceeded' },
      { kind: 'CommentChanged', comment: 'Jonotus kesti.' },
      { kind: 'Submitted' },
      { kind: 'SendFailed' },
    ]);
    expect(state).toMatchObject({
      failed: true,
      comment: 'Jonotus kesti.',
      externalId: 'id-1',
      score: 3,
      sending: null,
    });
    const retry = transition(state, { kind: 'Submitted' }, ids());
    expect(retry.send).toEqual({
      externalId: 'id-1',
      score: 3,
      comment: 'Jonotus kesti.',
      updateIfExists: true,
    });
    expect(sent).toHaveLength(2);
  });
});

describe('open (B-04, B-11, B-14)', () => {
  it('is invalid when blank on submit, and sends nothing', () => {
    const { state, sent } = run('open', [{ kind: 'Submitted' }]);
    expect(state.commentInvalid).toBe(true);
    expect(sent).toEqual([]);
  });

  it('is invalid when left blank, and valid again once something is written', () => {
    const left = run('open', [{ kind: 'CommentLeft' }]).state;
    expect(left.commentInvalid).toBe(true);
    expect(
      transition(left, { kind: 'CommentChanged', comment: 'a' }, ids()).state.commentInvalid,
    ).toBe(false);
  });

  it('sends the text without a score, then resets and thanks', () => {
    const { state, sent } = run('open', [
      { kind: 'CommentChanged', comment: 'Peruminen oli vaikea löytää.' },
      { kind: 'Submitted' },
      { kind: 'SendSucceeded' },
    ]);
    expect(sent).toEqual([
      { externalId: 'id-1', comment: 'Peruminen oli vaikea löytää.', updateIfExists: false },
    ]);
    expect(state).toEqual({ ...initialFeedbackState('open'), thanked: true });
  });

  it('ignores a submit while the text is being sent, and an edit does not cancel it (B-12)', () => {
    const { state, sent } = run('open', [
      { kind: 'CommentChanged', comment: 'Teksti' },
      { kind: 'Submitted' },
      { kind: 'Submitted' },
      { kind: 'CommentChanged', comment: 'Teksti lisää' },
      { kind: 'Submitted' },
    ]);
    expect(sent).toEqual([{ externalId: 'id-1', comment: 'Teksti', updateIfExists: false }]);
    expect(state.sending).toEqual({ kind: 'comment', externalId: 'id-1' });
  });

  it('makes a new id for each open send: a retry after a failure is not an update', () => {
    const { sent } = run('open', [
      { kind: 'CommentChanged', comment: 'Teksti' },
      { kind: 'Submitted' },
      { kind: 'SendFailed' },
      { kind: 'Submitted' },
    ]);
    expect(sent.map((s) => [s.externalId, s.updateIfExists])).toEqual([
      ['id-1', false],
      ['id-2', false],
    ]);
  });

  it('keeps the text when the send fails (E-04)', () => {
    const { state } = run('open', [
      { kind: 'CommentChanged', comment: 'Teksti' },
      { kind: 'Submitted' },
      { kind: 'SendFailed' },
    ]);
    expect(state).toMatchObject({ comment: 'Teksti', failed: true, sending: null });
  });

  it('takes no score', () => {
    expect(run('open', [{ kind: 'ScoreChosen', score: 5 }]).sent).toEqual([]);
  });

  it('ignores an outcome when nothing is in flight', () => {
    const start = initialFeedbackState('open');
    expect(transition(start, { kind: 'SendSucceeded' }, ids()).state).toBe(start);
    expect(transition(start, { kind: 'SendFailed' }, ids()).state).toBe(start);
  });
});
