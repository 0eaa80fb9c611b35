// Loaders shared by the three front-end builds.
import { createRequire } from 'node:module';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

// Loaders resolved from here, so builds whose context is elsewhere (a temp folder) find them.
const require = createRequire(import.meta.url);

/**
 * TS/TSX through swc, CSS extracted, fonts and images as hashed files (small images inlined),
 * the script fonts' weight axis cut to the weights used.
 * @param {{ production: boolean }} options
 */
export function moduleRules({ production }) {
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
        { type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } },
      ],
    },
    {
      // The Sinhala and Tamil Noto files: their weight axis cut to the design's weights
      // (fontWeights.cjs), half their size.
      test: /noto-sans-(sinhala|tamil)-[a-z-]+-wght-normal\.woff2$/,
      use: require.resolve('./fontWeights.cjs'),
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
