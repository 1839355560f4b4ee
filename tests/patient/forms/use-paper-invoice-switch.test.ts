// @vitest-environment jsdom
// The online-payment switch of the chat and of my information: on saves at once; off (a paper
// invoice, which has a fee) saves only once confirmed, and a cancel saves nothing.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePaperInvoiceSwitch } from '../../../src/patient/forms/index.ts';

function renderSwitch() {
  const save = vi.fn<(online: boolean) => void>();
  const { result } = renderHook(() => usePaperInvoiceSwitch(save));
  return { save, result };
}

describe('usePaperInvoiceSwitch', () => {
  it('saves on at once, without asking', () => {
    const { save, result } = renderSwitch();
    act(() => {
      result.current.onChange(true);
    });
    expect(save.mock.calls).toEqual([[true]]);
    expect(result.current.confirmation.open).toBe(false);
  });

  it('asks before off; a cancel closes the question and saves nothing', () => {
    const { save, result } = renderSwitch();
    act(() => {
      result.current.onChange(false);
    });
    expect(result.current.confirmation.open).toBe(true);
    expect(save).not.toHaveBeenCalled();
    act(() => {
      result.current.confirmation.onCancel();
    });
    expect(result.current.confirmation.open).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves off once confirmed, and closes the question', () => {
    const { save, result } = renderSwitch();
    act(() => {
      result.current.onChange(false);
    });
    act(() => {
      result.current.confirmation.onConfirm();
    });
    expect(result.current.confirmation.open).toBe(false);
    expect(save.mock.calls).toEqual([[false]]);
  });
});
