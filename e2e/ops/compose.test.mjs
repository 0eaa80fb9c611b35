// docker-compose.yml: what operators and the API rely on. Parsed with `yaml`, and validated
// by Debian's docker-compose (`config -q` needs no Docker engine) when it is installed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import YAML from 'yaml';
import { findBinary } from './support/binaries.mjs';
import {
  apiConfigNames,
  COMPOSE_PATH,
  envExampleNames,
  environmentOf,
  readCompose,
  readComposeText,
  requiredVariables,
} from './support/compose.mjs';
import { ROOT } from './support/paths.mjs';

const compose = readCompose();
const services = compose.services;

/**
 * Variables of the API that the compose file must pass to the api and migrate containers
 * (docker/README.md). `.env.example` and the API's config code add whatever else it reads.
 */
const API_VARIABLES = [
  'PORT',
  'DATABASE_URL',
  'DATA_DIR',
  'JWT_SECRET',
  'SELLER_EMAIL',
  'SELLER_PASSWORD',
  'CORS_ORIGINS',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_BASE',
  'NODE_ENV',
  'LOG_LEVEL',
  'STORAGE_DRIVER',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_REGION',
  'S3_PUBLIC_URL',
  'REDIS_URL',
  'TRUST_PROXY',
];

/**
 * Variables in .env.example that are not the containerised API's: the embedded database's
 * port (compose always uses the postgres service) and the ports `npm start` serves on.
 */
const NOT_FOR_THE_API_CONTAINER = new Set([
  'EMBEDDED_DB_PORT',
  'SHELL_PORT',
  'STOREFRONT_PORT',
  'SELLER_PORT',
]);

/** Production secrets: no default, compose refuses to start without them. */
const REQUIRED_SECRETS = [
  'POSTGRES_PASSWORD',
  'JWT_SECRET',
  'SELLER_EMAIL',
  'SELLER_PASSWORD',
  'CORS_ORIGINS',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'MINIO_ROOT_USER',
  'MINIO_ROOT_PASSWORD',
];

const WEB_SERVICES = ['shell', 'storefront', 'seller'];

function hasHealthCheck(service) {
  const check = service.healthcheck;
  return Boolean(check && !check.disable && Array.isArray(check.test) && check.test.length > 1);
}

/** Named volumes mounted by a service, as `volume:/container/path`. */
function namedMounts(service) {
  return (service.volumes ?? []).filter((v) => typeof v === 'string' && !/^[./~]/.test(v));
}

describe('docker-compose.yml services', () => {
  it('defines the whole topology', () => {
    for (const name of [
      'postgres',
      'migrate',
      'api',
      'gateway',
      ...WEB_SERVICES,
      'minio',
      'minio-init',
      'redis',
    ]) {
      assert.ok(services[name], `service ${name} is missing`);
    }
    assert.deepEqual(services.redis.profiles, ['redis'], 'redis is optional, behind a profile');
  });

  it('health-checks every long-running service', () => {
    for (const name of ['postgres', 'api', 'gateway', ...WEB_SERVICES, 'minio']) {
      assert.ok(hasHealthCheck(services[name]), `${name} has no health check`);
    }
    assert.match(services.postgres.healthcheck.test.join(' '), /pg_isready/);
    assert.match(services.api.healthcheck.test.join(' '), /\/api\/health/);
  });

  it('keeps the database and the images on named volumes', () => {
    const declared = Object.keys(compose.volumes ?? {});
    const postgres = namedMounts(services.postgres).find((v) =>
      v.endsWith(':/var/lib/postgresql/data'),
    );
    const minio = namedMounts(services.minio).find((v) => v.endsWith(':/data'));
    assert.ok(postgres, 'postgres data is not on a named volume');
    assert.ok(minio, 'minio data is not on a named volume');
    for (const mount of [postgres, minio]) assert.ok(declared.includes(mount.split(':')[0]));
  });

  it('lets the api scale: no container name, no host port, reached through the gateway', () => {
    assert.equal(services.api.container_name, undefined);
    assert.equal(services.api.ports, undefined);
    assert.ok(services.gateway.ports?.length, 'the gateway publishes the API');
    const apiNetworks = new Set(services.api.networks);
    assert.ok(
      services.gateway.networks.some((n) => apiNetworks.has(n)),
      'gateway shares a network with api',
    );
  });

  it('runs migrations once, before any api replica starts', () => {
    assert.match(services.migrate.command.join(' '), /migration:run|run-migrations/);
    assert.equal(services.migrate.restart, 'no');
    assert.equal(services.migrate.image, services.api.image, 'migrate runs the API image');
    assert.deepEqual(services.migrate.depends_on.postgres, { condition: 'service_healthy' });
    assert.deepEqual(services.api.depends_on.postgres, { condition: 'service_healthy' });
    assert.deepEqual(services.api.depends_on.migrate, {
      condition: 'service_completed_successfully',
    });
    assert.deepEqual(services['minio-init'].depends_on.minio, { condition: 'service_healthy' });
    assert.deepEqual(services.api.depends_on['minio-init'], {
      condition: 'service_completed_successfully',
    });
    assert.deepEqual(services.gateway.depends_on.api, { condition: 'service_healthy' });
  });

  it('passes every variable the API reads to the api and migrate containers', () => {
    const expected = new Set([...API_VARIABLES, ...envExampleNames(), ...apiConfigNames()]);
    for (const name of NOT_FOR_THE_API_CONTAINER) expected.delete(name);
    for (const service of ['api', 'migrate']) {
      const missing = [...expected].filter((name) => !(name in environmentOf(services[service])));
      assert.deepEqual(missing, [], `${service} does not receive ${missing.join(', ')}`);
    }
    assert.equal(environmentOf(services.api).NODE_ENV, 'production');
    assert.match(environmentOf(services.api).DATABASE_URL, /@postgres:5432\//);
  });

  it('requires the production secrets instead of defaulting them', () => {
    const text = readComposeText();
    for (const name of REQUIRED_SECRETS) {
      assert.match(text, new RegExp(`\\$\\{${name}:\\?[^}]+\\}`), `${name} is not required`);
      assert.doesNotMatch(text, new RegExp(`\\$\\{${name}:-`), `${name} has a default`);
    }
  });

  it('builds each front end from the web Dockerfile and writes its config.json from the environment', () => {
    for (const name of WEB_SERVICES) {
      const { build } = services[name];
      assert.equal(build.dockerfile, 'docker/web.Dockerfile');
      assert.equal(build.args.APP, name);
      const env = environmentOf(services[name]);
      for (const variable of ['API_PUBLIC_URL', 'STOREFRONT_PUBLIC_URL', 'SELLER_PUBLIC_URL']) {
        assert.ok(variable in env, `${name} lacks ${variable}`);
      }
    }
    assert.notEqual(
      services.seller.image,
      services.storefront.image,
      'the seller is tagged on its own',
    );
  });
});

describe('docker-compose config (Debian docker-compose, no engine needed)', () => {
  const binary = findBinary('docker-compose');
  /** Why these checks are skipped, or false. */
  const NO_COMPOSE = binary
    ? false
    : 'docker-compose is not installed (apt-get install -y docker-compose)';
  const emptyEnvFile = path.join(mkdtempSync(path.join(tmpdir(), 'gc-compose-')), 'empty.env');
  writeFileSync(emptyEnvFile, '');
  after(() => rmSync(path.dirname(emptyEnvFile), { recursive: true, force: true }));
  const run = (env, ...args) =>
    // An empty --env-file: a developer's own .env must not fill in what the test leaves out.
    spawnSync(binary, ['-f', COMPOSE_PATH, '--env-file', emptyEnvFile, ...args, 'config', '-q'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ...env },
    });

  it(
    'validates the file with its secrets set, with and without the redis profile',
    { skip: NO_COMPOSE },
    () => {
      for (const args of [[], ['--profile', 'redis']]) {
        const result = run(requiredVariables(), ...args);
        assert.equal(result.status, 0, result.stderr);
      }
    },
  );

  it('refuses to start without a secret and names it', { skip: NO_COMPOSE }, () => {
    const { JWT_SECRET: _omitted, ...rest } = requiredVariables();
    const result = run(rest);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /set JWT_SECRET/);
  });
});

describe('watching and backups in docker-compose.yml', () => {
  const readText = (...parts) => readFileSync(path.join(ROOT, ...parts), 'utf8');
  /** Metric names the API registers (api/src/metrics). */
  const registered = new Set(
    ['metrics.ts', 'metrics-collector.ts'].flatMap((file) =>
      [...readText('api', 'src', 'metrics', file).matchAll(/'(greencart_[a-z_]+)'/g)].map(
        (m) => m[1],
      ),
    ),
  );

  it('scrapes every api replica on its metrics port, which is never published', () => {
    const env = environmentOf(services.api);
    assert.equal(env.METRICS_PORT, '9464');
    assert.notEqual(env.METRICS_PORT, env.PORT);
    assert.equal(services.api.ports, undefined, 'the api publishes no host port');
    const prometheus = YAML.parse(readText('docker', 'prometheus', 'prometheus.yml'));
    const [job] = prometheus.scrape_configs;
    assert.deepEqual(job.dns_sd_configs[0].names, ['api']);
    assert.equal(String(job.dns_sd_configs[0].port), env.METRICS_PORT);
    for (const name of ['prometheus', 'grafana']) {
      for (const port of services[name].ports) assert.match(String(port), /^127\.0\.0\.1:/);
    }
  });

  it('has the two alert rules, on metrics the API exports', () => {
    const { groups } = YAML.parse(readText('docker', 'prometheus', 'alerts.yml'));
    const rules = Object.fromEntries(groups.flatMap((g) => g.rules).map((r) => [r.alert, r]));
    assert.deepEqual(Object.keys(rules).sort(), ['OrderFailures', 'OutboxStuck']);
    assert.match(rules.OutboxStuck.expr, /greencart_outbox_oldest_age_seconds\) > 300/);
    assert.match(rules.OrderFailures.expr, /greencart_orders_refused_total/);
    for (const rule of Object.values(rules)) {
      for (const [name] of rule.expr.matchAll(/greencart_[a-z_]+/g)) {
        assert.ok(
          registered.has(name),
          `${rule.alert} uses ${name}, which the API does not export`,
        );
      }
    }
  });

  it('provisions the dashboard, whose every query reads a metric the API exports', () => {
    const mounts = services.grafana.volumes.join(' ');
    assert.match(mounts, /docker\/grafana\/dashboards:\/var\/lib\/grafana\/dashboards/);
    const provider = YAML.parse(
      readText('docker', 'grafana', 'provisioning', 'dashboards', 'greencart.yml'),
    );
    assert.equal(provider.providers[0].options.path, '/var/lib/grafana/dashboards');
    const dashboard = JSON.parse(readText('docker', 'grafana', 'dashboards', 'greencart.json'));
    assert.ok(dashboard.panels.length >= 10);
    const used = new Set();
    for (const panel of dashboard.panels) {
      for (const target of panel.targets) {
        for (const [name] of target.expr.matchAll(/greencart_[a-z_]+/g)) {
          used.add(name.replace(/_bucket$/, ''));
        }
      }
    }
    for (const name of used) assert.ok(registered.has(name), `the dashboard reads unknown ${name}`);
    for (const name of registered) assert.ok(used.has(name), `the dashboard does not show ${name}`);
  });

  it('backs the database up with pg_dump in custom format, keeping 7 daily and 4 weekly', () => {
    const { backup } = services;
    assert.ok(backup, 'the backup service is missing');
    assert.ok(backup.volumes.some((v) => v.startsWith('backups:')));
    assert.ok(Object.keys(compose.volumes).includes('backups'));
    const script = readText('docker', 'backup', 'backup.sh');
    assert.match(script, /pg_dump --format=custom/);
    assert.match(script, /keep \/backups\/daily 7/);
    assert.match(script, /keep \/backups\/weekly 4/);
  });
});
