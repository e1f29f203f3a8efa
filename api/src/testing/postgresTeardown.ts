export default function stopTestPostgres(): void {
  globalThis.testPostgres?.stop();
  globalThis.testPostgres = undefined;
}
