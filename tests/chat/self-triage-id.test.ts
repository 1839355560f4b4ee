// The survey's session id reaches the chat as the survey gave it, in the chat API's one format
// (chat-v4 `SelfTriageId`: 1–128 letters, digits, - and _), else not at all.
import { describe, expect, it } from 'vitest';
import { selfTriageIdOf } from '../../src/chat/self-triage-id.ts';
import { readSurveyMessage } from '../../src/occupational/survey/survey-protocol.ts';

const query = (value: string) => new URLSearchParams({ selfTriageId: value });

describe('the survey session id on both ends', () => {
  it.each(['abc_123', '5dc81ed2-8acc-4bd2-b6ab-517d1b141c18', 'ST-9F3K', 'x'.repeat(128)])(
    'the survey may give %s, and the chat takes it unchanged',
    (id) => {
      expect(readSurveyMessage({ type: 'Success', payload: { sessionId: id } })).toMatchObject({
        kind: 'Message',
      });
      expect(selfTriageIdOf(query(id))).toBe(id);
    },
  );

  it.each(['', 'a/b', 'abc 123', 'åäö', 'x'.repeat(129)])('neither end takes %j', (id) => {
    expect(readSurveyMessage({ type: 'Success', payload: { sessionId: id } })).toMatchObject({
      kind: 'Malformed',
    });
    expect(selfTriageIdOf(query(id))).toBeNull();
  });

  it('is null without the parameter', () => {
    expect(selfTriageIdOf(new URLSearchParams())).toBeNull();
  });
});
