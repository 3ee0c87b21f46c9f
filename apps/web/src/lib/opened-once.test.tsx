import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenedOnce } from './opened-once';

describe('useOpenedOnce', () => {
  it('is false until the modal is first shown, then stays true after it is hidden', () => {
    const { result, rerender } = renderHook(({ show }) => useOpenedOnce(show), { initialProps: { show: false } });
    expect(result.current).toBe(false);
    rerender({ show: false });
    expect(result.current).toBe(false);
    rerender({ show: true });
    expect(result.current).toBe(true);
    rerender({ show: false });
    expect(result.current).toBe(true);
  });

  it('is true at once for a modal shown from the start', () => {
    const { result } = renderHook(() => useOpenedOnce(true));
    expect(result.current).toBe(true);
  });
});
