/** Loaders shared by the three front-end builds. */
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

/**
 * TypeScript/TSX through swc (React's automatic runtime), CSS extracted to files, fonts and
 * images as hashed files (small images inlined).
 * @param {{ production: boolean }} options
 */
export function moduleRules({ production }) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
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
      type: 'asset/resource',
      generator: { filename: 'assets/[name].[contenthash:8][ext]' },
    },
    {
      test: /\.(png|jpe?g|gif|webp|avif|svg)$/,
      type: 'asset',
      parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
      generator: { filename: 'assets/[name].[contenthash:8][ext]' },
    },
  ];
}
