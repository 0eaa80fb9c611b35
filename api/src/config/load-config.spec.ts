import { ConfigError, DEV_DEFAULTS, loadConfig } from './load-config.js';

describe('loadConfig', () => {
  it('fills development defaults and lists them so start-up can print them', () => {
    const config = loadConfig({}, '/repo');
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe('/repo/.data');
    expect(config.seller).toEqual({
      email: DEV_DEFAULTS.SELLER_EMAIL,
      password: DEV_DEFAULTS.SELLER_PASSWORD,
    });
    expect(config.defaultsUsed).toEqual(['JWT_SECRET', 'SELLER_EMAIL', 'SELLER_PASSWORD']);
    expect(config.corsOrigins).toContain('http://localhost:8080');
    expect(config.corsOrigins).toContain('http://127.0.0.1:8082');
    expect(config.isProduction).toBe(false);
  });

  it('refuses to start in production and names every missing variable', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' }, '/repo');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['DATABASE_URL', 'JWT_SECRET', 'SELLER_EMAIL', 'SELLER_PASSWORD'])
      expect(message).toContain(name);
  });

  it('accepts a complete production environment', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://app@db:5432/greencart',
        JWT_SECRET: 'x'.repeat(40),
        SELLER_EMAIL: 'Owner@Shop.lk',
        SELLER_PASSWORD: 'a strong one',
        CORS_ORIGINS: 'https://shop.lk/, https://seller.shop.lk',
        DATA_DIR: '/var/lib/greencart',
      },
      '/repo',
    );
    expect(config.isProduction).toBe(true);
    expect(config.seller.email).toBe('owner@shop.lk');
    expect(config.corsOrigins).toEqual(['https://shop.lk', 'https://seller.shop.lk']);
    expect(config.dataDir).toBe('/var/lib/greencart');
    expect(config.defaultsUsed).toEqual([]);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ AUTH_RATE_LIMIT_PER_EMAIL: '0' }, 'AUTH_RATE_LIMIT_PER_EMAIL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
  ])('rejects %j naming %s', (env, name) => {
    expect(() => loadConfig(env, '/repo')).toThrow(name);
  });

  it('refuses a short JWT secret in production', () => {
    expect(() =>
      loadConfig(
        {
          NODE_ENV: 'production',
          DATABASE_URL: 'postgres://db/x',
          JWT_SECRET: 'short',
          SELLER_EMAIL: 'a@b.lk',
          SELLER_PASSWORD: 'p',
        },
        '/repo',
      ),
    ).toThrow('JWT_SECRET must be at least 32 characters');
  });
});
