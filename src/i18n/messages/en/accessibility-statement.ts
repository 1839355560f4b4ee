import type { Catalogue } from '../catalogue.ts';

export const accessibilityStatementEn: Catalogue['accessibilityStatement'] = {
  title: 'Accessibility statement',
  intro:
    'This accessibility statement applies to the Asiointi service of Terveyspalvelu Kaiku: remote reception, my information and the pages around them. It has been prepared under the Act on the Provision of Digital Services (306/2019).',
  status: {
    title: 'Compliance status',
    text: 'Asiointi partially meets the level AA requirements of the WCAG 2.1 guidelines. The gaps concern content from other providers that the service shows in a frame.',
  },
  nonAccessible: {
    title: 'Content that is not accessible',
    intro:
      'The following parts are provided by another supplier. We have not been able to ensure their accessibility fully:',
    chat: 'The chat window of remote reception. If you cannot use it, you can also take care of your matter by phone.',
    survey:
      'The symptom assessment survey of occupational health. If the survey does not work for you, call customer service.',
    helpGuide: 'The remote reception guide that opens during the chat.',
  },
  assessment: {
    title: 'How accessibility was assessed',
    text: 'We have assessed the service ourselves. Every page and dialog is checked automatically (axe, WCAG 2.1 AA) with every change, and the service has been tested with the keyboard and with enlarged text.',
    prepared:
      'This statement was prepared on 25 November 2026 and last updated on 25 November 2026.',
  },
  feedback: {
    title: 'Give feedback on accessibility',
    text: 'Did you notice an accessibility gap? Tell us and we will fix it.',
    reply:
      'If you would like a reply, contact customer service by phone on {{phone}} or with the contact form. We reply within 14 days.',
    contactForm: 'Go to the contact form',
    anonymous:
      'You can also give feedback anonymously in the feedback window. We cannot reply to anonymous feedback.',
    button: 'Give anonymous feedback',
  },
  enforcement: {
    title: 'Supervisory authority',
    text: 'If you notice accessibility problems in the service, first give feedback to us. If you are not satisfied with the reply or get no reply within two weeks, you can report it to the supervisory authority for accessibility.',
    link: 'Webaccessibility.fi: how to report',
  },
};
