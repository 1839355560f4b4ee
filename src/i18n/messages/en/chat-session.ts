import type { Catalogue } from '../catalogue.ts';

export const chatSessionEn: Catalogue['chat']['session'] = {
  loading: 'Opening the chat…',
  status: {
    loading: 'Connecting to the chat',
    inQueue: 'You are in the queue. A specialist will join the conversation soon.',
    inQueuePosition: 'You are in the queue, your place in the queue: {{position}}.',
    inChat: 'The conversation with the specialist is under way.',
  },
  frameTitle: 'Chat window: {{name}}',
  help: {
    open: 'Help',
    title: 'Remote reception guide',
    frameTitle: 'Remote reception guide',
    close: 'Close the guide',
  },
  failure: {
    title: 'The remote reception did not succeed',
    text: 'The chat connection could not be opened, or it broke. Please try again in a moment.',
    urgent: 'If your matter is urgent, call customer service on {{phone}}.',
    retry: 'Try again',
    back: 'Back to remote reception',
  },
  elsewhere: {
    title: 'This chat is open in another tab',
    text: 'This chat is already open in another tab of your browser, and it is not opened twice. You can continue it there, or move it to this tab, which closes it in the other one.',
    movedTitle: 'The chat moved to another tab',
    moved:
      'The chat was opened in another tab, so it was closed in this tab. You can move it back to this tab.',
    otherChatTitle: 'Another chat is open',
    otherChat:
      'You have another chat open in another tab of your browser. You can start a new chat once it has ended.',
    takeOver: 'Continue the chat in this tab',
  },
  leave: {
    title: 'Leave the chat?',
    text: 'The chat is still under way. If you leave, your place in the queue or the conversation with the specialist may end.',
    stay: 'Stay in the chat',
    leave: 'Leave the chat',
  },
  ended: {
    title: 'The remote reception has ended',
    thanks: 'Thank you for your visit. The conversation has ended ({{name}}).',
    myEvents: 'You can find the summary and any prescriptions and referrals in {{link}}.',
    myEventsLink: 'My events',
    payment:
      'Pay for the remote reception online if you chose online payment. Otherwise you will receive an invoice at home or in your online bank.',
    billing: {
      online:
        'The remote reception is charged through online payment, with the payment method you chose.',
      paper:
        'You will receive a paper invoice for the remote reception by post. A paper invoice carries an invoicing fee.',
    },
    frontPage: 'To the remote reception front page',
    booking: 'Book an appointment',
    close: 'Close',
  },
};
