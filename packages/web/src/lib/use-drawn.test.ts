import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDrawn } from './use-drawn.ts';

describe('useDrawn', () => {
  it('is false until the component has been drawn, then true', async () => {
    const { result } = renderHook(() => useDrawn());

    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
