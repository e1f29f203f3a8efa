// The package exports the jar's path (a String object) and ships no types.
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
