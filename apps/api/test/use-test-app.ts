/**
 * The start of an API test file: an app on a copy of the seeded database for the file's tests, and the
 * ways its tests call it. Kept apart from test-app.ts, which the benchmarks import outside Vitest.
 */
import type { Role } from '@ponte/shared/roles';
import type { TenantSlug } from '@ponte/shared/tenants';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  call,
  cookieJar,
  createTestApp,
  createUser,
  type TestContext,
  type TestOptions,
  type TestUser,
} from './test-app.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A person with their session cookie, for tests that hand both around. */
export interface Caller {
  user: TestUser;
  cookie: string;
}

/**
 * Who makes a request: a person (signed in once for the whole file), a caller, or a bare session cookie,
 * which is sent to the file's tenant.
 */
export type Who = TestUser | Caller | string;

export interface RequestOptions {
  /** Another tenant's host than the caller's (a cross-tenant attempt). */
  tenant?: TenantSlug;
  headers?: Record<string, string>;
}

export interface TestFile extends TestContext {
  jar: ReturnType<typeof cookieJar>;
  as: (user: TestUser) => Promise<Caller>;
  req: (
    who: Who,
    method: Method,
    url: string,
    body?: unknown,
    options?: RequestOptions,
  ) => Promise<LightMyRequestResponse>;
  /** A request that must answer `status`; its JSON body. */
  ok: <T>(
    who: Who,
    method: Method,
    url: string,
    body?: unknown,
    status?: number,
    options?: RequestOptions,
  ) => Promise<T>;
}

export interface TestFileOptions extends TestOptions {
  /** Where requests made with a bare cookie go (the server's default host is trindtech's). */
  tenant?: TenantSlug;
}

/**
 * Starts the file's app before its tests and closes it after them. The returned context reads the app
 * once it has started, so the file's own hooks and tests use it as they would the started one.
 */
export function useTestApp(options: TestFileOptions = {}): TestFile {
  let current: TestContext | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const started = (): TestContext => {
    if (!current) throw new Error('the test app starts in beforeAll: use it from a hook or a test');
    return current;
  };
  const jar = cookieJar(() => started().app);
  const cookieOf = async (who: Who) => (typeof who === 'string' ? who : 'cookie' in who ? who.cookie : jar.of(who));
  const tenantOf = (who: Who) =>
    typeof who === 'string' ? options.tenant : 'cookie' in who ? who.user.tenant : who.tenant;
  const req: TestFile['req'] = async (who, method, url, body, { tenant, headers } = {}) =>
    call(started().app, { method, url, tenant: tenant ?? tenantOf(who), cookie: await cookieOf(who), body, headers });
  return {
    get app() {
      return started().app;
    },
    get handle() {
      return started().handle;
    },
    get config() {
      return started().config;
    },
    logs: () => started().logs(),
    outbox: () => started().outbox(),
    close: () => started().close(),
    jar,
    as: async (user) => ({ user, cookie: await jar.of(user) }),
    req,
    ok: async <T>(
      who: Who,
      method: Method,
      url: string,
      body?: unknown,
      status = 200,
      requestOptions: RequestOptions = {},
    ) => {
      const response = await req(who, method, url, body, requestOptions);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
      return response.json() as T;
    },
  };
}

/** A test file about one person's own data: the app, and a new person of `role`, signed in before the tests. */
export function useTestAppWithNewUser(
  tenant: TenantSlug,
  role: Role,
  options: TestFileOptions = {},
): TestFile & { me: TestUser; cookie: string } {
  const ctx = useTestApp(options);
  let me: TestUser | undefined;
  let cookie: string | undefined;
  beforeAll(async () => {
    me = await createUser(ctx, tenant, role);
    cookie = await ctx.jar.of(me);
  });
  const signedIn = () => {
    if (!me || !cookie) throw new Error('the person is created in beforeAll: use them from a hook or a test');
    return { me, cookie };
  };
  return Object.defineProperties(ctx as TestFile & { me: TestUser; cookie: string }, {
    me: { get: () => signedIn().me },
    cookie: { get: () => signedIn().cookie },
  });
}
