import type { Catalogue } from '../catalogue.ts';

export const feedbackEn: Catalogue['feedback'] = {
  titles: {
    nps: 'Would you recommend us?',
    ces: 'Tell us about your experience',
    open: 'Give feedback',
  },
  questions: {
    nps: 'How likely are you to recommend Terveyspalvelu Kaiku to a friend or colleague?',
    ces: 'How easy was it to take care of your matter?',
  },
  npsScale: {
    low: '0 = not at all likely',
    high: '10 = extremely likely',
  },
  cesScale: {
    veryDifficult: 'Very difficult',
    difficult: 'Fairly difficult',
    neutral: 'Neither easy nor difficult',
    easy: 'Fairly easy',
    veryEasy: 'Very easy',
  },
  scoreSent: 'Thank you for your rating! You can tell us more if you like.',
  comment: 'Tell us more (optional)',
  openComment: 'Your feedback',
  openIntro: 'Tell us what worked and what we could improve. We read every message.',
  personalData:
    'Do not include personal data in your feedback, such as your name, personal identity code or phone number. Feedback is anonymous, so we do not reply to it. If you would like a reply, contact customer service.',
  commentRequired: 'Write your feedback before sending it.',
  send: 'Send',
  sending: 'Sending…',
  failed: 'Failed to send the feedback.',
  thanks: 'Thank you for your response!',
  close: 'Close',
};
