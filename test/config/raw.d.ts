// Vite's `?raw` import: a file's text (these tests have no Node types).
declare module '*.toml?raw' {
  const text: string;
  export default text;
}
declare module '*.json?raw' {
  const text: string;
  export default text;
}
declare module '*.md?raw' {
  const text: string;
  export default text;
}
