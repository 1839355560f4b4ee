// Q-24…Q-28, C-09: the code field's state and its check through the generated query. The field
// keeps what the patient typed whatever the answer; the state comes from the pure rules.
import { useState } from 'react';
import { useGetChatByCode } from '../../../generated/chat-v4/chat-v4.ts';
import type { ChatQueueOutput } from '../../../generated/chat-v4/model/chatQueue.zod.ts';
import {
  checkCodeField,
  codeEntryOf,
  maySendAgain,
  type CodeCheck,
  type CodeEntryState,
} from '../code-entry.ts';

/** C-09: the contract's longest code; a longer one is not a code. */
export const codeMaxLength = 64;

export interface CodeCheckForm {
  value: string;
  entry: CodeEntryState;
  checking: boolean;
  /** The chat the last code found, with that code (NS-52); null before a successful check. */
  found: { chat: ChatQueueOutput; code: string } | null;
  edit: (value: string) => void;
  blur: () => void;
  /** Checks the code; false when nothing was sent and the field should take the focus. */
  submit: () => boolean;
}

function checkOf(
  sent: string | null,
  query: { isFetching: boolean; isError: boolean; error: unknown; data: unknown },
): CodeCheck {
  if (sent === null) {
    return { kind: 'NotSent' };
  }
  if (query.isFetching) {
    return { kind: 'Checking' };
  }
  if (query.isError) {
    return { kind: 'Failed', error: query.error };
  }
  return query.data === undefined ? { kind: 'Checking' } : { kind: 'Found' };
}

export function useCodeCheck(): CodeCheckForm {
  const [value, setValue] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [edited, setEdited] = useState(false);
  // The path segment is the code encoded: a `/` or `?` typed in it stays part of the code.
  const query = useGetChatByCode(encodeURIComponent(sent ?? ''), {
    query: { enabled: sent !== null, retry: false, staleTime: 0 },
  });
  const entry = codeEntryOf({ missing, edited, check: checkOf(sent, query) });
  const chat = query.data;

  return {
    value,
    entry,
    checking: query.isFetching,
    found: chat !== undefined && sent !== null && !query.isError ? { chat, code: sent } : null,
    edit: (next) => {
      setValue(next);
      setMissing(false);
      setEdited(sent !== null);
    },
    blur: () => {
      // blur validates what can be judged here (required); a server answer stays shown.
      if (checkCodeField(value).kind === 'Invalid') {
        setMissing(true);
      }
    },
    submit: () => {
      // Codes are capitals; one typed in small letters on a phone is the same code.
      const code = value.trim().toUpperCase();
      if (checkCodeField(code).kind === 'Invalid') {
        setMissing(true);
        return false;
      }
      if (!edited && code === sent && !maySendAgain(entry)) {
        return false;
      }
      setEdited(false);
      if (code === sent) {
        void query.refetch();
      } else {
        setSent(code);
      }
      return true;
    },
  };
}
