// @vitest-environment jsdom
// R-50, O-06…O-16: the survey page with its frame, through the real HTTP layer with a stubbed
// self-triage API answering with the contract's examples. Messages are dispatched as the browser
// would, from the frame's window or from elsewhere.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SurveyPage } from '../../../src/occupational/index.ts';
import { installFakeChatApi } from '../../chat/code/support/chat-api.ts';
import { subjects, testToken } from '../../support/test-token.ts';
import { contractExample } from '../../support/contract-example.ts';
import { example } from '../support/examples.ts';
import { renderOccupational } from '../support/render.tsx';

const visibility = 'GET /self-triage/visibility';
const userData = 'GET /self-triage/user-data';
const exchange = 'POST /identity/token';
const surveyToken = contractExample('identity', '/token', 'post', 200, 'tokenForSelfTriage') as {
  access_token: string;
};
const api = installFakeChatApi({
  [visibility]: {
    status: 200,
    body: example('self-triage', '/visibility', 'occupationalCustomer'),
  },
  [userData]: { status: 200, body: example('self-triage', '/user-data', 'occupationalCustomer') },
  [exchange]: { status: 200, body: surveyToken },
});
const survey = { url: 'http://localhost:4020/symptoms-survey', organisation: 'kaiku-local' };
const surveyOrigin = 'http://localhost:4020';
const sessionId = '5b0f3c1e-2d4a-4f6b-9c8d-7e1a2b3c4d5e';
const at = '/fi/asiointi/chat/jono/3101/oirearvio/kysely';

const scrolls: unknown[] = [];
beforeEach(() => {
  scrolls.length = 0;
  vi.spyOn(window, 'scrollTo').mockImplementation((...args: unknown[]) => {
    scrolls.push(args);
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const renderSurvey = (state: unknown = { selfTriageConsent: true }) =>
  renderOccupational(<SurveyPage survey={survey} />, {
    route: '/fi/asiointi/chat/jono/:chatId/oirearvio/kysely',
    at,
    state,
  });

const frame = () => screen.findByTitle<HTMLIFrameElement>('Oirearvion kysymykset');

/** A message event as the browser delivers it. */
function deliver(data: unknown, source: MessageEventSource | null, origin = surveyOrigin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

const windowOf = (frame: HTMLIFrameElement): Window => {
  if (!frame.contentWindow) {
    throw new Error('The frame has no window');
  }
  return frame.contentWindow;
};

const fromFrame = async (data: unknown) => {
  const survey = await frame();
  deliver(data, survey.contentWindow);
};

describe('the survey page', () => {
  it('frames the survey on its origin, sandboxed, named, without extra powers (O-06)', async () => {
    const { missingKeys } = renderSurvey();
    expect(await screen.findByRole('heading', { level: 1, name: 'Oirearvio' })).toBeVisible();
    const survey = await frame();
    expect(survey).toHaveAttribute(
      'src',
      'http://localhost:4020/symptoms-survey?organisation=kaiku-local&language=fi',
    );
    expect(survey).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    expect(survey).toHaveAttribute('referrerpolicy', 'origin');
    expect(survey).not.toHaveAttribute('allow');
    expect(document.title).toBe('Oirearvio – Asiointi');
    expect(missingKeys).toEqual([]);
  });

  it('answers Ready with Init to the survey origin only: age, N for FEMALE, metadata, config (O-08, O-09)', async () => {
    renderSurvey();
    const survey = await frame();
    const frameWindow = survey.contentWindow;
    if (!frameWindow) {
      throw new Error('The frame has no window');
    }
    const postMessage = vi.spyOn(frameWindow, 'postMessage');
    deliver({ type: 'Ready' }, survey.contentWindow);
    await waitFor(() => {
      expect(postMessage).toHaveBeenCalledOnce();
    });
    // The token is sent once: a later Ready neither exchanges another nor gets a second Init.
    deliver({ type: 'Ready' }, survey.contentWindow);
    await waitFor(() => {
      expect(console.warn).toHaveBeenCalledWith(
        '[survey] Ready after Init: Init is not sent again',
      );
    });
    expect(postMessage).toHaveBeenCalledOnce();
    expect(api.calls(exchange)).toHaveLength(1);
    const expected = example('self-triage', '/user-data', 'occupationalCustomer') as {
      sessionMetadata: string;
    };
    expect(postMessage).toHaveBeenCalledWith(
      {
        type: 'Init',
        payload: {
          age: 38,
          gender: 'N',
          sessionMetadata: expected.sessionMetadata,
          config: {
            apiBase: 'http://api.test/self-triage',
            headers: {
              'Ocp-Apim-Subscription-Key': 'test-key',
              Authorization: `Bearer ${surveyToken.access_token}`,
            },
            organisation: 'kaiku-local',
            language: 'fi',
          },
        },
      },
      surveyOrigin,
    );
    expect(screen.queryByText('Ladataan oirearviota')).not.toBeInTheDocument();
  });

  it('on Success opens the chat session with selfTriageId (O-10)', async () => {
    const { router } = renderSurvey();
    await fromFrame({ type: 'Ready' });
    await fromFrame({ type: 'Success', payload: { sessionId } });
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/fi/asiointi/chat/jono/3101/vastaanotto');
    expect(router.state.location.search).toBe(`?selfTriageId=${sessionId}`);
    // The session's explicit start: without it the session page would show the queue page.
    expect(router.state.location.state).toEqual({ chatSessionStart: true });
  });

  it('ignores the same Success from another window or origin (NS-41)', async () => {
    renderSurvey();
    const survey = await frame();
    deliver({ type: 'Success', payload: { sessionId } }, window);
    deliver({ type: 'Success', payload: { sessionId } }, survey.contentWindow, window.origin);
    deliver({ type: 'Success', payload: { sessionId } }, null);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Oirearvio' })).toBeVisible();
  });

  it('resizes the frame on Layout and scrolls to the top on ScrollToTop (O-12, O-13)', async () => {
    renderSurvey();
    const survey = await frame();
    await fromFrame({ type: 'Layout', payload: { height: 640.4 } });
    await waitFor(() => {
      expect(survey.style.height).toBe('641px');
    });
    await fromFrame({ type: 'ScrollToTop' });
    await waitFor(() => {
      expect(scrolls).toEqual([[{ top: 0 }]]);
    });
  });

  it('on Close goes back to the chat (O-11)', async () => {
    renderSurvey();
    await fromFrame({ type: 'Close' });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/fi/asiointi/chat/jono/3101');
    expect(screen.getByTestId('elsewhere')).not.toHaveTextContent('kysely');
  });

  it('on Error shows the fallback with try again and the way back (O-07, E-50)', async () => {
    renderSurvey();
    await fromFrame({ type: 'Ready' });
    await fromFrame({ type: 'Error', payload: { code: 'SURVEY_DOWN' } });
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Oirearvio ei onnistunut',
    });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/Oirearviota ei valitettavasti voitu ladata/)).toBeVisible();
    expect(screen.queryByTitle('Oirearvion kysymykset')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Takaisin chattiin' })).toHaveAttribute(
      'href',
      '/fi/asiointi/chat/jono/3101',
    );
    expect(console.warn).toHaveBeenCalledWith('[survey] failed: SurveyError');

    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await frame()).toBeVisible();
    await waitFor(() => {
      expect(api.calls(userData)).toHaveLength(2);
    });
  });

  it("gives the survey a self-triage token, never the portal's own (O-08)", async () => {
    renderSurvey();
    const survey = await frame();
    const postMessage = vi.spyOn(windowOf(survey), 'postMessage');
    deliver({ type: 'Ready' }, survey.contentWindow);
    await waitFor(() => {
      expect(postMessage).toHaveBeenCalledOnce();
    });
    const sent = JSON.stringify(postMessage.mock.calls);
    expect(sent).not.toContain(testToken(subjects.mainUser));
    const [, claims = ''] = surveyToken.access_token.split('.');
    expect(JSON.parse(atob(claims.replace(/-/g, '+').replace(/_/g, '/')))).toMatchObject({
      aud: 'https://api.asiointi.example/self-triage',
      exp: 1795159865,
      iat: 1795159865 - 15 * 60,
    });
  });

  it('shows the fallback with retry and sends nothing when the token exchange fails', async () => {
    api.answerOnce(exchange, {
      status: 403,
      body: { error: 'not_allowed', error_description: 'No self-triage.' },
    });
    renderSurvey();
    const survey = await frame();
    const postMessage = vi.spyOn(windowOf(survey), 'postMessage');
    deliver({ type: 'Ready' }, survey.contentWindow);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oirearvio ei onnistunut' }),
    ).toBeVisible();
    expect(postMessage).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith('[survey] failed: InitFailed');

    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    const again = await frame();
    const retried = vi.spyOn(windowOf(again), 'postMessage');
    deliver({ type: 'Ready' }, again.contentWindow);
    await waitFor(() => {
      expect(retried).toHaveBeenCalledOnce();
    });
    expect(api.calls(exchange)).toHaveLength(2);
  });

  it('shows the fallback when the start data cannot be read', async () => {
    api.answer(userData, {
      status: 500,
      body: { type: 'about:blank', title: 'Error', status: 500 },
    });
    renderSurvey();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oirearvio ei onnistunut' }),
    ).toBeVisible();
  });

  it('sends a patient without the consent of this flow to the consent (O-05)', async () => {
    renderSurvey(null);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/fi/asiointi/chat/jono/3101/oirearvio/suostumus',
    );
    expect(api.calls(userData)).toHaveLength(0);
  });

  it('sends a patient without visible self-triage to the chat (O-02)', async () => {
    api.answer(visibility, {
      status: 200,
      body: example('self-triage', '/visibility', 'occupationalGuidanceOnly'),
    });
    renderSurvey();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/fi/asiointi/chat/jono/3101');
    expect(screen.getByTestId('elsewhere')).not.toHaveTextContent('oirearvio');
  });

  it('says main.occupational.error with a retry when the visibility fails (E-48)', async () => {
    api.answerOnce(visibility, {
      status: 500,
      body: { type: 'about:blank', title: 'Error', status: 500 },
    });
    renderSurvey();
    await userEvent.click(await screen.findByRole('button', { name: 'Yritä uudelleen' }));
    expect(await frame()).toBeInTheDocument();
  });
});
