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
    expect(config.mail.format).toEqual({ locale: 'en-LK', timeZone: 'Asia/Colombo' });
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
    [{ SHOP_TIME_ZONE: 'Colombo' }, 'SHOP_TIME_ZONE'],
    [{ SHOP_LOCALE: 'not a locale' }, 'SHOP_LOCALE'],
  ])('rejects %j naming %s', (env, name) => {
    expect(() => loadConfig(env, '/repo')).toThrow(name);
  });

  it('reads the Stripe settings and refuses a secret key without a webhook secret', () => {
    expect(
      loadConfig(
        {
          STRIPE_SECRET_KEY: 'sk_test_1',
          STRIPE_WEBHOOK_SECRET: 'whsec_1',
          STRIPE_API_BASE: 'http://127.0.0.1:12111',
        },
        '/repo',
      ).stripe,
    ).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiBase: 'http://127.0.0.1:12111',
    });
    expect(loadConfig({}, '/repo').stripe.secretKey).toBeUndefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }, '/repo')).toThrow(
      'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
    );
    expect(() => loadConfig({ STRIPE_API_BASE: 'ftp://stripe.local' }, '/repo')).toThrow(
      'STRIPE_API_BASE must start with http:// or https://',
    );
  });

  describe('the card payment provider (PAYMENT_PROVIDER)', () => {
    const payhere = {
      PAYMENT_PROVIDER: 'payhere',
      PAYHERE_MERCHANT_ID: '1211149',
      PAYHERE_MERCHANT_SECRET: 'merchant-secret',
      PAYHERE_APP_ID: 'app-id',
      PAYHERE_APP_SECRET: 'app-secret',
    };
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/x',
      JWT_SECRET: 'x'.repeat(40),
      SELLER_EMAIL: 'a@b.lk',
      SELLER_PASSWORD: 'a strong one',
    };

    it('keeps the behaviour from before: Stripe with a Stripe key, else none', () => {
      expect(loadConfig({}, '/repo').payment).toEqual({ provider: null, payhere: null });
      const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
      expect(loadConfig(stripe, '/repo').payment.provider).toBe('stripe');
      expect(loadConfig({ ...stripe, PAYMENT_PROVIDER: 'none' }, '/repo').payment.provider).toBe(
        null,
      );
      expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' }, '/repo')).toThrow(
        'STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER=stripe',
      );
      expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' }, '/repo')).toThrow(
        'PAYMENT_PROVIDER must be one of stripe, payhere, none',
      );
    });

    it('reads a PayHere account: sandbox by default, holds on unless switched off', () => {
      expect(loadConfig(payhere, '/repo').payment).toEqual({
        provider: 'payhere',
        payhere: {
          merchantId: '1211149',
          merchantSecret: 'merchant-secret',
          appId: 'app-id',
          appSecret: 'app-secret',
          mode: 'sandbox',
          baseUrl: 'https://sandbox.payhere.lk',
          authorize: true,
        },
      });
      const live = loadConfig(
        { ...payhere, PAYHERE_MODE: 'live', PAYHERE_AUTHORIZE: 'false' },
        '/',
      );
      expect(live.payment.payhere).toMatchObject({
        mode: 'live',
        baseUrl: 'https://www.payhere.lk',
        authorize: false,
      });
      const fake = loadConfig({ ...payhere, PAYHERE_API_BASE: 'http://127.0.0.1:9/' }, '/');
      expect(fake.payment.payhere?.baseUrl).toBe('http://127.0.0.1:9');
      expect(() => loadConfig({ ...payhere, PAYHERE_MODE: 'test' }, '/')).toThrow(
        'PAYHERE_MODE must be sandbox or live',
      );
    });

    it('names every missing PayHere credential, and says npm start can run a fake', () => {
      let message = '';
      try {
        loadConfig({ PAYMENT_PROVIDER: 'payhere', PAYHERE_MERCHANT_ID: '1211149' }, '/repo');
      } catch (error) {
        message = (error as Error).message;
      }
      for (const name of ['PAYHERE_MERCHANT_SECRET', 'PAYHERE_APP_ID', 'PAYHERE_APP_SECRET'])
        expect(message).toContain(`${name} is required when PAYMENT_PROVIDER=payhere`);
      expect(message).not.toContain('PAYHERE_MERCHANT_ID is required');
      expect(message).toContain('npm start runs a local fake PayHere');
    });

    it('refuses to start in production without a secret, the mode or the public API URL', () => {
      const { PAYHERE_APP_SECRET: _omitted, ...noAppSecret } = payhere;
      let message = '';
      try {
        loadConfig({ ...production, ...noAppSecret }, '/repo');
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('PAYHERE_APP_SECRET is required when PAYMENT_PROVIDER=payhere');
      expect(message).toContain('PAYHERE_MODE is required in production');
      expect(message).toContain('PUBLIC_API_URL is required in production');
      const config = loadConfig(
        {
          ...production,
          ...payhere,
          PAYHERE_MODE: 'live',
          PUBLIC_API_URL: 'https://api.shop.lk',
        },
        '/repo',
      );
      expect(config.payment.payhere?.mode).toBe('live');
    });
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

  describe('image storage', () => {
    const s3 = {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'greencart-images',
      S3_ACCESS_KEY_ID: 'greencart-api',
      S3_SECRET_ACCESS_KEY: 'a-long-secret',
    };

    it('keeps images on the local disk by default', () => {
      expect(loadConfig({}, '/repo').storage).toEqual({ driver: 'local' });
    });

    it('reads the bucket settings, path-style public URL by default in development', () => {
      expect(loadConfig(s3, '/repo').storage).toEqual({
        driver: 's3',
        endpoint: 'http://minio:9000',
        bucket: 'greencart-images',
        region: 'us-east-1',
        accessKeyId: 'greencart-api',
        secretAccessKey: 'a-long-secret',
        publicUrl: 'http://minio:9000/greencart-images',
      });
    });

    it('names each missing S3 variable', () => {
      let message = '';
      try {
        loadConfig({ STORAGE_DRIVER: 's3' }, '/repo');
      } catch (error) {
        message = (error as Error).message;
      }
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
        expect(message).toContain(`${name} is required when STORAGE_DRIVER=s3`);
    });

    it('requires the public image URL in production', () => {
      const production = {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/x',
        JWT_SECRET: 'x'.repeat(40),
        SELLER_EMAIL: 'a@b.lk',
        SELLER_PASSWORD: 'p',
        ...s3,
      };
      expect(() => loadConfig(production, '/repo')).toThrow('S3_PUBLIC_URL is required');
      const config = loadConfig(
        { ...production, S3_PUBLIC_URL: 'https://shop.lk/media/greencart-images/' },
        '/repo',
      );
      expect(config.storage).toMatchObject({ publicUrl: 'https://shop.lk/media/greencart-images' });
    });

    it('rejects an unknown driver', () => {
      expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' }, '/repo')).toThrow('STORAGE_DRIVER');
    });
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('reads TRUST_PROXY=%s as %j', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }, '/repo').trustProxy).toEqual(expected);
  });

  it('shares rate limits through Redis only when REDIS_URL is set', () => {
    expect(loadConfig({}, '/repo').redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://redis:6379' }, '/repo').redis).toEqual({
      url: 'redis://redis:6379',
      keyPrefix: 'greencart:',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://redis:6379' }, '/repo')).toThrow('REDIS_URL');
  });

  describe('the published development secrets', () => {
    it('are allowed for a development run bound to localhost (the default bind address then)', () => {
      const config = loadConfig({}, '/repo');
      expect(config.host).toBe('127.0.0.1');
      expect(config.jwtSecret).toBe(DEV_DEFAULTS.JWT_SECRET);
    });

    it('are refused when the API would listen on every interface', () => {
      expect(() => loadConfig({ HOST: '0.0.0.0' }, '/repo')).toThrow(
        /JWT_SECRET and SELLER_PASSWORD are the published development value/,
      );
    });

    it('are refused in production even when set explicitly (copied from .env.example)', () => {
      expect(() =>
        loadConfig(
          {
            NODE_ENV: 'production',
            DATABASE_URL: 'postgres://db/x',
            JWT_SECRET: DEV_DEFAULTS.JWT_SECRET,
            SELLER_EMAIL: 'owner@shop.lk',
            SELLER_PASSWORD: 'a real seller password',
          },
          '/repo',
        ),
      ).toThrow(/JWT_SECRET is the published development value/);
    });

    it('listen on every interface once real secrets are set', () => {
      const config = loadConfig(
        { JWT_SECRET: 'x'.repeat(40), SELLER_PASSWORD: 'a real seller password' },
        '/repo',
      );
      expect(config.host).toBe('0.0.0.0');
    });
  });

  it('reads the HTTP compatibility settings', () => {
    expect(loadConfig({}, '/repo')).toMatchObject({
      cookieSameSite: 'lax',
      businessErrorsAs200: false,
      apiDocs: true,
      publicApiUrl: 'http://localhost:4000',
    });
    expect(
      loadConfig(
        {
          COOKIE_SAME_SITE: 'None',
          BUSINESS_ERRORS_AS_200: 'true',
          PUBLIC_API_URL: 'https://api.shop.lk/',
        },
        '/repo',
      ),
    ).toMatchObject({
      cookieSameSite: 'none',
      businessErrorsAs200: true,
      publicApiUrl: 'https://api.shop.lk',
    });
    expect(() => loadConfig({ COOKIE_SAME_SITE: 'sometimes' }, '/repo')).toThrow(
      'COOKIE_SAME_SITE',
    );
  });
});
