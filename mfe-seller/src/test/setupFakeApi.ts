import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import { forgetToasts } from '@greencart/shared-ui';
import { FakeApi } from '@greencart/shared-ui/test';

/**
 * Gives each test of the file a fresh fake API (shared-ui's, on MSW: the app's requests are
 * real and MSW answers them) and clears the toasts afterwards
 * (react-hot-toast keeps them in a module-level store shared by all tests).
 */
export function setupFakeApi(): () => FakeApi {
  let fake: FakeApi | undefined;
  beforeEach(() => {
    fake = new FakeApi().install();
  });
  afterEach(() => {
    fake?.uninstall();
    act(() => {
      toast.remove();
      forgetToasts();
    });
  });
  return () => {
    if (!fake) throw new Error('setupFakeApi: used outside a test');
    return fake;
  };
}
