export default async function stopProductionServices(): Promise<void> {
  globalThis.testPostgres?.stop();
  globalThis.testPostgres = undefined;
  await globalThis.testS3?.stop();
  globalThis.testS3 = undefined;
}
