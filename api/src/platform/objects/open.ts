import { FileObjectStore } from './files';
import type { ObjectStore } from './objectStore';
import { S3ObjectStore, type S3Options } from './s3';

/** The bucket when one is configured, else the data folder; checked before the API serves. */
export async function openObjectStore({ dataDir, s3 }: { dataDir: string; s3?: S3Options }): Promise<ObjectStore> {
  const store = s3 ? new S3ObjectStore(s3) : new FileObjectStore(dataDir);
  try {
    await store.check();
  } catch (error) {
    store.close();
    throw error;
  }
  return store;
}
