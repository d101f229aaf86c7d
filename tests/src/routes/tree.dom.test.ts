import { describe, expect, it } from 'vitest';
import { fakeRuntime, routerAt } from './router-fixture';

describe('navigation through the tree', () => {
  /** Loads a path like a visit and returns where the router ended up. */
  async function visit(path: string, runtime = fakeRuntime({ token: true })) {
    const { router } = routerAt(path, runtime);
    await router.load();
    return { location: router.state.location, runtime, router };
  }

  it('sends an unknown path and an unallowed widget to /404', async () => {
    expect((await visit('/no-such-page')).location.pathname).toBe('/404');
    expect((await visit('/display/unknownWidget')).location.pathname).toBe('/404');
  });

  it('sends an admin page to /login without token or embedded context, and lets it through inside the platform', async () => {
    expect((await visit('/reviewList', fakeRuntime())).location.pathname).toBe('/login');
    const embedded = await visit('/reviewList?id=12', fakeRuntime({ embedded: true }));
    expect(embedded.location.pathname).toBe('/reviewList');
    expect(embedded.location.search).toEqual({ id: '12' });
  });

  it('sends code or hmac to /auth with the original query and the path', async () => {
    const { location } = await visit('/reviewList?hmac=f00&shop=s.myshopify.com');
    expect(location.pathname).toBe('/auth');
    expect(location.searchStr).toBe('?hmac=f00&shop=s.myshopify.com&path=%2FreviewList');
  });

  it('lets public pages through without a token and does not start the admin', async () => {
    const { location, runtime } = await visit('/404', fakeRuntime());
    expect(location.pathname).toBe('/404');
    expect(runtime.startup.send).not.toHaveBeenCalled();
    expect(runtime.i18n.loadNamespaces).toHaveBeenCalledWith(['common', 'public']);
  });

  it('starts the admin and loads the page namespace on an admin page', async () => {
    const { runtime } = await visit('/display/carousel');
    expect(runtime.startup.send).toHaveBeenCalledWith({ type: 'startup.start' });
    expect(runtime.i18n.loadNamespaces).toHaveBeenCalledWith(['common', 'display']);
  });

  it('keeps plain query strings and validates search params with the route schema', async () => {
    const { router } = await visit('/reviewList?page=2&junk=1&q=');
    const search = router.state.matches.at(-1)?.search;
    expect(search).toMatchObject({ page: '2' });
    expect(search).not.toHaveProperty('q', '');
    await router.navigate({ to: '/reviewList', search: { id: 12, media: true } });
    expect(router.state.location.href).toBe('/reviewList?id=12&media=1');
    expect(router.state.matches.at(-1)?.search).toMatchObject({ id: '12', media: '1' });
  });
});
