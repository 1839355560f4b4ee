// What of the portal's own error texts leaves the browser: its words, not what could be a person's.
import { describe, expect, it } from 'vitest';
import { maskMessage, safeErrorName } from '../../../src/app/telemetry/mask.ts';

describe('maskMessage', () => {
  it('keeps the portal’s tag and sentence, and masks ids, names, codes, tokens and URLs', () => {
    expect(maskMessage('[chat-session] Remote reception failed: widget:LOCAL_TEST_FAILURE.')).toBe(
      '[chat-session] Remote reception failed: widget:LOCAL_TEST_FAILURE.',
    );
    expect(
      maskMessage(
        'failed for Maija Meikäläinen (chat 4711) 010190-123A maija@example.fi ' +
          'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIwMTAxOTAifQ.c2lnbmF0dXJl at https://api.example/x?code=1 /fi/chat/4711',
      ),
    ).toBe('failed for {name} {name} (chat {n}) {hetu} {email} {value} at {url} {path}');
  });

  it('sends a class name only when it is one', () => {
    expect(safeErrorName('NetworkError')).toBe('NetworkError');
    expect(safeErrorName('Maija 010190-123A')).toBe('Error');
  });
});
