import { describeMongoStoreStart } from '@shokuji/storage/src/mongo-store-start.test-support';
import { createPlatformStore } from './platform-store.factory';

// The platform store on MongoDB names MONGODB_URL where its own connection fails (2026-12-06).
describeMongoStoreStart('createPlatformStore', createPlatformStore);
