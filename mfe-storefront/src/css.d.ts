// Side-effect CSS imports are handled by webpack (css-loader) and stubbed in jest.
declare module '*.css';
