import { createAppConfig } from '../tools/webpack/index.mjs';

// The seller remote: exposes its App to the shell (mounted at /seller/*); also runs standalone.
export default (_env, argv) => {
  const config = createAppConfig(
    { appDir: import.meta.dirname, name: 'seller', exposes: { './App': './src/App.tsx' } },
    argv,
  );
  // The English catalogue (namespace `seller`, src/i18n/catalogue.ts) as a chunk of its own,
  // `seller-en`: fetched with the portal's code only when the portal opens (never by the shell
  // or the storefront), and cached apart from it, so a change of words or of code leaves the
  // other's cached file valid. Loaded alongside the App (not after it), so no extra wait.
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        sellerEnglish: {
          test: /[\\/]src[\\/]i18n[\\/]en\.json$/,
          name: 'seller-en',
          chunks: 'all',
          enforce: true,
        },
      },
    },
  };
  return config;
};
