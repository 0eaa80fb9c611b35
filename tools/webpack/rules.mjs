// Loaders shared by the three front-end builds.
import { createRequire } from 'node:module';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

// Loaders resolved from here, so builds whose context is elsewhere (a temp folder) find them.
const require = createRequire(import.meta.url);

/**
 * TS/TSX through swc, CSS extracted, fonts and images as hashed files (small images inlined),
 * the script fonts' weight axis cut to the weights used; with `frameTexts` (language → the
 * words of the storefront's start-up frames), a script font's `?frame=<language>` part holds
 * only their glyphs (frameFont.cjs).
 * @param {{ production: boolean, frameTexts?: Record<string, string[]> }} options
 */
export function moduleRules({ production, frameTexts }) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            target: 'es2020',
            parser: { syntax: 'typescript', tsx: true },
            transform: {
              react: { runtime: 'automatic', development: !production, refresh: false },
            },
          },
        },
      },
    },
    {
      test: /\.css$/,
      use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }],
    },
    {
      test: /\.(woff2?)$/,
      oneOf: [
        {
          // A font's start-up part (`?start`, fontWeights.cjs), a file of its own.
          resourceQuery: /^\?start$/,
          type: 'asset/resource',
          generator: { filename: 'assets/[name].start.[contenthash:8][ext]' },
        },
        {
          // A script font's start-up frames' part (`?frame=si`, frameFont.cjs).
          resourceQuery: /^\?frame=/,
          type: 'asset/resource',
          generator: { filename: 'assets/[name].frame.[contenthash:8][ext]' },
        },
        { type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } },
      ],
    },
    {
      // The Sinhala and Tamil Noto files: their weight axis cut to the design's weights
      // (fontWeights.cjs), half their size.
      test: /noto-sans-(sinhala|tamil)-[a-z-]+-wght-normal\.woff2$/,
      resourceQuery: { not: [/^\?frame=/] },
      use: require.resolve('./fontWeights.cjs'),
    },
    {
      // Their start-up frames' part: cut the same way, then to the frames' glyphs.
      test: /noto-sans-(sinhala|tamil)-[a-z-]+-wght-normal\.woff2$/,
      resourceQuery: /^\?frame=(si|ta)$/,
      use: { loader: require.resolve('./frameFont.cjs'), options: { texts: frameTexts ?? {} } },
    },
    {
      // Outfit's spaces and punctuation alone, for Sinhala and Tamil start-up frames.
      test: /outfit-latin-wght-normal\.woff2$/,
      resourceQuery: /^\?start$/,
      use: require.resolve('./fontWeights.cjs'),
    },
    {
      test: /\.(png|jpe?g|gif|webp|avif|svg)$/,
      type: 'asset',
      parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
      generator: { filename: 'assets/[name].[contenthash:8][ext]' },
    },
  ];
}
