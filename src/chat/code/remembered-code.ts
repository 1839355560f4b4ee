// NS-52: the code that found a chat, kept in this tab's session storage until the code chat's
// session page (`code/:chatId/reception`) sends it as `chatCode`, so a reload of that page resumes
// the chat as a reload of an on-demand chat does. It belongs to whoever checked it: another person
// or patient in the tab does not get it, and a sign-out or another person's sign-in removes it
// (src/auth/session/logout-cleanup.ts).
import { patientScope, sameScope, type PatientScope } from '../../api/index.ts';

/** sessionStorage: `{ [chatId]: { code, subject, patient } }`, in the NS-18 style. */
export const chatCodeKey = 'tap.chat_code_v1';

type CodeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Remembered {
  code: string;
  scope: PatientScope;
}

const tabStorage = (): CodeStorage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

function isRemembered(value: unknown): value is Remembered {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const code: unknown = Reflect.get(value, 'code');
  const scope: unknown = Reflect.get(value, 'scope');
  return (
    typeof code === 'string' &&
    typeof scope === 'object' &&
    scope !== null &&
    typeof Reflect.get(scope, 'patient') === 'string' &&
    (typeof Reflect.get(scope, 'subject') === 'string' || Reflect.get(scope, 'subject') === null)
  );
}

function readAll(storage: CodeStorage): Record<string, Remembered> {
  try {
    const value: unknown = JSON.parse(storage.getItem(chatCodeKey) ?? '{}');
    if (typeof value !== 'object' || value === null) {
      return {};
    }
    return Object.fromEntries(Object.entries(value).filter(([, entry]) => isRemembered(entry)));
  } catch {
    // Unreadable or refused storage: no code, the patient goes back to the code page.
    return {};
  }
}

/** Keeps the code that found chat `chatId` for the current person and patient. */
export function rememberChatCode(
  chatId: number,
  code: string,
  storage: CodeStorage | null = tabStorage(),
): void {
  if (!storage) {
    return;
  }
  const all = readAll(storage);
  all[String(chatId)] = { code, scope: patientScope() };
  try {
    storage.setItem(chatCodeKey, JSON.stringify(all));
  } catch {
    // Storage full or refused: the session still opens now; a reload asks for the code again.
  }
}

/** The code that found chat `chatId` for the current person and patient; null when none did. */
export function rememberedChatCode(
  chatId: number,
  storage: CodeStorage | null = tabStorage(),
): string | null {
  const remembered = storage ? readAll(storage)[String(chatId)] : undefined;
  return remembered !== undefined && sameScope(remembered.scope, patientScope())
    ? remembered.code
    : null;
}

/** Forgets every remembered code. */
export function forgetChatCodes(storage: CodeStorage | null = tabStorage()): void {
  try {
    storage?.removeItem(chatCodeKey);
  } catch {
    // Nothing kept.
  }
}
