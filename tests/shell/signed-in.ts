import type { HeaderAuth } from '../../src/shell/index.ts';
import type { SignedInPerson } from '../support/render-app.tsx';
import { subjects } from '../support/test-token.ts';

/** The person the shell's tests sign in (and the header's state for her), two given names. */
export const loggedIn: SignedInPerson & HeaderAuth = {
  kind: 'LoggedIn',
  subject: subjects.mainUser,
  givenNames: 'Maija Liisa',
  lastName: 'Meikäläinen',
};
