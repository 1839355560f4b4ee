// Onboarding's component tests: `renderApp` signed in as Laura with a patient store the test
// drives, a token-exchange spy, and a fake backend behind the one HTTP function (a stubbed fetch,
// by method and path).
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { configureHttp, patientScope, setPatientScope } from '../../../../src/api/index.ts';
import { AuthProvider, type AuthSnapshot } from '../../../../src/auth/index.ts';
import { resolveLanguage } from '../../../../src/i18n/index.ts';
import { createI18n } from '../../../../src/i18n/bundled/index.ts';
import type { Registration } from '../../../../src/patient/patient-store.ts';
import { createFakeController } from '../../../auth/ui/support/fake-controller.ts';
import { renderApp, testPatientStore } from '../../../support/render-app.tsx';

export const apiBase = 'http://api.test';
export const mainSubject = 'ba882c38-4efc-41c7-87ac-a7951d1df174';
/** Aino Mäkinen, the child without a profile of the add-principal flow. */
export const ainoId = '7c0e8f0a-3b5d-4d1e-9f42-2a6b8c1d9e55';

/** Where family-member onboarding's steps live in Finnish. */
export const onboardingBase = '/fi/asiointi/family-members/onboarding';
export const contactPath = `${onboardingBase}/contact-details`;
export const consentsPath = `${onboardingBase}/consents`;
export const eetuId = 'd61d7036-baf9-409e-a5a9-40b5aebe3da6';

/** Aino, just registered as Laura's principal, and the principal she then is. */
export const aino: Registration = {
  type: 'register-principal',
  id: ainoId,
  firstName: 'Aino',
  lastName: 'Mäkinen',
  token: 'registration-token',
};
export const ainoPrincipal = {
  id: ainoId,
  firstName: 'Aino',
  lastName: 'Mäkinen',
  onlinePaymentAllowed: true,
};

export interface Answer {
  status: number;
  body?: unknown;
}

export const ok = (body: unknown): Answer => ({ status: 200, body });

export interface RecordedRequest {
  method: string;
  /** `/<contract><path>`, without the query. */
  path: string;
  url: string;
  keepalive: boolean;
  authorization: string | null;
  body: unknown;
}

type Handler = Answer | ((request: RecordedRequest) => Answer | Promise<Answer>);

export const notFound: Answer = {
  status: 404,
  body: { code: 'NotFoundError', message: 'No profile' },
};
export const internalError: Answer = {
  status: 500,
  body: { code: 'InternalError', message: 'Down' },
};
export const appEventCreated: Answer = {
  status: 201,
  body: {
    id: 1,
    applicationId: 'tapWeb',
    eventType: 'OnboardingFinished',
    createdAt: '2026-11-20T10:00:00+02:00',
  },
};

/** Answers by `METHOD /contract/path`; anything unknown is a 599 the test will notice. */
export function fakeBackend(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const routes = new Map(Object.entries(handlers));
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      url: request.url,
      keepalive: request.keepalive,
      authorization: request.headers.get('Authorization'),
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(recorded);
    const handler = routes.get(`${request.method} ${url.pathname}`);
    let answer: Answer = { status: 599 };
    if (typeof handler === 'function') {
      answer = await handler(recorded);
    } else if (handler !== undefined) {
      answer = handler;
    }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    /** Replaces or adds an answer. */
    on(route: string, handler: Handler) {
      routes.set(route, handler);
    },
    calls: (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route),
  };
}
export type FakeBackend = ReturnType<typeof fakeBackend>;

export interface RenderOnboardingOptions {
  path: string;
  /** The routes under test; anything else shows its pathname (`elsewhere`). */
  routes: RouteObject[];
  /** Who the patient is at the start; main by default. */
  patient?: { type: 'main' } | { type: 'principal'; id: string } | Registration;
  auth?: Partial<AuthSnapshot>;
  /** More elements beside the routes, inside every provider (e.g. the guard). */
  frame?: ReactNode;
  /** The session's main token; `main-token` by default. */
  mainToken?: () => Promise<string | null>;
}

const loggedIn: AuthSnapshot['auth'] = {
  kind: 'LoggedIn',
  stage: 'Complete',
  timeoutAt: new Date(Date.now() + 20 * 60_000),
  expiresAt: new Date(Date.now() + 2 * 3_600_000),
};

/** Renders `routes` at `path` signed in as Laura (by default) acting for `patient`. */
export function renderOnboarding(options: RenderOnboardingOptions) {
  // The scope names Laura before the store exists, so a registration begun below survives.
  setPatientScope({ subject: mainSubject, patient: 'main' });
  configureHttp({
    baseUrl: (contract) => `${apiBase}/${contract}`,
    patientToken: () => Promise.resolve(`token:${patientScope().patient}`),
  });
  const fake = createFakeController({ mode: 'web', auth: loggedIn, ...options.auth });
  const { mode } = fake.controller.getSnapshot();
  const store = testPatientStore({ fixed: mode === 'embedded' });
  const patient = options.patient ?? { type: 'main' };
  if (patient.type === 'register-principal') {
    store.beginRegistration(patient);
  } else {
    store.select(patient);
  }
  const exchange = vi.fn((principalId: string, _mainToken: string) =>
    Promise.resolve({ accessToken: `obo:${principalId}`, expiresIn: 600 }),
  );
  const view = renderApp(null, {
    at: options.path,
    routes: options.routes,
    frame: options.frame,
    person: 'mainUser',
    settings: { mode },
    patientStore: store,
    exchange,
    ...(options.mainToken ? { mainToken: options.mainToken } : {}),
    i18n: createI18n({
      language: resolveLanguage(options.path),
      reportMissingKey: (key) => {
        throw new Error(`Missing message ${key}`);
      },
    }),
    wrap: (children) => <AuthProvider controller={fake.controller}>{children}</AuthProvider>,
  });
  const { router } = view;
  const location = () =>
    `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
  return { ...view, fake, exchange, location };
}

/** Undoes what `renderOnboarding` set globally. */
export function resetOnboardingWorld(): void {
  setPatientScope({ subject: null, patient: 'main' });
  configureHttp({});
  vi.unstubAllGlobals();
}
