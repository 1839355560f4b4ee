// O-09, O-12, O-15, NS-41: the frame messages' schema, the gender codes, the sandbox rule, the
// frame's address and the resize throttle. Pure.
import { describe, expect, it } from 'vitest';
import {
  surveyFrameUrlOf,
  surveyOriginOf,
  surveySandboxOf,
} from '../../../src/occupational/survey/survey-frame-rules.ts';
import {
  readSurveyMessage,
  surveyGenderOf,
  surveyInitOf,
} from '../../../src/occupational/survey/survey-protocol.ts';
import { layoutThrottleMs, throttle } from '../../../src/occupational/survey/throttle.ts';
import { createFakeTimers } from './fake-timers.ts';

const sessionId = '5b0f3c1e-2d4a-4f6b-9c8d-7e1a2b3c4d5e';

describe('reading a frame message', () => {
  it.each([
    [{ type: 'Ready' }],
    [{ type: 'Error' }],
    [{ type: 'Error', payload: { code: 'TIMEOUT' } }],
    [{ type: 'Success', payload: { sessionId } }],
    [{ type: 'Close' }],
    [{ type: 'Layout', payload: { height: 812.5 } }],
    [{ type: 'ScrollToTop' }],
    [{ type: 'Navigation', payload: { step: 'duration' } }],
    [{ type: 'Navigation' }],
  ])('accepts %j', (data) => {
    expect(readSurveyMessage(data)).toEqual({ kind: 'Message', message: data });
  });

  it('reads an unknown type as unknown (O-15), with the type only, shortened', () => {
    expect(readSurveyMessage({ type: 'Resize', payload: { secret: 'x' } })).toEqual({
      kind: 'Unknown',
      type: 'Resize',
    });
    expect(readSurveyMessage({ type: 'x'.repeat(500) })).toEqual({
      kind: 'Unknown',
      type: 'x'.repeat(40),
    });
  });

  it.each([
    [{ type: 'Ready' }],
    [{ type: 'Success', payload: { sessionId: 'abc_123' } }],
    [{ type: 'Layout', payload: { height: 640 } }],
  ])('accepts %j posted as its JSON string', (data) => {
    expect(readSurveyMessage(JSON.stringify(data))).toEqual({ kind: 'Message', message: data });
  });

  it('reads a JSON string by the same rules as an object', () => {
    expect(readSurveyMessage('{"type":"Telemetry"}')).toEqual({
      kind: 'Unknown',
      type: 'Telemetry',
    });
    expect(readSurveyMessage('{"type":"Success","payload":{"sessionId":"a/b"}}')).toEqual({
      kind: 'Malformed',
      type: 'Success',
    });
  });

  it.each([
    ['a string that is not JSON', 'Ready'],
    ['a JSON string of no object', '"Close"'],
    ['a JSON string over 64 KiB', JSON.stringify({ type: 'Close', pad: 'x'.repeat(64 * 1024) })],
    ['null', null],
    ['a number', 42],
    ['no type', { payload: { height: 10 } }],
    ['an empty type', { type: '' }],
    ['a number type', { type: 7 }],
  ])('ignores %s as malformed', (_name, data) => {
    expect(readSurveyMessage(data)).toEqual({ kind: 'Malformed', type: undefined });
  });

  it.each([
    ['Success without a session id', { type: 'Success' }],
    [
      'Success with an id that does not fit a URL',
      { type: 'Success', payload: { sessionId: '../x?y' } },
    ],
    ['Success with an empty id', { type: 'Success', payload: { sessionId: '' } }],
    ['Layout without a height', { type: 'Layout', payload: {} }],
    ['Layout with a negative height', { type: 'Layout', payload: { height: -1 } }],
    ['Layout with a height as text', { type: 'Layout', payload: { height: '800' } }],
    ['Layout with an endless height', { type: 'Layout', payload: { height: Infinity } }],
  ])('reads %s as malformed, with its type', (_name, data) => {
    expect(readSurveyMessage(data)).toEqual({ kind: 'Malformed', type: data.type });
  });
});

describe('Init (O-09)', () => {
  it('sends MALE as M and FEMALE as N', () => {
    expect(surveyGenderOf('MALE')).toBe('M');
    expect(surveyGenderOf('FEMALE')).toBe('N');
  });

  it('carries age, gender, the session metadata unchanged and the config', () => {
    const config = {
      apiBase: 'http://localhost:4173/api/self-triage',
      headers: { 'Ocp-Apim-Subscription-Key': 'key', Authorization: 'Bearer token' },
      organisation: 'terveyspalvelu-kaiku-local',
      language: 'sv' as const,
    };
    expect(
      surveyInitOf({ age: 38, gender: 'FEMALE', sessionMetadata: 'opaque.metadata' }, config),
    ).toEqual({
      type: 'Init',
      payload: { age: 38, gender: 'N', sessionMetadata: 'opaque.metadata', config },
    });
  });
});

describe('the frame', () => {
  const portal = 'http://localhost:4173';

  it('on another origin: scripts, forms and its own origin', () => {
    expect(surveySandboxOf('http://localhost:4020/symptoms-survey', portal)).toBe(
      'allow-scripts allow-same-origin allow-forms',
    );
    expect(surveySandboxOf('https://oirekysely.example/survey', portal)).toBe(
      'allow-scripts allow-same-origin allow-forms',
    );
  });

  it('on the portal origin: never allow-same-origin with allow-scripts', () => {
    const sandbox = surveySandboxOf('http://localhost:4173/survey/index.html', portal);
    expect(sandbox).toBe('allow-scripts allow-forms');
    expect(sandbox).not.toContain('allow-same-origin');
  });

  it('addresses the survey with organisation and language, and knows its origin', () => {
    const survey = { url: 'http://localhost:4020/symptoms-survey', organisation: 'kaiku local' };
    expect(surveyFrameUrlOf(survey, 'en')).toBe(
      'http://localhost:4020/symptoms-survey?organisation=kaiku+local&language=en',
    );
    expect(surveyOriginOf(survey.url)).toBe('http://localhost:4020');
  });
});

describe('the resize throttle (O-12)', () => {
  it('runs the first at once, then at most once per 32 ms with the latest value', () => {
    const timers = createFakeTimers();
    const heights: number[] = [];
    const resize = throttle((height: number) => heights.push(height), layoutThrottleMs, timers);
    resize.call(100);
    expect(heights).toEqual([100]);
    resize.call(200);
    timers.advance(10);
    resize.call(300);
    timers.advance(21);
    expect(heights).toEqual([100]);
    timers.advance(1);
    expect(heights).toEqual([100, 300]);
    timers.advance(100);
    expect(heights).toEqual([100, 300]);
    resize.call(400);
    expect(heights).toEqual([100, 300, 400]);
  });

  it('cancel drops the pending run', () => {
    const timers = createFakeTimers();
    const heights: number[] = [];
    const resize = throttle((height: number) => heights.push(height), layoutThrottleMs, timers);
    resize.call(1);
    resize.call(2);
    resize.cancel();
    timers.advance(100);
    expect(heights).toEqual([1]);
  });
});
