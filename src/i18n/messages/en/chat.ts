import type { Catalogue } from '../catalogue.ts';
import { chatAppointmentsEn, chatCodeEn } from './chat-code-appointments.ts';
import { directCompensationEn, onlinePaymentEn } from './chat-payment.ts';
import { chatSessionEn } from './chat-session.ts';

export const chatEn: Catalogue['chat'] = {
  title: 'Remote reception',
  intro:
    'Take care of your health matters in a chat with a professional. Choose a topic to see the chats that fit, whether they are open now and how long you will wait.',
  intro_principal:
    'Take care of their health matters in a chat with a professional. Choose a topic to see the chats that fit, whether they are open now and how long you will wait.',
  loginRequired: {
    title: 'Log in to start a chat',
    text: 'You can browse topics and chats without logging in. Starting a chat, opening a chat with a code and joining booked video appointments need strong identification.',
    action: 'Log in',
  },
  topics: {
    title: 'Topics',
    loading: 'Loading topics…',
  },
  callToAction: {
    title: 'Other ways to get care',
    code: {
      title: 'I have a code from a professional',
      description: 'Open the chat with the code you got at your appointment or in a message.',
    },
    booking: {
      title: 'Book an appointment',
      description:
        'Book an appointment at a clinic or a video appointment at a time that suits you.',
    },
    directCompensation: {
      title: 'Direct compensation with insurance',
      description:
        'Turn on direct compensation and your insurer pays for your visit directly to us.',
      description_principal:
        'Turn on direct compensation and their insurer pays for their visit directly to us.',
    },
  },
  matters: {
    title: 'Common matters',
    description: 'Choose a matter to see the topic whose chats handle it.',
  },
  now: {
    title: 'Now',
    appointmentOpen: 'The video appointment is open: go to the appointment',
    appointmentOpenText: '{{specialist}}, {{day}} at {{time}}. The appointment’s chat is open.',
    appointmentSoon: 'Video appointment {{day}} at {{time}}',
    appointmentSoonText: '{{specialist}}. You can join when its chat opens at {{opens}}.',
    chatOpen: 'A chat is under way',
    chatOpenText: 'The chat is open in another tab. You can continue it in this tab.',
    contact: 'Check your contact details',
    contactText: 'Confirm that your phone number, email address and address are up to date.',
  },
  topic: {
    title: 'Topic',
    phoneAlternative: 'You can also call customer service on {{phone}}.',
    breadcrumbs: 'Breadcrumbs',
    loading: 'Loading chats…',
    notFound: {
      title: 'Topic not found',
      text: 'The topic you are looking for does not exist or has been removed. Choose a topic on the remote reception front page.',
      back: 'To the remote reception front page',
    },
  },
  occupational: {
    title: 'Occupational health',
    description: 'The occupational health chats that your employer’s contract covers.',
    description_principal: 'The occupational health chats that their employer’s contract covers.',
  },
  detail: {
    open: 'Open',
    closed: 'Closed',
    waitTime: 'Waiting time',
    openingHours: 'Opening hours',
    noOpeningHours: 'Opening hours have not been published.',
    price: 'Price',
    free: 'Free of charge',
    showMore: 'Show more',
    showLess: 'Show less',
    disclaimer: 'Please note',
  },
  weekdays: {
    MONDAY: 'Mon',
    TUESDAY: 'Tue',
    WEDNESDAY: 'Wed',
    THURSDAY: 'Thu',
    FRIDAY: 'Fri',
    SATURDAY: 'Sat',
    SUNDAY: 'Sun',
  },
  start: {
    start: 'Start chat',
    sendServiceRequest: 'Send service request',
    startCallRequest: 'Request a call',
    loginAndStart: 'Log in and start',
    closedHint: 'The chat is closed now. You can start it when it is open.',
    childHint: 'First choose on whose behalf you are acting.',
  },
  waitTime: {
    closed: 'Closed',
    none: 'No queue',
    unknown: '{{length}} in queue',
    lessThan: 'Under {{minutes}} min',
    moreThan: 'Over 30 min',
  },
  errors: {
    noChatsFound: 'No chats were found for this topic right now.',
    loginToSeeAllChats:
      'When logged in, you see all the chats that are yours, occupational health too.',
    chatLoadingFailed: 'The chat could not be loaded.',
    noChatsInATopic: 'You do not have access to this chat.',
    noChatsInATopic_principal: 'They do not have access to this chat.',
    topicsLoadingFailed: 'The topics could not be loaded.',
  },
  chatLoadingFailed: 'The chats could not be loaded. Please try again in a moment.',
  chatStartingFailed: 'The chat could not be started.',
  singleChat: {
    notFound: 'The chat was not found. If you need help, call customer service on {{phone}}.',
  },
  code: chatCodeEn,
  appointments: chatAppointmentsEn,
  onlinePayment: onlinePaymentEn,
  directCompensation: directCompensationEn,
  session: chatSessionEn,
};
