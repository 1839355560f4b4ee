// @vitest-environment jsdom
// NS-52 as this portal keeps it: the code that found a chat stays in the tab's session storage, so
// a reload of the code chat resumes it, and only for the person and patient who checked it.
import { afterEach, describe, expect, it } from 'vitest';
import { patientScope, setPatientScope } from '../../../src/api/index.ts';
import {
  forgetChatCodes,
  rememberChatCode,
  rememberedChatCode,
} from '../../../src/chat/code/index.ts';

const laura = 'laura-subject';
const before = patientScope();

afterEach(() => {
  forgetChatCodes();
  setPatientScope(before);
});

describe('remembered chat codes', () => {
  it('keeps the code in the tab’s session storage under tap.chat_code_v1', () => {
    setPatientScope({ subject: laura, patient: 'main' });
    rememberChatCode(3200, 'K7RM2Q');
    expect(JSON.parse(sessionStorage.getItem('tap.chat_code_v1') ?? 'null')).toEqual({
      3200: { code: 'K7RM2Q', scope: { subject: laura, patient: 'main' } },
    });
    expect(rememberedChatCode(3200)).toBe('K7RM2Q');
    expect(rememberedChatCode(3012)).toBeNull();
  });

  it('gives the code to nobody else: another patient or another person of the tab', () => {
    setPatientScope({ subject: laura, patient: 'main' });
    rememberChatCode(3200, 'K7RM2Q');
    setPatientScope({ subject: laura, patient: 'principal:100201' });
    expect(rememberedChatCode(3200)).toBeNull();
    setPatientScope({ subject: 'someone-else', patient: 'main' });
    expect(rememberedChatCode(3200)).toBeNull();
    setPatientScope({ subject: laura, patient: 'main' });
    expect(rememberedChatCode(3200)).toBe('K7RM2Q');
  });

  it('reads a broken entry as no code', () => {
    setPatientScope({ subject: laura, patient: 'main' });
    sessionStorage.setItem('tap.chat_code_v1', '{"3200":{"code":7}}');
    expect(rememberedChatCode(3200)).toBeNull();
    sessionStorage.setItem('tap.chat_code_v1', 'not json');
    expect(rememberedChatCode(3200)).toBeNull();
  });
});
