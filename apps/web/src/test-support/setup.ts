import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every test starts on an empty page (popups included), with empty storage and no fake left from the one before.
afterEach(() => {
  // A test of files (environment node) has no page to clean.
  if (typeof document !== 'undefined') {
    cleanup();
    // Popups (SweetAlert) live outside the rendered tree.
    document.body.innerHTML = '';
    localStorage.clear();
  }
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
