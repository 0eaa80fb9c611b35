import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import {
  ERROR_CODES,
  STAFF_ROLES,
  roleCan,
  type StaffPermission,
  type StaffRole,
} from '@greencart/contracts';
import bcrypt from 'bcrypt';
import { SellerGuard } from '../src/auth/auth.guards.js';
import {
  ANY_STAFF,
  STAFF_BODY_PERMISSION_KEY,
  STAFF_PERMISSION_KEY,
  STAFF_SCOPED_PERMISSION_KEY,
  type BodyPermission,
  type DeclaredPermission,
  type ScopedPermission,
} from '../src/staff/require-permission.js';
import { AuditLogEntity } from '../src/audit/audit-log.entity.js';
import { ProductEntity } from '../src/product/product.entity.js';
import { OrderEntity } from '../src/order/order.entity.js';
import { placeCodOrder } from './support/orders.js';
import { shopperWithAddress } from './support/shoppers.js';
import { OwnerBootstrap } from '../src/staff/owner-bootstrap.js';
import { StaffAccountEntity } from '../src/staff/staff-account.entity.js';
import { StaffService } from '../src/staff/staff.service.js';
import { hashPassword } from '../src/user/password-hash.js';
import { createStaff, loginStaff } from './support/staff.js';
import {
  SELLER,
  insertProduct,
  loginSeller,
  startTestApp,
  type TestApp,
} from './support/test-app.js';

/** One route of a controller, as the Nest router registers it. */
interface Route {
  method: string;
  path: string;
  /** `SellerGuard` is on the route or its controller. */
  sellerGuarded: boolean;
  declared: DeclaredPermission | undefined;
  /** Narrower uses with permissions of their own (`@AlsoPermitScoped`). */
  scopes: ScopedPermission[];
  /** Stricter uses needing a permission on top (`@AlsoRequireForBody`). */
  bodyUses: BodyPermission[];
}

type Constructor = new (...args: never[]) => unknown;

function paths(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return [value === undefined ? '' : String(value)];
}

function join(...parts: string[]): string {
  return `/${parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}

/** Every route of every controller, read from the metadata the Nest router reads. */
function allRoutes(test: TestApp): Route[] {
  const routes: Route[] = [];
  const seen = new Set<Constructor>();
  for (const module of test.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Constructor | undefined;
      if (!controller || seen.has(controller)) continue;
      seen.add(controller);
      const classGuards: unknown[] = Reflect.getMetadata(GUARDS_METADATA, controller) ?? [];
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined || !Reflect.hasMetadata(PATH_METADATA, handler)) continue;
        const guards: unknown[] = [
          ...classGuards,
          ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[] | undefined) ?? []),
        ];
        for (const base of paths(Reflect.getMetadata(PATH_METADATA, controller))) {
          for (const own of paths(Reflect.getMetadata(PATH_METADATA, handler))) {
            routes.push({
              method: RequestMethod[method],
              path: join(base, own),
              sellerGuarded: guards.includes(SellerGuard),
              declared: Reflect.getMetadata(STAFF_PERMISSION_KEY, handler),
              scopes: Reflect.getMetadata(STAFF_SCOPED_PERMISSION_KEY, handler) ?? [],
              bodyUses: Reflect.getMetadata(STAFF_BODY_PERMISSION_KEY, handler) ?? [],
            });
          }
        }
      }
    }
  }
  return routes;
}

/** A concrete URL for a route pattern: unknown ids (the guard runs before any lookup). */
function concrete(path: string): string {
  return path
    .replace(/:position\b/g, '1')
    .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-00000000abcd');
}

describe('staff roles and permissions (docs/STAFF.md)', () => {
  let test: TestApp;
  let baseUrl: string;
  let sellerRoutes: Route[];
  const cookies = {} as Record<StaffRole, string>;

  async function cookieOf(staff: { email: string; password: string }): Promise<string> {
    const response = await fetch(`${baseUrl}/api/seller/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: staff.email, password: staff.password }),
    });
    expect(response.status).toBe(200);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  /** Status (and, for a refusal, the body) of one request; a stream is closed at its headers. */
  async function call(
    route: Route,
    cookie: string,
    query = '',
    json: object = {},
  ): Promise<{ status: number; body?: unknown }> {
    const abort = new AbortController();
    const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
    const response = await fetch(`${baseUrl}${concrete(route.path)}${query}`, {
      method: route.method,
      headers: { cookie, ...(withBody ? { 'content-type': 'application/json' } : {}) },
      body: withBody ? JSON.stringify(json) : undefined,
      signal: abort.signal,
    });
    if (response.status === 403) return { status: 403, body: await response.json() };
    abort.abort();
    return { status: response.status };
  }

  beforeAll(async () => {
    test = await startTestApp();
    await test.app.listen(0, '127.0.0.1');
    baseUrl = (await test.app.getUrl()).replace('[::1]', '127.0.0.1');
    sellerRoutes = allRoutes(test).filter((route) => route.sellerGuarded);
    cookies.owner = await cookieOf(SELLER);
    cookies.manager = await cookieOf(await createStaff(test, 'manager'));
    cookies.packer = await cookieOf(await createStaff(test, 'packer'));
  });
  afterAll(() => test.close());

  it('finds the seller routes from the router metadata', () => {
    const names = sellerRoutes.map((route) => `${route.method} ${route.path}`);
    expect(names.length).toBeGreaterThanOrEqual(23);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/seller/is-auth',
        'POST /api/product/add',
        'POST /api/product/stock',
        'PUT /api/seller/synonyms',
        'GET /api/seller/delivery/zones',
        'PUT /api/seller/delivery/zones',
        'GET /api/order/seller/events',
        'POST /api/order/seller/:id/status',
        'POST /api/order/seller/:id/refund/retry',
        'GET /api/seller/audit',
      ]),
    );
  });

  it('every route behind SellerGuard declares a permission', () => {
    const undeclared = sellerRoutes
      .filter((route) => route.declared === undefined)
      .map((route) => `${route.method} ${route.path}`);
    expect(undeclared).toEqual([]);
  });

  it('a declared permission is one of the contracts’ permissions', () => {
    for (const route of sellerRoutes) {
      if (route.declared === undefined || route.declared === ANY_STAFF) continue;
      expect(roleCan('owner', route.declared as StaffPermission)).toBe(true);
    }
  });

  it.each(STAFF_ROLES)('%s: 403 exactly on the routes the role may not use', async (role) => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of sellerRoutes) {
      const allowed =
        route.declared === ANY_STAFF ||
        (route.declared !== undefined && roleCan(role, route.declared));
      const { status, body } = await call(route, cookies[role]);
      const name = `${route.method} ${route.path}`;
      expected.push(`${name} → ${allowed ? 'passes the guard' : '403'}`);
      if (status === 403) {
        expect(body).toMatchObject({
          success: false,
          code: ERROR_CODES.NOT_PERMITTED,
          message: expect.stringContaining(role),
        });
        outcomes.push(`${name} → 403`);
      } else {
        // 2xx, or a 4xx from validation or a lookup: past the guard, never refused as a stranger.
        expect({ name, status: status === 401 || status >= 500 ? status : 'ok' }).toEqual({
          name,
          status: 'ok',
        });
        outcomes.push(`${name} → passes the guard`);
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it.each(STAFF_ROLES)(
    '%s: a narrower use of a route passes exactly with its own permission',
    async (role) => {
      const scoped = sellerRoutes.filter((route) => route.scopes.length > 0);
      expect(scoped.map((route) => `${route.method} ${route.path}`)).toContain(
        'GET /api/seller/audit',
      );
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const route of scoped) {
        for (const scope of route.scopes) {
          const params = new URLSearchParams(scope.query);
          for (const name of scope.required) params.set(name, concrete(':id'));
          const allowed =
            route.declared === ANY_STAFF ||
            (route.declared !== undefined && roleCan(role, route.declared)) ||
            roleCan(role, scope.permission);
          const name = `${route.method} ${route.path}?${params.toString()}`;
          expected.push(`${name} → ${allowed ? 'passes the guard' : '403'}`);
          const { status } = await call(route, cookies[role], `?${params.toString()}`);
          expect({ name, status: status === 401 || status >= 500 ? status : 'ok' }).toEqual({
            name,
            status: 'ok',
          });
          outcomes.push(`${name} → ${status === 403 ? '403' : 'passes the guard'}`);
          // Without the required id, the narrower use is not made: the route's own permission.
          const bare = await call(route, cookies[role], `?${new URLSearchParams(scope.query)}`);
          const bareAllowed =
            route.declared === ANY_STAFF ||
            (route.declared !== undefined && roleCan(role, route.declared));
          expect({ name, bare: bare.status === 403 }).toEqual({ name, bare: !bareAllowed });
        }
      }
      expect(outcomes).toEqual(expected);
    },
  );

  it.each(STAFF_ROLES)(
    '%s: a stricter use of a route needs its own permission as well',
    async (role) => {
      const stricter = sellerRoutes.filter((route) => route.bodyUses.length > 0);
      expect(stricter.map((route) => `${route.method} ${route.path}`)).toContain(
        'POST /api/order/seller/:id/status',
      );
      for (const route of stricter) {
        for (const use of route.bodyUses) {
          const allowed =
            route.declared !== undefined &&
            route.declared !== ANY_STAFF &&
            roleCan(role, route.declared) &&
            roleCan(role, use.permission);
          const name = `${route.method} ${route.path} ${JSON.stringify(use.body)}`;
          const { status, body } = await call(route, cookies[role], '', use.body);
          expect({
            name,
            status: status === 403 ? 403 : status >= 500 ? status : 'passes',
          }).toEqual({ name, status: allowed ? 'passes' : 403 });
          if (status === 403) expect(body).toMatchObject({ code: ERROR_CODES.NOT_PERMITTED });
        }
      }
    },
  );

  describe('what a packer does (issue 41)', () => {
    let orderId: string;
    beforeAll(async () => {
      await insertProduct(test, { id: 'perm-kiwi', name: 'Kiwi', price: 80 });
      await insertProduct(test, { id: 'perm-lime', name: 'Lime', price: 40 });
      const shopper = await shopperWithAddress(test);
      orderId = (await placeCodOrder(shopper, [{ product: 'perm-kiwi', quantity: 2 }]))._id;
    });

    it('a packer may not cancel an order; a manager may', async () => {
      const packer = await loginStaff(test, await createStaff(test, 'packer'));
      const refused = await packer
        .post(`/api/order/seller/${orderId}/status`)
        .send({ status: 'Cancelled', note: 'Out of stock' });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        success: false,
        code: ERROR_CODES.NOT_PERMITTED,
        message: expect.stringContaining('packer'),
      });
      const order = () =>
        test.dataSource.getRepository(OrderEntity).findOneByOrFail({ id: orderId });
      expect((await order()).status).toBe('Order Placed');
      // Confirming is still theirs.
      const confirmed = await packer
        .post(`/api/order/seller/${orderId}/status`)
        .send({ status: 'Confirmed' });
      expect(confirmed.status).toBe(200);
      const manager = await loginStaff(test, await createStaff(test, 'manager'));
      const cancelled = await manager
        .post(`/api/order/seller/${orderId}/status`)
        .send({ status: 'Cancelled', note: 'Out of stock' });
      expect(cancelled.status).toBe(200);
      expect((await order()).status).toBe('Cancelled');
    });

    it('a packer marks a product out of stock, audited under their name; nothing more', async () => {
      const staff = await createStaff(test, 'packer');
      const packer = await loginStaff(test, staff);
      const marked = await packer.post('/api/product/perm-lime/out-of-stock').send({});
      expect(marked.status).toBe(200);
      expect(marked.body).toMatchObject({ success: true });
      const lime = await test.dataSource
        .getRepository(ProductEntity)
        .findOneByOrFail({ id: 'perm-lime' });
      expect(lime.inStock).toBe(false);
      const rows = await test.dataSource
        .getRepository(AuditLogEntity)
        .find({ where: { recordId: 'perm-lime', staffId: staff.id } });
      expect(rows).toEqual([
        expect.objectContaining({
          action: 'stock.in-stock',
          staffName: staff.name,
          before: { inStock: true },
          after: { inStock: false },
        }),
      ]);
      // Not the switch's on position, nor prices.
      expect(
        (await packer.post('/api/product/stock').send({ id: 'perm-lime', inStock: true })).status,
      ).toBe(403);
      expect((await packer.patch('/api/product/perm-lime').send({ price: 1 })).status).toBe(403);
      const price = await test.dataSource
        .getRepository(ProductEntity)
        .findOneByOrFail({ id: 'perm-lime' });
      expect(price.priceCents).toBe(lime.priceCents);
      // An unknown product is a 404, not a 500.
      expect((await packer.post('/api/product/no-such-product/out-of-stock').send({})).status).toBe(
        404,
      );
    });
  });

  it('the role table: packer may not write the catalogue or stock, manager may not manage staff', async () => {
    const packer = await loginStaff(test, await createStaff(test, 'packer'));
    expect((await packer.post('/api/product/stock').send({})).status).toBe(403);
    expect((await packer.get('/api/order/seller')).status).toBe(200);
    const manager = await loginStaff(test, await createStaff(test, 'manager'));
    expect((await manager.get('/api/seller/staff')).status).toBe(403);
    const owner = await loginSeller(test);
    const list = await owner.get('/api/seller/staff');
    expect(list.status).toBe(200);
    expect(list.body.staff[0]).toMatchObject({ email: SELLER.email, role: 'owner', active: true });
    expect(JSON.stringify(list.body)).not.toMatch(/\$2[aby]\$/);
  });

  describe('accounts and sessions', () => {
    it('a manager logs in; is-auth names them and their role', async () => {
      const manager = await createStaff(test, 'manager');
      const agent = test.http();
      const login = await agent
        .post('/api/seller/login')
        .send({ email: manager.email.toUpperCase(), password: manager.password });
      expect(login.status).toBe(200);
      expect(login.body).toEqual({ success: true, message: expect.any(String) });
      expect((await agent.get('/api/seller/is-auth')).body).toEqual({
        success: true,
        name: manager.name,
        role: 'manager',
      });
    });

    it("a deactivated account's cookie answers 401, and it cannot log in again", async () => {
      const packer = await createStaff(test, 'packer');
      const agent = await loginStaff(test, packer);
      expect((await agent.get('/api/order/seller')).status).toBe(200);
      await test.app.get(StaffService).setActive(packer.id, false);
      const refused = await agent.get('/api/order/seller');
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ success: false, code: ERROR_CODES.NOT_SELLER });
      const again = await test
        .http()
        .post('/api/seller/login')
        .send({ email: packer.email, password: packer.password });
      expect(again.status).toBe(401);
      expect(again.body.code).toBe(ERROR_CODES.INVALID_CREDENTIALS);
    });

    it('an account deactivated in the database is refused even before its sessions end', async () => {
      const manager = await createStaff(test, 'manager');
      const agent = await loginStaff(test, manager);
      await test.dataSource
        .getRepository(StaffAccountEntity)
        .update({ id: manager.id }, { active: false });
      expect((await agent.get('/api/seller/is-auth')).status).toBe(401);
    });

    it('a role change ends the sessions; the next login has the new role', async () => {
      const manager = await createStaff(test, 'manager');
      const agent = await loginStaff(test, manager);
      expect((await agent.get('/api/product/low-stock')).status).toBe(200);
      await test.app.get(StaffService).changeRole(manager.id, 'packer');
      expect((await agent.get('/api/seller/is-auth')).status).toBe(401);
      const relogged = await loginStaff(test, manager);
      expect((await relogged.get('/api/seller/is-auth')).body.role).toBe('packer');
      expect((await relogged.get('/api/product/low-stock')).status).toBe(403);
    });

    it('rate limits logins of a staff account like shoppers’', async () => {
      const packer = await createStaff(test, 'packer');
      for (let attempt = 0; attempt < test.config.authRateLimit.perEmail; attempt += 1) {
        await test
          .http()
          .post('/api/seller/login')
          .send({ email: packer.email, password: `guess-${attempt}` });
      }
      const response = await test
        .http()
        .post('/api/seller/login')
        .send({ email: packer.email, password: packer.password });
      expect(response.status).toBe(429);
    });
  });

  describe('the owner from SELLER_EMAIL / SELLER_PASSWORD', () => {
    const owners = () =>
      test.dataSource.getRepository(StaffAccountEntity).find({ where: { role: 'owner' } });

    it('is created once, with a bcrypt hash like shoppers’', async () => {
      const [owner, ...more] = await owners();
      expect(more).toEqual([]);
      expect(owner.email).toBe(SELLER.email);
      expect(owner.passwordHash).toMatch(/^\$2[aby]\$10\$/);
      expect(await bcrypt.compare(SELLER.password, owner.passwordHash)).toBe(true);
    });

    it('a restart neither adds an owner nor resets a password changed since', async () => {
      const repository = test.dataSource.getRepository(StaffAccountEntity);
      const [owner] = await owners();
      const changed = 'a password changed in the portal';
      await repository.update({ id: owner.id }, { passwordHash: await hashPassword(changed) });
      try {
        await test.app.get(OwnerBootstrap).onApplicationBootstrap();
        expect((await owners()).map((account) => account.id)).toEqual([owner.id]);
        expect((await test.http().post('/api/seller/login').send(SELLER)).status).toBe(401);
        expect(
          (
            await test
              .http()
              .post('/api/seller/login')
              .send({ email: SELLER.email, password: changed })
          ).status,
        ).toBe(200);
      } finally {
        await repository.update({ id: owner.id }, { passwordHash: owner.passwordHash });
      }
    });

    it('another SELLER_EMAIL adds no owner while an active owner exists', async () => {
      const seller = test.config.seller;
      const old = { ...seller };
      Object.assign(seller, { email: 'new-owner@test.local', password: 'another owner password' });
      try {
        await test.app.get(OwnerBootstrap).onApplicationBootstrap();
        expect((await owners()).map((account) => account.email)).toEqual([SELLER.email]);
      } finally {
        Object.assign(seller, old);
      }
    });

    it('changing SELLER_PASSWORD later does not end the owner’s sessions', async () => {
      const owner = await loginSeller(test);
      const seller = test.config.seller;
      const old = seller.password;
      seller.password = 'a brand new seller password';
      try {
        expect((await owner.get('/api/seller/is-auth')).status).toBe(200);
      } finally {
        seller.password = old;
      }
    });
  });
});
