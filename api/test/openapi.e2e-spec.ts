import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { startTestApp, type TestApp } from './support/test-app.js';

interface OpenApiOperation {
  summary?: string;
  description?: string;
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
}

type OpenApiPaths = Record<string, Record<string, OpenApiOperation>>;

/** `a/:id` and `/b` joined the way Nest joins them, written in OpenAPI's `{id}` form. */
function openApiPath(controllerPath: string, methodPath: string): string {
  const joined = `/${controllerPath}/${methodPath}`.replace(/\/+/g, '/').replace(/\/$/, '');
  return (joined || '/').replace(/:(\w+)/g, '{$1}');
}

/** Every route of every controller of the app (`GET /api/x/{id}`), read from Nest's metadata. */
function controllerRoutes(test: TestApp): string[] {
  const scanner = new MetadataScanner();
  const routes = new Set<string>();
  for (const module of test.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const bases = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[]].flat();
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name] as object;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        for (const base of bases) {
          for (const path of [paths].flat()) routes.add(`${method} ${openApiPath(base, path)}`);
        }
      }
    }
  }
  return [...routes].sort();
}

describe('OpenAPI document (GET /api/docs/json)', () => {
  let test: TestApp;
  let paths: OpenApiPaths;
  beforeAll(async () => {
    test = await startTestApp({ API_DOCS: 'true' });
    const response = await test.http().get('/api/docs/json');
    expect(response.status).toBe(200);
    paths = (response.body as { paths: OpenApiPaths }).paths;
  });
  afterAll(() => test.close());

  it('lists every route the controllers serve', () => {
    const routes = controllerRoutes(test);
    // The scan itself must see the app (a broken scan would pass vacuously).
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContain('GET /api/order/user/events');
    const documented = new Set(
      Object.entries(paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect(routes.filter((route) => !documented.has(route))).toEqual([]);
  });

  it.each(['/api/order/user/events', '/api/order/seller/events'])(
    'documents the live events route %s as a text/event-stream answer',
    (path) => {
      const operation = paths[path]?.get;
      expect(operation).toBeDefined();
      expect(operation?.description ?? '').toMatch(/server-sent events/i);
      const ok = operation?.responses?.['200'];
      expect(ok?.content).toHaveProperty(['text/event-stream']);
      expect(operation?.responses?.['401']).toBeDefined();
    },
  );
});
