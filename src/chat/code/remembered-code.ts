// NS-52: the code that found a chat, kept in memory (never stored) until the code chat's session
// page (`code/:chatId/reception`) sends it as `chatCode`. After a reload it is gone and the
// patient goes back to the code page. It belongs to whoever checked it: another person or patient
// in the tab does not get it.
import { patientScope, sameScope, type PatientScope } from '../../api/index.ts';

const codes = new Map<number, { code: string; scope: PatientScope }>();

/** Keeps the code that found chat `chatId` for the current person and patient. */
export function rememberChatCode(chatId: number, code: string): void {
  codes.set(chatId, { code, scope: patientScope() });
}

/** The code that found chat `chatId` for the current person and patient; null when none did. */
export function rememberedChatCode(chatId: number): string | null {
  const remembered = codes.get(chatId);
  return remembered !== undefined && sameScope(remembered.scope, patientScope())
    ? remembered.code
    : null;
}

/** Forgets every remembered code (tests, or when a session page has used one). */
export function forgetChatCodes(): void {
  codes.clear();
}
