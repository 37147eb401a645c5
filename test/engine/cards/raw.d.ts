// Vite's `?raw` import: a file's text (the engine tests have no Node types).
declare module '*.md?raw' {
  const text: string;
  export default text;
}
