import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@burgers/domain/constants';
import type { SessionUser } from '@burgers/domain/types';
import { useSession } from './session';

const ana: SessionUser = {
  id: 3,
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@burgers.test',
  role: 'customer',
  imgUri: null,
  token: 'token-de-ana',
};

describe('the session (docs/product/accounts.md#sessions-and-logout)', () => {
  beforeEach(() => {
    useSession.getState().setUser(null);
    useSession.getState().clearExpired();
  });

  it('keeps the user with its token under user, and restores it on load', async () => {
    useSession.getState().setUser(ana);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(ana);

    // A new visit: nothing in memory, the stored copy left by the last one.
    const saved = localStorage.getItem(STORAGE_KEYS.user) ?? '';
    useSession.setState({ user: null });
    localStorage.setItem(STORAGE_KEYS.user, saved);
    await useSession.persist.rehydrate();
    expect(useSession.getState().user).toEqual(ana);
  });

  it('updates the stored names after a save', () => {
    useSession.getState().setUser(ana);
    useSession.getState().patchUser({ firstName: 'Anita' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toMatchObject({
      firstName: 'Anita',
      token: 'token-de-ana',
    });
  });

  it('on a lapsed session forgets the user and their favourites, and remembers the page to come back to', () => {
    useSession.getState().setUser(ana);
    localStorage.setItem(STORAGE_KEYS.favorites, JSON.stringify([1, 2]));
    useSession.getState().expire('/userfavorites');
    expect(useSession.getState()).toMatchObject({ user: null, expiredFrom: '/userfavorites' });
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.favorites)).toBeNull();
  });

  it('drops a stored user that is not one (no token)', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...ana, token: undefined }));
    await useSession.persist.rehydrate();
    expect(useSession.getState().user).toBeNull();
  });
});
