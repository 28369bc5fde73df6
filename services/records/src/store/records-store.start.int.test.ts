import { describeMongoStoreStart } from '@shokuji/storage/src/mongo-store-start.test-support';
import { createRecordsStore } from './records-store.factory';

// The records store on MongoDB names MONGODB_URL where its own connection fails (2026-12-06).
describeMongoStoreStart('createRecordsStore', createRecordsStore);
