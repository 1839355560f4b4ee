/** P-14: `?selectChildFor=<chatId>` opens the selection before that chat starts. */
export const selectChildForParameter = 'selectChildFor';
