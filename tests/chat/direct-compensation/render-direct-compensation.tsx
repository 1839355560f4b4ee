// Direct compensation's pages at their Finnish routes, signed in as Laura, with the patient layer's
// dialogs and a fake backend (the onboarding harness), inside the local chat settings (K-42).
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { ChatSettingsProvider } from '../../../src/chat/chat-settings.tsx';
import {
  DirectCompensationPage,
  DirectCompensationPrincipalEnablingPage,
  DirectCompensationPrincipalSelectionPage,
} from '../../../src/chat/direct-compensation/index.ts';
import { PatientDialogs } from '../../../src/patient/patient-dialogs.tsx';
import {
  fakeBackend,
  renderOnboarding,
  type Answer,
} from '../../patient/onboarding/support/render-onboarding.tsx';
import { example, principals } from '../online-payment/support.ts';

export const base = '/fi/asiointi/chat/suorakorvaus';
/** K-42: the insurer's default queue locally, the chat Next opens. */
export const insuranceDefaultQueue = 2;

const settings = {
  queueIds: { serviceRequest: 2948, callRequest: 2950, insuranceDefaultQueue, childChatTopic: 12 },
};
const withSettings = (page: ReactNode) => (
  <ChatSettingsProvider settings={settings}>{page}</ChatSettingsProvider>
);

export const insurances = (name: string): Answer => ({
  status: 200,
  body: example('patient', '/insurances', 'get', 200, name),
});
export const enabled: Answer = {
  status: 200,
  body: example('patient', '/insurances/{id}', 'put', 200, 'directCompensationEnabled'),
};
export const internalError: Answer = {
  status: 500,
  body: example('patient', '/insurances', 'get', 500, 'internalError'),
};
export const listRoute = 'GET /patient/insurances';
export const saveRoute = 'PUT /patient/insurances/ifDirectReimbursement';

export interface RenderOptions {
  patient?: { type: 'principal'; id: string };
  answers?: Record<string, Answer>;
}

export function renderDirectCompensation(path: string, options: RenderOptions = {}) {
  const backend = fakeBackend({
    'GET /identity/principals': { status: 200, body: principals },
    [listRoute]: insurances('finnish'),
    [saveRoute]: enabled,
    ...options.answers,
  });
  const view = renderOnboarding({
    path,
    routes: [
      { path: `${base}/:insuranceProvider`, element: withSettings(<DirectCompensationPage />) },
      {
        path: `${base}/:insuranceProvider/lapsi`,
        element: withSettings(<DirectCompensationPrincipalSelectionPage />),
      },
      {
        path: `${base}/:insuranceProvider/lapsi/kayttoonotto`,
        element: withSettings(<DirectCompensationPrincipalEnablingPage />),
      },
    ],
    frame: <PatientDialogs />,
    ...(options.patient ? { patient: options.patient } : {}),
  });
  return { ...view, backend, user: userEvent.setup() };
}
