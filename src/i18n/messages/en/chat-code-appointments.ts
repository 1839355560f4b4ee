import type { Catalogue } from '../catalogue.ts';

export const chatCodeEn: Catalogue['chat']['code'] = {
  title: 'Start a chat with a code',
  intro:
    'If a professional gave you a code for remote reception, enter it here. Once the code is checked, you see which chat it opens and can start it.',
  field: {
    label: 'Code',
    hint: 'Type the code you got from a professional. Capital and small letters both work.',
  },
  check: 'Check the code',
  login: {
    title: 'Log in to enter the code',
    text: 'A chat opened with a code needs strong identification. After logging in you come back to this page to enter the code.',
  },
  result: 'The chat the code opens',
  validation: {
    valueMissing: 'Enter the code.',
    invalid: 'No chat was found with this code. Check that you entered it correctly.',
    expired: 'The code has expired. Ask the professional for a new code.',
    rateLimited:
      'Codes have been checked too many times in a short time. Wait a moment and try again.',
    error: 'The code could not be checked. Try again.',
  },
};

export const chatAppointmentsEn: Catalogue['chat']['appointments'] = {
  title: 'Booked video appointments',
  loading: 'Loading booked video appointments…',
  when: '{{day}} at {{time}}',
  duration: 'Duration {{minutes}} min',
  status: {
    available: 'The appointment chat is open.',
    notYetAvailable: 'The chat opens at {{time}}.',
    notYetAvailableOn: 'The chat opens on {{date}} at {{time}}.',
    ended: 'The appointment has ended.',
  },
  join: 'Go to the appointment',
  joinLabel: 'Go to the appointment: {{specialist}}, {{when}}',
  route: {
    title: 'Video appointment',
    opening: 'Opening the video appointment…',
  },
  errors: {
    queueFailure: {
      title: 'The video appointment chat cannot be reached right now.',
      text: 'Try again in a moment. If you still cannot reach the appointment, call customer service.',
    },
    loadingFailed: 'The booked video appointments could not be loaded.',
  },
};
